import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import { currencyDigits, formatAmount, parseAmount } from '@app/common';

/**
 * A real operator wallet for tests (D9, docs/wallet-protocol.md), on 127.0.0.1 and a random
 * port. It checks signatures on its own (the way the protocol document tells operators to),
 * applies each transaction id once (a repeat gets the first answer again), and keeps balances
 * exactly in minor units (bigint).
 *
 * Modes:
 * - `ok`: answers normally; a debit beyond the balance gets 200 `insufficient_funds`;
 * - `slow`: applies the request, then answers only after `slowDelayMs` (longer than the client's
 *   timeout), so the client sees an unknown outcome for a movement that did happen;
 * - `failing`: 500 without applying anything;
 * - `refusing`: debits get 402 `insufficient_funds` whatever the balance (credits and rollbacks
 *   are still applied: an operator never lacks funds to receive money);
 * - `down`: every connection is destroyed at once, nothing is read or applied.
 *
 * `setDelay(ms)` (or the `delayMs` option) makes every answer of the `ok` and `refusing` modes
 * wait that long after the request is applied: a slow but working wallet, so that deliveries
 * take long enough for a test to interrupt them (a crash between "applied" and "answered").
 */

export type FakeWalletMode = 'ok' | 'slow' | 'failing' | 'refusing' | 'down';

export interface FakeWalletRequest {
  path: string;
  body: any;
  rawBody: string;
  headers: IncomingHttpHeaders;
  signatureValid: boolean;
}

export interface FakeWallet {
  /** Base wallet URL (http://127.0.0.1:<port>/wallet); the service appends /debit etc. */
  url: string;
  secret: string;
  setMode(mode: FakeWalletMode): void;
  /** Answers of the `ok` and `refusing` modes wait this long after applying (0: at once). */
  setDelay(ms: number): void;
  /** Sets a balance; amount in major units as a number or decimal string. */
  setBalance(userId: string, currency: string, amount: number | string): void;
  /** The balance as exact decimal text ("10.50"); "0.00" for an unknown user. */
  balanceOf(userId: string, currency: string): string;
  /** Every request received (not in `down` mode), in order. */
  requests: FakeWalletRequest[];
  close(): Promise<void>;
}

export interface FakeWalletOptions {
  secret?: string;
  /** How long `slow` mode waits before answering (default 6000 ms, above the default client timeout). */
  slowDelayMs?: number;
  /** Initial value of setDelay (default 0). */
  delayMs?: number;
  /** Timestamps further than this from now are refused with 401 (default 300 s). */
  toleranceSeconds?: number;
  /** Non-ISO currencies and their minor-unit digits (default BTC:8 and USDT:6), as EXTRA_CURRENCIES. */
  extraCurrencies?: ReadonlyMap<string, number>;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

interface Applied {
  operation: string;
  fingerprint: string;
  answer: Answer;
  /** Signed change of the balance (0 when refused or a no-op). */
  delta: bigint;
  userId: string;
  currency: string;
  rolledBack: boolean;
}

const ENDPOINTS = ['debit', 'credit', 'rollback'];

export async function startFakeWallet(options: FakeWalletOptions = {}): Promise<FakeWallet> {
  const secret = options.secret ?? 'fake-wallet-secret-0123456789';
  const slowDelayMs = options.slowDelayMs ?? 6000;
  const toleranceSeconds = options.toleranceSeconds ?? 300;
  const extraCurrencies =
    options.extraCurrencies ??
    new Map([
      ['BTC', 8],
      ['USDT', 6],
    ]);
  let mode: FakeWalletMode = 'ok';
  let delayMs = options.delayMs ?? 0;
  const balances = new Map<string, bigint>();
  const transactions = new Map<string, Applied>();
  /** Rollbacks that arrived before their original: the original is then refused. */
  const cancelled = new Set<string>();
  const requests: FakeWalletRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();

  const key = (userId: string, currency: string) => `${userId}\u0000${currency}`;
  const digitsOf = (currency: string) => {
    const digits = currencyDigits(currency, extraCurrencies);
    if (digits === undefined) throw new Error(`unknown currency ${currency}`);
    return digits;
  };
  const balanceText = (userId: string, currency: string) => formatAmount(balances.get(key(userId, currency)) ?? 0n, digitsOf(currency));

  function verify(headers: IncomingHttpHeaders, rawBody: string): boolean {
    const timestamp = headers['x-wallet-timestamp'];
    const signature = headers['x-wallet-signature'];
    if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d+$/.test(timestamp)) return false;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
    const expected = 'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
    return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
  }

  /** Applies a request once; returns its answer (the stored one for a repeat). */
  function apply(operation: string, body: any): Answer {
    const fingerprint = JSON.stringify([operation, body.user_id, body.amount, body.currency, body.original_transaction_id ?? null]);
    const previous = transactions.get(body.transaction_id);
    if (previous) {
      if (previous.fingerprint !== fingerprint) return { status: 409, body: { status: 'error', error: 'transaction_id_conflict' } };
      return previous.answer;
    }
    const digits = digitsOf(body.currency);
    const amount = parseAmount(body.amount, digits);
    if (typeof body.amount !== 'number' || !amount.ok || amount.minor <= 0n) {
      return { status: 400, body: { status: 'error', error: 'invalid_amount' } };
    }
    const account = key(body.user_id, body.currency);
    const balance = balances.get(account) ?? 0n;
    let delta = 0n;
    let answer: Answer | undefined;
    if (operation === 'debit') {
      if (cancelled.has(body.transaction_id)) {
        answer = { status: 409, body: { status: 'error', error: 'transaction_rolled_back' } };
      } else if (mode === 'refusing') {
        answer = { status: 402, body: { status: 'insufficient_funds' } };
      } else if (balance < amount.minor) {
        answer = { status: 200, body: { status: 'insufficient_funds' } };
      } else {
        delta = -amount.minor;
        balances.set(account, balance + delta);
      }
    } else if (operation === 'credit') {
      delta = amount.minor;
      balances.set(account, balance + delta);
    } else {
      // Rollback: undo the original once; an original never seen is refused if it comes later.
      const original = transactions.get(body.original_transaction_id);
      if (!original) {
        cancelled.add(body.original_transaction_id);
      } else if (!original.rolledBack && original.delta !== 0n) {
        original.rolledBack = true;
        const originalAccount = key(original.userId, original.currency);
        balances.set(originalAccount, (balances.get(originalAccount) ?? 0n) - original.delta);
      }
    }
    answer ??= { status: 200, body: { status: 'ok', balance: balanceText(body.user_id, body.currency) } };
    transactions.set(body.transaction_id, {
      operation,
      fingerprint,
      answer,
      delta,
      userId: body.user_id,
      currency: body.currency,
      rolledBack: false,
    });
    return answer;
  }

  /** Writes the balance (decimal text) as a JSON number, exactly. */
  function send(response: ServerResponse, answer: Answer): void {
    if (response.destroyed) return;
    let text = JSON.stringify(answer.body);
    if (typeof answer.body.balance === 'string') {
      text = text.replace(JSON.stringify(answer.body.balance), answer.body.balance);
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(text);
  }

  function handle(request: IncomingMessage, response: ServerResponse, rawBody: string): void {
    const path = (request.url ?? '').split('?')[0];
    let body: any = undefined;
    try {
      body = JSON.parse(rawBody);
    } catch {
      // recorded as undefined
    }
    const signatureValid = verify(request.headers, rawBody);
    requests.push({ path, body, rawBody, headers: request.headers, signatureValid });
    const operation = path.split('/').pop() ?? '';
    if (request.method !== 'POST' || !path.startsWith('/wallet/') || !ENDPOINTS.includes(operation)) {
      return send(response, { status: 404, body: { status: 'error', error: 'not_found' } });
    }
    if (!signatureValid) return send(response, { status: 401, body: { status: 'error', error: 'invalid_signature' } });
    if (!String(request.headers['content-type']).startsWith('application/json') || !body || typeof body !== 'object') {
      return send(response, { status: 400, body: { status: 'error', error: 'invalid_body' } });
    }
    if (mode === 'failing') return send(response, { status: 500, body: { status: 'error', error: 'internal' } });
    let answer: Answer;
    try {
      if (typeof body.transaction_id !== 'string' || typeof body.user_id !== 'string' || typeof body.currency !== 'string') {
        throw new Error('missing fields');
      }
      answer = apply(operation, body);
    } catch (error) {
      answer = { status: 400, body: { status: 'error', error: `invalid_request: ${(error as Error).message}` } };
    }
    const delay = mode === 'slow' ? slowDelayMs : delayMs;
    if (delay > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(response, answer);
      }, delay);
      timers.add(timer);
      return;
    }
    send(response, answer);
  }

  const server = createServer((request, response) => {
    if (mode === 'down') {
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  server.on('connection', (socket: Socket) => {
    if (mode === 'down') {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/wallet`,
    secret,
    requests,
    setMode(next) {
      mode = next;
      // Kept-alive connections would otherwise still be served.
      if (next === 'down') for (const socket of sockets) socket.destroy();
    },
    setDelay(ms) {
      delayMs = ms;
    },
    setBalance(userId, currency, amount) {
      const parsed = parseAmount(amount, digitsOf(currency));
      if (!parsed.ok) throw new Error(`bad amount ${amount}: ${parsed.reason}`);
      balances.set(key(userId, currency), parsed.minor);
    },
    balanceOf: balanceText,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo, Socket } from 'node:net';

/**
 * What the faulty wallet does with one call:
 * - `pass`: forwards it to the real (fake) wallet and answers as it did;
 * - `slow`: forwards it (the wallet applies it), answers only after `slowMs` (beyond the
 *   service's WALLET_TIMEOUT_MS): an unknown outcome for a movement that happened;
 * - `fail`: 500 without forwarding (nothing applied);
 * - `reset`: destroys the connection without forwarding (nothing applied);
 * - `reset-after`: forwards it (applied), then destroys the connection instead of answering;
 * - `refuse`: a debit gets 402 insufficient_funds without forwarding (other calls pass).
 */
export type WalletFault = 'pass' | 'slow' | 'fail' | 'reset' | 'reset-after' | 'refuse';

export interface WalletCall {
  operation: string;
  transactionId: string;
  /** 1 for the first call with this operation and transaction id, 2 for its first retry, ... */
  attempt: number;
}

export interface FaultyWallet {
  /** Base wallet URL to give the service (http://127.0.0.1:<port>/wallet). */
  url: string;
  /** Decides the fault of each call (default: every call passes). */
  setPlan(plan: (call: WalletCall) => WalletFault): void;
  /** Every call and the fault it got, in order of arrival. */
  calls: Array<WalletCall & { fault: WalletFault }>;
  close(): Promise<void>;
}

/**
 * A fault-injecting proxy in front of a wallet (test/support/fake-wallet-server.ts), so that each
 * call of a storm can get its own fault (the fake wallet has one mode for all calls at a time).
 * Signatures cover the timestamp and the body only, so forwarded calls verify at the wallet.
 */
export async function startFaultyWallet(targetUrl: string, slowMs: number): Promise<FaultyWallet> {
  let plan: (call: WalletCall) => WalletFault = () => 'pass';
  const attempts = new Map<string, number>();
  const calls: FaultyWallet['calls'] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const target = new URL(targetUrl);

  async function forward(request: IncomingMessage, rawBody: string): Promise<{ status: number; body: string }> {
    const path = (request.url ?? '').replace(/^\/wallet/, target.pathname);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'x-wallet-timestamp', 'x-wallet-signature', 'x-wallet-transaction-id']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const res = await fetch(`${target.origin}${path}`, { method: 'POST', headers, body: rawBody });
    return { status: res.status, body: await res.text() };
  }

  function answer(response: ServerResponse, status: number, body: string): void {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse, rawBody: string): Promise<void> {
    let body: { transaction_id?: string } = {};
    try {
      body = JSON.parse(rawBody);
    } catch {
      // forwarded as it is
    }
    const operation = (request.url ?? '').split('?')[0].split('/').pop() ?? '';
    const transactionId = String(body.transaction_id ?? '');
    const key = `${operation}\u0000${transactionId}`;
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    const call = { operation, transactionId, attempt };
    let fault = plan(call);
    if (fault === 'refuse' && operation !== 'debit') fault = 'pass';
    calls.push({ ...call, fault });
    switch (fault) {
      case 'fail':
        return answer(response, 500, JSON.stringify({ status: 'error', error: 'internal' }));
      case 'reset':
        request.socket.destroy();
        return;
      case 'refuse':
        return answer(response, 402, JSON.stringify({ status: 'insufficient_funds' }));
      default:
        break;
    }
    const forwarded = await forward(request, rawBody);
    if (fault === 'reset-after') {
      request.socket.destroy();
      return;
    }
    if (fault === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer(response, forwarded.status, forwarded.body);
      }, slowMs);
      timers.add(timer);
      return;
    }
    answer(response, forwarded.status, forwarded.body);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handle(request, response, Buffer.concat(chunks).toString('utf8')).catch(() => request.socket.destroy());
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/wallet`,
    calls,
    setPlan(next) {
      plan = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

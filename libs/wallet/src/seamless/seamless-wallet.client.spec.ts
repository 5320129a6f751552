import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { LookupAddress } from 'node:dns';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { AppConfigModule, loadConfig } from '@app/common';
import { FakeWallet, startFakeWallet } from '../../../../test/support/fake-wallet-server';
import { SeamlessWalletClient, SeamlessWalletOptions, WALLET_URL_REFUSED } from './seamless-wallet.client';
import { SeamlessWalletModule } from './seamless-wallet.module';
import { WalletRequestError, WalletTransferRequest } from './wallet-protocol';

// The client against a real HTTP wallet (test/support/fake-wallet-server.ts) that checks the
// signatures itself, in every mode of that wallet.

const TIMEOUT_MS = 300;
const config = loadConfig({ WALLET_TIMEOUT_MS: String(TIMEOUT_MS), WALLET_ALLOW_LOCALHOST: 'true', LOG_LEVEL: 'silent' });
const strictConfig = loadConfig({ WALLET_TIMEOUT_MS: String(TIMEOUT_MS), WALLET_ALLOW_LOCALHOST: 'false' });

let sequence = 0;
const txId = (label = 'tx') => `${label}-${++sequence}-${Date.now()}`;
const entry = (overrides: Partial<WalletTransferRequest> = {}): WalletTransferRequest => ({
  transactionId: txId('pay'),
  userId: 'user-1',
  amount: '10.00',
  currency: 'EUR',
  tournamentId: 'tournament-1',
  reason: 'entry',
  ...overrides,
});

describe('SeamlessWalletClient against a real HTTP wallet', () => {
  let wallet: FakeWallet;
  let client: SeamlessWalletClient;
  const clients: SeamlessWalletClient[] = [];
  const makeClient = (options: SeamlessWalletOptions = {}, cfg = config) => {
    const made = new SeamlessWalletClient(cfg, options);
    clients.push(made);
    return made;
  };
  const target = () => ({ url: wallet.url, secret: wallet.secret });

  beforeAll(async () => {
    Logger.overrideLogger(false);
    wallet = await startFakeWallet({ slowDelayMs: 1500 });
    client = makeClient();
  });
  afterAll(async () => {
    for (const made of clients) made.onModuleDestroy();
    await wallet.close();
  });
  beforeEach(() => {
    wallet.setMode('ok');
    wallet.requests.length = 0;
  });

  describe("mode 'ok'", () => {
    it('debits: signed request, documented body, exact balance', async () => {
      wallet.setBalance('user-1', 'EUR', '100.10');
      const request = entry({ amount: '10.05' });
      const outcome = await client.debit(target(), request);
      expect(outcome).toEqual({ status: 'accepted', balance: 90.05 });
      expect(wallet.balanceOf('user-1', 'EUR')).toBe('90.05');
      expect(wallet.requests).toHaveLength(1);
      const [received] = wallet.requests;
      expect(received.path).toBe('/wallet/debit');
      expect(received.signatureValid).toBe(true);
      expect(received.body).toEqual({
        transaction_id: request.transactionId,
        user_id: 'user-1',
        amount: 10.05,
        currency: 'EUR',
        tournament_id: 'tournament-1',
        reason: 'entry',
      });
      expect(received.rawBody).toContain('"amount":10.05,');
      expect(received.headers['content-type']).toBe('application/json');
      expect(received.headers['x-wallet-transaction-id']).toBe(request.transactionId);
      expect(Number(received.headers['x-wallet-timestamp'])).toBeCloseTo(Date.now() / 1000, -1);
      expect(received.headers['x-wallet-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    });

    it('credits refunds and prizes', async () => {
      wallet.setBalance('user-2', 'EUR', '0');
      expect(await client.credit(target(), entry({ userId: 'user-2', amount: '0.10', reason: 'refund' }))).toEqual({
        status: 'accepted',
        balance: 0.1,
      });
      expect(await client.credit(target(), entry({ userId: 'user-2', amount: '0.20', reason: 'prize' }))).toEqual({
        status: 'accepted',
        balance: 0.3,
      });
      expect(wallet.balanceOf('user-2', 'EUR')).toBe('0.30');
      expect(wallet.requests.map((r) => [r.path, r.body.reason])).toEqual([
        ['/wallet/credit', 'refund'],
        ['/wallet/credit', 'prize'],
      ]);
    });

    it('is applied once per transaction id: a repeat gets the first answer', async () => {
      wallet.setBalance('user-3', 'EUR', '50');
      const request = entry({ userId: 'user-3', amount: '20' });
      const first = await client.debit(target(), request);
      const again = await client.debit(target(), request);
      expect(first).toEqual({ status: 'accepted', balance: 30 });
      expect(again).toEqual(first);
      expect(wallet.balanceOf('user-3', 'EUR')).toBe('30.00');
      expect(wallet.requests).toHaveLength(2);
    });

    it('is refused when the balance is short (200 insufficient_funds) and changes nothing', async () => {
      wallet.setBalance('user-4', 'EUR', '9.99');
      expect(await client.debit(target(), entry({ userId: 'user-4', amount: '10' }))).toEqual({
        status: 'refused',
        reason: 'insufficient_funds',
      });
      expect(wallet.balanceOf('user-4', 'EUR')).toBe('9.99');
    });

    it('keeps money exact over many parallel debits', async () => {
      wallet.setBalance('user-5', 'BTC', '0.3');
      // About money, not timeouts: a deadline that 40 calls at once meet on a busy machine too.
      const patient = makeClient({}, loadConfig({ WALLET_TIMEOUT_MS: '10000', WALLET_ALLOW_LOCALHOST: 'true', LOG_LEVEL: 'silent' }));
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, () => patient.debit(target(), entry({ userId: 'user-5', currency: 'BTC', amount: '0.01' }))),
      ).catch((error) => {
        throw error;
      });
      expect(outcomes.filter((o) => o.status === 'accepted')).toHaveLength(30);
      expect(outcomes.filter((o) => o.status === 'refused')).toHaveLength(10);
      expect(wallet.balanceOf('user-5', 'BTC')).toBe('0.00000000');
    });

    it('rolls back a debit once, however many rollbacks arrive', async () => {
      wallet.setBalance('user-6', 'EUR', '25');
      const debit = entry({ userId: 'user-6', amount: '7.50' });
      await client.debit(target(), debit);
      const rollback = { ...debit, transactionId: `${debit.transactionId}:rollback`, originalTransactionId: debit.transactionId };
      expect(await client.rollback(target(), rollback)).toEqual({ status: 'accepted', balance: 25 });
      expect(await client.rollback(target(), rollback)).toEqual({ status: 'accepted', balance: 25 });
      expect(await client.rollback(target(), { ...rollback, transactionId: txId('rb') })).toEqual({ status: 'accepted', balance: 25 });
      expect(wallet.balanceOf('user-6', 'EUR')).toBe('25.00');
      expect(wallet.requests.at(-1)?.body.original_transaction_id).toBe(debit.transactionId);
    });

    it('a rollback that arrives before its debit makes the wallet refuse the debit later', async () => {
      wallet.setBalance('user-7', 'EUR', '10');
      const debit = entry({ userId: 'user-7', amount: '1' });
      expect(await client.rollback(target(), { ...debit, transactionId: txId('rb'), originalTransactionId: debit.transactionId })).toEqual({
        status: 'accepted',
        balance: 10,
      });
      expect(await client.debit(target(), debit)).toEqual({ status: 'unknown', error: "HTTP 409 with status 'error'" });
      expect(wallet.balanceOf('user-7', 'EUR')).toBe('10.00');
    });
  });

  describe("mode 'refusing'", () => {
    it('gets 402 insufficient_funds for debits: refused', async () => {
      wallet.setBalance('user-8', 'EUR', '1000');
      wallet.setMode('refusing');
      expect(await client.debit(target(), entry({ userId: 'user-8' }))).toEqual({ status: 'refused', reason: 'insufficient_funds' });
      expect(wallet.balanceOf('user-8', 'EUR')).toBe('1000.00');
    });
  });

  describe("mode 'failing'", () => {
    it('answers 500 without applying: unknown; the same call succeeds once the wallet is back', async () => {
      wallet.setBalance('user-9', 'EUR', '10');
      wallet.setMode('failing');
      const request = entry({ userId: 'user-9', amount: '4', reason: 'prize' });
      expect(await client.credit(target(), request)).toEqual({ status: 'unknown', error: "HTTP 500 with status 'error'" });
      expect(wallet.balanceOf('user-9', 'EUR')).toBe('10.00');
      wallet.setMode('ok');
      expect(await client.credit(target(), request)).toEqual({ status: 'accepted', balance: 14 });
      expect(await client.credit(target(), request)).toEqual({ status: 'accepted', balance: 14 });
      expect(wallet.balanceOf('user-9', 'EUR')).toBe('14.00');
    });
  });

  describe("mode 'down'", () => {
    it('refuses connections: unknown, nothing received', async () => {
      wallet.setBalance('user-10', 'EUR', '10');
      await client.debit(target(), entry({ userId: 'user-10', amount: '1' })); // leaves a kept-alive connection
      wallet.requests.length = 0;
      wallet.setMode('down');
      const outcome = await client.debit(target(), entry({ userId: 'user-10', amount: '1' }));
      expect(outcome).toEqual({ status: 'unknown', error: expect.stringMatching(/^connection failed: /) });
      expect(wallet.requests).toHaveLength(0);
      expect(wallet.balanceOf('user-10', 'EUR')).toBe('9.00');
    });

    it('a closed port is unknown too', async () => {
      const closed = await startFakeWallet();
      await closed.close();
      const outcome = await client.debit({ url: closed.url, secret: closed.secret }, entry());
      expect(outcome).toEqual({ status: 'unknown', error: expect.stringContaining('ECONNREFUSED') });
    });
  });

  describe("mode 'slow' and the timeout", () => {
    it('gives up after walletTimeoutMs with unknown; the debit did happen, and a rollback undoes it', async () => {
      wallet.setBalance('user-11', 'EUR', '30');
      wallet.setMode('slow');
      const debit = entry({ userId: 'user-11', amount: '12.34' });
      const started = Date.now();
      const outcome = await client.debit(target(), debit);
      const took = Date.now() - started;
      expect(outcome).toEqual({ status: 'unknown', error: `no answer within ${TIMEOUT_MS} ms` });
      expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
      expect(took).toBeLessThan(1400);
      expect(wallet.balanceOf('user-11', 'EUR')).toBe('17.66');

      wallet.setMode('ok');
      const rollback = { ...debit, transactionId: `${debit.transactionId}:rollback`, originalTransactionId: debit.transactionId };
      expect(await client.rollback(target(), rollback)).toEqual({ status: 'accepted', balance: 30 });
      expect(wallet.balanceOf('user-11', 'EUR')).toBe('30.00');
    });

    it('a rollback that itself times out is still applied by the wallet, and a repeat confirms it', async () => {
      wallet.setBalance('user-12', 'EUR', '5');
      wallet.setMode('slow');
      const debit = entry({ userId: 'user-12', amount: '5' });
      expect((await client.debit(target(), debit)).status).toBe('unknown');
      const rollback = { ...debit, transactionId: `${debit.transactionId}:rollback`, originalTransactionId: debit.transactionId };
      expect((await client.rollback(target(), rollback)).status).toBe('unknown');
      expect(wallet.balanceOf('user-12', 'EUR')).toBe('5.00');
      wallet.setMode('ok');
      expect(await client.rollback(target(), rollback)).toEqual({ status: 'accepted', balance: 5 });
    });
  });

  describe('signatures', () => {
    it('the wallet refuses a wrong secret with 401: unknown, nothing applied', async () => {
      wallet.setBalance('user-13', 'EUR', '10');
      const outcome = await client.debit({ url: wallet.url, secret: 'not-the-wallet-secret' }, entry({ userId: 'user-13' }));
      expect(outcome).toEqual({ status: 'unknown', error: "HTTP 401 with status 'error'" });
      expect(wallet.requests[0].signatureValid).toBe(false);
      expect(wallet.balanceOf('user-13', 'EUR')).toBe('10.00');
    });

    it('the wallet refuses a timestamp older than 5 minutes', async () => {
      const stale = makeClient({ nowSeconds: () => Math.floor(Date.now() / 1000) - 301 });
      expect((await stale.debit(target(), entry())).status).toBe('unknown');
      expect(wallet.requests[0].signatureValid).toBe(false);
    });

    it('no secret: unknown without a request', async () => {
      expect(await client.debit({ url: wallet.url, secret: '' }, entry())).toEqual({
        status: 'unknown',
        error: 'the operator has no wallet secret',
      });
      expect(wallet.requests).toHaveLength(0);
    });
  });

  describe('odd answers', () => {
    let odd: Server;
    let oddUrl: string;
    beforeAll(async () => {
      odd = createServer((req, res) => {
        req.resume();
        const path = req.url ?? '';
        if (path.startsWith('/redirect/')) {
          res.writeHead(307, { location: `${oddUrl.replace('/x', '/ok')}/debit` }).end();
        } else if (path.startsWith('/ok/')) {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
        } else if (path.startsWith('/html/')) {
          res.writeHead(200, { 'content-type': 'text/html' }).end('<html>fine</html>');
        } else if (path.startsWith('/huge/')) {
          res.writeHead(200, { 'content-type': 'application/json' }).end(`{"status":"ok","pad":"${'x'.repeat(200_000)}"}`);
        } else if (path.startsWith('/cut/')) {
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
          res.write('{"status":');
          setTimeout(() => res.socket?.destroy(), 20);
        } else {
          res.writeHead(404).end();
        }
      });
      await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
      oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}/x`;
    });
    afterAll(() => new Promise<void>((resolve) => odd.close(() => resolve())));

    const at = (kind: string) => ({ url: oddUrl.replace('/x', `/${kind}`), secret: 'any-secret-value-123' });

    it('does not follow redirects', async () => {
      expect(await client.debit(at('redirect'), entry())).toEqual({ status: 'unknown', error: 'HTTP 307 with a body that is not JSON' });
    });
    it('reads a non-JSON 200 as unknown', async () => {
      expect(await client.debit(at('html'), entry())).toEqual({ status: 'unknown', error: 'HTTP 200 with a body that is not JSON' });
    });
    it('abandons a response over 64 KiB', async () => {
      expect(await client.debit(at('huge'), entry())).toEqual({ status: 'unknown', error: expect.stringContaining('over 65536 bytes') });
    });
    it('reads a response cut short as unknown', async () => {
      expect(await client.debit(at('cut'), entry())).toEqual({ status: 'unknown', error: expect.stringMatching(/^connection failed/) });
    });
    it('reads a 404 as unknown', async () => {
      expect((await client.debit(at('nothing'), entry())).status).toBe('unknown');
    });
  });

  describe('SSRF protection', () => {
    const lookupTable =
      (table: Record<string, string>, calls: string[] = []) =>
      async (hostname: string): Promise<LookupAddress[]> => {
        calls.push(hostname);
        const address = table[hostname];
        if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
        return [{ address, family: address.includes(':') ? 6 : 4 }];
      };
    const port = () => new URL(wallet.url).port;

    it('refuses an http URL without allowLocalhost, before any request', async () => {
      const strict = makeClient({}, strictConfig);
      expect(await strict.debit(target(), entry())).toEqual({
        status: 'unknown',
        error: `${WALLET_URL_REFUSED}: wallet_url must be an https URL`,
      });
      expect(wallet.requests).toHaveLength(0);
    });

    it('refuses a public-looking name that resolves to 127.0.0.1 without allowLocalhost, at connect time', async () => {
      const calls: string[] = [];
      const strict = makeClient({ resolver: lookupTable({ 'wallet.operator.example': '127.0.0.1' }, calls) }, strictConfig);
      // Port 443 (the only one allowed without allowLocalhost): the lookup refuses before any connection.
      const outcome = await strict.debit({ url: 'https://wallet.operator.example/wallet', secret: wallet.secret }, entry());
      expect(outcome).toEqual({
        status: 'unknown',
        error: `${WALLET_URL_REFUSED}: refused to connect: wallet host wallet.operator.example resolves to a blocked address: 127.0.0.1 is a loopback address`,
      });
      expect(calls).toEqual(['wallet.operator.example']);
      expect(wallet.requests).toHaveLength(0);
    });

    it('connects through the checked lookup: a name resolving to 127.0.0.1 reaches the wallet with allowLocalhost', async () => {
      const calls: string[] = [];
      const dev = makeClient({ resolver: lookupTable({ 'wallet.operator.example': '127.0.0.1' }, calls) });
      wallet.setBalance('user-14', 'EUR', '3');
      const outcome = await dev.debit(
        { url: `http://wallet.operator.example:${port()}/wallet`, secret: wallet.secret },
        entry({ userId: 'user-14', amount: '1' }),
      );
      expect(outcome).toEqual({ status: 'accepted', balance: 2 });
      expect(calls).toEqual(['wallet.operator.example']);
      expect(wallet.requests[0].headers.host).toBe(`wallet.operator.example:${port()}`);
    });

    it.each([
      ['10.0.0.7', /10\.0\.0\.7 is a private network address/],
      ['169.254.169.254', /169\.254\.169\.254 is a link-local/],
      ['::ffff:127.0.0.1', null],
      ['::ffff:192.168.1.1', /private/],
      ['0.0.0.0', /unspecified/],
    ])('with allowLocalhost, a name resolving to %s is %s', async (address, refusal) => {
      const dev = makeClient({ resolver: lookupTable({ 'wallet.operator.example': address }) });
      const outcome = await dev.debit(
        { url: `http://wallet.operator.example:${port()}/wallet`, secret: wallet.secret },
        entry({ amount: '0.01' }),
      );
      if (refusal === null) {
        expect(outcome.status).not.toBe('unknown');
      } else {
        expect(outcome).toEqual({ status: 'unknown', error: expect.stringMatching(refusal) });
        expect((outcome as { error: string }).error.startsWith(WALLET_URL_REFUSED)).toBe(true);
        expect(wallet.requests).toHaveLength(0);
      }
    });

    it('refuses a port other than 443 without allowLocalhost, before any lookup', async () => {
      const calls: string[] = [];
      const strict = makeClient({ resolver: lookupTable({ 'wallet.operator.example': '93.184.216.34' }, calls) }, strictConfig);
      const outcome = await strict.debit({ url: `https://wallet.operator.example:${port()}/wallet`, secret: wallet.secret }, entry());
      expect(outcome).toEqual({
        status: 'unknown',
        error: `${WALLET_URL_REFUSED}: wallet_url must not name a port other than 443 (got ${port()}): the wallet must listen on the https port`,
      });
      expect(calls).toEqual([]);
      expect(wallet.requests).toHaveLength(0);
    });

    it('refuses private, metadata and disguised literals even with allowLocalhost', async () => {
      for (const url of ['http://10.0.0.1/wallet', 'http://169.254.169.254/latest', 'http://0xa9fea9fe/', 'http://[::ffff:a9fe:a9fe]/']) {
        const outcome = await client.debit({ url, secret: 's' }, entry());
        expect(outcome).toEqual({ status: 'unknown', error: expect.stringMatching(new RegExp(`^${WALLET_URL_REFUSED}: `)) });
      }
    });

    it('a name that does not resolve is unknown', async () => {
      const dev = makeClient({ resolver: lookupTable({}) });
      const outcome = await dev.debit({ url: 'https://nowhere.operator.example/wallet', secret: 's' }, entry());
      expect(outcome).toEqual({ status: 'unknown', error: expect.stringContaining('ENOTFOUND') });
    });
  });

  it('rejects a malformed request (a caller bug) with WalletRequestError, sending nothing', async () => {
    await expect(client.debit(target(), entry({ amount: '10.5e1' }))).rejects.toThrow(WalletRequestError);
    await expect(client.debit(target(), entry({ amount: 10.5 as unknown as string }))).rejects.toThrow(WalletRequestError);
    expect(wallet.requests).toHaveLength(0);
  });

  it('is provided by SeamlessWalletModule with the application config', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AppConfigModule.forRoot(config), SeamlessWalletModule] }).compile();
    const provided = moduleRef.get(SeamlessWalletClient);
    wallet.setBalance('user-15', 'EUR', '2');
    expect(await provided.debit(target(), entry({ userId: 'user-15', amount: '2' }))).toEqual({ status: 'accepted', balance: 0 });
    await moduleRef.close();
  });
});

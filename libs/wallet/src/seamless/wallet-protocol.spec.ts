import { createHmac } from 'node:crypto';
import {
  buildWalletBody,
  parseWalletResponse,
  signWalletRequest,
  verifyWalletSignature,
  walletEndpoint,
  walletRequestHeaders,
  WalletRequestError,
  WalletTransferRequest,
} from './wallet-protocol';

const request: WalletTransferRequest = {
  transactionId: 'pay-123',
  userId: 'user-42',
  amount: '10.50',
  currency: 'EUR',
  tournamentId: '01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d',
  reason: 'entry',
};

describe('buildWalletBody', () => {
  it('writes the documented fields in a fixed order, amount as an exact JSON number', () => {
    expect(buildWalletBody('debit', request)).toBe(
      '{"transaction_id":"pay-123","user_id":"user-42","amount":10.50,"currency":"EUR",' +
        '"tournament_id":"01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d","reason":"entry"}',
    );
    expect(JSON.parse(buildWalletBody('credit', { ...request, reason: 'prize' }))).toEqual({
      transaction_id: 'pay-123',
      user_id: 'user-42',
      amount: 10.5,
      currency: 'EUR',
      tournament_id: request.tournamentId,
      reason: 'prize',
    });
  });

  it('adds original_transaction_id to a rollback', () => {
    const body = JSON.parse(
      buildWalletBody('rollback', { ...request, transactionId: 'pay-123:rollback', originalTransactionId: 'pay-123' }),
    );
    expect(body).toMatchObject({ transaction_id: 'pay-123:rollback', original_transaction_id: 'pay-123', reason: 'entry' });
  });

  it('keeps amounts beyond double precision exact in the text', () => {
    const body = buildWalletBody('debit', { ...request, amount: '123456789012345.12345678', currency: 'BTC' });
    expect(body).toContain('"amount":123456789012345.12345678,');
    expect(buildWalletBody('debit', { ...request, amount: '0.00000001', currency: 'BTC' })).toContain('"amount":0.00000001,');
    expect(buildWalletBody('debit', { ...request, amount: '5', currency: 'JPY' })).toContain('"amount":5,');
  });

  it('escapes ids as JSON strings', () => {
    const body = buildWalletBody('debit', { ...request, userId: 'quote"and\\slash ünï' });
    expect(JSON.parse(body).user_id).toBe('quote"and\\slash ünï');
  });

  it.each<[Partial<WalletTransferRequest> & Record<string, unknown>, RegExp]>([
    [{ amount: '-1.00' }, /amount/],
    [{ amount: '0' }, /above zero/],
    [{ amount: '0.00' }, /above zero/],
    [{ amount: '01.50' }, /amount/],
    [{ amount: '1e3' }, /amount/],
    [{ amount: '10.' }, /amount/],
    [{ amount: 10.5 as unknown as string }, /amount/],
    [{ amount: 'NaN' }, /amount/],
    [{ amount: '1.123456789' }, /amount/],
    [{ transactionId: '' }, /transactionId/],
    [{ transactionId: 'has space' }, /transactionId/],
    [{ transactionId: 'x'.repeat(256) }, /transactionId/],
    [{ userId: '' }, /userId/],
    [{ userId: 'a\nb' }, /userId/],
    [{ currency: 'eur' }, /currency/],
    [{ tournamentId: '' }, /tournamentId/],
    [{ reason: 'bonus' as never }, /reason/],
  ])('refuses %j', (change, message) => {
    expect(() => buildWalletBody('debit', { ...request, ...change } as WalletTransferRequest)).toThrow(WalletRequestError);
    expect(() => buildWalletBody('debit', { ...request, ...change } as WalletTransferRequest)).toThrow(message);
  });

  it('refuses a rollback without an original or with its own id as the original', () => {
    expect(() => buildWalletBody('rollback', request as never)).toThrow(/originalTransactionId/);
    expect(() => buildWalletBody('rollback', { ...request, originalTransactionId: 'pay-123' })).toThrow(/its own transactionId/);
  });
});

describe('signatures', () => {
  const secret = 'wallet-secret-0123456789';
  const body = buildWalletBody('debit', request);

  it('is sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(signWalletRequest(secret, 1700000000, body)).toBe(`sha256=${expected}`);
    expect(signWalletRequest(secret, 1700000000, body)).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it('matches the test vector of docs/wallet-protocol.md', () => {
    const documented = '{"transaction_id":"t1","user_id":"u1","amount":10.50,"currency":"EUR","tournament_id":"x","reason":"entry"}';
    expect(
      buildWalletBody('debit', { transactionId: 't1', userId: 'u1', amount: '10.50', currency: 'EUR', tournamentId: 'x', reason: 'entry' }),
    ).toBe(documented);
    expect(signWalletRequest('test-secret', 1700000000, documented)).toBe(
      'sha256=12641a053cbb023a2b8c79ed528f13d5261bf6cde7e13cd38c409a309ee72b1f',
    );
  });

  it('puts timestamp, signature and transaction id in the headers', () => {
    expect(walletRequestHeaders(secret, 1700000000, body, 'pay-123')).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-wallet-timestamp': '1700000000',
      'x-wallet-signature': signWalletRequest(secret, 1700000000, body),
      'x-wallet-transaction-id': 'pay-123',
    });
  });

  it('verifies the signature and the timestamp window', () => {
    const signature = signWalletRequest(secret, 1700000000, body);
    expect(verifyWalletSignature(secret, '1700000000', body, signature, 1700000000)).toBe(true);
    expect(verifyWalletSignature(secret, '1700000000', body, signature, 1700000300)).toBe(true);
    expect(verifyWalletSignature(secret, '1700000000', body, signature, 1699999700)).toBe(true);
    expect(verifyWalletSignature(secret, '1700000000', body, signature, 1700000301)).toBe(false);
    expect(verifyWalletSignature(secret, '1700000001', body, signature, 1700000000)).toBe(false);
    expect(verifyWalletSignature('other-secret', '1700000000', body, signature, 1700000000)).toBe(false);
    expect(verifyWalletSignature(secret, '1700000000', body.replace('10.50', '10.51'), signature, 1700000000)).toBe(false);
    expect(verifyWalletSignature(secret, '1700000000', body, signature.toUpperCase(), 1700000000)).toBe(false);
    expect(verifyWalletSignature(secret, '1700000000', body, undefined, 1700000000)).toBe(false);
    expect(verifyWalletSignature(secret, undefined, body, signature, 1700000000)).toBe(false);
    expect(verifyWalletSignature(secret, '17e8', body, signature, 1700000000)).toBe(false);
  });
});

describe('walletEndpoint', () => {
  it.each<[string, string]>([
    ['https://wallet.example.com', 'https://wallet.example.com/debit'],
    ['https://wallet.example.com/', 'https://wallet.example.com/debit'],
    ['https://wallet.example.com/api/v1', 'https://wallet.example.com/api/v1/debit'],
    ['https://wallet.example.com/api/v1//', 'https://wallet.example.com/api/v1/debit'],
    ['http://127.0.0.1:8080/wallet', 'http://127.0.0.1:8080/wallet/debit'],
  ])('%s → %s', (base, expected) => {
    expect(walletEndpoint(base, 'debit').href).toBe(expected);
  });
});

describe('parseWalletResponse', () => {
  it.each<[number, string, unknown]>([
    [200, '{"status":"ok"}', { status: 'accepted', balance: null }],
    [200, '{"status":"ok","balance":89.5}', { status: 'accepted', balance: 89.5 }],
    [200, '{"status":"ok","balance":"89.50"}', { status: 'accepted', balance: 89.5 }],
    [200, '{"status":"ok","balance":null}', { status: 'accepted', balance: null }],
    [200, '{"status":"ok","balance":"lots"}', { status: 'accepted', balance: null }],
    [200, '{"status":"ok","balance":0}', { status: 'accepted', balance: 0 }],
    [200, '{"status":"insufficient_funds"}', { status: 'refused', reason: 'insufficient_funds' }],
    [402, '{"status":"insufficient_funds"}', { status: 'refused', reason: 'insufficient_funds' }],
    [409, '{"status":"insufficient_funds","balance":1}', { status: 'refused', reason: 'insufficient_funds' }],
    [402, '{"status":"error"}', { status: 'unknown', error: "HTTP 402 with status 'error'" }],
    [409, '{}', { status: 'unknown', error: 'HTTP 409 with an unexpected body' }],
    [500, '{"status":"ok"}', { status: 'unknown', error: "HTTP 500 with status 'ok'" }],
    [503, '{"status":"insufficient_funds"}', { status: 'unknown', error: expect.stringContaining('HTTP 503') }],
    [201, '{"status":"ok"}', { status: 'unknown', error: expect.stringContaining('HTTP 201') }],
    [301, '', { status: 'unknown', error: 'HTTP 301 with a body that is not JSON' }],
    [200, '', { status: 'unknown', error: 'HTTP 200 with a body that is not JSON' }],
    [200, '<html>ok</html>', { status: 'unknown', error: 'HTTP 200 with a body that is not JSON' }],
    [200, '"ok"', { status: 'unknown', error: 'HTTP 200 with an unexpected body' }],
    [200, 'null', { status: 'unknown', error: 'HTTP 200 with an unexpected body' }],
    [200, '[{"status":"ok"}]', { status: 'unknown', error: 'HTTP 200 with an unexpected body' }],
    [200, '{"status":"OK"}', { status: 'unknown', error: "HTTP 200 with status 'OK'" }],
    [200, '{"status":"pending"}', { status: 'unknown', error: "HTTP 200 with status 'pending'" }],
    [401, '{"status":"error","error":"invalid_signature"}', { status: 'unknown', error: "HTTP 401 with status 'error'" }],
  ])('%i %s', (status, body, expected) => {
    expect(parseWalletResponse(status, body)).toEqual(expected);
  });
});

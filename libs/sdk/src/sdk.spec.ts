import {
  ApiError,
  API_VERSION,
  createAdminClient,
  createInternalClient,
  createOperatorClient,
  ERROR_CODES,
  isApiError,
  unwrap,
} from './index';
import type { ApiErrorCode } from './index';

// The SDK's hand-written part against a fake fetch: the headers each kind of key sends, the
// Idempotency-Key option, and typed errors. The `@ts-expect-error` lines are checked by
// `npm run typecheck`: each must fail to compile, or the typecheck fails.

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

function fakeFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const sent: Sent[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    sent.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, {
      status,
      headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json', ...headers },
    });
  };
  return { fetch, sent };
}

const TOURNAMENT_ID = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';

describe('clients', () => {
  it('an operator client sends its key as a Bearer token, the API version, and comma lists', async () => {
    const fake = fakeFetch(200, { players: [], pagination: { total: 0, limit: 20, offset: 0, hasMore: false } });
    const operator = createOperatorClient({ baseUrl: 'http://service.test/', apiKey: 'pk_live_a:sk_live_b', fetch: fake.fetch });
    // A list in a query is one comma-separated value (the type of `status` is the document's).
    const list: (url: string, init: object) => Promise<unknown> = operator.GET as any;
    await list('/api/tournaments/{tournamentId}/players', {
      params: { path: { tournamentId: TOURNAMENT_ID }, query: { status: ['active', 'winner'] } },
    });
    const [request] = fake.sent;
    expect(request.headers.get('authorization')).toBe('Bearer pk_live_a:sk_live_b');
    expect(request.headers.get('api-version')).toBe(API_VERSION);
    expect(request.headers.get('x-internal-api-key')).toBeNull();
    expect(decodeURIComponent(request.url)).toBe(`http://service.test/api/tournaments/${TOURNAMENT_ID}/players?status=active,winner`);
  });

  it('the game-platform and admin clients send their own headers', async () => {
    const fake = fakeFetch(200, {});
    await createInternalClient({ baseUrl: 'http://service.test', apiKey: 'internal_x', fetch: fake.fetch }).GET(
      '/api/internal/tournaments/{tournamentId}/config',
      {
        params: { path: { tournamentId: TOURNAMENT_ID } },
      },
    );
    await createAdminClient({ baseUrl: 'http://service.test', apiKey: 'admin-key-0123456789', fetch: fake.fetch }).GET(
      '/api/admin/operators',
    );
    expect(
      fake.sent.map((r) => [r.headers.get('x-internal-api-key'), r.headers.get('x-admin-api-key'), r.headers.get('authorization')]),
    ).toEqual([
      ['internal_x', null, null],
      [null, 'admin-key-0123456789', null],
    ]);
  });

  it('idempotencyKey is sent as Idempotency-Key, next to the caller headers, and only when given', async () => {
    const fake = fakeFetch(201, {});
    const operator = createOperatorClient({ baseUrl: 'http://service.test', apiKey: 'sk_live_b', fetch: fake.fetch });
    const body = { transfer_id: 't-1', direction: 'in' as const, amount: 5 };
    await operator.POST('/api/players/{userId}/wallet/transfers', {
      params: { path: { userId: 'u-1' } },
      body,
      idempotencyKey: 'retry-safe-1',
      headers: { 'X-Request-Id': 'r-1' },
    });
    await operator.POST('/api/players/{userId}/wallet/transfers', { params: { path: { userId: 'u-1' } }, body });
    await operator.DELETE('/api/tournaments/{tournamentId}', {
      params: { path: { tournamentId: TOURNAMENT_ID } },
      body: { reason: 'x' },
      idempotencyKey: 'cancel-1',
    });
    expect(fake.sent.map((r) => [r.method, r.headers.get('idempotency-key'), r.headers.get('x-request-id')])).toEqual([
      ['POST', 'retry-safe-1', 'r-1'],
      ['POST', null, null],
      ['DELETE', 'cancel-1', null],
    ]);
    expect(JSON.parse(fake.sent[0].body)).toEqual(body);
  });

  it('each client reaches only its own routes, and bodies are checked', () => {
    const operator = createOperatorClient({ baseUrl: 'http://service.test', apiKey: 'k' });
    const admin = createAdminClient({ baseUrl: 'http://service.test', apiKey: 'k' });
    const platform = createInternalClient({ baseUrl: 'http://service.test', apiKey: 'k' });
    // Never called: these only have to compile, or fail to.
    const _compileOnly = () => [
      // @ts-expect-error admin routes are not on the operator client
      operator.GET('/api/admin/operators'),
      // @ts-expect-error operator routes are not on the admin client
      admin.GET('/api/tournaments'),
      // @ts-expect-error operator routes are not on the game-platform client
      platform.GET('/api/tournaments'),
      // @ts-expect-error idempotencyKey is a string
      operator.POST('/api/tournaments/{tournamentId}/start', { params: { path: { tournamentId: TOURNAMENT_ID } }, idempotencyKey: 42 }),
      // @ts-expect-error idempotencyKey is an operator option: the admin API does not keep responses
      admin.POST('/api/admin/internal-api-keys', { body: { name: 'Platform' }, idempotencyKey: 'k-1' }),
      // @ts-expect-error a misspelled option
      operator.POST('/api/tournaments/{tournamentId}/start', { params: { path: { tournamentId: TOURNAMENT_ID } }, idempotencyKy: 'k-1' }),
      // @ts-expect-error the path parameters are required
      operator.GET('/api/players/{userId}/wallet'),
      operator.POST('/api/tournaments/{tournamentId}/players', {
        params: { path: { tournamentId: TOURNAMENT_ID } },
        // @ts-expect-error a misspelled field of the body
        body: { user_id: 'u-1', entry_payment_detail: { payment_id: 'p-1' } },
      }),
    ];
    expect(typeof _compileOnly).toBe('function');
  });
});

describe('typed errors', () => {
  it('unwrap returns the data of a success', async () => {
    const fake = fakeFetch(200, { user_id: 'u-1', balances: [{ currency: 'EUR', amount: 12.5 }] });
    const operator = createOperatorClient({ baseUrl: 'http://service.test', apiKey: 'k', fetch: fake.fetch });
    const wallet = await unwrap(operator.GET('/api/players/{userId}/wallet', { params: { path: { userId: 'u-1' } } }));
    expect(wallet.balances[0].amount).toBe(12.5);
  });

  it('unwrap throws an ApiError with the status, code, message, details and request id', async () => {
    const fake = fakeFetch(
      409,
      { error: 'player_already_registered', message: 'Player already registered', details: { player_id: 'p' } },
      { 'x-request-id': 'req-1' },
    );
    const operator = createOperatorClient({ baseUrl: 'http://service.test', apiKey: 'k', fetch: fake.fetch });
    const error: unknown = await unwrap(
      operator.POST('/api/tournaments/{tournamentId}/players', {
        params: { path: { tournamentId: TOURNAMENT_ID } },
        body: { user_id: 'u-1' },
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'player_already_registered',
      message: 'Player already registered',
      details: { player_id: 'p' },
      requestId: 'req-1',
    });
    expect(isApiError(error, 'player_already_registered', 'tournament_full')).toBe(true);
    expect(isApiError(error, 'tournament_full')).toBe(false);
  });

  it('401, 422 and a body that is not an API error', () => {
    const unauthorized = new ApiError(401, { error: 'unauthorized', code: 'INVALID_API_KEY', message: 'Invalid or missing API key' });
    expect([unauthorized.code, unauthorized.authCode]).toEqual(['unauthorized', 'INVALID_API_KEY']);
    const invalid = new ApiError(422, {
      error: 'validation_error',
      message: 'Request validation failed',
      errors: { name: ['name must be a string'] },
    });
    expect(invalid.fieldErrors).toEqual({ name: ['name must be a string'] });
    const proxy = new ApiError(502, '<html>Bad gateway</html>');
    expect([proxy.code, proxy.message, proxy.body]).toEqual(['unexpected_response', 'HTTP 502', '<html>Bad gateway</html>']);
  });

  it('the code is the union of the API error codes: a misspelled one does not compile', () => {
    const error = new ApiError(409, { error: 'tournament_full', message: 'full' });
    const isFull = error.code === 'tournament_full';
    // @ts-expect-error no such code
    const misspelled = error.code === 'tournament_ful';
    // @ts-expect-error no such code
    isApiError(error, 'player_already_registerd');
    // @ts-expect-error auth codes are upper case
    const wrongAuth = error.authCode === 'invalid_api_key';
    expect([isFull, misspelled, wrongAuth]).toEqual([true, false, false]);
    // Every code the server defines is one of them, and nothing else.
    const codes: readonly ApiErrorCode[] = ERROR_CODES;
    expect(codes).toContain('player_already_registered');
  });
});

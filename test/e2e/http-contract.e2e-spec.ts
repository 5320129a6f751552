import { createInternalKey, operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { HttpClient, HttpResponse, RequestOptions } from '../support/http';
import { startTestApp, TestApp, TEST_ADMIN_KEY } from '../support/test-app';

// The HTTP contract that every route shares: D1 (prefixes, version header), D2 (body size) and
// D3 (error bodies and statuses), seen from a client over a real socket.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ONE_MIB = 1024 * 1024;

/** Every response of this file, so that the last test can check none of them leaks internals. */
const seen: Array<{ request: string; response: HttpResponse }> = [];

/** An HttpClient that remembers every response it receives. */
class RecordingClient extends HttpClient {
  override with(headers: Record<string, string>): RecordingClient {
    return new RecordingClient(this.baseUrl, { ...this.headers, ...headers });
  }
  constructor(
    baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {
    super(baseUrl, headers);
  }
  override async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const response = await super.request<T>(method, path, options);
    seen.push({ request: `${method} ${path}`, response });
    return response;
  }
}

/** D3: a 4xx error body is exactly `{ error, message }`, plus `details` only where allowed. */
function expectError(res: HttpResponse, status: number, error: string, options: { details?: boolean } = {}) {
  expect({ status: res.status, error: res.body?.error }).toEqual({ status, error });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const keys = Object.keys(res.body).sort();
  expect(keys).toEqual(options.details ? ['details', 'error', 'message'] : ['error', 'message']);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message.length).toBeGreaterThan(0);
}

function expectBadQuery(res: HttpResponse) {
  expect({ status: res.status, error: res.body?.error }).toEqual({ status: 400, error: 'invalid_request' });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(res.body).every((key) => ['error', 'message', 'details'].includes(key))).toBe(true);
  expect(typeof res.body.message).toBe('string');
}

function expectValidationError(res: HttpResponse, fields: string[]) {
  expect({ status: res.status, error: res.body?.error }).toEqual({ status: 422, error: 'validation_error' });
  expect(Object.keys(res.body).sort()).toEqual(['error', 'errors', 'message']);
  expect(typeof res.body.message).toBe('string');
  expect(Object.keys(res.body.errors).sort()).toEqual([...fields].sort());
  for (const messages of Object.values<unknown>(res.body.errors)) {
    expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
    expect((messages as string[]).length).toBeGreaterThan(0);
  }
}

function expectUnauthorized(res: HttpResponse) {
  expect(res.status).toBe(401);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toStrictEqual({ error: 'unauthorized', code: 'INVALID_API_KEY', message: expect.any(String) });
  expect(res.body.message.length).toBeGreaterThan(0);
}

function expectStandardHeaders(res: HttpResponse) {
  expect(res.headers.get('api-version')).toBe('1.0.0');
  expect(res.headers.get('x-request-id')).toEqual(expect.any(String));
  expect(res.headers.get('x-request-id')!.length).toBeGreaterThan(0);
}

describe('HTTP contract (D1, D2, D3)', () => {
  let t: TestApp;
  let http: RecordingClient;
  let admin: RecordingClient;
  let op: TestOperator & TestKey;
  let operator: RecordingClient;

  beforeAll(async () => {
    t = await startTestApp();
    http = new RecordingClient(t.baseUrl);
    admin = http.with({ 'x-admin-api-key': TEST_ADMIN_KEY });
    op = await operatorWithKey(t);
    operator = http.with({ authorization: `Bearer ${op.apiKey}` });
  });
  afterAll(() => t?.close());

  describe('400 invalid_request: a body that cannot be read', () => {
    it.each([
      ['malformed JSON', '{"name": "Acme",'],
      ['a bare word', 'hello'],
      ['truncated JSON', '{"name": "Ac'],
      ['JSON with a trailing comma', '{"name": "Acme",}'],
    ])('%s', async (_label, body) => {
      const res = await admin.post('/api/admin/operators', body, { headers: { 'content-type': 'application/json' } });
      expectError(res, 400, 'invalid_request');
    });

    it.each([
      ['an array', '[{"name": "Acme"}]'],
      ['an empty array', '[]'],
      ['a string', '"Acme"'],
      ['a number', '42'],
      ['a boolean', 'true'],
      ['null', 'null'],
    ])('a JSON body that is %s, not an object', async (_label, body) => {
      const res = await admin.post('/api/admin/operators', body, { headers: { 'content-type': 'application/json' } });
      expectError(res, 400, 'invalid_request');
    });

    it('a non-object body on an operator key route with a path id', async () => {
      const res = await admin.post(`/api/admin/operators/${op.operatorId}/api-keys`, '["full_access"]', {
        headers: { 'content-type': 'application/json' },
      });
      expectError(res, 400, 'invalid_request');
    });

    it.each([
      ['text/plain', '{"name": "Acme"}'],
      ['text/plain; charset=utf-8', '{"name": "Acme"}'],
      ['application/x-www-form-urlencoded', 'name=Acme'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme\r\n--x--\r\n'],
      ['application/xml', '<operator><name>Acme</name></operator>'],
    ])('Content-Type %s', async (type, body) => {
      const res = await admin.post('/api/admin/operators', body, { headers: { 'content-type': type } });
      expectError(res, 400, 'invalid_request');
      expect(res.body.message).toContain('application/json');
    });

    it('a body without any Content-Type', async () => {
      const res = await fetch(`${t.baseUrl}/api/admin/operators`, {
        method: 'POST',
        headers: { 'x-admin-api-key': TEST_ADMIN_KEY },
        body: new Uint8Array(Buffer.from('{"name":"Acme"}')),
      });
      expect(res.status).toBe(400);
      // (fetch builds its objects in another realm: compare keys, not prototypes)
      expect(await res.json()).toEqual({ error: 'invalid_request', message: expect.any(String) });
    });

    it('accepts application/json with parameters and in any letter case', async () => {
      for (const type of ['application/json; charset=utf-8', 'application/json;charset=UTF-8', 'Application/JSON']) {
        const res = await admin.post('/api/admin/operators', { name: `Typed ${type}` }, { headers: { 'content-type': type } });
        expect(res.status).toBe(201);
      }
    });

    it('the same rule applies to the operator API (wrong Content-Type on a body)', async () => {
      const res = await operator.post('/api/auth/permissions', 'name=x', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      // Either refused as unreadable, or the route does not exist: never a 2xx or a 5xx.
      expect([400, 404]).toContain(res.status);
      expect(res.body.error).toBe(res.status === 400 ? 'invalid_request' : 'not_found');
    });
  });

  describe('400 invalid_request: a bad query parameter', () => {
    it.each([
      'limit=500',
      'limit=101',
      'limit=0',
      'limit=-5',
      'limit=abc',
      'limit=1.5',
      'limit=',
      'limit=10abc',
      'offset=-1',
      'offset=abc',
      'offset=99999999999999999999',
      'offset=1e3',
    ])('GET /api/admin/operators?%s', async (query) => {
      const res = await admin.get(`/api/admin/operators?${query}`);
      expectBadQuery(res);
      expect(res.body.message).toMatch(/limit|offset/);
    });

    it('names the parameter in details.errors', async () => {
      const res = await admin.get('/api/admin/operators?limit=500');
      expectBadQuery(res);
      expect(res.body.details?.errors).toEqual({ limit: [expect.any(String)] });
    });

    it.each(['limit=500', 'offset=-1', 'action=nope', 'from=yesterday', 'key_id=not-a-uuid'])(
      'GET /api/audit-logs?%s with an operator key',
      async (query) => {
        const res = await operator.get(`/api/audit-logs?${query}`);
        expectBadQuery(res);
      },
    );

    it('accepts the bounds themselves', async () => {
      expect((await admin.get('/api/admin/operators?limit=100&offset=0')).status).toBe(200);
      expect((await admin.get('/api/admin/operators?limit=1')).status).toBe(200);
      const res = await admin.get('/api/admin/operators?limit=1&offset=100000');
      expect(res.status).toBe(200);
      expect(res.body.operators).toEqual([]);
    });
  });

  describe('422 validation_error: a readable body with wrong fields', () => {
    it('an unknown field is refused, keyed by its name', async () => {
      const res = await admin.post('/api/admin/operators', { name: 'Acme', colour: 'red' });
      expectValidationError(res, ['colour']);
    });

    it('several unknown fields are each listed', async () => {
      const res = await admin.post('/api/admin/operators', { name: 'Acme', colour: 'red', size: 3 });
      expectValidationError(res, ['colour', 'size']);
    });

    it('an unknown nested field is keyed by its path', async () => {
      const res = await admin.patch(`/api/admin/operators/${op.operatorId}`, { rate_limits: { turbo: 5 } });
      expectValidationError(res, ['rate_limits.turbo']);
    });

    it('an unknown field is not silently stored', async () => {
      await admin.post('/api/admin/operators', { name: 'Sneaky', is_admin: true });
      const list = await admin.get('/api/admin/operators?limit=100');
      expect(list.body.operators.some((o: { name: string }) => o.name === 'Sneaky')).toBe(false);
    });

    it('a missing required field', async () => {
      expectValidationError(await admin.post('/api/admin/operators', {}), ['name']);
      expectValidationError(await admin.post(`/api/admin/operators/${op.operatorId}/api-keys`, { name: 'k' }), ['role']);
      expectValidationError(await admin.post('/api/admin/internal-api-keys', { operator_ids: [] }), ['name']);
    });

    it('a request with no body at all validates as an empty object', async () => {
      const res = await admin.request('POST', '/api/admin/operators');
      expectValidationError(res, ['name']);
    });

    it('wrong types and formats', async () => {
      expectValidationError(await admin.post('/api/admin/operators', { name: 42 }), ['name']);
      expectValidationError(await admin.post('/api/admin/operators', { name: 'Acme', currency: 'EURO' }), ['currency']);
      expectValidationError(await admin.post('/api/admin/operators', { name: 'Acme', wallet_mode: 'magic' }), ['wallet_mode']);
      expectValidationError(await admin.post('/api/admin/operators', { name: '' }), ['name']);
      expectValidationError(await admin.post('/api/admin/operators', { name: 'x'.repeat(201) }), ['name']);
      expectValidationError(await admin.post('/api/admin/operators', { name: 'bad\u0007name' }), ['name']);
      expectValidationError(await admin.post(`/api/admin/operators/${op.operatorId}/api-keys`, { name: 'k', role: 'god_mode' }), ['role']);
      expectValidationError(
        await admin.post(`/api/admin/operators/${op.operatorId}/api-keys`, {
          name: 'k',
          role: 'read_only',
          expires_at: '2030-01-01T00:00:00',
        }),
        ['expires_at'],
      );
    });

    it('a missing and an unknown field are reported together', async () => {
      const res = await admin.post('/api/admin/operators', { colour: 'red' });
      expectValidationError(res, ['colour', 'name']);
    });
  });

  describe('404 not_found for unknown routes, in the JSON error form', () => {
    it.each([
      ['GET', '/api/does-not-exist'],
      ['POST', '/api/does-not-exist'],
      ['GET', '/nope'],
      ['GET', '/'],
      ['GET', '/api'],
      ['GET', '/api/tournaments-of-the-future/123'],
      ['PUT', '/api/auth/permissions'],
      ['DELETE', '/api/auth/permissions'],
      ['POST', '/health/live'],
    ])('%s %s', async (method, path) => {
      const res = await http.request(method, path, method === 'GET' ? {} : { body: { any: 'thing' } });
      expectError(res, 404, 'not_found');
      expectStandardHeaders(res);
      expect(res.text).not.toMatch(/<html/i);
    });

    it('does not reflect the requested path back', async () => {
      const res = await http.get('/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
      expectError(res, 404, 'not_found');
      expect(res.text).not.toContain('<script>');
      expect(res.text).not.toContain('%3Cscript');
    });

    it('a path id that is not a UUID is a 404, not a 500 (D2)', async () => {
      const res = await admin.get('/api/admin/operators/not-a-uuid');
      expect(res.status).toBe(404);
      expect(res.body.error).toMatch(/not_found$/);
    });

    it('a well-formed but unknown id is a 404', async () => {
      const res = await admin.get('/api/admin/operators/01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d');
      expect(res.status).toBe(404);
      expect(res.body.error).toMatch(/not_found$/);
    });
  });

  describe('413 payload_too_large above 1 MiB', () => {
    it('refuses a JSON body just over 1 MiB', async () => {
      const filler = 'x'.repeat(ONE_MIB + 1 - '{"name":""}'.length);
      const body = `{"name":"${filler}"}`;
      expect(Buffer.byteLength(body)).toBe(ONE_MIB + 1);
      const res = await admin.post('/api/admin/operators', body, { headers: { 'content-type': 'application/json' } });
      expectError(res, 413, 'payload_too_large');
      expectStandardHeaders(res);
    });

    it('refuses a much larger body, on an unknown route too', async () => {
      const body = JSON.stringify({ blob: 'y'.repeat(3 * ONE_MIB) });
      expectError(await admin.post('/api/admin/operators', body), 413, 'payload_too_large');
      expectError(await http.post('/api/does-not-exist', body), 413, 'payload_too_large');
    });

    it('reads a body of exactly 1 MiB (then validates it: 422, not 413)', async () => {
      const filler = 'x'.repeat(ONE_MIB - '{"name":""}'.length);
      const body = `{"name":"${filler}"}`;
      expect(Buffer.byteLength(body)).toBe(ONE_MIB);
      const res = await admin.post('/api/admin/operators', body, { headers: { 'content-type': 'application/json' } });
      expectValidationError(res, ['name']);
    });
  });

  describe('401 bodies (D3, D4)', () => {
    it.each<[string, Record<string, string>]>([
      ['no Authorization header', {}],
      ['an empty bearer', { authorization: 'Bearer ' }],
      ['the Basic scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
      ['a malformed key', { authorization: 'Bearer not-a-key' }],
      [
        'an unknown compound key',
        { authorization: 'Bearer pk_live_AAAAAAAAAAAAAAAAAAAAAAAA:sk_live_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB' },
      ],
      ['an unknown single key', { authorization: 'Bearer sk_live_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB' }],
      ['an admin key', { authorization: `Bearer ${TEST_ADMIN_KEY}` }],
    ])('operator route with %s', async (_label, headers) => {
      expectUnauthorized(await http.get('/api/auth/permissions', { headers }));
      expectUnauthorized(await http.get('/api/audit-logs', { headers }));
    });

    it('operator route with an internal key', async () => {
      const internal = await createInternalKey(t);
      expectUnauthorized(await http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${internal.apiKey}` } }));
    });

    it('operator route with a revoked key', async () => {
      const fresh = await operatorWithKey(t, 'read_only');
      expect((await admin.delete(`/api/admin/operators/${fresh.operatorId}/api-keys/${fresh.keyId}`)).status).toBe(200);
      expectUnauthorized(await http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${fresh.apiKey}` } }));
    });

    it('admin route without or with a wrong admin key', async () => {
      expectUnauthorized(await http.get('/api/admin/operators'));
      expectUnauthorized(await http.get('/api/admin/operators', { headers: { 'x-admin-api-key': 'wrong-admin-key-0123456789' } }));
      expectUnauthorized(await http.post('/api/admin/operators', { name: 'x' }, { headers: { 'x-admin-api-key': `${TEST_ADMIN_KEY}x` } }));
    });

    it('a 401 carries the version and request id headers', async () => {
      const res = await http.get('/api/auth/permissions');
      expectUnauthorized(res);
      expectStandardHeaders(res);
    });
  });

  describe('API-Version and X-Request-Id headers (D1)', () => {
    it('are on a success, a 4xx, a 404 and a 413', async () => {
      const responses = [
        await http.get('/health/live'),
        await operator.get('/api/auth/permissions'),
        await admin.post('/api/admin/operators', { name: 'Headers' }),
        await admin.post('/api/admin/operators', '{oops', { headers: { 'content-type': 'application/json' } }),
        await admin.post('/api/admin/operators', {}),
        await admin.get('/api/admin/operators?limit=abc'),
        await http.get('/api/nowhere'),
        await http.get('/api/docs-json'),
        await http.get('/metrics'),
        await http.get('/health/ready'),
      ];
      expect(responses.map((r) => r.status)).toEqual([200, 200, 201, 400, 422, 400, 404, 200, 200, 200]);
      for (const res of responses) expectStandardHeaders(res);
    });

    it('gives each request its own fresh id when the caller sends none', async () => {
      const a = await http.get('/health/live');
      const b = await http.get('/health/live');
      expect(a.headers.get('x-request-id')).toMatch(UUID);
      expect(b.headers.get('x-request-id')).toMatch(UUID);
      expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
    });

    it("echoes the caller's X-Request-Id, on success and on errors", async () => {
      for (const [path, status] of [
        ['/api/auth/permissions', 200],
        ['/api/nowhere', 404],
      ] as const) {
        const id = `trace-${status}-abc.123:xyz`;
        const res = await operator.get(path, { headers: { 'x-request-id': id } });
        expect(res.status).toBe(status);
        expect(res.headers.get('x-request-id')).toBe(id);
      }
      const invalid = await http.get('/api/auth/permissions', { headers: { 'x-request-id': 'caller-401' } });
      expect(invalid.status).toBe(401);
      expect(invalid.headers.get('x-request-id')).toBe('caller-401');
    });

    it('replaces an unusable X-Request-Id with a fresh one', async () => {
      for (const id of ['has spaces in it', 'x'.repeat(300), '<script>']) {
        const res = await http.get('/health/live', { headers: { 'x-request-id': id } });
        expect(res.status).toBe(200);
        expect(res.headers.get('x-request-id')).toMatch(UUID);
      }
    });

    it.each(['1', '1.0.0'])('accepts API-Version: %s', async (version) => {
      const res = await operator.get('/api/auth/permissions', { headers: { 'api-version': version } });
      expect(res.status).toBe(200);
      expect(res.headers.get('api-version')).toBe('1.0.0');
      expect(res.body.operator_id).toBe(op.operatorId);
    });

    it.each(['2', '2.0.0', '1.0', '0.9', 'latest', 'v1'])('refuses API-Version: %s with 400 unsupported_api_version', async (version) => {
      const res = await operator.get('/api/auth/permissions', { headers: { 'api-version': version } });
      expectError(res, 400, 'unsupported_api_version', { details: true });
      expectStandardHeaders(res);
      expect(res.body.message).toContain('1.0.0');
    });

    it('refuses an unsupported version before anything else (auth, body, route)', async () => {
      const headers = { 'api-version': '2' };
      expectError(await http.get('/api/auth/permissions', { headers }), 400, 'unsupported_api_version', { details: true });
      expectError(
        await admin.post('/api/admin/operators', '{oops', { headers: { ...headers, 'content-type': 'application/json' } }),
        400,
        'unsupported_api_version',
        {
          details: true,
        },
      );
      expectError(await http.get('/api/nowhere', { headers }), 400, 'unsupported_api_version', { details: true });
    });

    it('does not create anything when the version is refused', async () => {
      const res = await admin.post('/api/admin/operators', { name: 'Version Two Operator' }, { headers: { 'api-version': '2' } });
      expect(res.status).toBe(400);
      const list = await admin.get('/api/admin/operators?limit=100');
      expect(list.body.operators.some((o: { name: string }) => o.name === 'Version Two Operator')).toBe(false);
    });
  });

  describe('the doubled prefix /api/api/... (D1)', () => {
    const same = async (client: HttpClient, method: string, path: string, options: RequestOptions = {}) => {
      const single = await client.request(method, `/api${path}`, options);
      const doubled = await client.request(method, `/api/api${path}`, options);
      expect(doubled.status).toBe(single.status);
      expect(doubled.headers.get('content-type')).toBe(single.headers.get('content-type'));
      expect(doubled.headers.get('api-version')).toBe('1.0.0');
      return { single, doubled };
    };

    it('GET /api/api/auth/permissions', async () => {
      const { single, doubled } = await same(operator, 'GET', '/auth/permissions');
      expect(single.status).toBe(200);
      expect(doubled.body).toEqual(single.body);
    });

    it('GET /api/api/admin/operators, with its query string', async () => {
      const { single, doubled } = await same(admin, 'GET', '/admin/operators?limit=5&offset=0');
      expect(single.status).toBe(200);
      expect(doubled.body).toEqual(single.body);
      expect(single.body.pagination.limit).toBe(5);
    });

    it('GET /api/api/docs-json', async () => {
      const { single, doubled } = await same(http, 'GET', '/docs-json');
      expect(single.status).toBe(200);
      expect(doubled.body).toEqual(single.body);
    });

    it('GET /api/api/docs', async () => {
      const { single } = await same(http, 'GET', '/docs');
      expect(single.status).toBe(200);
    });

    it('POST /api/api/admin/operators creates, and the result is visible under /api', async () => {
      const res = await admin.post('/api/api/admin/operators', { name: 'Doubled Prefix' });
      expect(res.status).toBe(201);
      const fetched = await admin.get(`/api/admin/operators/${res.body.operator_id}`);
      expect(fetched.status).toBe(200);
      expect(fetched.body.name).toBe('Doubled Prefix');
      const viaDoubled = await admin.get(`/api/api/admin/operators/${res.body.operator_id}`);
      expect(viaDoubled.body).toEqual(fetched.body);
    });

    it('errors are the same under both prefixes', async () => {
      const unauthorized = await same(http, 'GET', '/auth/permissions');
      expectUnauthorized(unauthorized.doubled);
      const badQuery = await same(admin, 'GET', '/admin/operators?limit=500');
      expectBadQuery(badQuery.doubled);
      expect(badQuery.doubled.body).toEqual(badQuery.single.body);
      const invalid = await same(admin, 'POST', '/admin/operators', { body: { name: 'x', colour: 'red' } });
      expectValidationError(invalid.doubled, ['colour']);
      const malformed = await same(admin, 'POST', '/admin/operators', { body: '{', headers: { 'content-type': 'application/json' } });
      expectError(malformed.doubled, 400, 'invalid_request');
      const missing = await same(http, 'GET', '/no-such-thing');
      expectError(missing.doubled, 404, 'not_found');
    });
  });

  it('no response of this file leaked a stack trace, SQL or an internal error name', () => {
    expect(seen.length).toBeGreaterThan(50);
    const leaks: string[] = [];
    for (const { request, response } of seen) {
      if (response.status >= 500) leaks.push(`${request} answered ${response.status}`);
      const text = response.text;
      if (request.includes('/docs')) continue; // Swagger UI and the document describe the API in prose
      for (const pattern of [
        /QueryFailedError/,
        /EntityNotFound/,
        /TypeORMError/,
        /\bSELECT\b/,
        /\bINSERT INTO\b/,
        /\n\s+at /,
        /\bat [\w.<>]+ \(/,
        /\.ts:\d+/,
        /node_modules/,
        /stack/i,
      ]) {
        if (pattern.test(text)) leaks.push(`${request} (${response.status}) matches ${pattern}: ${text.slice(0, 200)}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

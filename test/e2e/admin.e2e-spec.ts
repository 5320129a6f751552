import { createKey, createOperator } from '../support/factories';
import { startTestApp, TEST_ADMIN_KEY, TestApp } from '../support/test-app';

describe('admin API (D4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('refuses a missing or wrong admin key with the D3 401 body', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-admin-api-key': 'wrong-admin-key-000000' },
      { 'x-admin-api-key': `${TEST_ADMIN_KEY}x` },
    ];
    for (const headers of attempts) {
      const res = await t.http.get('/api/admin/operators', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'unauthorized', code: 'INVALID_API_KEY', message: expect.any(String) });
    }
  });

  it('does not accept an operator key as the admin key', async () => {
    const operator = await createOperator(t);
    const key = await createKey(t, operator.operatorId);
    expect((await key.client.get('/api/admin/operators')).status).toBe(401);
  });

  it('creates an operator with defaults and documented fields only', async () => {
    const res = await t.admin.post('/api/admin/operators', { name: '  Acme Casino  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      operator_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Acme Casino',
      currency: 'EUR',
      environment: 'live',
      wallet_mode: 'transfer',
      wallet_url: null,
      wallet_secret_set: false,
      events_queue_url: null,
      events_format: 'platform',
      rate_limits: {},
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
  });

  it('never returns the wallet secret', async () => {
    const res = await t.admin.post('/api/admin/operators', {
      name: 'Seamless Co',
      currency: 'USD',
      wallet_mode: 'seamless',
      wallet_url: 'https://wallet.example.com/api',
      wallet_secret: 'super-secret-wallet-hmac-key',
    });
    expect(res.status).toBe(201);
    expect(res.body.wallet_secret_set).toBe(true);
    expect(res.text).not.toContain('super-secret-wallet-hmac-key');
    const got = await t.admin.get(`/api/admin/operators/${res.body.operator_id}`);
    expect(got.text).not.toContain('super-secret-wallet-hmac-key');
  });

  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ name: 'bad\u0007name' }, 'name'],
    [{ name: 'A', currency: 'EURO' }, 'currency'],
    [{ name: 'A', currency: 'XYZ' }, 'currency'],
    [{ name: 'A', wallet_mode: 'cash' }, 'wallet_mode'],
    [{ name: 'A', wallet_url: 'http://wallet.example.com' }, 'wallet_url'],
    [{ name: 'A', events_format: 'xml' }, 'events_format'],
    [{ name: 'A', is_admin: true }, 'is_admin'],
    [{ name: 'A', rate_limits: { creation: 0 } }, 'rate_limits.creation'],
  ])('refuses %j with 422 naming %s', async (body, field) => {
    const before = (await t.admin.get('/api/admin/operators?limit=100')).body.pagination.total;
    const res = await t.admin.post('/api/admin/operators', body);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.errors[field]).toEqual(expect.arrayContaining([expect.any(String)]));
    expect((await t.admin.get('/api/admin/operators?limit=100')).body.pagination.total).toBe(before);
  });

  it('gets, lists with paging and patches operators', async () => {
    const a = await createOperator(t, { name: 'Paged A' });
    const got = await t.admin.get(`/api/admin/operators/${a.operatorId}`);
    expect(got.status).toBe(200);
    expect(got.body.name).toBe('Paged A');

    const page = await t.admin.get('/api/admin/operators?limit=1&offset=0');
    expect(page.status).toBe(200);
    expect(page.body.operators).toHaveLength(1);
    expect(page.body.pagination).toEqual({ total: expect.any(Number), limit: 1, offset: 0, hasMore: true });

    const patched = await t.admin.patch(`/api/admin/operators/${a.operatorId}`, {
      name: 'Renamed',
      events_format: 'cloudevents',
      rate_limits: { creation: 20, burst: 50 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Renamed', events_format: 'cloudevents', rate_limits: { creation: 20, burst: 50 } });
    const restored = await t.admin.patch(`/api/admin/operators/${a.operatorId}`, { rate_limits: { creation: null } });
    expect(restored.body.rate_limits).toEqual({ burst: 50 });
  });

  it('answers 404 for unknown or malformed operator ids', async () => {
    for (const id of ['01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d', 'not-a-uuid']) {
      const res = await t.admin.get(`/api/admin/operators/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: 'Operator not found' });
      expect((await t.admin.post(`/api/admin/operators/${id}/api-keys`, { name: 'k', role: 'read_only' })).status).toBe(404);
    }
  });

  it('shows a key’s secret once and never in listings', async () => {
    const operator = await createOperator(t);
    const created = await t.admin.post(`/api/admin/operators/${operator.operatorId}/api-keys`, { name: 'backend', role: 'read_only' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      key_id: expect.any(String),
      operator_id: operator.operatorId,
      name: 'backend',
      role: 'read_only',
      permissions: ['tournaments.read', 'players.read', 'results.read'],
      key_prefix: created.body.api_key.split(':')[0],
      created_at: expect.any(String),
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
      api_key: expect.stringMatching(/^pk_live_/),
    });
    const listed = await t.admin.get(`/api/admin/operators/${operator.operatorId}/api-keys`);
    expect(listed.status).toBe(200);
    expect(listed.body.api_keys).toHaveLength(1);
    expect(listed.body.api_keys[0].api_key).toBeUndefined();
    expect(listed.text).not.toContain(created.body.api_key.split(':')[1]);
    expect(listed.text).not.toContain('secret_hash');
  });

  it('refuses bad key requests with 422', async () => {
    const operator = await createOperator(t);
    const path = `/api/admin/operators/${operator.operatorId}/api-keys`;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'k', role: 'superuser' }, 'role'],
      [{ role: 'read_only' }, 'name'],
      [{ name: 'k', role: 'read_only', expires_at: '2020-01-01T00:00:00Z' }, 'expires_at'],
      [{ name: 'k', role: 'read_only', expires_at: '2030-01-01T00:00:00' }, 'expires_at'],
      [{ name: 'k', role: 'read_only', permissions: ['results.read'] }, 'permissions'],
    ];
    for (const [body, field] of cases) {
      const res = await t.admin.post(path, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toBeDefined();
    }
    expect((await t.admin.get(path)).body.api_keys).toHaveLength(0);
  });

  it('revokes idempotently and cannot revoke another operator’s key through the wrong operator', async () => {
    const a = await createOperator(t);
    const b = await createOperator(t);
    const key = await createKey(t, a.operatorId, 'read_only');
    const wrong = await t.admin.delete(`/api/admin/operators/${b.operatorId}/api-keys/${key.keyId}`);
    expect(wrong.status).toBe(404);
    expect((await key.client.get('/api/auth/permissions')).status).toBe(200);
    const first = await t.admin.delete(`/api/admin/operators/${a.operatorId}/api-keys/${key.keyId}`);
    const second = await t.admin.delete(`/api/admin/operators/${a.operatorId}/api-keys/${key.keyId}`);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.revoked_at).toBe(first.body.revoked_at);
  });

  it('creates, lists and revokes internal keys', async () => {
    const created = await t.admin.post('/api/admin/internal-api-keys', { name: 'platform' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      key_id: expect.any(String),
      name: 'platform',
      operator_ids: null,
      created_at: expect.any(String),
      last_used_at: null,
      revoked_at: null,
      api_key: expect.stringMatching(/^internal_[A-Za-z0-9_-]{20,}$/),
    });
    const listed = await t.admin.get('/api/admin/internal-api-keys');
    expect(listed.body.internal_api_keys.map((k: any) => k.key_id)).toContain(created.body.key_id);
    expect(listed.text).not.toContain(created.body.api_key);
    expect((await t.admin.delete('/api/admin/internal-api-keys/not-a-uuid')).status).toBe(404);
  });
});

describe('admin API without ADMIN_API_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ adminApiKey: undefined });
  });
  afterAll(() => t?.close());

  it.each([
    ['GET', '/api/admin/operators'],
    ['POST', '/api/admin/operators'],
    ['GET', '/api/admin/operators/01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d'],
    ['POST', '/api/admin/internal-api-keys'],
    ['GET', '/api/admin/anything-else'],
    ['GET', '/api/api/admin/operators'],
  ])('%s %s is a JSON 404, whatever key is sent', async (method, path) => {
    const res = await t.http.request(method, path, {
      headers: { 'x-admin-api-key': TEST_ADMIN_KEY },
      body: method === 'POST' ? { name: 'x' } : undefined,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: expect.any(String) });
  });
});

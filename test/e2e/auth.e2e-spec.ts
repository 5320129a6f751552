import { DataSource } from 'typeorm';
import { ApiKeyEntity } from '@app/database';
import { createInternalKey, createKey, createOperator, operatorWithKey } from '../support/factories';
import { ProbeModule } from '../support/probe.module';
import { startTestApp, TestApp } from '../support/test-app';

const ROLE_PERMISSIONS: Record<string, string[]> = {
  full_access: ['tournaments.read', 'tournaments.write', 'tournaments.delete', 'players.read', 'players.write', 'results.read'],
  tournament_manager: ['tournaments.read', 'tournaments.write', 'players.read', 'players.write', 'results.read'],
  read_only: ['tournaments.read', 'players.read', 'results.read'],
  player_registration: ['tournaments.read', 'players.read', 'players.write'],
};

function expectUnauthorized(res: { status: number; body: any }) {
  expect(res.status).toBe(401);
  expect(Object.keys(res.body).sort()).toEqual(['code', 'error', 'message']);
  expect(res.body.error).toBe('unauthorized');
  expect(res.body.code).toBe('INVALID_API_KEY');
  expect(typeof res.body.message).toBe('string');
}

describe('operator keys, roles and permissions (D4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, [ProbeModule]);
  });
  afterAll(() => t?.close());

  it.each(Object.entries(ROLE_PERMISSIONS))('a %s key lists exactly its permissions', async (role, permissions) => {
    const op = await operatorWithKey(t, role);
    const res = await op.client.get('/api/auth/permissions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      operator_id: op.operatorId,
      api_key_id: op.keyId,
      role,
      permissions,
      expires_at: null,
    });
  });

  it('issues compound keys whose secret half also works alone (single form)', async () => {
    const op = await operatorWithKey(t);
    expect(op.apiKey).toMatch(/^pk_live_[A-Za-z0-9]+:sk_live_[A-Za-z0-9_-]+$/);
    const secret = op.apiKey.split(':')[1];
    const res = await t.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${secret}` } });
    expect(res.status).toBe(200);
    expect(res.body.api_key_id).toBe(op.keyId);
  });

  it('issues pk_test_/sk_test_ keys to test operators', async () => {
    const operator = await createOperator(t, { environment: 'test' });
    const key = await createKey(t, operator.operatorId, 'read_only');
    expect(key.apiKey).toMatch(/^pk_test_[A-Za-z0-9]+:sk_test_/);
    expect((await key.client.get('/api/auth/permissions')).status).toBe(200);
  });

  it('reports expires_at of an expiring key', async () => {
    const operator = await createOperator(t);
    const expiresAt = new Date(Date.now() + 3600_000).toISOString();
    const key = await createKey(t, operator.operatorId, 'read_only', { expires_at: expiresAt });
    const res = await key.client.get('/api/auth/permissions');
    expect(res.body.expires_at).toBe(expiresAt);
  });

  describe('refuses with the D3 401 body', () => {
    let op: Awaited<ReturnType<typeof operatorWithKey>>;
    beforeAll(async () => {
      op = await operatorWithKey(t);
    });

    it('a missing Authorization header', async () => {
      expectUnauthorized(await t.http.get('/api/auth/permissions'));
    });

    it.each([
      ['a non-Bearer scheme', 'Basic dXNlcjpwYXNz'],
      ['an empty bearer', 'Bearer '],
      ['a malformed key', 'Bearer not-a-key'],
      ['a key with mixed environments', 'Bearer pk_live_abcdefghijkl:sk_test_abcdefghijklmnopqrstuvwxyz'],
    ])('%s', async (_name, header) => {
      expectUnauthorized(await t.http.get('/api/auth/permissions', { headers: { authorization: header } }));
    });

    it('an unknown but well-formed key', async () => {
      const fake = 'pk_live_AAAAAAAAAAAAAAAAAAAAAAAA:sk_live_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
      expectUnauthorized(await t.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${fake}` } }));
    });

    it('a known public id with a wrong secret', async () => {
      const [publicId] = op.apiKey.split(':');
      const forged = `${publicId}:sk_live_${'x'.repeat(43)}`;
      expectUnauthorized(await t.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${forged}` } }));
    });

    it('a real secret under another key’s public id', async () => {
      const other = await operatorWithKey(t);
      const mixed = `${other.apiKey.split(':')[0]}:${op.apiKey.split(':')[1]}`;
      expectUnauthorized(await t.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${mixed}` } }));
    });

    it('a revoked key, at once', async () => {
      const victim = await createKey(t, op.operatorId, 'read_only');
      expect((await victim.client.get('/api/auth/permissions')).status).toBe(200);
      const revoke = await t.admin.delete(`/api/admin/operators/${op.operatorId}/api-keys/${victim.keyId}`);
      expect(revoke.status).toBe(200);
      expect(revoke.body.revoked_at).toEqual(expect.any(String));
      expectUnauthorized(await victim.client.get('/api/auth/permissions'));
    });

    it('an expired key', async () => {
      // Used while valid (so the key is in the instance's key cache), then used again just after
      // its expiry: expiry is exact, whatever the cache holds.
      const expiresAt = Date.now() + 1500;
      const key = await createKey(t, op.operatorId, 'read_only', { expires_at: new Date(expiresAt).toISOString() });
      expect((await key.client.get('/api/auth/permissions')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now() + 50)));
      const res = await key.client.get('/api/auth/permissions');
      expectUnauthorized(res);
      expect(res.body.message).toMatch(/expired/);
    });

    it('an internal key on an operator route', async () => {
      const internal = await createInternalKey(t);
      expectUnauthorized(await t.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${internal.apiKey}` } }));
    });
  });

  it('answers 403 INSUFFICIENT_PERMISSIONS naming the missing permission', async () => {
    const readOnly = await operatorWithKey(t, 'read_only');
    const res = await readOnly.client.post('/api/probe/write', {});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'forbidden',
      code: 'INSUFFICIENT_PERMISSIONS',
      required_permission: 'tournaments.write',
      message: expect.any(String),
    });
    const manager = await operatorWithKey(t, 'tournament_manager');
    expect((await manager.client.post('/api/probe/write', {})).status).toBe(201);
    const denied = await manager.client.get('/api/probe/delete');
    expect(denied.status).toBe(403);
    expect(denied.body.required_permission).toBe('tournaments.delete');
  });

  it('checks the key before the permission: a bad key on a protected route is 401, not 403', async () => {
    expectUnauthorized(
      await t.http.post('/api/probe/write', {}, { headers: { authorization: 'Bearer sk_live_nonexistentnonexistentnonexistent' } }),
    );
  });

  it('records last_used_at when a key is used', async () => {
    const op = await operatorWithKey(t, 'read_only');
    const before = await t.admin.get(`/api/admin/operators/${op.operatorId}/api-keys`);
    expect(before.body.api_keys[0].last_used_at).toBeNull();
    await op.client.get('/api/auth/permissions');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await t.admin.get(`/api/admin/operators/${op.operatorId}/api-keys`);
    expect(Date.parse(after.body.api_keys[0].last_used_at)).toBeGreaterThan(Date.now() - 10_000);
  });

  it('stores only a SHA-256 hash of the secret', async () => {
    const op = await operatorWithKey(t);
    const row = await t.app.get(DataSource).getRepository(ApiKeyEntity).findOneByOrFail({ id: op.keyId });
    const secret = op.apiKey.split(':')[1];
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
  });
});

describe('internal keys (D4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, [ProbeModule]);
  });
  afterAll(() => t?.close());

  it('accepts both header forms', async () => {
    const key = await createInternalKey(t);
    const viaHeader = await t.http.get('/api/probe/internal', { headers: { 'x-internal-api-key': key.apiKey } });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body).toEqual({ key_id: key.keyId, operator_ids: null });
    const viaBearer = await t.http.get('/api/probe/internal', { headers: { authorization: `Bearer ${key.apiKey}` } });
    expect(viaBearer.status).toBe(200);
  });

  it('keeps the operators a key is bound to', async () => {
    const a = await createOperator(t);
    const key = await createInternalKey(t, [a.operatorId]);
    const res = await t.http.get('/api/probe/internal', { headers: { 'x-internal-api-key': key.apiKey } });
    expect(res.body.operator_ids).toEqual([a.operatorId]);
  });

  it('refuses to bind a key to unknown operators', async () => {
    const res = await t.admin.post('/api/admin/internal-api-keys', { name: 'x', operator_ids: ['01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d'] });
    expect(res.status).toBe(422);
    expect(res.body.errors.operator_ids).toBeDefined();
  });

  it('refuses operator keys, unknown and revoked internal keys with 401', async () => {
    const op = await operatorWithKey(t);
    expectUnauthorized(await t.http.get('/api/probe/internal', { headers: { 'x-internal-api-key': op.apiKey } }));
    expectUnauthorized(await t.http.get('/api/probe/internal', { headers: { authorization: `Bearer ${op.apiKey}` } }));
    expectUnauthorized(await t.http.get('/api/probe/internal'));
    expectUnauthorized(await t.http.get('/api/probe/internal', { headers: { 'x-internal-api-key': `internal_${'z'.repeat(43)}` } }));
    const key = await createInternalKey(t);
    const revoke = await t.admin.delete(`/api/admin/internal-api-keys/${key.keyId}`);
    expect(revoke.status).toBe(200);
    expectUnauthorized(await t.http.get('/api/probe/internal', { headers: { 'x-internal-api-key': key.apiKey } }));
  });
});

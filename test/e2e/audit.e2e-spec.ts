import { createKey, operatorWithKey } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('audit log (D12) and tenant isolation', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof operatorWithKey>>;
  let b: Awaited<ReturnType<typeof operatorWithKey>>;
  let permissionsRequestId: string;

  beforeAll(async () => {
    t = await startTestApp();
    a = await operatorWithKey(t);
    b = await operatorWithKey(t);
    const res = await a.client.get('/api/auth/permissions', { headers: { 'x-request-id': 'audit-probe-1' } });
    permissionsRequestId = res.headers.get('x-request-id')!;
    await b.client.get('/api/auth/permissions');
    const forged = `${a.apiKey.split(':')[0]}:sk_live_${'f'.repeat(43)}`;
    await t.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${forged}` } });
    await t.flushAudit();
  });
  afterAll(() => t?.close());

  const logs = async (client = a.client, query = '') => {
    const res = await client.get(`/api/audit-logs${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('records every authenticated request with time, key, method, path, status, latency, request id and client IP', async () => {
    const body = await logs();
    const entry = body.audit_logs.find((e: any) => e.request_id === permissionsRequestId);
    expect(permissionsRequestId).toBe('audit-probe-1');
    expect(entry).toEqual({
      id: expect.any(String),
      timestamp: expect.stringMatching(/Z$/),
      action: 'api.request',
      key_id: a.keyId,
      method: 'GET',
      path: '/api/auth/permissions',
      status_code: 200,
      latency_ms: expect.any(Number),
      request_id: 'audit-probe-1',
      client_ip: '127.0.0.1',
      details: null,
    });
    expect(body.pagination).toEqual({ total: expect.any(Number), limit: 20, offset: 0, hasMore: false });
  });

  it('records refused requests of an authenticated key too', async () => {
    const res = await a.client.get('/api/audit-logs?limit=500');
    expect(res.status).toBe(400);
    await t.flushAudit();
    const body = await logs();
    expect(body.audit_logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/api/audit-logs', status_code: 400, request_id: res.headers.get('x-request-id') }),
      ]),
    );
  });

  it('records key creation, revocation and failed authentication as security events', async () => {
    const extra = await createKey(t, a.operatorId, 'read_only');
    await t.admin.delete(`/api/admin/operators/${a.operatorId}/api-keys/${extra.keyId}`);
    await extra.client.get('/api/auth/permissions');
    await t.flushAudit();
    const body = await logs(a.client, '?limit=100');
    const actions = body.audit_logs.map((e: any) => `${e.action}:${e.key_id ?? ''}`);
    expect(actions).toEqual(
      expect.arrayContaining([`api_key.created:${a.keyId}`, `api_key.created:${extra.keyId}`, `api_key.revoked:${extra.keyId}`]),
    );
    const failures = body.audit_logs.filter((e: any) => e.action === 'auth.failed');
    expect(failures.map((f: any) => f.details.reason).sort()).toEqual(['revoked', 'unknown']);
    const forged = failures.find((f: any) => f.details.reason === 'unknown');
    expect(forged.details.key_prefix).toBe(a.apiKey.split(':')[0]);
    expect(JSON.stringify(body)).not.toContain('f'.repeat(43));
  });

  it('shows an operator only its own entries', async () => {
    const mine = await logs(b.client, '?limit=100');
    expect(mine.audit_logs.length).toBeGreaterThan(0);
    for (const entry of mine.audit_logs) {
      expect(entry.key_id === null || entry.key_id === b.keyId).toBe(true);
      expect(entry.request_id).not.toBe('audit-probe-1');
      expect(entry.action).not.toBe('auth.failed');
    }
    const theirs = await logs(a.client, `?key_id=${b.keyId}`);
    expect(theirs.audit_logs).toEqual([]);
    expect(theirs.pagination.total).toBe(0);
  });

  it('filters by action, key and time, and pages', async () => {
    const created = await logs(a.client, '?action=api_key.created');
    expect(created.audit_logs.length).toBeGreaterThan(0);
    expect(created.audit_logs.every((e: any) => e.action === 'api_key.created')).toBe(true);

    const byKey = await logs(a.client, `?key_id=${a.keyId}&action=api.request`);
    expect(byKey.audit_logs.every((e: any) => e.key_id === a.keyId && e.action === 'api.request')).toBe(true);

    const future = encodeURIComponent(new Date(Date.now() + 3600_000).toISOString());
    expect((await logs(a.client, `?from=${future}`)).audit_logs).toEqual([]);
    const past = encodeURIComponent('2000-01-01T00:00:00+00:00');
    expect((await logs(a.client, `?to=${past}`)).audit_logs).toEqual([]);

    // Every call is audited itself, so page over a closed time window that cannot grow.
    await t.flushAudit();
    const until = encodeURIComponent(new Date().toISOString());
    const first = await logs(a.client, `?limit=1&to=${until}`);
    expect(first.audit_logs).toHaveLength(1);
    expect(first.pagination.hasMore).toBe(true);
    await t.flushAudit();
    const second = await logs(a.client, `?limit=1&offset=1&to=${until}`);
    expect(second.pagination.total).toBe(first.pagination.total);
    expect(second.audit_logs[0].id).not.toBe(first.audit_logs[0].id);
    expect(Date.parse(second.audit_logs[0].timestamp)).toBeLessThanOrEqual(Date.parse(first.audit_logs[0].timestamp));
  });

  it.each(['?from=2026-01-01T00:00:00', '?action=everything', '?key_id=abc', '?limit=0', '?limit=101', '?offset=-1'])(
    'answers 400 invalid_request for %s',
    async (query) => {
      const res = await a.client.get(`/api/audit-logs${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_request');
    },
  );

  it('needs a valid key', async () => {
    expect((await t.http.get('/api/audit-logs')).status).toBe(401);
  });
});

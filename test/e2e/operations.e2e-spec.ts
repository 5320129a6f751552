import { DataSource } from 'typeorm';
import { operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { HttpResponse } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';

// D1 operations endpoints: liveness, readiness (database and migrations) and Prometheus metrics,
// all public. The last block takes the database away, so it must stay last in this file.

function expectNoLeak(res: HttpResponse) {
  for (const pattern of [
    /QueryFailedError/,
    /TypeORMError/,
    /\bSELECT\b/,
    /\n\s+at /,
    /\.ts:\d+/,
    /node_modules/,
    /postgres:\/\//,
    /127\.0\.0\.1:\d+/,
  ]) {
    expect(res.text).not.toMatch(pattern);
  }
}

/** The sample lines of one metric, e.g. `http_request_duration_seconds_bucket{...} 3`. */
function samples(text: string, name: string): string[] {
  return text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

describe('operations endpoints (D1)', () => {
  let t: TestApp;
  let op: TestOperator & TestKey;

  beforeAll(async () => {
    t = await startTestApp();
    op = await operatorWithKey(t);
  });
  afterAll(() => t?.close());

  describe('GET /health/live', () => {
    it('answers 200 { status: "ok" } without a key', async () => {
      const res = await t.http.get('/health/live');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ status: 'ok' });
      expect(res.headers.get('api-version')).toBe('1.0.0');
    });

    it('ignores keys it does not need', async () => {
      const res = await t.http.get('/health/live', { headers: { authorization: 'Bearer nonsense' } });
      expect(res.status).toBe(200);
    });
  });

  describe('GET /health/ready', () => {
    it('answers 200 with the database and the migrations up', async () => {
      const res = await t.http.get('/health/ready');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({
        status: 'ok',
        info: { database: { status: 'up' }, migrations: { status: 'up' } },
      });
      expect(res.body.error ?? {}).toEqual({});
      expectNoLeak(res);
    });
  });

  describe('GET /metrics', () => {
    it('is Prometheus text, public', async () => {
      const res = await t.http.get('/metrics');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.text).toMatch(/^# HELP /m);
      expect(res.text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
      expect(res.text).toMatch(/^process_cpu_seconds_total /m);
    });

    it('records a request in http_request_duration_seconds by route template, method and status', async () => {
      const call = await op.client.get('/api/auth/permissions');
      expect(call.status).toBe(200);
      const res = await t.http.get('/metrics');
      const buckets = samples(res.text, 'http_request_duration_seconds_bucket').filter((line) =>
        line.includes('route="/api/auth/permissions"'),
      );
      expect(buckets.length).toBeGreaterThan(0);
      const inf = buckets.find((line) => line.includes('le="+Inf"') && line.includes('method="GET"') && line.includes('status_code="200"'));
      expect(inf).toBeDefined();
      expect(Number(inf!.split(' ').pop())).toBeGreaterThanOrEqual(1);
      const count = samples(res.text, 'http_request_duration_seconds_count').find(
        (line) => line.includes('route="/api/auth/permissions"') && line.includes('status_code="200"'),
      );
      expect(Number(count!.split(' ').pop())).toBeGreaterThanOrEqual(1);
    });

    it('counts a call under /api/api/... against the same route template', async () => {
      const countOf = (text: string) =>
        Number(
          samples(text, 'http_request_duration_seconds_count')
            .find((line) => line.includes('route="/api/auth/permissions"') && line.includes('status_code="200"'))
            ?.split(' ')
            .pop() ?? 0,
        );
      const before = countOf((await t.http.get('/metrics')).text);
      expect((await op.client.get('/api/api/auth/permissions')).status).toBe(200);
      const after = countOf((await t.http.get('/metrics')).text);
      expect(after).toBe(before + 1);
      expect((await t.http.get('/metrics')).text).not.toContain('route="/api/api/');
    });

    it('labels errors with their status and never puts raw paths or keys in labels', async () => {
      await t.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${op.apiKey}x` } });
      await t.http.get('/api/no-such-route-7f3a9c');
      await t.admin.get(`/api/admin/operators/${op.operatorId}`);
      const res = await t.http.get('/metrics');
      const lines = samples(res.text, 'http_request_duration_seconds_bucket');
      expect(lines.some((line) => line.includes('route="/api/auth/permissions"') && line.includes('status_code="401"'))).toBe(true);
      expect(lines.some((line) => line.includes('route="/api/admin/operators/:operatorId"'))).toBe(true);
      expect(res.text).not.toContain('no-such-route-7f3a9c');
      expect(res.text).not.toContain(op.operatorId);
      expect(res.text).not.toContain(op.apiKey.split(':')[1]);
      expect(res.text).not.toContain(op.apiKey.split(':')[0]);
    });
  });

  // Keep last: the database goes away for the rest of this file.
  describe('when the database is gone', () => {
    beforeAll(async () => {
      await t.app.get(DataSource).destroy();
    });

    it('/health/ready answers 503 service_unavailable with Retry-After', async () => {
      const res = await t.http.get('/health/ready');
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body.error).toBe('service_unavailable');
      expect(typeof res.body.message).toBe('string');
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.body.details?.request_id).toBe(res.headers.get('x-request-id'));
      expect(res.headers.get('api-version')).toBe('1.0.0');
      expectNoLeak(res);
    });

    it('/health/live still answers 200: the process is up', async () => {
      const res = await t.http.get('/health/live');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
    });

    it('/metrics still answers and records the failed readiness check', async () => {
      const res = await t.http.get('/metrics');
      expect(res.status).toBe(200);
      expect(
        samples(res.text, 'http_request_duration_seconds_bucket').some(
          (line) => line.includes('route="/health/ready"') && line.includes('status_code="503"'),
        ),
      ).toBe(true);
    });

    it('an operator request gets 503 service_unavailable with Retry-After, never a 500 (D3)', async () => {
      // A route that reads the database (the key itself may still be in the key cache).
      const res = await op.client.get('/api/tournaments');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: 'service_unavailable',
        message: expect.any(String),
        details: { request_id: res.headers.get('x-request-id') },
      });
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expectNoLeak(res);
    });

    it('an admin request gets 503 too', async () => {
      const res = await t.admin.get('/api/admin/operators');
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('service_unavailable');
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expectNoLeak(res);
    });
  });
});

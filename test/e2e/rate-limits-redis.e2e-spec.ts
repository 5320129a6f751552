import { loadConfig, RateLimitSettings } from '@app/common';
import { createInternalKey, createKey, createOperator } from '../support/factories';
import { HttpClient, HttpResponse } from '../support/http';
import { PrivateRedis } from '../support/private-redis';
import { startTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { expectErrorBody, tournamentBody } from '../support/tournament-fixtures';

// D14 with REDIS_URL: two service instances on one database share their limits through Redis (a
// private redis-server of this test, so that it can be stopped and restarted), and a Redis
// outage is served without limits (fail open) and recovers by itself.

const INTERNAL_BURST = 4;
const FAILED_AUTH_LIMIT = 3;

function remaining(res: HttpResponse): number | null {
  const value = res.headers.get('x-ratelimit-remaining');
  return value === null ? null : Number(value);
}

async function storeErrors(t: TestApp): Promise<number> {
  const metrics = (await t.http.get('/metrics')).text;
  return [...metrics.matchAll(/^rate_limit_store_errors_total\{[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('rate limits shared through Redis by two instances (D14)', () => {
  let redis: PrivateRedis;
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    database = await createTestDatabase(32);
    const rateLimits: RateLimitSettings = {
      ...loadConfig({}).rateLimits,
      internalBurst: INTERNAL_BURST,
      failedAuth: FAILED_AUTH_LIMIT,
      // Generous for a loaded test machine: a slow answer must not count as an outage here.
      redisTimeoutMs: 1000,
    };
    a = await startTestApp({ redisUrl: redis.url, rateLimits, trustProxy: true }, [], { database });
    b = await startTestApp({ redisUrl: redis.url, rateLimits, trustProxy: true }, [], { database });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.stop();
    await redis?.stop();
  });

  /** One operator with a key, and a client of that key on each instance. */
  async function operatorOnBoth(
    rateLimits: Record<string, number> = {},
  ): Promise<{ operatorId: string; onA: HttpClient; onB: HttpClient }> {
    const operator = await createOperator(a, { rate_limits: rateLimits });
    const key = await createKey(a, operator.operatorId);
    return { operatorId: operator.operatorId, onA: key.client, onB: b.http.with({ authorization: `Bearer ${key.apiKey}` }) };
  }

  it('the 11th creation within a minute, spread across both instances, gets 429; others and reads are unaffected', async () => {
    const { onA, onB } = await operatorOnBoth();
    const left: Array<number | null> = [];
    for (let i = 0; i < 10; i++) {
      const res = await (i % 2 === 0 ? onA : onB).post('/api/tournaments', tournamentBody());
      expect(res.status).toBe(201);
      left.push(remaining(res));
    }
    expect(left).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    for (const client of [onA, onB]) {
      const refused = await client.post('/api/tournaments', tournamentBody());
      expectErrorBody(refused, 429, 'rate_limit_exceeded', {
        details: { limit: 10, window_seconds: 60, retry_after: expect.any(Number), category: 'creation' },
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    const reads = [await onA.get('/api/tournaments'), await onB.get('/api/tournaments')];
    expect(reads.map((r) => r.status)).toEqual([200, 200]);
    expect(reads[1].body.pagination.total).toBe(10);

    const other = await operatorOnBoth();
    const created = await other.onB.post('/api/tournaments', tournamentBody());
    expect(created.status).toBe(201);
    expect(remaining(created)).toBe(9);
  });

  it('limits an internal key across instances, per key', async () => {
    const key = await createInternalKey(a);
    const clients = [a, b].map((app) => app.http.with({ 'x-internal-api-key': key.apiKey }));
    const statuses: number[] = [];
    for (let i = 0; i < INTERNAL_BURST + 1; i++) {
      statuses.push((await clients[i % 2].post('/api/internal/auth/validate-token', { token: 'x' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const other = b.http.with({ 'x-internal-api-key': (await createInternalKey(a)).apiKey });
    expect((await other.post('/api/internal/auth/validate-token', { token: 'x' })).status).toBe(200);
  });

  it('an override set through one instance applies on the other within about two seconds', async () => {
    const { operatorId, onB } = await operatorOnBoth();
    expect(Number((await onB.get('/api/events')).headers.get('x-ratelimit-limit'))).toBe(100);
    expect((await a.admin.patch(`/api/admin/operators/${operatorId}`, { rate_limits: { burst: 3 } })).status).toBe(200);
    const changedAt = Date.now();
    await eventually(async () => (await onB.get('/api/events')).headers.get('x-ratelimit-limit') === '3');
    expect(Date.now() - changedAt).toBeLessThan(2500);
  });

  it('counts failed authentications per address across instances', async () => {
    const { onB } = await operatorOnBoth();
    const from = { 'x-forwarded-for': '192.0.2.44' };
    for (let i = 0; i < FAILED_AUTH_LIMIT; i++) {
      expect(
        (await a.http.get('/api/auth/permissions', { headers: { ...from, authorization: 'Bearer sk_live_nopenopenopenopenope' } })).status,
      ).toBe(401);
    }
    expect((await onB.get('/api/auth/permissions', { headers: from })).status).toBe(429);
    expect((await onB.get('/api/auth/permissions')).status).toBe(200);
  });

  it('fails open while Redis is down (counted in a metric), and limits again once it is back, without a restart', async () => {
    const { onA, onB } = await operatorOnBoth({ general: 5 });
    for (let i = 0; i < 5; i++) expect((await onA.get('/api/auth/permissions')).status).toBe(200);
    expect((await onB.get('/api/auth/permissions')).status).toBe(429);

    const errorsBefore = await storeErrors(a);
    await redis.stop();
    const during = [];
    for (let i = 0; i < 8; i++) during.push(await (i % 2 === 0 ? onA : onB).get('/api/auth/permissions'));
    expect(during.map((r) => r.status)).toEqual(Array(8).fill(200));
    // Nothing is enforced, so nothing is claimed: no rate-limit headers during the outage.
    expect(during.every((r) => r.headers.get('x-ratelimit-limit') === null)).toBe(true);
    expect(await storeErrors(a)).toBeGreaterThanOrEqual(errorsBefore + 4);

    await redis.restart();
    // Redis kept nothing (no persistence): a fresh window, enforced again on both instances.
    await eventually(async () => (await onA.get('/api/auth/permissions')).headers.get('x-ratelimit-limit') !== null);
    let res: HttpResponse;
    let served = 0;
    while ((res = await (served % 2 === 0 ? onB : onA).get('/api/auth/permissions')).status === 200) served++;
    expect(served).toBeLessThan(5);
    expect(res.status).toBe(429);
    expect(res.body.details).toMatchObject({ limit: 5, category: 'general' });
  });
});

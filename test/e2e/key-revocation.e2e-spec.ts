import { createKey, createOperator, TestKey } from '../support/factories';
import { PrivateRedis } from '../support/private-redis';
import { runCli } from '../support/run-cli';
import { startTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';

// D4: a revoked key gets 401. Instances keep the keys they have just seen for API_KEY_CACHE_MS;
// revocations reach every instance through Redis at once. Here the cache keeps keys for 10 s, so
// only the announcement can explain a refusal within a second.

const CACHE_MS = 10_000;

/** Milliseconds until `key` is refused on `t` (polled every 20 ms), or Infinity after `limitMs`. */
async function msUntilRefused(t: TestApp, key: TestKey, limitMs = 2000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const res = await t.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${key.apiKey}` } });
    if (res.status === 401) return Date.now() - started;
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

async function usable(t: TestApp, key: TestKey): Promise<boolean> {
  return (await t.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${key.apiKey}` } })).status === 200;
}

describe('key revocation across instances (D4) with the key cache', () => {
  let redis: PrivateRedis;
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    database = await createTestDatabase(24);
    a = await startTestApp({ redisUrl: redis.url, apiKeyCacheMs: CACHE_MS }, [], { database });
    b = await startTestApp({ redisUrl: redis.url, apiKeyCacheMs: CACHE_MS }, [], { database });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.stop();
    await redis?.stop();
  });

  it('a key revoked through one instance is refused by the other at once, though both had it cached', async () => {
    const operator = await createOperator(a);
    const key = await createKey(a, operator.operatorId, 'read_only');
    expect(await usable(a, key)).toBe(true);
    expect(await usable(b, key)).toBe(true);
    expect((await a.admin.delete(`/api/admin/operators/${operator.operatorId}/api-keys/${key.keyId}`)).status).toBe(200);
    expect((await a.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${key.apiKey}` } })).status).toBe(401);
    expect(await msUntilRefused(b, key)).toBeLessThan(1000);
  });

  it('a key revoked by the CLI (another process) is refused by both instances at once', async () => {
    const operator = await createOperator(a);
    const key = await createKey(a, operator.operatorId, 'read_only');
    expect(await usable(a, key)).toBe(true);
    expect(await usable(b, key)).toBe(true);
    const revoked = await runCli(['key', 'revoke', '--operator', operator.operatorId, '--key', key.keyId, '--json'], {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
    });
    expect(revoked.code).toBe(0);
    expect(await msUntilRefused(a, key)).toBeLessThan(1000);
    expect(await msUntilRefused(b, key)).toBeLessThan(1000);
  });

  it('a key that is not revoked stays usable on both instances', async () => {
    const operator = await createOperator(b);
    const kept = await createKey(b, operator.operatorId, 'read_only');
    const other = await createKey(b, operator.operatorId, 'read_only');
    expect(await usable(a, kept)).toBe(true);
    expect((await b.admin.delete(`/api/admin/operators/${operator.operatorId}/api-keys/${other.keyId}`)).status).toBe(200);
    expect(await usable(a, kept)).toBe(true);
    expect(await usable(b, kept)).toBe(true);
  });
});

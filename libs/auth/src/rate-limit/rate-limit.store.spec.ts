import { PrivateRedis } from '../../../../test/support/private-redis';
import { MemoryRateLimitStore } from './memory-rate-limit.store';
import { RedisRateLimitStore } from './redis-rate-limit.store';
import { RateLimitStore } from './rate-limit.store';

// The same contract for both stores: fixed windows, all-or-nothing counting, atomic under
// concurrency. Redis runs as a private server of this test.

let redis: PrivateRedis;
let keySequence = 0;
const stores: RateLimitStore[] = [];

beforeAll(async () => {
  redis = await PrivateRedis.start();
});

afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await redis?.stop();
});

async function memoryStore(): Promise<RateLimitStore> {
  const store = new MemoryRateLimitStore();
  stores.push(store);
  return store;
}

async function redisStore(): Promise<RateLimitStore> {
  const store = new RedisRateLimitStore(redis.url, { commandTimeoutMs: 2000 });
  stores.push(store);
  expect(await store.waitReady(5000)).toBe(true);
  return store;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ['memory', memoryStore],
  ['redis', redisStore],
])('%s store', (_name, makeStore) => {
  let store: RateLimitStore;
  const key = () => `test:${process.pid}:${++keySequence}`;

  beforeAll(async () => {
    store = await makeStore();
  });

  it('counts hits in a window and refuses the one over the limit', async () => {
    const k = key();
    const counts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await store.consume([{ key: k, limit: 3, windowMs: 60_000 }]);
      expect(result.allowed).toBe(true);
      counts.push(result.counters[0].count);
    }
    expect(counts).toEqual([1, 2, 3]);
    const refused = await store.consume([{ key: k, limit: 3, windowMs: 60_000 }]);
    expect(refused.allowed).toBe(false);
    expect(refused.counters[0].count).toBe(3);
    expect(refused.counters[0].ttlMs).toBeGreaterThan(55_000);
    expect(refused.counters[0].ttlMs).toBeLessThanOrEqual(60_000);
  });

  it('refuses a call as a whole and counts it nowhere when one counter is exhausted', async () => {
    const [full, other] = [key(), key()];
    await store.consume([{ key: full, limit: 1, windowMs: 60_000 }]);
    const refused = await store.consume([
      { key: other, limit: 10, windowMs: 60_000 },
      { key: full, limit: 1, windowMs: 60_000 },
    ]);
    expect(refused.allowed).toBe(false);
    expect(refused.counters.map((c) => c.count)).toEqual([0, 1]);
    expect((await store.peek(other, 60_000)).count).toBe(0);
  });

  it('starts a new window when the old one ends (fixed window)', async () => {
    const k = key();
    await store.consume([{ key: k, limit: 1, windowMs: 300 }]);
    expect((await store.consume([{ key: k, limit: 1, windowMs: 300 }])).allowed).toBe(false);
    await sleep(400);
    const again = await store.consume([{ key: k, limit: 1, windowMs: 300 }]);
    expect(again.allowed).toBe(true);
    expect(again.counters[0].count).toBe(1);
  });

  it('keeps the window of the first hit: later hits do not extend it', async () => {
    const k = key();
    await store.consume([{ key: k, limit: 5, windowMs: 600 }]);
    await sleep(300);
    const later = await store.consume([{ key: k, limit: 5, windowMs: 600 }]);
    expect(later.counters[0].ttlMs).toBeLessThanOrEqual(320);
  });

  it('lets exactly `limit` of many concurrent calls through', async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 30 }, () => store.consume([{ key: k, limit: 7, windowMs: 60_000 }])));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect((await store.peek(k, 60_000)).count).toBe(7);
  });

  it('peeks without counting, and reports an unknown key as an empty window', async () => {
    const k = key();
    expect(await store.peek(k, 60_000)).toEqual({ count: 0, ttlMs: 60_000 });
    await store.consume([{ key: k, limit: 5, windowMs: 60_000 }]);
    expect((await store.peek(k, 60_000)).count).toBe(1);
    expect((await store.peek(k, 60_000)).count).toBe(1);
  });
});

describe('redis store', () => {
  it('shares counters between clients (service instances)', async () => {
    const [a, b] = [await redisStore(), await redisStore()];
    const k = `shared:${process.pid}:${++keySequence}`;
    expect((await a.consume([{ key: k, limit: 2, windowMs: 60_000 }])).allowed).toBe(true);
    expect((await b.consume([{ key: k, limit: 2, windowMs: 60_000 }])).counters[0].count).toBe(2);
    expect((await a.consume([{ key: k, limit: 2, windowMs: 60_000 }])).allowed).toBe(false);
  });

  it('fails fast, without hanging, while Redis is down, and works again when it returns', async () => {
    const store = await redisStore();
    const k = `outage:${process.pid}:${++keySequence}`;
    await redis.stop();
    const started = Date.now();
    await expect(store.consume([{ key: k, limit: 2, windowMs: 60_000 }])).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
    await redis.restart();
    expect(await (store as RedisRateLimitStore).waitReady(5000)).toBe(true);
    expect((await store.consume([{ key: k, limit: 2, windowMs: 60_000 }])).allowed).toBe(true);
  });
});

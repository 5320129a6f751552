import { Logger } from '@nestjs/common';
import { MetricsService } from '@app/common';
import { CounterState } from './rate-limit-policy';
import { ConsumeResult, CounterRequest, RateLimitStore } from './rate-limit.store';
import { MemoryRateLimitStore } from './memory-rate-limit.store';
import { RateLimitThrottlerStorage } from './rate-limit-throttler.storage';
import { RateLimiter } from './rate-limiter';

/** A memory store the test can take down. */
class SwitchableStore extends RateLimitStore {
  down = false;
  readonly inner = new MemoryRateLimitStore();

  consume(counters: readonly CounterRequest[]): Promise<ConsumeResult> {
    return this.down ? Promise.reject(new Error('connect ECONNREFUSED')) : this.inner.consume(counters);
  }
  peek(key: string, windowMs: number): Promise<CounterState> {
    return this.down ? Promise.reject(new Error('connect ECONNREFUSED')) : this.inner.peek(key, windowMs);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

describe('RateLimitThrottlerStorage', () => {
  let store: SwitchableStore;
  let storage: RateLimitThrottlerStorage;

  beforeEach(() => {
    store = new SwitchableStore();
    storage = new RateLimitThrottlerStorage(new RateLimiter(store, new MetricsService()));
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await store.close();
  });

  it("implements the throttler's increment: hits up to the limit, then blocked without counting", async () => {
    expect(await storage.increment('k', 60_000, 2, 60_000, 'creation')).toEqual({
      totalHits: 1,
      timeToExpire: expect.any(Number),
      isBlocked: false,
      timeToBlockExpire: 0,
    });
    expect((await storage.increment('k', 60_000, 2, 60_000, 'creation')).totalHits).toBe(2);
    const blocked = await storage.increment('k', 60_000, 2, 60_000, 'creation');
    expect(blocked).toMatchObject({ totalHits: 3, isBlocked: true });
    expect(blocked.timeToBlockExpire).toBeGreaterThanOrEqual(59);
    expect(blocked.timeToBlockExpire).toBeLessThanOrEqual(60);
    expect(await store.inner.peek('k', 60_000)).toMatchObject({ count: 2 });
  });

  it('counts every throttler of a call or none: a call refused by one limit costs the others nothing', async () => {
    const hits = [
      { name: 'general' as const, key: 'g', limit: 5, ttlMs: 60_000 },
      { name: 'creation' as const, key: 'c', limit: 1, ttlMs: 60_000 },
    ];
    expect(await storage.incrementAll(hits)).toMatchObject({ allowed: true, rule: { name: 'creation' }, remaining: 0 });
    expect(await storage.incrementAll(hits)).toMatchObject({
      allowed: false,
      rule: { name: 'creation', limit: 1, windowSeconds: 60 },
      retryAfter: 60,
    });
    expect(await store.inner.peek('g', 60_000)).toMatchObject({ count: 1 });
    expect(await storage.incrementAll([hits[0]])).toMatchObject({ allowed: true, remaining: 3 });
  });

  it('fails open when the store is down', async () => {
    store.down = true;
    expect(await storage.incrementAll([{ name: 'internal', key: 'i', limit: 1, ttlMs: 1000 }])).toBeUndefined();
    expect(await storage.increment('i', 1000, 1, 1000, 'internal')).toMatchObject({ isBlocked: false });
  });

  it('refuses a throttler name it does not know', async () => {
    await expect(storage.increment('k', 1000, 1, 1000, 'default')).rejects.toThrow("Unknown throttler 'default'");
  });
});

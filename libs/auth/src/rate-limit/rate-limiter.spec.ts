import { Logger } from '@nestjs/common';
import { MetricsService } from '@app/common';
import { CounterState } from './rate-limit-policy';
import { ConsumeResult, CounterRequest, RateLimitStore } from './rate-limit.store';
import { MemoryRateLimitStore } from './memory-rate-limit.store';
import { RateLimiter } from './rate-limiter';

/** A store whose availability the test switches, backed by a real memory store. */
class FlakyStore extends RateLimitStore {
  down = false;
  private readonly inner = new MemoryRateLimitStore();

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

describe('RateLimiter', () => {
  const rules = [{ name: 'general' as const, limit: 2, windowSeconds: 60 }];
  let store: FlakyStore;
  let metrics: MetricsService;
  let limiter: RateLimiter;
  let warn: jest.SpyInstance;
  let log: jest.SpyInstance;

  beforeEach(() => {
    store = new FlakyStore();
    metrics = new MetricsService();
    limiter = new RateLimiter(store, metrics);
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await limiter.onModuleDestroy();
  });

  async function metric(name: string): Promise<number> {
    const values = (await metrics.registry.getSingleMetric(name)!.get()).values;
    return values.reduce((sum, v) => sum + v.value, 0);
  }

  it('refuses over the limit and counts the refusal by limit', async () => {
    expect((await limiter.consume('op:1', rules))?.allowed).toBe(true);
    expect((await limiter.consume('op:1', rules))?.remaining).toBe(0);
    const refused = await limiter.consume('op:1', rules);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfter: expect.any(Number) });
    expect(await metric('rate_limited_requests_total')).toBe(1);
    expect((await limiter.consume('op:2', rules))?.allowed).toBe(true);
  });

  it('fails open while the store fails: no verdict, every failure counted, one warning per outage', async () => {
    store.down = true;
    for (let i = 0; i < 5; i++) expect(await limiter.consume('op:1', rules)).toBeUndefined();
    expect(await limiter.peek('ip:1', rules[0])).toBeUndefined();
    await expect(limiter.record('ip:1', rules[0])).resolves.toBeUndefined();
    expect(await metric('rate_limit_store_errors_total')).toBe(7);
    expect(warn).toHaveBeenCalledTimes(1);

    store.down = false;
    expect((await limiter.consume('op:1', rules))?.allowed).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
    store.down = true;
    await limiter.consume('op:1', rules);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('records occurrences beyond any limit, and peeks without counting', async () => {
    const rule = { name: 'failed_auth' as const, limit: 2, windowSeconds: 60 };
    expect((await limiter.peek('ip:9', rule))?.allowed).toBe(true);
    await limiter.record('ip:9', rule);
    await limiter.record('ip:9', rule);
    await limiter.record('ip:9', rule);
    const verdict = await limiter.peek('ip:9', rule);
    expect(verdict).toMatchObject({ allowed: false, remaining: 0 });
    expect(await store.peek('ts:rl:{ip:9}:failed_auth', 60_000)).toMatchObject({ count: 3 });
  });
});

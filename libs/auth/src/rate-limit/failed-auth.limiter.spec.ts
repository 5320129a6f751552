import { Logger } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { AppConfig, DomainException, ErrorCode, loadConfig, MetricsService, UnauthorizedException } from '@app/common';
import { CounterState } from './rate-limit-policy';
import { ConsumeResult, CounterRequest, RateLimitStore } from './rate-limit.store';
import { FailedAuthLimiter } from './failed-auth.limiter';
import { MemoryRateLimitStore } from './memory-rate-limit.store';
import { RateLimiter } from './rate-limiter';

const LIMIT = 3;

/** A memory store that can be switched off (fail open) and answers after a tick, like Redis. */
class SlowStore extends RateLimitStore {
  down = false;
  private readonly inner = new MemoryRateLimitStore();
  consume(counters: readonly CounterRequest[]): Promise<ConsumeResult> {
    return this.later(() => this.inner.consume(counters));
  }
  peek(key: string, windowMs: number): Promise<CounterState> {
    return this.later(() => this.inner.peek(key, windowMs));
  }
  close(): Promise<void> {
    return this.inner.close();
  }
  private async later<T>(action: () => Promise<T>): Promise<T> {
    await new Promise((resolve) => setImmediate(resolve));
    if (this.down) throw new Error('connect ECONNREFUSED');
    return action();
  }
}

const reply = () => ({ header: jest.fn().mockReturnThis() }) as unknown as FastifyReply;
const isLimited = (error: unknown) => error instanceof DomainException && error.code === ErrorCode.RateLimitExceeded;

async function expectLimited(attempt: Promise<unknown>): Promise<void> {
  const error = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainException);
  expect((error as DomainException).code).toBe(ErrorCode.RateLimitExceeded);
}

describe('FailedAuthLimiter', () => {
  let store: SlowStore;
  let limiter: FailedAuthLimiter;

  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    store = new SlowStore();
    const config = loadConfig({ RATE_LIMIT_FAILED_AUTH: String(LIMIT) }) as AppConfig;
    limiter = new FailedAuthLimiter(new RateLimiter(store, new MetricsService()), config);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await store.close();
  });

  /** A lookup that takes a few ticks and fails (a wrong key) or succeeds; counts calls and concurrency. */
  function lookup(ok: boolean) {
    const stats = { calls: 0, active: 0, maxActive: 0 };
    const fn = async () => {
      stats.calls++;
      stats.active++;
      stats.maxActive = Math.max(stats.maxActive, stats.active);
      await new Promise((resolve) => setTimeout(resolve, 2));
      stats.active--;
      if (!ok) throw new UnauthorizedException();
      return 'auth';
    };
    return { fn, stats };
  }

  it('after LIMIT failures refuses with 429 before looking the key up, a right key included', async () => {
    const wrong = lookup(false);
    for (let i = 0; i < LIMIT; i++)
      await expect(limiter.authenticate('1.1.1.1', reply(), wrong.fn)).rejects.toBeInstanceOf(UnauthorizedException);
    const limitedReply = reply();
    await expectLimited(limiter.authenticate('1.1.1.1', limitedReply, wrong.fn));
    const right = lookup(true);
    await expectLimited(limiter.authenticate('1.1.1.1', reply(), right.fn));
    expect(wrong.stats.calls).toBe(LIMIT);
    expect(right.stats.calls).toBe(0);
    expect(limitedReply.header).toHaveBeenCalledWith('x-ratelimit-remaining', '0');
    // Another address is not affected.
    await expect(limiter.authenticate('2.2.2.2', reply(), right.fn)).resolves.toBe('auth');
  });

  it('a parallel burst of wrong keys looks up at most LIMIT of them; the rest get 429', async () => {
    const wrong = lookup(false);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => limiter.authenticate('3.3.3.3', reply(), wrong.fn)));
    expect(wrong.stats.calls).toBe(LIMIT);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof UnauthorizedException)).toHaveLength(LIMIT);
    expect(results.filter((r) => r.status === 'rejected' && isLimited(r.reason))).toHaveLength(50 - LIMIT);
  });

  it('honest concurrent requests all pass (at most LIMIT lookups at once) and successes cost no budget', async () => {
    const right = lookup(true);
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.authenticate('4.4.4.4', reply(), right.fn)));
    expect(results).toEqual(Array(20).fill('auth'));
    expect(right.stats.maxActive).toBeLessThanOrEqual(LIMIT);
    expect(right.stats.maxActive).toBeGreaterThan(1);
    const wrong = lookup(false);
    for (let i = 0; i < LIMIT; i++)
      await expect(limiter.authenticate('4.4.4.4', reply(), wrong.fn)).rejects.toBeInstanceOf(UnauthorizedException);
    await expectLimited(limiter.authenticate('4.4.4.4', reply(), wrong.fn));
  });

  it('a mixed burst: the failures left bound the lookups in flight, and a right key waiting behind them is refused once they are spent', async () => {
    const wrong = lookup(false);
    const right = lookup(true);
    const burst = [
      ...Array.from({ length: 10 }, () => limiter.authenticate('5.5.5.5', reply(), wrong.fn)),
      limiter.authenticate('5.5.5.5', reply(), right.fn),
    ];
    const results = await Promise.allSettled(burst);
    expect(wrong.stats.calls + right.stats.calls).toBeLessThanOrEqual(LIMIT + 1);
    expect(wrong.stats.calls).toBeLessThanOrEqual(LIMIT);
    expect(results.every((r) => r.status === 'fulfilled' || r.reason instanceof UnauthorizedException || isLimited(r.reason))).toBe(true);
  });

  it('fails open when the store is down: lookups still run (bounded by LIMIT at once), nothing hangs', async () => {
    store.down = true;
    const right = lookup(true);
    const results = await Promise.all(Array.from({ length: 10 }, () => limiter.authenticate('6.6.6.6', reply(), right.fn)));
    expect(results).toEqual(Array(10).fill('auth'));
    expect(right.stats.maxActive).toBeLessThanOrEqual(LIMIT);
  });
});

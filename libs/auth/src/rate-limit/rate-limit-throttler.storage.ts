import { Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { isThrottlerName, THROTTLER_NAMES, ThrottlerName } from './rate-limit-category';
import { LimitVerdict } from './rate-limit-policy';
import { RateLimiter } from './rate-limiter';

/** What ThrottlerStorage.increment returns (the package does not export the type by name). */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** One named throttler's hit on a request, as the guard resolved it (limit per operator, ttl in ms). */
export interface ThrottlerHit {
  name: ThrottlerName;
  key: string;
  limit: number;
  ttlMs: number;
}

/**
 * @nestjs/throttler's storage, backed by the RateLimitStore (the atomic Lua script in Redis, or
 * memory) through RateLimiter, which fails open on a store error (metric
 * `rate_limit_store_errors_total`, one log line per outage, RATE_LIMIT_REDIS_TIMEOUT_MS).
 *
 * `increment` is the throttler's one-counter contract. RateLimitGuard uses `incrementAll`
 * instead: every throttler of a request in one atomic, all-or-nothing step, so that a call
 * refused by one limit consumes none of the others.
 */
@Injectable()
export class RateLimitThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly limiter: RateLimiter) {}

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (!isThrottlerName(throttlerName)) throw new Error(`Unknown throttler '${throttlerName}'`);
    const verdict = await this.incrementAll([{ name: throttlerName, key, limit, ttlMs: ttl }]);
    // Store down: served without limits (fail open), as if this were the window's first hit.
    if (!verdict) return { totalHits: 1, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
    const secondsLeft = Math.max(0, verdict.resetAt - Math.floor(Date.now() / 1000));
    return {
      // A refused hit is not counted; the throttler reads "over the limit" from totalHits > limit.
      totalHits: verdict.allowed ? limit - verdict.remaining : limit + 1,
      timeToExpire: secondsLeft,
      isBlocked: !verdict.allowed,
      timeToBlockExpire: verdict.allowed ? 0 : (verdict.retryAfter ?? secondsLeft),
    };
  }

  /**
   * Checks every hit and counts them all, or refuses without counting any. Returns the verdict
   * of the most constraining limit (the one the headers describe), or undefined when the store
   * failed and the request is to be served unlimited.
   */
  incrementAll(hits: readonly ThrottlerHit[]): Promise<LimitVerdict | undefined> {
    const ordered = [...hits].sort((a, b) => THROTTLER_NAMES.indexOf(a.name) - THROTTLER_NAMES.indexOf(b.name));
    return this.limiter.consumeCounters(
      ordered.map((hit) => ({ key: hit.key, rule: { name: hit.name, limit: hit.limit, windowSeconds: hit.ttlMs / 1000 } })),
    );
  }
}

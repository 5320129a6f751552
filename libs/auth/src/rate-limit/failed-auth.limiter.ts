import { Injectable } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { AppConfig, UnauthorizedException } from '@app/common';
import { failedAuthRule } from './rate-limit-policy';
import { rateLimitExceeded, setRateLimitHeaders } from './rate-limit-response';
import { RateLimiter } from './rate-limiter';

/** Authentications of one address in progress in this process, and the callers waiting for one to end. */
interface InFlight {
  count: number;
  waiters: Array<() => void>;
}

/**
 * Failed authentications per client IP (as the audit log derives it, TRUST_PROXY aware). Once
 * an address has failed RATE_LIMIT_FAILED_AUTH times in a window, every further attempt from it
 * gets 429 before any key is looked up, a valid key included, until the window ends. Covers
 * operator, internal and admin keys, in the same store as the other limits.
 *
 * A failure is only known once its lookup ends, so a parallel burst of wrong keys would all pass
 * the check before the first failure is counted. Each address therefore has at most as many
 * lookups in progress (in this process) as it has failures left in the window; further attempts
 * wait for one to end and are then checked again. An honest client (no failures) keeps up to
 * RATE_LIMIT_FAILED_AUTH concurrent lookups; a burst of guesses tries at most the limit.
 */
@Injectable()
export class FailedAuthLimiter {
  private readonly inFlight = new Map<string, InFlight>();

  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async authenticate<T>(clientIp: string, reply: FastifyReply, authenticate: () => T | Promise<T>): Promise<T> {
    const rule = failedAuthRule(this.config.rateLimits);
    const scope = `ip:${clientIp}`;
    const slot = await this.acquire(scope, reply, rule.limit);
    try {
      return await authenticate();
    } catch (error) {
      // Counted before the slot is released, so the next waiter's check sees it.
      if (error instanceof UnauthorizedException) await this.limiter.record(scope, rule);
      throw error;
    } finally {
      this.release(scope, slot);
    }
  }

  /** Waits for a free lookup slot of the address; 429 once it has no failures left. */
  private async acquire(scope: string, reply: FastifyReply, limit: number): Promise<InFlight> {
    for (;;) {
      let verdict;
      try {
        verdict = await this.limiter.peek(scope, failedAuthRule(this.config.rateLimits));
      } catch (error) {
        this.wakeNext(scope);
        throw error;
      }
      if (verdict && !verdict.allowed) {
        // Refused: the next waiter will be refused too, and must not wait for a release that may not come.
        this.wakeNext(scope);
        setRateLimitHeaders(reply, verdict);
        throw rateLimitExceeded(verdict);
      }
      // Without a verdict (store down: fail open) the budget is the whole limit.
      const left = verdict ? verdict.remaining : limit;
      const slot = this.inFlight.get(scope) ?? { count: 0, waiters: [] };
      if (slot.count < left) {
        slot.count++;
        this.inFlight.set(scope, slot);
        return slot;
      }
      await new Promise<void>((resolve) => slot.waiters.push(resolve));
    }
  }

  private release(scope: string, slot: InFlight): void {
    slot.count--;
    if (slot.count === 0 && slot.waiters.length === 0) this.inFlight.delete(scope);
    else this.wakeNext(scope);
  }

  private wakeNext(scope: string): void {
    const slot = this.inFlight.get(scope);
    const next = slot?.waiters.shift();
    if (next) next();
    else if (slot && slot.count === 0) this.inFlight.delete(scope);
  }
}

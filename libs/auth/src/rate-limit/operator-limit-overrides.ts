import { Injectable } from '@nestjs/common';
import { OperatorRepository } from '../keys/key.repositories';

/** How long an operator's overrides are reused before the row is read again. */
export const OVERRIDES_TTL_MS = 1000;

interface Cached {
  value: Promise<Readonly<Record<string, unknown>>>;
  expiresAt: number;
}

/**
 * The operator's `rate_limits` overrides (admin API, D14). Read from the database at most once a
 * second per operator and instance, so a PATCH takes effect everywhere within about a second
 * without a read of the operators table on every request. Concurrent misses share one read.
 */
@Injectable()
export class OperatorLimitOverrides {
  private readonly cache = new Map<string, Cached>();

  constructor(private readonly operators: OperatorRepository) {}

  of(operatorId: string): Promise<Readonly<Record<string, unknown>>> {
    const now = Date.now();
    const cached = this.cache.get(operatorId);
    if (cached && cached.expiresAt > now) return cached.value;
    if (this.cache.size > 10_000) this.evictExpired(now);
    const value = this.operators.findById(operatorId).then((operator) => operator?.rateLimits ?? {});
    this.cache.set(operatorId, { value, expiresAt: now + OVERRIDES_TTL_MS });
    // A failed read is not cached: the next request tries again.
    value.catch(() => this.cache.delete(operatorId));
    return value;
  }

  private evictExpired(now: number): void {
    for (const [id, cached] of this.cache) {
      if (cached.expiresAt <= now) this.cache.delete(id);
    }
  }
}

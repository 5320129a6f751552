import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { MetricsService } from '@app/common';
import { LimitRule, LimitVerdict, verdictOf } from './rate-limit-policy';
import { RateLimitStore } from './rate-limit.store';

/** A rule and the store key of its counter. */
export interface RuleCounter {
  key: string;
  rule: LimitRule;
}

/**
 * Applies limit rules to a scope (an operator, an internal key, a client IP) through the store.
 * When the store fails (Redis down or slow), it fails open: the caller gets no verdict and serves
 * the request; the failure is counted in `rate_limit_store_errors_total` and the outage is logged
 * once, when it starts and when it ends.
 */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly logger = new Logger(RateLimiter.name);
  private storeDown = false;
  private readonly storeErrors;
  private readonly refusals;

  constructor(
    private readonly store: RateLimitStore,
    metrics: MetricsService,
  ) {
    this.storeErrors = metrics.counter(
      'rate_limit_store_errors_total',
      'Rate-limit checks served without limiting because the store (Redis) failed',
      ['operation'],
    );
    this.refusals = metrics.counter('rate_limited_requests_total', 'Requests refused with 429, by the limit that refused them', ['limit']);
  }

  /** Checks every rule and counts the call against all of them, or refuses it without counting. */
  consume(scope: string, rules: readonly LimitRule[]): Promise<LimitVerdict | undefined> {
    return this.consumeCounters(rules.map((rule) => ({ key: counterKey(scope, rule.name), rule })));
  }

  /** The same, for counters whose keys the caller built (the throttler's generateKey). */
  async consumeCounters(counters: readonly RuleCounter[]): Promise<LimitVerdict | undefined> {
    const result = await this.guarded('consume', () =>
      this.store.consume(counters.map(({ key, rule }) => ({ key, limit: rule.limit, windowMs: rule.windowSeconds * 1000 }))),
    );
    if (!result) return undefined;
    const rules = counters.map((c) => c.rule);
    const verdict = verdictOf(rules, result.counters, result.allowed, Date.now());
    if (!verdict.allowed) this.refusals.inc({ limit: verdict.rule.name });
    return verdict;
  }

  /** Whether the rule's counter is exhausted, without counting. */
  async peek(scope: string, rule: LimitRule): Promise<LimitVerdict | undefined> {
    const state = await this.guarded('peek', () => this.store.peek(counterKey(scope, rule.name), rule.windowSeconds * 1000));
    if (!state) return undefined;
    const verdict = verdictOf([rule], [state], state.count < rule.limit, Date.now());
    if (!verdict.allowed) this.refusals.inc({ limit: rule.name });
    return verdict;
  }

  /** Counts one occurrence against the rule, whatever its count (e.g. a failed authentication). */
  async record(scope: string, rule: LimitRule): Promise<void> {
    await this.guarded('record', () =>
      this.store.consume([{ key: counterKey(scope, rule.name), limit: Number.MAX_SAFE_INTEGER, windowMs: rule.windowSeconds * 1000 }]),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }

  private async guarded<T>(operation: string, action: () => Promise<T>): Promise<T | undefined> {
    try {
      const result = await action();
      if (this.storeDown) {
        this.storeDown = false;
        this.logger.log('Rate-limit store reachable again: limits are enforced');
      }
      return result;
    } catch (error) {
      this.storeErrors.inc({ operation });
      if (!this.storeDown) {
        this.storeDown = true;
        this.logger.warn(
          `Rate-limit store unavailable (${(error as Error).message}): serving requests without rate limits until it returns`,
        );
      }
      return undefined;
    }
  }
}

/** `{...}` is a Redis Cluster hash tag: all counters of one scope live in one slot, as one script needs. */
export function counterKey(scope: string, limitName: string): string {
  return `ts:rl:{${scope}}:${limitName}`;
}

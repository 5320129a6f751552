import { Injectable } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { AppConfig } from '@app/common';
import { OperatorLimitOverrides } from './operator-limit-overrides';
import { RouteCategory } from './rate-limit-category';
import { internalRules, LimitRule, operatorLimit, operatorLimitNames, windowSecondsOf } from './rate-limit-policy';
import { rateLimitExceeded, setRateLimitHeaders } from './rate-limit-response';
import { RateLimiter } from './rate-limiter';

/**
 * One call counted against the same limits and counters as a guarded route's, for the calls that
 * no RateLimitGuard sees: the live streams, whose credential (operator key, internal key or a
 * player's game token) is only known inside their handler, and their WebSocket subscriptions.
 * Sets X-RateLimit-* on `reply` when there is one, and throws D3's 429 when refused.
 */
@Injectable()
export class CallLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly overrides: OperatorLimitOverrides,
    private readonly config: AppConfig,
  ) {}

  /** A call of `category` by the operator: its category (unless `general`), `general` and `burst`, with its overrides. */
  async operatorCall(operatorId: string, category: RouteCategory, reply?: FastifyReply): Promise<void> {
    const overrides = await this.overrides.of(operatorId);
    const settings = this.config.rateLimits;
    const rules: LimitRule[] = operatorLimitNames(category).map((name) => ({
      name,
      limit: operatorLimit(name, settings, overrides),
      windowSeconds: windowSecondsOf(name, settings),
    }));
    await this.consume(`op:${operatorId}`, rules, reply);
  }

  /** A call of the game platform, per internal key (D11). */
  async internalCall(keyId: string, reply?: FastifyReply): Promise<void> {
    await this.consume(`ik:${keyId}`, internalRules(this.config.rateLimits), reply);
  }

  /** The scopes are the throttlers' trackers (rate-limit-throttlers.ts): the same counters. */
  private async consume(scope: string, rules: LimitRule[], reply: FastifyReply | undefined): Promise<void> {
    const verdict = await this.limiter.consume(scope, rules);
    // No verdict: the store is down and the call is served unlimited (fail open).
    if (!verdict) return;
    if (reply) setRateLimitHeaders(reply, verdict);
    if (!verdict.allowed) throw rateLimitExceeded(verdict);
  }
}

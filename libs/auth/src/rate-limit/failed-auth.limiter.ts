import { Injectable } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { AppConfig, UnauthorizedException } from '@app/common';
import { failedAuthRule } from './rate-limit-policy';
import { rateLimitExceeded, setRateLimitHeaders } from './rate-limit-response';
import { RateLimiter } from './rate-limiter';

/**
 * Failed authentications per client IP (as the audit log derives it, TRUST_PROXY aware). Once
 * an address has failed RATE_LIMIT_FAILED_AUTH times in a window, every further attempt from it
 * gets 429 before any key is looked up, a valid key included, until the window ends. Covers
 * operator, internal and admin keys, in the same store as the other limits.
 */
@Injectable()
export class FailedAuthLimiter {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async authenticate<T>(clientIp: string, reply: FastifyReply, authenticate: () => T | Promise<T>): Promise<T> {
    const rule = failedAuthRule(this.config.rateLimits);
    const scope = `ip:${clientIp}`;
    const verdict = await this.limiter.peek(scope, rule);
    if (verdict && !verdict.allowed) {
      setRateLimitHeaders(reply, verdict);
      throw rateLimitExceeded(verdict);
    }
    try {
      return await authenticate();
    } catch (error) {
      if (error instanceof UnauthorizedException) await this.limiter.record(scope, rule);
      throw error;
    }
  }
}

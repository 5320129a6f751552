import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig, UnauthorizedException } from '@app/common';
import { routeCategory } from './rate-limit-category';
import { internalRules, operatorRules } from './rate-limit-policy';
import { rateLimitExceeded, setRateLimitHeaders } from './rate-limit-response';
import { OperatorLimitOverrides } from './operator-limit-overrides';
import { RateLimiter } from './rate-limiter';

/**
 * The rate-limit check of D4's order: after the key and the permission, per operator (all of
 * its keys and all instances together) or per internal key. Sets the X-RateLimit-* headers, or
 * refuses with 429 and Retry-After.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly overrides: OperatorLimitOverrides,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const auth = request.auth;
    if (!auth) throw new UnauthorizedException();
    const settings = this.config.rateLimits;
    const verdict =
      auth.kind === 'operator'
        ? await this.limiter.consume(
            `op:${auth.operatorId}`,
            operatorRules(routeCategory(request.method, request.routeOptions.url ?? request.url), settings, await this.overrides.of(auth.operatorId)),
          )
        : await this.limiter.consume(`ik:${auth.keyId}`, internalRules(settings));
    // No verdict: the store is down and the request is served unlimited (fail open).
    if (!verdict) return true;
    setRateLimitHeaders(http.getResponse<FastifyReply>(), verdict);
    if (!verdict.allowed) throw rateLimitExceeded(verdict);
    return true;
  }
}

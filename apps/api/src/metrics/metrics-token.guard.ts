import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { AppConfig, MetricsService, UnauthorizedException } from '@app/common';
import { bearerToken, hashSecret, headerValue, safeEqual } from '@app/auth';

/**
 * GET /metrics with METRICS_TOKEN set: `Authorization: Bearer <METRICS_TOKEN>`, compared in
 * constant time (both sides hashed first, so lengths match); anything else is 401
 * `unauthorized` / `INVALID_API_KEY`, like every refused key. Unset: the route is public.
 */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  private readonly expected?: string;

  constructor(
    config: AppConfig,
    private readonly metrics: MetricsService,
  ) {
    this.expected = config.metricsToken === undefined ? undefined : hashSecret(config.metricsToken);
  }

  canActivate(context: ExecutionContext): boolean {
    if (this.expected === undefined) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = bearerToken(headerValue(request, 'authorization'));
    if (token === undefined) {
      this.metrics.authFailures.inc({ kind: 'metrics', reason: 'missing' });
      throw new UnauthorizedException('Missing metrics token: send Authorization: Bearer <METRICS_TOKEN>');
    }
    if (!safeEqual(hashSecret(token), this.expected)) {
      this.metrics.authFailures.inc({ kind: 'metrics', reason: 'invalid' });
      throw new UnauthorizedException('Invalid metrics token');
    }
    return true;
  }
}

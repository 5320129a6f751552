import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig, DomainException, ErrorCode, UnauthorizedException } from '@app/common';
import { hashSecret, safeEqual } from '../domain/api-key-format';
import { FailedAuthLimiter } from '../rate-limit/failed-auth.limiter';
import { headerValue, requestOrigin } from '../request-auth';

/**
 * Platform administration: `X-Admin-Api-Key` equal to ADMIN_API_KEY, compared in constant time
 * (both sides hashed first, so lengths match). Without ADMIN_API_KEY the admin API does not
 * exist: every path answers 404 like an unknown route.
 */
@Injectable()
export class AdminKeyGuard implements CanActivate {
  constructor(
    private readonly config: AppConfig,
    private readonly failedAuth: FailedAuthLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.config.adminApiKey) {
      throw new DomainException(ErrorCode.NotFound, 'No such route or resource');
    }
    const adminApiKey = this.config.adminApiKey;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    // Wrong admin keys count against the same per-IP failed-authentication limit as API keys.
    return this.failedAuth.authenticate(requestOrigin(request).clientIp, reply, () => {
      const presented = headerValue(request, 'x-admin-api-key');
      if (!presented) throw new UnauthorizedException('Missing admin key: send X-Admin-Api-Key');
      if (!safeEqual(hashSecret(presented), hashSecret(adminApiKey))) {
        throw new UnauthorizedException('Invalid admin key');
      }
      return true;
    });
  }
}

import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../domain/api-key-format';
import { ApiKeyAuthenticator } from '../keys/api-key.authenticator';
import { FailedAuthLimiter } from '../rate-limit/failed-auth.limiter';
import { headerValue, requestOrigin } from '../request-auth';

/** Game-platform routes: `X-Internal-Api-Key: <key>` or `Authorization: Bearer internal_...` (D4). */
@Injectable()
export class InternalKeyGuard implements CanActivate {
  constructor(
    private readonly authenticator: ApiKeyAuthenticator,
    private readonly failedAuth: FailedAuthLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = headerValue(request, 'x-internal-api-key')?.trim();
    const authorization = headerValue(request, 'authorization');
    const token = header ?? (authorization === undefined ? undefined : (bearerToken(authorization) ?? ''));
    const origin = requestOrigin(request);
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    request.auth = await this.failedAuth.authenticate(origin.clientIp, reply, () => this.authenticator.authenticateInternal(token, origin));
    return true;
  }
}

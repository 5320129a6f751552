import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { bearerToken } from '../domain/api-key-format';
import { ApiKeyAuthenticator } from '../keys/api-key.authenticator';
import { headerValue, requestOrigin } from '../request-auth';

/** Game-platform routes: `X-Internal-Api-Key: <key>` or `Authorization: Bearer internal_...` (D4). */
@Injectable()
export class InternalKeyGuard implements CanActivate {
  constructor(private readonly authenticator: ApiKeyAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = headerValue(request, 'x-internal-api-key')?.trim();
    const authorization = headerValue(request, 'authorization');
    const token = header ?? (authorization === undefined ? undefined : (bearerToken(authorization) ?? ''));
    request.auth = await this.authenticator.authenticateInternal(token, requestOrigin(request));
    return true;
  }
}

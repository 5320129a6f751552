import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../domain/api-key-format';
import { ApiKeyAuthenticator } from '../keys/api-key.authenticator';
import { FailedAuthLimiter } from '../rate-limit/failed-auth.limiter';
import { headerValue, requestOrigin } from '../request-auth';

/** First check of every operator route: the key exists, is active and is an operator key. */
@Injectable()
export class OperatorKeyGuard implements CanActivate {
  constructor(
    private readonly authenticator: ApiKeyAuthenticator,
    private readonly failedAuth: FailedAuthLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = headerValue(request, 'authorization');
    const token = header === undefined ? undefined : (bearerToken(header) ?? '');
    const origin = requestOrigin(request);
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    request.auth = await this.failedAuth.authenticate(origin.clientIp, reply, () => this.authenticator.authenticateOperator(token, origin));
    return true;
  }
}

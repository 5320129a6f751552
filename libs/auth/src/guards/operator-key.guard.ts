import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { OperatorAuth } from '../domain/auth-context';
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
    const http = context.switchToHttp();
    await this.authenticate(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
    return true;
  }

  /**
   * The check itself, for code that serves an operator route without Nest's guard chain (the
   * leaderboard's cached reads): sets `request.auth`, or throws the 401 (or the failed-authentication 429).
   */
  async authenticate(request: FastifyRequest, reply: FastifyReply): Promise<OperatorAuth> {
    const header = headerValue(request, 'authorization');
    const token = header === undefined ? undefined : (bearerToken(header) ?? '');
    const origin = requestOrigin(request);
    const auth = await this.failedAuth.authenticate(origin.clientIp, reply, () => this.authenticator.authenticateOperator(token, origin));
    request.auth = auth;
    return auth;
  }
}

import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { bearerToken } from '../domain/api-key-format';
import { ApiKeyAuthenticator } from '../keys/api-key.authenticator';
import { headerValue, requestOrigin } from '../request-auth';

/** First check of every operator route: the key exists, is active and is an operator key. */
@Injectable()
export class OperatorKeyGuard implements CanActivate {
  constructor(private readonly authenticator: ApiKeyAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = headerValue(request, 'authorization');
    const token = header === undefined ? undefined : (bearerToken(header) ?? '');
    request.auth = await this.authenticator.authenticateOperator(token, requestOrigin(request));
    return true;
  }
}

import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import {
  ANY_REQUEST_ERRORS,
  ApiErrors,
  ApiPermissionRequired,
  ApiRateLimited,
  AuthErrorCode,
  DATABASE_ERRORS,
  UnauthorizedException,
} from '@app/common';
import { Permission, SECURITY } from '@app/auth';
import { StreamCredentials, StreamViewer } from '../stream-credentials';

const viewers = new WeakMap<FastifyRequest, StreamViewer>();

/** Authentication of a stream route, in the order of every route: credentials (401), permission (403), rate limit (429). */
@Injectable()
export class StreamAuthGuard implements CanActivate {
  constructor(private readonly credentials: StreamCredentials) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    viewers.set(request, await this.credentials.authenticate(request, http.getResponse<FastifyReply>()));
    return true;
  }
}

/**
 * The limits a stream's 429 can name: an operator's (or a token's operator's) results limits, an
 * internal key's, failed authentications, and `live_streams`, the streams an operator may have
 * open at once on one instance (STREAM_MAX_SUBSCRIBERS_PER_OPERATOR; `window_seconds` 0).
 */
const STREAM_RATE_LIMITS = ['results', 'general', 'burst', 'internal', 'internal_burst', 'failed_auth', 'live_streams'];

/**
 * A live stream route: an operator key with results.read, an internal key, or a player's game
 * token in `?token=`. Applies StreamAuthGuard and declares the Swagger security and auth errors.
 */
export function StreamAuth(): MethodDecorator {
  return applyDecorators(
    UseGuards(StreamAuthGuard),
    ApiBearerAuth(SECURITY.operator),
    ApiSecurity(SECURITY.internal),
    ApiSecurity(SECURITY.internalBearer),
    ApiSecurity(SECURITY.playerToken),
    ApiErrors(ANY_REQUEST_ERRORS, DATABASE_ERRORS, { 401: [AuthErrorCode.InvalidApiKey] }),
    ApiRateLimited(STREAM_RATE_LIMITS),
    ApiPermissionRequired(Permission.ResultsRead),
  );
}

/** The viewer StreamAuthGuard established. */
export const CurrentViewer = createParamDecorator((_: unknown, context: ExecutionContext): StreamViewer => {
  const viewer = viewers.get(context.switchToHttp().getRequest<FastifyRequest>());
  if (!viewer) throw new UnauthorizedException();
  return viewer;
});

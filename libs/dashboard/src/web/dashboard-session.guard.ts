import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { DashboardSessionsService } from '../sessions/dashboard-sessions.service';
import { clearSessionCookie, readCookie, SESSION_COOKIE } from './cookies';
import { csrfTokensMatch, submittedCsrfToken } from './csrf';
import { DashboardCsrfRefused, DashboardSignInRequired } from './dashboard-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every dashboard page but sign-in: resolves the session cookie to the signed-in user and its
 * operator, and refuses any state-changing request whose CSRF token does not match the session's.
 */
@Injectable()
export class DashboardSessionGuard implements CanActivate {
  constructor(private readonly sessions: DashboardSessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const token = readCookie(request, SESSION_COOKIE);
    const found = await this.sessions.lookup(token);
    if (found.state !== 'signed_in') {
      if (token) clearSessionCookie(request, http.getResponse<FastifyReply>());
      throw new DashboardSignInRequired(found.state === 'expired' ? 'expired' : 'signin');
    }
    if (!SAFE_METHODS.has(request.method) && !csrfTokensMatch(found.context.csrfToken, submittedCsrfToken(request))) {
      throw new DashboardCsrfRefused();
    }
    request.dashboard = found.context;
    return true;
  }
}

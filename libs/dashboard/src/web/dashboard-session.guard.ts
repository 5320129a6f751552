import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { FastifyReply, FastifyRequest } from 'fastify';
import { DashboardSessionsService } from '../sessions/dashboard-sessions.service';
import { clearSessionCookie, readCookie, SESSION_COOKIE } from './cookies';
import { csrfTokensMatch, submittedCsrfToken } from './csrf';
import { roleAllows } from '../domain/dashboard-roles';
import { DASHBOARD_ACTION } from './dashboard-action';
import { DashboardCsrfRefused, DashboardRoleRefused, DashboardSignInRequired } from './dashboard-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every dashboard page but sign-in: resolves the session cookie to the signed-in user and its
 * operator, refuses any state-changing request whose CSRF token does not match the session's, and
 * refuses a route marked with `@DashboardAction` to a role that does not grant it (403 page).
 */
@Injectable()
export class DashboardSessionGuard implements CanActivate {
  constructor(
    private readonly sessions: DashboardSessionsService,
    private readonly reflector: Reflector,
  ) {}

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
    const action = this.reflector.get(DASHBOARD_ACTION, context.getHandler());
    if (action && !roleAllows(found.context.role, action)) throw new DashboardRoleRefused(found.context.role, action);
    request.dashboard = found.context;
    return true;
  }
}

import { Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Clock, DomainException, ErrorCode } from '@app/common';
import { DashboardSessionsService } from '../sessions/dashboard-sessions.service';
import { Flash } from '../views/layout';
import { loginPage } from '../views/login.view';
import { DEVICE_COOKIE_MAX_AGE_DAYS } from '../domain/device-cookie';
import { landingPage } from '../domain/dashboard-roles';
import {
  clearLoginCsrfCookie,
  clearSessionCookie,
  DEVICE_COOKIE,
  LOGIN_CSRF_COOKIE,
  readCookie,
  SESSION_COOKIE,
  setDeviceCookie,
  setLoginCsrfCookie,
  setSessionCookie,
} from '../web/cookies';
import { csrfTokensMatch, submittedCsrfToken } from '../web/csrf';
import { DashboardPages, DashboardPublicPages } from '../web/dashboard-page.decorator';
import { CurrentDashboardUser, formField } from '../web/dashboard-request';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { redirectTo, sendPage } from '../web/render';

const REASONS: Record<string, Flash> = {
  expired: { kind: 'info', message: 'Your session has expired. Please sign in again.' },
  signin: { kind: 'info', message: 'Please sign in to continue.' },
  signed_out: { kind: 'success', message: 'You have signed out.' },
};

/**
 * The notice of a `?reason=` of the sign-in page: only one of REASONS' own keys, so that
 * `constructor`, `__proto__` or `toString` name nothing (never an inherited member of the object).
 */
export function loginFlash(reason: unknown): Flash | undefined {
  return typeof reason === 'string' && Object.prototype.hasOwnProperty.call(REASONS, reason) ? REASONS[reason] : undefined;
}

/** Only a path inside the dashboard: never an absolute or protocol-relative URL (open redirect). */
export function safeNext(next: unknown): string | undefined {
  if (typeof next !== 'string' || !next.startsWith('/dashboard') || next.startsWith('//') || /[\\\r\n]/.test(next)) return undefined;
  if (next.startsWith('/dashboard/login') || next.startsWith('/dashboard/logout')) return undefined;
  return next.length <= 512 ? next : undefined;
}

@DashboardPublicPages()
@Controller('dashboard')
export class LoginController {
  constructor(
    private readonly sessions: DashboardSessionsService,
    private readonly clock: Clock,
  ) {}

  /** The dashboard's address: the landing page of the signed-in user's role, or the sign-in page. */
  @Get()
  async home(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await this.sessions.lookup(readCookie(request, SESSION_COOKIE));
    if (signedIn.state === 'signed_in') return redirectTo(reply, landingPage(signedIn.context.role));
    return redirectTo(reply, signedIn.state === 'expired' ? '/dashboard/login?reason=expired' : '/dashboard/login');
  }

  @Get('login')
  async form(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Query('reason') reason?: string, @Query('next') next?: string) {
    const signedIn = await this.sessions.lookup(readCookie(request, SESSION_COOKIE));
    if (signedIn.state === 'signed_in') return redirectTo(reply, safeNext(next) ?? landingPage(signedIn.context.role));
    const csrfToken = randomBytes(32).toString('base64url');
    setLoginCsrfCookie(request, reply, csrfToken);
    return sendPage(reply, loginPage({ csrfToken, next: safeNext(next), flash: loginFlash(reason) }));
  }

  @Post('login')
  async signIn(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    const email = formField(body, 'email');
    const next = safeNext(formField(body, 'next'));
    const expected = readCookie(request, LOGIN_CSRF_COOKIE);
    const csrfToken = randomBytes(32).toString('base64url');
    const again = (status: number, message: string) => {
      setLoginCsrfCookie(request, reply, csrfToken);
      return sendPage(reply, loginPage({ csrfToken, email, next, flash: { kind: 'error', message } }), status);
    };
    if (!expected || !csrfTokensMatch(expected, submittedCsrfToken(request))) {
      return again(403, 'The sign-in form was refused because its security token (CSRF) is missing or invalid. Please try again.');
    }
    try {
      const signedIn = await this.sessions.signIn(email, formField(body, 'password'), {
        ip: request.ip,
        requestId: String(request.id),
        deviceToken: readCookie(request, DEVICE_COOKIE),
      });
      clearLoginCsrfCookie(request, reply);
      setSessionCookie(request, reply, signedIn.token, signedIn.absoluteExpiresAt, this.clock.now());
      setDeviceCookie(request, reply, signedIn.deviceToken, DEVICE_COOKIE_MAX_AGE_DAYS);
      return redirectTo(reply, next ?? landingPage(signedIn.context.role));
    } catch (error) {
      if (error instanceof DomainException && error.code === ErrorCode.RateLimitExceeded) {
        const retryAfter = Number(error.details?.retry_after ?? 1);
        void reply.header('retry-after', String(retryAfter));
        return again(429, `Too many sign-in attempts. Please wait ${retryAfter} seconds and try again.`);
      }
      if (error instanceof DomainException && error.code === ErrorCode.Unauthorized) return again(401, error.message);
      throw error;
    }
  }
}

@DashboardPages()
@Controller('dashboard')
export class LogoutController {
  constructor(private readonly sessions: DashboardSessionsService) {}

  @Post('logout')
  async signOut(@CurrentDashboardUser() user: DashboardContext, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await this.sessions.signOut(user, { ip: request.ip, requestId: String(request.id) });
    clearSessionCookie(request, reply);
    return redirectTo(reply, '/dashboard/login?reason=signed_out');
  }
}

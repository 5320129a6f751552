import { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie: httpOnly, SameSite=Strict, only sent to /dashboard, Secure over https. */
export const SESSION_COOKIE = 'ts_dashboard_session';
/** Double-submit token of the sign-in form, which has no session yet to hold a CSRF token. */
export const LOGIN_CSRF_COOKIE = 'ts_dashboard_login_csrf';
/** Signed proof that this browser has signed in as a user before (domain/device-cookie.ts); kept after sign-out. */
export const DEVICE_COOKIE = 'ts_dashboard_device';
export const DASHBOARD_PATH = '/dashboard';

function options(request: FastifyRequest, maxAgeSeconds?: number) {
  return {
    path: DASHBOARD_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is set.
    secure: request.protocol === 'https',
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies?.[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date, now: Date): void {
  const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  void reply.setCookie(SESSION_COOKIE, token, options(request, maxAge));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, options(request));
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeDays: number): void {
  void reply.setCookie(DEVICE_COOKIE, value, options(request, maxAgeDays * 24 * 3600));
}

export function setLoginCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(LOGIN_CSRF_COOKIE, token, options(request, 3600));
}

export function clearLoginCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(LOGIN_CSRF_COOKIE, options(request));
}

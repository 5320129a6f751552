import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { AppConfig, Clock, DomainException, ErrorCode, newId } from '@app/common';
import { DashboardSessionEntity, DashboardUserEntity } from '@app/database';
import { AuditLogWriter, LimitRule, RateLimiter, rateLimitExceeded } from '@app/auth';
import { spendPasswordCheck, verifyPassword } from '../domain/password';
import { extendedExpiry, isSessionLive, newSessionTimes, SessionLifetime } from '../domain/session-policy';
import { normalizeEmail } from '../users/dashboard-users.service';
import { DashboardUserRepository } from '../users/dashboard-user.repository';
import { DashboardSessionRepository } from './dashboard-session.repository';

/** Who is signed in: what every dashboard page reads, established by DashboardSessionGuard. */
export interface DashboardContext {
  sessionId: string;
  userId: string;
  email: string;
  /** The tenant: every page reads and writes this operator's data only. */
  operatorId: string;
  /** Synchronizer token that every form of this session must send back. */
  csrfToken: string;
}

export type SessionLookup = { state: 'signed_in'; context: DashboardContext } | { state: 'expired' } | { state: 'none' };

export interface SignedIn {
  /** The cookie value; only its SHA-256 is stored. */
  token: string;
  context: DashboardContext;
  absoluteExpiresAt: Date;
}

export interface SignInClient {
  ip: string;
  requestId: string;
}

/** The one message for an unknown address, a disabled user and a wrong password alike. */
export const SIGN_IN_FAILED = 'Email or password is incorrect.';

export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Dashboard sign-in, sessions and sign-out (D13). */
@Injectable()
export class DashboardSessionsService {
  constructor(
    private readonly users: DashboardUserRepository,
    private readonly sessions: DashboardSessionRepository,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditLogWriter,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  private get lifetime(): SessionLifetime {
    const { sessionIdleMinutes, sessionMaxHours } = this.config.dashboard;
    return { idleMinutes: sessionIdleMinutes, maxHours: sessionMaxHours };
  }

  /**
   * Counts the attempt against its client IP and its e-mail address (so neither one address
   * guessing many passwords nor many addresses guessing one password get far), then checks the
   * password. Throws 429 when over the limit, 401 with one message for every kind of failure.
   */
  async signIn(rawEmail: unknown, password: unknown, client: SignInClient): Promise<SignedIn> {
    const email = normalizeEmail(rawEmail);
    const secret = typeof password === 'string' ? password : '';
    await this.countAttempt(email, client.ip);
    const user = email ? await this.users.findForSignIn(email) : null;
    const valid = user && !user.disabledAt ? await verifyPassword(secret, user.passwordHash) : (await spendPasswordCheck(secret), false);
    if (!user || !valid) {
      this.audit.record({
        operatorId: user?.operatorId ?? null,
        action: 'dashboard.login_failed',
        requestId: client.requestId,
        clientIp: client.ip,
        details: { email: email.slice(0, 254), reason: !user ? 'unknown_user' : user.disabledAt ? 'disabled' : 'wrong_password' },
      });
      throw new DomainException(ErrorCode.Unauthorized, SIGN_IN_FAILED);
    }
    return this.openSession(user, client);
  }

  async lookup(token: string | undefined): Promise<SessionLookup> {
    if (!token || token.length > 128) return { state: 'none' };
    const found = await this.sessions.findByTokenHash(sessionTokenHash(token));
    if (!found) return { state: 'none' };
    const { session, user } = found;
    const now = this.clock.now();
    if (user.disabledAt) {
      await this.sessions.delete(session.id);
      return { state: 'none' };
    }
    if (!isSessionLive(session, now)) {
      await this.sessions.delete(session.id);
      return { state: 'expired' };
    }
    const extended = extendedExpiry(session, now, this.lifetime);
    if (extended) await this.sessions.extend(session.id, extended, now);
    return { state: 'signed_in', context: toContext(session, user) };
  }

  async signOut(context: DashboardContext, client: SignInClient): Promise<void> {
    await this.sessions.delete(context.sessionId);
    this.audit.record({
      operatorId: context.operatorId,
      action: 'dashboard.logout',
      requestId: client.requestId,
      clientIp: client.ip,
      details: { user_id: context.userId, email: context.email },
    });
  }

  private async countAttempt(email: string, ip: string): Promise<void> {
    const { loginAttempts, loginWindowSeconds } = this.config.dashboard;
    const rule: LimitRule = { name: 'dashboard_login', limit: loginAttempts, windowSeconds: loginWindowSeconds };
    const counters = [{ key: `dashboard-login:ip:${ip}`, rule }];
    if (email) counters.push({ key: `dashboard-login:email:${createHash('sha256').update(email).digest('hex')}`, rule });
    const verdict = await this.limiter.consumeCounters(counters);
    if (verdict && !verdict.allowed) throw rateLimitExceeded(verdict);
  }

  private async openSession(user: DashboardUserEntity, client: SignInClient): Promise<SignedIn> {
    const now = this.clock.now();
    const token = randomBytes(32).toString('base64url');
    const times = newSessionTimes(now, this.lifetime);
    const session = await this.sessions.insert(
      Object.assign(new DashboardSessionEntity(), {
        id: newId(),
        tokenHash: sessionTokenHash(token),
        userId: user.id,
        operatorId: user.operatorId,
        csrfToken: randomBytes(32).toString('base64url'),
        createdAt: now,
        lastSeenAt: now,
        ...times,
      }),
    );
    await this.users.markSignedIn(user.operatorId, user.id, now);
    this.audit.record({
      operatorId: user.operatorId,
      action: 'dashboard.login',
      requestId: client.requestId,
      clientIp: client.ip,
      details: { user_id: user.id, email: user.email },
    });
    return { token, context: toContext(session, user), absoluteExpiresAt: times.absoluteExpiresAt };
  }
}

function toContext(session: DashboardSessionEntity, user: DashboardUserEntity): DashboardContext {
  return { sessionId: session.id, userId: user.id, email: user.email, operatorId: session.operatorId, csrfToken: session.csrfToken };
}

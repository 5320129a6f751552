import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { activeSecretBox, AppConfig, Clock, DomainException, ErrorCode, newId } from '@app/common';
import { DashboardSessionEntity, DashboardUserEntity } from '@app/database';
import { AuditLogWriter, LimitRule, RateLimiter, rateLimitExceeded } from '@app/auth';
import {
  DEVICE_COOKIE_KEY_PURPOSE,
  DeviceClaim,
  issueDeviceCookie,
  SLOWDOWN_MEMORY_SECONDS,
  slowdownSeconds,
  verifyDeviceCookie,
} from '../domain/device-cookie';
import { DashboardRole } from '../domain/dashboard-roles';
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
  /** What the user may change (read at every request, so a role change applies at once). */
  role: DashboardRole;
}

export type SessionLookup = { state: 'signed_in'; context: DashboardContext } | { state: 'expired' } | { state: 'none' };

export interface SignedIn {
  /** The cookie value; only its SHA-256 is stored. */
  token: string;
  context: DashboardContext;
  absoluteExpiresAt: Date;
  /** A fresh device cookie value for this browser and user. */
  deviceToken: string;
}

export interface SignInClient {
  ip: string;
  requestId: string;
  /** The device cookie the browser sent, if any. */
  deviceToken?: string;
}

/** Counts of the slowed attempts of an address are read from a counter with this (never reached) limit. */
const SLOWED_COUNTER_LIMIT = 1_000_000_000;

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
   * Counts the attempt, then checks the password. Throws 429 when over a limit, 401 with one
   * message for every kind of failure. The limits (DASHBOARD_LOGIN_ATTEMPTS per
   * DASHBOARD_LOGIN_WINDOW_SECONDS each):
   * - per client IP, whatever the address, and per (address, client IP): one client gets no
   *   further than the limit, with any password, against one account or many;
   * - a browser with a valid device cookie of this user (it signed in as this user before): per
   *   device cookie, and nothing per address, so guesses from elsewhere never keep it out;
   * - any other browser: per address from every IP together; once that is used up the address
   *   is slowed (one attempt per period, the period growing up to the window), never locked.
   */
  async signIn(rawEmail: unknown, password: unknown, client: SignInClient): Promise<SignedIn> {
    const email = normalizeEmail(rawEmail);
    const secret = typeof password === 'string' ? password : '';
    const user = email ? await this.users.findForSignIn(email) : null;
    const device = user ? verifyDeviceCookie(client.deviceToken, this.deviceKeys(), user.id, this.clock.now()) : undefined;
    await this.countAttempt(email, client.ip, device);
    const valid = user && !user.disabledAt ? await verifyPassword(secret, user.passwordHash) : (await spendPasswordCheck(secret), false);
    if (!user || !valid) {
      this.audit.record({
        operatorId: user?.operatorId ?? null,
        action: 'dashboard.login_failed',
        requestId: client.requestId,
        clientIp: client.ip,
        details: {
          email: email.slice(0, 254),
          reason: !user ? 'unknown_user' : user.disabledAt ? 'disabled' : 'wrong_password',
          known_device: device !== undefined,
        },
      });
      throw new DomainException(ErrorCode.Unauthorized, SIGN_IN_FAILED);
    }
    return this.openSession(user, client, device);
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

  private async countAttempt(email: string, ip: string, device: DeviceClaim | undefined): Promise<void> {
    const { loginAttempts, loginWindowSeconds } = this.config.dashboard;
    const rule: LimitRule = { name: 'dashboard_login', limit: loginAttempts, windowSeconds: loginWindowSeconds };
    const address = email ? createHash('sha256').update(email).digest('hex') : '';
    const counters = [{ key: `dashboard-login:ip:${ip}`, rule }];
    if (address) counters.push({ key: `dashboard-login:address-ip:${address}:${ip}`, rule });
    if (device) {
      const verdict = await this.limiter.consumeCounters([...counters, { key: `dashboard-login:device:${device.nonce}`, rule }]);
      if (verdict && !verdict.allowed) throw rateLimitExceeded(verdict);
      return;
    }
    if (!address) {
      const verdict = await this.limiter.consumeCounters(counters);
      if (verdict && !verdict.allowed) throw rateLimitExceeded(verdict);
      return;
    }
    const addressRule: LimitRule = { name: 'dashboard_login_address', limit: loginAttempts, windowSeconds: loginWindowSeconds };
    const verdict = await this.limiter.consumeCounters([...counters, { key: `dashboard-login:address:${address}`, rule: addressRule }]);
    if (!verdict || verdict.allowed) return;
    if (verdict.rule.name !== addressRule.name) throw rateLimitExceeded(verdict);
    // The address's own attempts are used up: slowed, not locked. One attempt per period (a
    // counter of limit 1 whose window is the period, taken atomically with the client's counters,
    // so a parallel burst gets one attempt too); each one lengthens the next period.
    const memory: LimitRule = { name: 'dashboard_login_slowdown', limit: SLOWED_COUNTER_LIMIT, windowSeconds: SLOWDOWN_MEMORY_SECONDS };
    const slowedScope = `dashboard-login:slowed:${address}`;
    const seen = await this.limiter.peek(slowedScope, memory);
    const slowed = seen ? memory.limit - seen.remaining : 0;
    const period: LimitRule = { name: 'dashboard_login_slowdown', limit: 1, windowSeconds: slowdownSeconds(slowed, loginWindowSeconds) };
    const gate = await this.limiter.consumeCounters([...counters, { key: `dashboard-login:slowdown:${address}`, rule: period }]);
    if (gate && !gate.allowed) throw rateLimitExceeded(gate);
    await this.limiter.record(slowedScope, memory);
  }

  /** The keys that sign device cookies: derived from the secrets key (the first signs, all verify). */
  private deviceKeys(): Buffer[] {
    return activeSecretBox().derivedKeys(DEVICE_COOKIE_KEY_PURPOSE);
  }

  private async openSession(user: DashboardUserEntity, client: SignInClient, device: DeviceClaim | undefined): Promise<SignedIn> {
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
      details: { user_id: user.id, email: user.email, known_device: device !== undefined },
    });
    const deviceToken = issueDeviceCookie(this.deviceKeys(), user.id, now);
    return { token, context: toContext(session, user), absoluteExpiresAt: times.absoluteExpiresAt, deviceToken };
  }
}

function toContext(session: DashboardSessionEntity, user: DashboardUserEntity): DashboardContext {
  return {
    sessionId: session.id,
    userId: user.id,
    email: user.email,
    operatorId: session.operatorId,
    csrfToken: session.csrfToken,
    role: user.role,
  };
}

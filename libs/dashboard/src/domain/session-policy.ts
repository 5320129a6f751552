/**
 * Dashboard session lifetime (D13): a session ends after `idleMinutes` without a request, and
 * `maxHours` after sign-in whatever happens. Plain arithmetic, so it is tested without a clock.
 */
export interface SessionLifetime {
  idleMinutes: number;
  maxHours: number;
}

export interface SessionTimes {
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

const MINUTE = 60_000;

export function newSessionTimes(now: Date, lifetime: SessionLifetime): SessionTimes {
  const absoluteExpiresAt = new Date(now.getTime() + lifetime.maxHours * 60 * MINUTE);
  return { expiresAt: idleExpiry(now, lifetime, absoluteExpiresAt), absoluteExpiresAt };
}

export function isSessionLive(session: SessionTimes, now: Date): boolean {
  return now.getTime() < session.expiresAt.getTime() && now.getTime() < session.absoluteExpiresAt.getTime();
}

/**
 * The idle expiry after a request at `now`, or undefined when it need not be written yet: it is
 * moved at most once a minute, so browsing does not write on every page.
 */
export function extendedExpiry(session: SessionTimes, now: Date, lifetime: SessionLifetime): Date | undefined {
  const next = idleExpiry(now, lifetime, session.absoluteExpiresAt);
  return next.getTime() - session.expiresAt.getTime() >= MINUTE ? next : undefined;
}

function idleExpiry(now: Date, lifetime: SessionLifetime, absolute: Date): Date {
  return new Date(Math.min(now.getTime() + lifetime.idleMinutes * MINUTE, absolute.getTime()));
}

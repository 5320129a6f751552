import fc from 'fast-check';
import { extendedExpiry, isSessionLive, newSessionTimes, SessionLifetime, SessionTimes } from './session-policy';

// D13: a dashboard session ends after a time without requests, and at a fixed time after sign-in.

const MINUTE = 60_000;
const LIFETIME: SessionLifetime = { idleMinutes: 30, maxHours: 12 };
const SIGN_IN = new Date('2025-06-01T08:00:00Z');
const at = (minutes: number) => new Date(SIGN_IN.getTime() + minutes * MINUTE);

describe('newSessionTimes', () => {
  it('starts with the idle expiry and the absolute expiry from sign-in', () => {
    expect(newSessionTimes(SIGN_IN, LIFETIME)).toEqual({ expiresAt: at(30), absoluteExpiresAt: at(12 * 60) });
  });

  it('never sets the idle expiry past the absolute one', () => {
    expect(newSessionTimes(SIGN_IN, { idleMinutes: 120, maxHours: 1 })).toEqual({ expiresAt: at(60), absoluteExpiresAt: at(60) });
  });
});

describe('isSessionLive', () => {
  const session = newSessionTimes(SIGN_IN, LIFETIME);

  it('is live until the idle expiry, and not at it', () => {
    expect(isSessionLive(session, SIGN_IN)).toBe(true);
    expect(isSessionLive(session, new Date(at(30).getTime() - 1))).toBe(true);
    expect(isSessionLive(session, at(30))).toBe(false);
    expect(isSessionLive(session, at(31))).toBe(false);
  });

  it('is over at the absolute expiry even when the idle expiry is later', () => {
    const busy: SessionTimes = { expiresAt: at(12 * 60 + 20), absoluteExpiresAt: at(12 * 60) };
    expect(isSessionLive(busy, at(12 * 60 - 1))).toBe(true);
    expect(isSessionLive(busy, at(12 * 60))).toBe(false);
  });
});

describe('extendedExpiry', () => {
  it('moves the idle expiry forward after a request', () => {
    const session = newSessionTimes(SIGN_IN, LIFETIME);
    expect(extendedExpiry(session, at(10), LIFETIME)).toEqual(at(40));
  });

  it('writes at most once a minute: a request within a minute of the last move changes nothing', () => {
    const session = newSessionTimes(SIGN_IN, LIFETIME);
    expect(extendedExpiry(session, new Date(SIGN_IN.getTime() + 59_999), LIFETIME)).toBeUndefined();
    expect(extendedExpiry(session, at(1), LIFETIME)).toEqual(at(31));
  });

  it('never moves past the absolute expiry', () => {
    const earlier: SessionTimes = { expiresAt: at(12 * 60 - 10), absoluteExpiresAt: at(12 * 60) };
    expect(extendedExpiry(earlier, at(12 * 60 - 20), LIFETIME)).toEqual(at(12 * 60));
    const capped: SessionTimes = { expiresAt: at(12 * 60), absoluteExpiresAt: at(12 * 60) };
    expect(extendedExpiry(capped, at(12 * 60 - 5), LIFETIME)).toBeUndefined();
  });

  it('keeps a session busy every few minutes alive until exactly the absolute limit (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 48 }),
        fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 60 }),
        (idleMinutes, maxHours, gaps) => {
          const lifetime = { idleMinutes, maxHours };
          let session = newSessionTimes(SIGN_IN, lifetime);
          let now = SIGN_IN.getTime();
          for (const gap of gaps) {
            now += gap * 1000 * 30;
            const live = isSessionLive(session, new Date(now));
            // Live exactly when within the idle time of the last move and before the absolute limit.
            expect(live).toBe(now < session.expiresAt.getTime() && now < SIGN_IN.getTime() + maxHours * 3600_000);
            if (!live) break;
            expect(session.expiresAt.getTime()).toBeLessThanOrEqual(session.absoluteExpiresAt.getTime());
            const next = extendedExpiry(session, new Date(now), lifetime);
            if (next) {
              expect(next.getTime()).toBeGreaterThan(session.expiresAt.getTime());
              session = { ...session, expiresAt: next };
            }
            // The idle expiry is never more than a minute short of "idle time after this request".
            expect(session.expiresAt.getTime()).toBeGreaterThan(
              Math.min(now + idleMinutes * MINUTE, session.absoluteExpiresAt.getTime()) - MINUTE,
            );
          }
        },
      ),
    );
  });
});

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie of the dashboard: proof that this browser has signed in as this user before.
 * A browser that presents a valid one for the user it signs in as is not held back by the
 * per-address sign-in limit, which attackers elsewhere can exhaust; it still counts against the
 * per-IP, per-(address, IP) and its own per-device limits.
 *
 * Form: `d1.<user id>.<issued at, unix seconds>.<nonce>.<HMAC-SHA256 of the rest, base64url>`,
 * signed with a key derived from the secrets key. It holds no secret and grants nothing by
 * itself (the password is still checked): it only tells which limit applies. Bound to the user
 * (another user's cookie is ignored), and valid for DEVICE_COOKIE_MAX_AGE_DAYS after it was
 * issued, whatever the browser does with Max-Age; each sign-in issues a fresh one.
 */
export const DEVICE_COOKIE_MAX_AGE_DAYS = 180;
/** The purpose its signing key is derived for (SecretBox.derivedKeys). */
export const DEVICE_COOKIE_KEY_PURPOSE = 'dashboard-device-cookie';

const VERSION = 'd1';
const DAY_SECONDS = 24 * 3600;
/** Clocks of several instances may differ a little: a cookie issued this far "in the future" is still accepted. */
const CLOCK_SKEW_SECONDS = 300;
const FORM = /^d1\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface DeviceClaim {
  userId: string;
  issuedAt: Date;
  /** Random per cookie: names its own attempt counter. */
  nonce: string;
}

function mac(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** A new device cookie value for the user, signed with the first key. */
export function issueDeviceCookie(
  keys: readonly Buffer[],
  userId: string,
  now: Date,
  nonce = randomBytes(16).toString('base64url'),
): string {
  if (keys.length === 0) throw new Error('No key to sign the device cookie with');
  const payload = `${VERSION}.${userId}.${Math.floor(now.getTime() / 1000)}.${nonce}`;
  return `${payload}.${mac(keys[0], payload)}`;
}

/**
 * The claim of a device cookie when it is well formed, signed with one of the keys (in constant
 * time, exact base64url spelling only), issued for `userId` and not older than the maximum age;
 * otherwise undefined, whatever is wrong with it.
 */
export function verifyDeviceCookie(value: string | undefined, keys: readonly Buffer[], userId: string, now: Date): DeviceClaim | undefined {
  if (!value || value.length > 200) return undefined;
  const match = FORM.exec(value);
  if (!match) return undefined;
  const [, claimedUser, issued, nonce, signature] = match;
  const payload = `${VERSION}.${claimedUser}.${issued}.${nonce}`;
  const given = Buffer.from(signature);
  // Every key is tried (no early exit), so timing does not tell which one matched.
  const signed = keys.map((key) => timingSafeEqual(Buffer.from(mac(key, payload)), given)).some(Boolean);
  if (!signed || claimedUser !== userId) return undefined;
  const issuedSeconds = Number(issued);
  const nowSeconds = now.getTime() / 1000;
  if (issuedSeconds > nowSeconds + CLOCK_SKEW_SECONDS || nowSeconds - issuedSeconds > DEVICE_COOKIE_MAX_AGE_DAYS * DAY_SECONDS)
    return undefined;
  return { userId: claimedUser, issuedAt: new Date(issuedSeconds * 1000), nonce };
}

/**
 * The sign-in slow-down for an address whose per-address attempts (from unrecognised browsers)
 * are used up: one attempt per period, and each attempt made in this state lengthens the next
 * period: 5 s, 10 s, 20 s, ... up to the attempt window. Never longer than the window, so the
 * address is slowed, never locked for good; a recognised browser is never slowed.
 */
export function slowdownSeconds(slowedAttempts: number, windowSeconds: number): number {
  const doubling = Math.min(Math.max(0, Math.floor(slowedAttempts)), 30);
  return Math.max(1, Math.min(windowSeconds, SLOWDOWN_FIRST_SECONDS * 2 ** doubling));
}

export const SLOWDOWN_FIRST_SECONDS = 5;
/** How long slowed attempts are remembered (the growth of the period), in seconds. */
export const SLOWDOWN_MEMORY_SECONDS = DAY_SECONDS;

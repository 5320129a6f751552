import fc from 'fast-check';
import { DEVICE_COOKIE_MAX_AGE_DAYS, issueDeviceCookie, slowdownSeconds, verifyDeviceCookie } from './device-cookie';

// The dashboard's device cookie: a browser that signed in as a user before is not held back by
// the per-address limit that attackers elsewhere can use up. It must be unforgeable, bound to its
// user, and expire.

const KEY = Buffer.alloc(32, 1);
const OLD_KEY = Buffer.alloc(32, 2);
const ALICE = '0193a000-0000-7000-8000-00000000a11c';
const BOB = '0193a000-0000-7000-8000-000000000b0b';
const NOW = new Date('2025-06-01T08:00:00Z');
const DAY = 24 * 3600_000;

describe('device cookie', () => {
  it('is accepted for the user it was issued to, with its nonce and date', () => {
    const cookie = issueDeviceCookie([KEY], ALICE, NOW, 'n'.repeat(22));
    expect(cookie).toMatch(/^d1\.0193a000-0000-7000-8000-00000000a11c\.\d+\.n{22}\.[A-Za-z0-9_-]{43}$/);
    expect(verifyDeviceCookie(cookie, [KEY], ALICE, NOW)).toEqual({ userId: ALICE, issuedAt: NOW, nonce: 'n'.repeat(22) });
  });

  it('gives another user nothing', () => {
    expect(verifyDeviceCookie(issueDeviceCookie([KEY], ALICE, NOW), [KEY], BOB, NOW)).toBeUndefined();
  });

  it('refuses a cookie whose user, date or nonce was changed, or that was signed with another key', () => {
    const cookie = issueDeviceCookie([KEY], ALICE, NOW);
    const [version, , issued, nonce, mac] = cookie.split('.');
    expect(verifyDeviceCookie([version, BOB, issued, nonce, mac].join('.'), [KEY], BOB, NOW)).toBeUndefined();
    expect(verifyDeviceCookie([version, ALICE, String(Number(issued) + 1), nonce, mac].join('.'), [KEY], ALICE, NOW)).toBeUndefined();
    // Another last character (the nonce is random: it may already end in A).
    const changedNonce = `${nonce.slice(0, -1)}${nonce.endsWith('A') ? 'B' : 'A'}`;
    expect(changedNonce).not.toBe(nonce);
    expect(verifyDeviceCookie([version, ALICE, issued, changedNonce, mac].join('.'), [KEY], ALICE, NOW)).toBeUndefined();
    expect(verifyDeviceCookie(issueDeviceCookie([OLD_KEY], ALICE, NOW), [KEY], ALICE, NOW)).toBeUndefined();
  });

  it('refuses every altered spelling of a valid cookie', () => {
    const cookie = issueDeviceCookie([KEY], ALICE, NOW);
    fc.assert(
      fc.property(fc.nat(cookie.length - 1), fc.constantFrom(...'abcXYZ019-_.='), (at, char) => {
        const altered = cookie.slice(0, at) + char + cookie.slice(at + 1);
        fc.pre(altered !== cookie);
        expect(verifyDeviceCookie(altered, [KEY], ALICE, NOW)).toBeUndefined();
      }),
    );
    for (const junk of [undefined, '', 'd1', `${cookie}=`, `${cookie}.x`, ` ${cookie}`, cookie.toUpperCase(), 'x'.repeat(5000)]) {
      expect(verifyDeviceCookie(junk, [KEY], ALICE, NOW)).toBeUndefined();
    }
  });

  it('keeps cookies signed with a previous key valid after a rotation, and signs with the current one', () => {
    const before = issueDeviceCookie([OLD_KEY], ALICE, NOW);
    expect(verifyDeviceCookie(before, [KEY, OLD_KEY], ALICE, NOW)).toBeDefined();
    expect(verifyDeviceCookie(issueDeviceCookie([KEY, OLD_KEY], ALICE, NOW), [KEY], ALICE, NOW)).toBeDefined();
  });

  it(`expires ${DEVICE_COOKIE_MAX_AGE_DAYS} days after it was issued, and is not accepted from the future`, () => {
    const cookie = issueDeviceCookie([KEY], ALICE, NOW);
    expect(verifyDeviceCookie(cookie, [KEY], ALICE, new Date(NOW.getTime() + DEVICE_COOKIE_MAX_AGE_DAYS * DAY))).toBeDefined();
    expect(verifyDeviceCookie(cookie, [KEY], ALICE, new Date(NOW.getTime() + DEVICE_COOKIE_MAX_AGE_DAYS * DAY + 1000))).toBeUndefined();
    expect(verifyDeviceCookie(cookie, [KEY], ALICE, new Date(NOW.getTime() - DAY))).toBeUndefined();
  });
});

describe('slowdownSeconds', () => {
  it('starts at 5 s and doubles with each slowed attempt, up to the window', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map((n) => slowdownSeconds(n, 900))).toEqual([
      5, 10, 20, 40, 80, 160, 320, 640, 900, 900, 900,
    ]);
  });

  it('is never longer than the window nor shorter than a second', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 86_400 }), (slowed, window) => {
        const seconds = slowdownSeconds(slowed, window);
        expect(seconds).toBeGreaterThanOrEqual(1);
        expect(seconds).toBeLessThanOrEqual(window);
      }),
    );
  });
});

import { loadConfig, ManualClock } from '@app/common';
import { createDashboardUser, DashboardSession, DashboardUser, PageResponse } from '../../support/dashboard-client';
import { createOperator } from '../../support/factories';
import { startTestApp, TestApp } from '../../support/test-app';
import { recordFigures } from '../support/figures';

// OWASP API2:2023 (broken authentication), the other side of brute-force protection: an attacker
// who only knows a dashboard user's e-mail address tries to keep that user out by sending wrong
// passwords, from several addresses, every window, for an hour (the clock is moved, not waited
// for). The user's own browser (it signed in before: device cookie) must get in every time; a new
// browser of the user only waits out a short slow-down; the attacker, whose guesses include the
// right password once each address is over its limit, and who also presents forged cookies and
// the genuine device cookie of an account of its own, must never be let in.

const ATTEMPTS = 10;
const WINDOW_SECONDS = 900;
const ROUNDS = 4;
const ATTACKER_IPS_PER_ROUND = 4;
const GUESSES_PER_IP = 13;
/** Position of the right password in each attacking address's list: past its limit. */
const RIGHT_PASSWORD_AT = 12;
const BURST = 30;
const DEVICE_COOKIE = 'ts_dashboard_device';

describe('attack.dashboard-lockout: wrong passwords to keep a dashboard user out (OWASP API2)', () => {
  const clock = new ManualClock();
  let t: TestApp;
  let victim: DashboardUser;
  let attackerAccount: DashboardUser;
  let ipSeq = 0;
  const nextIp = () => `198.18.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  beforeAll(async () => {
    t = await startTestApp(
      { trustProxy: true, dashboard: { ...loadConfig({}).dashboard, loginAttempts: ATTEMPTS, loginWindowSeconds: WINDOW_SECONDS } },
      [],
      { clock },
    );
    victim = await createDashboardUser(t, (await createOperator(t)).operatorId);
    attackerAccount = await createDashboardUser(t, (await createOperator(t)).operatorId);
  });
  afterAll(async () => t?.close());

  async function signIn(browser: DashboardSession, email: string, password: string, ip: string): Promise<PageResponse> {
    await browser.get('/dashboard/login', from(ip));
    return browser.postForm('/dashboard/login', { email, password }, from(ip));
  }

  async function signOut(browser: DashboardSession, ip: string): Promise<void> {
    await browser.get('/dashboard/tournaments', from(ip));
    expect((await browser.postForm('/dashboard/logout', {}, from(ip))).status).toBe(303);
  }

  it('keeps the user able to sign in from a known browser every time, a new browser after a short wait, and lets the attacker in never', async () => {
    const home = nextIp();
    const homeBrowser = new DashboardSession(t.baseUrl);
    expect((await signIn(homeBrowser, victim.email, victim.password, home)).status).toBe(303);
    await signOut(homeBrowser, home);
    const attackerBrowser = new DashboardSession(t.baseUrl);
    expect((await signIn(attackerBrowser, attackerAccount.email, attackerAccount.password, nextIp())).status).toBe(303);
    const attackersOwnCookie = attackerBrowser.cookies.get(DEVICE_COOKIE)!;
    const victimCookie = homeBrowser.cookies.get(DEVICE_COOKIE)!;
    clock.advance(WINDOW_SECONDS * 1000);

    const counts = {
      attempts: 0,
      checked_401: 0,
      refused_429: 0,
      attacker_accepted: 0,
      other: 0,
      right_password_guesses: 0,
      right_password_refused_429: 0,
    };
    const tally = (status: number) => {
      counts.attempts++;
      if (status === 401) counts.checked_401++;
      else if (status === 429) counts.refused_429++;
      else if (status === 303) counts.attacker_accepted++;
      else counts.other++;
    };
    let maxPasswordsCheckedPerIp = 0;
    let maxBurstChecked = 0;
    let knownSignIns = 0;
    let knownRefused = 0;
    let newBrowserSignIns = 0;
    let newBrowserMaxWaitSeconds = 0;
    let forgedAttempts = 0;
    let forgedExempted = 0;

    for (let round = 0; round < ROUNDS; round++) {
      // A parallel burst from fresh addresses as the window opens: the counters are taken
      // atomically, so no more passwords are checked than the address's attempts plus one slowed one.
      const burst = await Promise.all(
        Array.from({ length: BURST }, (_, i) => signIn(new DashboardSession(t.baseUrl), victim.email, `burst ${round}.${i}`, nextIp())),
      );
      burst.forEach((res) => tally(res.status));
      maxBurstChecked = Math.max(maxBurstChecked, burst.filter((res) => res.status === 401).length);

      // Several addresses, one after another, each past its limit; the right password comes last.
      for (let n = 0; n < ATTACKER_IPS_PER_ROUND; n++) {
        const ip = nextIp();
        let checked = 0;
        for (let i = 0; i < GUESSES_PER_IP; i++) {
          const right = i === RIGHT_PASSWORD_AT;
          const res = await signIn(new DashboardSession(t.baseUrl), victim.email, right ? victim.password : `guess ${round}.${n}.${i}`, ip);
          tally(res.status);
          if (res.status === 401) checked++;
          if (right) {
            counts.right_password_guesses++;
            if (res.status === 429) counts.right_password_refused_429++;
          }
        }
        maxPasswordsCheckedPerIp = Math.max(maxPasswordsCheckedPerIp, checked);
      }
      // The user's own browser, from home: in at once.
      const known = await signIn(homeBrowser, victim.email, victim.password, home);
      knownSignIns++;
      if (known.status !== 303) knownRefused++;
      await signOut(homeBrowser, home);

      // The user on a new browser: waits out the slow-down it is told (Retry-After), then gets in.
      const fresh = new DashboardSession(t.baseUrl);
      const ip = nextIp();
      let res = await signIn(fresh, victim.email, victim.password, ip);
      if (res.status === 429) {
        const wait = Number(res.headers.get('retry-after'));
        newBrowserMaxWaitSeconds = Math.max(newBrowserMaxWaitSeconds, wait);
        clock.advance(wait * 1000);
        res = await signIn(fresh, victim.email, victim.password, ip);
      }
      expect(res.status).toBe(303);
      newBrowserSignIns++;

      // Forged cookies, and the attacker's own genuine one, with the right password: no exemption.
      const [version, , issued, nonce, mac] = decodeURIComponent(attackersOwnCookie).split('.');
      const forgeries = [
        attackersOwnCookie,
        [version, victim.userId, issued, nonce, mac].join('.'),
        `${decodeURIComponent(victimCookie).slice(0, -43)}${mac}`,
        `d1.${victim.userId}.${Math.floor(clock.now().getTime() / 1000)}.${'A'.repeat(22)}.${'B'.repeat(43)}`,
      ];
      for (const cookie of forgeries) {
        const browser = new DashboardSession(t.baseUrl);
        browser.cookies.set(DEVICE_COOKIE, cookie);
        const forged = await signIn(browser, victim.email, victim.password, nextIp());
        forgedAttempts++;
        if (forged.status !== 429) forgedExempted++;
      }
      clock.advance(WINDOW_SECONDS * 1000);
    }

    expect(counts.attacker_accepted).toBe(0);
    expect(counts.other).toBe(0);
    expect(counts.right_password_refused_429).toBe(counts.right_password_guesses);
    expect(maxPasswordsCheckedPerIp).toBeLessThanOrEqual(ATTEMPTS);
    expect(maxBurstChecked).toBeLessThanOrEqual(ATTEMPTS + 1);
    expect(knownRefused).toBe(0);
    expect(newBrowserMaxWaitSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(forgedExempted).toBe(0);
    recordFigures(
      'attacks',
      'attack.dashboard-lockout',
      `Wrong passwords for one dashboard user from a parallel burst of ${BURST} addresses then ${ATTACKER_IPS_PER_ROUND} addresses in turn, every window for ${ROUNDS} windows (DASHBOARD_LOGIN_ATTEMPTS=${ATTEMPTS}, window ${WINDOW_SECONDS} s, clock moved); the user signs in from a known browser and from a new one each window; forged and foreign device cookies`,
      {
        windows: ROUNDS,
        attacker_ips: ROUNDS * (ATTACKER_IPS_PER_ROUND + BURST),
        attempts: counts.attempts,
        passwords_checked_401: counts.checked_401,
        refused_429: counts.refused_429,
        max_passwords_checked_per_ip: maxPasswordsCheckedPerIp,
        max_checked_in_a_parallel_burst: maxBurstChecked,
        right_password_guesses_over_limit: counts.right_password_guesses,
        right_password_guesses_refused_429: counts.right_password_refused_429,
        attacker_accepted: counts.attacker_accepted,
        known_device_signins: knownSignIns,
        known_device_refused: knownRefused,
        new_browser_signins: newBrowserSignIns,
        new_browser_max_wait_s: newBrowserMaxWaitSeconds,
        forged_or_foreign_cookie_attempts: forgedAttempts,
        forged_or_foreign_cookie_exempted: forgedExempted,
      },
    );
  });
});

import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DashboardSettings, loadConfig, ManualClock } from '@app/common';
import { ExpiredSessionSweeper } from '@app/dashboard/sessions/expired-session-sweeper';
import { createDashboardUser, DashboardSession, DashboardUser, flashOf, PageResponse } from '../support/dashboard-client';
import { createOperator } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Issue 8, "Done when": a wrong password, an expired session and a missing CSRF token are refused
 * with clear messages; plus the rest of the dashboard's security properties (D13), each checked
 * as a browser sees it.
 */

const SESSION_COOKIE = 'ts_dashboard_session';
const DEVICE_COOKIE = 'ts_dashboard_device';
const PAGE = '/dashboard/tournaments';
/** Where every role lands after signing in. */
const LANDING = '/dashboard/overview';
const SIGN_IN_FAILED = 'Email or password is incorrect.';
const CSRF_REFUSED = 'security token (CSRF) is missing or invalid';
const MINUTE = 60_000;

/** Set-Cookie line of the named cookie, attributes included. */
function setCookie(page: PageResponse, name: string): string {
  const line = page.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no Set-Cookie for ${name} (status ${page.status})`);
  return line;
}

function attributes(line: string): string[] {
  return line
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());
}

/** Signs in as the browser does (GET the form, POST it), with extra headers on both requests. */
async function signInWith(
  browser: DashboardSession,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<PageResponse> {
  await browser.get('/dashboard/login', headers);
  return browser.postForm('/dashboard/login', { email, password }, headers);
}

/** The default dashboard settings with some changed. */
function dashboardSettings(changes: Partial<DashboardSettings>): DashboardSettings {
  return { ...loadConfig({}).dashboard, ...changes };
}

describe('dashboard security (D13)', () => {
  const clock = new ManualClock();
  let t: TestApp;
  let operatorId: string;
  let user: DashboardUser;
  beforeAll(async () => {
    // Short absolute lifetime so that keeping a session busy past it takes a few requests.
    t = await startTestApp({ dashboard: dashboardSettings({ sessionMaxHours: 2, loginAttempts: 1_000_000 }) }, [], { clock });
    operatorId = (await createOperator(t)).operatorId;
    user = await createDashboardUser(t, operatorId);
  });
  afterAll(() => t?.close());

  describe('signing in', () => {
    it('refuses a wrong password, an unknown address and a disabled user with one message and status', async () => {
      const wrong = await new DashboardSession(t.baseUrl).signIn(user.email, 'not the password at all');
      expect(wrong.status).toBe(401);
      expect(flashOf(wrong)).toBe(SIGN_IN_FAILED);
      expect(wrong.text).toContain('data-testid="login-form"');
      expect(wrong.headers.getSetCookie().some((l) => l.startsWith(`${SESSION_COOKIE}=`))).toBe(false);

      const unknown = await new DashboardSession(t.baseUrl).signIn('nobody@operator.example', user.password);
      expect(unknown.status).toBe(401);
      expect(flashOf(unknown)).toBe(SIGN_IN_FAILED);

      const leaver = await createDashboardUser(t, operatorId);
      expect((await t.admin.delete(`/api/admin/operators/${operatorId}/dashboard-users/${leaver.userId}`)).status).toBe(200);
      const disabled = await new DashboardSession(t.baseUrl).signIn(leaver.email, leaver.password);
      expect(disabled.status).toBe(401);
      expect(flashOf(disabled)).toBe(SIGN_IN_FAILED);
    });

    it('keeps the typed address but never the password in the re-rendered form', async () => {
      const wrong = await new DashboardSession(t.baseUrl).signIn(user.email, 'typed-password-123');
      expect(wrong.text).toContain(`value="${user.email}"`);
      expect(wrong.text).not.toContain('typed-password-123');
    });

    it('accepts the address in another case and with spaces around it', async () => {
      const browser = new DashboardSession(t.baseUrl);
      expect((await browser.signIn(`  ${user.email.toUpperCase()} `, user.password)).status).toBe(303);
      expect((await browser.get(PAGE)).status).toBe(200);
    });

    it('ends the session of a user who is disabled while signed in', async () => {
      const leaver = await createDashboardUser(t, operatorId);
      const browser = await DashboardSession.signedIn(t, leaver);
      expect((await browser.get(PAGE)).status).toBe(200);

      await t.admin.delete(`/api/admin/operators/${operatorId}/dashboard-users/${leaver.userId}`);
      const next = await browser.get(PAGE);
      expect(next.status).toBe(303);
      expect(next.location).toMatch(/^\/dashboard\/login\?reason=signin(&|$)/);
    });
  });

  describe('session expiry', () => {
    it('ends a session left idle, and says so on the sign-in page', async () => {
      const { sessionIdleMinutes } = t.config.dashboard;
      const browser = await DashboardSession.signedIn(t, user);
      // Working keeps it alive past the idle time since sign-in.
      clock.advance((sessionIdleMinutes - 1) * MINUTE);
      expect((await browser.get(PAGE)).status).toBe(200);
      clock.advance((sessionIdleMinutes - 1) * MINUTE);
      expect((await browser.get(PAGE)).status).toBe(200);

      clock.advance((sessionIdleMinutes + 1) * MINUTE);
      const expired = await browser.get(`${PAGE}?status=scheduled`);
      expect(expired.status).toBe(303);
      expect(expired.location).toBe(`/dashboard/login?reason=expired&next=${encodeURIComponent(`${PAGE}?status=scheduled`)}`);
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);

      const login = await browser.follow(expired);
      expect(login.status).toBe(200);
      expect(flashOf(login)).toBe('Your session has expired. Please sign in again.');
      // Signing in again returns to the page the user was on.
      const again = await browser.postForm('/dashboard/login', {
        email: user.email,
        password: user.password,
        next: `${PAGE}?status=scheduled`,
      });
      expect(again.location).toBe(`${PAGE}?status=scheduled`);
    });

    it('ends a busy session at its absolute limit', async () => {
      const { sessionIdleMinutes, sessionMaxHours } = t.config.dashboard;
      const browser = await DashboardSession.signedIn(t, user);
      const step = Math.floor(sessionIdleMinutes / 2);
      let elapsed = 0;
      while (elapsed + step < sessionMaxHours * 60) {
        clock.advance(step * MINUTE);
        elapsed += step;
        expect((await browser.get(PAGE)).status).toBe(200);
      }
      // Well within the idle time of the last request, but past the absolute limit.
      clock.advance((sessionMaxHours * 60 - elapsed + 1) * MINUTE);
      const expired = await browser.get(PAGE);
      expect(expired.status).toBe(303);
      expect(expired.location).toMatch(/^\/dashboard\/login\?reason=expired&/);
    });

    it('sends an expired session from the dashboard’s own address to the sign-in page that says so', async () => {
      const browser = await DashboardSession.signedIn(t, user);
      expect((await browser.get('/dashboard')).location).toBe(LANDING);
      clock.advance((t.config.dashboard.sessionIdleMinutes + 1) * MINUTE);
      expect((await browser.get('/dashboard')).location).toBe('/dashboard/login?reason=expired');
    });

    it('refuses a form posted with an expired session, even with its CSRF token', async () => {
      const browser = await DashboardSession.signedIn(t, user);
      const token = browser.cookies.get(SESSION_COOKIE)!;
      clock.advance((t.config.dashboard.sessionIdleMinutes + 1) * MINUTE);
      const refused = await browser.postForm('/dashboard/logout', {});
      expect(refused.status).toBe(303);
      expect(refused.location).toBe('/dashboard/login?reason=expired');
      // The session row is gone: the old cookie no longer opens anything.
      const stale = new DashboardSession(t.baseUrl);
      stale.cookies.set(SESSION_COOKIE, token);
      expect((await stale.get(PAGE)).location).toMatch(/^\/dashboard\/login\?reason=signin&/);
    });

    it('sweeps away sessions left to expire, and only those', async () => {
      const hashOf = (b: DashboardSession) => createHash('sha256').update(b.cookies.get(SESSION_COOKIE)!).digest('hex');
      const stored = async (b: DashboardSession) =>
        (await t.app.get(DataSource).query('SELECT 1 FROM dashboard_sessions WHERE token_hash = $1', [hashOf(b)])).length === 1;
      const abandoned = await DashboardSession.signedIn(t, user);
      clock.advance((t.config.dashboard.sessionIdleMinutes + 1) * MINUTE);
      const active = await DashboardSession.signedIn(t, user);
      expect(await stored(abandoned)).toBe(true);

      expect(await t.app.get(ExpiredSessionSweeper).runOnce()).toBeGreaterThanOrEqual(1);
      expect(await stored(abandoned)).toBe(false);
      expect(await stored(active)).toBe(true);
      expect((await active.get(PAGE)).status).toBe(200);
      expect((await abandoned.get(PAGE)).location).toMatch(/^\/dashboard\/login\?reason=signin&/);
    });

    it('asks an anonymous visitor to sign in, keeping the page to return to', async () => {
      const anonymous = await new DashboardSession(t.baseUrl).get(PAGE);
      expect(anonymous.status).toBe(303);
      expect(anonymous.location).toBe(`/dashboard/login?reason=signin&next=${encodeURIComponent(PAGE)}`);
      const login = await new DashboardSession(t.baseUrl).get(anonymous.location!);
      expect(flashOf(login)).toBe('Please sign in to continue.');
      expect(login.text).toContain(`name="next" value="${PAGE}"`);
    });
  });

  describe('CSRF', () => {
    it('refuses a sign-in form without its security token, or with another browser’s', async () => {
      const browser = new DashboardSession(t.baseUrl);
      await browser.get('/dashboard/login');
      const missing = await browser.postForm('/dashboard/login', { _csrf: null, email: user.email, password: user.password });
      expect(missing.status).toBe(403);
      expect(flashOf(missing)).toBe(
        'The sign-in form was refused because its security token (CSRF) is missing or invalid. Please try again.',
      );
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);

      const forged = await browser.postForm('/dashboard/login', { _csrf: 'forged-token', email: user.email, password: user.password });
      expect(forged.status).toBe(403);

      // A cross-site form can copy a token from its own visit, but not set the victim's cookie.
      const attacker = new DashboardSession(t.baseUrl);
      await attacker.get('/dashboard/login');
      const victim = new DashboardSession(t.baseUrl);
      const crossSite = await victim.postForm('/dashboard/login', {
        _csrf: attacker.lastCsrf!,
        email: user.email,
        password: user.password,
      });
      expect(crossSite.status).toBe(403);

      // The refused page carries a fresh token, so the user can simply submit again.
      const retry = await browser.postForm('/dashboard/login', { email: user.email, password: user.password });
      expect(retry.status).toBe(303);
    });

    it('refuses a signed-in form without its token or with a wrong one, and the session goes on', async () => {
      const browser = await DashboardSession.signedIn(t, user);
      for (const token of [null, 'wrong-token', browser.lastCsrf!.slice(1)]) {
        const refused = await browser.postForm('/dashboard/logout', { _csrf: token });
        expect(refused.status).toBe(403);
        expect(refused.text).toContain(CSRF_REFUSED);
        expect(flashOf(refused)).toBe(
          'This form was refused because its security token (CSRF) is missing or invalid. Reload the page and try again.',
        );
      }
      // Another session's token is no better.
      const other = await DashboardSession.signedIn(t, user);
      expect((await browser.postForm('/dashboard/logout', { _csrf: other.lastCsrf! })).status).toBe(403);
      expect((await browser.get(PAGE)).status).toBe(200);
    });

    it('signs out with the token, and the session is gone for good', async () => {
      const browser = await DashboardSession.signedIn(t, user);
      const token = browser.cookies.get(SESSION_COOKIE)!;
      const signedOut = await browser.postForm('/dashboard/logout', {});
      expect(signedOut.status).toBe(303);
      expect(signedOut.location).toBe('/dashboard/login?reason=signed_out');
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
      expect(flashOf(await browser.follow(signedOut))).toBe('You have signed out.');

      const after = await browser.get(PAGE);
      expect(after.status).toBe(303);
      expect(after.location).toMatch(/^\/dashboard\/login\?reason=signin&/);
      // Replaying the old cookie does not bring the session back.
      const replay = new DashboardSession(t.baseUrl);
      replay.cookies.set(SESSION_COOKIE, token);
      expect((await replay.get(PAGE)).location).toMatch(/^\/dashboard\/login\?reason=signin&/);
    });

    it('accepts the token in the X-CSRF-Token header, as the page scripts send it', async () => {
      const browser = await DashboardSession.signedIn(t, user);
      const signedOut = await browser.postForm('/dashboard/logout', { _csrf: null }, { 'x-csrf-token': browser.lastCsrf! });
      expect(signedOut.status).toBe(303);
    });
  });

  describe('cookies', () => {
    it('keeps the session in an httpOnly, SameSite=Strict cookie for /dashboard, not Secure over http', async () => {
      const browser = new DashboardSession(t.baseUrl);
      const form = await browser.get('/dashboard/login');
      const loginCsrf = attributes(setCookie(form, 'ts_dashboard_login_csrf'));
      expect(loginCsrf).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/dashboard']));

      const signedIn = await browser.postForm('/dashboard/login', { email: user.email, password: user.password });
      const session = attributes(setCookie(signedIn, SESSION_COOKIE));
      expect(session).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/dashboard']));
      expect(session).not.toContain('secure');
      // Gone with the browser's end or the session's absolute limit, whichever is first.
      const maxAge = Number(session.find((a) => a.startsWith('max-age='))?.split('=')[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(t.config.dashboard.sessionMaxHours * 3600);
    });

    it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
      const signedIn = await signInWith(new DashboardSession(t.baseUrl), user.email, user.password, { 'x-forwarded-proto': 'https' });
      expect(attributes(setCookie(signedIn, SESSION_COOKIE))).not.toContain('secure');
    });
  });

  describe('headers', () => {
    function expectDashboardHeaders(page: PageResponse): void {
      const csp = page.headers.get('content-security-policy') ?? '';
      const directives = csp.split(';').map((d) => d.trim());
      expect(directives).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self'",
          "frame-ancestors 'none'",
          "object-src 'none'",
          "form-action 'self'",
        ]),
      );
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('same-origin');
      expect(page.headers.get('cache-control')).toBe('no-store');
    }

    /** What the CSP would block: inline scripts, inline event handlers, inline styles. */
    function expectNoInlineCode(page: PageResponse): void {
      expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
      expect(page.text).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
      expect(page.text).not.toMatch(/<style|<[a-z][^>]*\sstyle\s*=/i);
    }

    it('sends a strict content security policy and no-store on every dashboard page', async () => {
      const browser = new DashboardSession(t.baseUrl);
      const login = await browser.get('/dashboard/login');
      expectDashboardHeaders(login);
      expectNoInlineCode(login);
      const failed = await browser.postForm('/dashboard/login', { email: user.email, password: 'wrong password here' });
      expectDashboardHeaders(failed);

      const signedIn = await DashboardSession.signedIn(t, user);
      const page = await signedIn.get(PAGE);
      expectDashboardHeaders(page);
      expectNoInlineCode(page);
      const refused = await signedIn.postForm('/dashboard/logout', { _csrf: null });
      expectDashboardHeaders(refused);
      expectNoInlineCode(refused);
      expectDashboardHeaders(await new DashboardSession(t.baseUrl).get(PAGE));
    });

    it('leaves the API documentation working and keeps the pages out of the OpenAPI document', async () => {
      const docs = await t.http.get('/api/docs');
      expect(docs.status).toBe(200);
      expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
      // The dashboard's policy (no inline script) is scoped to /dashboard: Swagger UI is not under it.
      expect(docs.headers.get('content-security-policy') ?? '').not.toContain("frame-ancestors 'none'");

      const openapi = await t.http.get('/api/docs-json');
      expect(Object.keys(openapi.body.paths).filter((path) => path.startsWith('/dashboard'))).toEqual([]);
      expect(Object.keys(openapi.body.paths)).toContain('/api/admin/operators/{operatorId}/dashboard-users');
    });
  });

  describe('the page to return to after sign-in', () => {
    it.each([
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/dashboard',
      '/dashboard/login',
      'javascript:alert(1)',
    ])('never follows %s', async (next) => {
      const browser = new DashboardSession(t.baseUrl);
      const form = await browser.get(`/dashboard/login?next=${encodeURIComponent(next)}`);
      expect(form.text).not.toContain('name="next"');
      const signedIn = await browser.postForm('/dashboard/login', { email: user.email, password: user.password, next });
      expect(signedIn.status).toBe(303);
      expect(signedIn.location).toBe(LANDING);
      // Already signed in: the sign-in page sends the user to the landing page, not to the given address.
      expect((await browser.get(`/dashboard/login?next=${encodeURIComponent(next)}`)).location).toBe(LANDING);
    });

    it('follows a page of the dashboard', async () => {
      const browser = new DashboardSession(t.baseUrl);
      await browser.get('/dashboard/login?next=%2Fdashboard%2Fkeys');
      const signedIn = await browser.postForm('/dashboard/login', { email: user.email, password: user.password, next: '/dashboard/keys' });
      expect(signedIn.location).toBe('/dashboard/keys');
    });
  });

  describe('storage', () => {
    it('stores only the SHA-256 of the session token and a scrypt hash of the password', async () => {
      const browser = await DashboardSession.signedIn(t, user);
      const token = decodeURIComponent(browser.cookies.get(SESSION_COOKIE)!);
      expect(token.length).toBeGreaterThanOrEqual(43);
      const db = t.app.get(DataSource);
      const sessions: { token_hash: string; csrf_token: string }[] = await db.query(
        `SELECT token_hash, csrf_token FROM dashboard_sessions WHERE user_id = $1`,
        [user.userId],
      );
      const sha = createHash('sha256').update(token).digest('hex');
      expect(sessions.map((s) => s.token_hash)).toContain(sha);
      expect(sessions.flatMap((s) => [s.token_hash, s.csrf_token])).not.toContain(token);

      const [{ password_hash }] = await db.query(`SELECT password_hash FROM dashboard_users WHERE id = $1`, [user.userId]);
      expect(password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
      expect(password_hash).not.toContain(user.password);
    });

    it('never writes a password into the audit log, and records sign-ins and failures', async () => {
      await new DashboardSession(t.baseUrl).signIn(user.email, 'audit-should-not-see-this');
      await DashboardSession.signedIn(t, user);
      await t.flushAudit();
      const rows: { action: string; details: string }[] = await t.app
        .get(DataSource)
        .query(`SELECT action, details::text AS details FROM audit_logs WHERE action LIKE 'dashboard%' AND operator_id = $1`, [operatorId]);
      expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['dashboard.login', 'dashboard.login_failed']));
      const everything = rows.map((r) => r.details).join('\n');
      expect(everything).not.toContain('audit-should-not-see-this');
      expect(everything).not.toContain(user.password);
    });
  });

  describe('admin API for dashboard users', () => {
    const path = (operator: string) => `/api/admin/operators/${operator}/dashboard-users`;
    const password = 'twelve chars or more';

    it('creates a user without ever returning its password or hash', async () => {
      const created = await t.admin.post(path(operatorId), { email: 'New.Person@Operator.example', password });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        operator_id: operatorId,
        email: 'new.person@operator.example',
        role: 'admin',
        created_at: expect.any(String),
        last_login_at: null,
        disabled_at: null,
      });
      expect(created.text).not.toContain(password);
      expect(created.text).not.toMatch(/scrypt|password/);
    });

    it('refuses a short password, a bad address and a duplicate address (in any case)', async () => {
      const short = await t.admin.post(path(operatorId), { email: 'short@operator.example', password: 'too short' });
      expect(short.status).toBe(422);
      expect(short.body).toMatchObject({
        error: 'validation_error',
        errors: { password: ['password must be at least 12 characters long'] },
      });

      const blank = await t.admin.post(path(operatorId), { email: 'blank@operator.example', password: ' '.repeat(12) });
      expect(blank.status).toBe(422);
      expect(blank.body.errors.password).toEqual(['password must not be blank']);

      const badEmail = await t.admin.post(path(operatorId), { email: 'not-an-address', password });
      expect(badEmail.status).toBe(422);
      expect(badEmail.body.errors).toEqual({ email: ['email must be a valid e-mail address'] });

      const missing = await t.admin.post(path(operatorId), { email: 'missing@operator.example' });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.password).toBeDefined();

      expect((await t.admin.post(path(operatorId), { email: 'twice@operator.example', password })).status).toBe(201);
      const duplicate = await t.admin.post(path(operatorId), { email: 'TWICE@operator.example', password });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toMatchObject({ error: 'conflict', message: 'A dashboard user with this e-mail address already exists' });
      // Unique across the platform, so that signing in needs no operator chooser.
      const elsewhere = await t.admin.post(path((await createOperator(t)).operatorId), { email: 'twice@operator.example', password });
      expect(elsewhere.status).toBe(409);
    });

    it('answers 404 for an unknown operator or user, and for another operator’s user', async () => {
      const unknown = await t.admin.post(path('01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d'), { email: 'x@operator.example', password });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ error: 'not_found', message: 'Operator not found' });
      expect((await t.admin.get(path('not-a-uuid'))).status).toBe(404);
      expect((await t.admin.delete(`${path(operatorId)}/01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d`)).status).toBe(404);

      const other = (await createOperator(t)).operatorId;
      const theirs = await createDashboardUser(t, other);
      const theirSession = await DashboardSession.signedIn(t, theirs);
      const crossed = await t.admin.delete(`${path(operatorId)}/${theirs.userId}`);
      expect(crossed.status).toBe(404);
      // Nothing of the other operator's user was touched: its session goes on, and it can sign in.
      expect((await theirSession.get(PAGE)).status).toBe(200);
      expect((await new DashboardSession(t.baseUrl).signIn(theirs.email, theirs.password)).status).toBe(303);
    });

    it('lists an operator’s users only, and disables one (idempotently, audited)', async () => {
      const own = (await createOperator(t)).operatorId;
      const first = await createDashboardUser(t, own);
      const second = await createDashboardUser(t, own);
      const listed = await t.admin.get(path(own));
      expect(listed.status).toBe(200);
      expect(listed.body.dashboard_users.map((u: any) => u.email)).toEqual([first.email, second.email]);
      expect(listed.body.pagination).toMatchObject({ total: 2, offset: 0 });
      expect((await t.admin.get(`${path(own)}?limit=1&offset=1`)).body.dashboard_users.map((u: any) => u.id)).toEqual([second.userId]);

      const disabled = await t.admin.delete(`${path(own)}/${first.userId}`);
      expect(disabled.status).toBe(200);
      expect(disabled.body).toMatchObject({ id: first.userId, disabled_at: expect.any(String) });
      const again = await t.admin.delete(`${path(own)}/${first.userId}`);
      expect(again.status).toBe(200);
      expect(again.body.disabled_at).toBe(disabled.body.disabled_at);

      await t.flushAudit();
      const audit = await t.app
        .get(DataSource)
        .query(`SELECT details FROM audit_logs WHERE operator_id = $1 AND action = 'dashboard_user.disabled'`, [own]);
      expect(audit).toEqual([{ details: expect.objectContaining({ user_id: first.userId, via: 'admin_api' }) }]);
    });

    it('requires the admin key', async () => {
      expect((await t.http.post(path(operatorId), { email: 'nokey@operator.example', password })).status).toBe(401);
      expect((await t.http.get(path(operatorId))).status).toBe(401);
      expect((await t.http.with({ 'x-admin-api-key': 'wrong-admin-key-0123456789abcdef' }).get(path(operatorId))).status).toBe(401);
      expect((await t.http.delete(`${path(operatorId)}/${user.userId}`)).status).toBe(401);
      expect((await new DashboardSession(t.baseUrl).signIn(user.email, user.password)).status).toBe(303);
    });
  });
});

describe('dashboard sign-in attempt limit (D13), one client address', () => {
  let t: TestApp;
  let user: DashboardUser;
  beforeAll(async () => {
    t = await startTestApp({ dashboard: dashboardSettings({ loginAttempts: 3 }) });
    user = await createDashboardUser(t, (await createOperator(t)).operatorId);
  });
  afterAll(() => t?.close());

  it('refuses the attempt after the limit, even with the right password, for any address from that client', async () => {
    for (let i = 0; i < 3; i++) expect((await new DashboardSession(t.baseUrl).signIn(user.email, `wrong password ${i}`)).status).toBe(401);

    const limited = await new DashboardSession(t.baseUrl).signIn(user.email, user.password);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(t.config.dashboard.loginWindowSeconds);
    expect(flashOf(limited)).toMatch(/^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/);
    expect(limited.text).toContain('data-testid="login-form"');

    // Per client address: trying other addresses does not get round it, nor does a forged
    // X-Forwarded-For while the proxy is not trusted.
    expect((await new DashboardSession(t.baseUrl).signIn('someone.else@operator.example', 'any password at all')).status).toBe(429);
    expect(
      (await signInWith(new DashboardSession(t.baseUrl), user.email, user.password, { 'x-forwarded-for': '203.0.113.9' })).status,
    ).toBe(429);
  });
});

describe('dashboard behind a trusted proxy (D13)', () => {
  let t: TestApp;
  let operatorId: string;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: true, dashboard: dashboardSettings({ loginAttempts: 3 }) });
    operatorId = (await createOperator(t)).operatorId;
  });
  afterAll(() => t?.close());

  const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });

  it('slows attempts per e-mail address across client addresses, and limits each client address across e-mail addresses', async () => {
    const target = await createDashboardUser(t, operatorId);
    const bystander = await createDashboardUser(t, operatorId);
    // Three addresses, one guess each, at the same account: its attempts from unrecognised browsers are used up.
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await signInWith(new DashboardSession(t.baseUrl), target.email, 'a wrong guess!', from(ip))).status).toBe(401);
    }
    // Slowed, not locked: one more attempt gets through, and starts a short wait for the next.
    expect((await signInWith(new DashboardSession(t.baseUrl), target.email, 'a wrong guess!', from('198.51.100.4'))).status).toBe(401);
    const limited = await signInWith(new DashboardSession(t.baseUrl), target.email, target.password, from('198.51.100.5'));
    expect(limited.status).toBe(429);
    expect(flashOf(limited)).toMatch(/^Too many sign-in attempts/);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(5);
    // Another account from a fresh address is unaffected.
    expect((await signInWith(new DashboardSession(t.baseUrl), bystander.email, bystander.password, from('198.51.100.5'))).status).toBe(303);

    // One address spraying many accounts.
    for (const n of [1, 2]) {
      expect(
        (await signInWith(new DashboardSession(t.baseUrl), `spray${n}@operator.example`, 'a wrong guess!', from('198.51.100.9'))).status,
      ).toBe(401);
    }
    expect((await signInWith(new DashboardSession(t.baseUrl), bystander.email, bystander.password, from('198.51.100.9'))).status).toBe(303);
    expect((await signInWith(new DashboardSession(t.baseUrl), bystander.email, bystander.password, from('198.51.100.9'))).status).toBe(429);
  });

  it('marks the cookies Secure when the proxy says the request came over https', async () => {
    const user = await createDashboardUser(t, operatorId);
    const browser = new DashboardSession(t.baseUrl);
    const form = await browser.get('/dashboard/login', from('198.51.100.20', { 'x-forwarded-proto': 'https' }));
    expect(attributes(setCookie(form, 'ts_dashboard_login_csrf'))).toContain('secure');
    const signedIn = await browser.postForm(
      '/dashboard/login',
      { email: user.email, password: user.password },
      from('198.51.100.20', { 'x-forwarded-proto': 'https' }),
    );
    expect(signedIn.status).toBe(303);
    expect(attributes(setCookie(signedIn, SESSION_COOKIE))).toEqual(
      expect.arrayContaining(['secure', 'httponly', 'samesite=strict', 'path=/dashboard']),
    );
    const device = attributes(setCookie(signedIn, DEVICE_COOKIE));
    expect(device).toEqual(
      expect.arrayContaining(['secure', 'httponly', 'samesite=strict', 'path=/dashboard', `max-age=${180 * 24 * 3600}`]),
    );

    const plain = await signInWith(new DashboardSession(t.baseUrl), user.email, user.password, from('198.51.100.21'));
    expect(attributes(setCookie(plain, SESSION_COOKIE))).not.toContain('secure');
    expect(attributes(setCookie(plain, DEVICE_COOKIE))).not.toContain('secure');
  });
});

/**
 * The lock-out attack: wrong passwords for a user's address from one client address used to lock
 * that user out everywhere for the window, the right password included, again and again. Now a
 * browser that signed in as the user before (device cookie) is never held back by guesses from
 * elsewhere; any other browser is only slowed, for a few seconds at first; the attacker's own
 * address is still locked.
 */
describe('dashboard sign-in under a lock-out attack', () => {
  const clock = new ManualClock();
  let t: TestApp;
  let operatorId: string;
  let ipSeq = 0;
  const nextIp = () => `203.0.113.${++ipSeq}`;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const ATTEMPTS = 10;

  beforeAll(async () => {
    t = await startTestApp({ trustProxy: true, dashboard: dashboardSettings({ loginAttempts: ATTEMPTS, loginWindowSeconds: 900 }) }, [], {
      clock,
    });
    operatorId = (await createOperator(t)).operatorId;
  });
  afterAll(() => t?.close());

  /**
   * A browser that has signed in as the user from `ip` and signed out again: it keeps the user's
   * device cookie. Its sign-in was an attempt for the address: the window is let pass, so that
   * the attack that follows starts from a fresh count.
   */
  async function knownBrowser(user: DashboardUser, ip: string): Promise<DashboardSession> {
    const browser = new DashboardSession(t.baseUrl);
    expect((await signInWith(browser, user.email, user.password, from(ip))).status).toBe(303);
    expect((await browser.get(PAGE, from(ip))).status).toBe(200);
    expect((await browser.postForm('/dashboard/logout', {}, from(ip))).location).toBe('/dashboard/login?reason=signed_out');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    clock.advance(15 * MINUTE);
    return browser;
  }

  /** `count` wrong passwords for the address from one client address; the statuses answered. */
  async function guess(email: string, ip: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++)
      statuses.push((await signInWith(new DashboardSession(t.baseUrl), email, `wrong guess number ${i}`, from(ip))).status);
    return statuses;
  }

  it('never keeps the user out of a browser that signed in before, from another address, window after window', async () => {
    const user = await createDashboardUser(t, operatorId);
    const home = nextIp();
    const browser = await knownBrowser(user, home);
    for (let round = 0; round < 3; round++) {
      const attacker = nextIp();
      // The attacker's own address is locked after the limit...
      expect(await guess(user.email, attacker, ATTEMPTS + 2)).toEqual([...Array(ATTEMPTS).fill(401), 429, 429]);
      // ... and further attackers push the address into its slow-down.
      expect(await guess(user.email, nextIp(), 1)).toEqual([401]);
      expect(await guess(user.email, nextIp(), 1)).toEqual([429]);
      // The user's own browser signs in at once, with the right password.
      expect((await signInWith(browser, user.email, user.password, from(home))).status).toBe(303);
      expect((await browser.get(PAGE, from(home))).status).toBe(200);
      expect((await browser.postForm('/dashboard/logout', {}, from(home))).status).toBe(303);
      clock.advance(15 * MINUTE);
    }
  });

  it('lets an unrecognised browser in once the short slow-down is over, and at once when the attack comes from one address', async () => {
    const user = await createDashboardUser(t, operatorId);
    // One attacking address, again every window: the user's new browser is not even slowed.
    for (let round = 0; round < 3; round++) {
      expect(await guess(user.email, nextIp(), ATTEMPTS)).toEqual(Array(ATTEMPTS).fill(401));
      expect((await signInWith(new DashboardSession(t.baseUrl), user.email, user.password, from(nextIp()))).status).toBe(303);
      clock.advance(15 * MINUTE);
    }
    // Many attacking addresses: attempts from unrecognised browsers are spaced out, the user's too.
    expect(await guess(user.email, nextIp(), ATTEMPTS)).toEqual(Array(ATTEMPTS).fill(401));
    expect(await guess(user.email, nextIp(), 1)).toEqual([401]);
    const slowed = await signInWith(new DashboardSession(t.baseUrl), user.email, user.password, from(nextIp()));
    expect(slowed.status).toBe(429);
    const retryAfter = Number(slowed.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(flashOf(slowed)).toBe(`Too many sign-in attempts. Please wait ${retryAfter} seconds and try again.`);
    clock.advance(retryAfter * 1000);
    expect((await signInWith(new DashboardSession(t.baseUrl), user.email, user.password, from(nextIp()))).status).toBe(303);
  });

  it('still locks a brute force from one address, for every account and every browser there', async () => {
    const user = await createDashboardUser(t, operatorId);
    const attacker = nextIp();
    const browser = await knownBrowser(user, attacker);
    const statuses = await guess(user.email, attacker, 30);
    expect(statuses).toEqual([...Array(ATTEMPTS).fill(401), ...Array(30 - ATTEMPTS).fill(429)]);
    // The right password from that address: refused, even from a browser that signed in there before.
    expect((await signInWith(new DashboardSession(t.baseUrl), user.email, user.password, from(attacker))).status).toBe(429);
    expect((await signInWith(browser, user.email, user.password, from(attacker))).status).toBe(429);
    // A guessing browser that holds the user's device cookie gets no more tries from other addresses either.
    const stolen = new DashboardSession(t.baseUrl);
    stolen.cookies.set(DEVICE_COOKIE, browser.cookies.get(DEVICE_COOKIE)!);
    const fromElsewhere: number[] = [];
    for (let i = 0; i < ATTEMPTS + 2; i++)
      fromElsewhere.push((await signInWith(stolen, user.email, `stolen cookie guess ${i}`, from(nextIp()))).status);
    expect(fromElsewhere.filter((s) => s === 401).length).toBeLessThanOrEqual(ATTEMPTS);
    expect(fromElsewhere.slice(-2)).toEqual([429, 429]);
    clock.advance(15 * MINUTE);
  });

  it('gives no exemption for another user’s device cookie, nor for a forged or altered one', async () => {
    const alice = await createDashboardUser(t, operatorId);
    const bob = await createDashboardUser(t, operatorId);
    const aliceBrowser = await knownBrowser(alice, nextIp());
    const bobBrowser = await knownBrowser(bob, nextIp());
    const aliceCookie = aliceBrowser.cookies.get(DEVICE_COOKIE)!;
    const bobCookie = bobBrowser.cookies.get(DEVICE_COOKIE)!;
    // Bob's address is under attack and slowed for unrecognised browsers.
    expect(await guess(bob.email, nextIp(), ATTEMPTS)).toEqual(Array(ATTEMPTS).fill(401));
    expect(await guess(bob.email, nextIp(), 1)).toEqual([401]);

    const [version, , issued, nonce, mac] = decodeURIComponent(aliceCookie).split('.');
    const forged = {
      'Alice’s cookie': aliceCookie,
      'Alice’s cookie relabelled with Bob’s id': [version, bob.userId, issued, nonce, mac].join('.'),
      'Bob’s cookie with another signature': `${decodeURIComponent(bobCookie).slice(0, -43)}${mac}`,
      'Bob’s cookie with another date': decodeURIComponent(bobCookie).replace(/\.(\d+)\./, (_m, d: string) => `.${Number(d) - 1}.`),
      'a made-up cookie': `d1.${bob.userId}.${Math.floor(clock.now().getTime() / 1000)}.${'A'.repeat(22)}.${'B'.repeat(43)}`,
    };
    for (const [label, cookie] of Object.entries(forged)) {
      const browser = new DashboardSession(t.baseUrl);
      browser.cookies.set(DEVICE_COOKIE, cookie);
      const refused = await signInWith(browser, bob.email, bob.password, from(nextIp()));
      expect([label, refused.status]).toEqual([label, 429]);
    }
    // Bob's own cookie, from any address: in at once. Alice's cookie still works for Alice.
    const bobAgain = new DashboardSession(t.baseUrl);
    bobAgain.cookies.set(DEVICE_COOKIE, bobCookie);
    expect((await signInWith(bobAgain, bob.email, bob.password, from(nextIp()))).status).toBe(303);
    expect((await signInWith(aliceBrowser, alice.email, alice.password, from(nextIp()))).status).toBe(303);
  });
});

import { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, screenshot } from '../support/browser';
import { createDashboardUser, DashboardUser } from '../support/dashboard-client';
import { runningTournament, RunningTournament } from '../support/dashboard-fixtures';
import { operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Issue 8's "done when", in a real chromium (Debian's, driven by playwright-core) against the
 * real service: one ordered scenario. Every page visited is screenshotted into
 * artifacts/screenshots/<database>/, which the CI run keeps. The pages run under their real
 * content security policy: any CSP violation or script error fails the scenario.
 */
describe('the operator dashboard in a browser (issue 8)', () => {
  let t: TestApp;
  let browser: Browser;
  let a: TestOperator & TestKey;
  let b: TestOperator & TestKey;
  let userA: DashboardUser;
  let userB: DashboardUser;
  let cup: RunningTournament;
  let spare: RunningTournament;
  let pageA: Page;
  const problems: string[] = [];
  const keyName = `Browser key ${process.pid}-${Date.now()}`;
  let secret = '';
  let dashboardKeyId = '';

  /** A page that records every CSP violation and script error of the dashboard. */
  async function newPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
        problems.push(`console: ${message.text()}`);
    });
    return page;
  }

  async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
    await page.goto('/dashboard/login');
    await page.fill('[data-testid="login-form"] input[name="email"]', user.email);
    await page.fill('[data-testid="login-form"] input[name="password"]', user.password);
    await Promise.all([page.waitForURL('**/dashboard/tournaments'), page.click('[data-testid="login-form"] button[type="submit"]')]);
  }

  async function visit(page: Page, path: string, name: string, status = 200): Promise<string> {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status });
    await screenshot(page, name);
    return page.content();
  }

  const apiStatus = async (key: string) =>
    (await fetch(`${t.baseUrl}/api/tournaments`, { headers: { authorization: `Bearer ${key}` } })).status;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchChromium();
    a = await operatorWithKey(t);
    b = await operatorWithKey(t);
    userA = await createDashboardUser(t, a.operatorId);
    userB = await createDashboardUser(t, b.operatorId);
    cup = await runningTournament(
      t,
      a.operatorId,
      a.client,
      [
        ['Alice', 120],
        ['Bob', 300],
        ['Carol', 50],
      ],
      { name: 'Browser live cup', game: 'live-slot' },
    );
    spare = await runningTournament(t, a.operatorId, a.client, [['Dave', 10]], { name: 'Browser spare cup', game: 'live-slot' });
    pageA = await newPage(await browser.newContext({ baseURL: t.baseUrl }));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  afterEach(() => {
    expect(problems).toEqual([]);
  });

  it('a. signs in through the login form', async () => {
    await pageA.goto('/dashboard/login');
    await screenshot(pageA, 'login');
    await pageA.fill('[data-testid="login-form"] input[name="email"]', userA.email);
    await pageA.fill('[data-testid="login-form"] input[name="password"]', userA.password);
    await Promise.all([pageA.waitForURL('**/dashboard/tournaments'), pageA.click('[data-testid="login-form"] button[type="submit"]')]);
    expect(await pageA.textContent('[data-testid="signed-in-as"]')).toBe(userA.email);
    expect(await pageA.locator('[data-testid="tournament-link"]').allTextContents()).toEqual(['Browser spare cup', 'Browser live cup']);
    await screenshot(pageA, 'tournaments-list');
  });

  it('b. creates a key, sees its secret once, uses it, revokes it and the API refuses it', async () => {
    await visit(pageA, '/dashboard/keys', 'keys');
    const form = pageA.locator('[data-testid="create-key-form"]');
    await form.locator('input[name="name"]').fill(keyName);
    await form.locator('select[name="role"]').selectOption('full_access');
    await Promise.all([pageA.waitForSelector('[data-testid="new-key-secret"]'), form.locator('button[type="submit"]').click()]);
    secret = ((await pageA.textContent('[data-testid="new-key-secret"]')) ?? '').trim();
    expect(secret.length).toBeGreaterThan(20);
    await screenshot(pageA, 'keys-new-secret');

    expect(await apiStatus(secret)).toBe(200);

    const again = await visit(pageA, '/dashboard/keys', 'keys-listed');
    expect(again).not.toContain(secret);
    const row = pageA.locator('[data-testid="key-row"]', { hasText: keyName });
    await expect(row.count()).resolves.toBe(1);
    dashboardKeyId = (await row.getAttribute('data-key-id')) ?? '';
    await Promise.all([pageA.waitForURL('**/dashboard/keys?done=revoked'), row.locator('[data-testid="revoke-key"]').click()]);
    expect(await pageA.content()).not.toContain(secret);
    await screenshot(pageA, 'keys-revoked');

    expect(await apiStatus(secret)).toBe(401);
  });

  it('c. sees a running tournament’s leaderboard change after a game event, without reloading', async () => {
    await visit(pageA, '/dashboard/tournaments', 'tournaments-list-again');
    await Promise.all([
      pageA.waitForURL(`**/dashboard/tournaments/${cup.tournamentId}`),
      pageA.click('[data-testid="tournament-link"] >> text=Browser live cup'),
    ]);
    expect(await pageA.textContent('[data-testid="tournament-status"]')).toBe('in progress');
    expect(await pageA.getAttribute('[data-testid="leaderboard"]', 'data-live')).toBe('on');
    const board = async () => ({
      players: await pageA.locator('[data-testid="lb-player"]').allTextContents(),
      points: await pageA.locator('[data-testid="lb-points"]').allTextContents(),
    });
    expect(await board()).toEqual({ players: ['Bob', 'Alice', 'Carol'], points: ['300', '120', '50'] });
    const updatedBefore = await pageA.getAttribute('[data-testid="leaderboard-updated"] time', 'datetime');
    await screenshot(pageA, 'tournament-detail-before');

    // Anything that reloads or navigates the page would lose this marker, and count a navigation.
    let navigations = 0;
    const count = (frame: unknown) => {
      if (frame === pageA.mainFrame()) navigations++;
    };
    pageA.on('framenavigated', count);
    await pageA.evaluate('window.__marker = "same page"');

    await cup.score('Carol', 999);
    // The first row becomes Carol with 999, within a few polls.
    await pageA
      .locator(
        '[data-testid="leaderboard-row"]:first-child:has([data-testid="lb-player"]:text-is("Carol")):has([data-testid="lb-points"]:text-is("999"))',
      )
      .waitFor({ timeout: 10_000 });
    pageA.off('framenavigated', count);

    expect(await board()).toEqual({ players: ['Carol', 'Bob', 'Alice'], points: ['999', '300', '120'] });
    expect(await pageA.locator('[data-testid="lb-position"]').allTextContents()).toEqual(['1', '2', '3']);
    expect(await pageA.evaluate('window.__marker')).toBe('same page');
    expect(navigations).toBe(0);
    const updatedAfter = await pageA.getAttribute('[data-testid="leaderboard-updated"] time', 'datetime');
    expect(new Date(updatedAfter!).getTime()).toBeGreaterThan(new Date(updatedBefore!).getTime());
    await screenshot(pageA, 'tournament-detail-after');
  });

  it('stops updating once the tournament is completed, with the final standings', async () => {
    await cup.complete();
    await pageA.waitForSelector('[data-testid="leaderboard"][data-live="off"]', { timeout: 10_000 });
    expect(await pageA.textContent('[data-testid="tournament-status"]')).toBe('completed');
    expect(await pageA.textContent('[data-testid="live-status"]')).toBe('Final: the tournament is completed.');
    expect(await pageA.locator('[data-testid="lb-player"]').allTextContents()).toEqual(['Carol', 'Bob', 'Alice']);
    // The statuses of the completed tournament (no prize pool: nobody is a winner), fetched after completion.
    expect(await pageA.locator('[data-testid="lb-status"]').allTextContents()).toEqual(['finished', 'finished', 'finished']);
    await screenshot(pageA, 'tournament-detail-completed');
    // No request for the leaderboard after that: two polling intervals pass in silence.
    const polls: string[] = [];
    const record = (request: { url(): string }) => {
      if (request.url().endsWith('/leaderboard.json')) polls.push(request.url());
    };
    pageA.on('request', record);
    await pageA.waitForTimeout(4_500);
    pageA.off('request', record);
    expect(polls).toEqual([]);
  });

  it('shows the audit log and the settings of operator A', async () => {
    await t.flushAudit();
    const audit = await visit(pageA, '/dashboard/audit', 'audit');
    // A's own entries are there (so their absence from B's page below means something).
    expect(audit).toContain(a.keyId);
    expect(audit).toContain(cup.tournamentId);
    await visit(pageA, '/dashboard/settings', 'settings');
  });

  it('says the session has expired on a live page whose session ends, and stops polling', async () => {
    await visit(pageA, `/dashboard/tournaments/${spare.tournamentId}`, 'tournament-detail-spare');
    expect(await pageA.getAttribute('[data-testid="leaderboard"]', 'data-live')).toBe('on');
    await pageA.context().clearCookies();
    await pageA.waitForSelector('[data-testid="leaderboard"][data-live="off"]', { timeout: 10_000 });
    expect(await pageA.textContent('[data-testid="live-status"]')).toBe('Your session has expired: reload the page to sign in again.');
    // The standings already shown stay on the page.
    expect(await pageA.locator('[data-testid="lb-player"]').allTextContents()).toEqual(['Dave']);
    await screenshot(pageA, 'tournament-detail-session-expired');
  });

  it('d. a second operator’s user sees none of it', async () => {
    const pageB = await newPage(await browser.newContext({ baseURL: t.baseUrl }));
    await signIn(pageB, userB);
    await screenshot(pageB, 'operator-b-tournaments-list');
    expect(await pageB.locator('[data-testid="tournaments-table"]').count()).toBe(1);
    expect(await pageB.content()).not.toContain('Browser live cup');

    const detail = await visit(pageB, `/dashboard/tournaments/${cup.tournamentId}`, 'operator-b-tournament-404', 404);
    expect(detail).toContain('Tournament not found');
    expect(detail).not.toContain('Browser live cup');
    expect(detail).not.toContain('Carol');

    const keys = await visit(pageB, '/dashboard/keys', 'operator-b-keys');
    const keyIds = await pageB.locator('[data-testid="key-row"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key-id')));
    expect(keyIds).toEqual([b.keyId]);
    for (const text of [keyName, dashboardKeyId, a.keyId]) expect(keys).not.toContain(text);

    await t.flushAudit();
    const audit = await visit(pageB, '/dashboard/audit', 'operator-b-audit');
    for (const text of [a.keyId, dashboardKeyId, cup.tournamentId, keyName, userA.email]) expect(audit).not.toContain(text);
  });

  it('e. a wrong password is refused with a clear message', async () => {
    const page = await newPage(await browser.newContext({ baseURL: t.baseUrl }));
    await page.goto('/dashboard/login');
    await page.fill('[data-testid="login-form"] input[name="email"]', userA.email);
    await page.fill('[data-testid="login-form"] input[name="password"]', 'not the password');
    await Promise.all([page.waitForLoadState('load'), page.click('[data-testid="login-form"] button[type="submit"]')]);
    await page.waitForSelector('[data-testid="flash"]');
    expect((await page.textContent('[data-testid="flash"]'))?.trim()).toBe('Email or password is incorrect.');
    expect(new URL(page.url()).pathname).toBe('/dashboard/login');
    await screenshot(page, 'login-wrong-password');
  });
});

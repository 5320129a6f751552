import { Browser, BrowserContext, Page } from 'playwright-core';
import { LiveStandingsHub } from '@app/live';
import { TournamentScheduler } from '@app/tournaments';
import { checkConsolePage, launchChromium, screenshot } from '../support/browser';
import { createDashboardUser, DashboardUser, signInThroughForm } from '../support/dashboard-client';
import { runningTournament, RunningTournament, scheduledTournament } from '../support/dashboard-fixtures';
import { createInternalKey, operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { seatPlayers } from '../support/tournament-fixtures';
import { until } from '../support/until';

/** What the tournament page shows of its standings, read in one go (so the parts are of one moment). */
interface PageStandings {
  leaderboard: string[][];
  players: string[][];
  /** Per players-table row: marked as eliminated (class). */
  marked: boolean[];
  counters: { players: string; active: string; eliminated: string; prizePool: string };
  playersCount: string;
}

/** Runs in the page (plain JavaScript: the tests compile without the DOM types). */
const READ_STANDINGS = `(() => {
  const text = (element) => ((element && element.textContent) || '').trim();
  const rowsOf = (table) => [...document.querySelectorAll('[data-testid="' + table + '"] tbody tr[data-testid$="-row"]')];
  const cells = (table, prefix) =>
    rowsOf(table).map((tr) => ['position', 'player', 'points', 'status'].map((name) => text(tr.querySelector('[data-testid="' + prefix + '-' + name + '"]'))));
  const one = (testId) => text(document.querySelector('[data-testid="' + testId + '"]'));
  return {
    leaderboard: cells('leaderboard', 'lb'),
    players: cells('players-table', 'pl'),
    marked: rowsOf('players-table').map((tr) => tr.classList.contains('eliminated')),
    counters: { players: one('counter-players'), active: one('counter-active'), eliminated: one('counter-eliminated'), prizePool: one('prize-pool') },
    playersCount: one('players-count'),
  };
})()`;

function readStandings(page: Page): Promise<PageStandings> {
  return page.evaluate(READ_STANDINGS) as Promise<PageStandings>;
}

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
  let seriesId = '';

  /** A page that records every CSP violation and script error of the dashboard. */
  async function newPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // Every page links the dashboard's own icon: none may fall back to a missing /favicon.ico.
    page.on('response', (response) => {
      if (/favicon/.test(response.url()) && response.status() >= 400) problems.push(`icon: ${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
        problems.push(`console: ${message.text()}`);
    });
    return page;
  }

  async function visit(page: Page, path: string, name: string, status = 200): Promise<string> {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status });
    await screenshot(page, name);
    return page.content();
  }

  const apiStatus = async (key: string) =>
    (await fetch(`${t.baseUrl}/api/tournaments`, { headers: { authorization: `Bearer ${key}` } })).status;

  /** What the API answers for the same standings: the page must show exactly this. */
  async function apiStandings(tournamentId: string): Promise<PageStandings> {
    const [board, all, details] = await Promise.all([
      a.client.get(`/api/tournaments/${tournamentId}/leaderboard`),
      a.client.get(`/api/tournaments/${tournamentId}/leaderboard?includeEliminated=true&limit=200`),
      a.client.get(`/api/tournaments/${tournamentId}`),
    ]);
    const cells = (e: { position: number; display_name: string; points: string; status: string }) => [
      String(e.position),
      e.display_name,
      e.points,
      e.status,
    ];
    const players = all.body.leaderboard.data.map(cells);
    const stats = details.body.participation_stats;
    const total = all.body.leaderboard.pagination.total;
    return {
      leaderboard: board.body.leaderboard.data.map(cells),
      players,
      marked: players.map((row: string[]) => row[3] === 'eliminated'),
      counters: {
        players: String(details.body.tournament.currentPlayers),
        active: String(stats.active_players),
        eliminated: String(stats.eliminated_players),
        prizePool: `${details.body.prize_pool.totalAmount.toFixed(2)} ${details.body.prize_pool.currency}`,
      },
      playersCount: total === 0 ? 'No players yet.' : `${total} ${total === 1 ? 'player' : 'players'}.`,
    };
  }

  /**
   * Waits until the page shows what the API answers, then checks the page agrees with itself:
   * the leaderboard is the players table less the eliminated, the counters count its rows.
   */
  async function expectPageToMatchApi(page: Page, tournamentId: string): Promise<PageStandings> {
    const started = Date.now();
    let shown = await readStandings(page);
    let expected = await apiStandings(tournamentId);
    while (JSON.stringify(shown) !== JSON.stringify(expected) && Date.now() - started < 10_000) {
      await page.waitForTimeout(50);
      [shown, expected] = await Promise.all([readStandings(page), apiStandings(tournamentId)]);
    }
    expect(shown).toEqual(expected);
    expect(shown.leaderboard).toEqual(shown.players.filter((row) => row[3] !== 'eliminated'));
    expect(shown.counters.players).toBe(String(shown.players.length));
    expect(shown.counters.eliminated).toBe(String(shown.marked.filter(Boolean).length));
    expect(shown.counters.active).toBe(String(shown.players.filter((row) => row[3] === 'active').length));
    return shown;
  }

  /** The paths `page` requests while `during` runs. */
  async function requestsDuring(page: Page, during: () => Promise<unknown>): Promise<string[]> {
    const paths: string[] = [];
    const record = (request: { url(): string }) => paths.push(new URL(request.url()).pathname);
    page.on('request', record);
    try {
      await during();
    } finally {
      page.off('request', record);
    }
    return paths;
  }

  beforeAll(async () => {
    // Short coalescing and heartbeats (each heartbeat checks the session), so the page follows quickly.
    t = await startTestApp({
      streams: { minIntervalMs: 50, maxSubscribersPerOperator: 10_000, heartbeatMs: 300, slowSubscriberTimeoutMs: 30_000 },
    });
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

  it('a. signs in through the login form, lands on the overview, and reaches the tournament list', async () => {
    await pageA.goto('/dashboard/login');
    await checkConsolePage(pageA, 'login');
    await pageA.fill('[data-testid="login-form"] input[name="email"]', userA.email);
    await pageA.fill('[data-testid="login-form"] input[name="password"]', userA.password);
    await Promise.all([pageA.waitForURL('**/dashboard/overview'), pageA.click('[data-testid="login-form"] button[type="submit"]')]);
    expect(await pageA.textContent('[data-testid="signed-in-as"]')).toBe(userA.email);
    expect(await pageA.textContent('h1')).toBe('Overview');
    expect(await pageA.getAttribute('header.top nav a[aria-current="page"]', 'href')).toBe('/dashboard/overview');
    await Promise.all([pageA.waitForURL('**/dashboard/tournaments'), pageA.click('header.top nav a:text-is("Tournaments")')]);
    expect(await pageA.locator('[data-testid="tournament-link"]').allTextContents()).toEqual(['Browser spare cup', 'Browser live cup']);
    await checkConsolePage(pageA, 'tournaments-list');
    // Column headings order the list; a second click reverses the order.
    await Promise.all([pageA.waitForURL('**/dashboard/tournaments?sort=name%3Aasc'), pageA.click('[data-testid="sort-name"]')]);
    expect(await pageA.locator('[data-testid="tournament-link"]').allTextContents()).toEqual(['Browser live cup', 'Browser spare cup']);
    expect(await pageA.getAttribute('th:has([data-testid="sort-name"])', 'aria-sort')).toBe('ascending');
    await Promise.all([pageA.waitForURL('**/dashboard/tournaments?sort=name%3Adesc'), pageA.click('[data-testid="sort-name"]')]);
    expect(await pageA.locator('[data-testid="tournament-link"]').allTextContents()).toEqual(['Browser spare cup', 'Browser live cup']);
    expect(await pageA.getAttribute('th:has([data-testid="sort-name"])', 'aria-sort')).toBe('descending');
  });

  it('b. creates a key, sees its secret once, uses it, revokes it and the API refuses it', async () => {
    await visit(pageA, '/dashboard/keys', 'keys');
    await checkConsolePage(pageA, 'keys');
    const form = pageA.locator('[data-testid="create-key-form"]');
    await form.locator('input[name="name"]').fill(keyName);
    await form.locator('select[name="role"]').selectOption('full_access');
    await Promise.all([pageA.waitForSelector('[data-testid="new-key-secret"]'), form.locator('button[type="submit"]').click()]);
    secret = ((await pageA.textContent('[data-testid="new-key-secret"]')) ?? '').trim();
    expect(secret.length).toBeGreaterThan(20);
    await checkConsolePage(pageA, 'keys-new-secret');

    expect(await apiStatus(secret)).toBe(200);
    // Reloading the page the form led to shows the secret no more, and creates no second key.
    await visit(pageA, pageA.url().replace(t.baseUrl, ''), 'keys-new-secret-reloaded');
    expect(await pageA.locator('[data-testid="new-key-secret"]').count()).toBe(0);

    const again = await visit(pageA, '/dashboard/keys', 'keys-listed');
    expect(again).not.toContain(secret);
    const row = pageA.locator('[data-testid="key-row"]', { hasText: keyName });
    await expect(row.count()).resolves.toBe(1);
    dashboardKeyId = (await row.getAttribute('data-key-id')) ?? '';
    await Promise.all([pageA.waitForURL(`**/dashboard/keys/${dashboardKeyId}/revoke`), row.locator('[data-testid="revoke-key"]').click()]);
    expect(await pageA.textContent('h1')).toBe(`Revoke key ${keyName}?`);
    expect(await pageA.locator('[data-testid="confirm-consequence"]').first().textContent()).toMatch(
      /^Integrations using it stop working immediately/,
    );
    await checkConsolePage(pageA, 'key-revoke-confirm');
    // Still usable until confirmed.
    expect(await apiStatus(secret)).toBe(200);
    await Promise.all([pageA.waitForURL('**/dashboard/keys?done=revoked'), pageA.click('[data-testid="confirm"]')]);
    expect(await pageA.content()).not.toContain(secret);
    await screenshot(pageA, 'keys-revoked');

    expect(await apiStatus(secret)).toBe(401);
  });

  it('c. sees a running tournament’s leaderboard change after a game event, without reloading', async () => {
    await visit(pageA, '/dashboard/tournaments', 'tournaments-list-again');
    const opened = await requestsDuring(pageA, async () => {
      await Promise.all([
        pageA.waitForURL(`**/dashboard/tournaments/${cup.tournamentId}`),
        pageA.click('[data-testid="tournament-link"] >> text=Browser live cup'),
      ]);
      await pageA.waitForSelector('[data-testid="live-status"][data-state="live"]');
    });
    // The page follows the stream; it does not poll.
    expect(opened.filter((path) => path.endsWith('/live'))).toEqual([`/dashboard/tournaments/${cup.tournamentId}/live`]);
    expect(opened.filter((path) => path.endsWith('.json'))).toEqual([]);
    expect(await pageA.textContent('[data-testid="live-status"]')).toBe('Live');
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
    await pageA
      .locator(
        '[data-testid="leaderboard-row"]:first-child:has([data-testid="lb-player"]:text-is("Carol")):has([data-testid="lb-points"]:text-is("999"))',
      )
      .waitFor({ timeout: 10_000 });
    pageA.off('framenavigated', count);

    expect(await board()).toEqual({ players: ['Carol', 'Bob', 'Alice'], points: ['999', '300', '120'] });
    expect(await pageA.locator('[data-testid="lb-position"]').allTextContents()).toEqual(['1', '2', '3']);
    await expectPageToMatchApi(pageA, cup.tournamentId);
    expect(await pageA.evaluate('window.__marker')).toBe('same page');
    expect(navigations).toBe(0);
    const updatedAfter = await pageA.getAttribute('[data-testid="leaderboard-updated"] time', 'datetime');
    expect(new Date(updatedAfter!).getTime()).toBeGreaterThan(new Date(updatedBefore!).getTime());
    await screenshot(pageA, 'tournament-detail-after');
  });

  it('stops following once the tournament is completed, with the final standings', async () => {
    await cup.complete();
    await pageA.waitForSelector('[data-testid="leaderboard"][data-live="off"]', { timeout: 10_000 });
    expect(await pageA.textContent('[data-testid="tournament-status"]')).toBe('completed');
    expect(await pageA.textContent('[data-testid="live-status"]')).toBe('Final: the tournament is completed.');
    expect(await pageA.locator('[data-testid="lb-player"]').allTextContents()).toEqual(['Carol', 'Bob', 'Alice']);
    // The statuses of the completed tournament (no prize pool: nobody is a winner), sent after completion.
    expect(await pageA.locator('[data-testid="lb-status"]').allTextContents()).toEqual(['finished', 'finished', 'finished']);
    await expectPageToMatchApi(pageA, cup.tournamentId);
    await screenshot(pageA, 'tournament-detail-completed');
    // The stream is closed on both sides, and the page does not reconnect: longer than the
    // browser's reconnection delay passes without a request.
    await until(() => t.app.get(LiveStandingsHub).size === 0, 'the subscriptions to close');
    const after = await requestsDuring(pageA, () => pageA.waitForTimeout(3_000));
    expect(after).toEqual([]);
  });

  it('follows a tournament from registration to completion: the leaderboard, the players table and the counters agree', async () => {
    const open = await scheduledTournament(t, a.operatorId, a.client, {
      name: 'Browser open cup',
      game: 'live-slot',
      entry_fee: 10,
      min_players: 2,
      max_players: 10,
    });
    await visit(pageA, `/dashboard/tournaments/${open.tournamentId}`, 'tournament-live-scheduled');
    await pageA.waitForSelector('[data-testid="live-status"][data-state="live"]');
    expect(await pageA.textContent('[data-testid="tournament-status"]')).toBe('scheduled');
    expect(await pageA.textContent('[data-testid="leaderboard-empty"]')).toBe('No players yet.');
    await pageA.evaluate('window.__marker = "same page"');

    await open.register('Ann');
    expect((await expectPageToMatchApi(pageA, open.tournamentId)).counters).toMatchObject({ players: '1', prizePool: '10.00 EUR' });
    await open.register('Ben');
    await open.register('Cid');
    await expectPageToMatchApi(pageA, open.tournamentId);

    await open.start();
    await pageA.waitForSelector('[data-testid="tournament-status"]:text-is("in progress")', { timeout: 10_000 });
    await open.score('Ann', 40);
    await open.score('Ben', 90);
    await open.score('Cid', 10);
    await expectPageToMatchApi(pageA, open.tournamentId);

    await open.eliminate('Ben');
    const shown = await expectPageToMatchApi(pageA, open.tournamentId);
    expect(shown.players).toEqual([
      ['1', 'Ann', '40', 'active'],
      ['2', 'Cid', '10', 'active'],
      ['3', 'Ben', '90', 'eliminated'],
    ]);
    expect(shown.marked).toEqual([false, false, true]);
    expect(shown.leaderboard.map((row) => row[1])).toEqual(['Ann', 'Cid']);
    expect(shown.counters).toEqual({ players: '3', active: '2', eliminated: '1', prizePool: '30.00 EUR' });
    // The prize column: the pool of 30.00 shared 50/30/20 by the current positions, eliminated included.
    const prizes = async () => ({
      heading: await pageA.locator('[data-testid="prize-heading"]').textContent(),
      leaderboard: await pageA.locator('[data-testid="lb-prize"]').allTextContents(),
      players: await pageA.locator('[data-testid="pl-prize"]').allTextContents(),
    });
    expect(await prizes()).toEqual({
      heading: 'Prize if it ended now',
      leaderboard: ['15.00 EUR', '9.00 EUR'],
      players: ['15.00 EUR', '9.00 EUR', '6.00 EUR'],
    });
    expect(await pageA.evaluate('window.__marker')).toBe('same page');
    // The registrations table (not live) says it is out of date.
    expect(await pageA.textContent('[data-testid="registrations-as-of"]')).toBe(
      ' when this page was loaded; the standings have changed since: reload the page for the latest registrations and payments.',
    );
    await checkConsolePage(pageA, 'tournament-live');

    await open.complete();
    await pageA.waitForSelector('[data-testid="leaderboard"][data-live="off"]', { timeout: 10_000 });
    expect(await pageA.textContent('[data-testid="live-status"]')).toBe('Final: the tournament is completed.');
    expect(await pageA.textContent('[data-testid="tournament-status"]')).toBe('completed');
    await expectPageToMatchApi(pageA, open.tournamentId);
    // What completion paid, as the results API says, under the final heading.
    const results = await a.client.get(`/api/tournaments/${open.tournamentId}/results`);
    const paid = new Map<string, string>(
      results.body.winners.map((w: { displayName: string; prizeAmount: number }) => [w.displayName, `${w.prizeAmount.toFixed(2)} EUR`]),
    );
    const names = await pageA.locator('[data-testid="pl-player"]').allTextContents();
    expect(await pageA.locator('[data-testid="pl-prize"]').allTextContents()).toEqual(names.map((name) => paid.get(name) ?? '—'));
    expect(paid.size).toBe(3);
    expect(await pageA.locator('[data-prize-heading]').allTextContents()).toEqual(['Prize', 'Prize']);
    expect(await pageA.textContent('[data-testid="prize-note"]')).toBe('Prize: what completion paid.');
    await screenshot(pageA, 'tournament-live-completed');
    await until(() => t.app.get(LiveStandingsHub).size === 0, 'the subscriptions to close');
    expect(await requestsDuring(pageA, () => pageA.waitForTimeout(3_000))).toEqual([]);
  });

  it('falls back to polling leaderboard.json in a browser without EventSource', async () => {
    const context = await browser.newContext({ baseURL: t.baseUrl });
    await context.addInitScript('window.EventSource = undefined;');
    const page = await newPage(context);
    await signInThroughForm(page, userA);
    await visit(page, `/dashboard/tournaments/${spare.tournamentId}`, 'tournament-detail-polling');
    const requested = await requestsDuring(page, async () => {
      await page.waitForSelector('[data-testid="live-status"]:text-is("Live: refreshed every 2 seconds.")', { timeout: 10_000 });
      await spare.score('Dave', 77);
      await page.locator('[data-testid="lb-points"]:text-is("77")').waitFor({ timeout: 10_000 });
    });
    expect(requested.filter((path) => path.endsWith('/leaderboard.json')).length).toBeGreaterThan(0);
    expect(requested.filter((path) => path.endsWith('/live'))).toEqual([]);
    await expectPageToMatchApi(page, spare.tournamentId);
    await context.close();
  });

  it('shows the audit log and the settings of operator A', async () => {
    await t.flushAudit();
    const audit = await visit(pageA, '/dashboard/audit', 'audit');
    // A's own entries are there (so their absence from B's page below means something).
    expect(audit).toContain(a.keyId);
    expect(audit).toContain(cup.tournamentId);
    await visit(pageA, '/dashboard/settings', 'settings');
    await checkConsolePage(pageA, 'settings');
  });

  it('reads the audit log: key names, one-line details that expand, page numbers, a user filter', async () => {
    await t.flushAudit();
    await visit(pageA, '/dashboard/audit', 'audit-log');
    expect(await pageA.textContent('[data-testid="audit-summary"]')).toMatch(/^Page 1 of \d+, \d+ entries$/);
    expect(await pageA.locator('[data-testid="audit-key-name"]', { hasText: keyName }).count()).toBeGreaterThan(0);
    const details = pageA.locator('details.audit-details').first();
    const summary = details.locator('summary');
    // One line, however long the details are.
    const box = await summary.boundingBox();
    expect(box!.height).toBeLessThan(40);
    await summary.click();
    expect(await details.getAttribute('open')).not.toBeNull();
    await checkConsolePage(pageA, 'audit-log');

    await pageA.selectOption('[data-testid="audit-user"]', userA.userId);
    await Promise.all([
      pageA.waitForURL(`**/dashboard/audit?**user=${userA.userId}**`),
      pageA.click('[data-testid="audit-filter"] button[type="submit"]'),
    ]);
    const actions = await pageA
      .locator('[data-testid="audit-row"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')));
    expect(actions.length).toBeGreaterThan(0);
    expect(actions).toContain('api_key.created');
    expect(actions).not.toContain('api.request');
    await checkConsolePage(pageA, 'audit-log-by-user');

    await pageA.goto('/dashboard/audit?key_name=No%20such%20key');
    expect(await pageA.textContent('[data-testid="flash"]')).toContain('No key is named “No such key”');
    await checkConsolePage(pageA, 'audit-log-refused-filter');
  });

  it('asks before switching the wallet mode, saying what changes, and cancelling keeps the mode', async () => {
    await visit(pageA, '/dashboard/settings', 'settings-before-switch');
    const form = pageA.locator('[data-testid="settings-form"]');
    await form.locator('select[name="wallet_mode"]').selectOption('seamless');
    await form.locator('input[name="wallet_url"]').fill('https://wallet.browser.example/api');
    await form.locator('input[name="wallet_secret"]').fill('browser-wallet-secret-0123456789');
    await Promise.all([pageA.waitForURL('**/dashboard/settings/wallet-mode?change=**'), form.locator('button[type="submit"]').click()]);
    expect(await pageA.textContent('h1')).toBe('Switch the wallet mode from transfer to seamless?');
    expect(await pageA.content()).not.toContain('browser-wallet-secret-0123456789');
    await checkConsolePage(pageA, 'wallet-mode-confirm');
    await Promise.all([pageA.waitForURL('**/dashboard/settings'), pageA.click('[data-testid="cancel"]')]);
    expect((await t.admin.get(`/api/admin/operators/${a.operatorId}`)).body.wallet_mode).toBe('transfer');
  });

  it('answers an unknown dashboard address with the dashboard’s own 404 page', async () => {
    const page = await visit(pageA, '/dashboard/no-such-page', 'not-found', 404);
    expect(await pageA.textContent('h1')).toBe('Not found');
    expect(page).toContain('no such page');
    await checkConsolePage(pageA, 'not-found');
    // "Back to the dashboard" leads to the landing page.
    await Promise.all([pageA.waitForURL('**/dashboard/overview'), pageA.click('a[href="/dashboard"]')]);
  });

  it('adds a user on the users page, then disables it after the confirmation page', async () => {
    await visit(pageA, '/dashboard/users', 'users');
    await checkConsolePage(pageA, 'users');
    const email = `browser.user.${process.pid}.${Date.now()}@operator.example`;
    const form = pageA.locator('[data-testid="create-user-form"]');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('select[name="role"]').selectOption('manager');
    await form.locator('input[name="password"]').fill('correct horse battery staple');
    await Promise.all([pageA.waitForURL('**/dashboard/users?done=created'), form.locator('button[type="submit"]').click()]);
    const row = pageA.locator('[data-testid="user-row"]', { hasText: email });
    expect(await row.locator('[data-testid="user-role"]').textContent()).toBe('Manager');
    await checkConsolePage(pageA, 'users-created');

    await Promise.all([pageA.waitForURL('**/disable'), row.locator('[data-testid="disable-user"]').click()]);
    expect(await pageA.locator('[data-testid="confirm-consequence"]').textContent()).toContain(
      `${email} (Manager) will be signed out at once and can no longer sign in`,
    );
    await checkConsolePage(pageA, 'user-disable-confirm');
    await pageA.goBack();
    await Promise.all([pageA.waitForURL('**/reset-password'), row.locator('[data-testid="reset-password"]').click()]);
    expect(await pageA.locator('input[name="password"]').count()).toBe(1);
    await checkConsolePage(pageA, 'user-reset-password-confirm');
    await pageA.goBack();
    await Promise.all([pageA.waitForURL('**/disable'), row.locator('[data-testid="disable-user"]').click()]);
    await Promise.all([pageA.waitForURL('**/dashboard/users?done=disabled'), pageA.click('[data-testid="confirm"]')]);
    expect(await pageA.locator('[data-testid="user-row"]', { hasText: email }).locator('[data-testid="user-status"]').textContent()).toBe(
      'disabled',
    );
  });

  it('creates a tournament through the form with its live prize table, then cancels it after the confirmation page', async () => {
    await visit(pageA, '/dashboard/tournaments', 'tournaments-before-create');
    await Promise.all([pageA.waitForURL('**/dashboard/tournaments/new'), pageA.click('[data-testid="new-tournament"]')]);
    const form = pageA.locator('[data-testid="tournament-form"]');
    await checkConsolePage(pageA, 'tournament-new');
    const start = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 16);
    await form.locator('input[name="name"]').fill('Browser form cup');
    await form.locator('input[name="game"]').fill('live-slot');
    await form.locator('input[name="scheduled_start"]').fill(start);
    await form.locator('input[name="entry_fee"]').fill('5');
    await form.locator('input[name="max_players"]').fill('10');
    // The script asks the server for the prize table as the form changes: 10 × 5.00, 50/30/20.
    await pageA
      .locator('[data-testid="prize-preview-summary"]:text-is("Prize pool 50.00 EUR if all 10 seats are taken.")')
      .waitFor({ timeout: 10_000 });
    expect(await pageA.locator('[data-testid="prize-preview-rows"] td.num').allTextContents()).toEqual([
      '25.00 EUR',
      '15.00 EUR',
      '10.00 EUR',
    ]);
    await checkConsolePage(pageA, 'tournament-new-filled');
    await Promise.all([pageA.waitForURL('**/dashboard/tournaments/*?done=created'), pageA.click('[data-testid="save"]')]);
    expect((await pageA.textContent('[data-testid="flash"]'))?.trim()).toBe('The tournament was created.');
    const id = /\/dashboard\/tournaments\/([0-9a-f-]{36})/.exec(pageA.url())![1];
    expect((await a.client.get(`/api/tournaments/${id}`)).body.tournament).toMatchObject({
      name: 'Browser form cup',
      entryFee: 5,
      maxPlayers: 10,
      scheduledStart: `${start}:00.000Z`,
    });
    await checkConsolePage(pageA, 'tournament-created');

    await Promise.all([pageA.waitForURL(`**/dashboard/tournaments/${id}/edit`), pageA.click('[data-testid="action-edit"]')]);
    expect(await form.locator('input[name="name"]').inputValue()).toBe('Browser form cup');
    await checkConsolePage(pageA, 'tournament-edit');

    await seatPlayers(t, id, 2);
    await visit(pageA, `/dashboard/tournaments/${id}`, 'tournament-seated');
    await Promise.all([pageA.waitForURL(`**/dashboard/tournaments/${id}/start`), pageA.click('[data-testid="action-start"]')]);
    expect(await pageA.textContent('[data-testid="confirm-consequence"]')).toMatch(/^2 players are registered; registration closes\./);
    await checkConsolePage(pageA, 'tournament-start-confirm');
    await Promise.all([pageA.waitForURL(`**/dashboard/tournaments/${id}`), pageA.click('[data-testid="confirm-form"] a:text-is("Back")')]);
    await Promise.all([pageA.waitForURL(`**/dashboard/tournaments/${id}/cancel`), pageA.click('[data-testid="action-cancel"]')]);
    expect(await pageA.textContent('[data-testid="confirm-consequence"]')).toBe(
      '2 players will be refunded 10.00 EUR in total. The tournament is cancelled for good: no prizes are paid and nobody can register.',
    );
    await checkConsolePage(pageA, 'tournament-cancel-confirm');
    await pageA.fill('textarea[name="reason"]', 'Browser test: not enough interest');
    await Promise.all([pageA.waitForURL(`**/dashboard/tournaments/${id}?done=cancelled`), pageA.click('[data-testid="confirm"]')]);
    expect(await pageA.textContent('[data-testid="tournament-status"]')).toBe('cancelled');
    expect(await pageA.locator('[data-testid="tournament-actions"]').count()).toBe(0);
    await checkConsolePage(pageA, 'tournament-cancelled');
    expect((await a.client.get(`/api/tournaments/${id}`)).body.tournament.status).toBe('cancelled');
    // Eight pages checked in full (screenshots at both sizes, axe, layout), several seconds each on a
    // two-core machine: more than the default minute.
  }, 120_000);

  it('shows the tournament types, the series list and a series with the tournaments it created', async () => {
    const platform = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [a.operatorId])).apiKey });
    const hop = await platform.post('/api/internal/tournaments', {
      name: 'Browser crash lobby',
      type: 'hop_on_off',
      gameSlug: 'crash-classic',
      minPlayers: 3,
      entryFee: 1,
      lobbyKey: 'crash-classic:1.00:EUR',
    });
    expect(hop.status).toBe(201);
    const list = await visit(pageA, '/dashboard/tournaments?type=hop_on_off', 'tournaments-hop-on-off');
    expect(await pageA.locator('[data-testid="tournament-link"]').allTextContents()).toEqual(['Browser crash lobby']);
    expect(list).toContain('Lobby crash-classic:1.00:EUR');
    await Promise.all([pageA.waitForURL(`**/dashboard/tournaments/${hop.body.tournament_id}`), pageA.click('text=Browser crash lobby')]);
    expect(await pageA.textContent('[data-testid="fact-type"]')).toContain('Hop-on/off');
    expect(await pageA.textContent('[data-testid="fact-min-players"]')).toContain('As soon as 3 players have registered');
    await screenshot(pageA, 'tournament-hop-on-off');

    // Every minute from the next whole minute, each created ten minutes ahead.
    const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
    const created = await a.client.post('/api/tournament-series', {
      name: 'Browser minute series',
      external_id: 'browser-minute-series',
      schedule: `DTSTART:${start
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}\nRRULE:FREQ=MINUTELY`,
      lead_time_seconds: 600,
      template: { name: 'Browser series round', game: 'live-slot', entry_fee: 2 },
    });
    expect(created.status).toBe(201);
    seriesId = created.body.series_id;
    await t.app.get(TournamentScheduler).runOnce();

    await visit(pageA, '/dashboard/series', 'series-list');
    expect(await pageA.locator('[data-testid="series-link"]').allTextContents()).toEqual(['Browser minute series']);
    expect(await pageA.locator('[data-testid="next-start"]').count()).toBe(5);
    await checkConsolePage(pageA, 'series-list');
    await Promise.all([pageA.waitForURL(`**/dashboard/series/${seriesId}`), pageA.click('[data-testid="series-link"]')]);
    expect(await pageA.textContent('h1')).toBe('Browser minute series');
    expect(await pageA.locator('[data-testid="next-start"]').count()).toBe(5);
    const rows = await pageA.locator('[data-testid="series-tournament-link"]').allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows)).toEqual(new Set(['Browser series round']));
    await screenshot(pageA, 'series-detail');
    const first = await pageA.getAttribute('[data-testid="series-tournament-row"]', 'data-tournament-id');
    await Promise.all([
      pageA.waitForURL(`**/dashboard/tournaments/${first}`),
      pageA.click('[data-testid="series-tournament-link"] >> nth=0'),
    ]);
    expect(await pageA.textContent('[data-testid="fact-series"] a')).toBe('Series: Browser minute series');
    await screenshot(pageA, 'tournament-of-series');
  });

  it('pauses a series through its confirmation page', async () => {
    await visit(pageA, `/dashboard/series/${seriesId}`, 'series-detail-actions');
    await checkConsolePage(pageA, 'series-detail-actions');
    await Promise.all([pageA.waitForURL(`**/dashboard/series/${seriesId}/pause`), pageA.click('[data-testid="action-pause"]')]);
    expect(await pageA.textContent('[data-testid="confirm-consequence"]')).toMatch(
      /^No more tournaments will be created until it is resumed; the \d+ tournaments it already created are kept/,
    );
    await checkConsolePage(pageA, 'series-pause-confirm');
    await Promise.all([pageA.waitForURL(`**/dashboard/series/${seriesId}?done=paused`), pageA.click('[data-testid="confirm"]')]);
    expect(await pageA.textContent('[data-testid="flash"]')).toBe(
      'The series is paused: no more tournaments will be created until it is resumed.',
    );
    expect(await pageA.locator('[data-testid="action-resume"]').count()).toBe(1);
    await Promise.all([pageA.waitForURL(`**/dashboard/series/${seriesId}/resume`), pageA.click('[data-testid="action-resume"]')]);
    await checkConsolePage(pageA, 'series-resume-confirm');
    await visit(pageA, `/dashboard/series/${seriesId}/delete`, 'series-delete-confirm');
    expect(await pageA.textContent('h1')).toMatch(/^Delete /);
    await checkConsolePage(pageA, 'series-delete-confirm');
  });

  it('creates a series through the form, the lead time in minutes, and edits it', async () => {
    await visit(pageA, '/dashboard/series', 'series-list-before-create');
    await Promise.all([pageA.waitForURL('**/dashboard/series/new'), pageA.click('[data-testid="new-series"]')]);
    await checkConsolePage(pageA, 'series-new');
    const form = pageA.locator('[data-testid="series-form"]');
    await form.locator('input[name="name"]').fill('Browser nightly series');
    await form.locator('textarea[name="schedule"]').fill('DTSTART;TZID=Europe/Malta:20301201T200000\nRRULE:FREQ=DAILY');
    await form.locator('input[name="lead_time_minutes"]').fill('90');
    await form.locator('input[name="template.name"]').fill('Browser nightly cup');
    await form.locator('input[name="template.game"]').fill('live-slot');
    await form.locator('input[name="template.entry_fee"]').fill('3');
    await Promise.all([pageA.waitForURL('**/dashboard/series/*?done=created'), pageA.click('[data-testid="save"]')]);
    const id = /\/dashboard\/series\/([0-9a-f-]{36})/.exec(pageA.url())![1];
    expect((await a.client.get(`/api/tournament-series/${id}`)).body).toMatchObject({
      name: 'Browser nightly series',
      lead_time_seconds: 5400,
    });
    await Promise.all([pageA.waitForURL(`**/dashboard/series/${id}/edit`), pageA.click('[data-testid="action-edit"]')]);
    expect(await form.locator('input[name="lead_time_minutes"]').inputValue()).toBe('90');
    await checkConsolePage(pageA, 'series-edit');
  });

  it('shows the money panel of a played tournament and the overview with its charts', async () => {
    const paid = await scheduledTournament(t, a.operatorId, a.client, {
      name: 'Browser money cup',
      game: 'live-slot',
      entry_fee: 10,
      prize_pool: { total: 50 },
    });
    await paid.register('Max');
    await paid.register('Mia');
    await paid.start();
    await paid.score('Max', 20);
    await paid.complete();
    await visit(pageA, `/dashboard/tournaments/${paid.tournamentId}`, 'tournament-money');
    const panel = pageA.locator('[data-testid="money-panel"]');
    expect(await panel.locator('[data-testid="money-fees"]').textContent()).toBe('20.00 EUR');
    expect(await panel.locator('[data-testid="money-prizes"]').textContent()).toBe('50.00 EUR');
    expect(await panel.locator('[data-testid="money-overlay"]').textContent()).toBe('30.00 EUR');
    expect(await panel.locator('[data-testid="money-revenue"]').textContent()).toBe('-30.00 EUR');
    await panel.scrollIntoViewIfNeeded();
    await checkConsolePage(pageA, 'tournament-money-panel');

    await Promise.all([pageA.waitForURL('**/dashboard/overview'), pageA.click('header.top nav a:text-is("Overview")')]);
    // uPlot draws each chart on a canvas, then the page shows it.
    await pageA.waitForSelector('[data-testid="chart-registrations"][data-drawn="true"] canvas', { timeout: 10_000 });
    await pageA.waitForSelector('[data-testid="chart-pools"][data-currency="EUR"][data-drawn="true"] canvas', { timeout: 10_000 });
    for (const chart of ['chart-registrations', 'chart-pools']) {
      const size = await pageA.locator(`[data-testid="${chart}"] canvas`).first().boundingBox();
      expect(size!.width).toBeGreaterThan(200);
      expect(size!.height).toBeGreaterThan(100);
      expect(await pageA.locator(`[data-testid="${chart}"] [role="img"]`).getAttribute('aria-label')).toMatch(
        /The figures are in the table/,
      );
    }
    expect(await pageA.locator('[data-testid="total-row"][data-currency="EUR"] [data-testid="overlay"]').textContent()).toBe('30.00 EUR');
    await checkConsolePage(pageA, 'overview');

    // A refused range: the message next to the field, no charts.
    await pageA.fill('[data-testid="overview-filter"] input[name="from"]', '2020-01-01');
    await Promise.all([pageA.waitForURL('**/dashboard/overview?**'), pageA.click('[data-testid="overview-filter"] button[type="submit"]')]);
    expect(await pageA.textContent('[data-testid="field-error"][data-field="from"]')).toContain('it can be at most 366');
    expect(await pageA.locator('canvas').count()).toBe(0);
    await checkConsolePage(pageA, 'overview-refused-range');
  });

  it('asks before completing a running tournament, saying what it pays', async () => {
    await visit(pageA, `/dashboard/tournaments/${spare.tournamentId}`, 'tournament-running');
    await Promise.all([
      pageA.waitForURL(`**/dashboard/tournaments/${spare.tournamentId}/complete`),
      pageA.click('[data-testid="action-complete"]'),
    ]);
    expect(await pageA.textContent('[data-testid="confirm-consequence"]')).toMatch(/from the current standings of 1 player\./);
    await checkConsolePage(pageA, 'tournament-complete-confirm');
    await Promise.all([
      pageA.waitForURL(`**/dashboard/tournaments/${spare.tournamentId}`),
      pageA.click('[data-testid="confirm-form"] a:text-is("Back")'),
    ]);
    expect(await pageA.textContent('[data-testid="tournament-status"]')).toBe('in progress');
  });

  it('says the session has expired on a live page whose session ends, and stops following', async () => {
    await visit(pageA, `/dashboard/tournaments/${spare.tournamentId}`, 'tournament-detail-spare');
    await pageA.waitForSelector('[data-testid="live-status"][data-state="live"]');
    // Signed out in another tab: the stream ends at its next session check, and its reconnection is refused.
    const other = await newPage(pageA.context());
    await other.goto('/dashboard/settings');
    await Promise.all([other.waitForURL('**/dashboard/login**'), other.click('form.signout button[type="submit"]')]);
    await other.close();
    await pageA.waitForSelector('[data-testid="leaderboard"][data-live="off"]', { timeout: 10_000 });
    expect(await pageA.textContent('[data-testid="live-status"]')).toBe('Your session has expired: reload the page to sign in again.');
    // The standings already shown stay on the page.
    expect(await pageA.locator('[data-testid="lb-player"]').allTextContents()).toEqual(['Dave']);
    await screenshot(pageA, 'tournament-detail-session-expired');
    await until(() => t.app.get(LiveStandingsHub).size === 0, 'the subscriptions to close');
  });

  it('d. a second operator’s user sees none of it', async () => {
    const pageB = await newPage(await browser.newContext({ baseURL: t.baseUrl }));
    await signInThroughForm(pageB, userB);
    await visit(pageB, '/dashboard/tournaments', 'operator-b-tournaments-list');
    expect(await pageB.locator('[data-testid="tournaments-table"]').count()).toBe(1);
    expect(await pageB.content()).not.toContain('Browser live cup');

    const detail = await visit(pageB, `/dashboard/tournaments/${cup.tournamentId}`, 'operator-b-tournament-404', 404);
    expect(detail).toContain('Tournament not found');
    expect(detail).not.toContain('Browser live cup');
    expect(detail).not.toContain('Carol');

    const series = await visit(pageB, `/dashboard/series/${seriesId}`, 'operator-b-series-404', 404);
    expect(series).toContain('Tournament series not found');
    expect(series).not.toContain('Browser minute series');
    expect(await visit(pageB, '/dashboard/series', 'operator-b-series')).not.toContain('Browser minute series');

    const keys = await visit(pageB, '/dashboard/keys', 'operator-b-keys');
    const keyIds = await pageB.locator('[data-testid="key-row"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key-id')));
    expect(keyIds).toEqual([b.keyId]);
    for (const text of [keyName, dashboardKeyId, a.keyId]) expect(keys).not.toContain(text);

    await t.flushAudit();
    const audit = await visit(pageB, '/dashboard/audit', 'operator-b-audit');
    for (const text of [a.keyId, dashboardKeyId, cup.tournamentId, keyName, userA.email]) expect(audit).not.toContain(text);

    // Operator A's money is not in B's overview: B has none.
    const overview = await visit(pageB, '/dashboard/overview', 'operator-b-overview');
    expect(await pageB.locator('[data-testid="total-row"]').count()).toBe(0);
    expect(overview).not.toContain('Browser money cup');
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
    await checkConsolePage(page, 'login-wrong-password');
  });
});

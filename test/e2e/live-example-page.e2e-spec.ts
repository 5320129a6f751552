import { readFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { launchChromium, screenshot } from '../support/browser';
import { createInternalKey, operatorWithKey, TestOperator, TestKey } from '../support/factories';
import { HttpClient } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId } from '../support/tournament-fixtures';

// examples/live-leaderboard.html, as a player opens it: served from another origin (an
// operator's site), following the tournament with EventSource and the player's game token.

let users = 0;
const PAGE = readFileSync(join(__dirname, '../../examples/live-leaderboard.html'), 'utf8');

describe('examples/live-leaderboard.html in chromium', () => {
  let t: TestApp;
  let op: TestOperator & TestKey;
  let platform: HttpClient;
  let site: Server;
  let siteUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp({
      streams: { minIntervalMs: 50, maxSubscribersPerOperator: 100, heartbeatMs: 15_000, slowSubscriberTimeoutMs: 30_000 },
    });
    op = await operatorWithKey(t);
    platform = t.http.with({ 'X-Internal-Api-Key': (await createInternalKey(t, [op.operatorId])).apiKey });
    site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/live-leaderboard.html`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
    await t?.close();
  });

  async function register(tid: string, name: string): Promise<{ entryId: string; jwt: string }> {
    const res = await op.client.post(`/api/tournaments/${tid}/players`, { user_id: `u-${++users}`, display_name: name });
    expect(res.status).toBe(201);
    return { entryId: res.body.internal_player_id, jwt: res.body.game_access.jwt };
  }

  async function score(tid: string, entryId: string, points: number, id: string): Promise<void> {
    const res = await platform.post(`/api/internal/tournaments/${tid}/events`, {
      events: [{ event_id: id, type: 'score.updated', occurred_at: new Date().toISOString(), internal_player_id: entryId, points }],
    });
    expect(res.body.accepted).toBe(1);
  }

  /** The table's cells, row by row (evaluated in the page, which has the DOM). */
  const rows = (page: Page): Promise<string[][]> =>
    page.evaluate(
      `Array.from(document.querySelectorAll('[data-testid="row"]')).map((tr) => Array.from(tr.cells).map((td) => td.textContent))`,
    );

  it('shows the standings, follows every change without reload, and stops after the final standings', async () => {
    const tid = await createTournamentId(op.client, { entry_fee: 0 });
    const ann = await register(tid, 'Ann');
    const bob = await register(tid, 'Bob <b>');
    expect((await op.client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
    await score(tid, ann.entryId, 10, 'e1');

    const page = await browser.newPage();
    const streams: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/leaderboard/stream')) streams.push(request.url());
    });
    await page.goto(`${siteUrl}?base=${encodeURIComponent(t.baseUrl)}&tournament=${tid}&token=${encodeURIComponent(bob.jwt)}`);
    await page.waitForSelector('[data-testid="state"][data-state="live"]');
    await page.waitForFunction(`document.querySelectorAll('[data-testid="row"]').length === 2`);
    expect(await rows(page)).toEqual([
      ['1', 'Ann', '10'],
      ['2', 'Bob <b>', '0'],
    ]);

    await score(tid, bob.entryId, 25, 'e2');
    await page.waitForFunction(`document.querySelector('[data-testid="row"] td:nth-child(2)')?.textContent === 'Bob <b>'`);
    const board = await op.client.get(`/api/tournaments/${tid}/leaderboard?limit=10`);
    expect(await rows(page)).toEqual(board.body.leaderboard.data.map((e: any) => [String(e.position), e.display_name, e.points]));
    await screenshot(page, 'live-leaderboard-example');

    expect((await op.client.post(`/api/tournaments/${tid}/complete`)).status).toBe(200);
    await page.waitForSelector('[data-testid="state"][data-state="finished"]');
    const final = await op.client.get(`/api/tournaments/${tid}/leaderboard?limit=10`);
    await page.waitForSelector(`[data-testid="updated"][datetime="${final.body.last_updated}"]`);
    // The page closed its EventSource: no reconnection follows the end of the stream.
    const opened = streams.length;
    await page.waitForTimeout(4000);
    expect(streams).toHaveLength(opened);
    await page.close();
  });

  it('says so when the token is refused', async () => {
    const tid = await createTournamentId(op.client, { entry_fee: 0 });
    const page = await browser.newPage();
    await page.goto(`${siteUrl}?base=${encodeURIComponent(t.baseUrl)}&tournament=${tid}&token=not-a-token`);
    await page.waitForSelector('[data-testid="state"][data-state="error"]');
    await page.close();
  });
});

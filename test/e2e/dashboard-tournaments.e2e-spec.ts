import { LiveStandingsHub } from '@app/live';
import { cellsOf, countOf, createDashboardUser, DashboardSession, linkOf } from '../support/dashboard-client';
import { runningTournament, RunningTournament } from '../support/dashboard-fixtures';
import { EventStreamClient } from '../support/event-stream-client';
import { operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId } from '../support/tournament-fixtures';
import { until } from '../support/until';

const XSS_NAME = '<img src=x onerror=alert(1)>';

/**
 * The tournament pages over HTTP (D13): the list with the API's filters and paging, a
 * tournament's detail with players and leaderboard, the live stream the page follows, the
 * leaderboard JSON it polls without EventSource, and what another operator's user gets for all
 * of it.
 */
describe('dashboard tournaments pages', () => {
  let t: TestApp;
  let a: TestOperator & TestKey;
  let b: TestOperator & TestKey;
  let pageA: DashboardSession;
  let pageB: DashboardSession;
  let live: RunningTournament;
  let cancelledId: string;
  let xssId: string;
  let othersId: string;

  beforeAll(async () => {
    // Short coalescing and heartbeats (each heartbeat checks the session): the stream tests wait less.
    t = await startTestApp({
      streams: { minIntervalMs: 50, maxSubscribersPerOperator: 10_000, heartbeatMs: 200, slowSubscriberTimeoutMs: 30_000 },
    });
    a = await operatorWithKey(t);
    b = await operatorWithKey(t);
    // 26 tournaments of one game, so that game alone spans two pages of 25.
    for (let i = 1; i <= 26; i++) await createTournamentId(a.client, { name: `Paging cup ${i}`, game: 'paging-slot' });
    live = await runningTournament(
      t,
      a.operatorId,
      a.client,
      [
        ['Alice', 120],
        ['Bob', 300],
        ['<b>Carol</b>', 50],
      ],
      { name: 'Live cup', game: 'live-slot', max_players: 8 },
    );
    cancelledId = await createTournamentId(a.client, { name: 'Called off cup', game: 'other-slot' });
    expect((await a.client.delete(`/api/tournaments/${cancelledId}`, { reason: 'provider outage' })).status).toBe(200);
    xssId = await createTournamentId(a.client, { name: XSS_NAME, game: 'other-slot' });
    othersId = await createTournamentId(b.client, { name: 'Operator B private cup', game: 'live-slot' });
    pageA = await DashboardSession.signedIn(t, await createDashboardUser(t, a.operatorId));
    pageB = await DashboardSession.signedIn(t, await createDashboardUser(t, b.operatorId));
  });
  afterAll(async () => t?.close());

  describe('list', () => {
    it('shows the first 25 of the operator’s own tournaments, newest first, with a link to the next page', async () => {
      const page = await pageA.get('/dashboard/tournaments');
      expect(page.status).toBe(200);
      expect(page.text).toContain('data-testid="tournament-filter"');
      expect(countOf(page, 'tournament-link')).toBe(25);
      expect(cellsOf(page, 'tournament-link')[0]).toBe('&lt;img src=x onerror=alert(1)&gt;');
      expect(page.text).not.toContain('Operator B private cup');
      expect(cellsOf(page, 'tournaments-summary')).toEqual(['1–25 of 29']);
      expect(linkOf(page, 'tournaments-page-next')).toBe('/dashboard/tournaments?page=2');
      expect(linkOf(page, 'tournaments-page-prev')).toBeUndefined();
    });

    it('shows status, game, players / max, entry fee and prize pool with the currency', async () => {
      const page = await pageA.get('/dashboard/tournaments?gameSlug=live-slot');
      expect(cellsOf(page, 'tournament-link')).toEqual(['Live cup']);
      const row = /<tr data-testid="tournament-row"[\s\S]*?<\/tr>/.exec(page.text)![0];
      expect(row).toContain(`href="/dashboard/tournaments/${live.tournamentId}"`);
      expect(row).toMatch(/<span class="badge in_progress"[^>]*>in progress<\/span>/);
      expect(row).toContain('<td>live-slot</td>');
      expect(row).toContain('3 / 8');
      expect(row).toContain('0.00 EUR');
    });

    it('filters by status, and the form keeps the chosen status', async () => {
      const running = await pageA.get('/dashboard/tournaments?status=in_progress');
      expect(running.status).toBe(200);
      expect(cellsOf(running, 'tournament-link')).toEqual(['Live cup']);
      expect(running.text).toContain('<option value="in_progress" selected>');
      const cancelled = await pageA.get('/dashboard/tournaments?status=cancelled');
      expect(cellsOf(cancelled, 'tournament-link')).toEqual(['Called off cup']);
      expect((await pageA.get('/dashboard/tournaments?status=completed')).text).toContain('No tournaments match.');
      const both = await pageA.get('/dashboard/tournaments?status=in_progress%2Ccancelled');
      expect(cellsOf(both, 'tournament-link')).toEqual(['Called off cup', 'Live cup']);
      expect(both.text).toContain('<option value="in_progress,cancelled" selected>');
    });

    it('pages through a filtered list with previous and next links that keep the filters', async () => {
      const first = await pageA.get('/dashboard/tournaments?gameSlug=paging-slot&sort=name%3Aasc&status=');
      expect(countOf(first, 'tournament-link')).toBe(25);
      const next = linkOf(first, 'tournaments-page-next')!;
      expect(next).toBe('/dashboard/tournaments?gameSlug=paging-slot&sort=name%3Aasc&page=2');
      const second = await pageA.get(next);
      expect(second.status).toBe(200);
      // Name order is text order: "Paging cup 9" is the last of the 26.
      expect(cellsOf(second, 'tournament-link')).toEqual(['Paging cup 9']);
      expect(cellsOf(second, 'tournaments-summary')).toEqual(['26–26 of 26']);
      expect(linkOf(second, 'tournaments-page-prev')).toBe('/dashboard/tournaments?gameSlug=paging-slot&sort=name%3Aasc');
      expect(linkOf(second, 'tournaments-page-next')).toBeUndefined();
      expect(second.text).toContain('value="paging-slot"');
    });

    it('orders by a column heading: filters kept, first page, the other way round on the ordered column', async () => {
      const first = await pageA.get('/dashboard/tournaments?gameSlug=paging-slot&page=2');
      expect(linkOf(first, 'sort-name')).toBe('/dashboard/tournaments?gameSlug=paging-slot&sort=name%3Aasc');
      expect(linkOf(first, 'sort-entryFee')).toBe('/dashboard/tournaments?gameSlug=paging-slot&sort=entryFee%3Adesc');
      expect(first.text).toMatch(/<th scope="col" aria-sort="none"><a href="[^"]*sort=name%3Aasc"/);
      const byName = await pageA.get(linkOf(first, 'sort-name')!);
      expect(cellsOf(byName, 'tournament-link').slice(0, 3)).toEqual(['Paging cup 1', 'Paging cup 10', 'Paging cup 11']);
      expect(byName.text).toMatch(/<th scope="col" aria-sort="ascending"><a href="[^"]*sort=name%3Adesc"/);
      const reversed = await pageA.get(linkOf(byName, 'sort-name')!);
      expect(cellsOf(reversed, 'tournament-link').slice(0, 2)).toEqual(['Paging cup 9', 'Paging cup 8']);
      expect(reversed.text).toMatch(/aria-sort="descending"><a href="[^"]*sort=name%3Aasc"/);
      // Headings without an order the API offers are plain.
      expect(byName.text).toContain('<th scope="col">Status</th>');
    });

    it('searches names from its search box, and keeps the text in the box', async () => {
      const page = await pageA.get('/dashboard/tournaments?search=CUP+2&sort=name%3Aasc');
      expect(page.status).toBe(200);
      expect(cellsOf(page, 'tournament-link')).toEqual(['Paging cup 2', ...[20, 21, 22, 23, 24, 25, 26].map((n) => `Paging cup ${n}`)]);
      expect(page.text).toContain('<input type="search" name="search" value="CUP 2"');
      expect(linkOf(page, 'sort-name')).toBe('/dashboard/tournaments?search=CUP+2&sort=name%3Adesc');
      expect(cellsOf(await pageA.get('/dashboard/tournaments?search=private'), 'tournament-link')).toEqual([]);
    });

    it('filters by scheduled start and player counts', async () => {
      const many = await pageA.get('/dashboard/tournaments?minPlayers=2');
      expect(cellsOf(many, 'tournament-link')).toEqual(['Live cup']);
      const none = await pageA.get('/dashboard/tournaments?endDate=2000-01-01');
      expect(countOf(none, 'tournament-link')).toBe(0);
    });

    it.each([
      ['status=bogus', 'status'],
      ['startDate=yesterday', 'startDate'],
      ['minPlayers=-1', 'minPlayers'],
      ['sort=password%3Aasc', 'sort'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ])('refuses %s with an error message and 422, never a 500', async (query, field) => {
      const page = await pageA.get(`/dashboard/tournaments?${query}`);
      expect(page.status).toBe(422);
      expect(page.text).toMatch(/<div class="flash flash-error" role="alert" data-testid="flash">Some filters are not valid/);
      const shownNextToField = page.text.includes(`data-field="${field}"`);
      const namedInFlash = new RegExp(`data-testid="flash">[^<]*${field}`).test(page.text);
      expect(shownNextToField || namedInFlash).toBe(true);
      expect(countOf(page, 'tournament-link')).toBe(0);
    });
  });

  describe('detail', () => {
    it('shows status, schedule, money, configuration, players and the leaderboard, live while running', async () => {
      const page = await pageA.get(`/dashboard/tournaments/${live.tournamentId}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(cellsOf(page, 'tournament-status')).toEqual(['in progress']);
      expect(page.text).toContain('<h1>Live cup</h1>');
      expect(page.text).toMatch(/Scheduled start<\/div><div><time datetime="\d{4}-\d\d-\d\dT/);
      expect(page.text).toContain('<span data-testid="counter-players">3</span> / 8 (at least 1)');
      expect(page.text).toContain('points_based');
      expect(page.text).toContain(
        `<table data-testid="leaderboard" data-tournament-id="${live.tournamentId}" data-status="in_progress" data-version="${Date.parse(
          (await a.client.get(`/api/tournaments/${live.tournamentId}/leaderboard`)).body.last_updated,
        )}" data-live="on" data-rows="50">`,
      );
      expect(cellsOf(page, 'lb-position')).toEqual(['1', '2', '3']);
      expect(cellsOf(page, 'lb-player')).toEqual(['Bob', 'Alice', '&lt;b&gt;Carol&lt;/b&gt;']);
      expect(cellsOf(page, 'lb-points')).toEqual(['300', '120', '50']);
      expect(page.text).toMatch(/data-testid="leaderboard-updated"><time datetime="[^"]+">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/);
      // The players table: every seated player, as the leaderboard with includeEliminated=true.
      expect(page.text).toContain('data-testid="players-table"');
      expect(countOf(page, 'player-row')).toBe(3);
      expect(cellsOf(page, 'pl-player')).toEqual(['Bob', 'Alice', '&lt;b&gt;Carol&lt;/b&gt;']);
      expect(cellsOf(page, 'pl-position')).toEqual(['1', '2', '3']);
      expect(cellsOf(page, 'players-count')).toEqual(['3 players.']);
      // The counters, from the same standings.
      expect(cellsOf(page, 'counter-players')).toEqual(['3']);
      expect(cellsOf(page, 'counter-active')).toEqual(['3']);
      expect(cellsOf(page, 'counter-eliminated')).toEqual(['0']);
      expect(cellsOf(page, 'prize-pool')).toEqual(['0.00 EUR']);
      expect(cellsOf(page, 'live-status')).toEqual(['As of when this page was loaded.']);
      // Who registered and paid: as of the page load, said so.
      expect(countOf(page, 'registration-row')).toBe(3);
      expect(cellsOf(page, 'registrations-count')).toEqual(['3 registrations']);
      expect(cellsOf(page, 'registrations-as-of')).toEqual([', as of when this page was loaded.']);
      expect(page.text).not.toContain('<b>Carol');
    });

    it('is not live once the tournament is cancelled', async () => {
      const page = await pageA.get(`/dashboard/tournaments/${cancelledId}`);
      expect(page.status).toBe(200);
      expect(cellsOf(page, 'tournament-status')).toEqual(['cancelled']);
      expect(cellsOf(page, 'live-status')).toEqual(['Final: no more updates.']);
      expect(page.text).toContain('data-live="off"');
      expect(page.text).toContain('provider outage');
      expect(page.text).toContain('data-testid="leaderboard-empty"');
    });

    it('escapes a tournament named like markup on the list and the detail page', async () => {
      const detail = await pageA.get(`/dashboard/tournaments/${xssId}`);
      const list = await pageA.get('/dashboard/tournaments?gameSlug=other-slot');
      for (const page of [detail, list]) {
        expect(page.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
        expect(page.text).not.toContain('<img');
      }
      expect(detail.text).toContain('<title>&lt;img src=x onerror=alert(1)&gt; · Tournament Service</title>');
    });

    it('answers another operator’s tournament exactly like an unknown one: a 404 page', async () => {
      const others = await pageA.get(`/dashboard/tournaments/${othersId}`);
      const unknown = await pageA.get('/dashboard/tournaments/019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01');
      const garbage = await pageA.get('/dashboard/tournaments/not-a-tournament');
      expect([others.status, unknown.status, garbage.status]).toEqual([404, 404, 404]);
      expect(others.text).toBe(unknown.text);
      expect(garbage.text).toBe(unknown.text);
      expect(others.text).toContain('Tournament not found');
      expect(others.text).not.toContain('Operator B private cup');
      // And B itself sees its own tournament, and nothing of A's.
      expect((await pageB.get(`/dashboard/tournaments/${othersId}`)).status).toBe(200);
      expect((await pageB.get(`/dashboard/tournaments/${live.tournamentId}`)).status).toBe(404);
    });
  });

  describe('prize column and duration', () => {
    let paid: RunningTournament;

    beforeAll(async () => {
      // 4 players at 10.00 EUR: a pool of 40.00 EUR, shared 50/30/20 by default.
      paid = await runningTournament(
        t,
        a.operatorId,
        a.client,
        [
          ['Ann', 100],
          ['Ben', 300],
          ['Cid', 200],
          ['Dee', 50],
        ],
        { name: 'Prize cup', game: 'prize-slot', entry_fee: 10, max_players: 8 },
      );
    });

    it('shows, while it runs, what each player would win if it ended now, in both tables and leaderboard.json', async () => {
      const page = await pageA.get(`/dashboard/tournaments/${paid.tournamentId}`);
      expect(cellsOf(page, 'prize-pool')).toEqual(['40.00 EUR']);
      expect(cellsOf(page, 'prize-heading')).toEqual(['Prize if it ended now']);
      expect(cellsOf(page, 'lb-player')).toEqual(['Ben', 'Cid', 'Ann', 'Dee']);
      expect(cellsOf(page, 'lb-prize')).toEqual(['20.00 EUR', '12.00 EUR', '8.00 EUR', '—']);
      expect(cellsOf(page, 'pl-prize')).toEqual(['20.00 EUR', '12.00 EUR', '8.00 EUR', '—']);
      const json = (await pageA.get(`/dashboard/tournaments/${paid.tournamentId}/leaderboard.json`)).json;
      expect(json.counters.prizes).toEqual({
        [json.entries[0].player_id]: '20.00 EUR',
        [json.entries[1].player_id]: '12.00 EUR',
        [json.entries[2].player_id]: '8.00 EUR',
      });
    });

    it('follows the standings: a player who overtakes takes the better prize; an eliminated player keeps a marked row', async () => {
      await paid.score('Ann', 250);
      await paid.eliminate('Dee');
      const page = await pageA.get(`/dashboard/tournaments/${paid.tournamentId}`);
      expect(cellsOf(page, 'lb-player')).toEqual(['Ben', 'Ann', 'Cid']);
      expect(cellsOf(page, 'lb-prize')).toEqual(['20.00 EUR', '12.00 EUR', '8.00 EUR']);
      expect(cellsOf(page, 'pl-player')).toEqual(['Ben', 'Ann', 'Cid', 'Dee']);
      expect(cellsOf(page, 'pl-prize')).toEqual(['20.00 EUR', '12.00 EUR', '8.00 EUR', '—']);
      expect(page.text).toMatch(/<tr data-testid="player-row" class="eliminated">(?:(?!<\/tr>)[\s\S])*Dee/);
    });

    it('once completed, shows what completion paid (as the results API) and how long the tournament ran', async () => {
      await paid.complete();
      const results = await a.client.get(`/api/tournaments/${paid.tournamentId}/results`);
      expect(results.status).toBe(200);
      const page = await pageA.get(`/dashboard/tournaments/${paid.tournamentId}`);
      expect(cellsOf(page, 'prize-heading')).toEqual(['Prize']);
      const byName = new Map<string, string>(
        results.body.winners.map((w: { displayName: string; prizeAmount: number }) => [w.displayName, `${w.prizeAmount.toFixed(2)} EUR`]),
      );
      const names = cellsOf(page, 'pl-player');
      expect(cellsOf(page, 'pl-prize')).toEqual(names.map((name) => byName.get(name) ?? '—'));
      expect(names.slice(0, 3).map((name) => byName.get(name))).toEqual(['20.00 EUR', '12.00 EUR', '8.00 EUR']);
      expect(page.text).toMatch(/data-testid="fact-duration"><div class="label">Duration<\/div><div>Ran \d+ s \(set: /);
    });
  });

  describe('leaderboard.json', () => {
    it('answers status, last update, entries and counters, never cached, and follows a new score', async () => {
      const path = `/dashboard/tournaments/${live.tournamentId}/leaderboard.json`;
      const before = await pageA.get(path);
      expect(before.status).toBe(200);
      expect(before.headers.get('cache-control')).toBe('no-store');
      expect(before.headers.get('content-type')).toMatch(/^application\/json/);
      expect(before.json).toEqual({
        status: 'in_progress',
        last_updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        entries: [
          { position: 1, player_id: expect.any(String), display_name: 'Bob', points: '300', status: 'active' },
          { position: 2, player_id: expect.any(String), display_name: 'Alice', points: '120', status: 'active' },
          { position: 3, player_id: expect.any(String), display_name: '<b>Carol</b>', points: '50', status: 'active' },
        ],
        counters: {
          version: Date.parse(before.json.last_updated),
          players: 3,
          active: 3,
          eliminated: 0,
          prize_pool: '0.00 EUR',
          prizes: {},
        },
      });
      await live.score('Alice', 500);
      const after = await pageA.get(path);
      expect(after.json.entries.map((e: { display_name: string; points: string }) => [e.display_name, e.points])).toEqual([
        ['Alice', '500'],
        ['Bob', '300'],
        ['<b>Carol</b>', '50'],
      ]);
      expect(after.json.last_updated >= before.json.last_updated).toBe(true);
    });

    it('answers 404 JSON for another operator’s tournament, the same as for an unknown id', async () => {
      const others = await pageA.get(`/dashboard/tournaments/${othersId}/leaderboard.json`);
      const unknown = await pageA.get('/dashboard/tournaments/019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01/leaderboard.json');
      const garbage = await pageA.get('/dashboard/tournaments/nope/leaderboard.json');
      expect([others.status, unknown.status, garbage.status]).toEqual([404, 404, 404]);
      expect(others.json).toEqual({ error: 'not_found', message: 'Tournament not found' });
      expect(unknown.json).toEqual(others.json);
      expect(garbage.json).toEqual(others.json);
    });

    it('answers 401 JSON without a session, and never a sign-in redirect', async () => {
      const anonymous = new DashboardSession(t.baseUrl);
      const response = await anonymous.get(`/dashboard/tournaments/${live.tournamentId}/leaderboard.json`);
      expect(response.status).toBe(401);
      expect(response.location).toBeNull();
      expect(response.json).toEqual({ error: 'sign_in_required', message: 'Please sign in to continue.' });
      expect(response.text).not.toContain('Alice');
    });

    it('sends the pages to sign-in without a session', async () => {
      const anonymous = new DashboardSession(t.baseUrl);
      const response = await anonymous.get('/dashboard/tournaments?status=in_progress');
      expect(response.status).toBe(303);
      expect(response.location).toBe('/dashboard/login?reason=signin&next=%2Fdashboard%2Ftournaments%3Fstatus%3Din_progress');
    });
  });
  describe('live stream', () => {
    const url = (id: string) => `${t.baseUrl}/dashboard/tournaments/${id}/live`;
    const streamOf = (session: DashboardSession, id: string) => EventStreamClient.open(url(id), { cookie: session.cookieHeader() });
    const apiBoard = async (id: string) => (await a.client.get(`/api/tournaments/${id}/leaderboard?limit=200&includeEliminated=true`)).body;
    const hubSize = () => t.app.get(LiveStandingsHub).size;
    /** The events that are not heartbeats, by type. */
    const typesOf = (stream: EventStreamClient) => stream.events.filter((e) => e.event !== ':').map((e) => e.event);

    it('streams the API’s leaderboard with its counters at once, then after each change, with heartbeats', async () => {
      const opened = await streamOf(pageA, live.tournamentId);
      const stream = opened.stream!;
      try {
        expect(opened.status).toBe(200);
        expect(opened.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
        expect(opened.headers.get('cache-control')).toBe('no-store');
        expect(opened.headers.get('content-security-policy')).toContain("connect-src 'self'");
        expect(opened.headers.get('x-request-id')).toBeTruthy();

        const first = await stream.nth('snapshot', 1);
        const firstCounters = await stream.nth('counters', 1);
        const board = await apiBoard(live.tournamentId);
        expect(JSON.parse(first.data)).toEqual(board);
        expect(first.id).toBe(String(Date.parse(board.last_updated)));
        expect(JSON.parse(firstCounters.data)).toEqual({
          version: Number(first.id),
          players: 3,
          active: 3,
          eliminated: 0,
          prize_pool: '0.00 EUR',
          prizes: {},
        });
        expect(typesOf(stream)).toEqual(['retry', 'snapshot', 'counters']);
        expect(stream.ofType('retry')[0].data).toBe('2000');

        await live.score('<b>Carol</b>', 700);
        const second = await stream.nth('snapshot', 2);
        await stream.nth('counters', 2);
        expect(JSON.parse(second.data)).toEqual(await apiBoard(live.tournamentId));
        expect(JSON.parse(second.data).leaderboard.data.map((e: { display_name: string }) => e.display_name)).toEqual([
          '<b>Carol</b>',
          'Alice',
          'Bob',
        ]);

        await live.eliminate('Bob');
        const third = await stream.nth('snapshot', 3);
        const thirdCounters = await stream.nth('counters', 3);
        expect(JSON.parse(third.data)).toEqual(await apiBoard(live.tournamentId));
        expect(JSON.parse(third.data).leaderboard.data.map((e: { status: string }) => e.status)).toEqual([
          'active',
          'active',
          'eliminated',
        ]);
        expect(JSON.parse(thirdCounters.data)).toEqual({
          version: Number(third.id),
          players: 3,
          active: 2,
          eliminated: 1,
          prize_pool: '0.00 EUR',
          prizes: {},
        });
        // Each snapshot is followed by the counters of the same version, nothing in between.
        expect(typesOf(stream)).toEqual(['retry', 'snapshot', 'counters', 'snapshot', 'counters', 'snapshot', 'counters']);
        await stream.until(() => stream.ofType(':').length > 0, 'a heartbeat');
      } finally {
        stream.close();
      }
      await until(() => hubSize() === 0, 'the subscription to close with the connection');
    });

    it('answers 401 JSON without a session, never a redirect, and 404 JSON for another operator’s tournament', async () => {
      const anonymous = await EventStreamClient.open(url(live.tournamentId));
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('location')).toBeNull();
      expect(JSON.parse(anonymous.text!)).toEqual({ error: 'sign_in_required', message: 'Please sign in to continue.' });

      const others = await streamOf(pageA, othersId);
      const unknown = await streamOf(pageA, '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01');
      const garbage = await streamOf(pageA, 'nope');
      expect([others.status, unknown.status, garbage.status]).toEqual([404, 404, 404]);
      const json = (await pageA.get(`/dashboard/tournaments/${othersId}/leaderboard.json`)).json;
      for (const refused of [others, unknown, garbage]) expect(JSON.parse(refused.text!)).toEqual(json);
      expect(json).toEqual({ error: 'not_found', message: 'Tournament not found' });
      expect(others.text).not.toContain('Operator B private cup');
      expect(hubSize()).toBe(0);
    });

    it('answers HEAD like GET without holding a stream open', async () => {
      const head = await fetch(url(live.tournamentId), { method: 'HEAD', headers: { cookie: pageA.cookieHeader() } });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(hubSize()).toBe(0);
      const refused = await fetch(url(othersId), { method: 'HEAD', headers: { cookie: pageA.cookieHeader() } });
      expect(refused.status).toBe(404);
    });

    it('sends a finished tournament’s status, its final standings and the end, then ends', async () => {
      const opened = await streamOf(pageA, cancelledId);
      const stream = opened.stream!;
      await stream.untilEnded();
      expect(typesOf(stream)).toEqual(['retry', 'status', 'snapshot', 'counters', 'end']);
      expect(JSON.parse(stream.ofType('status')[0].data)).toEqual({
        tournament_id: cancelledId,
        status: 'cancelled',
        current_phase: 'cancelled',
      });
      expect(JSON.parse(stream.ofType('snapshot')[0].data).leaderboard.data).toEqual([]);
      expect(hubSize()).toBe(0);
    });

    it('follows a tournament to its completion: status, final standings, the end', async () => {
      const cup = await runningTournament(t, a.operatorId, a.client, [
        ['Dora', 10],
        ['Emil', 20],
      ]);
      const stream = (await streamOf(pageA, cup.tournamentId)).stream!;
      await stream.nth('counters', 1);
      await cup.complete();
      await stream.untilEnded();
      expect(typesOf(stream).slice(-4)).toEqual(['status', 'snapshot', 'counters', 'end']);
      expect(JSON.parse(stream.ofType('status')[0].data)).toMatchObject({ tournament_id: cup.tournamentId, status: 'completed' });
      const final = stream.ofType('snapshot').at(-1)!;
      expect(JSON.parse(final.data)).toEqual(await apiBoard(cup.tournamentId));
      expect(JSON.parse(final.data).leaderboard.data.map((e: { status: string }) => e.status)).toEqual(['finished', 'finished']);
      await until(() => hubSize() === 0, 'the subscription to be gone');
    });

    it('ends once its session has ended, and the reconnection is refused with 401', async () => {
      const session = await DashboardSession.signedIn(t, await createDashboardUser(t, a.operatorId));
      const cookie = session.cookieHeader();
      const stream = (await streamOf(session, live.tournamentId)).stream!;
      await stream.nth('counters', 1);
      expect((await session.postForm('/dashboard/logout', {})).status).toBe(303);
      // The next heartbeat finds the session over and ends the stream, without `end`: the page reconnects.
      await stream.untilEnded();
      expect(stream.ofType('end')).toEqual([]);
      const again = await EventStreamClient.open(url(live.tournamentId), { cookie });
      expect(again.status).toBe(401);
      await until(() => hubSize() === 0, 'the subscription to be gone');
    });
  });
  it('refuses a stream past the operator’s cap with 429 JSON, and ends open streams when the service shuts down', async () => {
    const own = await startTestApp({
      streams: { minIntervalMs: 50, maxSubscribersPerOperator: 1, heartbeatMs: 15_000, slowSubscriberTimeoutMs: 30_000 },
    });
    let closed = false;
    try {
      const op = await operatorWithKey(own);
      const tournamentId = await createTournamentId(op.client);
      const session = await DashboardSession.signedIn(own, await createDashboardUser(own, op.operatorId));
      const url = `${own.baseUrl}/dashboard/tournaments/${tournamentId}/live`;
      const first = (await EventStreamClient.open(url, { cookie: session.cookieHeader() })).stream!;
      await first.nth('counters', 1);
      const second = await EventStreamClient.open(url, { cookie: session.cookieHeader() });
      expect(second.status).toBe(429);
      expect(second.headers.get('retry-after')).toBe('5');
      expect(JSON.parse(second.text!)).toEqual({ error: 'too_many_requests', message: expect.stringMatching(/live streams/) });
      // The open stream does not hold the shutdown up: it is ended (without `end`: the page reconnects elsewhere).
      await own.close();
      closed = true;
      await first.untilEnded();
      expect(first.ofType('end')).toEqual([]);
    } finally {
      if (!closed) await own.close();
    }
  });
});

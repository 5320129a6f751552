import { DataSource } from 'typeorm';
import { ManualClock } from '@app/common';
import { TournamentScheduler } from '@app/tournaments';
import { cellsOf, countOf, createDashboardUser, DashboardSession, icalStamp, linkOf, PageResponse } from '../support/dashboard-client';
import { createInternalKey, operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { HttpClient } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId } from '../support/tournament-fixtures';

/**
 * The dashboard's view of the two tournament formats beside the operator's own scheduled ones:
 * hop-on/off tournaments (the game platform's, per lobby) in the tournament list and detail, and
 * recurring series on their own pages, with the tournaments each created. What the pages show is
 * compared with what the API answers for the same data.
 */

const MINUTE = 60_000;
const UNKNOWN_ID = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';
const CRASH_LOBBY = 'crash-classic:5.00:EUR';

/** The markup of the first element with this data-testid, up to its own closing tag (nested ones counted). */
function element(page: PageResponse, testId: string, tag = 'div'): string {
  const start = new RegExp(`<${tag}[^>]*data-testid="${testId}"`).exec(page.text);
  if (!start) throw new Error(`no ${tag} with data-testid="${testId}"`);
  const tags = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  tags.lastIndex = start.index + 1;
  let depth = 1;
  for (let match = tags.exec(page.text); match; match = tags.exec(page.text)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return page.text.slice(start.index, match.index + match[0].length);
  }
  throw new Error(`unclosed ${tag} with data-testid="${testId}"`);
}

/** The table row of a tournament on the list. */
function rowOf(page: PageResponse, tournamentId: string): string {
  const match = new RegExp(`<tr data-testid="tournament-row" data-tournament-id="${tournamentId}">[\\s\\S]*?</tr>`).exec(page.text);
  if (!match) throw new Error(`no row for ${tournamentId}`);
  return match[0];
}

/** The table row of a series on the series list. */
function seriesRowOf(page: PageResponse, seriesId: string): string {
  const match = new RegExp(`<tr data-testid="series-row" data-series-id="${seriesId}">[\\s\\S]*?</tr>`).exec(page.text);
  if (!match) throw new Error(`no row for series ${seriesId}`);
  return match[0];
}

/** The datetime attributes inside some markup, in order. */
function times(markup: string): string[] {
  return [...markup.matchAll(/<time datetime="([^"]+)"/g)].map((m) => m[1]);
}

describe('dashboard: hop-on/off tournaments and series', () => {
  // A fixed time before the series' DTSTARTs in 2030, so their next starts never depend on the day the test runs.
  const clock = new ManualClock(new Date('2029-11-01T12:00:00.000Z'));
  let t: TestApp;
  let a: TestOperator & TestKey;
  let b: TestOperator & TestKey;
  let platform: HttpClient;
  let pageA: DashboardSession;
  let pageB: DashboardSession;
  let plainId: string;
  let crash: any;
  let dice: any;
  let othersCrashId: string;
  let malta: any;
  let paused: any;
  let sprint: any;
  let othersSeries: any;

  async function createSeries(client: HttpClient, body: Record<string, unknown>): Promise<any> {
    const res = await client.post('/api/tournament-series', {
      lead_time_seconds: 3600,
      template: { name: 'Sprint', game: 'book-of-gold', entry_fee: 5 },
      ...body,
    });
    if (res.status !== 201) throw new Error(`series create failed: ${res.status} ${res.text}`);
    return res.body;
  }

  async function hopOnOff(operatorId: string, name: string, lobbyKey: string): Promise<any> {
    const res = await platform.post('/api/internal/tournaments', {
      operatorId,
      name,
      type: 'hop_on_off',
      gameSlug: 'crash-classic',
      minPlayers: 3,
      maxPlayers: 20,
      entryFee: 5,
      currency: 'EUR',
      lobbyKey,
      waitTimeoutMinutes: 30,
    });
    if (res.status !== 201) throw new Error(`hop-on/off create failed: ${res.status} ${res.text}`);
    return res.body.tournament;
  }

  beforeAll(async () => {
    t = await startTestApp({}, [], { clock });
    a = await operatorWithKey(t);
    b = await operatorWithKey(t);
    platform = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [a.operatorId, b.operatorId])).apiKey });

    const inAnHour = new Date(clock.now().getTime() + 60 * MINUTE).toISOString();
    plainId = await createTournamentId(a.client, { name: 'Plain cup', game: 'plain-slot', scheduled_start: inAnHour });
    crash = await hopOnOff(a.operatorId, 'Crash lobby cup', CRASH_LOBBY);
    dice = await hopOnOff(a.operatorId, 'Dice lobby cup', 'dice:1.00:EUR');
    // Operator B's lobby of the same key: lobbies are per operator.
    othersCrashId = (await hopOnOff(b.operatorId, 'Operator B crash cup', CRASH_LOBBY)).tournamentId;

    malta = await createSeries(a.client, {
      name: 'Malta nights',
      external_id: 'malta-nights',
      schedule: 'DTSTART;TZID=Europe/Malta:20300329T200000\nRRULE:FREQ=DAILY',
      lead_time_seconds: 7200,
    });
    paused = await createSeries(a.client, {
      name: 'Paused weekly',
      external_id: 'paused-weekly',
      schedule: 'DTSTART:20300104T180000Z\nRRULE:FREQ=WEEKLY;BYDAY=FR;BYMINUTE=30',
      active: false,
    });
    // Every minute from a minute from now, each created 30 minutes ahead: one scheduler pass creates 30.
    sprint = await createSeries(a.client, {
      name: 'Minute sprint',
      external_id: 'minute-sprint',
      schedule: `DTSTART:${icalStamp(new Date(clock.now().getTime() + MINUTE))}\nRRULE:FREQ=MINUTELY`,
      lead_time_seconds: 1800,
      template: { name: 'Sprint <b>round</b>', game: 'book-of-gold', entry_fee: 5, min_players: 2, max_players: 10 },
    });
    othersSeries = await createSeries(b.client, {
      name: 'Operator B secret series',
      external_id: 'b-secret',
      schedule: `DTSTART:${icalStamp(new Date(clock.now().getTime() + MINUTE))}\nRRULE:FREQ=HOURLY`,
      lead_time_seconds: 7200,
    });
    await t.app.get(TournamentScheduler).runOnce();

    pageA = await DashboardSession.signedIn(t, await createDashboardUser(t, a.operatorId));
    pageB = await DashboardSession.signedIn(t, await createDashboardUser(t, b.operatorId));
  });
  afterAll(async () => t?.close());

  const sprintTournaments = async (): Promise<any[]> => {
    const res = await a.client.get(`/api/tournaments?series_id=${sprint.series_id}&sort=scheduledStart:desc&limit=100`);
    expect(res.status).toBe(200);
    return res.body.tournaments;
  };

  describe('hop-on/off tournaments', () => {
    it('shows each tournament’s type on the list: Scheduled, Hop-on/off with its lobby, or its series', async () => {
      // Name order: the three above, then the series' tournaments (their template's name).
      const page = await pageA.get('/dashboard/tournaments?sort=name%3Aasc');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<th scope="col">Type</th>');
      expect(rowOf(page, plainId)).toMatch(/<td data-testid="tournament-type" data-type="scheduled">Scheduled<\/td>/);
      const hop = rowOf(page, crash.tournamentId);
      expect(hop).toContain('data-type="hop_on_off">Hop-on/off');
      expect(hop).toContain(`<div class="muted" data-testid="tournament-lobby">Lobby ${CRASH_LOBBY}</div>`);
      expect(hop).toContain('End of the wait for players');
      // The earliest is on the first page (equal names are in id order, the order they were created in).
      const occurrence = (await sprintTournaments()).at(-1);
      expect(rowOf(page, occurrence.tournamentId)).toContain(
        `<a href="/dashboard/series/${sprint.series_id}" data-testid="series-link">Series: Minute sprint</a>`,
      );
      expect(page.text).not.toContain('Operator B');
    });

    it('filters by type, and the form keeps the chosen type', async () => {
      const hop = await pageA.get('/dashboard/tournaments?type=hop_on_off');
      expect(hop.status).toBe(200);
      expect(cellsOf(hop, 'tournament-link')).toEqual(['Dice lobby cup', 'Crash lobby cup']);
      expect(hop.text).toContain('<option value="hop_on_off" selected>Hop-on/off</option>');
      expect(rowOf(hop, dice.tournamentId)).toContain('Lobby dice:1.00:EUR');
      const scheduled = await pageA.get('/dashboard/tournaments?type=scheduled&sort=name%3Aasc');
      const names = cellsOf(scheduled, 'tournament-link');
      expect(names).toContain('Plain cup');
      expect(names).not.toContain('Crash lobby cup');
      expect(names).not.toContain('Dice lobby cup');
      // The same as the API's list.
      const api = await a.client.get('/api/tournaments?type=hop_on_off');
      expect(api.body.tournaments.map((x: any) => x.name)).toEqual(cellsOf(hop, 'tournament-link'));
    });

    it('filters by lobby key (the operator’s own lobby only), alone or with the type', async () => {
      const lobby = await pageA.get(`/dashboard/tournaments?lobby_key=${encodeURIComponent(CRASH_LOBBY)}`);
      expect(cellsOf(lobby, 'tournament-link')).toEqual(['Crash lobby cup']);
      expect(lobby.text).toContain(`name="lobby_key" value="${CRASH_LOBBY}"`);
      expect(lobby.text).not.toContain(othersCrashId);
      const both = await pageA.get(`/dashboard/tournaments?type=hop_on_off&lobby_key=${encodeURIComponent('dice:1.00:EUR')}`);
      expect(cellsOf(both, 'tournament-link')).toEqual(['Dice lobby cup']);
      const none = await pageA.get(`/dashboard/tournaments?type=scheduled&lobby_key=${encodeURIComponent(CRASH_LOBBY)}`);
      expect(cellsOf(none, 'tournaments-summary')).toEqual(['No tournaments match.']);
      // B sees its own tournament of that lobby, and nothing of A's.
      const theirs = await pageB.get(`/dashboard/tournaments?lobby_key=${encodeURIComponent(CRASH_LOBBY)}`);
      expect(cellsOf(theirs, 'tournament-link')).toEqual(['Operator B crash cup']);
    });

    it('keeps type, lobby and series filters in the paging links', async () => {
      const first = await pageA.get(`/dashboard/tournaments?series_id=${sprint.series_id}&type=scheduled`);
      expect(countOf(first, 'tournament-link')).toBe(25);
      expect(cellsOf(first, 'tournaments-summary')).toEqual(['1–25 of 30']);
      expect(linkOf(first, 'tournaments-page-next')).toBe(`/dashboard/tournaments?type=scheduled&series_id=${sprint.series_id}&page=2`);
      const second = await pageA.get(linkOf(first, 'tournaments-page-next')!);
      expect(countOf(second, 'tournament-link')).toBe(5);
      expect(second.text).toContain(`<option value="${sprint.series_id}" selected>Minute sprint</option>`);
    });

    it.each([
      ['type=bogus', 'type', 'Type must be one of scheduled, hop_on_off'],
      ['series_id=nope', 'series_id', 'Series must be an id (a UUID)'],
      [`lobby_key=${'x'.repeat(129)}`, 'lobby_key', 'Lobby key must be at most 128 characters long'],
      ['lobby_key=a%07b', 'lobby_key', 'Lobby key must not contain control characters'],
    ])('refuses %s with 422 and a readable message next to the field, never a 500', async (query, field, message) => {
      const page = await pageA.get(`/dashboard/tournaments?${query}`);
      expect(page.status).toBe(422);
      expect(page.text).toMatch(/data-testid="flash">Some filters are not valid; correct them and filter again.</);
      expect(page.text).toContain(`<span class="field-error" data-testid="field-error" data-field="${field}">${message}</span>`);
      expect(countOf(page, 'tournament-link')).toBe(0);
    });

    it('shows a waiting hop-on/off tournament’s type, lobby, players needed to start and end of the wait', async () => {
      const page = await pageA.get(`/dashboard/tournaments/${crash.tournamentId}`);
      expect(page.status).toBe(200);
      expect(cellsOf(page, 'tournament-status')).toEqual(['scheduled']);
      expect(element(page, 'fact-type')).toContain('<div>Hop-on/off</div>');
      expect(element(page, 'fact-lobby')).toContain(`<div>${CRASH_LOBBY}</div>`);
      expect(element(page, 'fact-min-players')).toContain('As soon as 3 players have registered');
      const wait = /data-testid="fact-wait-until"[\s\S]*?Then cancelled, with refunds, if fewer than 3 players have registered/.exec(
        page.text,
      );
      expect(wait).not.toBeNull();
      expect(times(wait![0])).toEqual([new Date(clock.now().getTime() + 30 * MINUTE).toISOString()]);
      expect(crash.scheduledStart).toBe(new Date(clock.now().getTime() + 30 * MINUTE).toISOString());
      expect(page.text).toMatch(/End of the wait for players<\/div><div><time datetime="/);
      expect(page.text).not.toContain('data-testid="fact-series"');
    });

    it('shows a scheduled tournament as Scheduled, without lobby or wait, and a series occurrence with its series linked', async () => {
      const plain = await pageA.get(`/dashboard/tournaments/${plainId}`);
      expect(element(plain, 'fact-type')).toContain('<div>Scheduled</div>');
      for (const testId of ['fact-lobby', 'fact-wait-until', 'fact-min-players', 'fact-series']) {
        expect(plain.text).not.toContain(`data-testid="${testId}"`);
      }
      expect(plain.text).toMatch(/Scheduled start<\/div><div><time datetime="/);

      const [occurrence] = await sprintTournaments();
      const page = await pageA.get(`/dashboard/tournaments/${occurrence.tournamentId}`);
      expect(page.status).toBe(200);
      expect(element(page, 'fact-series')).toContain(
        `<a href="/dashboard/series/${sprint.series_id}" data-testid="series-link">Series: Minute sprint</a>`,
      );
      // The template's name is the tournament's, escaped.
      expect(page.text).toContain('<h1>Sprint &lt;b&gt;round&lt;/b&gt;</h1>');
    });
  });

  describe('series list', () => {
    it('lists the operator’s series, newest first, with schedule, zone, lead time, state and the next five starts', async () => {
      const page = await pageA.get('/dashboard/series');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<a href="/dashboard/series" class="active" aria-current="page">Series</a>');
      expect(cellsOf(page, 'series-link')).toEqual(['Minute sprint', 'Paused weekly', 'Malta nights']);
      expect(cellsOf(page, 'series-summary')).toEqual(['1–3 of 3']);

      const row = seriesRowOf(page, malta.series_id);
      expect(row).toContain('<td>malta-nights</td>');
      expect(row).toContain('<div data-testid="series-schedule-words">Every day at 20:00</div>');
      expect(row).toContain(
        '<code class="schedule" data-testid="series-schedule">DTSTART;TZID=Europe/Malta:20300329T200000\nRRULE:FREQ=DAILY</code>',
      );
      expect(row).toContain('<td>Europe/Malta</td>');
      expect(row).toContain('<td>2 hours</td>');
      expect(row).toContain('data-testid="series-state">active</span>');
      // The next five starts are the API's, each also in the series' zone (20:00 local across the spring change).
      const api = (await a.client.get(`/api/tournament-series/${malta.series_id}`)).body;
      expect(api.next_starts).toHaveLength(5);
      expect(times(row)).toEqual(api.next_starts);
      expect(row).toContain('(2030-03-29 20:00 Europe/Malta)');
      expect(row).toContain('(2030-03-31 20:00 Europe/Malta)');
    });

    it('shows a paused series as paused, with no next starts, and a schedule it cannot put in words as given', async () => {
      const page = await pageA.get('/dashboard/series');
      const row = seriesRowOf(page, paused.series_id);
      expect(row).toContain('data-testid="series-state">paused</span>');
      expect(row).toContain('None while the series is paused.');
      expect(row).not.toContain('series-schedule-words');
      expect(row).toContain('RRULE:FREQ=WEEKLY;BYDAY=FR;BYMINUTE=30</code>');
      expect(row).toContain('<td>1 hour</td>');
    });

    it('pages through more than 25 series with previous and next links', async () => {
      const c = await operatorWithKey(t);
      for (let i = 1; i <= 26; i++) {
        await createSeries(c.client, {
          name: `Paging series ${i}`,
          external_id: `paging-${i}`,
          schedule: 'DTSTART:20300101T120000Z\nRRULE:FREQ=DAILY',
        });
      }
      const pageC = await DashboardSession.signedIn(t, await createDashboardUser(t, c.operatorId));
      const first = await pageC.get('/dashboard/series');
      expect(countOf(first, 'series-link')).toBe(25);
      expect(cellsOf(first, 'series-link')[0]).toBe('Paging series 26');
      expect(cellsOf(first, 'series-summary')).toEqual(['1–25 of 26']);
      expect(linkOf(first, 'series-page-next')).toBe('/dashboard/series?page=2');
      const second = await pageC.get('/dashboard/series?page=2');
      expect(cellsOf(second, 'series-link')).toEqual(['Paging series 1']);
      expect(linkOf(second, 'series-page-prev')).toBe('/dashboard/series');
      expect(linkOf(second, 'series-page-next')).toBeUndefined();
      for (const bad of ['page=0', 'page=abc']) {
        const refused = await pageC.get(`/dashboard/series?${bad}`);
        expect(refused.status).toBe(422);
        expect(refused.text).toMatch(/data-testid="flash">This page of the list does not exist. page: page must be a whole number/);
      }
    });
  });

  describe('series detail', () => {
    it('shows the series, its template, its next five starts and the tournaments it created, latest start first, paged', async () => {
      const created = await sprintTournaments();
      expect(created).toHaveLength(30);
      const api = (await a.client.get(`/api/tournament-series/${sprint.series_id}`)).body;

      const page = await pageA.get(`/dashboard/series/${sprint.series_id}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<h1>Minute sprint</h1>');
      expect(page.text).toContain('aria-current="page">Series</a>');
      expect(page.text).toContain('Every minute, from ');
      expect(element(page, 'series-lead-time')).toContain('30 minutes');
      expect(times(element(page, 'next-starts', 'ul'))).toEqual(api.next_starts);
      expect(api.next_starts).toHaveLength(5);

      expect(element(page, 'template-name')).toContain('Sprint &lt;b&gt;round&lt;/b&gt;');
      expect(element(page, 'template-entry-fee')).toContain('<div>5.00 EUR</div>');
      expect(element(page, 'template-currency')).toContain(`EUR <span class="muted">(the operator's default currency)</span>`);
      expect(element(page, 'template-seats')).toContain('<div>2 to 10 players</div>');

      expect(cellsOf(page, 'series-tournaments-summary')).toEqual(['1–25 of 30, latest start first.']);
      const rows = [...page.text.matchAll(/<tr data-testid="series-tournament-row" data-tournament-id="([^"]+)">/g)].map((m) => m[1]);
      expect(rows).toEqual(created.slice(0, 25).map((x) => x.tournamentId));
      expect(linkOf(page, 'series-tournament-link')).toBe(`/dashboard/tournaments/${created[0].tournamentId}`);
      expect(linkOf(page, 'series-tournaments-filter')).toBe(`/dashboard/tournaments?series_id=${sprint.series_id}`);
      expect(linkOf(page, 'series-tournaments-page-next')).toBe(`/dashboard/series/${sprint.series_id}?page=2`);

      const second = await pageA.get(`/dashboard/series/${sprint.series_id}?page=2`);
      const more = [...second.text.matchAll(/<tr data-testid="series-tournament-row" data-tournament-id="([^"]+)">/g)].map((m) => m[1]);
      expect(more).toEqual(created.slice(25).map((x) => x.tournamentId));
      expect(cellsOf(second, 'series-tournaments-summary')).toEqual(['26–30 of 30, latest start first.']);
      expect(linkOf(second, 'series-tournaments-page-prev')).toBe(`/dashboard/series/${sprint.series_id}`);

      const refused = await pageA.get(`/dashboard/series/${sprint.series_id}?page=0`);
      expect(refused.status).toBe(422);
      expect(countOf(refused, 'series-tournament-row')).toBe(0);
    });

    it('shows a series without tournaments yet, and a paused one without next starts', async () => {
      const page = await pageA.get(`/dashboard/series/${malta.series_id}`);
      expect(cellsOf(page, 'series-tournaments-summary')).toEqual(['None yet: each tournament is created the lead time before its start.']);
      expect(element(page, 'series-time-zone')).toContain('<div>Europe/Malta</div>');
      const stopped = await pageA.get(`/dashboard/series/${paused.series_id}`);
      expect(cellsOf(stopped, 'next-starts-none')).toEqual(['None while the series is paused.']);
    });

    it('shows the last failure of a series while it has one, its message escaped', async () => {
      expect(countOf(await pageA.get(`/dashboard/series/${malta.series_id}`), 'series-last-failure')).toBe(0);
      const failing = await createSeries(a.client, {
        name: 'Failing nightly',
        external_id: 'failing-nightly',
        schedule: 'DTSTART:20300105T180000Z\nRRULE:FREQ=DAILY',
      });
      const failure = {
        at: '2030-01-05T17:00:00.000Z',
        occurrence_start: '2030-01-05T18:00:00.000Z',
        code: 'external_id_taken',
        message: "another tournament already has the external_id 'failing-nightly:2030-01-05T18:00:00.000Z' <b>",
      };
      await t.app
        .get(DataSource)
        .query('UPDATE tournament_series SET last_failure = $1::jsonb WHERE id = $2', [JSON.stringify(failure), failing.series_id]);
      expect((await a.client.get(`/api/tournament-series/${failing.series_id}`)).body.last_failure).toEqual(failure);
      const page = await pageA.get(`/dashboard/series/${failing.series_id}`);
      expect(page.status).toBe(200);
      const box = element(page, 'series-last-failure');
      expect(box).toContain('<time datetime="2030-01-05T18:00:00.000Z">2030-01-05 18:00:00 UTC</time>');
      expect(box).toContain('<time datetime="2030-01-05T17:00:00.000Z">');
      expect(cellsOf(page, 'series-last-failure-code')).toEqual(['(external_id_taken)']);
      expect(cellsOf(page, 'series-last-failure-message')).toEqual([
        'another tournament already has the external_id &#39;failing-nightly:2030-01-05T18:00:00.000Z&#39; &lt;b&gt;',
      ]);
      await a.client.delete(`/api/tournament-series/${failing.series_id}`);
    });

    it('says so when the series of a tournament has been deleted', async () => {
      const gone = await createSeries(a.client, {
        name: 'Deleted soon',
        external_id: 'deleted-soon',
        schedule: `DTSTART:${icalStamp(new Date(clock.now().getTime() + 2 * MINUTE))}\nRRULE:FREQ=DAILY`,
        lead_time_seconds: 600,
      });
      await t.app.get(TournamentScheduler).runOnce();
      const [tournament] = (await a.client.get(`/api/tournaments?series_id=${gone.series_id}`)).body.tournaments;
      expect((await a.client.delete(`/api/tournament-series/${gone.series_id}`)).status).toBe(200);
      const detail = await pageA.get(`/dashboard/tournaments/${tournament.tournamentId}`);
      expect(cellsOf(detail, 'series-deleted')).toEqual(['Series (deleted)']);
      const list = await pageA.get(`/dashboard/tournaments?series_id=${gone.series_id}`);
      expect(rowOf(list, tournament.tournamentId)).toContain('Series (deleted)');
      expect((await pageA.get(`/dashboard/series/${gone.series_id}`)).status).toBe(404);
    });
  });

  describe('operators kept apart', () => {
    it('answers another operator’s series exactly like an unknown one: the 404 page, nothing of it shown', async () => {
      const others = await pageA.get(`/dashboard/series/${othersSeries.series_id}`);
      const unknown = await pageA.get(`/dashboard/series/${UNKNOWN_ID}`);
      const garbage = await pageA.get('/dashboard/series/not-a-series');
      expect([others.status, unknown.status, garbage.status]).toEqual([404, 404, 404]);
      expect(others.headers.get('content-type')).toMatch(/^text\/html/);
      expect(others.text).toBe(unknown.text);
      expect(garbage.text).toBe(unknown.text);
      expect(others.text).toContain('Tournament series not found');
      expect(others.text).not.toContain('Operator B secret series');
      // B sees its own series, and none of A's.
      const own = await pageB.get(`/dashboard/series/${othersSeries.series_id}`);
      expect(own.status).toBe(200);
      expect(own.text).toContain('<h1>Operator B secret series</h1>');
      expect((await pageB.get(`/dashboard/series/${sprint.series_id}`)).status).toBe(404);
    });

    it('leaves another operator’s series out of the list, the filter form and the tournaments filtered by it', async () => {
      const list = await pageA.get('/dashboard/series');
      expect(list.text).not.toContain('Operator B secret series');
      expect(list.text).not.toContain(othersSeries.series_id);
      const theirs = await pageB.get('/dashboard/series');
      expect(cellsOf(theirs, 'series-link')).toEqual(['Operator B secret series']);

      const filtered = await pageA.get(`/dashboard/tournaments?series_id=${othersSeries.series_id}`);
      expect(filtered.status).toBe(200);
      expect(countOf(filtered, 'tournament-link')).toBe(0);
      expect(filtered.text).not.toContain('Operator B secret series');
      const form = await pageA.get('/dashboard/tournaments');
      expect(form.text).toContain(`<option value="${sprint.series_id}" >Minute sprint</option>`);
      expect(form.text).not.toContain('Operator B secret series');
    });

    it('sends the series pages to sign-in without a session', async () => {
      const anonymous = new DashboardSession(t.baseUrl);
      const response = await anonymous.get(`/dashboard/series/${sprint.series_id}`);
      expect(response.status).toBe(303);
      expect(response.location).toBe(`/dashboard/login?reason=signin&next=${encodeURIComponent(`/dashboard/series/${sprint.series_id}`)}`);
    });
  });
});

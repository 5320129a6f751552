import { DataSource } from 'typeorm';
import { ManualClock, MetricsService } from '@app/common';
import { TournamentScheduler } from '@app/tournaments';
import { createKey, operatorWithKey } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { expectErrorBody } from '../support/tournament-fixtures';

const MINUTE = 60_000;
const UNKNOWN_ID = '0193a000-0000-7000-8000-0000000000ff';

/** A UTC time as a DTSTART value: 20300101T120000Z. */
function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

describe('tournament series', () => {
  const clock = new ManualClock(new Date('2030-01-01T12:00:00.000Z'));
  let a: TestApp;
  let b: TestApp;
  let op: Awaited<ReturnType<typeof operatorWithKey>>;
  let other: Awaited<ReturnType<typeof operatorWithKey>>;
  let sequence = 0;

  beforeAll(async () => {
    a = await startTestApp({ dbPoolSize: 5 }, [], { clock });
    // A second service instance on the same database: both run the scheduler.
    b = await startTestApp({ dbPoolSize: 5 }, [], { clock, database: a.database });
    op = await operatorWithKey(a);
    other = await operatorWithKey(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const db = () => a.app.get(DataSource);
  const template = (overrides: Record<string, unknown> = {}) => ({ name: 'Sprint', game: 'book-of-gold', entry_fee: 5, ...overrides });

  function seriesBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      name: `Series ${++sequence}`,
      external_id: `series-${sequence}`,
      schedule: `DTSTART:${stamp(new Date(clock.now().getTime() + 60 * MINUTE))}\nRRULE:FREQ=DAILY`,
      lead_time_seconds: 3600,
      template: template(),
      ...overrides,
    };
  }

  async function createSeries(overrides: Record<string, unknown> = {}): Promise<any> {
    const res = await op.client.post('/api/tournament-series', seriesBody(overrides));
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 201 });
    return res.body;
  }

  const seriesEvents = async (seriesId: string) =>
    (
      await db().query(
        "SELECT event_type, tournament_id, data FROM outbox_events WHERE event_type LIKE 'series.%' AND data->>'series_id' = $1 ORDER BY occurred_at, event_type",
        [seriesId],
      )
    ).map((row: { event_type: string; tournament_id: string | null }) => [row.event_type, row.tournament_id]);

  /** Both instances' schedulers at once, several times over: every pass races the other. */
  async function runBothSchedulers(times = 3): Promise<string[]> {
    const created: string[] = [];
    for (let i = 0; i < times; i++) {
      const results = await Promise.all([a.app.get(TournamentScheduler).runOnce(), b.app.get(TournamentScheduler).runOnce()]);
      for (const result of results) created.push(...result.created);
    }
    return created;
  }

  async function tournamentsOf(seriesId: string): Promise<any[]> {
    const res = await op.client.get(`/api/tournaments?series_id=${seriesId}&sort=scheduledStart:asc&limit=100`);
    expect(res.status).toBe(200);
    return res.body.tournaments;
  }

  describe('operator API', () => {
    it('creates a series and shows its next five starts in UTC, keeping the local time of its zone, whatever the process zone', async () => {
      const processZone = process.env.TZ;
      process.env.TZ = 'America/Los_Angeles';
      try {
        await createMaltaSeries();
      } finally {
        if (processZone === undefined) delete process.env.TZ;
        else process.env.TZ = processZone;
      }
    });

    async function createMaltaSeries(): Promise<void> {
      const created = await createSeries({
        name: 'Malta nights',
        external_id: 'malta-nights',
        schedule: 'DTSTART;TZID=Europe/Malta:20300329T200000\nRRULE:FREQ=DAILY',
        lead_time_seconds: 7200,
        template: template({ max_players: 50, prize_pool: { total: 100 }, config: { duration_minutes: 30 } }),
      });
      expect(created).toEqual({
        series_id: expect.any(String),
        external_id: 'malta-nights',
        name: 'Malta nights',
        schedule: 'DTSTART;TZID=Europe/Malta:20300329T200000\nRRULE:FREQ=DAILY',
        time_zone: 'Europe/Malta',
        lead_time_seconds: 7200,
        active: true,
        template: {
          name: 'Sprint',
          game: 'book-of-gold',
          entry_fee: 5,
          max_players: 50,
          prize_pool: { total: 100 },
          config: { duration_minutes: 30 },
        },
        next_start: '2030-03-29T19:00:00.000Z',
        last_failure: null,
        // Summer time starts on Sunday 31 March 2030: 20:00 local is 19:00 UTC before, 18:00 UTC after.
        next_starts: [
          '2030-03-29T19:00:00.000Z',
          '2030-03-30T19:00:00.000Z',
          '2030-03-31T18:00:00.000Z',
          '2030-04-01T18:00:00.000Z',
          '2030-04-02T18:00:00.000Z',
        ],
        tournaments: [],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect((await op.client.get(`/api/tournament-series/${created.series_id}`)).body).toEqual(created);
      expect(await seriesEvents(created.series_id)).toEqual([['series.created', null]]);
    }

    it('lists the operator’s series, newest first, with limit/offset pagination', async () => {
      const first = await createSeries();
      const second = await createSeries();
      const page = await op.client.get('/api/tournament-series?limit=1');
      expect(page.status).toBe(200);
      expect(page.body.series.map((s: any) => s.series_id)).toEqual([second.series_id]);
      expect(page.body.pagination).toMatchObject({ limit: 1, offset: 0, hasMore: true });
      const next = await op.client.get('/api/tournament-series?limit=1&offset=1');
      expect(next.body.series.map((s: any) => s.series_id)).toEqual([first.series_id]);
      expectErrorBody(await op.client.get('/api/tournament-series?limit=0'), 400, 'invalid_request', { details: expect.any(Object) });
    });

    it('changes, pauses and deletes a series, with an event for each', async () => {
      const created = await createSeries();
      const renamed = await op.client.patch(`/api/tournament-series/${created.series_id}`, { name: 'Renamed', lead_time_seconds: 600 });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: 'Renamed', lead_time_seconds: 600, active: true, external_id: created.external_id });
      const paused = await op.client.patch(`/api/tournament-series/${created.series_id}`, { active: false });
      expect(paused.body).toMatchObject({ active: false, next_starts: [] });

      const deleted = await op.client.delete(`/api/tournament-series/${created.series_id}`);
      expect({ status: deleted.status, body: deleted.body }).toEqual({
        status: 200,
        body: { deleted: true, series_id: created.series_id },
      });
      expectErrorBody(await op.client.get(`/api/tournament-series/${created.series_id}`), 404, 'not_found');
      expectErrorBody(await op.client.delete(`/api/tournament-series/${created.series_id}`), 404, 'not_found');
      // One clock instant for all four (a manual clock): compared as a set of events.
      expect((await seriesEvents(created.series_id)).sort()).toEqual([
        ['series.created', null],
        ['series.deleted', null],
        ['series.updated', null],
        ['series.updated', null],
      ]);
      const [updated] = await db().query(
        "SELECT data FROM outbox_events WHERE event_type = 'series.updated' AND data->>'series_id' = $1 ORDER BY occurred_at LIMIT 1",
        [created.series_id],
      );
      expect(updated.data.changed_fields).toEqual(['name', 'lead_time_seconds']);
    });

    it('audits every series write like other operator requests', async () => {
      const created = await createSeries();
      await op.client.patch(`/api/tournament-series/${created.series_id}`, { active: false });
      await a.flushAudit();
      const entries = (await op.client.get('/api/audit-logs?action=api.request&limit=100')).body.audit_logs;
      const writes = entries.filter((e: any) => e.path?.startsWith('/api/tournament-series') && e.method !== 'GET');
      expect(writes.map((e: any) => [e.method, e.path, e.status_code]).slice(0, 2)).toEqual([
        ['PATCH', `/api/tournament-series/${created.series_id}`, 200],
        ['POST', '/api/tournament-series', 201],
      ]);
    });

    it('refuses a second series with the same external_id with 409, per operator', async () => {
      await createSeries({ external_id: 'twice' });
      expectErrorBody(await op.client.post('/api/tournament-series', seriesBody({ external_id: 'twice' })), 409, 'duplicate_external_id');
      expect((await other.client.post('/api/tournament-series', seriesBody({ external_id: 'twice' }))).status).toBe(201);
    });

    it('needs tournaments.write to change a series and the read permission to read one', async () => {
      const created = await createSeries();
      const readOnly = (await createKey(a, op.operatorId, 'read_only')).client;
      expect((await readOnly.get(`/api/tournament-series/${created.series_id}`)).status).toBe(200);
      expect((await readOnly.get('/api/tournament-series')).status).toBe(200);
      for (const res of [
        await readOnly.post('/api/tournament-series', seriesBody()),
        await readOnly.patch(`/api/tournament-series/${created.series_id}`, { name: 'x' }),
        await readOnly.delete(`/api/tournament-series/${created.series_id}`),
      ]) {
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'INSUFFICIENT_PERMISSIONS' });
      }
      expect((await a.http.get('/api/tournament-series')).status).toBe(401);
    });

    it('keeps operators apart: another operator’s series is 403 to read, change or delete, and absent from lists', async () => {
      const mine = await createSeries();
      for (const res of [
        await other.client.get(`/api/tournament-series/${mine.series_id}`),
        await other.client.patch(`/api/tournament-series/${mine.series_id}`, { active: false }),
        await other.client.delete(`/api/tournament-series/${mine.series_id}`),
      ]) {
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'RESOURCE_FORBIDDEN' });
      }
      const theirs = (await other.client.get('/api/tournament-series?limit=100')).body.series.map((s: any) => s.series_id);
      expect(theirs).not.toContain(mine.series_id);
      expect((await op.client.get(`/api/tournament-series/${mine.series_id}`)).body.active).toBe(true);
      expectErrorBody(await other.client.get(`/api/tournament-series/${UNKNOWN_ID}`), 404, 'not_found');
      expectErrorBody(await other.client.get('/api/tournament-series/not-a-uuid'), 404, 'not_found');
    });
  });

  describe('validation', () => {
    const refused = async (body: Record<string, unknown>, field: string, message: RegExp) => {
      const res = await op.client.post('/api/tournament-series', body);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 422, error: 'validation_error' });
      expect({ field, messages: res.body.errors?.[field] }).toEqual({
        field,
        messages: expect.arrayContaining([expect.stringMatching(message)]),
      });
    };

    it.each<[string, Record<string, unknown>, string, RegExp]>([
      ['an unreadable rule', { schedule: 'DTSTART:20300101T120000Z\nRRULE:FREQ=DAILY;COLOUR=RED' }, 'schedule', /cannot be read/],
      ['no DTSTART', { schedule: 'RRULE:FREQ=DAILY' }, 'schedule', /needs a DTSTART line/],
      ['a floating DTSTART', { schedule: 'DTSTART:20300101T120000\nRRULE:FREQ=DAILY' }, 'schedule', /needs a time zone/],
      ['an unknown zone', { schedule: 'DTSTART;TZID=Europe/Atlantis:20300101T120000\nRRULE:FREQ=DAILY' }, 'schedule', /unknown time zone/],
      ['a schedule that is not a string', { schedule: 5 }, 'schedule', /schedule must be a string/],
      ['a lead time under a minute', { lead_time_seconds: 59 }, 'lead_time_seconds', /must not be less than 60/],
      ['a lead time over 30 days', { lead_time_seconds: 2_592_001 }, 'lead_time_seconds', /must not be greater than 2592000/],
      ['a long external_id', { external_id: 'x'.repeat(101) }, 'external_id', /shorter than or equal to 100/],
      [
        'a template without entry_fee',
        { template: { name: 'T', game: 'book-of-gold' } },
        'template.entry_fee',
        /entry_fee must be a number/,
      ],
      ['a template with a bad game', { template: template({ game: 'Book Of Gold' }) }, 'template.game', /game must be a slug/],
      [
        'a template with min_players above max_players',
        { template: template({ min_players: 5, max_players: 2 }) },
        'template.min_players',
        /max_players/,
      ],
      ['a template with too many decimals', { template: template({ entry_fee: 1.234 }) }, 'template.entry_fee', /decimal/],
      [
        'a template with a start',
        { template: template({ scheduled_start: '2030-01-02T00:00:00Z' }) },
        'template.scheduled_start',
        /not an allowed field/,
      ],
      ['a template that is not an object', { template: 'daily' }, 'template', /object/],
    ])('refuses %s with 422 naming the field', async (_, overrides, field, message) => {
      await refused(seriesBody(overrides), field, message);
    });

    // Rules with no start within ten years of now, and rules the recurrence library would walk for
    // ever (or to the year 9999): each is refused, on create and on change, without a long wait
    // (the impossible ones by what they say, before any walk).
    const NO_START: Array<[string, string]> = [
      ['UNTIL in the past', 'DTSTART:20290101T120000Z\nRRULE:FREQ=DAILY;UNTIL=20291231T120000Z'],
      ['COUNT used up', 'DTSTART:20290101T120000Z\nRRULE:FREQ=DAILY;COUNT=3'],
      ['a DTSTART more than ten years ahead', 'DTSTART:20450101T120000Z\nRRULE:FREQ=DAILY'],
      ['a year day outside its month', 'DTSTART:20300101T120000Z\nRRULE:FREQ=MINUTELY;BYMONTH=1;BYYEARDAY=60'],
      ['a week 53 that is never in January on a Thursday', 'DTSTART:20300101T120000Z\nRRULE:FREQ=DAILY;BYWEEKNO=53;BYMONTH=1;BYDAY=TH'],
      ['a BYSETPOS beyond the set', 'DTSTART:20300101T120000Z\nRRULE:FREQ=MINUTELY;BYSETPOS=2'],
      ['a monthly BYSETPOS beyond the set', 'DTSTART:20300101T120000Z\nRRULE:FREQ=MONTHLY;BYMONTHDAY=1;BYSETPOS=300'],
    ];
    const ENDLESS: Array<[string, string]> = [
      ['a day no month has', 'DTSTART:20300101T120000Z\nRRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30'],
      ['an hourly step that never reaches BYHOUR', 'DTSTART:20300101T120000Z\nRRULE:FREQ=HOURLY;INTERVAL=24;BYHOUR=5'],
      ['a minutely step that never reaches BYMINUTE', 'DTSTART:20300101T120000Z\nRRULE:FREQ=MINUTELY;INTERVAL=60;BYMINUTE=5'],
      ['a minutely BYHOUR rule on some days only', 'DTSTART:20300101T120000Z\nRRULE:FREQ=MINUTELY;BYHOUR=9;BYDAY=MO'],
    ];

    it.each(NO_START)(
      'refuses a schedule with no start within ten years (%s) on create and change',
      async (_, schedule) => {
        await refused(seriesBody({ schedule }), 'schedule', /no occurrence after now .* within the next 10 years/);
        const created = await createSeries();
        const res = await op.client.patch(`/api/tournament-series/${created.series_id}`, { schedule });
        expect({ status: res.status, errors: res.body.errors }).toEqual({
          status: 422,
          errors: { schedule: [expect.stringMatching(/no occurrence after now .* within the next 10 years/)] },
        });
      },
      30_000,
    );

    it.each(ENDLESS)(
      'refuses %s on create and change',
      async (_, schedule) => {
        await refused(seriesBody({ schedule }), 'schedule', /never reaches a time of day its BYHOUR and BYMINUTE allow|never occurs/);
        const created = await createSeries();
        const res = await op.client.patch(`/api/tournament-series/${created.series_id}`, { schedule });
        expect({ status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ status: 422, fields: ['schedule'] });
      },
      30_000,
    );

    it('refuses an empty PATCH, an unknown field and a bad schedule, and never answers 500', async () => {
      const created = await createSeries();
      const path = `/api/tournament-series/${created.series_id}`;
      const empty = await op.client.patch(path, {});
      expect({ status: empty.status, errors: empty.body.errors }).toEqual({ status: 422, errors: { body: [expect.any(String)] } });
      const external = await op.client.patch(path, { external_id: 'changed' });
      expect(external.status).toBe(422);
      expect(external.body.errors.external_id).toEqual(['external_id is not an allowed field']);
      const nullActive = await op.client.patch(path, { active: null });
      expect({ status: nullActive.status, fields: Object.keys(nullActive.body.errors) }).toEqual({ status: 422, fields: ['active'] });
      const bad = await op.client.patch(path, { schedule: 'DTSTART:20300101T120000\nRRULE:FREQ=DAILY' });
      expect({ status: bad.status, errors: bad.body.errors }).toEqual({
        status: 422,
        errors: { schedule: [expect.stringMatching(/needs a time zone/)] },
      });
      expect((await op.client.get(path)).body.schedule).toBe(created.schedule);
      const notJson = await op.client.request('POST', '/api/tournament-series', {
        body: 'nope',
        headers: { 'content-type': 'text/plain' },
      });
      expect(notJson.status).toBeGreaterThanOrEqual(400);
      expect(notJson.status).toBeLessThan(500);
      expectErrorBody(await op.client.get('/api/tournaments?series_id=nope'), 400, 'invalid_request', { details: expect.any(Object) });
    });
  });

  describe('scheduler', () => {
    it('creates exactly one tournament per occurrence of a minutely series with two instances racing', async () => {
      const start = new Date(clock.now().getTime() + MINUTE);
      const created = await createSeries({
        external_id: 'minutely',
        schedule: `DTSTART:${stamp(start)}\nRRULE:FREQ=MINUTELY`,
        lead_time_seconds: 120,
        template: template({ name: 'Minute sprint', max_players: 10 }),
      });
      // Due now: the starts at +1 and +2 minutes.
      const first = await runBothSchedulers();
      let tournaments = await tournamentsOf(created.series_id);
      expect(tournaments.map((t) => t.scheduledStart)).toEqual([start.toISOString(), new Date(start.getTime() + MINUTE).toISOString()]);
      // Each reported once, by one of the two instances (other series' tournaments may be reported too).
      const ids = tournaments.map((t) => t.tournamentId);
      expect(first.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());

      for (let minute = 0; minute < 3; minute++) {
        clock.advance(MINUTE);
        await runBothSchedulers();
      }
      tournaments = await tournamentsOf(created.series_id);
      expect(tournaments.map((t) => t.scheduledStart)).toEqual(
        [0, 1, 2, 3, 4].map((i) => new Date(start.getTime() + i * MINUTE).toISOString()),
      );
      expect(tournaments[0]).toMatchObject({
        externalId: `minutely:${start.toISOString()}`,
        name: 'Minute sprint',
        maxPlayers: 10,
        entryFee: 5,
        seriesId: created.series_id,
      });
      const [counts] = await db().query(
        "SELECT count(*)::int AS tournaments, count(DISTINCT scheduled_start)::int AS starts, (SELECT count(*)::int FROM outbox_events e WHERE e.event_type = 'tournament.created' AND e.tournament_id IN (SELECT id FROM tournaments WHERE series_id = $1)) AS events FROM tournaments WHERE series_id = $1",
        [created.series_id],
      );
      expect(counts).toEqual({ tournaments: 5, starts: 5, events: 5 });

      const details = (await op.client.get(`/api/tournament-series/${created.series_id}`)).body;
      expect(details.tournaments.map((t: any) => t.scheduled_start)).toEqual([...tournaments].reverse().map((t) => t.scheduledStart));
      expect(details.tournaments[0]).toEqual({
        tournament_id: expect.any(String),
        scheduled_start: expect.any(String),
        status: expect.any(String),
      });
      // The other operator's list filtered by this series shows nothing.
      expect((await other.client.get(`/api/tournaments?series_id=${created.series_id}`)).body.tournaments).toEqual([]);

      // A cursor set back (as after a crash that lost its progress) creates nothing twice.
      await db().query('UPDATE tournament_series SET next_start = $1 WHERE id = $2', [start, created.series_id]);
      await runBothSchedulers();
      expect((await tournamentsOf(created.series_id)).map((t) => t.tournamentId)).toEqual(tournaments.map((t) => t.tournamentId));

      // Deleted: no more tournaments; those created keep their series id.
      expect((await op.client.delete(`/api/tournament-series/${created.series_id}`)).status).toBe(200);
      clock.advance(5 * MINUTE);
      await runBothSchedulers(1);
      tournaments = await tournamentsOf(created.series_id);
      expect(tournaments).toHaveLength(5);
      expect(tournaments.every((t) => t.seriesId === created.series_id)).toBe(true);
    });

    it('after downtime creates late an occurrence whose start is still ahead and skips those already started', async () => {
      const t0 = clock.now().getTime();
      const created = await createSeries({
        external_id: 'downtime',
        schedule: `DTSTART:${stamp(new Date(t0 + 10 * MINUTE))}\nRRULE:FREQ=MINUTELY;INTERVAL=10`,
        lead_time_seconds: 300,
      });
      // Starts at +10, +20, +30, +40 minutes, each created 5 minutes before. Down until +27.
      clock.advance(27 * MINUTE);
      await runBothSchedulers();
      const tournaments = await tournamentsOf(created.series_id);
      expect(tournaments.map((t) => t.scheduledStart)).toEqual([new Date(t0 + 30 * MINUTE).toISOString()]);
      expect(tournaments[0].status).toBe('scheduled');
      const details = (await op.client.get(`/api/tournament-series/${created.series_id}`)).body;
      expect(details.next_start).toBe(new Date(t0 + 40 * MINUTE).toISOString());
      await op.client.delete(`/api/tournament-series/${created.series_id}`);
    });

    /** series_occurrence_failures_total of both instances, by code. */
    async function failureCounts(): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const app of [a, b]) {
        const metric = app.app.get(MetricsService).registry.getSingleMetric('series_occurrence_failures_total');
        for (const value of metric ? (await metric.get()).values : []) {
          const code = String(value.labels.code);
          counts[code] = (counts[code] ?? 0) + value.value;
        }
      }
      return counts;
    }

    const failedEvents = async (seriesId: string) =>
      (
        await db().query(
          "SELECT data FROM outbox_events WHERE event_type = 'series.occurrence_failed' AND data->>'series_id' = $1 ORDER BY occurred_at",
          [seriesId],
        )
      ).map((row: { data: Record<string, unknown> }) => row.data);

    it('records an occurrence whose template no longer passes once, goes on with later ones, and clears it on the next success', async () => {
      const t0 = clock.now().getTime();
      const at = (minutes: number) => new Date(t0 + minutes * MINUTE).toISOString();
      const created = await createSeries({
        external_id: 'goes-bad',
        schedule: `DTSTART:${stamp(new Date(t0 + 10 * MINUTE))}\nRRULE:FREQ=MINUTELY;INTERVAL=10`,
        lead_time_seconds: 300,
      });
      expect(created.last_failure).toBeNull();
      const before = await failureCounts();
      // The operator's currency list changed under the series: its stored template no longer passes.
      await db().query(`UPDATE tournament_series SET template = jsonb_set(template, '{currency}', '"XQQ"') WHERE id = $1`, [
        created.series_id,
      ]);
      clock.advance(6 * MINUTE);
      await runBothSchedulers();
      await runBothSchedulers();
      expect(await tournamentsOf(created.series_id)).toEqual([]);
      const failed = (await op.client.get(`/api/tournament-series/${created.series_id}`)).body;
      expect(failed.last_failure).toEqual({
        at: at(6),
        occurrence_start: at(10),
        code: 'template_invalid',
        message: expect.stringMatching(/template\.currency: unknown currency 'XQQ'/),
      });
      expect(failed.next_start).toBe(at(20));
      // Recorded once for the occurrence, however many passes run.
      const events = await failedEvents(created.series_id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ series_id: created.series_id, next_start: at(20), last_failure: failed.last_failure });
      expect((await seriesEvents(created.series_id)).map(([type]: [string]) => type)).toEqual([
        'series.created',
        'series.occurrence_failed',
      ]);
      const after = await failureCounts();
      expect((after.template_invalid ?? 0) - (before.template_invalid ?? 0)).toBe(1);
      // Listed with it too.
      const listed = (await op.client.get('/api/tournament-series?limit=100')).body.series.find(
        (s: any) => s.series_id === created.series_id,
      );
      expect(listed.last_failure).toEqual(failed.last_failure);

      // The next occurrence fails too (a second event), then a good template creates the one after and clears it.
      clock.advance(10 * MINUTE);
      await runBothSchedulers(1);
      expect((await failedEvents(created.series_id)).map((d: any) => d.last_failure.occurrence_start)).toEqual([at(10), at(20)]);
      expect((await op.client.patch(`/api/tournament-series/${created.series_id}`, { template: template() })).status).toBe(200);
      clock.advance(10 * MINUTE);
      await runBothSchedulers(1);
      expect((await tournamentsOf(created.series_id)).map((t) => t.scheduledStart)).toEqual([at(30)]);
      expect((await op.client.get(`/api/tournament-series/${created.series_id}`)).body.last_failure).toBeNull();
      await op.client.delete(`/api/tournament-series/${created.series_id}`);
    });

    it('reports an occurrence whose external_id is taken (a series deleted and created again) and creates the next one', async () => {
      const t0 = clock.now().getTime();
      const at = (minutes: number) => new Date(t0 + minutes * MINUTE).toISOString();
      const body = {
        external_id: 'reborn',
        schedule: `DTSTART:${stamp(new Date(t0 + 10 * MINUTE))}\nRRULE:FREQ=MINUTELY;INTERVAL=10`,
        lead_time_seconds: 900,
      };
      const first = await createSeries(body);
      await runBothSchedulers(1);
      expect((await tournamentsOf(first.series_id)).map((t) => t.externalId)).toEqual([`reborn:${at(10)}`]);
      expect((await op.client.delete(`/api/tournament-series/${first.series_id}`)).status).toBe(200);

      const before = await failureCounts();
      const second = await createSeries(body);
      await runBothSchedulers();
      expect(await tournamentsOf(second.series_id)).toEqual([]);
      const failed = (await op.client.get(`/api/tournament-series/${second.series_id}`)).body;
      expect(failed.last_failure).toEqual({
        at: at(0),
        occurrence_start: at(10),
        code: 'external_id_taken',
        message: expect.stringContaining(`reborn:${at(10)}`),
      });
      expect(await failedEvents(second.series_id)).toHaveLength(1);
      expect(((await failureCounts()).external_id_taken ?? 0) - (before.external_id_taken ?? 0)).toBe(1);

      clock.advance(6 * MINUTE);
      await runBothSchedulers();
      expect((await tournamentsOf(second.series_id)).map((t) => t.externalId)).toEqual([`reborn:${at(20)}`]);
      expect((await op.client.get(`/api/tournament-series/${second.series_id}`)).body.last_failure).toBeNull();
      expect(await failedEvents(second.series_id)).toHaveLength(1);
      await op.client.delete(`/api/tournament-series/${second.series_id}`);
    });

    it('creates nothing while paused, leaves created tournaments alone, and resumes with future starts only', async () => {
      const t0 = clock.now().getTime();
      const created = await createSeries({
        external_id: 'pausable',
        schedule: `DTSTART:${stamp(new Date(t0 + 2 * MINUTE))}\nRRULE:FREQ=MINUTELY;INTERVAL=2`,
        lead_time_seconds: 60,
      });
      clock.advance(MINUTE);
      await runBothSchedulers(1);
      expect(await tournamentsOf(created.series_id)).toHaveLength(1);

      expect((await op.client.patch(`/api/tournament-series/${created.series_id}`, { active: false })).status).toBe(200);
      clock.advance(10 * MINUTE);
      await runBothSchedulers(1);
      const paused = await tournamentsOf(created.series_id);
      expect(paused).toHaveLength(1);
      expect(paused[0].seriesId).toBe(created.series_id);

      // Resumed at +11: the next start is +12 (its creation time, +11, has come); the ones missed stay missed.
      const resumed = await op.client.patch(`/api/tournament-series/${created.series_id}`, { active: true });
      expect(resumed.body.next_start).toBe(new Date(t0 + 12 * MINUTE).toISOString());
      expect(resumed.body.next_starts).toHaveLength(5);
      await runBothSchedulers(1);
      const after = await tournamentsOf(created.series_id);
      expect(after.map((t) => t.scheduledStart)).toEqual([
        new Date(t0 + 2 * MINUTE).toISOString(),
        new Date(t0 + 12 * MINUTE).toISOString(),
      ]);
      await op.client.delete(`/api/tournament-series/${created.series_id}`);
    });
  });
});

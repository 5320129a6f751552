import { ManualClock } from '@app/common';
import { TournamentScheduler } from '@app/tournaments';
import {
  auditRowsAbout,
  consequenceOf,
  DashboardSession,
  decodeHtml,
  fieldErrorsOf,
  flashOf,
  formValuesOf,
  icalStamp,
  PageResponse,
  refusalOf,
  signedInAs,
} from '../support/dashboard-client';
import { operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { HttpClient } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Managing series on the dashboard: pause, resume and delete behind confirmation pages that say
 * what becomes of the tournaments the series created, through the API's own SeriesService. Only
 * roles granting tournaments.manage see and use them; every change is audited.
 */

const MINUTE = 60_000;

function previewStarts(page: PageResponse): string[] {
  return [...page.text.matchAll(/data-testid="schedule-preview-start"><time datetime="([^"]+)"/g)].map((m) => m[1]);
}

/** A complete series form as a browser posts it. */
function seriesForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Nightly crash',
    external_id: `dash-series-form-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    schedule: 'DTSTART;TZID=Europe/Malta:20300101T200000\r\nRRULE:FREQ=DAILY',
    lead_time_minutes: '120',
    active: 'on',
    'template.name': 'Nightly crash cup',
    'template.game': 'crash-classic',
    'template.entry_fee': '5',
    'template.currency': 'EUR',
    'template.min_players': '2',
    'template.max_players': '50',
    'template.prize_pool.total': '100',
    'template.prize_pool.distribution': '1: 60\n2: 40',
    'template.config.tournament_type': 'points_based',
    'template.config.duration_minutes': '60',
    'template.config.late_registration_minutes': '5',
    'template.config.max_entries_per_player': '1',
    'template.config.rebuy_fee': '',
    'template.config.rake_percent': '10',
    'template.config.tie_break': 'earliest',
    'template.config.game_url': '',
    'template.game_config': '{"reels": 5}',
    intent: 'save',
    ...overrides,
  };
}

describe('dashboard series actions', () => {
  const clock = new ManualClock(new Date('2029-11-01T12:00:00.000Z'));
  let t: TestApp;
  let a: TestOperator & TestKey;
  let manager: DashboardSession;
  let viewer: DashboardSession;
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp({}, [], { clock });
    a = await operatorWithKey(t);
    manager = await signedInAs(t, a.operatorId, 'manager');
    viewer = await signedInAs(t, a.operatorId, 'viewer');
  });
  afterAll(() => t?.close());

  /** A series starting every minute from a minute from now, each tournament created 3 minutes ahead. */
  async function createSeries(client: HttpClient, body: Record<string, unknown> = {}): Promise<any> {
    const res = await client.post('/api/tournament-series', {
      name: 'Minute sprint',
      external_id: `dash-series-${++counter}-${Date.now()}`,
      schedule: `DTSTART:${icalStamp(new Date(clock.now().getTime() + MINUTE))}\nRRULE:FREQ=MINUTELY`,
      lead_time_seconds: 180,
      template: { name: 'Sprint round', game: 'book-of-gold', entry_fee: 5 },
      ...body,
    });
    if (res.status !== 201) throw new Error(`series create failed: ${res.status} ${res.text}`);
    return res.body;
  }

  const api = async (id: string) => a.client.get(`/api/tournament-series/${id}`);
  const createdCount = async (id: string) =>
    (await a.client.get(`/api/tournaments?series_id=${id}&limit=1`)).body.pagination.total as number;
  const auditRows = (seriesId: string) => auditRowsAbout(t, a.operatorId, 'series_id', seriesId);

  it('pauses a series after a confirmation that counts the tournaments it keeps, then resumes it', async () => {
    const series = await createSeries(a.client);
    await t.app.get(TournamentScheduler).runOnce();
    const created = await createdCount(series.series_id);
    expect(created).toBeGreaterThan(1);

    const page = await manager.get(`/dashboard/series/${series.series_id}`);
    expect(page.text).toContain('data-testid="series-actions"');
    expect(page.text).toContain(`href="/dashboard/series/${series.series_id}/pause"`);
    expect(page.text).not.toContain('data-testid="action-resume"');

    const confirm = await manager.get(`/dashboard/series/${series.series_id}/pause`);
    expect(confirm.status).toBe(200);
    expect(consequenceOf(confirm)).toMatch(
      new RegExp(
        `^No more tournaments will be created until it is resumed; the ${created} tournaments it already created are kept \\(the next start would be \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\)\\. Those already created keep their own schedule\\.$`,
      ),
    );
    const paused = await manager.postForm(`/dashboard/series/${series.series_id}/pause`, {});
    expect(paused.status).toBe(303);
    expect(paused.location).toBe(`/dashboard/series/${series.series_id}?done=paused`);
    const shown = await manager.follow(paused);
    expect(flashOf(shown)).toBe('The series is paused: no more tournaments will be created until it is resumed.');
    expect(shown.text).toContain('data-testid="action-resume"');
    expect((await api(series.series_id)).body).toMatchObject({ active: false, next_starts: [] });
    expect(await createdCount(series.series_id)).toBe(created);

    const again = await manager.get(`/dashboard/series/${series.series_id}/pause`);
    expect(again.status).toBe(409);
    expect(refusalOf(again)).toBe('The series is already paused.');
    const twice = await manager.postForm(`/dashboard/series/${series.series_id}/pause`, {});
    expect(twice.status).toBe(409);

    const resume = await manager.get(`/dashboard/series/${series.series_id}/resume`);
    expect(resume.status).toBe(200);
    expect(consequenceOf(resume)).toMatch(
      new RegExp(
        `^Tournaments will be created again, each 3 minutes before its start; the next start is \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\. Starts that passed while it was paused get none; the ${created} tournaments it already created are kept\\.$`,
      ),
    );
    const resumed = await manager.postForm(`/dashboard/series/${series.series_id}/resume`, {});
    expect(resumed.status).toBe(303);
    expect(flashOf(await manager.follow(resumed))).toBe('The series is active again: its next starts get their tournaments.');
    expect((await api(series.series_id)).body.active).toBe(true);

    const rows = await auditRows(series.series_id);
    expect(rows.map((r) => [r.action, r.method, r.path, r.status_code, r.details.via])).toEqual([
      ['series.paused', 'POST', `/dashboard/series/${series.series_id}/pause`, 303, 'dashboard'],
      ['series.resumed', 'POST', `/dashboard/series/${series.series_id}/resume`, 303, 'dashboard'],
    ]);
    expect(rows[0].details.acting_user_id).toEqual(expect.any(String));
  });

  it('deletes a series after a confirmation; the tournaments it created stay', async () => {
    const series = await createSeries(a.client, { name: 'Doomed <b>series</b>' });
    await t.app.get(TournamentScheduler).runOnce();
    const created = await createdCount(series.series_id);
    expect(created).toBeGreaterThan(1);

    const confirm = await manager.get(`/dashboard/series/${series.series_id}/delete`);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Delete Doomed &lt;b&gt;series&lt;/b&gt;?');
    expect(consequenceOf(confirm)).toBe(
      `The series is deleted for good: no more tournaments will be created; the ${created} tournaments it already created are kept, with their registrations and money.`,
    );
    const deleted = await manager.postForm(`/dashboard/series/${series.series_id}/delete`, {});
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe('/dashboard/series?done=deleted');
    expect(flashOf(await manager.follow(deleted))).toBe('The series was deleted; the tournaments it created are kept.');
    expect((await api(series.series_id)).status).toBe(404);
    expect(await createdCount(series.series_id)).toBe(created);
    expect((await manager.get(`/dashboard/series/${series.series_id}`)).status).toBe(404);
    expect((await manager.postForm(`/dashboard/series/${series.series_id}/delete`, {})).status).toBe(404);
    expect((await auditRows(series.series_id)).map((r) => [r.action, r.details.name])).toEqual([
      ['series.deleted', 'Doomed <b>series</b>'],
    ]);
  });

  it('says so when the series has not created any tournament yet', async () => {
    const series = await createSeries(a.client, { schedule: 'DTSTART:20300104T180000Z\nRRULE:FREQ=WEEKLY' });
    const confirm = await manager.get(`/dashboard/series/${series.series_id}/delete`);
    expect(consequenceOf(confirm)).toBe(
      'The series is deleted for good: no more tournaments will be created; it has not created any tournament yet.',
    );
    const pause = await manager.get(`/dashboard/series/${series.series_id}/pause`);
    expect(consequenceOf(pause)).toBe(
      'No more tournaments will be created until it is resumed; it has not created any tournament yet (the next start would be 2030-01-04 18:00 UTC). Those already created keep their own schedule.',
    );
  });

  it('shows the buttons only to roles that may manage series; a viewer posting anyway gets the 403 page; CSRF is checked', async () => {
    const series = await createSeries(a.client);
    const theirs = await viewer.get(`/dashboard/series/${series.series_id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.text).not.toContain('data-testid="series-actions"');
    for (const action of ['pause', 'resume', 'delete']) {
      expect((await viewer.get(`/dashboard/series/${series.series_id}/${action}`)).status).toBe(403);
    }
    await viewer.get(`/dashboard/series/${series.series_id}`);
    for (const action of ['pause', 'delete']) {
      const refused = await viewer.postForm(`/dashboard/series/${series.series_id}/${action}`, {});
      expect(refused.status).toBe(403);
      expect(flashOf(refused)).toBe('Your role (Viewer) cannot manage tournaments and series. Ask an administrator of your operator.');
    }
    expect((await api(series.series_id)).body.active).toBe(true);

    const forged = await manager.postForm(`/dashboard/series/${series.series_id}/pause`, { _csrf: 'forged' });
    expect(forged.status).toBe(403);
    expect(flashOf(forged)).toMatch(/security token \(CSRF\)/);
    const forgedDelete = await manager.postForm(`/dashboard/series/${series.series_id}/delete`, { _csrf: 'forged' });
    expect(forgedDelete.status).toBe(403);
    expect((await api(series.series_id)).body.active).toBe(true);
    expect(await auditRows(series.series_id)).toEqual([]);
  });

  it('treats another operator’s series as unknown on every action page', async () => {
    const b = await operatorWithKey(t);
    const others = await createSeries(b.client);
    const unknown = await manager.get('/dashboard/series/00000000-0000-4000-8000-000000000000/pause');
    expect(unknown.status).toBe(404);
    for (const action of ['pause', 'resume', 'delete']) {
      const page = await manager.get(`/dashboard/series/${others.series_id}/${action}`);
      expect(page.status).toBe(404);
      expect(flashOf(page)).toBe(flashOf(unknown));
      expect(/<title>[^<]*<\/title>/.exec(page.text)?.[0]).toBe(/<title>[^<]*<\/title>/.exec(unknown.text)?.[0]);
    }
    await manager.get('/dashboard/series');
    expect((await manager.postForm(`/dashboard/series/${others.series_id}/pause`, {})).status).toBe(404);
    expect((await manager.postForm(`/dashboard/series/${others.series_id}/delete`, {})).status).toBe(404);
    expect((await manager.get('/dashboard/series/not-a-uuid/delete')).status).toBe(404);
    const still = await b.client.get(`/api/tournament-series/${others.series_id}`);
    expect(still.status).toBe(200);
    expect(still.body.active).toBe(true);
  });

  describe('create and edit', () => {
    it('offers the form to managers only, with the operator’s currency and a fresh external id', async () => {
      const page = await manager.get('/dashboard/series/new');
      expect(page.status).toBe(200);
      expect(page.text).toContain('data-testid="series-form"');
      expect(page.text).toMatch(/name="external_id" value="dashboard-series-[0-9a-f-]{36}"/);
      expect(page.text).toMatch(/name="template.currency" value="[A-Z]{3}"/);
      expect((await manager.get('/dashboard/series')).text).toContain('data-testid="new-series"');
      expect((await viewer.get('/dashboard/series')).text).not.toContain('data-testid="new-series"');
      expect((await viewer.get('/dashboard/series/new')).status).toBe(403);
      await viewer.get('/dashboard/series');
      expect((await viewer.postForm('/dashboard/series', seriesForm())).status).toBe(403);
    });

    it('previews the next five starts of the schedule as typed, saving nothing', async () => {
      const form = seriesForm();
      const before = (await a.client.get('/api/tournament-series?limit=100')).body.pagination.total;
      const page = await manager.postForm('/dashboard/series', { ...form, intent: 'preview' });
      expect(page.status).toBe(200);
      expect(previewStarts(page)).toEqual([
        '2030-01-01T19:00:00.000Z',
        '2030-01-02T19:00:00.000Z',
        '2030-01-03T19:00:00.000Z',
        '2030-01-04T19:00:00.000Z',
        '2030-01-05T19:00:00.000Z',
      ]);
      expect(page.text).toContain(`value="${form.external_id}"`);
      expect((await a.client.get('/api/tournament-series?limit=100')).body.pagination.total).toBe(before);
    });

    it('refuses a bad form with the API’s messages next to each field, keeping the values', async () => {
      const form = seriesForm({
        schedule: 'RRULE:FREQ=DAILY',
        lead_time_minutes: '0.5',
        'template.entry_fee': '-1',
        'template.prize_pool.distribution': '1: 60\nwhatever',
      });
      for (const intent of ['save', 'preview']) {
        const page = await manager.postForm('/dashboard/series', { ...form, intent });
        expect(page.status).toBe(422);
        const errors = fieldErrorsOf(page);
        expect(errors.schedule).toMatch(/^Schedule/);
        expect(errors.lead_time_minutes).toBe('Lead time must be from 1 minute to 43200 minutes (30 days)');
        expect(errors['template.prize_pool.distribution']).toMatch(/line 2/);
        expect(page.text).toContain('>RRULE:FREQ=DAILY</textarea>');
        expect(page.text).toContain('name="template.entry_fee" value="-1"');
      }
      const schedule = await manager.postForm(
        '/dashboard/series',
        seriesForm({ schedule: 'DTSTART:20200101T000000Z\nRRULE:FREQ=DAILY;COUNT=2' }),
      );
      expect(schedule.status).toBe(422);
      expect(fieldErrorsOf(schedule).schedule).toMatch(/^Schedule has no occurrence after now/);
      const fee = await manager.postForm('/dashboard/series', seriesForm({ 'template.entry_fee': '-1' }));
      expect(fee.status).toBe(422);
      expect(fieldErrorsOf(fee)['template.entry_fee']).toMatch(/^Entry fee/);
      expect((await a.client.get(`/api/tournament-series?limit=100`)).body.series.map((s: any) => s.external_id)).not.toContain(
        form.external_id,
      );
    });

    it('creates a series from the form, then edits it: only what changed is sent, and both are audited', async () => {
      const form = seriesForm();
      const created = await manager.postForm('/dashboard/series', form);
      expect(created.status).toBe(303);
      const id = /^\/dashboard\/series\/([0-9a-f-]{36})\?done=created$/.exec(created.location ?? '')![1];
      const shown = await manager.follow(created);
      expect(flashOf(shown)).toBe('The series was created.');
      const series = (await api(id)).body;
      expect(series).toMatchObject({
        name: 'Nightly crash',
        external_id: form.external_id,
        schedule: 'DTSTART;TZID=Europe/Malta:20300101T200000\nRRULE:FREQ=DAILY',
        lead_time_seconds: 7200,
        active: true,
        template: {
          name: 'Nightly crash cup',
          game: 'crash-classic',
          entry_fee: 5,
          currency: 'EUR',
          min_players: 2,
          max_players: 50,
          prize_pool: { total: 100, distribution: { '1': 60, '2': 40 } },
          config: { reels: 5, rake_percent: 10, duration_minutes: 60, late_registration_minutes: 5 },
        },
      });

      const duplicate = await manager.postForm('/dashboard/series', form);
      expect(duplicate.status).toBe(409);
      expect(fieldErrorsOf(duplicate).external_id).toMatch(/already exists/);

      const edit = await manager.get(`/dashboard/series/${id}/edit`);
      expect(edit.status).toBe(200);
      expect(edit.text).toContain('name="template.entry_fee" value="5"');
      // The lead time in minutes, as the form's label says.
      expect(edit.text).toContain('name="lead_time_minutes" value="120"');
      expect(edit.text).toContain('Lead time in minutes');
      expect(edit.text).not.toContain('data-testid="lead-time-note"');
      expect(edit.text).toContain('data-testid="external-id"');
      const values = formValuesOf(edit, 'series-form');
      const unchanged = await manager.postForm(`/dashboard/series/${id}/edit`, { ...values, intent: 'save' });
      expect(unchanged.status).toBe(422);
      expect(flashOf(unchanged)).toMatch(/Nothing to save/);

      const saved = await manager.postForm(`/dashboard/series/${id}/edit`, {
        ...values,
        name: 'Nightly crash XL',
        'template.entry_fee': '7.50',
        intent: 'save',
      });
      expect(saved.status).toBe(303);
      expect(saved.location).toBe(`/dashboard/series/${id}?done=updated`);
      expect(flashOf(await manager.follow(saved))).toBe('The changes were saved; tournaments already created keep theirs.');
      const after = (await api(id)).body;
      expect(after).toMatchObject({ name: 'Nightly crash XL', lead_time_seconds: 7200, active: true });
      expect(after.template).toMatchObject({ entry_fee: 7.5, currency: 'EUR', config: { reels: 5, rake_percent: 10 } });

      const bad = await manager.postForm(`/dashboard/series/${id}/edit`, { ...values, schedule: 'nonsense', intent: 'save' });
      expect(bad.status).toBe(422);
      expect(fieldErrorsOf(bad).schedule).toMatch(/^Schedule/);
      expect(bad.text).toContain('>nonsense</textarea>');
      const preview = await manager.postForm(`/dashboard/series/${id}/edit`, { ...values, intent: 'preview' });
      expect(preview.status).toBe(200);
      expect(previewStarts(preview)).toHaveLength(5);

      const rows = await auditRows(id);
      expect(rows.map((r) => [r.action, r.method, r.path, r.details.via])).toEqual([
        ['series.created', 'POST', '/dashboard/series', 'dashboard'],
        ['series.updated', 'POST', `/dashboard/series/${id}/edit`, 'dashboard'],
      ]);
      expect(rows[1].details.changed).toEqual(['name', 'template']);
    });

    it('takes the lead time in minutes, decimals included, and keeps a stored value the field cannot show exactly', async () => {
      // Set through the API: 61 seconds is 1.0166… minutes.
      const series = await createSeries(a.client, { lead_time_seconds: 61 });
      const id = series.series_id;
      const edit = await manager.get(`/dashboard/series/${id}/edit`);
      expect(edit.text).toContain('name="lead_time_minutes" value="1.02"');
      expect(decodeHtml(edit.text)).toContain(
        'Stored as 61 seconds, which is not a whole number of hundredths of a minute: it is kept as it is unless you change this field.',
      );
      const values = formValuesOf(edit, 'series-form');
      // Another field changed, the minutes left as shown: the stored 61 seconds are kept.
      const renamed = await manager.postForm(`/dashboard/series/${id}/edit`, { ...values, name: 'Minute sprint renamed', intent: 'save' });
      expect(renamed.status).toBe(303);
      expect((await api(id)).body).toMatchObject({ name: 'Minute sprint renamed', lead_time_seconds: 61 });

      // Minutes that do not come to whole seconds, or are out of range, are refused in words, in minutes.
      const fraction = await manager.postForm(`/dashboard/series/${id}/edit`, { ...values, lead_time_minutes: '1.01', intent: 'save' });
      expect(fraction.status).toBe(422);
      expect(fieldErrorsOf(fraction).lead_time_minutes).toBe(
        'Lead time must come to whole seconds: 1.5 minutes (90 seconds) can be saved, 1.01 minutes (60.6 seconds) cannot',
      );
      expect(fraction.text).toContain('name="lead_time_minutes" value="1.01"');
      const words = await manager.postForm(`/dashboard/series/${id}/edit`, { ...values, lead_time_minutes: 'an hour', intent: 'save' });
      expect(fieldErrorsOf(words).lead_time_minutes).toBe(
        'Lead time must be a number of minutes, e.g. 60 or 1.5 (digits, with a point for a fraction)',
      );
      const tooLong = await manager.postForm(`/dashboard/series/${id}/edit`, { ...values, lead_time_minutes: '43201', intent: 'save' });
      expect(fieldErrorsOf(tooLong).lead_time_minutes).toBe('Lead time must be from 1 minute to 43200 minutes (30 days)');
      expect((await api(id)).body.lead_time_seconds).toBe(61);

      // 1.5 minutes is saved as exactly 90 seconds, and shown again as 1.5, with no note.
      const saved = await manager.postForm(`/dashboard/series/${id}/edit`, { ...values, lead_time_minutes: '1.5', intent: 'save' });
      expect(saved.status).toBe(303);
      expect((await api(id)).body.lead_time_seconds).toBe(90);
      const again = await manager.get(`/dashboard/series/${id}/edit`);
      expect(again.text).toContain('name="lead_time_minutes" value="1.5"');
      expect(again.text).not.toContain('data-testid="lead-time-note"');
    });

    it('treats another operator’s series as unknown on its edit page', async () => {
      const b = await operatorWithKey(t);
      const others = await createSeries(b.client);
      expect((await manager.get(`/dashboard/series/${others.series_id}/edit`)).status).toBe(404);
      await manager.get('/dashboard/series');
      const posted = await manager.postForm(`/dashboard/series/${others.series_id}/edit`, seriesForm({ name: 'Mine now' }));
      expect(posted.status).toBe(404);
      expect((await b.client.get(`/api/tournament-series/${others.series_id}`)).body.name).toBe('Minute sprint');
    });
  });
});

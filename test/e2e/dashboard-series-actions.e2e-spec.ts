import { DataSource } from 'typeorm';
import { ManualClock } from '@app/common';
import { TournamentScheduler } from '@app/tournaments';
import { createDashboardUser, DashboardSession, PageResponse } from '../support/dashboard-client';
import { operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { HttpClient } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Managing series on the dashboard: pause, resume and delete behind confirmation pages that say
 * what becomes of the tournaments the series created, through the API's own SeriesService. Only
 * roles granting tournaments.manage see and use them; every change is audited.
 */

const PASSWORD = 'correct horse battery staple';
const MINUTE = 60_000;

function flash(page: PageResponse): string | undefined {
  return /data-testid="flash">([^<]*)</.exec(page.text)?.[1];
}

function consequence(page: PageResponse): string | undefined {
  return /data-testid="confirm-consequence">([^<]*)</.exec(page.text)?.[1];
}

function refusal(page: PageResponse): string | undefined {
  return /data-testid="confirm-refused"><p>([^<]*)</.exec(page.text)?.[1];
}

/** A UTC time as a DTSTART value: 20300101T120000Z. */
function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
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
    manager = await DashboardSession.signedIn(t, await createDashboardUser(t, a.operatorId, undefined, PASSWORD, 'manager'));
    viewer = await DashboardSession.signedIn(t, await createDashboardUser(t, a.operatorId, undefined, PASSWORD, 'viewer'));
  });
  afterAll(() => t?.close());

  /** A series starting every minute from a minute from now, each tournament created 3 minutes ahead. */
  async function createSeries(client: HttpClient, body: Record<string, unknown> = {}): Promise<any> {
    const res = await client.post('/api/tournament-series', {
      name: 'Minute sprint',
      external_id: `dash-series-${++counter}-${Date.now()}`,
      schedule: `DTSTART:${stamp(new Date(clock.now().getTime() + MINUTE))}\nRRULE:FREQ=MINUTELY`,
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
  const auditRows = async (seriesId: string) => {
    await t.flushAudit();
    return (await t.app
      .get(DataSource)
      .query(
        `SELECT action, method, path, status_code, details FROM audit_logs WHERE operator_id = $1 AND details->>'series_id' = $2 ORDER BY created_at`,
        [a.operatorId, seriesId],
      )) as Array<{ action: string; method: string; path: string; status_code: number; details: Record<string, unknown> }>;
  };

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
    expect(consequence(confirm)).toMatch(
      new RegExp(
        `^No more tournaments will be created until it is resumed; the ${created} tournaments it already created are kept \\(the next start would be \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\)\\. Those already created keep their own schedule\\.$`,
      ),
    );
    const paused = await manager.postForm(`/dashboard/series/${series.series_id}/pause`, {});
    expect(paused.status).toBe(303);
    expect(paused.location).toBe(`/dashboard/series/${series.series_id}?done=paused`);
    const shown = await manager.follow(paused);
    expect(flash(shown)).toBe('The series is paused: no more tournaments will be created until it is resumed.');
    expect(shown.text).toContain('data-testid="action-resume"');
    expect((await api(series.series_id)).body).toMatchObject({ active: false, next_starts: [] });
    expect(await createdCount(series.series_id)).toBe(created);

    const again = await manager.get(`/dashboard/series/${series.series_id}/pause`);
    expect(again.status).toBe(409);
    expect(refusal(again)).toBe('The series is already paused.');
    const twice = await manager.postForm(`/dashboard/series/${series.series_id}/pause`, {});
    expect(twice.status).toBe(409);

    const resume = await manager.get(`/dashboard/series/${series.series_id}/resume`);
    expect(resume.status).toBe(200);
    expect(consequence(resume)).toMatch(
      new RegExp(
        `^Tournaments will be created again, each 3 minutes before its start; the next start is \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\. Starts that passed while it was paused get none; the ${created} tournaments it already created are kept\\.$`,
      ),
    );
    const resumed = await manager.postForm(`/dashboard/series/${series.series_id}/resume`, {});
    expect(resumed.status).toBe(303);
    expect(flash(await manager.follow(resumed))).toBe('The series is active again: its next starts get their tournaments.');
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
    expect(consequence(confirm)).toBe(
      `The series is deleted for good: no more tournaments will be created; the ${created} tournaments it already created are kept, with their registrations and money.`,
    );
    const deleted = await manager.postForm(`/dashboard/series/${series.series_id}/delete`, {});
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe('/dashboard/series?done=deleted');
    expect(flash(await manager.follow(deleted))).toBe('The series was deleted; the tournaments it created are kept.');
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
    expect(consequence(confirm)).toBe(
      'The series is deleted for good: no more tournaments will be created; it has not created any tournament yet.',
    );
    const pause = await manager.get(`/dashboard/series/${series.series_id}/pause`);
    expect(consequence(pause)).toBe(
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
      expect(flash(refused)).toBe('Your role (Viewer) cannot manage tournaments and series. Ask an administrator of your operator.');
    }
    expect((await api(series.series_id)).body.active).toBe(true);

    const forged = await manager.postForm(`/dashboard/series/${series.series_id}/pause`, { _csrf: 'forged' });
    expect(forged.status).toBe(403);
    expect(flash(forged)).toMatch(/security token \(CSRF\)/);
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
      expect(flash(page)).toBe(flash(unknown));
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
});

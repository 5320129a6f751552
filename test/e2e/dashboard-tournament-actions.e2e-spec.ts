import { DataSource } from 'typeorm';
import {
  auditRowsAbout,
  confirmButtonOf,
  consequenceOf,
  DashboardSession,
  decodeHtml,
  fieldErrorsOf,
  flashOf,
  formValuesOf,
  PageResponse,
  refusalOf,
  signedInAs,
} from '../support/dashboard-client';
import { runningTournament } from '../support/dashboard-fixtures';
import { createInternalKey, operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, minutesFromNow, seatPlayers } from '../support/tournament-fixtures';

/**
 * Managing tournaments on the dashboard: create and edit through one form with the API's own
 * validation and a prize table, and start, complete and cancel behind confirmation pages that
 * say what happens to the money, all through the API's services. Only roles granting
 * tournaments.manage see and use them; every change is audited.
 */

function previewRows(page: PageResponse): string[][] {
  const body = /data-testid="prize-preview-rows">([\s\S]*?)<\/tbody>/.exec(page.text)?.[1] ?? '';
  return [...body.matchAll(/<tr><td>([^<]*)<\/td><td class="num">([^<]*)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]);
}

function inFuture(minutes: number): string {
  return minutesFromNow(minutes).slice(0, 16);
}

/** A complete create form as a browser posts it. */
function createForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Friday Crash Cup',
    external_id: `dash-form-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    game: 'crash-classic',
    scheduled_start: inFuture(120),
    entry_fee: '5',
    currency: 'EUR',
    min_players: '2',
    max_players: '100',
    'prize_pool.total': '100',
    'prize_pool.distribution': '1: 50\n2: 30\n3: 20',
    'config.tournament_type': 'points_based',
    'config.duration_minutes': '60',
    'config.late_registration_minutes': '10',
    'config.max_entries_per_player': '3',
    'config.rebuy_enabled': 'on',
    'config.rebuy_fee': '2.50',
    'config.rake_percent': '10',
    'config.tie_break': 'earliest',
    'config.game_url': '',
    game_config: '{"reels": 5}',
    intent: 'save',
    ...overrides,
  };
}

describe('dashboard tournament actions', () => {
  let t: TestApp;
  let a: TestOperator & TestKey;
  let manager: DashboardSession;
  let viewer: DashboardSession;
  beforeAll(async () => {
    t = await startTestApp();
    a = await operatorWithKey(t);
    manager = await signedInAs(t, a.operatorId, 'manager');
    viewer = await signedInAs(t, a.operatorId, 'viewer');
  });
  afterAll(() => t?.close());

  const api = async (id: string) => (await a.client.get(`/api/tournaments/${id}`)).body.tournament;
  const auditRows = (tournamentId: string) => auditRowsAbout(t, a.operatorId, 'tournament_id', tournamentId);

  it('creates a tournament from the form with every field of the API, then shows it with a flash', async () => {
    const page = await manager.get('/dashboard/tournaments/new');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="tournament-form"');
    expect(page.text).toMatch(/name="currency" value="EUR"/);
    expect(page.text).toContain('data-prize-preview="/dashboard/tournaments/prize-preview"');
    const list = await manager.get('/dashboard/tournaments');
    expect(list.text).toContain('data-testid="new-tournament"');

    const form = createForm();
    const created = await manager.postForm('/dashboard/tournaments', form);
    expect(created.status).toBe(303);
    const id = /^\/dashboard\/tournaments\/([0-9a-f-]{36})\?done=created$/.exec(created.location ?? '')![1];
    const shown = await manager.follow(created);
    expect(flashOf(shown)).toBe('The tournament was created.');
    expect(shown.text).toContain('Friday Crash Cup');

    const tournament = await api(id);
    expect(tournament).toMatchObject({
      name: 'Friday Crash Cup',
      externalId: form.external_id,
      gameSlug: 'crash-classic',
      scheduledStart: new Date(`${form.scheduled_start}:00Z`).toISOString(),
      entryFee: 5,
      currency: 'EUR',
      minPlayers: 2,
      maxPlayers: 100,
      prizePool: { guaranteedPrize: 100, distribution: { '1': 50, '2': 30, '3': 20 } },
      gameConfig: { reels: 5 },
      settings: {
        tournament_type: 'points_based',
        duration_minutes: 60,
        late_registration_minutes: 10,
        max_entries_per_player: 3,
        rebuy_enabled: true,
        rebuy_fee: 2.5,
        rake_percent: 10,
        tie_break: 'earliest',
        start_when_full: false,
      },
    });
    const audit = await auditRows(id);
    expect(audit).toEqual([
      {
        action: 'tournament.created',
        method: 'POST',
        path: '/dashboard/tournaments',
        status_code: 303,
        details: expect.objectContaining({ tournament_id: id, via: 'dashboard', external_id: form.external_id }),
      },
    ]);
    // The same tournament created event as an API create.
    const [event] = await t.app
      .get(DataSource)
      .query(`SELECT event_type FROM outbox_events WHERE tournament_id = $1 ORDER BY sequence`, [id]);
    expect(event.event_type).toBe('tournament.created');
  });

  it('refuses a bad form with the API’s rules as human messages next to each field, keeping the values', async () => {
    await manager.get('/dashboard/tournaments/new');
    const bad = await manager.postForm(
      '/dashboard/tournaments',
      createForm({
        name: 'Kept <name>',
        entry_fee: '5.123',
        min_players: '10',
        max_players: '5',
        scheduled_start: '2020-01-01T10:00',
        'prize_pool.distribution': '1: 50\n2: 30',
        'config.rake_percent': '75',
        game: 'Not A Slug',
        game_config: '[1, 2]',
      }),
    );
    expect(bad.status).toBe(422);
    const errors = fieldErrorsOf(bad);
    expect(errors.game).toBe('Game must be a slug: lowercase letters, digits, - and _, starting with a letter or digit');
    expect(errors.game_config).toBe('Game configuration must be a JSON object, e.g. {&quot;reels&quot;: 5}');
    expect(flashOf(bad)).toBe('The tournament was not created: correct the fields marked below.');
    expect(bad.text).toContain('value="Kept &lt;name&gt;"');
    expect(bad.text).toContain('value="5.123"');

    // Past the DTO, the service's own rules, every one at once.
    const rules = await manager.postForm(
      '/dashboard/tournaments',
      createForm({
        entry_fee: '5.123',
        min_players: '10',
        max_players: '5',
        scheduled_start: '2020-01-01T10:00',
        'prize_pool.distribution': '1: 50\n2: 30',
        'config.rake_percent': '75',
      }),
    );
    expect(rules.status).toBe(422);
    const messages = fieldErrorsOf(rules);
    expect(messages.entry_fee).toMatch(/^Entry fee has more than 2 decimal/);
    expect(messages.min_players).toBe('Minimum players must not be greater than maximum players (10 &gt; 5)');
    expect(messages.scheduled_start).toMatch(/^Scheduled start must be in the future/);
    expect(messages['prize_pool.distribution']).toMatch(
      /^Prize distribution: the percentages over all paid positions must sum to exactly 100/,
    );
    expect(messages['config.rake_percent']).toBe('Rake must be a number from 0 to 50');
    expect(rules.text).toContain('1: 50\n2: 30</textarea>');

    const unreadable = await manager.postForm(
      '/dashboard/tournaments',
      createForm({ 'prize_pool.distribution': 'first: half\nno colon here' }),
    );
    expect(unreadable.status).toBe(422);
    expect(decodeHtml(fieldErrorsOf(unreadable)['prize_pool.distribution'])).toContain(
      'line 2 ("no colon here") must read places: percent',
    );

    const taken = createForm();
    expect((await manager.postForm('/dashboard/tournaments', taken)).status).toBe(303);
    await manager.get('/dashboard/tournaments/new');
    const duplicate = await manager.postForm('/dashboard/tournaments', taken);
    expect(duplicate.status).toBe(409);
    expect(fieldErrorsOf(duplicate).external_id).toBe('External id: A tournament with this external id already exists for this operator');
  });

  it('previews the prize table on the server (without script) and for the script, saving nothing', async () => {
    const before = (await a.client.get('/api/tournaments?limit=100')).body.pagination.total;
    await manager.get('/dashboard/tournaments/new');
    const form = createForm({
      entry_fee: '6',
      max_players: '100',
      'prize_pool.total': '0',
      'config.rake_percent': '10',
      'prize_pool.distribution': '1: 50\n2: 20\n3-5: 10',
      intent: 'preview',
    });
    const preview = await manager.postForm('/dashboard/tournaments', form);
    expect(preview.status).toBe(200);
    // 100 × 6.00 less 10 % rake = 540.00.
    expect(preview.text).toContain('Prize pool 540.00 EUR if all 100 seats are taken.');
    expect(previewRows(preview)).toEqual([
      ['1', '270.00 EUR'],
      ['2', '108.00 EUR'],
      ['3–5', '54.00 EUR each'],
    ]);
    expect(preview.text).toContain(`value="${form.external_id}"`);

    const json = await manager.postForm(
      '/dashboard/tournaments/prize-preview',
      { ...form, preview_players: '2' },
      { accept: 'application/json' },
    );
    expect(json.status).toBe(200);
    // Two players: 10.80 EUR, the unused places' shares spread over the two paid ones (50:20).
    expect(json.json).toEqual({
      ok: true,
      players: 2,
      pool: '10.80 EUR',
      basis: 'with 2 players',
      rows: [
        { places: '1', amount: '7.72 EUR' },
        { places: '2', amount: '3.08 EUR' },
      ],
    });
    const refused = await manager.postForm(
      '/dashboard/tournaments/prize-preview',
      { ...form, entry_fee: 'lots' },
      { accept: 'application/json' },
    );
    // The API's own two rules for a text amount, in the page's words.
    expect(refused.json).toEqual({ ok: false, errors: { entry_fee: ['Entry fee must be at least 0', 'Entry fee must be a number'] } });
    expect((await a.client.get('/api/tournaments?limit=100')).body.pagination.total).toBe(before);
  });

  it('edits a scheduled tournament through the same form, only what changed; explains why once it has started', async () => {
    const id = await createTournamentId(a.client, { name: 'Editable', entry_fee: 4, max_players: 50, scheduled_start: minutesFromNow(90) });
    const detail = await manager.get(`/dashboard/tournaments/${id}`);
    expect(detail.text).toContain('data-testid="action-edit"');
    const page = await manager.get(`/dashboard/tournaments/${id}/edit`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('value="Editable"');
    expect(page.text).toContain('name="max_players" value="50"');

    const unchanged = await manager.postForm(`/dashboard/tournaments/${id}/edit`, {
      ...formValuesOf(page, 'tournament-form'),
      intent: 'save',
    });
    expect(unchanged.status).toBe(422);
    expect(flashOf(unchanged)).toContain('Nothing to save');

    await manager.get(`/dashboard/tournaments/${id}/edit`);
    const saved = await manager.postForm(`/dashboard/tournaments/${id}/edit`, {
      ...formValuesOf(page, 'tournament-form'),
      name: 'Edited',
      max_players: '',
      'config.rake_percent': '5',
      intent: 'save',
    });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`/dashboard/tournaments/${id}?done=updated`);
    expect(flashOf(await manager.follow(saved))).toBe('The changes were saved.');
    const after = await api(id);
    expect(after).toMatchObject({ name: 'Edited', maxPlayers: null, entryFee: 4, settings: { rake_percent: 5 } });
    const audit = await auditRows(id);
    expect(audit.map((r) => [r.action, r.details.changed])).toEqual([['tournament.updated', ['name', 'max_players', 'config']]]);

    await seatPlayers(t, id, 1);
    const fee = await manager.get(`/dashboard/tournaments/${id}/edit`);
    const refusedFee = await manager.postForm(`/dashboard/tournaments/${id}/edit`, {
      ...formValuesOf(fee, 'tournament-form'),
      entry_fee: '9',
      intent: 'save',
    });
    expect(refusedFee.status).toBe(422);
    expect(fieldErrorsOf(refusedFee).entry_fee).toBe(
      'Entry fee cannot change while players are registered (1 registered): they paid the current entry fee',
    );

    await a.client.post(`/api/tournaments/${id}/start`, {});
    const started = await manager.get(`/dashboard/tournaments/${id}/edit`);
    expect(started.status).toBe(409);
    expect(started.text).toContain(
      'The tournament has already started and can no longer be updated. Only a scheduled tournament can be edited.',
    );
    expect(started.text).not.toContain('data-testid="tournament-form"');
    expect((await manager.get(`/dashboard/tournaments/${id}`)).text).not.toContain('data-testid="action-edit"');
  });

  it('edits a hop-on/off tournament without touching its seats, which the game platform sets', async () => {
    const platform = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [a.operatorId])).apiKey });
    const hop = await platform.post('/api/internal/tournaments', {
      name: 'Crash lobby',
      type: 'hop_on_off',
      gameSlug: 'crash-classic',
      minPlayers: 3,
      entryFee: 1,
      lobbyKey: `crash-classic:1.00:EUR:${process.pid}`,
    });
    expect(hop.status).toBe(201);
    const id = hop.body.tournament_id;
    const page = await manager.get(`/dashboard/tournaments/${id}/edit`);
    expect(page.text).toContain('data-testid="min-players"');
    expect(page.text).not.toContain('name="min_players"');
    const saved = await manager.postForm(`/dashboard/tournaments/${id}/edit`, {
      ...formValuesOf(page, 'tournament-form'),
      name: 'Crash lobby renamed',
      intent: 'save',
    });
    expect(saved.status).toBe(303);
    expect(await api(id)).toMatchObject({ name: 'Crash lobby renamed', minPlayers: 3 });
    await manager.get(`/dashboard/tournaments/${id}/edit`);
    const preview = await manager.postForm(`/dashboard/tournaments/${id}/edit`, {
      ...formValuesOf(page, 'tournament-form'),
      intent: 'preview',
    });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('data-testid="prize-preview-summary" role="status">Prize pool');
  });

  it('starts a tournament after a confirmation that says who is registered; refuses below min_players', async () => {
    const id = await createTournamentId(a.client, { entry_fee: 3, min_players: 2, max_players: 20 });
    await seatPlayers(t, id, 1);
    const few = await manager.get(`/dashboard/tournaments/${id}/start`);
    expect(few.status).toBe(422);
    expect(refusalOf(few)).toBe('Only 1 of the 2 required players are registered: it cannot start yet.');
    expect(few.text).not.toContain('data-testid="confirm"');
    const forced = await manager.postForm(`/dashboard/tournaments/${id}/start`, {});
    expect(forced.status).toBe(422);
    expect((await api(id)).status).toBe('scheduled');

    await seatPlayers(t, id, 9);
    const confirm = await manager.get(`/dashboard/tournaments/${id}/start`);
    expect(confirm.status).toBe(200);
    expect(consequenceOf(confirm)).toBe(
      '10 players are registered; registration closes. The tournament starts now with a prize pool of 30.00 EUR; the entry fees stay held until it completes or is cancelled.',
    );
    const started = await manager.postForm(`/dashboard/tournaments/${id}/start`, {});
    expect(started.status).toBe(303);
    expect(started.location).toBe(`/dashboard/tournaments/${id}?done=started`);
    const page = await manager.follow(started);
    expect(flashOf(page)).toBe('The tournament has started.');
    expect(page.text).not.toContain('data-testid="action-start"');
    expect(page.text).toContain('data-testid="action-complete"');
    expect((await api(id)).status).toBe('in_progress');
    expect((await auditRows(id)).map((r) => [r.action, r.path, r.details.players])).toEqual([
      ['tournament.started', `/dashboard/tournaments/${id}/start`, 10],
    ]);

    const again = await manager.get(`/dashboard/tournaments/${id}/start`);
    expect(again.status).toBe(409);
    expect(refusalOf(again)).toBe('The tournament has already started.');
  });

  it('completes a tournament after a confirmation with the prizes computed from the standings', async () => {
    const running = await runningTournament(
      t,
      a.operatorId,
      a.client,
      [
        ['Ann', 30],
        ['Ben', 20],
        ['Cid', 10],
        ['Dan', 5],
      ],
      { entry_fee: 150, max_players: 10, config: { rake_percent: 10 } },
    );
    const id = running.tournamentId;
    const confirm = await manager.get(`/dashboard/tournaments/${id}/complete`);
    expect(confirm.status).toBe(200);
    // 4 × 150 less 10 % = 540.00, paid 50/30/20 to the first three.
    expect(consequenceOf(confirm)).toBe(
      'Prizes of 540.00 EUR will be paid to 3 players, from the current standings of 4 players. The final positions are fixed and the tournament ends.',
    );
    expect(confirmButtonOf(confirm)).toBe('Complete and pay prizes');
    const done = await manager.postForm(`/dashboard/tournaments/${id}/complete`, {});
    expect(done.status).toBe(303);
    expect(flashOf(await manager.follow(done))).toBe('The tournament was completed and its prizes paid.');
    const [{ total }] = await t.app
      .get(DataSource)
      .query(`SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entries WHERE tournament_id = $1 AND kind = 'prize'`, [id]);
    expect(Number(total)).toBe(540);
    expect((await auditRows(id)).map((r) => r.action)).toEqual(['tournament.completed']);
    const again = await manager.get(`/dashboard/tournaments/${id}/complete`);
    expect(again.status).toBe(409);
    expect(refusalOf(again)).toBe('The tournament has already completed.');
    expect((await manager.get(`/dashboard/tournaments/${id}`)).text).not.toContain('data-testid="tournament-actions"');
  });

  it('does not promise nor report prizes on the completion of a tournament that pays none', async () => {
    const free = await runningTournament(
      t,
      a.operatorId,
      a.client,
      [
        ['Eve', 30],
        ['Fay', 20],
      ],
      { entry_fee: 0, max_players: 10 },
    );
    const confirm = await manager.get(`/dashboard/tournaments/${free.tournamentId}/complete`);
    expect(confirm.status).toBe(200);
    expect(consequenceOf(confirm)).toBe(
      'No prizes will be paid (prize pool 0.00 EUR), from the current standings of 2 players. The final positions are fixed and the tournament ends.',
    );
    expect(confirmButtonOf(confirm)).toBe('Complete without prizes');
    expect(confirm.text).not.toContain('pay prizes');
    const done = await manager.postForm(`/dashboard/tournaments/${free.tournamentId}/complete`, {});
    expect(done.status).toBe(303);
    expect(done.location).toBe(`/dashboard/tournaments/${free.tournamentId}?done=completed_without_prizes`);
    expect(flashOf(await manager.follow(done))).toBe('The tournament was completed; it paid no prizes.');
    expect((await api(free.tournamentId)).status).toBe('completed');
  });

  it('cancels a tournament with a reason after a confirmation that says what is refunded', async () => {
    const id = await createTournamentId(a.client, { entry_fee: 5, max_players: 20 });
    await seatPlayers(t, id, 12);
    const confirm = await manager.get(`/dashboard/tournaments/${id}/cancel`);
    expect(confirm.status).toBe(200);
    expect(consequenceOf(confirm)).toBe(
      '12 players will be refunded 60.00 EUR in total. The tournament is cancelled for good: no prizes are paid and nobody can register.',
    );
    const blank = await manager.postForm(`/dashboard/tournaments/${id}/cancel`, { reason: '' });
    expect(blank.status).toBe(422);
    expect(fieldErrorsOf(blank).reason).toBeDefined();
    expect((await api(id)).status).toBe('scheduled');

    const cancelled = await manager.postForm(`/dashboard/tournaments/${id}/cancel`, { reason: 'Game provider outage' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe(`/dashboard/tournaments/${id}?done=cancelled`);
    const page = await manager.follow(cancelled);
    expect(flashOf(page)).toBe('The tournament was cancelled and every paid entry refunded.');
    expect(page.text).toContain('Game provider outage');
    expect(await api(id)).toMatchObject({ status: 'cancelled', cancellationReason: 'Game provider outage' });
    const [{ total }] = await t.app
      .get(DataSource)
      .query(`SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entries WHERE tournament_id = $1 AND kind = 'refund'`, [id]);
    expect(Number(total)).toBe(60);
    expect((await auditRows(id)).map((r) => [r.action, r.details.reason, r.details.players_refunded, r.details.total_refunded])).toEqual([
      ['tournament.cancelled', 'Game provider outage', 12, 60],
    ]);

    const again = await manager.get(`/dashboard/tournaments/${id}/cancel`);
    expect(again.status).toBe(409);
    expect(refusalOf(again)).toBe('The tournament is already cancelled.');
    const twice = await manager.postForm(`/dashboard/tournaments/${id}/cancel`, { reason: 'again' });
    expect(twice.status).toBe(409);
    expect(refusalOf(twice)).toBe('The tournament is already cancelled.');
  });

  it('shows the buttons only to roles that may manage tournaments; a viewer posting anyway gets the 403 page', async () => {
    const id = await createTournamentId(a.client, { entry_fee: 0 });
    const theirs = await viewer.get(`/dashboard/tournaments/${id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.text).not.toContain('data-testid="tournament-actions"');
    expect((await viewer.get('/dashboard/tournaments')).text).not.toContain('data-testid="new-tournament"');
    const mine = await manager.get(`/dashboard/tournaments/${id}`);
    for (const action of ['edit', 'start', 'cancel']) expect(mine.text).toContain(`data-testid="action-${action}"`);
    expect(mine.text).not.toContain('data-testid="action-complete"');

    const count = async () => (await a.client.get('/api/tournaments?limit=100')).body.pagination.total;
    const before = await count();
    expect((await viewer.get('/dashboard/tournaments/new')).status).toBe(403);
    expect((await viewer.get(`/dashboard/tournaments/${id}/cancel`)).status).toBe(403);
    await viewer.get(`/dashboard/tournaments/${id}`);
    const create = await viewer.postForm('/dashboard/tournaments', createForm());
    expect(create.status).toBe(403);
    expect(flashOf(create)).toBe('Your role (Viewer) cannot manage tournaments and series. Ask an administrator of your operator.');
    for (const action of ['start', 'cancel', 'edit']) {
      expect((await viewer.postForm(`/dashboard/tournaments/${id}/${action}`, { reason: 'no', name: 'Mine' })).status).toBe(403);
    }
    expect(await count()).toBe(before);
    expect(await api(id)).toMatchObject({ status: 'scheduled' });

    // The security token is checked first, whatever the role.
    const forged = await manager.postForm(`/dashboard/tournaments/${id}/cancel`, { _csrf: 'forged', reason: 'x' });
    expect(forged.status).toBe(403);
    expect(flashOf(forged)).toMatch(/security token \(CSRF\)/);
    expect((await api(id)).status).toBe('scheduled');
  });

  it('treats another operator’s tournament as unknown on every action page', async () => {
    const b = await operatorWithKey(t);
    const theirs = await createTournamentId(b.client, { entry_fee: 0 });
    for (const path of ['edit', 'start', 'complete', 'cancel']) {
      expect((await manager.get(`/dashboard/tournaments/${theirs}/${path}`)).status).toBe(404);
    }
    await manager.get('/dashboard/tournaments');
    expect((await manager.postForm(`/dashboard/tournaments/${theirs}/cancel`, { reason: 'x' })).status).toBe(404);
    expect((await manager.postForm(`/dashboard/tournaments/${theirs}/start`, {})).status).toBe(404);
    expect((await b.client.get(`/api/tournaments/${theirs}`)).body.tournament.status).toBe('scheduled');
  });
});

import { DataSource } from 'typeorm';
import { ManualClock } from '@app/common';
import { TournamentScheduler } from '@app/tournaments';
import { operatorWithKey } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

const MINUTE = 60_000;

describe('tournament scheduler (D5)', () => {
  const clock = new ManualClock(new Date('2030-01-01T12:00:00.000Z'));
  let a: TestApp;
  let b: TestApp;
  let op: Awaited<ReturnType<typeof operatorWithKey>>;
  let sequence = 0;

  beforeAll(async () => {
    a = await startTestApp({ dbPoolSize: 5 }, [], { clock });
    // A second service instance on the same database, as in a multi-instance deployment.
    b = await startTestApp({ dbPoolSize: 5 }, [], { clock, database: a.database });
    op = await operatorWithKey(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const db = () => a.app.get(DataSource);

  async function createTournament(startsInMinutes: number, body: Record<string, unknown> = {}): Promise<string> {
    const res = await op.client.post('/api/tournaments', {
      name: `Scheduled ${++sequence}`,
      external_id: `sched-${sequence}`,
      game: 'slots',
      scheduled_start: new Date(clock.now().getTime() + startsInMinutes * MINUTE).toISOString(),
      entry_fee: 5,
      ...body,
    });
    expect(res.status).toBe(201);
    return res.body.tournament_id;
  }

  /** Registration arrives in a later release; until then seats are set directly. */
  const seat = (id: string, players: number) => db().query('UPDATE tournaments SET current_players = $1 WHERE id = $2', [players, id]);

  const events = async (id: string, type: string) =>
    Number(
      (await db().query('SELECT count(*)::int AS n FROM outbox_events WHERE tournament_id = $1 AND event_type = $2', [id, type]))[0].n,
    );

  const statusOf = async (id: string) => (await op.client.get(`/api/tournaments/${id}`)).body.tournament;

  it('starts a due tournament with enough players, within one run, and leaves others alone', async () => {
    const due = await createTournament(1, { min_players: 2, max_players: 10 });
    const later = await createTournament(90);
    await seat(due, 2);
    await seat(later, 1);
    clock.advance(2 * MINUTE);

    const result = await a.app.get(TournamentScheduler).runOnce();
    expect(result.started).toContain(due);
    expect(result.started).not.toContain(later);

    const started = await statusOf(due);
    expect(started.status).toBe('in_progress');
    expect(started.actualStartTime).toBe(clock.now().toISOString());
    expect((await statusOf(later)).status).toBe('scheduled');
    expect(await events(due, 'tournament.started')).toBe(1);
    const [event] = await db().query("SELECT data FROM outbox_events WHERE tournament_id = $1 AND event_type = 'tournament.started'", [
      due,
    ]);
    expect(event.data).toMatchObject({
      initialPlayerCount: 2,
      maxPlayers: 10,
      trigger: 'schedule',
      actualStartTime: clock.now().toISOString(),
    });
  });

  it('cancels a due tournament below min_players with reason min_players_not_reached', async () => {
    const id = await createTournament(1, { min_players: 3 });
    await seat(id, 2);
    clock.advance(2 * MINUTE);
    const result = await b.app.get(TournamentScheduler).runOnce();
    expect(result.cancelled).toContain(id);
    const cancelled = await statusOf(id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'min_players_not_reached' });
    const [event] = await db().query("SELECT data FROM outbox_events WHERE tournament_id = $1 AND event_type = 'tournament.cancelled'", [
      id,
    ]);
    expect(event.data).toMatchObject({
      reason: 'min_players_not_reached',
      statusBeforeCancellation: 'scheduled',
      refunds: { totalRefunded: 0, playersRefunded: 0 },
    });
    const status = await op.client.get(`/api/tournaments/${id}/status`);
    expect(status.body.current_phase).toBe('cancelled');
  });

  it('completes a points-based tournament once duration_minutes has passed, and not before', async () => {
    const timed = await createTournament(1, { config: { duration_minutes: 30 } });
    const elimination = await createTournament(1, { config: { tournament_type: 'elimination', duration_minutes: 30 } });
    const open = await createTournament(1);
    for (const id of [timed, elimination, open]) await seat(id, 1);
    clock.advance(2 * MINUTE);
    await a.app.get(TournamentScheduler).runOnce();
    clock.advance(29 * MINUTE);
    expect((await a.app.get(TournamentScheduler).runOnce()).completed).not.toContain(timed);
    expect((await statusOf(timed)).status).toBe('in_progress');

    clock.advance(2 * MINUTE);
    const result = await a.app.get(TournamentScheduler).runOnce();
    expect(result.completed).toContain(timed);
    expect(result.completed).not.toContain(elimination);
    expect(result.completed).not.toContain(open);
    const completed = await statusOf(timed);
    expect(completed.status).toBe('completed');
    expect(completed.completedAt).toBe(clock.now().toISOString());
    expect(await events(timed, 'tournament.completed')).toBe(1);
    expect((await statusOf(elimination)).status).toBe('in_progress');
  });

  it('keeps registration open for late_registration_minutes after the start, then closes it (D5)', async () => {
    const late = await createTournament(1, { config: { late_registration_minutes: 15 } });
    const onTime = await createTournament(1);
    await seat(late, 1);
    await seat(onTime, 1);
    const before = (await op.client.get(`/api/tournaments/${late}/status`)).body;
    expect(before).toMatchObject({
      status: 'scheduled',
      current_phase: 'registration',
      registration_open: true,
      registration_closes_at: null,
    });

    clock.advance(2 * MINUTE);
    const startedAt = clock.now();
    await a.app.get(TournamentScheduler).runOnce();
    const during = (await op.client.get(`/api/tournaments/${late}/status`)).body;
    expect(during).toMatchObject({ status: 'in_progress', current_phase: 'in_play', registration_open: true });
    expect(during.registration_closes_at).toBe(new Date(startedAt.getTime() + 15 * MINUTE).toISOString());
    expect((await op.client.get(`/api/tournaments/${onTime}/status`)).body).toMatchObject({
      registration_open: false,
      registration_closes_at: null,
    });

    clock.advance(15 * MINUTE - 1);
    expect((await op.client.get(`/api/tournaments/${late}/status`)).body.registration_open).toBe(true);
    clock.advance(1);
    expect((await op.client.get(`/api/tournaments/${late}/status`)).body.registration_open).toBe(false);
  });

  it('with two instances running at once, starts and cancels every due tournament exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) {
      const id = await createTournament(1, { min_players: 1 });
      if (i % 3 !== 0) await seat(id, 1);
      ids.push(id);
    }
    clock.advance(2 * MINUTE);
    // Each instance runs one pass at a time (a second call shares it), so two calls per instance
    // race both instances' passes against each other.
    const schedulers = [a, b, a, b].map((app) => app.app.get(TournamentScheduler));
    const runs = [...new Set(await Promise.all(schedulers.map((scheduler) => scheduler.runOnce())))];
    expect(runs).toHaveLength(2);

    const started = runs.flatMap((run) => run.started).filter((id) => ids.includes(id));
    const cancelled = runs.flatMap((run) => run.cancelled).filter((id) => ids.includes(id));
    expect(new Set(started).size).toBe(started.length);
    expect(new Set(cancelled).size).toBe(cancelled.length);
    expect(started.length).toBe(16);
    expect(cancelled.length).toBe(8);
    for (const id of ids) {
      const transitions = (await events(id, 'tournament.started')) + (await events(id, 'tournament.cancelled'));
      expect(transitions).toBe(1);
    }
    const sequences = await db().query(
      'SELECT tournament_id, array_agg(sequence::int ORDER BY sequence) AS seq FROM outbox_events WHERE tournament_id = ANY($1) GROUP BY tournament_id',
      [ids],
    );
    for (const row of sequences) expect(row.seq).toEqual([1, 2]);
  });
});

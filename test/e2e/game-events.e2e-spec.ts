import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ValidationFailedException } from '@app/common';
import { TournamentLifecycle } from '@app/tournaments';
import { createInternalKey, createOperator, operatorWithKey } from '../support/factories';
import { HttpClient, HttpResponse } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, expectErrorBody, outboxEvents, seatPlayers } from '../support/tournament-fixtures';
import { seatedEntries, standingsDrift } from '../support/entry-standings';

// Game events over HTTP (D11): each event type's effect as the operator sees it through its API,
// exact points, exactly-once by event_id, per-event rejections next to applied events, the body
// limits, auth (D4) and the outbox events (D12).

interface Seat {
  internalId: string;
  playerId: string;
}

describe('game events over HTTP (D11)', () => {
  let t: TestApp;
  let op: Awaited<ReturnType<typeof operatorWithKey>>;
  let client: HttpClient;
  let platform: HttpClient;
  let seq = 0;
  const base = Date.now();

  beforeAll(async () => {
    t = await startTestApp();
    op = await operatorWithKey(t);
    client = op.client;
    const internal = await createInternalKey(t, [op.operatorId]);
    platform = t.http.with({ 'X-Internal-Api-Key': internal.apiKey });
  });
  afterAll(async () => t?.close());
  afterEach(async () => expectLedgerReconciles(t));

  const db = () => t.app.get(DataSource);
  /** A fresh event id and an occurred_at one second after the previous event's. */
  const event = (type: string, fields: Record<string, unknown> = {}) => ({
    event_id: `ev-${++seq}`,
    type,
    occurred_at: new Date(base + seq * 1000).toISOString(),
    ...fields,
  });
  const send = (tid: string, events: unknown[], c: HttpClient = platform) => c.post(`/api/internal/tournaments/${tid}/events`, { events });
  const player = async (tid: string, seat: Seat) => (await client.get(`/api/tournaments/${tid}/players/${seat.internalId}`)).body;
  const preview = async (tid: string) =>
    (await client.get(`/api/tournaments/${tid}`)).body.leaderboard_preview.map(
      (row: { player_id: string; points: string; status: string }) => [row.player_id, row.points, row.status],
    );
  const tournamentStatus = async (tid: string) => {
    const res = await client.get(`/api/tournaments/${tid}/status`);
    return { status: res.body.status, current_phase: res.body.current_phase };
  };
  const appliedEventIds = async (tid: string): Promise<string[]> =>
    (await db().query('SELECT event_id FROM game_events WHERE tournament_id = $1 ORDER BY event_id', [tid])).map(
      (r: { event_id: string }) => r.event_id,
    );

  /** A scheduled tournament with `players` funded registrations, in registration order. */
  async function tournamentWith(players: number, overrides: Record<string, unknown> = {}): Promise<{ tid: string; seats: Seat[] }> {
    const tid = await createTournamentId(client, { entry_fee: 2, max_players: 50, ...overrides });
    await seatPlayers(t, tid, players);
    const list = await client.get(`/api/tournaments/${tid}/players?limit=100`);
    const seats = list.body.players.map((p: { internalPlayerId: string; playerId: string }) => ({
      internalId: p.internalPlayerId,
      playerId: p.playerId,
    }));
    return { tid, seats };
  }

  async function running(players: number, overrides: Record<string, unknown> = {}) {
    const created = await tournamentWith(players, overrides);
    expect((await client.post(`/api/tournaments/${created.tid}/start`)).status).toBe(200);
    return created;
  }

  const statuses = (res: HttpResponse) =>
    res.body.results.map((r: { status: string; error: string | null }) => (r.error ? `${r.status}:${r.error}` : r.status));

  describe('event types', () => {
    it('tournament.started starts a scheduled tournament; rounds set current_phase and only move forward', async () => {
      const { tid, seats } = await tournamentWith(2);
      expect(await tournamentStatus(tid)).toEqual({ status: 'scheduled', current_phase: 'registration' });

      const started = await send(tid, [event('tournament.started')]);
      expect(started.status).toBe(200);
      expect(started.body).toEqual({
        accepted: 1,
        duplicates: 0,
        rejected: 0,
        results: [{ event_id: `ev-${seq}`, status: 'accepted', error: null, message: null }],
      });
      expect(await tournamentStatus(tid)).toEqual({ status: 'in_progress', current_phase: 'in_play' });
      expect((await player(tid, seats[0])).status).toBe('active');
      expect((await outboxEvents(t, tid)).map((e) => e.event_type)).toContain('tournament.started');
      const startedEvent = (await outboxEvents(t, tid)).find((e) => e.event_type === 'tournament.started')!;
      expect(startedEvent.data.trigger).toBe('game_platform');

      expect(statuses(await send(tid, [event('round.started', { round: 1 })]))).toEqual(['accepted']);
      expect((await tournamentStatus(tid)).current_phase).toBe('round_1');
      expect(statuses(await send(tid, [event('round.completed', { round: 1 }), event('round.started', { round: 2 })]))).toEqual([
        'accepted',
        'accepted',
      ]);
      expect((await tournamentStatus(tid)).current_phase).toBe('round_2');
      // A late event of an earlier round is recorded but never moves the phase back.
      expect(statuses(await send(tid, [event('round.completed', { round: 1 })]))).toEqual(['accepted']);
      expect((await tournamentStatus(tid)).current_phase).toBe('round_2');

      // A second start is refused with the code of the operator's start.
      expect(statuses(await send(tid, [event('tournament.started')]))).toEqual(['rejected:tournament_started']);
    });

    it('score.updated sets (points) or adds (points_delta), exactly, with decimal strings and numbers', async () => {
      const { tid, seats } = await running(3);
      const [a, b, c] = seats;
      const res = await send(tid, [
        event('score.updated', { internal_player_id: a.internalId, points: 100 }),
        event('score.updated', { internal_player_id: a.internalId, points_delta: '12.5' }),
        event('score.updated', { internal_player_id: a.internalId, points_delta: -0.25 }),
        // 0.1 + 0.2 is 0.3 here, not 0.30000000000000004.
        event('score.updated', { internal_player_id: b.internalId, points: 0.1 }),
        event('score.updated', { internal_player_id: b.internalId, points_delta: '0.2' }),
        event('score.updated', { internal_player_id: c.internalId, points: '99999999999.12345678' }),
        event('score.updated', { internal_player_id: c.internalId, points: '-5' }),
      ]);
      expect(res.body).toMatchObject({ accepted: 7, duplicates: 0, rejected: 0 });
      expect((await player(tid, a)).points).toBe('112.25');
      expect((await player(tid, b)).points).toBe('0.3');
      expect((await player(tid, c)).points).toBe('-5');
      expect(await preview(tid)).toEqual([
        [a.playerId, '112.25', 'active'],
        [b.playerId, '0.3', 'active'],
        [c.playerId, '-5', 'active'],
      ]);
    });

    it('ties go to whoever reached the score first, by occurred_at, whatever the arrival order', async () => {
      const { tid, seats } = await running(3);
      const [a, b, c] = seats;
      const early = new Date(base - 60_000).toISOString();
      const late = new Date(base - 30_000).toISOString();
      // c (registered last) reaches 50 before a and b; b's event arrives first but happened later.
      await send(tid, [
        { ...event('score.updated', { internal_player_id: b.internalId, points: 50 }), occurred_at: late },
        { ...event('score.updated', { internal_player_id: c.internalId, points: 50 }), occurred_at: early },
        { ...event('score.updated', { internal_player_id: a.internalId, points: 50 }), occurred_at: new Date(base - 10_000).toISOString() },
      ]);
      expect((await preview(tid)).map(([id]: string[]) => id)).toEqual([c.playerId, b.playerId, a.playerId]);
      // Setting the same total again keeps the time it was reached.
      await send(tid, [event('score.updated', { internal_player_id: c.internalId, points: '50.000' })]);
      expect((await preview(tid)).map(([id]: string[]) => id)).toEqual([c.playerId, b.playerId, a.playerId]);
    });

    it('player.eliminated: status, elimination_round, several players in one event, ranked below players still in', async () => {
      const { tid, seats } = await running(4, { config: { tournament_type: 'elimination' } });
      const [a, b, c, d] = seats;
      await send(tid, [event('round.started', { round: 1 }), event('score.updated', { internal_player_id: d.internalId, points: 500 })]);
      const first = await send(tid, [event('player.eliminated', { internal_player_id: d.internalId })]);
      expect(first.body).toMatchObject({ accepted: 1, rejected: 0 });
      const second = await send(tid, [
        event('round.started', { round: 2 }),
        event('player.eliminated', { internal_player_ids: [b.internalId, c.internalId], round: 2 }),
      ]);
      expect(second.body).toMatchObject({ accepted: 2, rejected: 0 });

      expect(await player(tid, d)).toMatchObject({ status: 'eliminated', elimination_round: 1, points: '500' });
      expect(await player(tid, b)).toMatchObject({ status: 'eliminated', elimination_round: 2 });
      expect(await player(tid, c)).toMatchObject({ status: 'eliminated', elimination_round: 2 });
      expect(await player(tid, a)).toMatchObject({ status: 'active', elimination_round: null });
      // a is still in; b and c went out later than d, so rank above d despite d's points.
      const order = (await preview(tid)).map(([id]: string[]) => id);
      expect(order[0]).toBe(a.playerId);
      expect(order.slice(1, 3).sort()).toEqual([b.playerId, c.playerId].sort());
      expect(order[3]).toBe(d.playerId);
      const [eliminatedAtB, eliminatedAtC] = await Promise.all(
        [b, c].map(async (s) =>
          (await db().query('SELECT eliminated_at FROM tournament_entries WHERE id = $1', [s.internalId]))[0].eliminated_at.getTime(),
        ),
      );
      expect(eliminatedAtB).toBe(eliminatedAtC);

      // Eliminating an eliminated player is refused, and the whole event with it.
      const again = await send(tid, [event('player.eliminated', { internal_player_ids: [a.internalId, d.internalId] })]);
      expect(statuses(again)).toEqual(['rejected:player_eliminated']);
      expect((await player(tid, a)).status).toBe('active');

      const eliminated = (await outboxEvents(t, tid)).filter((e) => e.event_type === 'player.eliminated');
      expect(eliminated.map((e) => e.data.internalPlayerId)).toEqual([d.internalId, b.internalId, c.internalId]);
      expect(eliminated[0].data).toMatchObject({
        tournamentId: tid,
        playerId: d.playerId,
        eliminationRound: 1,
        points: '500',
        eliminatedAt: expect.any(String),
      });
    });

    it('tournament.completed completes the tournament; later events are rejected, also in the same batch', async () => {
      const { tid, seats } = await running(2);
      const [a, b] = seats;
      const res = await send(tid, [
        event('score.updated', { internal_player_id: a.internalId, points: 10 }),
        event('tournament.completed'),
        event('score.updated', { internal_player_id: b.internalId, points: 20 }),
      ]);
      expect(statuses(res)).toEqual(['accepted', 'accepted', 'rejected:tournament_completed']);
      expect(res.body.results[2].message).toEqual(expect.any(String));
      expect(await tournamentStatus(tid)).toEqual({ status: 'completed', current_phase: 'finished' });
      expect((await player(tid, a)).points).toBe('10');
      expect((await player(tid, b)).points).toBe('0');

      const late = await send(tid, [
        event('score.updated', { internal_player_id: a.internalId, points_delta: 5 }),
        event('tournament.completed'),
      ]);
      expect(statuses(late)).toEqual(['rejected:tournament_completed', 'rejected:tournament_completed']);
      expect((await player(tid, a)).points).toBe('10');
      expect((await outboxEvents(t, tid)).filter((e) => e.event_type === 'tournament.completed')).toHaveLength(1);
    });

    it('malformed final_standings reject the completion, which can then be sent again corrected', async () => {
      const { tid, seats } = await running(2);
      const bad = [
        { final_standings: 'first' },
        { final_standings: [{ internal_player_id: seats[0].internalId, position: 0 }] },
        { final_standings: [{ internal_player_id: seats[0].internalId, position: 1.5 }] },
        { final_standings: [{ internal_player_id: 'nobody', position: 1 }] },
        { final_standings: [{ internal_player_id: seats[0].internalId, position: 1, bonus: true }] },
        { final_standings: [7] },
      ];
      const res = await send(
        tid,
        bad.map((fields) => ({ ...event('tournament.completed'), ...fields, event_id: 'completion' })),
      );
      expect(statuses(res)).toEqual(bad.map(() => 'rejected:invalid_event'));
      expect((await tournamentStatus(tid)).status).toBe('in_progress');
      const corrected = await send(tid, [{ ...event('tournament.completed'), event_id: 'completion' }]);
      expect(statuses(corrected)).toEqual(['accepted']);
      expect((await tournamentStatus(tid)).status).toBe('completed');
    });

    it('a completion refused midway is undone alone; the events before and after it apply', async () => {
      const { tid, seats } = await running(2);
      const lifecycle = t.app.get(TournamentLifecycle);
      const complete = lifecycle.complete.bind(lifecycle);
      // The completion does its writes, then refuses (as a bad final_standings would).
      const refusing = jest.spyOn(lifecycle, 'complete').mockImplementationOnce(async (...args) => {
        await complete(...args);
        throw new ValidationFailedException({ 'final_standings.0.internal_player_id': ['is not a player of this tournament'] });
      });
      try {
        const res = await send(tid, [
          event('score.updated', { internal_player_id: seats[0].internalId, points: 5 }),
          event('tournament.completed'),
          event('score.updated', { internal_player_id: seats[1].internalId, points: 6 }),
        ]);
        expect(statuses(res)).toEqual(['accepted', 'rejected:validation_error', 'accepted']);
        expect(res.body.results[1].message).toContain('final_standings.0.internal_player_id');
      } finally {
        refusing.mockRestore();
      }
      expect(await tournamentStatus(tid)).toEqual({ status: 'in_progress', current_phase: 'in_play' });
      expect(await player(tid, seats[0])).toMatchObject({ status: 'active', points: '5' });
      expect(await player(tid, seats[1])).toMatchObject({ status: 'active', points: '6' });
      expect((await outboxEvents(t, tid)).map((e) => e.event_type)).not.toContain('tournament.completed');
      expect(statuses(await send(tid, [event('tournament.completed')]))).toEqual(['accepted']);
      expect((await tournamentStatus(tid)).status).toBe('completed');
    });

    it('events before the start: scores and rounds are rejected with tournament_not_started', async () => {
      const { tid, seats } = await tournamentWith(1);
      const res = await send(tid, [
        event('score.updated', { internal_player_id: seats[0].internalId, points: 5 }),
        event('round.started', { round: 1 }),
        event('tournament.completed'),
      ]);
      expect(statuses(res)).toEqual([
        'rejected:tournament_not_started',
        'rejected:tournament_not_started',
        'rejected:tournament_not_started',
      ]);
      expect(await appliedEventIds(tid)).toEqual([]);
    });

    it('events of a cancelled tournament are rejected with tournament_cancelled', async () => {
      const { tid, seats } = await running(1);
      expect((await client.delete(`/api/tournaments/${tid}`, { reason: 'outage' })).status).toBe(200);
      const res = await send(tid, [
        event('score.updated', { internal_player_id: seats[0].internalId, points: 5 }),
        event('tournament.started'),
      ]);
      expect(statuses(res)).toEqual(['rejected:tournament_cancelled', 'rejected:tournament_cancelled']);
    });
  });

  describe('exactly once', () => {
    it('a repeated event_id is a duplicate, in the same batch or a later one, and changes nothing', async () => {
      const { tid, seats } = await running(1);
      const delta = event('score.updated', { internal_player_id: seats[0].internalId, points_delta: 10 });
      const other = event('score.updated', { internal_player_id: seats[0].internalId, points_delta: 5 });
      const first = await send(tid, [delta, delta, other]);
      expect(first.body).toEqual({
        accepted: 2,
        duplicates: 1,
        rejected: 0,
        results: [
          { event_id: delta.event_id, status: 'accepted', error: null, message: null },
          { event_id: delta.event_id, status: 'duplicate', error: null, message: null },
          { event_id: other.event_id, status: 'accepted', error: null, message: null },
        ],
      });
      expect((await player(tid, seats[0])).points).toBe('15');
      const again = await send(tid, [delta, other]);
      expect(again.body).toMatchObject({ accepted: 0, duplicates: 2, rejected: 0 });
      expect(statuses(again)).toEqual(['duplicate', 'duplicate']);
      expect((await player(tid, seats[0])).points).toBe('15');

      // The same id for a different event (other type or time) is refused, not silently dropped.
      const reused = await send(tid, [
        { ...delta, occurred_at: new Date(base + 999_999).toISOString() },
        { ...other, type: 'round.started', round: 3 },
      ]);
      expect(statuses(reused)).toEqual(['rejected:idempotency_conflict', 'rejected:idempotency_conflict']);
      expect((await player(tid, seats[0])).points).toBe('15');
    });

    it('event ids are per tournament: the same id applies once in each', async () => {
      const one = await running(1);
      const two = await running(1);
      const shared = event('score.updated', { points: 7 });
      expect(statuses(await send(one.tid, [{ ...shared, internal_player_id: one.seats[0].internalId }]))).toEqual(['accepted']);
      expect(statuses(await send(two.tid, [{ ...shared, internal_player_id: two.seats[0].internalId }]))).toEqual(['accepted']);
      expect((await player(two.tid, two.seats[0])).points).toBe('7');
    });

    it('the same batch POSTed 5 times in parallel applies once', async () => {
      const { tid, seats } = await running(3);
      const batch = seats.flatMap((seat) => [
        event('score.updated', { internal_player_id: seat.internalId, points_delta: 3 }),
        event('score.updated', { internal_player_id: seat.internalId, points_delta: '0.5' }),
      ]);
      const responses = await Promise.all(Array.from({ length: 5 }, () => send(tid, batch)));
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const summaries = responses.map((r) => `${r.body.accepted}/${r.body.duplicates}/${r.body.rejected}`).sort();
      expect(summaries).toEqual(['0/6/0', '0/6/0', '0/6/0', '0/6/0', '6/0/0']);
      for (const seat of seats) expect((await player(tid, seat)).points).toBe('3.5');
      expect((await outboxEvents(t, tid)).filter((e) => e.event_type === 'leaderboard.updated')).toHaveLength(1);
    });

    it('batches sharing event ids, in opposite orders and in parallel, apply each event once', async () => {
      const { tid, seats } = await running(2);
      const events = Array.from({ length: 1200 }, (_, i) =>
        event('score.updated', { internal_player_id: seats[i % 2].internalId, points_delta: 1 }),
      );
      const forward = events.slice(0, 1000);
      const backward = events.slice(200).reverse();
      const responses = await Promise.all([send(tid, forward), send(tid, backward), send(tid, forward), send(tid, backward)]);
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(responses.reduce((sum, r) => sum + r.body.accepted, 0)).toBe(1200);
      expect(responses.reduce((sum, r) => sum + r.body.rejected, 0)).toBe(0);
      expect((await player(tid, seats[0])).points).toBe('600');
      expect((await player(tid, seats[1])).points).toBe('600');
      expect(await appliedEventIds(tid)).toEqual(events.map((e) => e.event_id).sort());
    });

    it('batches with distinct event ids sent in parallel to one tournament all apply (claims never deadlock with the lock)', async () => {
      const { tid, seats } = await running(2);
      const batches = Array.from({ length: 8 }, () =>
        Array.from({ length: 200 }, (_, i) => event('score.updated', { internal_player_id: seats[i % 2].internalId, points_delta: 1 })),
      );
      const responses = await Promise.all(batches.map((batch) => send(tid, batch)));
      expect(responses.map((r) => `${r.status} ${r.body.accepted}`)).toEqual(batches.map(() => '200 200'));
      expect((await player(tid, seats[0])).points).toBe('800');
      expect((await player(tid, seats[1])).points).toBe('800');
    });

    it('an event refused by the state of play is not recorded, also when a later event of its batch reuses its id', async () => {
      const { tid, seats } = await running(1);
      const stranger = event('score.updated', { internal_player_id: '0b9f8a52-3c1e-4a5e-9d7b-2f6c8e1a4b3d', points: 4 });
      // Same id: first for a player who is not in the tournament (refused), then for a seated one.
      const retried = { ...stranger, internal_player_id: seats[0].internalId, occurred_at: new Date(base + 777_777).toISOString() };
      expect(statuses(await send(tid, [stranger, retried]))).toEqual(['rejected:player_not_found', 'accepted']);
      expect((await player(tid, seats[0])).points).toBe('4');
      // The id records the event that was accepted: it is the duplicate, the refused one a conflict.
      expect(statuses(await send(tid, [retried]))).toEqual(['duplicate']);
      expect(statuses(await send(tid, [stranger]))).toEqual(['rejected:idempotency_conflict']);

      const lone = event('score.updated', { internal_player_id: '0b9f8a52-3c1e-4a5e-9d7b-2f6c8e1a4b3d', points_delta: 2 });
      expect(statuses(await send(tid, [lone]))).toEqual(['rejected:player_not_found']);
      expect(await appliedEventIds(tid)).toEqual([retried.event_id]);
      expect(statuses(await send(tid, [{ ...lone, internal_player_id: seats[0].internalId }]))).toEqual(['accepted']);
      expect((await player(tid, seats[0])).points).toBe('6');
    });
  });

  describe('rejections next to applied events', () => {
    it('rejects each bad event with a code and a message, and applies the others in order', async () => {
      const { tid, seats } = await running(2);
      const other = await running(1);
      const me = seats[0].internalId;
      const cases: Array<[unknown, string]> = [
        [{ type: 'score.updated', occurred_at: new Date().toISOString(), internal_player_id: me, points: 1 }, 'invalid_event'],
        [{ ...event('score.updated', { internal_player_id: me, points: 1 }), event_id: 'x'.repeat(129) }, 'invalid_event'],
        [{ ...event('score.updated', { internal_player_id: me, points: 1 }), event_id: 42 }, 'invalid_event'],
        [event('score.exploded', { internal_player_id: me }), 'unknown_event_type'],
        [{ ...event('score.updated', { internal_player_id: me, points: 1 }), occurred_at: '2026-11-22T10:00:00' }, 'invalid_event'],
        [{ ...event('score.updated', { internal_player_id: me, points: 1 }), occurred_at: 'yesterday' }, 'invalid_event'],
        [{ ...event('score.updated', { internal_player_id: me, points: 1 }), occurred_at: '9999-12-31T23:30:00-01:00' }, 'invalid_event'],
        [event('score.updated', { internal_player_id: other.seats[0].internalId, points: 1 }), 'player_not_found'],
        [event('score.updated', { internal_player_id: randomUUID(), points: 1 }), 'player_not_found'],
        [event('score.updated', { internal_player_id: 'player-1', points: 1 }), 'invalid_event'],
        [event('score.updated', { internal_player_id: me, points: 1, points_delta: 1 }), 'invalid_event'],
        [event('score.updated', { internal_player_id: me }), 'invalid_event'],
        [event('score.updated', { internal_player_id: me, points: 'NaN' }), 'invalid_event'],
        [event('score.updated', { internal_player_id: me, points: 'Infinity' }), 'invalid_event'],
        [event('score.updated', { internal_player_id: me, points: '1e3' }), 'invalid_event'],
        [event('score.updated', { internal_player_id: me, points: '1.123456789' }), 'invalid_event'],
        [event('score.updated', { internal_player_id: me, points: 1e16 }), 'invalid_event'],
        [event('score.updated', { internal_player_id: me, points: true }), 'invalid_event'],
        [event('score.updated', { internal_player_id: me, points: 1, note: 'x' }), 'invalid_event'],
        [event('round.started', { round: 0 }), 'invalid_event'],
        [event('round.started', { round: '2' }), 'invalid_event'],
        [event('round.completed'), 'invalid_event'],
        [event('player.eliminated', { internal_player_ids: [] }), 'invalid_event'],
        [event('player.eliminated', { internal_player_ids: [me, me] }), 'invalid_event'],
        [event('player.eliminated', { internal_player_id: me, internal_player_ids: [me] }), 'invalid_event'],
        [event('player.eliminated', { internal_player_ids: [me, randomUUID()] }), 'player_not_found'],
      ];
      const good = (n: number) => event('score.updated', { internal_player_id: seats[1].internalId, points_delta: n });
      const batch = [good(1), ...cases.map(([e]) => e), good(2)];
      const res = await send(tid, batch);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ accepted: 2, duplicates: 0, rejected: cases.length });
      expect(statuses(res)).toEqual(['accepted', ...cases.map(([, code]) => `rejected:${code}`), 'accepted']);
      for (const result of res.body.results.slice(1, -1)) expect(result.message).toEqual(expect.any(String));
      // The event_id is echoed when it is a usable one, else null.
      expect(res.body.results.slice(1, 5).map((r: { event_id: string | null }) => r.event_id)).toEqual([
        null,
        null,
        null,
        (batch[4] as { event_id: string }).event_id,
      ]);
      // Nothing of the rejected events happened or was recorded; the good ones applied.
      expect((await player(tid, seats[0])).points).toBe('0');
      expect((await player(tid, seats[0])).status).toBe('active');
      expect((await player(tid, seats[1])).points).toBe('3');
      expect(await appliedEventIds(tid)).toEqual([batch[0], batch[batch.length - 1]].map((e: any) => e.event_id).sort());
    });

    it('players withdrawn before the start are rejected as player_inactive', async () => {
      const { tid, seats } = await tournamentWith(2);
      expect((await client.delete(`/api/tournaments/${tid}/players/${seats[0].internalId}`)).status).toBe(200);
      await client.post(`/api/tournaments/${tid}/start`);
      const res = await send(tid, [
        event('score.updated', { internal_player_id: seats[0].internalId, points: 1 }),
        event('player.eliminated', { internal_player_id: seats[0].internalId }),
      ]);
      expect(statuses(res)).toEqual(['rejected:player_inactive', 'rejected:player_inactive']);
    });

    it('a rejected event is not recorded: the corrected event with the same id applies', async () => {
      const { tid, seats } = await running(1);
      const wrong = { ...event('score.updated', { internal_player_id: seats[0].internalId, points: 'lots' }) };
      expect(statuses(await send(tid, [wrong]))).toEqual(['rejected:invalid_event']);
      expect(statuses(await send(tid, [{ ...wrong, points: 12 }]))).toEqual(['accepted']);
      expect((await player(tid, seats[0])).points).toBe('12');
    });
  });

  describe('the body', () => {
    it('accepts a batch of 1000 events', async () => {
      const { tid, seats } = await running(5);
      const batch = Array.from({ length: 1000 }, (_, i) =>
        event('score.updated', { internal_player_id: seats[i % 5].internalId, points_delta: '0.01' }),
      );
      const res = await send(tid, batch);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ accepted: 1000, duplicates: 0, rejected: 0 });
      expect(res.body.results).toHaveLength(1000);
      expect(res.body.results[999].event_id).toBe(batch[999].event_id);
      for (const seat of seats) expect((await player(tid, seat)).points).toBe('2');
    });

    it('refuses 1001 events, no events, and bodies of the wrong shape with 422, applying nothing', async () => {
      const { tid, seats } = await running(1);
      const valid = () => event('score.updated', { internal_player_id: seats[0].internalId, points_delta: 1 });
      const bodies: Array<[unknown, string]> = [
        [{ events: Array.from({ length: 1001 }, valid) }, 'events'],
        [{ events: [] }, 'events'],
        [{}, 'events'],
        [{ events: null }, 'events'],
        [{ events: 'score' }, 'events'],
        [{ events: { 0: valid() } }, 'events'],
        [{ events: [valid(), 7] }, 'events'],
        [{ events: [valid(), null] }, 'events'],
        [{ events: [valid(), [valid()]] }, 'events'],
        [{ events: [valid()], tournament_id: tid }, 'tournament_id'],
      ];
      for (const [body, field] of bodies) {
        const res = await platform.post(`/api/internal/tournaments/${tid}/events`, body);
        expect({ status: res.status, error: res.body.error, fields: Object.keys(res.body.errors ?? {}) }).toEqual({
          status: 422,
          error: 'validation_error',
          fields: [field],
        });
      }
      for (const raw of ['[{"event_id":"a"}]', '{"events": [', '"events"']) {
        const res = await platform.post(`/api/internal/tournaments/${tid}/events`, raw, {
          headers: { 'content-type': 'application/json' },
        });
        expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error: 'invalid_request' });
      }
      expect(await appliedEventIds(tid)).toEqual([]);
      expect((await player(tid, seats[0])).points).toBe('0');
    });
  });

  describe('auth (D4)', () => {
    it('401 without a key or with an operator key; 403 for a key of other operators; 404 for unknown tournaments', async () => {
      const { tid, seats } = await running(1);
      const body = { events: [event('score.updated', { internal_player_id: seats[0].internalId, points: 1 })] };
      const path = `/api/internal/tournaments/${tid}/events`;

      expect((await t.http.post(path, body)).status).toBe(401);
      const operatorKey = await client.post(path, body);
      expect(operatorKey.status).toBe(401);
      expect(operatorKey.body).toMatchObject({ error: 'unauthorized', code: 'INVALID_API_KEY' });
      expect((await t.http.with({ 'X-Internal-Api-Key': 'internal_nope' }).post(path, body)).status).toBe(401);

      const elsewhere = await createOperator(t);
      const foreign = await createInternalKey(t, [elsewhere.operatorId]);
      const forbidden = await t.http.with({ 'X-Internal-Api-Key': foreign.apiKey }).post(path, body);
      expect({ status: forbidden.status, body: forbidden.body }).toEqual({
        status: 403,
        body: { error: 'forbidden', code: 'RESOURCE_FORBIDDEN', message: expect.any(String) },
      });

      expectErrorBody(await platform.post(`/api/internal/tournaments/${randomUUID()}/events`, body), 404, 'tournament_not_found');
      expectErrorBody(await platform.post('/api/internal/tournaments/not-a-uuid/events', body), 404, 'tournament_not_found');
      expect(await appliedEventIds(tid)).toEqual([]);

      // A key bound to all operators, sent as a bearer token, may report.
      const everywhere = await createInternalKey(t);
      const ok = await t.http.with({ authorization: `Bearer ${everywhere.apiKey}` }).post(path, body);
      expect(ok.status).toBe(200);
      expect(ok.body.accepted).toBe(1);
      // The doubled prefix works too (D1).
      expect(
        (await platform.post(`/api/api/internal/tournaments/${tid}/events`, { events: [event('round.started', { round: 1 })] })).body
          .accepted,
      ).toBe(1);
    });
  });

  describe('standings version and outbox (D12)', () => {
    it('a batch that changes standings bumps standings_updated_at and writes one leaderboard.updated; others write none', async () => {
      const { tid, seats } = await running(2);
      const version = async () =>
        (await db().query('SELECT standings_updated_at FROM tournaments WHERE id = $1', [tid]))[0].standings_updated_at;
      const leaderboardEvents = async () => (await outboxEvents(t, tid)).filter((e) => e.event_type === 'leaderboard.updated');
      const before = await version();

      const scores = [
        event('score.updated', { internal_player_id: seats[0].internalId, points: 10 }),
        event('score.updated', { internal_player_id: seats[1].internalId, points: 20 }),
        event('score.updated', { internal_player_id: seats[0].internalId, points_delta: 1 }),
      ];
      await send(tid, scores);
      const after = await version();
      expect(after).not.toBeNull();
      expect(after).not.toEqual(before);
      const [updated] = await leaderboardEvents();
      expect(await leaderboardEvents()).toHaveLength(1);
      expect(updated.data).toEqual({
        tournamentId: tid,
        changedPlayers: [seats[0].playerId, seats[1].playerId],
        lastUpdated: after.toISOString(),
      });

      // Duplicates, rounds and unchanged totals change no standings.
      await send(tid, [
        ...scores,
        event('round.started', { round: 1 }),
        event('score.updated', { internal_player_id: seats[1].internalId, points: 20 }),
      ]);
      expect(await leaderboardEvents()).toHaveLength(1);
      expect(await version()).toEqual(after);

      await send(tid, [event('player.eliminated', { internal_player_id: seats[1].internalId })]);
      expect(await leaderboardEvents()).toHaveLength(2);
      expect((await outboxEvents(t, tid)).map((e) => e.event_type).slice(-2)).toEqual(['player.eliminated', 'leaderboard.updated']);
    });

    it('counts events in the metrics by source and status', async () => {
      const { tid, seats } = await running(1);
      const e = event('score.updated', { internal_player_id: seats[0].internalId, points: 1 });
      await send(tid, [e, e, event('nope')]);
      const metrics = (await t.http.get('/metrics')).text;
      expect(metrics).toMatch(/game_events_total\{source="http",status="accepted"\} \d+/);
      expect(metrics).toMatch(/game_events_total\{source="http",status="duplicate"\} \d+/);
      expect(metrics).toMatch(/game_events_total\{source="http",status="rejected"\} \d+/);
    });
  });

  it('leaves entry_standings equal to the seated entries, row by row, after all of the above', async () => {
    const source = t.app.get(DataSource);
    expect(await seatedEntries(source)).toBeGreaterThan(0);
    expect(await standingsDrift(source)).toEqual([]);
  });
});

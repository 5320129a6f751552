import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createInternalKey, operatorWithKey } from '../support/factories';
import { HttpClient } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, minutesFromNow } from '../support/tournament-fixtures';
import { seatedEntries, standingsDrift } from '../support/entry-standings';

/**
 * Whole tournaments, one per type, driven the way the two real clients drive them: the operator
 * creates, funds and registers through its API; the game platform validates tokens, opens rooms
 * and reports events through the internal API; the operator reads the leaderboard, results and
 * wallets. Every amount is checked to the cent and the ledger reconciled.
 */
describe('a whole tournament, per type (issue 5)', () => {
  let t: TestApp;
  let op: Awaited<ReturnType<typeof operatorWithKey>>;
  let client: HttpClient;
  let platform: HttpClient;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'play-e2e-')) });
    op = await operatorWithKey(t);
    client = op.client;
    const internal = await createInternalKey(t, [op.operatorId]);
    platform = t.http.with({ 'X-Internal-Api-Key': internal.apiKey });
  });
  afterAll(async () => t?.close());
  afterEach(async () => expectLedgerReconciles(t));

  interface Seat {
    userId: string;
    internalId: string;
    playerId: string;
    jwt: string;
  }

  async function registerFunded(tid: string, fee: number, count: number): Promise<Seat[]> {
    const seats: Seat[] = [];
    for (let i = 0; i < count; i++) {
      const userId = `play-${++seq}`;
      if (fee > 0) {
        const funded = await client.post(`/api/players/${userId}/wallet/transfers`, {
          transfer_id: `fund-${userId}`,
          direction: 'in',
          amount: fee,
        });
        expect(funded.status).toBe(201);
      }
      const res = await client.post(`/api/tournaments/${tid}/players`, {
        user_id: userId,
        display_name: `Player ${seq}`,
        entry_payment_details: { payment_id: `pay-${userId}` },
      });
      expect(res.status).toBe(201);
      seats.push({ userId, internalId: res.body.internal_player_id, playerId: res.body.player_id, jwt: res.body.game_access.jwt });
    }
    return seats;
  }

  let eventSeq = 0;
  const event = (type: string, fields: Record<string, unknown> = {}) => ({
    event_id: `ev-${++eventSeq}`,
    type,
    occurred_at: new Date(Date.UTC(2030, 0, 1, 0, 0, eventSeq)).toISOString(),
    ...fields,
  });
  const send = (tid: string, events: unknown[]) => platform.post(`/api/internal/tournaments/${tid}/events`, { events });
  const balance = async (userId: string) =>
    (await client.get(`/api/players/${userId}/wallet`)).body.balances.find((b: { currency: string }) => b.currency === 'EUR')?.amount ?? 0;
  const prizeRows = async (tid: string) =>
    Number(
      (
        await t.app
          .get(DataSource)
          .query(`SELECT count(*)::int AS n FROM ledger_entries WHERE tournament_id = $1 AND kind = 'prize'`, [tid])
      )[0].n,
    );

  it('points_based: registration, token, room, scores, completion by event, results to the cent, exactly one payout', async () => {
    const tid = await createTournamentId(client, {
      entry_fee: 10,
      max_players: 10,
      scheduled_start: minutesFromNow(60),
      prize_pool: { total: 0, distribution: { '1': 60, '2': 40 } },
      config: { tournament_type: 'points_based', rake_percent: 10 },
    });
    const [a, b, c, d, e] = await registerFunded(tid, 10, 5);
    expect(await balance(a.userId)).toBe(0);

    // The game platform checks a player's token before letting them in.
    const validated = await platform.post('/api/internal/auth/validate-token', { token: a.jwt });
    expect(validated.status).toBe(200);
    expect(validated.body).toMatchObject({
      valid: true,
      tournament_id: tid,
      internal_player_id: a.internalId,
      player_id: a.playerId,
      external_user_id: a.userId,
      game_slug: expect.any(String),
      player_status: 'registered',
    });

    const started = await send(tid, [event('tournament.started')]);
    expect(started.body).toMatchObject({ accepted: 1, duplicates: 0, rejected: 0 });
    expect((await client.get(`/api/tournaments/${tid}`)).body.tournament.status).toBe('in_progress');

    const room = await platform.post(`/api/internal/tournaments/${tid}/rooms`, {
      round: 1,
      group: 'table-1',
      players: [a.internalId, b.internalId, c.internalId],
    });
    expect(room.status).toBe(201);

    const scores = [
      event('round.started', { round: 1 }),
      event('score.updated', { internal_player_id: a.internalId, points: 100 }),
      event('score.updated', { internal_player_id: b.internalId, points: '150.5' }),
      event('score.updated', { internal_player_id: c.internalId, points: 80 }),
      event('score.updated', { internal_player_id: d.internalId, points: 120 }),
      event('score.updated', { internal_player_id: a.internalId, points_delta: 60 }),
      event('round.completed', { round: 1 }),
    ];
    const applied = await send(tid, scores);
    expect(applied.body).toMatchObject({ accepted: 7, duplicates: 0, rejected: 0 });
    // At-least-once delivery: the same batch again changes nothing.
    const replay = await send(tid, scores);
    expect(replay.body).toMatchObject({ accepted: 0, duplicates: 7, rejected: 0 });

    const board = await client.get(`/api/tournaments/${tid}/leaderboard`);
    expect(board.status).toBe(200);
    expect(
      board.body.leaderboard.data.map((row: { player_id: string; points: string; position: number }) => [
        row.position,
        row.player_id,
        row.points,
      ]),
    ).toEqual([
      [1, a.playerId, '160'],
      [2, b.playerId, '150.5'],
      [3, d.playerId, '120'],
      [4, c.playerId, '80'],
      [5, e.playerId, '0'],
    ]);
    const status = await client.get(`/api/tournaments/${tid}/players/${a.playerId}`);
    expect(status.body).toMatchObject({ points: '160', position: 1, current_group: 'table-1' });

    const completed = await send(tid, [event('tournament.completed')]);
    expect(completed.body).toMatchObject({ accepted: 1, rejected: 0 });

    // Pool: 5 × 10 = 50, less 10 % rake = 45; 60 % and 40 %.
    const results = await client.get(`/api/tournaments/${tid}/results`);
    expect(results.status).toBe(200);
    expect(results.body).toMatchObject({
      tournamentId: tid,
      status: 'completed',
      totalPlayers: 5,
      totalRounds: 1,
      prizePool: { totalAmount: 45, currency: 'EUR' },
      statistics: { totalEntryFees: 50, totalRebuys: 0, operatorRevenue: 5 },
    });
    expect(results.body.winners).toEqual([
      {
        position: 1,
        playerId: a.playerId,
        displayName: expect.any(String),
        finalScore: 160,
        prizeAmount: 27,
        netWinnings: 17,
        entryCount: 1,
        totalPaid: 10,
      },
      {
        position: 2,
        playerId: b.playerId,
        displayName: expect.any(String),
        finalScore: 150.5,
        prizeAmount: 18,
        netWinnings: 8,
        entryCount: 1,
        totalPaid: 10,
      },
    ]);
    expect(await balance(a.userId)).toBe(27);
    expect(await balance(b.userId)).toBe(18);
    expect(await balance(c.userId)).toBe(0);
    expect((await client.get(`/api/tournaments/${tid}/players/${a.playerId}`)).body.status).toBe('winner');
    expect((await client.get(`/api/tournaments/${tid}/players/${e.playerId}`)).body.status).toBe('finished');

    // Late scores are rejected; a second completion pays nothing.
    const late = await send(tid, [event('score.updated', { internal_player_id: c.internalId, points: 999 })]);
    expect(late.body).toMatchObject({ accepted: 0, rejected: 1 });
    expect((await client.post(`/api/tournaments/${tid}/complete`)).status).toBe(409);
    const again = await send(tid, [event('tournament.completed')]);
    expect(again.body).toMatchObject({ accepted: 0, rejected: 1 });
    expect(await prizeRows(tid)).toBe(2);
    expect(await balance(a.userId)).toBe(27);
  });

  it('elimination: rounds and rooms, eliminations rank below players still in, guarantee overlay', async () => {
    const tid = await createTournamentId(client, {
      entry_fee: 5,
      max_players: 8,
      scheduled_start: minutesFromNow(60),
      prize_pool: { total: 30 },
      config: { tournament_type: 'elimination' },
    });
    const [a, b, c, d] = await registerFunded(tid, 5, 4);
    expect((await client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);

    await platform.post(`/api/internal/tournaments/${tid}/rooms`, {
      round: 1,
      players: [a.internalId, b.internalId, c.internalId, d.internalId],
    });
    const round1 = await send(tid, [
      event('round.started', { round: 1 }),
      event('player.eliminated', { internal_player_id: d.internalId, round: 1 }),
      event('round.completed', { round: 1 }),
      event('round.started', { round: 2 }),
      event('score.updated', { internal_player_id: a.internalId, points: 100 }),
      event('score.updated', { internal_player_id: b.internalId, points: 50 }),
      event('player.eliminated', { internal_player_id: c.internalId, round: 2 }),
    ]);
    expect(round1.body).toMatchObject({ accepted: 7, rejected: 0 });
    expect((await client.get(`/api/tournaments/${tid}/status`)).body).toMatchObject({ current_phase: 'round_2' });
    expect((await client.get(`/api/tournaments/${tid}/players/${c.playerId}`)).body).toMatchObject({
      status: 'eliminated',
      elimination_round: 2,
      position: 3,
    });

    const active = await client.get(`/api/tournaments/${tid}/leaderboard`);
    expect(active.body.leaderboard.data.map((row: { player_id: string; position: number }) => [row.position, row.player_id])).toEqual([
      [1, a.playerId],
      [2, b.playerId],
    ]);
    const all = await client.get(`/api/tournaments/${tid}/leaderboard?includeEliminated=true`);
    expect(all.body.leaderboard.data.map((row: { player_id: string; position: number }) => [row.position, row.player_id])).toEqual([
      [1, a.playerId],
      [2, b.playerId],
      [3, c.playerId],
      [4, d.playerId],
    ]);

    expect((await client.post(`/api/tournaments/${tid}/complete`)).status).toBe(200);
    // Fees 20 are below the guarantee of 30: the pool is 30, split 50/30/20 = 15, 9, 6.
    const results = await client.get(`/api/tournaments/${tid}/results`);
    expect(results.body).toMatchObject({
      totalPlayers: 4,
      totalRounds: 2,
      prizePool: { totalAmount: 30 },
      statistics: { totalEntryFees: 20, operatorRevenue: -10 },
    });
    expect(
      results.body.winners.map((w: { playerId: string; position: number; prizeAmount: number; netWinnings: number }) => [
        w.position,
        w.playerId,
        w.prizeAmount,
        w.netWinnings,
      ]),
    ).toEqual([
      [1, a.playerId, 15, 10],
      [2, b.playerId, 9, 4],
      [3, c.playerId, 6, 1],
    ]);
    expect([await balance(a.userId), await balance(b.userId), await balance(c.userId), await balance(d.userId)]).toEqual([15, 9, 6, 0]);
    expect(await prizeRows(tid)).toBe(3);
  });

  it('final standings from the game platform decide, and tied players share their prizes', async () => {
    const tid = await createTournamentId(client, {
      entry_fee: 1,
      max_players: 8,
      scheduled_start: minutesFromNow(60),
      prize_pool: { total: 0 },
      config: { tournament_type: 'points_based' },
    });
    const [a, b, c] = await registerFunded(tid, 1, 3);
    await send(tid, [event('tournament.started'), event('score.updated', { internal_player_id: c.internalId, points: 500 })]);
    const done = await send(tid, [
      event('tournament.completed', {
        final_standings: [
          { internal_player_id: a.internalId, position: 1 },
          { internal_player_id: b.internalId, position: 1 },
          { internal_player_id: c.internalId, position: 3 },
        ],
      }),
    ]);
    expect(done.body).toMatchObject({ accepted: 1, rejected: 0 });
    // Pool 3.00: positions 1 and 2 (50 % + 30 % = 2.40) shared by the tied pair, 1.20 each;
    // position 3 gets 20 % = 0.60.
    const results = await client.get(`/api/tournaments/${tid}/results`);
    expect(
      results.body.winners.map((w: { playerId: string; position: number; prizeAmount: number }) => [w.position, w.prizeAmount]),
    ).toEqual([
      [1, 1.2],
      [1, 1.2],
      [3, 0.6],
    ]);
    expect([await balance(a.userId), await balance(b.userId), await balance(c.userId)]).toEqual([1.2, 1.2, 0.6]);
  });

  it('leaves entry_standings equal to the seated entries, row by row, after all of the above', async () => {
    const source = t.app.get(DataSource);
    expect(await seatedEntries(source)).toBeGreaterThan(0);
    expect(await standingsDrift(source)).toEqual([]);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ManualClock, newId, ValidationFailedException } from '@app/common';
import { TournamentAccess, TournamentLifecycle, FinalStanding } from '@app/tournaments';
import { WalletOperationsWorker } from '@app/wallet/ledger/wallet-operations.worker';
import { createKey, operatorWithKey } from '../support/factories';
import { FakeWallet, startFakeWallet } from '../support/fake-wallet-server';
import { HttpClient } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, expectErrorBody, minutesFromNow, outboxEvents } from '../support/tournament-fixtures';
import { seatedEntries, standingsDrift } from '../support/entry-standings';
import { PLAYER_TOTALS_SQL, STORED_TOTALS_SQL } from '@app/results/results.repository';

// Completion (D5, D6, D8, D9) and results (spec 9), history (spec 10) and player status (spec 7)
// after it, end to end over HTTP. Scores are set in SQL (the game events endpoint is tested on its
// own); completion goes through the operator endpoint, or TournamentLifecycle.complete for the
// platform's final_standings. Every amount is checked to the cent and the ledger reconciled.

const ISO_MS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface Seat {
  userId: string;
  playerId: string;
  internalId: string;
}

describe('completion and results (D5, D8, D9; spec 9, 10)', () => {
  const clock = new ManualClock(new Date('2030-03-01T12:00:00.000Z'));
  let t: TestApp;
  let client: HttpClient;
  let operatorId: string;
  let db: DataSource;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(
      { dataDir: mkdtempSync(join(tmpdir(), 'results-e2e-')), walletAllowLocalhost: true, walletTimeoutMs: 1000 },
      [],
      { clock },
    );
    const op = await operatorWithKey(t);
    client = op.client;
    operatorId = op.operatorId;
    db = t.app.get(DataSource);
  });
  afterAll(async () => t?.close());
  afterEach(async () => expectLedgerReconciles(t));

  const tournament = (overrides: Record<string, unknown> = {}, as: HttpClient = client) =>
    createTournamentId(as, { max_players: 50, scheduled_start: minutesFromNow(60, clock.now()), ...overrides });

  /** Funds (transfer wallet) and registers `count` players through the API, in order. */
  async function seat(tid: string, fee: number, count: number, as: HttpClient = client): Promise<Seat[]> {
    const seats: Seat[] = [];
    for (let i = 0; i < count; i++) {
      const userId = `res-${++seq}`;
      if (fee > 0) {
        const funded = await as.post(`/api/players/${userId}/wallet/transfers`, {
          transfer_id: `fund-${userId}`,
          direction: 'in',
          amount: fee,
        });
        expect(funded.status).toBe(201);
      }
      const res = await as.post(`/api/tournaments/${tid}/players`, {
        user_id: userId,
        display_name: `Player ${seq}`,
        entry_payment_details: { payment_id: `pay-${userId}` },
      });
      expect(res.status).toBe(201);
      seats.push({ userId, playerId: res.body.player_id, internalId: res.body.internal_player_id });
      clock.advance(1000);
    }
    return seats;
  }

  async function start(tid: string): Promise<void> {
    expect((await client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
  }

  /** Scores as the game platform would leave them: points, and when each was reached (seconds after the start). */
  async function score(seat: Seat, points: string | number, reachedAfterSeconds = 1): Promise<void> {
    const [row] = await db.query(
      'SELECT actual_start_time FROM tournaments t JOIN tournament_entries e ON e.tournament_id = t.id WHERE e.id = $1',
      [seat.internalId],
    );
    const reached = new Date(row.actual_start_time.getTime() + reachedAfterSeconds * 1000);
    await db.query('UPDATE tournament_entries SET points = $2, points_updated_at = $3 WHERE id = $1', [
      seat.internalId,
      String(points),
      reached,
    ]);
  }

  async function eliminate(seat: Seat, afterSeconds: number, round: number | null = null): Promise<void> {
    const [row] = await db.query(
      'SELECT actual_start_time FROM tournaments t JOIN tournament_entries e ON e.tournament_id = t.id WHERE e.id = $1',
      [seat.internalId],
    );
    await db.query("UPDATE tournament_entries SET status = 'eliminated', eliminated_at = $2, elimination_round = $3 WHERE id = $1", [
      seat.internalId,
      new Date(row.actual_start_time.getTime() + afterSeconds * 1000),
      round,
    ]);
  }

  const complete = (tid: string) => client.post(`/api/tournaments/${tid}/complete`);
  const results = (tid: string) => client.get(`/api/tournaments/${tid}/results`);
  const balance = async (userId: string) =>
    (await client.get(`/api/players/${userId}/wallet`)).body.balances.find((b: { currency: string }) => b.currency === 'EUR')?.amount ?? 0;
  const balances = (seats: Seat[]) => Promise.all(seats.map((s) => balance(s.userId)));
  const statusOf = async (tid: string, seat: Seat) => (await client.get(`/api/tournaments/${tid}/players/${seat.playerId}`)).body;
  const prizeRows = (tid: string): Promise<Array<{ entry_id: string; amount: string; transaction_id: string; wallet_mode: string }>> =>
    db.query(
      `SELECT entry_id, amount::text, transaction_id, wallet_mode FROM ledger_entries WHERE tournament_id = $1 AND kind = 'prize' ORDER BY amount DESC, entry_id`,
      [tid],
    );
  /** [position, playerId, prizeAmount] of each winner. */
  const podium = (body: { winners: Array<{ position: number; playerId: string; prizeAmount: number }> }) =>
    body.winners.map((w) => [w.position, w.playerId, w.prizeAmount]);

  describe('from the current standings (operator complete)', () => {
    it('default distribution: exact results body, payouts, statuses, events, status and history', async () => {
      const tid = await tournament({ name: 'Spring Cup', entry_fee: 10 });
      const [a, b, c, d, e] = await seat(tid, 10, 5);
      await start(tid);
      await score(a, '120.5', 5);
      await score(b, 300, 9);
      await score(c, 80, 3);
      await score(d, 500, 2);
      await eliminate(d, 60, 1);
      await db.query('UPDATE tournaments SET current_round = 4 WHERE id = $1', [tid]);
      clock.advance(90 * 60_000 + 15_500);

      const completed = await complete(tid);
      expect(completed.status).toBe(200);
      const res = await results(tid);
      expect(res.status).toBe(200);
      // Pool 5 × 10 = 50: 25, 15, 10 to b, a, c. d was eliminated (last despite its points); e has 0.
      expect(res.body).toEqual({
        tournamentId: tid,
        name: 'Spring Cup',
        status: 'completed',
        completedAt: completed.body.completed_at,
        duration: 5415,
        totalPlayers: 5,
        totalRounds: 4,
        prizePool: { totalAmount: 50, currency: 'EUR', guaranteedPrize: 0, distribution: { '1': 50, '2': 30, '3': 20 } },
        winners: [
          {
            position: 1,
            playerId: b.playerId,
            displayName: 'Player ' + b.userId.slice(4),
            finalScore: 300,
            prizeAmount: 25,
            netWinnings: 15,
            entryCount: 1,
            totalPaid: 10,
          },
          {
            position: 2,
            playerId: a.playerId,
            displayName: 'Player ' + a.userId.slice(4),
            finalScore: 120.5,
            prizeAmount: 15,
            netWinnings: 5,
            entryCount: 1,
            totalPaid: 10,
          },
          {
            position: 3,
            playerId: c.playerId,
            displayName: 'Player ' + c.userId.slice(4),
            finalScore: 80,
            prizeAmount: 10,
            netWinnings: 0,
            entryCount: 1,
            totalPaid: 10,
          },
        ],
        // (120.5 + 300 + 80 + 500 + 0) / 5 = 200.1
        statistics: { averageScore: 200.1, totalEntryFees: 50, totalRebuys: 0, operatorRevenue: 0 },
      });
      expect(res.body.completedAt).toMatch(ISO_MS_UTC);

      expect(await balances([a, b, c, d, e])).toEqual([15, 25, 10, 0, 0]);
      const statuses = await Promise.all([a, b, c, d, e].map((s) => statusOf(tid, s)));
      expect(statuses.map((s) => [s.status, s.position, s.prize_amount])).toEqual([
        ['winner', 2, 15],
        ['winner', 1, 25],
        ['winner', 3, 10],
        ['eliminated', 5, 0],
        ['finished', 4, 0],
      ]);
      expect(await prizeRows(tid)).toEqual([
        { entry_id: b.internalId, amount: '25.00000000', transaction_id: `prize:${b.internalId}`, wallet_mode: 'transfer' },
        { entry_id: a.internalId, amount: '15.00000000', transaction_id: `prize:${a.internalId}`, wallet_mode: 'transfer' },
        { entry_id: c.internalId, amount: '10.00000000', transaction_id: `prize:${c.internalId}`, wallet_mode: 'transfer' },
      ]);

      const events = await outboxEvents(t, tid);
      const tail = events.slice(-4);
      expect(tail.map((ev) => ev.event_type)).toEqual(['prize.awarded', 'prize.awarded', 'prize.awarded', 'tournament.completed']);
      expect(tail.slice(0, 3).map((ev) => ev.data)).toEqual([
        { playerId: b.playerId, internalPlayerId: b.internalId, position: 1, amount: 25, currency: 'EUR' },
        { playerId: a.playerId, internalPlayerId: a.internalId, position: 2, amount: 15, currency: 'EUR' },
        { playerId: c.playerId, internalPlayerId: c.internalId, position: 3, amount: 10, currency: 'EUR' },
      ]);
      expect(events.map((ev) => Number(ev.sequence))).toEqual(events.map((_, i) => i + 1));
      const [standings] = await db.query('SELECT standings_updated_at, completed_at FROM tournaments WHERE id = $1', [tid]);
      expect(standings.standings_updated_at).toEqual(standings.completed_at);

      // History (spec 10): final position and points of the completed tournament.
      const history = await client.get(`/api/players/${a.userId}/tournaments`);
      expect(history.body.tournament_history.data).toEqual([
        expect.objectContaining({
          tournament_id: tid,
          status: 'completed',
          player_status: 'winner',
          points_earned: '120.5',
          final_position: 2,
          total_players: 5,
        }),
      ]);
      expect(history.body.performance_statistics).toMatchObject({
        completed_tournaments: 1,
        average_position: 2,
        best_position: 2,
        total_points_earned: 120.5,
      });
      expect((await client.get(`/api/players/${d.userId}/tournaments`)).body.tournament_history.data[0]).toMatchObject({
        player_status: 'eliminated',
        final_position: 5,
        points_earned: '500',
      });

      // A second completion is refused and pays nothing more.
      expectErrorBody(await complete(tid), 409, 'tournament_completed');
      expect(await prizeRows(tid)).toHaveLength(3);
      expect(await balances([a, b, c])).toEqual([15, 25, 10]);
      expect((await outboxEvents(t, tid)).length).toBe(events.length);
      expect((await results(tid)).body).toEqual(res.body);
    });

    it('custom ranges with a rake: rounded down, remainder cents to the best-placed', async () => {
      const tid = await tournament({
        entry_fee: 9.99,
        prize_pool: { total: 0, distribution: { '1': 40, '2-3': 15, '4-6': 10 } },
        config: { rake_percent: 12.5 },
      });
      const seats = await seat(tid, 9.99, 7);
      await start(tid);
      for (const [i, s] of seats.entries()) await score(s, 70 - i * 10);
      expect((await complete(tid)).status).toBe(200);
      const res = await results(tid);
      // 7 × 9.99 = 69.93 less 12.5 % = 61.18875 → 61.18. Shares 24.472, 9.177 ×2, 6.118 ×3 round
      // down to 61.14; the 4 cents left go to positions 1-4.
      expect(res.body.prizePool).toEqual({
        totalAmount: 61.18,
        currency: 'EUR',
        guaranteedPrize: 0,
        distribution: { '1': 40, '2-3': 15, '4-6': 10 },
      });
      expect(podium(res.body)).toEqual([
        [1, seats[0].playerId, 24.48],
        [2, seats[1].playerId, 9.18],
        [3, seats[2].playerId, 9.18],
        [4, seats[3].playerId, 6.12],
        [5, seats[4].playerId, 6.11],
        [6, seats[5].playerId, 6.11],
      ]);
      expect(res.body.winners[5]).toMatchObject({ netWinnings: -3.88, totalPaid: 9.99 });
      expect(res.body.statistics).toEqual({ averageScore: 40, totalEntryFees: 69.93, totalRebuys: 0, operatorRevenue: 8.75 });
      expect(await balances(seats)).toEqual([24.48, 9.18, 9.18, 6.12, 6.11, 6.11, 0]);
      expect((await statusOf(tid, seats[6])).status).toBe('finished');
    });

    it('a guarantee overlaying the fees is paid in full: operatorRevenue is negative', async () => {
      const tid = await tournament({ entry_fee: 5, prize_pool: { total: 100 } });
      const seats = await seat(tid, 5, 3);
      await start(tid);
      for (const [i, s] of seats.entries()) await score(s, 3 - i);
      expect((await complete(tid)).status).toBe(200);
      const res = await results(tid);
      expect(res.body.prizePool).toMatchObject({ totalAmount: 100, guaranteedPrize: 100 });
      expect(podium(res.body)).toEqual([
        [1, seats[0].playerId, 50],
        [2, seats[1].playerId, 30],
        [3, seats[2].playerId, 20],
      ]);
      expect(res.body.statistics).toEqual({ averageScore: 2, totalEntryFees: 15, totalRebuys: 0, operatorRevenue: -85 });
      expect(await balances(seats)).toEqual([50, 30, 20]);
    });

    it('fewer players than paid places: the unused percentages spread in proportion', async () => {
      const tid = await tournament({ entry_fee: 10 });
      const [a, b] = await seat(tid, 10, 2);
      await start(tid);
      await score(b, 7);
      expect((await complete(tid)).status).toBe(200);
      // 50 and 30 of 80 % of 20: 12.50 and 7.50.
      expect(podium((await results(tid)).body)).toEqual([
        [1, b.playerId, 12.5],
        [2, a.playerId, 7.5],
      ]);
      expect(await balances([a, b])).toEqual([7.5, 12.5]);
    });

    it('the remainder cent goes to the best-placed winner', async () => {
      const tid = await tournament({ entry_fee: 3.37 });
      const seats = await seat(tid, 3.37, 3);
      await start(tid);
      for (const [i, s] of seats.entries()) await score(s, 30 - i);
      expect((await complete(tid)).status).toBe(200);
      // 10.11: 5.055, 3.033, 2.022 → 5.05, 3.03, 2.02 and one cent to the winner.
      expect(podium((await results(tid)).body).map(([, , prize]) => prize)).toEqual([5.06, 3.03, 2.02]);
      expect(await balances(seats)).toEqual([5.06, 3.03, 2.02]);
    });

    it('tie_break share: tied players share the prizes of the places they occupy, a remainder cent to the first to reach the score', async () => {
      const tid = await tournament({ entry_fee: 10, config: { tie_break: 'share' } });
      const [a, b, c, d] = await seat(tid, 10, 4);
      await start(tid);
      await score(a, 100);
      await score(b, 80, 9);
      await score(c, 80, 4);
      await score(d, 10);
      expect((await complete(tid)).status).toBe(200);
      // 40: a 50 % = 20; c and b share 30 + 20 % = 20, 10 each; d nothing.
      const res = await results(tid);
      expect(podium(res.body)).toEqual([
        [1, a.playerId, 20],
        [2, c.playerId, 10],
        [2, b.playerId, 10],
      ]);
      expect((await Promise.all([a, b, c, d].map((s) => statusOf(tid, s)))).map((s) => [s.status, s.position])).toEqual([
        ['winner', 1],
        ['winner', 2],
        ['winner', 2],
        ['finished', 4],
      ]);

      const odd = await tournament({ entry_fee: 1.01, config: { tie_break: 'share' } });
      const [x, y, z] = await seat(odd, 1.01, 3);
      await start(odd);
      await score(x, 50, 8);
      await score(y, 50, 2);
      await score(z, 10);
      expect((await complete(odd)).status).toBe(200);
      // 3.03: y and x share 80 % = 2.424 → 1.21 each, z 20 % = 0.606 → 0.60; the cent left goes
      // to y, who reached 50 first.
      expect(podium((await results(odd)).body)).toEqual([
        [1, y.playerId, 1.22],
        [1, x.playerId, 1.21],
        [3, z.playerId, 0.6],
      ]);
      expect(await balances([x, y, z])).toEqual([1.21, 1.22, 0.6]);
    });

    it('elimination: an eliminated player in a paid place becomes a winner; unpaid ones stay eliminated', async () => {
      const tid = await tournament({ entry_fee: 5, config: { tournament_type: 'elimination' } });
      const [a, b, c, d] = await seat(tid, 5, 4);
      await start(tid);
      await score(a, 10);
      await eliminate(b, 300, 3);
      await eliminate(c, 200, 2);
      await eliminate(d, 100, 1);
      expect((await complete(tid)).status).toBe(200);
      expect(podium((await results(tid)).body)).toEqual([
        [1, a.playerId, 10],
        [2, b.playerId, 6],
        [3, c.playerId, 4],
      ]);
      expect(
        (await Promise.all([a, b, c, d].map((s) => statusOf(tid, s)))).map((s) => [s.status, s.position, s.elimination_round]),
      ).toEqual([
        ['winner', 1, null],
        ['winner', 2, 3],
        ['winner', 3, 2],
        ['eliminated', 4, 1],
      ]);
    });

    it('rebuys count in totalPaid, totalEntryFees and totalRebuys', async () => {
      const tid = await tournament({ entry_fee: 10, config: { rebuy_enabled: true, max_entries_per_player: 3 } });
      const [a, b, c] = await seat(tid, 10, 3);
      expect(
        (
          await client.post(`/api/players/${a.userId}/wallet/transfers`, {
            transfer_id: `fund-rb-${a.userId}`,
            direction: 'in',
            amount: 20,
          })
        ).status,
      ).toBe(201);
      const rebuy = await client.post(`/api/tournaments/${tid}/players/${a.playerId}/rebuy`, {
        additional_entries: 2,
        payment_id: `rb-${a.userId}`,
      });
      expect(rebuy.status).toBe(200);
      await start(tid);
      await score(a, 9);
      await score(b, 5);
      await score(c, 1);
      expect((await complete(tid)).status).toBe(200);
      const res = await results(tid);
      // 5 entries × 10 = 50: 25, 15, 10.
      expect(res.body.prizePool.totalAmount).toBe(50);
      expect(res.body.winners[0]).toEqual({
        position: 1,
        playerId: a.playerId,
        displayName: expect.any(String),
        finalScore: 9,
        prizeAmount: 25,
        netWinnings: -5,
        entryCount: 3,
        totalPaid: 30,
      });
      expect(res.body.statistics).toEqual({ averageScore: 5, totalEntryFees: 50, totalRebuys: 2, operatorRevenue: 0 });
      expect(await balances([a, b, c])).toEqual([25, 15, 10]);
    });

    it('places a field larger than one page of the stream, a tie across the page boundary included', async () => {
      const tid = await tournament({ entry_fee: 0, max_players: null, prize_pool: { total: 60 }, config: { tie_break: 'share' } });
      const [first] = await seat(tid, 0, 1);
      await start(tid);
      // 6,000 more players seated in SQL, points 6000 down to 1, except four tied at 1001 around
      // the 5,000th place (completion reads 5,000 entries per page).
      const n = 6_000;
      const points = Array.from({ length: n }, (_, i) => (i >= 4_997 && i <= 5_000 ? 1_001 : n - i));
      const playerIds = points.map(() => newId());
      await db.query(
        `INSERT INTO players (id, operator_id, external_id, display_name) SELECT id, $1, 'bulk-' || id, 'bulk' FROM unnest($2::uuid[]) AS p(id)`,
        [operatorId, playerIds],
      );
      await db.query(
        `INSERT INTO tournament_entries (id, operator_id, tournament_id, player_id, display_name, status, entry_count, total_paid, request_hash, points, registered_at, updated_at)
         SELECT id, $1, $2, player_id, 'bulk', 'active', 1, 0, repeat('0', 64), points, now(), now() FROM unnest($3::uuid[], $4::uuid[], $5::int[]) AS v(id, player_id, points)`,
        [operatorId, tid, points.map(() => newId()), playerIds, points],
      );
      await db.query('UPDATE tournaments SET current_players = current_players + $2 WHERE id = $1', [tid, n]);
      await score(first, 0.5);

      expect((await complete(tid)).status).toBe(200);
      const rows: Array<{ points: string; position: number; status: string }> = await db.query(
        `SELECT points::float8 AS points, position, status FROM tournament_entries WHERE tournament_id = $1 ORDER BY position, points DESC`,
        [tid],
      );
      expect(rows).toHaveLength(n + 1);
      expect(rows.slice(4_995, 5_003).map((r) => [r.points, r.position])).toEqual([
        [1_005, 4_996],
        [1_004, 4_997],
        [1_001, 4_998],
        [1_001, 4_998],
        [1_001, 4_998],
        [1_001, 4_998],
        [999, 5_002],
        [998, 5_003],
      ]);
      expect(rows[n]).toEqual({ points: 0.5, position: n + 1, status: 'finished' });
      expect(rows.filter((r) => r.status === 'winner').map((r) => r.position)).toEqual([1, 2, 3]);
      expect((await results(tid)).body).toMatchObject({
        totalPlayers: n + 1,
        winners: [{ prizeAmount: 30 }, { prizeAmount: 18 }, { prizeAmount: 12 }],
      });
      expect((await statusOf(tid, first)).position).toBe(n + 1);
    });

    it('a free tournament without a guarantee pays nobody: everyone finishes, winners is empty', async () => {
      const tid = await tournament({ entry_fee: 0 });
      const seats = await seat(tid, 0, 2);
      await start(tid);
      expect((await complete(tid)).status).toBe(200);
      const res = await results(tid);
      expect(res.body).toMatchObject({
        totalPlayers: 2,
        winners: [],
        prizePool: { totalAmount: 0 },
        statistics: { totalEntryFees: 0, operatorRevenue: 0, averageScore: 0 },
      });
      expect((await Promise.all(seats.map((s) => statusOf(tid, s)))).map((s) => [s.status, s.position, s.prize_amount])).toEqual([
        ['finished', 1, 0],
        ['finished', 2, 0],
      ]);
      expect(await prizeRows(tid)).toEqual([]);
    });
  });

  describe('from the platform final_standings (TournamentLifecycle.complete)', () => {
    async function completeWith(tid: string, finalStandings: FinalStanding[]): Promise<void> {
      const lifecycle = t.app.get(TournamentLifecycle);
      const access = t.app.get(TournamentAccess);
      await db.transaction(async (manager) =>
        lifecycle.complete(manager, await access.lock(manager, operatorId, tid), clock.now(), { finalStandings }),
      );
    }

    it('listed players first by reported position (ties share, gaps close), points replaced, the rest after them in standings order', async () => {
      const tid = await tournament({ entry_fee: 10, prize_pool: { total: 0, distribution: { '1': 40, '2': 30, '3': 20, '4': 10 } } });
      const [a, b, c, d, e] = await seat(tid, 10, 5);
      await start(tid);
      await score(a, 1000);
      await score(b, 500);
      await score(e, 900);
      await completeWith(tid, [
        { internalPlayerId: c.internalId, position: 5, points: '42.5' },
        { internalPlayerId: d.internalId, position: 2 },
        { internalPlayerId: b.internalId, position: 2, points: '77' },
      ]);
      // b and d tie first (reported 2, renumbered 1): 40 + 30 % of 50 = 35 → 17.50 each; c is
      // next (reported 5 → 3): 20 % = 10; then the unlisted in standings order: a (1000) 4th
      // gets 10 % = 5, e (900) 5th nothing.
      const res = await results(tid);
      expect(podium(res.body)).toEqual([
        [1, b.playerId, 17.5],
        [1, d.playerId, 17.5],
        [3, c.playerId, 10],
        [4, a.playerId, 5],
      ]);
      expect(res.body.winners.map((w: { finalScore: number }) => w.finalScore)).toEqual([77, 0, 42.5, 1000]);
      expect(await balances([a, b, c, d, e])).toEqual([5, 17.5, 10, 17.5, 0]);
      expect((await Promise.all([a, b, c, d, e].map((s) => statusOf(tid, s)))).map((s) => [s.status, s.position, s.points])).toEqual([
        ['winner', 4, '1000'],
        ['winner', 1, '77'],
        ['winner', 3, '42.5'],
        ['winner', 1, '0'],
        ['finished', 5, '900'],
      ]);
      expect((await client.get(`/api/players/${c.userId}/tournaments`)).body.tournament_history.data[0]).toMatchObject({
        final_position: 3,
        points_earned: '42.5',
        player_status: 'winner',
      });
    });

    it('three tied for first share the whole 50/30/20 of the pool', async () => {
      const tid = await tournament({ entry_fee: 2 });
      const seats = await seat(tid, 2, 4);
      await start(tid);
      await completeWith(
        tid,
        seats.slice(0, 3).map((s) => ({ internalPlayerId: s.internalId, position: 1 })),
      );
      // 8.00 shared three ways: 2.666… → 2.66 each and the 2 cents left to the first two.
      expect(podium((await results(tid)).body).map(([position, , prize]) => [position, prize])).toEqual([
        [1, 2.67],
        [1, 2.67],
        [1, 2.66],
      ]);
      expect((await balances(seats)).reduce((sum, v) => sum + Math.round(v * 100), 0)).toBe(800);
      expect((await statusOf(tid, seats[3])).position).toBe(4);
    });

    it('refuses invalid final_standings with a 422 error and changes nothing', async () => {
      const tid = await tournament({ entry_fee: 1 });
      const [a, b] = await seat(tid, 1, 2);
      const other = await tournament({ entry_fee: 0 });
      const [stranger] = await seat(other, 0, 1);
      await start(tid);
      const attempt = (standings: FinalStanding[]) => completeWith(tid, standings);
      for (const standings of [
        [{ internalPlayerId: stranger.internalId, position: 1 }],
        [{ internalPlayerId: 'not-a-uuid', position: 1 }],
        [
          { internalPlayerId: a.internalId, position: 1 },
          { internalPlayerId: a.internalId, position: 2 },
        ],
        [{ internalPlayerId: b.internalId, position: 0 }],
        [{ internalPlayerId: b.internalId, position: 1, points: '1e5' }],
      ]) {
        await expect(attempt(standings)).rejects.toBeInstanceOf(ValidationFailedException);
      }
      const details = await client.get(`/api/tournaments/${tid}`);
      expect(details.body.tournament.status).toBe('in_progress');
      expect(await prizeRows(tid)).toEqual([]);
      expectErrorBody(await results(tid), 409, 'tournament_not_completed');
    });
  });

  describe('seamless wallet', () => {
    let wallet: FakeWallet;
    beforeAll(async () => {
      wallet = await startFakeWallet();
    });
    afterAll(async () => wallet?.close());

    it('queues one credit per winner, delivered to the operator wallet exactly once by the worker', async () => {
      const created = await t.admin.post('/api/admin/operators', {
        name: 'Seamless results',
        wallet_mode: 'seamless',
        wallet_url: wallet.url,
        wallet_secret: wallet.secret,
      });
      expect(created.status).toBe(201);
      const seamless = (await createKey(t, created.body.operator_id)).client;
      const tid = await tournament({ entry_fee: 4, prize_pool: { total: 0, distribution: { '1': 70, '2': 30 } } }, seamless);
      const seats: Seat[] = [];
      for (let i = 0; i < 3; i++) {
        const userId = `sl-${++seq}`;
        wallet.setBalance(userId, 'EUR', 10);
        const res = await seamless.post(`/api/tournaments/${tid}/players`, {
          user_id: userId,
          entry_payment_details: { payment_id: `pay-${userId}` },
        });
        expect(res.status).toBe(201);
        seats.push({ userId, playerId: res.body.player_id, internalId: res.body.internal_player_id });
        clock.advance(1000);
      }
      expect((await seamless.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
      await score(seats[2], 9);
      await score(seats[0], 5);
      expect((await seamless.post(`/api/tournaments/${tid}/complete`)).status).toBe(200);

      // Paid in the ledger and queued, not yet at the wallet: 12 × 70 % = 8.40, 30 % = 3.60.
      const prizeIds = [seats[2], seats[0]].map((s) => `prize:${s.internalId}`);
      expect((await prizeRows(tid)).map((r) => [r.transaction_id, r.amount, r.wallet_mode])).toEqual([
        [prizeIds[0], '8.40000000', 'seamless'],
        [prizeIds[1], '3.60000000', 'seamless'],
      ]);
      expect(seats.map((s) => wallet.balanceOf(s.userId, 'EUR'))).toEqual(['6.00', '6.00', '6.00']);

      const worker = t.app.get(WalletOperationsWorker);
      expect(await worker.runOnce()).toEqual({ delivered: 2, retried: 0 });
      expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0 });
      expect(seats.map((s) => wallet.balanceOf(s.userId, 'EUR'))).toEqual(['9.60', '6.00', '14.40']);
      const credits = wallet.requests.filter((r) => r.path === '/wallet/credit' && prizeIds.includes(r.body?.transaction_id));
      // Each exactly once, in no set order (both were due at the same moment).
      expect(
        credits
          .map((r) => [r.body.transaction_id, r.body.user_id, r.body.amount, r.body.reason, r.signatureValid])
          .sort((x, y) => y[2] - x[2]),
      ).toEqual([
        [prizeIds[0], seats[2].userId, 8.4, 'prize', true],
        [prizeIds[1], seats[0].userId, 3.6, 'prize', true],
      ]);
      const results = await seamless.get(`/api/tournaments/${tid}/results`);
      expect(podium(results.body)).toEqual([
        [1, seats[2].playerId, 8.4],
        [2, seats[0].playerId, 3.6],
      ]);
    });
  });

  describe('errors', () => {
    it('409 tournament_not_completed before completion, 404 unknown, 403 another operator, 403 without results.read', async () => {
      const scheduled = await tournament();
      expectErrorBody(await results(scheduled), 409, 'tournament_not_completed');
      const running = await tournament({ entry_fee: 0 });
      await seat(running, 0, 1);
      await start(running);
      expectErrorBody(await results(running), 409, 'tournament_not_completed');
      const cancelled = await tournament();
      expect((await client.delete(`/api/tournaments/${cancelled}`, { reason: 'test' })).status).toBe(200);
      expectErrorBody(await results(cancelled), 409, 'tournament_not_completed');

      expectErrorBody(await results('019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01'), 404, 'tournament_not_found');
      expectErrorBody(await results('not-a-uuid'), 404, 'tournament_not_found');

      expect((await complete(running)).status).toBe(200);
      const other = await operatorWithKey(t);
      expect((await other.client.get(`/api/tournaments/${running}/results`)).body).toEqual({
        error: 'forbidden',
        code: 'RESOURCE_FORBIDDEN',
        message: expect.any(String),
      });
      expect((await other.client.get(`/api/tournaments/${running}/results`)).status).toBe(403);

      const registrar = await createKey(t, operatorId, 'player_registration');
      const refused = await registrar.client.get(`/api/tournaments/${running}/results`);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_PERMISSIONS', required_permission: 'results.read' });
      const reader = await createKey(t, operatorId, 'read_only');
      expect((await reader.client.get(`/api/tournaments/${running}/results`)).status).toBe(200);
      expect(
        (await t.http.get(`/api/api/tournaments/${running}/results`, { headers: { authorization: `Bearer ${reader.apiKey}` } })).status,
      ).toBe(200);
    });
  });

  it('stored, at each completion above, the totals that counting the entries gives, and answers the same without them', async () => {
    const completed: Array<{ id: string; operator_id: string }> = await db.query(
      "SELECT id, operator_id FROM tournaments WHERE status = 'completed' ORDER BY created_at",
    );
    expect(completed.length).toBeGreaterThan(10);
    for (const { id, operator_id: owner } of completed) {
      const stored = await db.query(STORED_TOTALS_SQL, [owner, id]);
      const counted = await db.query(PLAYER_TOTALS_SQL, [owner, id]);
      expect({ id, stored }).toEqual({ id, stored: counted });
    }
    // Scoped by operator: another operator's id finds no stored totals.
    expect(await db.query(STORED_TOTALS_SQL, [newId(), completed[0].id])).toEqual([]);

    // Completed without stored totals (before they were kept, or by an older instance): counted, the same answer.
    const rebought = await db.query(
      'SELECT r.tournament_id AS id FROM tournament_result_totals r WHERE r.operator_id = $1 AND r.rebuys > 0 AND r.prizes > 0 LIMIT 1',
      [operatorId],
    );
    expect(rebought).toHaveLength(1);
    const before = await results(rebought[0].id);
    expect(before.status).toBe(200);
    await db.query('DELETE FROM tournament_result_totals WHERE tournament_id = $1', [rebought[0].id]);
    expect(await results(rebought[0].id)).toMatchObject({ status: 200, body: before.body });
  });

  it('leaves entry_standings equal to the seated entries, row by row, after all of the above', async () => {
    const source = t.app.get(DataSource);
    expect(await seatedEntries(source)).toBeGreaterThan(0);
    expect(await standingsDrift(source)).toEqual([]);
  });
});

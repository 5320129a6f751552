import { DataSource } from 'typeorm';
import { createKey, createOperator } from '../../support/factories';
import { HttpClient, HttpResponse } from '../../support/http';
import { expectLedgerReconciles } from '../../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../../support/test-app';
import { createTestDatabase, TestDatabase } from '../../support/test-database';
import { createTournamentId } from '../../support/tournament-fixtures';
import { recordFigures } from '../support/figures';
import { elapsedMs, expectSeatInvariants, inParallel, ledgerDifference, Query, serverErrors, tally } from '../support/storm-kit';

/**
 * Concurrency storms (issue 9, section 1): the storms of test/e2e/players-concurrency.e2e-spec.ts
 * at full size against the real server and database, with up to IN_FLIGHT requests open at once
 * over a pool of POOL connections. After each storm: the answers (every refusal with its code,
 * no 5xx), the money (ledger reconciles, balances untouched for the refused, never negative) and
 * the seats (current_players = live entries, one live entry per player).
 */
describe('concurrency storms', () => {
  const POOL = 20;
  const IN_FLIGHT = 100;
  let t: TestApp;
  let database: TestDatabase;
  let client: HttpClient;
  let operatorId: string;
  let seq = 0;

  beforeAll(async () => {
    database = await createTestDatabase(POOL + 2);
    t = await startTestApp({ dbPoolSize: POOL }, [], { database });
    // Rate limits (D14) are not what these storms are about: lifted for their operator.
    const limit = 1_000_000;
    const operator = await createOperator(t, {
      rate_limits: { creation: limit, registration: limit, results: limit, tournament_ops: limit, general: limit, burst: limit },
    });
    operatorId = operator.operatorId;
    client = (await createKey(t, operatorId)).client;
  });
  afterAll(async () => {
    await t?.close();
    await database?.stop();
  });

  const db = () => t.app.get(DataSource);
  const query: Query = (sql, params) => db().query(sql, params);
  const uid = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;

  /** The invariants every storm ends with. */
  async function expectInvariants(responses: HttpResponse[]): Promise<string> {
    expect(serverErrors(responses)).toEqual([]);
    await expectLedgerReconciles(t);
    await expectSeatInvariants(query);
    const difference = await ledgerDifference(query);
    expect(Number(difference)).toBe(0);
    return difference;
  }

  async function fund(userId: string, amount: number): Promise<void> {
    const res = await client.post(`/api/players/${userId}/wallet/transfers`, { transfer_id: `fund-${userId}-${++seq}`, direction: 'in', amount });
    if (res.status !== 201) throw new Error(`funding ${userId} failed: ${res.status} ${res.text}`);
  }
  const register = (tid: string, userId: string, paymentId: string) =>
    client.post(`/api/tournaments/${tid}/players`, { user_id: userId, entry_payment_details: { payment_id: paymentId } });

  async function balances(): Promise<Map<string, number>> {
    const rows: Array<{ external_id: string; balance: number }> = await query(
      `SELECT p.external_id, a.balance::float8 AS balance FROM wallet_accounts a JOIN players p ON p.id = a.player_id
       WHERE a.operator_id = $1 AND a.currency = 'EUR'`,
      [operatorId],
    );
    return new Map(rows.map((r) => [r.external_id, r.balance]));
  }

  async function ledgerRows(tid: string, kind: string): Promise<string[]> {
    const rows = await query(
      `SELECT p.external_id FROM ledger_entries l JOIN players p ON p.id = l.player_id WHERE l.tournament_id = $1 AND l.kind = $2 ORDER BY 1`,
      [tid, kind],
    );
    return rows.map((r: { external_id: string }) => r.external_id);
  }

  async function tournamentRow(tid: string): Promise<{ status: string; current_players: number; fees_collected: number }> {
    const [row] = await query('SELECT status, current_players, fees_collected::float8 AS fees_collected FROM tournaments WHERE id = $1', [tid]);
    return row;
  }

  it('storm.seats: 1,000 parallel registrations of funded players into 100 seats seat exactly 100 and debit exactly them', async () => {
    const ATTEMPTS = 1_000;
    const SEATS = 100;
    const tid = await createTournamentId(client, { entry_fee: 5, max_players: SEATS });
    const users = Array.from({ length: ATTEMPTS }, () => uid('crowd'));
    await inParallel(users.length, 50, (i) => fund(users[i], 7.5));

    const started = performance.now();
    const results = await inParallel(users.length, IN_FLIGHT, (i) => register(tid, users[i], `pay-${users[i]}`));
    const durationMs = elapsedMs(started);

    const counts = tally(results);
    expect(counts).toEqual({ '201': SEATS, '409 tournament_full': ATTEMPTS - SEATS });
    const winners = users.filter((_, i) => results[i].status === 201).sort();
    const losers = users.filter((_, i) => results[i].status !== 201);
    expect(new Set(results.filter((r) => r.status === 201).map((r) => r.body.internal_player_id)).size).toBe(SEATS);
    const entries = await query(`SELECT p.external_id FROM tournament_entries e JOIN players p ON p.id = e.player_id WHERE e.tournament_id = $1 ORDER BY 1`, [tid]);
    expect(entries.map((e: { external_id: string }) => e.external_id)).toEqual(winners);
    expect(await ledgerRows(tid, 'entry')).toEqual(winners);
    expect(await tournamentRow(tid)).toEqual({ status: 'scheduled', current_players: SEATS, fees_collected: SEATS * 5 });
    const after = await balances();
    expect(losers.filter((user) => after.get(user) !== 7.5)).toEqual([]);
    expect(winners.filter((user) => after.get(user) !== 2.5)).toEqual([]);
    const difference = await expectInvariants(results);

    recordFigures('concurrency', 'storm.seats', '1,000 parallel registrations (distinct funded players) into 100 seats', {
      attempts: ATTEMPTS,
      in_flight: IN_FLIGHT,
      registered: SEATS,
      debited: winners.length,
      refused_tournament_full: counts['409 tournament_full'],
      refused_balances_untouched: losers.length,
      server_errors: 0,
      ledger_difference: difference,
      duration_ms: durationMs,
    });
  });

  it('storm.same-user: 50 parallel registrations of one user with different payment_ids: one entry, one debit, 49 player_already_registered', async () => {
    const ATTEMPTS = 50;
    const tid = await createTournamentId(client, { entry_fee: 5, max_players: 10 });
    const user = uid('eager');
    await fund(user, 100);

    const started = performance.now();
    const results = await inParallel(ATTEMPTS, ATTEMPTS, (i) => register(tid, user, `pay-${user}-${i}`));
    const durationMs = elapsedMs(started);

    const counts = tally(results);
    expect(counts).toEqual({ '201': 1, '409 player_already_registered': ATTEMPTS - 1 });
    expect(await ledgerRows(tid, 'entry')).toEqual([user]);
    const [entries] = await query('SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1', [tid]);
    expect(entries.n).toBe(1);
    expect((await tournamentRow(tid)).current_players).toBe(1);
    expect((await balances()).get(user)).toBe(95);
    const difference = await expectInvariants(results);

    recordFigures('concurrency', 'storm.same-user', '50 parallel registrations of one user with different payment_ids', {
      attempts: ATTEMPTS,
      registered: 1,
      debits: 1,
      refused_player_already_registered: counts['409 player_already_registered'],
      server_errors: 0,
      ledger_difference: difference,
      duration_ms: durationMs,
    });
  });

  it('storm.same-payment: one payment_id 20 times at once: one entry, one debit, every answer the same registration', async () => {
    const ATTEMPTS = 20;
    const tid = await createTournamentId(client, { entry_fee: 5, max_players: 10 });
    const user = uid('retry');
    await fund(user, 100);

    const started = performance.now();
    const results = await inParallel(ATTEMPTS, ATTEMPTS, () => register(tid, user, `pay-${user}`));
    const durationMs = elapsedMs(started);

    expect(tally(results)).toEqual({ '201': ATTEMPTS });
    // The record is the same in every answer; only the freshly signed game token and the message differ.
    const record = (r: HttpResponse) => {
      const { game_access: _access, message: _message, 'book-of-gold': _game, ...rest } = r.body;
      return rest;
    };
    const distinct = new Set(results.map((r) => JSON.stringify(record(r))));
    expect(distinct.size).toBe(1);
    expect(record(results[0])).toMatchObject({ tournament_id: tid, user_id: user, status: 'registered', entry_count: 1, total_paid: 5 });
    const messages = results.map((r) => r.body.message);
    expect(messages.filter((m) => m === 'Player registered')).toHaveLength(1);
    expect(messages.filter((m) => m === 'Player already registered with this payment_id (replay)')).toHaveLength(ATTEMPTS - 1);
    expect(await ledgerRows(tid, 'entry')).toEqual([user]);
    const [rows] = await query('SELECT count(*)::int AS n FROM ledger_entries WHERE operator_id = $1 AND transaction_id LIKE $2', [operatorId, `%pay-${user}`]);
    expect(rows.n).toBe(1);
    expect((await tournamentRow(tid)).current_players).toBe(1);
    expect((await balances()).get(user)).toBe(95);
    const difference = await expectInvariants(results);

    recordFigures('concurrency', 'storm.same-payment', 'one payment_id sent 20 times at once', {
      attempts: ATTEMPTS,
      answered_201: ATTEMPTS,
      distinct_records: distinct.size,
      replays: ATTEMPTS - 1,
      entries: 1,
      debits: 1,
      server_errors: 0,
      ledger_difference: difference,
      duration_ms: durationMs,
    });
  });

  it('storm.cancels: 20 parallel cancels of a 100-player paid tournament: one 200 with the totals, 19 tournament_cancelled, every player refunded once', async () => {
    const PLAYERS = 100;
    const CANCELS = 20;
    const FEE = 4;
    const tid = await createTournamentId(client, { entry_fee: FEE, max_players: PLAYERS });
    const users = Array.from({ length: PLAYERS }, () => uid('cancel'));
    await inParallel(users.length, 50, (i) => fund(users[i], FEE));
    const regs = await inParallel(users.length, 50, (i) => register(tid, users[i], `pay-${users[i]}`));
    expect(tally(regs)).toEqual({ '201': PLAYERS });
    const before = await balances();
    expect(users.filter((user) => before.get(user) !== 0)).toEqual([]);
    const paid = PLAYERS * FEE;
    expect((await tournamentRow(tid)).fees_collected).toBe(paid);

    const started = performance.now();
    const results = await inParallel(CANCELS, CANCELS, () => client.delete(`/api/tournaments/${tid}`, { reason: 'Provider outage' }));
    const durationMs = elapsedMs(started);

    const counts = tally(results);
    expect(counts).toEqual({ '200': 1, '409 tournament_cancelled': CANCELS - 1 });
    expect(results.find((r) => r.status === 200)!.body).toEqual({ cancelled: true, reason: 'Provider outage', refunds: { totalRefunded: paid, playersRefunded: PLAYERS } });
    const perDebit: Array<{ refunds: number }> = await query(
      `SELECT d.transaction_id, count(r.id)::int AS refunds FROM ledger_entries d
       LEFT JOIN ledger_entries r ON r.operator_id = d.operator_id AND r.kind = 'refund' AND r.transaction_id = 'refund:' || d.transaction_id
       WHERE d.tournament_id = $1 AND d.kind IN ('entry', 'rebuy') GROUP BY d.transaction_id`,
      [tid],
    );
    expect(perDebit).toHaveLength(PLAYERS);
    expect(perDebit.filter((d) => d.refunds !== 1)).toEqual([]);
    expect(await ledgerRows(tid, 'refund')).toEqual([...users].sort());
    expect(await tournamentRow(tid)).toEqual({ status: 'cancelled', current_players: 0, fees_collected: 0 });
    const after = await balances();
    expect(users.filter((user) => after.get(user) !== FEE)).toEqual([]);
    const difference = await expectInvariants(results);

    recordFigures('concurrency', 'storm.cancels', '20 parallel cancels of a 100-player tournament with entry fees paid', {
      cancels: CANCELS,
      answered_200: 1,
      refused_tournament_cancelled: counts['409 tournament_cancelled'],
      players: PLAYERS,
      total_refunded: paid,
      players_refunded: PLAYERS,
      refunds_per_debit: 1,
      server_errors: 0,
      ledger_difference: difference,
      duration_ms: durationMs,
    });
  });

  it('storm.rebuys: a balance covering k rebuys gets exactly k of 5k parallel ones and ends at the remainder, never below zero', async () => {
    const K = 40;
    const ATTEMPTS = 5 * K;
    const FEE = 2;
    const REBUY = 1.5;
    const REMAINDER = 1.25;
    const tid = await createTournamentId(client, { entry_fee: FEE, config: { rebuy_enabled: true, rebuy_fee: REBUY, max_entries_per_player: 100 } });
    const user = uid('rebuyer');
    await fund(user, FEE + K * REBUY + REMAINDER);
    const reg = await register(tid, user, `pay-${user}`);
    expect(reg.status).toBe(201);

    const started = performance.now();
    const results = await inParallel(ATTEMPTS, IN_FLIGHT, (i) =>
      client.post(`/api/tournaments/${tid}/players/${reg.body.internal_player_id}/rebuy`, i % 2 === 0 ? {} : { payment_id: `rb-${user}-${i}` }),
    );
    const durationMs = elapsedMs(started);

    const counts = tally(results);
    expect(counts).toEqual({ '200': K, '409 insufficient_balance': ATTEMPTS - K });
    expect((await balances()).get(user)).toBe(REMAINDER);
    expect(await ledgerRows(tid, 'rebuy')).toEqual(Array(K).fill(user));
    const [entry] = await query('SELECT entry_count, total_paid::float8 AS total_paid FROM tournament_entries WHERE id = $1', [reg.body.internal_player_id]);
    expect(entry).toEqual({ entry_count: 1 + K, total_paid: FEE + K * REBUY });
    expect(
      results
        .filter((r) => r.status === 200)
        .map((r) => r.body.new_entry_count)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: K }, (_, i) => i + 2));
    const difference = await expectInvariants(results);

    recordFigures('concurrency', 'storm.rebuys', 'parallel rebuys on a balance that covers k of them', {
      attempts: ATTEMPTS,
      covered_k: K,
      succeeded: K,
      refused_insufficient_balance: counts['409 insufficient_balance'],
      final_balance: REMAINDER.toFixed(2),
      negative_balances: 0,
      server_errors: 0,
      ledger_difference: difference,
      duration_ms: durationMs,
    });
  });
});

import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createKey, createOperator } from '../../support/factories';
import { HttpClient, HttpResponse } from '../../support/http';
import { expectLedgerReconciles } from '../../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../../support/test-app';
import { createTestDatabase, TestDatabase } from '../../support/test-database';
import { createTournamentId } from '../../support/tournament-fixtures';
import { recordFigures } from '../support/figures';
import {
  allAtOnce,
  elapsedMs,
  expectSeatInvariants,
  inParallel,
  ledgerDifference,
  Query,
  Retry503,
  seatReport,
  serverErrors,
  tally,
  trackInFlight,
} from '../support/storm-kit';

/**
 * Concurrency storms (issue 9, section 1): the storms of test/e2e/players-concurrency.e2e-spec.ts
 * at full size against the real server and database: every request of a storm is sent at once
 * (all of them in flight together) over a pool of POOL connections. A request the service turns
 * away with its 503 and Retry-After (pool exhausted, connection timeout) is sent again as a real
 * client would (Retry503: same body, same payment_id), so each storm still ends in its exact
 * outcome; the retries are counted in the figures. After each storm: the answers (every refusal
 * with its code, no 5xx), the money (ledger reconciles, balances untouched for the refused, never
 * negative) and the seats (current_players = live entries, one live entry per player).
 */
describe('concurrency storms', () => {
  const POOL = 20;
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

  /** The invariants every storm ends with; returns what they measured (each asserted first). */
  async function expectInvariants(
    responses: HttpResponse[],
  ): Promise<{ ledger_difference: string; server_errors: number; negative_balances: number }> {
    const errors = serverErrors(responses);
    expect(errors).toEqual([]);
    await expectLedgerReconciles(t);
    await expectSeatInvariants(query);
    const { negativeBalances } = await seatReport(query);
    const difference = await ledgerDifference(query);
    expect(Number(difference)).toBe(0);
    return { ledger_difference: difference, server_errors: errors.length, negative_balances: negativeBalances.length };
  }

  /** Setup (funding, seating): retried on 503 too, but not part of any storm's figures. */
  const setupRetry = new Retry503();
  async function fund(userId: string, amount: number): Promise<void> {
    const transferId = `fund-${userId}-${++seq}`;
    const res = await setupRetry.send(() =>
      client.post(`/api/players/${userId}/wallet/transfers`, { transfer_id: transferId, direction: 'in', amount }),
    );
    if (res.status !== 201) throw new Error(`funding ${userId} failed: ${res.status} ${res.text}`);
  }
  const register = (retry: Retry503, tid: string, userId: string, paymentId: string) =>
    retry.send(() => client.post(`/api/tournaments/${tid}/players`, { user_id: userId, entry_payment_details: { payment_id: paymentId } }));

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
    const [row] = await query('SELECT status, current_players, fees_collected::float8 AS fees_collected FROM tournaments WHERE id = $1', [
      tid,
    ]);
    return row;
  }

  it('storm.seats: 1,000 registrations of funded players sent at once into 100 seats seat exactly 100 and debit exactly them', async () => {
    const ATTEMPTS = 1_000;
    const SEATS = 100;
    /** Five times the former lane limit of 100 requests in flight: only a storm sent at once gets there. */
    const PEAK_AT_LEAST = ATTEMPTS / 2;
    const tid = await createTournamentId(client, { entry_fee: 5, max_players: SEATS });
    const users = Array.from({ length: ATTEMPTS }, () => uid('crowd'));
    await inParallel(users.length, 50, (i) => fund(users[i], 7.5));

    const retry = new Retry503();
    const inFlight = trackInFlight(t.app.getHttpServer());
    const started = performance.now();
    const results = await allAtOnce(users.length, (i) => register(retry, tid, users[i], `pay-${users[i]}`));
    const durationMs = elapsedMs(started);
    inFlight.stop();

    const counts = tally(results);
    expect(counts).toEqual({ '201': SEATS, '409 tournament_full': ATTEMPTS - SEATS });
    const winners = users.filter((_, i) => results[i].status === 201).sort();
    const losers = users.filter((_, i) => results[i].status !== 201);
    expect(new Set(results.filter((r) => r.status === 201).map((r) => r.body.internal_player_id)).size).toBe(SEATS);
    const entries = await query(
      `SELECT p.external_id FROM tournament_entries e JOIN players p ON p.id = e.player_id WHERE e.tournament_id = $1 ORDER BY 1`,
      [tid],
    );
    expect(entries.map((e: { external_id: string }) => e.external_id)).toEqual(winners);
    expect(await ledgerRows(tid, 'entry')).toEqual(winners);
    expect(await tournamentRow(tid)).toEqual({ status: 'scheduled', current_players: SEATS, fees_collected: SEATS * 5 });
    const after = await balances();
    expect(losers.filter((user) => after.get(user) !== 7.5)).toEqual([]);
    expect(winners.filter((user) => after.get(user) !== 2.5)).toEqual([]);
    // All of them were open at the server together: far more than the pool, and than any lane limit.
    expect(inFlight.peak).toBeGreaterThan(PEAK_AT_LEAST);
    const invariants = await expectInvariants(results);

    recordFigures(
      'concurrency',
      'storm.seats',
      '1,000 registrations (distinct funded players) sent at once into 100 seats, 503s retried like a client',
      {
        attempts: ATTEMPTS,
        sent_at_once: results.length,
        peak_in_flight_at_server: inFlight.peak,
        pool_connections: POOL,
        ...retry.figures(),
        registered: counts['201'],
        debited: (await ledgerRows(tid, 'entry')).length,
        refused_tournament_full: counts['409 tournament_full'],
        refused_balances_untouched: losers.filter((user) => after.get(user) === 7.5).length,
        ...invariants,
        duration_ms: durationMs,
      },
    );
  });

  it('storm.seats.pool-exhausted: registrations sent at once while every pool connection is busy get 503 with Retry-After, and the retries with the same payment_id end in the exact outcome', async () => {
    const ATTEMPTS = 200;
    const SEATS = 20;
    /** Longer than the pool's 5 s connection timeout (libs/database/src/data-source-options.ts). */
    const HOLD_S = 6.5;
    const tid = await createTournamentId(client, { entry_fee: 5, max_players: SEATS });
    const users = Array.from({ length: ATTEMPTS }, () => uid('queued'));
    await inParallel(users.length, 50, (i) => fund(users[i], 7.5));

    // Every connection of the service's pool held by a sleeping query: the storm can only queue
    // for one, and each request outwaits the pool's connection timeout.
    const holders = Array.from({ length: POOL }, () => query(`SELECT pg_sleep(${HOLD_S}) AS held`));
    const observer = new Client({ connectionString: database.url });
    await observer.connect();
    try {
      for (let sleeping = 0; sleeping < POOL;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        [{ sleeping }] = (
          await observer.query(
            `SELECT count(*)::int AS sleeping FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'SELECT pg_sleep(%'`,
          )
        ).rows;
      }
    } finally {
      await observer.end();
    }

    const retry = new Retry503();
    const started = performance.now();
    const results = await allAtOnce(users.length, (i) => register(retry, tid, users[i], `pay-${users[i]}`));
    const durationMs = elapsedMs(started);
    await Promise.all(holders);

    // The service did turn the storm away (pool exhausted), and the client's retries got every answer.
    expect(retry.retries).toBeGreaterThan(0);
    const counts = tally(results);
    expect(counts).toEqual({ '201': SEATS, '409 tournament_full': ATTEMPTS - SEATS });
    const winners = users.filter((_, i) => results[i].status === 201).sort();
    const losers = users.filter((_, i) => results[i].status !== 201);
    expect(await ledgerRows(tid, 'entry')).toEqual(winners);
    expect(await tournamentRow(tid)).toEqual({ status: 'scheduled', current_players: SEATS, fees_collected: SEATS * 5 });
    const after = await balances();
    expect(losers.filter((user) => after.get(user) !== 7.5)).toEqual([]);
    expect(winners.filter((user) => after.get(user) !== 2.5)).toEqual([]);
    const invariants = await expectInvariants(results);

    recordFigures(
      'concurrency',
      'storm.seats.pool-exhausted',
      `${ATTEMPTS} registrations sent at once into ${SEATS} seats while all ${POOL} pool connections are held for ${HOLD_S} s: 503 with Retry-After, retried with the same payment_id`,
      {
        attempts: ATTEMPTS,
        sent_at_once: results.length,
        pool_connections_held: POOL,
        hold_s: HOLD_S,
        ...retry.figures(),
        registered: counts['201'],
        debited: (await ledgerRows(tid, 'entry')).length,
        refused_tournament_full: counts['409 tournament_full'],
        refused_balances_untouched: losers.filter((user) => after.get(user) === 7.5).length,
        ...invariants,
        duration_ms: durationMs,
      },
    );
  });

  it('storm.same-user: 50 parallel registrations of one user with different payment_ids: one entry, one debit, 49 player_already_registered', async () => {
    const ATTEMPTS = 50;
    const tid = await createTournamentId(client, { entry_fee: 5, max_players: 10 });
    const user = uid('eager');
    await fund(user, 100);

    const retry = new Retry503();
    const started = performance.now();
    const results = await allAtOnce(ATTEMPTS, (i) => register(retry, tid, user, `pay-${user}-${i}`));
    const durationMs = elapsedMs(started);

    const counts = tally(results);
    expect(counts).toEqual({ '201': 1, '409 player_already_registered': ATTEMPTS - 1 });
    const debits = await ledgerRows(tid, 'entry');
    expect(debits).toEqual([user]);
    const [entries] = await query('SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1', [tid]);
    expect(entries.n).toBe(1);
    expect((await tournamentRow(tid)).current_players).toBe(1);
    expect((await balances()).get(user)).toBe(95);
    const invariants = await expectInvariants(results);

    recordFigures('concurrency', 'storm.same-user', '50 registrations of one user with different payment_ids, sent at once', {
      attempts: ATTEMPTS,
      sent_at_once: results.length,
      ...retry.figures(),
      registered: counts['201'],
      entries: entries.n,
      debits: debits.length,
      refused_player_already_registered: counts['409 player_already_registered'],
      ...invariants,
      duration_ms: durationMs,
    });
  });

  it('storm.same-payment: one payment_id 20 times at once: one entry, one debit, every answer the same registration', async () => {
    const ATTEMPTS = 20;
    const tid = await createTournamentId(client, { entry_fee: 5, max_players: 10 });
    const user = uid('retry');
    await fund(user, 100);

    const retry = new Retry503();
    const started = performance.now();
    const results = await allAtOnce(ATTEMPTS, () => register(retry, tid, user, `pay-${user}`));
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
    const replays = messages.filter((m) => m === 'Player already registered with this payment_id (replay)').length;
    expect(messages.filter((m) => m === 'Player registered')).toHaveLength(1);
    expect(replays).toBe(ATTEMPTS - 1);
    expect(await ledgerRows(tid, 'entry')).toEqual([user]);
    const [rows] = await query('SELECT count(*)::int AS n FROM ledger_entries WHERE operator_id = $1 AND transaction_id LIKE $2', [
      operatorId,
      `%pay-${user}`,
    ]);
    expect(rows.n).toBe(1);
    const [entries] = await query('SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1', [tid]);
    expect(entries.n).toBe(1);
    expect((await tournamentRow(tid)).current_players).toBe(1);
    expect((await balances()).get(user)).toBe(95);
    const invariants = await expectInvariants(results);

    recordFigures('concurrency', 'storm.same-payment', 'one payment_id sent 20 times at once', {
      attempts: ATTEMPTS,
      sent_at_once: results.length,
      ...retry.figures(),
      answered_201: tally(results)['201'],
      distinct_records: distinct.size,
      replays,
      entries: entries.n,
      debits: rows.n,
      ...invariants,
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
    const regs = await inParallel(users.length, 50, (i) => register(setupRetry, tid, users[i], `pay-${users[i]}`));
    expect(tally(regs)).toEqual({ '201': PLAYERS });
    const before = await balances();
    expect(users.filter((user) => before.get(user) !== 0)).toEqual([]);
    const paid = PLAYERS * FEE;
    expect((await tournamentRow(tid)).fees_collected).toBe(paid);

    const retry = new Retry503();
    const started = performance.now();
    const results = await allAtOnce(CANCELS, () =>
      retry.send(() => client.delete(`/api/tournaments/${tid}`, { reason: 'Provider outage' })),
    );
    const durationMs = elapsedMs(started);

    const counts = tally(results);
    expect(counts).toEqual({ '200': 1, '409 tournament_cancelled': CANCELS - 1 });
    const answer = results.find((r) => r.status === 200)!.body;
    expect(answer).toEqual({ cancelled: true, reason: 'Provider outage', refunds: { totalRefunded: paid, playersRefunded: PLAYERS } });
    const perDebit: Array<{ refunds: number }> = await query(
      `SELECT d.transaction_id, count(r.id)::int AS refunds FROM ledger_entries d
       LEFT JOIN ledger_entries r ON r.operator_id = d.operator_id AND r.kind = 'refund' AND r.transaction_id = 'refund:' || d.transaction_id
       WHERE d.tournament_id = $1 AND d.kind IN ('entry', 'rebuy') GROUP BY d.transaction_id`,
      [tid],
    );
    expect(perDebit).toHaveLength(PLAYERS);
    expect(perDebit.filter((d) => d.refunds !== 1)).toEqual([]);
    const refunded = await ledgerRows(tid, 'refund');
    expect(refunded).toEqual([...users].sort());
    expect(await tournamentRow(tid)).toEqual({ status: 'cancelled', current_players: 0, fees_collected: 0 });
    const after = await balances();
    expect(users.filter((user) => after.get(user) !== FEE)).toEqual([]);
    const invariants = await expectInvariants(results);
    const refundsPerDebit = [...new Set(perDebit.map((d) => d.refunds))];

    recordFigures('concurrency', 'storm.cancels', '20 cancels of a 100-player tournament with entry fees paid, sent at once', {
      cancels: CANCELS,
      sent_at_once: results.length,
      ...retry.figures(),
      answered_200: counts['200'],
      refused_tournament_cancelled: counts['409 tournament_cancelled'],
      players: PLAYERS,
      total_refunded: answer.refunds.totalRefunded,
      players_refunded: answer.refunds.playersRefunded,
      refund_rows: refunded.length,
      refunds_per_debit: refundsPerDebit.join(','),
      ...invariants,
      duration_ms: durationMs,
    });
  });

  it('storm.rebuys: a balance covering k rebuys gets exactly k of 5k parallel ones and ends at the remainder, never below zero', async () => {
    const K = 40;
    const ATTEMPTS = 5 * K;
    const FEE = 2;
    const REBUY = 1.5;
    const REMAINDER = 1.25;
    const tid = await createTournamentId(client, {
      entry_fee: FEE,
      config: { rebuy_enabled: true, rebuy_fee: REBUY, max_entries_per_player: 100 },
    });
    const user = uid('rebuyer');
    await fund(user, FEE + K * REBUY + REMAINDER);
    const reg = await register(setupRetry, tid, user, `pay-${user}`);
    expect(reg.status).toBe(201);

    const retry = new Retry503();
    const started = performance.now();
    const results = await allAtOnce(ATTEMPTS, (i) =>
      retry.send(() =>
        client.post(
          `/api/tournaments/${tid}/players/${reg.body.internal_player_id}/rebuy`,
          i % 2 === 0 ? {} : { payment_id: `rb-${user}-${i}` },
        ),
      ),
    );
    const durationMs = elapsedMs(started);

    const counts = tally(results);
    expect(counts).toEqual({ '200': K, '409 insufficient_balance': ATTEMPTS - K });
    const finalBalance = (await balances()).get(user);
    expect(finalBalance).toBe(REMAINDER);
    expect(await ledgerRows(tid, 'rebuy')).toEqual(Array(K).fill(user));
    const [entry] = await query('SELECT entry_count, total_paid::float8 AS total_paid FROM tournament_entries WHERE id = $1', [
      reg.body.internal_player_id,
    ]);
    expect(entry).toEqual({ entry_count: 1 + K, total_paid: FEE + K * REBUY });
    expect(
      results
        .filter((r) => r.status === 200)
        .map((r) => r.body.new_entry_count)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: K }, (_, i) => i + 2));
    const invariants = await expectInvariants(results);

    recordFigures('concurrency', 'storm.rebuys', 'rebuys sent at once on a balance that covers k of them', {
      attempts: ATTEMPTS,
      sent_at_once: results.length,
      ...retry.figures(),
      covered_k: K,
      succeeded: counts['200'],
      rebuy_rows: (await ledgerRows(tid, 'rebuy')).length,
      refused_insufficient_balance: counts['409 insufficient_balance'],
      final_balance: finalBalance!.toFixed(2),
      ...invariants,
      duration_ms: durationMs,
    });
  });

  it("race.terms-changed: a tournament edited between a registration's checks and its seat: the registration pays the new fee, as if it came after the edit", async () => {
    // Registration reads the tournament without a lock and takes its seat last, provided the
    // tournament still holds the terms it was checked against; here the fee changes in between
    // (paused deterministically: a test trigger makes the entry insert wait on an advisory lock
    // the test holds), so the seat is refused and the registration runs again on the new terms.
    const LOCK = 424242;
    const tid = await createTournamentId(client, { entry_fee: 5, max_players: 10 });
    const user = uid('edited');
    await fund(user, 7.5);
    const holder = new Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query(`CREATE FUNCTION pause_entry_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_advisory_xact_lock_shared(${LOCK}); RETURN NEW; END $$`);
      await holder.query(
        'CREATE TRIGGER pause_entry_insert BEFORE INSERT ON tournament_entries FOR EACH ROW EXECUTE FUNCTION pause_entry_insert()',
      );
      await holder.query('SELECT pg_advisory_lock($1)', [LOCK]);
      const pending = register(new Retry503(), tid, user, `pay-${user}`);
      // The registration has read the tournament (fee 5) and waits at its entry insert.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [waiting] = (
          await holder.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND wait_event = 'advisory' AND pid <> pg_backend_pid()`,
          )
        ).rows;
        if (waiting.n > 0) break;
        if (Date.now() > deadline) throw new Error('the registration never reached its entry insert');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const edit = await client.put(`/api/tournaments/${tid}`, { entry_fee: 6 });
      expect(edit.status).toBe(200);
      await holder.query('SELECT pg_advisory_unlock($1)', [LOCK]);
      const res = await pending;
      expect(res.status).toBe(201);
      const [entry] = await query('SELECT total_paid::text AS paid FROM tournament_entries WHERE tournament_id = $1', [tid]);
      expect(entry.paid).toBe('6.00000000');
      const debits: Array<{ amount: string }> = await query(
        `SELECT amount::text AS amount FROM ledger_entries WHERE tournament_id = $1 AND kind = 'entry'`,
        [tid],
      );
      expect(debits.map((row) => Number(row.amount))).toEqual([-6]);
      expect((await balances()).get(user)).toBe(1.5);
      const invariants = await expectInvariants([res]);
      recordFigures(
        'concurrency',
        'race.terms-changed',
        'Entry fee changed from 5 to 6 while a registration was paused between its checks and its seat',
        {
          fee_read_first: 5,
          fee_after_edit: 6,
          answered: res.status,
          fee_paid: Number(entry.paid),
          debits: debits.length,
          final_balance: (await balances()).get(user)!,
          ...invariants,
        },
      );
    } finally {
      await holder.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      await holder.query('DROP TRIGGER IF EXISTS pause_entry_insert ON tournament_entries').catch(() => undefined);
      await holder.query('DROP FUNCTION IF EXISTS pause_entry_insert()').catch(() => undefined);
      await holder.end();
    }
  });
});

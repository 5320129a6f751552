import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createKey, createOperator } from '../support/factories';
import { HttpClient, HttpResponse } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { createTournamentId } from '../support/tournament-fixtures';

/**
 * D6 and D9 under real parallel HTTP requests: many requests in flight at once against the real
 * server and database (a pool of 20 connections), then the outcome is checked both in the answers
 * and in the ledger. On the embedded database transactions run one at a time; on PostgreSQL they
 * really interleave. Either way the counts must be exact.
 */
describe('players and money under parallel requests (D6, D9)', () => {
  const TIMEOUT = 120_000;
  const POOL = 20;
  let t: TestApp;
  let database: TestDatabase;
  let client: HttpClient;
  let operatorId: string;
  let seq = 0;

  beforeAll(async () => {
    database = await databaseFor(POOL);
    t = await startTestApp({ dbPoolSize: POOL, dataDir: mkdtempSync(join(tmpdir(), 'players-concurrency-')) }, [], { database });
    // Rate limits (D14) are not what this suite is about: lift them for its operator.
    const limit = 1_000_000;
    const operator = await createOperator(t, {
      rate_limits: { creation: limit, registration: limit, results: limit, tournament_ops: limit, general: limit, burst: limit },
    });
    operatorId = operator.operatorId;
    client = (await createKey(t, operatorId)).client;
  }, TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await database?.stop();
  });
  afterEach(async () => expectLedgerReconciles(t));

  /** The embedded server must serve the whole pool (pool size + 2, as the app itself does). */
  const databaseFor = (poolSize: number): Promise<TestDatabase> => createTestDatabase(poolSize + 2);

  const db = () => t.app.get(DataSource);
  const uid = (prefix = 'user') => `${prefix}-${process.pid}-${++seq}`;
  const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
  /**
   * Setup (funding) with at most 20 requests in flight: it is not what these tests race, and 200
   * transactions at once on the embedded database (one transaction at a time) can outwait the
   * pool's 5 s connection timeout on a busy machine and be refused with 503, as designed.
   */
  async function fundAll(users: string[], amount: number): Promise<void> {
    for (let i = 0; i < users.length; i += 20) await Promise.all(users.slice(i, i + 20).map((user) => fund(user, amount)));
  }
  /**
   * What a well-behaved client does with a 503 (overload: the pool's connection timeout, which
   * the embedded database reaches when a race queues hundreds of transactions on a busy machine):
   * wait for Retry-After and send the same request again, so the race still ends in its real
   * answer (201, 409, ...) and every invariant below is checked against those answers.
   */
  async function retryingOverload(send: () => Promise<HttpResponse>): Promise<HttpResponse> {
    for (let attempt = 1; ; attempt++) {
      const res = await send();
      if (res.status !== 503 || attempt === 20) return res;
      const retryAfter = Number(res.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(retryAfter, 0.1), 1) * 1000 * Math.random() + 50));
    }
  }

  async function fund(userId: string, amount: number): Promise<void> {
    const transferId = `fund-${userId}-${++seq}`;
    const res = await retryingOverload(() =>
      client.post(`/api/players/${userId}/wallet/transfers`, { transfer_id: transferId, direction: 'in', amount }),
    );
    if (res.status !== 201) throw new Error(`funding ${userId} failed: ${res.status} ${res.text}`);
  }
  const register = (tid: string, userId: string, paymentId: string) =>
    retryingOverload(() =>
      client.post(`/api/tournaments/${tid}/players`, { user_id: userId, entry_payment_details: { payment_id: paymentId } }),
    );
  const rebuy = (tid: string, ref: string, body: Record<string, unknown> = {}) =>
    retryingOverload(() => client.post(`/api/tournaments/${tid}/players/${ref}/rebuy`, body));
  const withdraw = (tid: string, ref: string) => retryingOverload(() => client.delete(`/api/tournaments/${tid}/players/${ref}`));
  const cancel = (tid: string) => retryingOverload(() => client.delete(`/api/tournaments/${tid}`, { reason: 'Provider outage' }));
  const transferOut = (userId: string, amount: number) => {
    const transferId = `out-${userId}-${++seq}`;
    return retryingOverload(() =>
      client.post(`/api/players/${userId}/wallet/transfers`, { transfer_id: transferId, direction: 'out', amount }),
    );
  };

  /** Balances (EUR) of this operator's users, read from the database: user id → amount. */
  async function balances(): Promise<Map<string, number>> {
    const rows: Array<{ external_id: string; balance: number }> = await db().query(
      `SELECT p.external_id, a.balance::float8 AS balance FROM wallet_accounts a JOIN players p ON p.id = a.player_id
       WHERE a.operator_id = $1 AND a.currency = 'EUR'`,
      [operatorId],
    );
    return new Map(rows.map((r) => [r.external_id, r.balance]));
  }
  const balanceOf = async (userId: string) => (await balances()).get(userId);

  /** How many answers of each kind: `"201"`, `"409 tournament_full"`, ... (a 500 shows up here too). */
  function tally(responses: HttpResponse[]): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const r of responses) {
      const key = r.status >= 400 ? `${r.status} ${r.body?.error ?? r.body?.code ?? r.text}` : String(r.status);
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  }

  async function ledgerCount(tid: string, kind: string): Promise<number> {
    const [row] = await db().query('SELECT count(*)::int AS n FROM ledger_entries WHERE tournament_id = $1 AND kind = $2', [tid, kind]);
    return row.n;
  }

  /** Each debit (entry, rebuy) of the tournament with the number of refunds it has. */
  async function refundsPerDebit(tid: string): Promise<Array<{ transaction_id: string; refunds: number }>> {
    return db().query(
      `SELECT d.transaction_id, count(r.id)::int AS refunds FROM ledger_entries d
       LEFT JOIN ledger_entries r ON r.operator_id = d.operator_id AND r.kind = 'refund' AND r.transaction_id = 'refund:' || d.transaction_id
       WHERE d.tournament_id = $1 AND d.kind IN ('entry', 'rebuy') GROUP BY d.transaction_id`,
      [tid],
    );
  }

  async function tournamentRow(tid: string): Promise<{ status: string; current_players: number; fees_collected: number }> {
    const [row] = await db().query(
      'SELECT status, current_players, fees_collected::float8 AS fees_collected FROM tournaments WHERE id = $1',
      [tid],
    );
    return row;
  }

  it(
    '200 parallel registrations for 50 seats: exactly 50 seated and debited, 150 tournament_full with their money untouched',
    async () => {
      const tid = await createTournamentId(client, { entry_fee: 5, max_players: 50 });
      const users = Array.from({ length: 200 }, () => uid('crowd'));
      await fundAll(users, 7.5);

      const results = await times(users.length, (i) => register(tid, users[i], `pay-${users[i]}`));

      expect(tally(results)).toEqual({ '201': 50, '409 tournament_full': 150 });
      const winners = users.filter((_, i) => results[i].status === 201);
      const losers = users.filter((_, i) => results[i].status !== 201);
      expect(new Set(results.filter((r) => r.status === 201).map((r) => r.body.internal_player_id)).size).toBe(50);
      expect(await ledgerCount(tid, 'entry')).toBe(50);
      const entries = await db().query(
        `SELECT p.external_id FROM tournament_entries e JOIN players p ON p.id = e.player_id WHERE e.tournament_id = $1`,
        [tid],
      );
      expect(entries.map((e: { external_id: string }) => e.external_id).sort()).toEqual([...winners].sort());
      const debited = await db().query(
        `SELECT p.external_id FROM ledger_entries l JOIN players p ON p.id = l.player_id WHERE l.tournament_id = $1 AND l.kind = 'entry'`,
        [tid],
      );
      expect(debited.map((e: { external_id: string }) => e.external_id).sort()).toEqual([...winners].sort());
      expect(await tournamentRow(tid)).toEqual({ status: 'scheduled', current_players: 50, fees_collected: 250 });
      const details = await client.get(`/api/tournaments/${tid}`);
      expect(details.body.tournament.currentPlayers).toBe(50);
      const after = await balances();
      for (const user of losers) expect([user, after.get(user)]).toEqual([user, 7.5]);
      for (const user of winners) expect([user, after.get(user)]).toEqual([user, 2.5]);
    },
    TIMEOUT,
  );

  it(
    '20 parallel registrations of one user with different payment_ids: one entry, one debit, 19 player_already_registered',
    async () => {
      const tid = await createTournamentId(client, { entry_fee: 5, max_players: 10 });
      const user = uid('eager');
      await fund(user, 100);

      const results = await times(20, (i) => register(tid, user, `pay-${user}-${i}`));

      expect(tally(results)).toEqual({ '201': 1, '409 player_already_registered': 19 });
      expect(await ledgerCount(tid, 'entry')).toBe(1);
      const [entries] = await db().query('SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1', [tid]);
      expect(entries.n).toBe(1);
      expect((await tournamentRow(tid)).current_players).toBe(1);
      expect(await balanceOf(user)).toBe(95);
    },
    TIMEOUT,
  );

  it(
    'the same payment_id 20 times at once debits once: all 201 with the same internal_player_id',
    async () => {
      const tid = await createTournamentId(client, { entry_fee: 5, max_players: 10 });
      const user = uid('retry');
      await fund(user, 100);

      const results = await times(20, () => register(tid, user, `pay-${user}`));

      expect(tally(results)).toEqual({ '201': 20 });
      expect(new Set(results.map((r) => r.body.internal_player_id)).size).toBe(1);
      expect(new Set(results.map((r) => r.body.player_id)).size).toBe(1);
      expect(await ledgerCount(tid, 'entry')).toBe(1);
      const [rows] = await db().query('SELECT count(*)::int AS n FROM ledger_entries WHERE operator_id = $1 AND transaction_id LIKE $2', [
        operatorId,
        `%pay-${user}`,
      ]);
      expect(rows.n).toBe(1);
      expect((await tournamentRow(tid)).current_players).toBe(1);
      expect(await balanceOf(user)).toBe(95);
    },
    TIMEOUT,
  );

  it(
    '10 parallel cancels with paid entries and rebuys refund once: one 200 with the right totals, nine tournament_cancelled',
    async () => {
      const tid = await createTournamentId(client, {
        entry_fee: 4,
        config: { rebuy_enabled: true, rebuy_fee: 1.5, max_entries_per_player: 5 },
      });
      const users = Array.from({ length: 6 }, () => uid('cancel'));
      await fundAll(users, 20);
      const regs = await times(users.length, (i) => register(tid, users[i], `pay-${users[i]}`));
      expect(tally(regs)).toEqual({ '201': 6 });
      // Rebuys: user 0 twice (1 + 2 entries), user 1 once, users 2-5 none.
      expect((await rebuy(tid, regs[0].body.player_id, { payment_id: `rb1-${users[0]}` })).status).toBe(200);
      expect((await rebuy(tid, regs[0].body.player_id, { payment_id: `rb2-${users[0]}`, additional_entries: 2 })).status).toBe(200);
      expect((await rebuy(tid, regs[1].body.internal_player_id, {})).status).toBe(200);
      const paid = 6 * 4 + 4 * 1.5;
      expect((await tournamentRow(tid)).fees_collected).toBe(paid);

      const results = await times(10, () => cancel(tid));

      expect(tally(results)).toEqual({ '200': 1, '409 tournament_cancelled': 9 });
      expect(results.find((r) => r.status === 200)!.body).toEqual({
        cancelled: true,
        reason: 'Provider outage',
        refunds: { totalRefunded: paid, playersRefunded: 6 },
      });
      const perDebit = await refundsPerDebit(tid);
      expect(perDebit).toHaveLength(6 + 3);
      expect(perDebit.filter((d) => d.refunds !== 1)).toEqual([]);
      expect(await ledgerCount(tid, 'refund')).toBe(9);
      expect(await tournamentRow(tid)).toMatchObject({ status: 'cancelled', fees_collected: 0 });
      const after = await balances();
      for (const user of users) expect([user, after.get(user)]).toEqual([user, 20]);
      const players = (await client.get(`/api/tournaments/${tid}/players`)).body.players;
      expect(players.map((p: { status: string }) => p.status)).toEqual(Array(6).fill('refunded'));
    },
    TIMEOUT,
  );

  describe('balances never go below zero', () => {
    it(
      'parallel rebuys: a balance covering k rebuys gets exactly k of many more, and ends at the remainder',
      async () => {
        const k = 6;
        const tid = await createTournamentId(client, {
          entry_fee: 2,
          config: { rebuy_enabled: true, rebuy_fee: 1.5, max_entries_per_player: 100 },
        });
        const user = uid('rebuyer');
        await fund(user, 2 + k * 1.5 + 1.25);
        const reg = await register(tid, user, `pay-${user}`);
        expect(reg.status).toBe(201);

        const results = await times(40, (i) =>
          rebuy(tid, reg.body.internal_player_id, i % 2 === 0 ? {} : { payment_id: `rb-${user}-${i}` }),
        );

        expect(tally(results)).toEqual({ '200': k, '409 insufficient_balance': 40 - k });
        expect(await balanceOf(user)).toBe(1.25);
        expect(await ledgerCount(tid, 'rebuy')).toBe(k);
        const [entry] = await db().query('SELECT entry_count, total_paid::float8 AS total_paid FROM tournament_entries WHERE id = $1', [
          reg.body.internal_player_id,
        ]);
        expect(entry).toEqual({ entry_count: 1 + k, total_paid: 2 + k * 1.5 });
        expect(
          results
            .filter((r) => r.status === 200)
            .map((r) => r.body.new_entry_count)
            .sort((a, b) => a - b),
        ).toEqual(Array.from({ length: k }, (_, i) => i + 2));
      },
      TIMEOUT,
    );

    it(
      'parallel transfers out: exactly as many as the balance covers, never overdrawn',
      async () => {
        const user = uid('cashout');
        await fund(user, 10);

        const results = await times(40, () => transferOut(user, 0.7));

        // 14 × 0.70 = 9.80 fits in 10.00, a 15th does not.
        expect(tally(results)).toEqual({ '201': 14, '409 insufficient_balance': 26 });
        expect(await balanceOf(user)).toBe(0.2);
        const balancesSeen = results.filter((r) => r.status === 201).map((r) => r.body.balance);
        expect(balancesSeen.every((b) => b >= 0)).toBe(true);
        expect(new Set(balancesSeen).size).toBe(14);
      },
      TIMEOUT,
    );

    it(
      'parallel rebuys and transfers out on one balance: what succeeded is exactly what left, and every refusal was right',
      async () => {
        const tid = await createTournamentId(client, {
          entry_fee: 1,
          config: { rebuy_enabled: true, rebuy_fee: 1.5, max_entries_per_player: 100 },
        });
        const user = uid('mixed');
        await fund(user, 1 + 12);
        const reg = await register(tid, user, `pay-${user}`);
        expect(reg.status).toBe(201);

        const requests = Array.from({ length: 40 }, (_, i) =>
          i % 2 === 0 ? { kind: 'rebuy', amount: 1.5 } : { kind: 'out', amount: i % 4 === 1 ? 0.7 : 2.3 },
        );
        const results = await Promise.all(
          requests.map((r) => (r.kind === 'rebuy' ? rebuy(tid, reg.body.player_id) : transferOut(user, r.amount))),
        );

        const spent = requests.reduce((sum, r, i) => sum + (results[i].status < 300 ? r.amount : 0), 0);
        const left = await balanceOf(user);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(Math.round((12 - spent) * 100) / 100).toBe(left);
        for (const [i, r] of results.entries()) {
          if (r.status >= 300) {
            expect({ status: r.status, error: r.body.error }).toEqual({ status: 409, error: 'insufficient_balance' });
            // The balance only went down, so a refused request never fitted what is left.
            expect(requests[i].amount).toBeGreaterThan(left!);
          }
        }
        const successfulRebuys = requests.filter((r, i) => r.kind === 'rebuy' && results[i].status === 200).length;
        expect(await ledgerCount(tid, 'rebuy')).toBe(successfulRebuys);
      },
      TIMEOUT,
    );
  });

  it(
    'parallel withdraw and cancel of the same players refund every debit exactly once',
    async () => {
      for (let round = 0; round < 4; round++) {
        const tid = await createTournamentId(client, {
          entry_fee: 3,
          config: { rebuy_enabled: true, rebuy_fee: 2, max_entries_per_player: 3 },
        });
        const users = Array.from({ length: 4 }, () => uid(`wc${round}`));
        await fundAll(users, 10);
        const regs = await times(users.length, (i) => register(tid, users[i], `pay-${users[i]}`));
        expect(tally(regs)).toEqual({ '201': 4 });
        expect((await rebuy(tid, regs[0].body.player_id)).status).toBe(200);
        const paidBy = users.map((_, i) => (i === 0 ? 5 : 3));

        // Every player withdrawn, twice, while the tournament is cancelled, twice, all at once;
        // each round sends the cancels at other places among the withdrawals, so that some
        // rounds see the cancel first and others the withdrawals.
        const calls: Array<{ kind: 'withdraw'; user: number } | { kind: 'cancel' }> = [
          ...users.map((_, i) => ({ kind: 'withdraw' as const, user: i })),
          ...users.map((_, i) => ({ kind: 'withdraw' as const, user: i })),
        ];
        calls.splice(3 * round, 0, { kind: 'cancel' });
        calls.splice(9 - round, 0, { kind: 'cancel' });
        const results = await Promise.all(
          calls.map((c) => (c.kind === 'cancel' ? cancel(tid) : withdraw(tid, regs[c.user].body.player_id))),
        );

        const cancels = results.filter((_, i) => calls[i].kind === 'cancel');
        expect(tally(cancels)).toEqual({ '200': 1, '409 tournament_cancelled': 1 });
        const withdrawnUsers = new Set<number>();
        for (const [i, r] of results.entries()) {
          const call = calls[i];
          if (call.kind !== 'withdraw') continue;
          if (r.status === 200) {
            expect(withdrawnUsers.has(call.user)).toBe(false);
            withdrawnUsers.add(call.user);
            expect(r.body.refund).toEqual({ amount: paidBy[call.user], currency: 'EUR' });
          } else {
            expect(r.status).toBe(409);
            expect(['tournament_cancelled', 'conflict']).toContain(r.body.error);
          }
        }
        const cancelled = cancels.find((r) => r.status === 200)!.body;
        const stillSeated = users.map((_, i) => i).filter((i) => !withdrawnUsers.has(i));
        expect(cancelled.refunds).toEqual({
          totalRefunded: stillSeated.reduce((sum, i) => sum + paidBy[i], 0),
          playersRefunded: stillSeated.length,
        });
        const perDebit = await refundsPerDebit(tid);
        expect(perDebit).toHaveLength(5);
        expect(perDebit.filter((d) => d.refunds !== 1)).toEqual([]);
        expect(await tournamentRow(tid)).toMatchObject({ status: 'cancelled', fees_collected: 0 });
        const after = await balances();
        for (const user of users) expect([user, after.get(user)]).toEqual([user, 10]);
        const statuses = await db().query(
          'SELECT status, count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1 GROUP BY status ORDER BY status',
          [tid],
        );
        expect(Object.fromEntries(statuses.map((s: { status: string; n: number }) => [s.status, s.n]))).toEqual({
          ...(stillSeated.length ? { refunded: stillSeated.length } : {}),
          ...(withdrawnUsers.size ? { withdrawn: withdrawnUsers.size } : {}),
        });
        await expectLedgerReconciles(t);
      }
    },
    TIMEOUT,
  );
});

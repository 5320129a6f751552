import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { newId } from '@app/common';
import { TournamentEntity } from '@app/database';
import { EntryWrite, RegistrationRepository, registrationReadSql } from '@app/players/registration/registration.repository';
import { createKey, operatorWithKey } from '../support/factories';
import { FakeWallet, startFakeWallet } from '../support/fake-wallet-server';
import { HttpClient } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { countedRequests, resetStatementCounts, StatementCounterModule } from '../support/statement-counter.module';
import { startTestApp, TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { createTournamentId } from '../support/tournament-fixtures';
import { nodesOf, PlanNode } from '../support/query-plan';

// How many statements one registration sends to the database, BEGIN and COMMIT included, counted
// at the pg driver for that request alone (docs/benchmarks.md, "Registration in a few statements").
// Transfer wallet: one read, then register_player_entry(...) alone, outside a transaction (it
// commits when it ends, so the tournament row it locks for the seat is held only while it runs).
const TRANSFER_MOST = 2;
// An Idempotency-Key adds its claim (before) and its stored response (after).
const TRANSFER_WITH_KEY_MOST = 4;
// Seamless wallet: the same two, and the debit intent around the wallet call (rolled-back check,
// intent, rolled-back check again, intent done).
const SEAMLESS_MOST = 6;

/** OperatorLimitOverrides' read of the operator row (TypeORM's findOne by id). */
const OVERRIDES_READ = /^SELECT .* FROM "operators" "OperatorEntity" WHERE \(\("OperatorEntity"\."id" = \$1\)\) LIMIT 1$/s;

/** The columns an index condition compares, sorted: `((tournament_id = t.id) AND (player_id = $0))` → player_id, tournament_id. */
function keyColumnsOf(condition: string): string[] {
  return [...condition.matchAll(/\(+(\w+)\)?(?:::\w+)? = /g)].map((m) => m[1]!).sort();
}

describe('registration statements (the registration path stays a few round trips)', () => {
  let t: TestApp;
  let wallet: FakeWallet;
  let transfer: HttpClient;
  let seamless: HttpClient;
  let seq = 0;

  beforeAll(async () => {
    wallet = await startFakeWallet();
    // The key stays cached for the whole test (10 s, the most allowed): with the default 1 s, a
    // slow run re-reads the key between the warm-up and the measured request, which is the key
    // cache's statement, not the registration's.
    t = await startTestApp(
      { dataDir: mkdtempSync(join(tmpdir(), 'registration-statements-')), walletAllowLocalhost: true, apiKeyCacheMs: 10_000 },
      [StatementCounterModule],
    );
    transfer = (await operatorWithKey(t)).client;
    const res = await t.admin.post('/api/admin/operators', {
      name: 'Seamless statements',
      wallet_mode: 'seamless',
      wallet_url: wallet.url,
      wallet_secret: wallet.secret,
    });
    expect(res.status).toBe(201);
    seamless = (await createKey(t, res.body.operator_id)).client;
  });
  afterAll(async () => {
    await t?.close();
    await wallet?.close();
  });
  afterEach(async () => expectLedgerReconciles(t));

  const uid = (prefix: string) => `${prefix}-${++seq}`;
  const fund = async (userId: string) => {
    const res = await transfer.post(`/api/players/${userId}/wallet/transfers`, {
      transfer_id: `fund-${userId}`,
      direction: 'in',
      amount: 100,
    });
    expect(res.status).toBe(201);
  };
  const paid = (userId: string) => ({ user_id: userId, entry_payment_details: { payment_id: `pay-${userId}` } });

  /** Fails above `most` statements, listing them (so a failure says which one crept in). */
  function expectAtMost(statements: string[], most: number): void {
    expect({ count: statements.length, statements: statements.length > most ? statements : 'within the limit' }).toEqual({
      count: statements.length,
      statements: 'within the limit',
    });
  }

  /**
   * The statements of one registration request, as the driver received them, but for the rate
   * limiter's read of the operator's overrides: it comes at most once a second per operator
   * (OVERRIDES_TTL_MS), whatever the route, so a slow run sees it now and then.
   */
  async function statementsOf(client: HttpClient, tournamentId: string, body: Record<string, unknown>) {
    resetStatementCounts();
    const res = await client.post(`/api/tournaments/${tournamentId}/players`, body);
    const requests = countedRequests().filter((r) => r.method === 'POST' && r.url.endsWith(`/tournaments/${tournamentId}/players`));
    expect(requests).toHaveLength(1);
    const kept = requests[0]!.statements
      .map((sql, i) => ({ sql, name: requests[0]!.names[i] }))
      .filter(({ sql }) => !OVERRIDES_READ.test(sql));
    return { res, statements: kept.map((s) => s.sql), names: kept.map((s) => s.name) };
  }

  /** A tournament with one registration made already, so the key and the operator are known and cached. */
  async function warmTournament(client: HttpClient, overrides: Record<string, unknown>, funded: boolean): Promise<string> {
    const tid = await createTournamentId(client, { max_players: 10, ...overrides });
    const warm = uid('warm');
    if (funded) await fund(warm);
    else wallet.setBalance(warm, 'EUR', 20);
    expect((await client.post(`/api/tournaments/${tid}/players`, paid(warm))).status).toBe(201);
    return tid;
  }

  it(`a paid registration from a transfer wallet: at most ${TRANSFER_MOST} statements`, async () => {
    const tid = await warmTournament(transfer, { entry_fee: 5 }, true);
    const user = uid('paid');
    await fund(user);
    const { res, statements } = await statementsOf(transfer, tid, paid(user));
    expect(res.status).toBe(201);
    expectAtMost(statements, TRANSFER_MOST);
    // No transaction: nothing holds the tournament row between the function and a COMMIT.
    expect(statements.filter((s) => /^\s*(START TRANSACTION|BEGIN|COMMIT)/i.test(s))).toEqual([]);
    expect(statements.at(-1)).toMatch(/register_player_entry/);
    expect((await transfer.get(`/api/players/${user}/wallet`)).body.balances).toEqual([{ currency: 'EUR', amount: 95 }]);
  });

  it(`a free registration of a new player: at most ${TRANSFER_MOST} statements`, async () => {
    const tid = await warmTournament(transfer, { entry_fee: 0 }, true);
    const { res, statements } = await statementsOf(transfer, tid, { user_id: uid('free') });
    expect(res.status).toBe(201);
    expectAtMost(statements, TRANSFER_MOST);
  });

  it(`with an Idempotency-Key: at most ${TRANSFER_WITH_KEY_MOST} statements`, async () => {
    const tid = await warmTournament(transfer, { entry_fee: 5 }, true);
    const user = uid('keyed');
    await fund(user);
    const keyed = transfer.with({ 'Idempotency-Key': `key-${user}` });
    const { res, statements } = await statementsOf(keyed, tid, paid(user));
    expect(res.status).toBe(201);
    expectAtMost(statements, TRANSFER_WITH_KEY_MOST);
  });

  it(`refusals cost no more: insufficient balance and already registered within ${TRANSFER_MOST} statements`, async () => {
    const tid = await warmTournament(transfer, { entry_fee: 5 }, true);
    const poor = uid('poor');
    const refused = await statementsOf(transfer, tid, paid(poor));
    expect(refused.res.status).toBe(409);
    expect(refused.res.body.error).toBe('insufficient_balance');
    expectAtMost(refused.statements, TRANSFER_MOST);
    const user = uid('twice');
    await fund(user);
    expect((await transfer.post(`/api/tournaments/${tid}/players`, paid(user))).status).toBe(201);
    const again = await statementsOf(transfer, tid, { user_id: user, entry_payment_details: { payment_id: `other-${user}` } });
    expect(again.res.status).toBe(409);
    expect(again.res.body.error).toBe('player_already_registered');
    expectAtMost(again.statements, TRANSFER_MOST);
  });

  it('the read is a prepared statement, and its generic plan reads entries by whole unique keys', async () => {
    const tid = await warmTournament(transfer, { entry_fee: 5 }, true);
    const user = uid('prepared');
    await fund(user);
    const { res, statements, names } = await statementsOf(transfer, tid, paid(user));
    expect(res.status).toBe(201);
    // Parsed and planned once per pooled connection: planning it on every registration cost the
    // database about as much as the registration's writes. (Not on the embedded database, whose
    // connections are one session: a name prepared by one would already exist for the next.)
    expect(names[statements.findIndex((s) => /FROM operators o/.test(s))]).toBe(TEST_DB_KIND === 'postgres' ? 'registration_read' : null);

    // A prepared statement soon runs a generic plan, made without the parameters' values and with
    // whatever statistics the tables have then (none, on a table that filled since its last
    // ANALYZE). Such a plan must still reach the user's live entry by tournament and player and
    // the payment_id's entry by operator and payment_id, never walk the tournament's entries.
    const db = t.app.get(DataSource);
    const plan = await db.transaction(async (manager) => {
      await manager.query(`SET LOCAL plan_cache_mode = force_generic_plan`);
      await manager.query(`SET LOCAL enable_seqscan = off`);
      await manager.query(`SET LOCAL enable_bitmapscan = off`);
      await manager.query(`PREPARE registration_read_plan AS ${registrationReadSql(manager)}`);
      try {
        const operatorId = (await manager.query(`SELECT operator_id FROM tournaments WHERE id = $1`, [tid]))[0].operator_id as string;
        const [row] = await manager.query(
          `EXPLAIN (FORMAT JSON) EXECUTE registration_read_plan('${operatorId}', '${tid}', '${user}', 'pay-${user}')`,
        );
        return (typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN'])[0].Plan as PlanNode;
      } finally {
        await manager.query(`DEALLOCATE registration_read_plan`);
      }
    });
    const entryScans = nodesOf(plan)
      .filter((node) => node['Relation Name'] === 'tournament_entries')
      .map((node) => ({ index: node['Index Name'], keys: keyColumnsOf(node['Index Cond'] ?? '') }));
    expect(entryScans).toEqual(
      expect.arrayContaining([
        { index: 'uq_entries_tournament_player_live', keys: ['player_id', 'tournament_id'] },
        { index: 'uq_entries_operator_payment', keys: ['operator_id', 'payment_id'] },
      ]),
    );
    expect(entryScans).toHaveLength(2);
  });

  it('the seat that starts a tournament (start_when_full) commits in one transaction with the start', async () => {
    const tid = await warmTournament(transfer, { entry_fee: 5, max_players: 2, config: { start_when_full: true } }, true);
    const user = uid('last');
    await fund(user);
    const { res, statements } = await statementsOf(transfer, tid, paid(user));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('active');
    const begin = statements.findIndex((s) => /^\s*(START TRANSACTION|BEGIN)/i.test(s));
    const write = statements.findIndex((s) => /register_player_entry/.test(s));
    expect(begin).toBeGreaterThanOrEqual(0);
    expect(write).toBeGreaterThan(begin);
    expect(statements.at(-1)).toMatch(/^COMMIT/);
    expect((await transfer.get(`/api/tournaments/${tid}`)).body.tournament.status).toBe('in_progress');
  });

  it('the seat update is HOT (no new index entries) but for the seat that fills the tournament', async () => {
    // A seat changes current_players, fees_collected, standings_updated_at and event_sequence of
    // the tournament row, which registrations into one tournament queue on. With none of them in
    // an index (has_room only stands for current_players in uq_tournaments_open_lobby), the new
    // row version is a heap-only tuple: no entry in any index of tournaments. PostgreSQL counts
    // both kinds of update for the transaction (pg_stat_xact_user_tables), here the one on this
    // connection that writes the seats with the registration's own statement.
    const tid = await createTournamentId(transfer, { entry_fee: 0, max_players: 4 });
    const db = t.app.get(DataSource);
    const registrations = t.app.get(RegistrationRepository);
    const counts = await db.transaction(async (manager) => {
      const tournament = await manager.findOneByOrFail(TournamentEntity, { id: tid });
      const updates = async (): Promise<{ updates: number; hot: number }> =>
        (
          await manager.query(
            `SELECT n_tup_upd::int AS updates, n_tup_hot_upd::int AS hot FROM pg_stat_xact_user_tables WHERE relname = 'tournaments'`,
          )
        )[0];
      const seat = async (): Promise<number | undefined> => {
        const userId = uid('hot');
        const entryId = newId();
        const write: EntryWrite = {
          operatorId: tournament.operatorId,
          tournamentId: tid,
          userId,
          displayName: userId,
          entryId,
          entryStatus: 'registered',
          fee: '0',
          charge: false,
          walletMode: 'transfer',
          currency: tournament.currency,
          paymentId: null,
          requestHash: '0'.repeat(64),
          transactionId: `free:${entryId}`,
          now: new Date(),
          terms: {
            status: tournament.status,
            entryFee: tournament.entryFee,
            currency: tournament.currency,
            config: JSON.stringify(tournament.config),
            actualStartTime: null,
          },
          feesLimit: '1000000',
          event: { internalPlayerId: entryId, externalUserId: userId, displayName: userId, entryFee: 0, currency: tournament.currency },
        };
        return (await registrations.write(manager, write))?.currentPlayers;
      };
      // Deltas: the counts of the connection may hold earlier transactions' too, until they are
      // reported (never during a transaction).
      const since = async (from: { updates: number; hot: number }) => {
        const now = await updates();
        return { updates: now.updates - from.updates, hot: now.hot - from.hot };
      };
      const before = await updates();
      const seats = [await seat(), await seat(), await seat()];
      const threeSeats = await since(before);
      const beforeLast = await updates();
      const last = await seat();
      const lastSeat = await since(beforeLast);
      return { seats: [...seats, last], threeSeats, lastSeat };
    });
    expect(counts).toEqual({
      seats: [1, 2, 3, 4],
      threeSeats: { updates: 3, hot: 3 },
      // The fourth seat fills it: has_room, which the open-lobby index's predicate names, turns false.
      lastSeat: { updates: 1, hot: 0 },
    });
    expect((await transfer.get(`/api/tournaments/${tid}`)).body.tournament.currentPlayers).toBe(4);
  });

  it(`a paid registration from a seamless wallet: at most ${SEAMLESS_MOST} statements`, async () => {
    const tid = await warmTournament(seamless, { entry_fee: 5 }, false);
    const user = uid('seamless');
    wallet.setBalance(user, 'EUR', 20);
    const { res, statements } = await statementsOf(seamless, tid, paid(user));
    expect(res.status).toBe(201);
    expectAtMost(statements, SEAMLESS_MOST);
    expect(wallet.balanceOf(user, 'EUR')).toBe('15.00');
  });
});

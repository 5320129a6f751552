import { FakeWallet, startFakeWallet } from '../../support/fake-wallet-server';
import { HttpClient } from '../../support/http';
import { ServiceProcess, sleep } from '../../support/spawn-service';
import { TEST_DB_KIND } from '../../support/test-database';
import { attempt, clientOf, CrashRig, operatorWithKey, seatField } from '../support/crash-kit';
import { recordFigures } from '../support/figures';
import { expectLedgerReconcilesWith, expectSeatInvariants, ledgerDifference, Query } from '../support/storm-kit';

/**
 * crash.payouts (issue 9, section 2; D9 "nothing is paid twice, whatever the retries, crashes or
 * parallel calls"): the built service completes 1,000-player tournaments where every player is
 * paid ({"1-1000": 0.1}) and SIGKILLs itself at a fault point in the middle of paying:
 * - transfer: inside the completion transaction, after every position was written and before
 *   any prize (`payout.after_positions`): all or nothing, so nothing is paid, and completing
 *   again after the restart pays every prize once;
 * - seamless: in the wallet worker, after the operator's wallet accepted the N-th prize credit
 *   and before the operation was marked done (`payout.after_credit_sent@N`): after the restart
 *   that credit is sent again with the same transaction id, which the wallet absorbs as a replay,
 *   so every prize reaches its player exactly once in effect.
 * This replaces test/e2e/payout-crash.e2e-spec.ts, which killed the process after a timer.
 *
 * The fields are seated in SQL (free entries, as registration writes them): registration has its
 * own crash cases.
 */
jest.setTimeout(240_000);

const PLAYERS = 1_000;
/** 1234.56 over 1000 places of 0.1 %: 1.23456 each → 1.23, and the 456 cents left to the first 456. */
const POOL = 1234.56;
const POOL_CENTS = 123_456;
const expectedCents = (position: number) => (position <= 456 ? 124 : 123);
const CRASH_AT_CREDIT = 300;

interface Field {
  tid: string;
  apiKey: string;
  operatorId: string;
  /** User ids in registration order: user i finishes at position i + 1 (nobody scores). */
  users: string[];
}

describe('crash.payouts: prize payouts killed at fault points', () => {
  const rig = new CrashRig();
  let wallet: FakeWallet;
  let seamless: Field;
  let seamlessBefore: Field;
  let transfer: Field;

  /** An operator with a tournament of free entries, a 1234.56 guarantee and every place paid. */
  async function scheduledTournament(
    service: ServiceProcess,
    prefix: string,
    settings: Record<string, unknown>,
  ): Promise<Omit<Field, 'users'>> {
    const { operatorId, apiKey } = await operatorWithKey(service, `Crash payouts ${prefix}`, settings);
    const created = await clientOf(service, apiKey).post('/api/tournaments', {
      name: `Crash ${prefix}`,
      external_id: `crash-${prefix}`,
      game: 'book-of-gold',
      scheduled_start: new Date(Date.now() + 3_600_000).toISOString(),
      entry_fee: 0,
      max_players: PLAYERS,
      prize_pool: { total: POOL, distribution: { [`1-${PLAYERS}`]: 0.1 } },
    });
    expect(created.status).toBe(201);
    return { tid: created.body.tournament_id, apiKey, operatorId };
  }

  beforeAll(async () => {
    await rig.setUp();
    wallet = await startFakeWallet();
    const { service } = await rig.start();
    const sl = await scheduledTournament(service, 'sl', { wallet_mode: 'seamless', wallet_url: wallet.url, wallet_secret: wallet.secret });
    const sb = await scheduledTournament(service, 'sb', { wallet_mode: 'seamless', wallet_url: wallet.url, wallet_secret: wallet.secret });
    const tr = await scheduledTournament(service, 'tr', { wallet_mode: 'transfer' });
    await rig.stop(service);
    await rig.withDatabase(async (query) => {
      seamless = { ...sl, users: await seatField(query, sl.tid, 'sl', PLAYERS) };
      seamlessBefore = { ...sb, users: await seatField(query, sb.tid, 'sb', PLAYERS) };
      transfer = { ...tr, users: await seatField(query, tr.tid, 'tr', PLAYERS) };
    });
  });

  afterAll(async () => {
    await rig.tearDown();
    await wallet?.close();
  });

  /** The results (spec 9): 1000 winners in registration order, each prize exact; the prize of each user in cents. */
  async function expectFullResults(client: HttpClient, field: Field): Promise<Map<string, number>> {
    const results = await client.get(`/api/tournaments/${field.tid}/results`);
    expect(results.status).toBe(200);
    expect(results.body).toMatchObject({
      status: 'completed',
      totalPlayers: PLAYERS,
      prizePool: { totalAmount: POOL },
      statistics: { operatorRevenue: -POOL },
    });
    const winners: Array<{ position: number; displayName: string; prizeAmount: number }> = results.body.winners;
    expect(winners.map((w) => [w.position, w.displayName, Math.round(w.prizeAmount * 100)])).toEqual(
      field.users.map((user, i) => [i + 1, user, expectedCents(i + 1)]),
    );
    return new Map(field.users.map((user, i) => [user, expectedCents(i + 1)]));
  }

  /** Exactly one prize row per entry in the ledger, summing to the pool; the invariants of the whole database. */
  async function expectPaidOnce(query: Query, tid: string): Promise<string> {
    const [row] = await query(
      `SELECT count(*)::int AS n, count(DISTINCT transaction_id)::int AS ids, count(DISTINCT entry_id)::int AS entries, sum(amount)::text AS total
       FROM ledger_entries WHERE tournament_id = $1 AND kind = 'prize'`,
      [tid],
    );
    expect(row).toEqual({ n: PLAYERS, ids: PLAYERS, entries: PLAYERS, total: '1234.56000000' });
    await expectSeatInvariants(query);
    await expectLedgerReconcilesWith(query);
    const difference = await ledgerDifference(query);
    expect(Number(difference)).toBe(0);
    return difference;
  }

  it('transfer: killed inside the completion transaction after the positions (payout.after_positions): nothing paid, then everything paid once', async () => {
    const { service: first } = await rig.start('payout.after_positions');
    const client = clientOf(first, transfer.apiKey);
    expect((await client.post(`/api/tournaments/${transfer.tid}/start`)).status).toBe(200);

    const completion = await attempt(() => client.post(`/api/tournaments/${transfer.tid}/complete`));
    expect(completion).toEqual({ failure: 'lost' });
    await rig.expectKilled(first);

    const { service: second, readyMs } = await rig.start();
    const again = clientOf(second, transfer.apiKey);
    // All or nothing: the completion never committed, so no position, prize or balance survived.
    expect((await again.get(`/api/tournaments/${transfer.tid}`)).body.tournament.status).toBe('in_progress');
    expect((await again.get(`/api/tournaments/${transfer.tid}/results`)).status).toBe(409);
    if (TEST_DB_KIND === 'postgres') {
      // (The embedded database has one owner while the service runs.)
      const [leftBehind] = await rig.withDatabase((query) =>
        query(
          `SELECT count(position)::int AS positions, count(prize_amount)::int AS prizes FROM tournament_entries WHERE tournament_id = $1`,
          [transfer.tid],
        ),
      );
      expect(leftBehind).toEqual({ positions: 0, prizes: 0 });
    }
    expect((await again.get(`/api/players/${transfer.users[0]}/wallet`)).body.balances).toEqual([]);

    // The operator completes it again: paid once; a third completion is refused.
    expect((await again.post(`/api/tournaments/${transfer.tid}/complete`)).status).toBe(200);
    expect((await again.post(`/api/tournaments/${transfer.tid}/complete`)).status).toBe(409);
    const prizes = await expectFullResults(again, transfer);
    await rig.stop(second);

    const difference = await rig.withDatabase(async (query) => {
      const difference = await expectPaidOnce(query, transfer.tid);
      const rows = await query(
        `SELECT p.external_id AS user, a.balance::text AS balance FROM wallet_accounts a JOIN players p ON p.id = a.player_id WHERE a.operator_id = $1 ORDER BY p.external_id`,
        [transfer.operatorId],
      );
      expect(rows).toEqual(transfer.users.map((user) => ({ user, balance: (prizes.get(user)! / 100).toFixed(8) })));
      return difference;
    });
    const figures = {
      crash_point: 'payout.after_positions',
      players: PLAYERS,
      paid_places: PLAYERS,
      complete_requests: 3,
      lost_to_the_crash: 1,
      paid_before_restart: 0,
      prizes_paid: PLAYERS,
      prize_total: POOL.toFixed(2),
      duplicates: 0,
      ledger_difference: difference,
      restart_to_ready_ms: readyMs,
    };
    console.info(`crash.payouts transfer (${TEST_DB_KIND}): ${JSON.stringify(figures)}`);
    recordFigures(
      'crashes',
      'crash.payouts.transfer',
      'Completion of a 1,000-winner tournament (transfer wallet) killed inside its transaction at payout.after_positions',
      figures,
    );
  });

  it(`seamless: killed after the wallet accepted prize credit ${CRASH_AT_CREDIT} (payout.after_credit_sent@${CRASH_AT_CREDIT}): every prize credited once in effect`, async () => {
    const { service: first } = await rig.start(`payout.after_credit_sent@${CRASH_AT_CREDIT}`);
    const client = clientOf(first, seamless.apiKey);
    expect((await client.post(`/api/tournaments/${seamless.tid}/start`)).status).toBe(200);

    const prizeCredits = () =>
      wallet.requests.filter((r) => r.path === '/wallet/credit' && r.body?.reason === 'prize' && r.body?.tournament_id === seamless.tid);
    const delivered = () => new Set(prizeCredits().map((r) => r.body.transaction_id)).size;
    // The completion commits (prizes recorded, credits queued); the worker then delivers them.
    const completion = await attempt(() => client.post(`/api/tournaments/${seamless.tid}/complete`));
    await rig.expectKilled(first);
    // (Answered before the worker reached the N-th credit, unless the machine was very slow.)
    expect(completion.response?.status ?? completion.failure).toEqual(completion.response ? 200 : 'lost');
    // The worker sends one credit at a time: the crash came right after the wallet applied the N-th.
    const deliveredBeforeCrash = delivered();
    expect({ requests: prizeCredits().length, distinct: deliveredBeforeCrash }).toEqual({
      requests: CRASH_AT_CREDIT,
      distinct: CRASH_AT_CREDIT,
    });
    const crashedCredit = prizeCredits()[CRASH_AT_CREDIT - 1].body.transaction_id;

    const { service: second, readyMs } = await rig.start();
    // The credit the crash cut off is still pending: it is sent again once its lease (6 s after the claim) runs out.
    const sendsOf = (id: string) => prizeCredits().filter((r) => r.body.transaction_id === id).length;
    const deadline = Date.now() + 90_000;
    while (delivered() < PLAYERS || sendsOf(crashedCredit) < 2) {
      if (Date.now() > deadline) throw new Error(`only ${delivered()} credits delivered\n${second.output}`);
      await sleep(50);
    }
    for (let count = prizeCredits().length; ; count = prizeCredits().length) {
      await sleep(1_000);
      if (prizeCredits().length === count) break;
    }

    const prizes = await expectFullResults(clientOf(second, seamless.apiKey), seamless);
    const credits = prizeCredits();
    expect(credits.every((r) => r.signatureValid)).toBe(true);
    // Duplicates are only repeats of the same transaction id with the same body: idempotent replays.
    const byId = new Map<string, string[]>();
    const movement = (body: unknown) => JSON.stringify(body, ['transaction_id', 'user_id', 'amount', 'currency', 'reason']);
    for (const r of credits) byId.set(r.body.transaction_id, [...(byId.get(r.body.transaction_id) ?? []), movement(r.body)]);
    const repeated = [...byId.entries()].filter(([, bodies]) => bodies.length > 1);
    expect(repeated.map(([id]) => id)).toContain(crashedCredit);
    expect(repeated.filter(([, bodies]) => new Set(bodies).size !== 1)).toEqual([]);
    const duplicates = credits.length - PLAYERS;
    // Every wallet moved by exactly its prize.
    let credited = 0;
    const wrong: Array<{ user: string; cents: number }> = [];
    for (const user of seamless.users) {
      const cents = Math.round(Number(wallet.balanceOf(user, 'EUR')) * 100);
      if (cents !== prizes.get(user)) wrong.push({ user, cents });
      credited += cents;
    }
    expect(wrong).toEqual([]);
    expect(credited).toBe(POOL_CENTS);
    await rig.stop(second);

    const difference = await rig.withDatabase(async (query) => {
      const difference = await expectPaidOnce(query, seamless.tid);
      const rows = await query(
        `SELECT state, count(*)::int AS n FROM wallet_operations WHERE kind = 'credit' AND payload->>'tournamentId' = $1 GROUP BY state`,
        [seamless.tid],
      );
      expect(rows).toEqual([{ state: 'done', n: PLAYERS }]);
      return difference;
    });
    const figures = {
      crash_point: `payout.after_credit_sent@${CRASH_AT_CREDIT}`,
      players: PLAYERS,
      paid_places: PLAYERS,
      complete_answered: completion.response ? 1 : 0,
      credits_delivered_before_crash: deliveredBeforeCrash,
      credit_requests: credits.length,
      prizes_paid: PLAYERS,
      duplicates_absorbed: duplicates,
      wallet_net_credit: (credited / 100).toFixed(2),
      prize_total: POOL.toFixed(2),
      ledger_difference: difference,
      restart_to_ready_ms: readyMs,
    };
    console.info(`crash.payouts seamless (${TEST_DB_KIND}): ${JSON.stringify(figures)}`);
    recordFigures(
      'crashes',
      'crash.payouts.seamless',
      `Prize credits of a 1,000-winner tournament (seamless wallet) killed at payout.after_credit_sent@${CRASH_AT_CREDIT}`,
      figures,
    );
  });

  it(`seamless: killed right before prize credit ${CRASH_AT_CREDIT} is sent (payout.before_credit@${CRASH_AT_CREDIT}): each prize sent once, no duplicate`, async () => {
    const { service: first } = await rig.start(`payout.before_credit@${CRASH_AT_CREDIT}`);
    const client = clientOf(first, seamlessBefore.apiKey);
    expect((await client.post(`/api/tournaments/${seamlessBefore.tid}/start`)).status).toBe(200);
    const prizeCredits = () =>
      wallet.requests.filter(
        (r) => r.path === '/wallet/credit' && r.body?.reason === 'prize' && r.body?.tournament_id === seamlessBefore.tid,
      );
    const completion = await attempt(() => client.post(`/api/tournaments/${seamlessBefore.tid}/complete`));
    await rig.expectKilled(first);
    expect(completion.response?.status ?? completion.failure).toEqual(completion.response ? 200 : 'lost');
    const sentBeforeCrash = prizeCredits().length;
    expect(sentBeforeCrash).toBe(CRASH_AT_CREDIT - 1);

    const { service: second, readyMs } = await rig.start();
    const deadline = Date.now() + 90_000;
    while (prizeCredits().length < PLAYERS) {
      if (Date.now() > deadline) throw new Error(`only ${prizeCredits().length} credits sent\n${second.output}`);
      await sleep(50);
    }
    await sleep(1_000);
    const prizes = await expectFullResults(clientOf(second, seamlessBefore.apiKey), seamlessBefore);
    const credits = prizeCredits();
    expect({ requests: credits.length, distinct: new Set(credits.map((r) => r.body.transaction_id)).size }).toEqual({
      requests: PLAYERS,
      distinct: PLAYERS,
    });
    let credited = 0;
    const wrong: Array<{ user: string; cents: number }> = [];
    for (const user of seamlessBefore.users) {
      const cents = Math.round(Number(wallet.balanceOf(user, 'EUR')) * 100);
      if (cents !== prizes.get(user)) wrong.push({ user, cents });
      credited += cents;
    }
    expect(wrong).toEqual([]);
    expect(credited).toBe(POOL_CENTS);
    await rig.stop(second);

    const difference = await rig.withDatabase(async (query) => {
      const difference = await expectPaidOnce(query, seamlessBefore.tid);
      const rows = await query(
        `SELECT state, count(*)::int AS n FROM wallet_operations WHERE kind = 'credit' AND payload->>'tournamentId' = $1 GROUP BY state`,
        [seamlessBefore.tid],
      );
      expect(rows).toEqual([{ state: 'done', n: PLAYERS }]);
      return difference;
    });
    const figures = {
      crash_point: `payout.before_credit@${CRASH_AT_CREDIT}`,
      players: PLAYERS,
      paid_places: PLAYERS,
      credits_sent_before_crash: sentBeforeCrash,
      credit_requests: credits.length,
      prizes_paid: PLAYERS,
      duplicates_absorbed: 0,
      wallet_net_credit: (credited / 100).toFixed(2),
      prize_total: POOL.toFixed(2),
      ledger_difference: difference,
      restart_to_ready_ms: readyMs,
    };
    console.info(`crash.payouts seamless before_credit (${TEST_DB_KIND}): ${JSON.stringify(figures)}`);
    recordFigures(
      'crashes',
      'crash.payouts.seamless-before-credit',
      `Prize credits of a 1,000-winner tournament (seamless wallet) killed at payout.before_credit@${CRASH_AT_CREDIT}`,
      figures,
    );
  });
});

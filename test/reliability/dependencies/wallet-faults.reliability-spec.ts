import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ManualClock } from '@app/common';
import { WalletOperationsWorker } from '@app/wallet/ledger/wallet-operations.worker';
import { createKey } from '../../support/factories';
import { FakeWallet, startFakeWallet } from '../../support/fake-wallet-server';
import { HttpClient } from '../../support/http';
import { startTestApp, TestApp } from '../../support/test-app';
import { createTournamentId, minutesFromNow } from '../../support/tournament-fixtures';
import { FaultyWallet, startFaultyWallet, WalletCall, WalletFault } from '../support/dep-faulty-wallet';
import { LoadLog, Observed } from '../support/dep-load';
import { recordFigures } from '../support/figures';
import { reconciledLedgerDifference } from '../support/storm-kit';

// Issue 9.3, D9: the seamless wallet slow (answers after WALLET_TIMEOUT_MS: applied, outcome
// unknown), failing (5xx, connection reset before or after applying), refusing (insufficient
// funds) and all of these mixed, call by call, during a registration storm, then a cancellation
// (refund credits) and a completion (prize credits). The wallet worker is run until nothing is
// pending. Then, per user, the money at the wallet equals what the service recorded: no debit
// without a registration, no registration without a debit, every refund and prize credited
// exactly once in effect; the ledger reconciles.

const WALLET_TIMEOUT_MS = 300;
const SLOW_MS = 3 * WALLET_TIMEOUT_MS;
const PLAYERS = 24;
const PARALLEL = 8;
const FEE = 5;
const START_BALANCE = 20;

/** A stable number in [0, 1) for a call, so that each run injects the same faults. */
function roll(call: WalletCall, salt: string): number {
  return createHash('sha256').update(`${salt}|${call.operation}|${call.transactionId}|${call.attempt}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** Faults on the first two attempts of a call only, so that the worker's retries get through. */
const PROFILES: Record<string, (call: WalletCall) => WalletFault> = {
  slow: (c) => (c.attempt <= 2 && roll(c, 'slow') < 0.4 ? 'slow' : 'pass'),
  failing: (c) => {
    if (c.attempt > 2) return 'pass';
    const r = roll(c, 'failing');
    return r < 0.2 ? 'fail' : r < 0.35 ? 'reset' : r < 0.45 ? 'reset-after' : 'pass';
  },
  refusing: (c) => (roll(c, 'refusing') < 0.4 ? 'refuse' : 'pass'),
  mixed: (c) => {
    if (c.attempt > 2) return 'pass';
    const r = roll(c, 'mixed');
    return r < 0.12 ? 'slow' : r < 0.24 ? 'fail' : r < 0.32 ? 'reset' : r < 0.4 ? 'reset-after' : r < 0.5 ? 'refuse' : 'pass';
  },
};

describe('seamless wallet slow, failing and refusing under a registration storm (issue 9.3, D9)', () => {
  const clock = new ManualClock(new Date());
  let wallet: FakeWallet;
  let faulty: FaultyWallet;
  let t: TestApp;
  let seq = 0;

  beforeAll(async () => {
    wallet = await startFakeWallet();
    faulty = await startFaultyWallet(wallet.url, SLOW_MS);
    t = await startTestApp({ walletAllowLocalhost: true, walletTimeoutMs: WALLET_TIMEOUT_MS }, [], { clock });
  });
  afterAll(async () => {
    await t?.close();
    await faulty?.close();
    await wallet?.close();
  });

  const db = () => t.app.get(DataSource);

  /** Runs the wallet worker, moving the clock past every backoff, until nothing of the operator is pending. */
  async function settle(operatorId: string): Promise<number> {
    for (let pass = 1; pass <= 30; pass++) {
      await t.app.get(WalletOperationsWorker).runOnce();
      const [{ n }] = await db().query(`SELECT count(*)::int AS n FROM wallet_operations WHERE operator_id = $1 AND state = 'pending'`, [
        operatorId,
      ]);
      if (n === 0) return pass;
      clock.advance(10 * 60_000);
    }
    throw new Error('wallet operations still pending after 30 worker passes');
  }

  /** Registers `users` in parallel (PARALLEL at a time), each once, and returns every answer. */
  async function storm(client: HttpClient, tid: string, users: string[], log: LoadLog): Promise<Map<string, Observed>> {
    const answers = new Map<string, Observed>();
    const queue = [...users];
    await Promise.all(
      [...Array(PARALLEL)].map(async () => {
        for (let user = queue.shift(); user; user = queue.shift()) {
          const u = user;
          answers.set(
            u,
            await log.send('register', () =>
              client.post(`/api/tournaments/${tid}/players`, { user_id: u, entry_payment_details: { payment_id: `pay-${u}` } }),
            ),
          );
        }
      }),
    );
    return answers;
  }

  /** user id → money the service recorded for them in a tournament (entries paid, refunds, prizes). */
  async function recorded(tid: string): Promise<Map<string, { paid: number; refunded: number; prize: number }>> {
    const rows: Array<{ external_id: string; kind: string; amount: string }> = await db().query(
      `SELECT p.external_id, l.kind, sum(l.amount)::text AS amount FROM ledger_entries l JOIN players p ON p.id = l.player_id
       WHERE l.tournament_id = $1 GROUP BY p.external_id, l.kind`,
      [tid],
    );
    const byUser = new Map<string, { paid: number; refunded: number; prize: number }>();
    for (const row of rows) {
      const entry = byUser.get(row.external_id) ?? { paid: 0, refunded: 0, prize: 0 };
      if (row.kind === 'entry' || row.kind === 'rebuy') entry.paid += -Number(row.amount);
      else if (row.kind === 'refund') entry.refunded += Number(row.amount);
      else if (row.kind === 'prize') entry.prize += Number(row.amount);
      byUser.set(row.external_id, entry);
    }
    return byUser;
  }

  /** Users whose wallet balance differs from the start balance minus what the service recorded. */
  async function walletMismatches(tid: string, users: string[]): Promise<Array<{ user: string; wallet: string; expected: string }>> {
    const money = await recorded(tid);
    return users
      .map((user) => {
        const m = money.get(user) ?? { paid: 0, refunded: 0, prize: 0 };
        return { user, wallet: wallet.balanceOf(user, 'EUR'), expected: (START_BALANCE - m.paid + m.refunded + m.prize).toFixed(2) };
      })
      .filter((row) => row.wallet !== row.expected);
  }

  it.each(Object.keys(PROFILES))(
    '%s wallet: registrations match debits, refunds and prizes are credited once in effect',
    async (profile) => {
      const created = await t.admin.post('/api/admin/operators', {
        name: `Faulty wallet ${profile}`,
        wallet_mode: 'seamless',
        wallet_url: faulty.url,
        wallet_secret: wallet.secret,
      });
      expect(created.status).toBe(201);
      const operatorId: string = created.body.operator_id;
      const { client } = await createKey(t, operatorId);
      const tournament = (overrides: Record<string, unknown> = {}) =>
        createTournamentId(client, { entry_fee: FEE, max_players: 100, scheduled_start: minutesFromNow(60, clock.now()), ...overrides });
      const cancelled = await tournament();
      const completed = await tournament({ prize_pool: { total: 0, distribution: { '1': 50, '2': 30, '3': 20 } } });
      const usersOf = (tag: string) => [...Array(PLAYERS)].map(() => `${profile}-${tag}-${++seq}`);
      const [cancelUsers, completeUsers] = [usersOf('c'), usersOf('p')];
      for (const user of [...cancelUsers, ...completeUsers]) wallet.setBalance(user, 'EUR', START_BALANCE);

      // The storm, with this profile's faults on every wallet call.
      faulty.setPlan(PROFILES[profile]);
      const callsBefore = faulty.calls.length;
      const log = new LoadLog();
      const answers = new Map([
        ...(await storm(client, cancelled, cancelUsers, log)),
        ...(await storm(client, completed, completeUsers, log)),
      ]);
      // 201, 409 insufficient_balance (refused) or the D3 503 with Retry-After (unknown outcome).
      expect(log.unexpected().filter((a) => !(a.status === 409 && a.body?.error === 'insufficient_balance'))).toEqual([]);
      const workerPasses = [await settle(operatorId)];

      // Each 201 is a registration with its debit, each refusal none; at the wallet, after the
      // rollbacks of unknown outcomes, every user paid exactly for what the service registered.
      for (const [tid, users] of [
        [cancelled, cancelUsers],
        [completed, completeUsers],
      ] as const) {
        const entries: Array<{ external_id: string; payment_id: string }> = await db().query(
          `SELECT p.external_id, e.payment_id FROM tournament_entries e JOIN players p ON p.id = e.player_id WHERE e.tournament_id = $1`,
          [tid],
        );
        expect(entries.map((e) => e.external_id).sort()).toEqual(users.filter((u) => answers.get(u)!.status === 201).sort());
        expect(entries.every((e) => e.payment_id === `pay-${e.external_id}`)).toBe(true);
        const [{ current_players: seats }] = await db().query('SELECT current_players FROM tournaments WHERE id = $1', [tid]);
        expect(seats).toBe(entries.length);
        expect(await walletMismatches(tid, users)).toEqual([]);
      }
      const registered = [...answers.values()].filter((a) => a.status === 201).length;
      const unknown = [...answers.values()].filter((a) => a.status === 503).length;
      const refused = [...answers.values()].filter((a) => a.status === 409).length;
      const [{ n: rollbacks }] = await db().query(
        `SELECT count(*)::int AS n FROM wallet_operations WHERE operator_id = $1 AND kind = 'rollback' AND state = 'done'`,
        [operatorId],
      );
      // Every unknown outcome was rolled back (and only those: a registration's debit never is).
      expect(rollbacks).toBe(unknown);

      // Cancellation: one refund per registration, credited through the faults.
      const cancel = await client.delete(`/api/tournaments/${cancelled}`, { reason: 'Wallet faults' });
      expect(cancel.status).toBe(200);
      // Completion: the prize credits of the winners, through the same faults.
      expect((await client.post(`/api/tournaments/${completed}/start`)).status).toBe(200);
      expect((await client.post(`/api/tournaments/${completed}/complete`)).status).toBe(200);
      workerPasses.push(await settle(operatorId));

      const credits: Array<{ transaction_id: string; state: string }> = await db().query(
        `SELECT transaction_id, state FROM wallet_operations WHERE operator_id = $1 AND kind = 'credit'`,
        [operatorId],
      );
      const refundCount = credits.filter((c) => c.transaction_id.startsWith('refund:')).length;
      const prizeCount = credits.filter((c) => c.transaction_id.startsWith('prize:')).length;
      expect(refundCount).toBe(cancel.body.refunds.playersRefunded);
      expect(refundCount).toBe(cancelUsers.filter((u) => answers.get(u)!.status === 201).length);
      expect(prizeCount).toBe(Math.min(3, completeUsers.filter((u) => answers.get(u)!.status === 201).length));
      expect(credits.filter((c) => c.state !== 'done')).toEqual([]);
      // In effect exactly once: every balance is the start balance minus fees plus refunds and prizes.
      const mismatches = [...(await walletMismatches(cancelled, cancelUsers)), ...(await walletMismatches(completed, completeUsers))];
      expect(mismatches).toEqual([]);
      expect(cancelUsers.map((u) => wallet.balanceOf(u, 'EUR'))).toEqual(cancelUsers.map(() => `${START_BALANCE}.00`));
      const difference = await reconciledLedgerDifference(t);

      const calls = faulty.calls.slice(callsBefore);
      const faulted = calls.filter((c) => c.fault !== 'pass');
      const creditCalls = calls.filter((c) => c.operation === 'credit');
      recordFigures(
        'dependencies',
        `dep.wallet-faults.${profile}`,
        `Seamless wallet ${profile} during a registration storm, a cancellation and a completion`,
        {
          registrations: answers.size,
          registered,
          refused_409: refused,
          unknown_503: unknown,
          debits_rolled_back: rollbacks,
          wallet_calls: calls.length,
          wallet_calls_faulted: faulted.length,
          refunds: refundCount,
          prizes: prizeCount,
          credit_attempts: creditCalls.length,
          worker_passes: workerPasses.reduce((a, b) => a + b, 0),
          wallet_mismatches: mismatches.length,
          ledger_difference: difference,
        },
      );
    },
  );
});

import { FakeWallet, startFakeWallet } from '../../support/fake-wallet-server';
import { sleep } from '../../support/spawn-service';
import { TEST_DB_KIND } from '../../support/test-database';
import { clientOf, CrashRig, operatorWithKey } from '../support/crash-kit';
import { checkStorm, crashStorm, FEE, FUNDS, PLAYERS, SEATS, StormRun } from '../support/crash-registration-storm';
import { recordFigures } from '../support/figures';
import { Query } from '../support/storm-kit';

/**
 * crash.registration-storm, seamless wallet (issue 9, section 2): 150 players register at once
 * for 100 seats, each entry fee debited at the operator's wallet (the fake wallet server), while
 * the service SIGKILLs itself at a fault point: first right after a wallet debit returned and
 * before the entry is written (`registration.after_debit`), then, on a second tournament, after
 * the commit and before the answer (`registration.after_commit`). Each time it is restarted and
 * every unanswered request is retried with its payment_id. Then the wallet worker settles what
 * the crashes left half done (debits without a registration are rolled back; abandoned debit
 * intents are closed, 2 × wallet timeout + 30 s after they were written), and the operator's
 * wallet must show exactly the ledger: each registered player debited the fee once in effect,
 * every other player whole again.
 */
jest.setTimeout(280_000);

/** Abandoned debit intents are due 2 × WALLET_TIMEOUT_MS (500) + 30 s after they were written. */
const INTENT_DUE_MS = 31_000;

describe('crash.registration-storm: seamless wallet', () => {
  const rig = new CrashRig();
  let wallet: FakeWallet;

  beforeAll(async () => {
    await rig.setUp();
    wallet = await startFakeWallet();
  });
  afterAll(async () => {
    await rig.tearDown();
    await wallet?.close();
  });

  it('killed after a wallet debit and after a commit: after restarts, retries and the worker, the wallet equals the ledger', async () => {
    const runs: StormRun[] = [];
    let apiKey = '';
    let operatorId = '';
    for (const [label, point] of [
      ['sa', 'registration.after_debit'],
      ['sb', 'registration.after_commit'],
    ] as const) {
      const { service } = await rig.start(`${point}@40`);
      if (!apiKey)
        ({ operatorId, apiKey } = await operatorWithKey(service, 'Crash registration seamless', {
          wallet_mode: 'seamless',
          wallet_url: wallet.url,
          wallet_secret: wallet.secret,
        }));
      const created = await clientOf(service, apiKey).post('/api/tournaments', {
        name: `Crash ${label}`,
        external_id: `crash-${label}`,
        game: 'book-of-gold',
        scheduled_start: new Date(Date.now() + 3_600_000).toISOString(),
        entry_fee: FEE,
        max_players: SEATS,
      });
      expect(created.status).toBe(201);
      const users = Array.from({ length: PLAYERS }, (_, i) => `${label}-${i}`);
      for (const user of users) wallet.setBalance(user, 'EUR', FUNDS);
      const run = await crashStorm(rig, service, { point, tid: created.body.tournament_id, operatorId, users }, apiKey);
      expect(run.first.filter((o) => !o.response).length).toBeGreaterThan(0);
      runs.push(run);
      if (label === 'sa') await rig.stop(run.restarted);
    }
    const lastCrashAt = Date.now();

    // The worker settles: rollbacks of refused debits at once, abandoned intents once due.
    const last = runs[runs.length - 1].restarted;
    const pending = () =>
      rig.withDatabase(
        async (query) => (await query(`SELECT count(*)::int AS n FROM wallet_operations WHERE state = 'pending'`))[0].n as number,
      );
    const deadline = lastCrashAt + INTENT_DUE_MS + 60_000;
    if (TEST_DB_KIND === 'postgres') {
      while ((await pending()) > 0) {
        if (Date.now() > deadline) throw new Error(`wallet operations still pending\n${last.output}`);
        await sleep(250);
      }
    } else {
      // The embedded database has one owner (the running service): wait for the intents to be due, then for a quiet wallet.
      await sleep(Math.max(0, lastCrashAt + INTENT_DUE_MS + 1_000 - Date.now()));
      for (let count = wallet.requests.length; ; count = wallet.requests.length) {
        await sleep(2_000);
        if (wallet.requests.length === count) break;
      }
    }
    const settledMs = Date.now() - lastCrashAt;
    await rig.stop(last);

    await rig.withDatabase(async (query: Query) => {
      const [{ n: stillPending }] = await query(`SELECT count(*)::int AS n FROM wallet_operations WHERE state = 'pending'`);
      expect(stillPending).toBe(0);
      for (const run of runs) {
        const figures = await checkStorm(query, run);
        const ids = new Set(run.users.map((user) => `pay-${user}`));
        const requests = (path: string) =>
          wallet.requests.filter(
            (r) => r.path === path && ids.has(path === '/wallet/rollback' ? r.body?.original_transaction_id : r.body?.transaction_id),
          );
        const debitRequests = requests('/wallet/debit');
        const rollbackRequests = requests('/wallet/rollback');
        expect(debitRequests.every((r) => r.signatureValid)).toBe(true);
        // The wallet's net change for every player is exactly what the ledger holds for them.
        const ledger = new Map<string, number>(
          (
            await query(
              `SELECT p.external_id, sum(l.amount)::float8 AS total FROM ledger_entries l JOIN players p ON p.id = l.player_id WHERE l.tournament_id = $1 GROUP BY 1`,
              [run.tid],
            )
          ).map((r: { external_id: string; total: number }) => [r.external_id, r.total]),
        );
        const mismatches = run.users.flatMap((user) => {
          const walletChange = Number(wallet.balanceOf(user, 'EUR')) - FUNDS;
          const ledgerChange = ledger.get(user) ?? 0;
          return walletChange === ledgerChange ? [] : [{ user, walletChange, ledgerChange }];
        });
        expect(mismatches).toEqual([]);
        const netDebited = run.users.filter((user) => Number(wallet.balanceOf(user, 'EUR')) === FUNDS - FEE).length;
        expect(netDebited).toBe(SEATS);
        // Every debit that did not pay for an entry was rolled back, once in effect.
        const debitedIds = new Set(debitRequests.map((r) => r.body.transaction_id));
        const rolledBackIds = new Set(rollbackRequests.map((r) => r.body.original_transaction_id));
        expect(debitedIds.size - rolledBackIds.size).toBe(SEATS);
        const [{ n: rollbackOps }] = await query(
          `SELECT count(*)::int AS n FROM wallet_operations WHERE kind = 'rollback' AND state = 'done' AND payload->>'tournamentId' = $1`,
          [run.tid],
        );
        expect(rollbackOps).toBe(rolledBackIds.size);
        const [{ n: intentsClosedByWorker }] = await query(
          `SELECT count(*)::int AS n FROM wallet_operations WHERE kind = 'debit' AND payload->>'tournamentId' = $1 AND attempts > 0`,
          [run.tid],
        );
        const all = {
          crash_point: `${run.point}@40`,
          ...figures,
          wallet_debit_requests: debitRequests.length,
          wallet_debits_distinct: debitedIds.size,
          duplicate_debits_absorbed: debitRequests.length - debitedIds.size,
          rollbacks: rolledBackIds.size,
          abandoned_intents_settled_by_worker: intentsClosedByWorker,
          wallet_net_debited_players: netDebited,
          wallet_ledger_mismatches: mismatches.length,
          retries_done_to_settled_ms: settledMs,
        };
        console.info(`crash.registration-storm seamless ${run.point} (${TEST_DB_KIND}): ${JSON.stringify(all)}`);
        recordFigures(
          'crashes',
          `crash.registration-storm.seamless.${run.point.split('.')[1]}`,
          `Registration storm (seamless wallet) killed at ${run.point}@40, restarted, retried, settled by the wallet worker`,
          all,
        );
      }
    });
  });
});

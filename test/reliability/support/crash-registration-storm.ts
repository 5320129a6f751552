import { HttpResponse } from '../../support/http';
import { ServiceProcess } from '../../support/spawn-service';
import { attempt, clientOf, CrashRig, Outcome } from './crash-kit';
import {
  allAtOnce,
  expectLedgerReconcilesWith,
  expectSeatInvariants,
  ledgerDifference,
  Query,
  Retry503,
  serverErrors,
  tally,
} from './storm-kit';

/**
 * One registration storm cut by a fault point (test/reliability/crashes/registration-*): every
 * user of `users` (each funded with FUNDS) registers at once (all PLAYERS requests in flight
 * together) into a tournament of SEATS seats with an entry fee of FEE, on a service started with
 * `TS_FAULT_POINTS=<point>`; the service kills itself there; it is started again without fault
 * points, and every request that got no answer is sent again, all at once, with the same
 * payment_id, as a client would. A 503 with Retry-After (the pool exhausted by the storm) is
 * retried the same way (Retry503), before the crash and after the restart.
 */

export const SEATS = 100;
export const PLAYERS = 150;
export const FEE = 5;
export const FUNDS = 7.5;
const REPLAY = 'Player already registered with this payment_id (replay)';

export interface StormRun {
  point: string;
  tid: string;
  operatorId: string;
  users: string[];
  /** Per user: the answer before the crash, or none. */
  first: Outcome[];
  /** Per user: the answer to the retry (only for those without a first answer). */
  retried: Map<number, HttpResponse>;
  /** The final answer each user has: the first one, or the retry's. */
  final: HttpResponse[];
  restartReadyMs: number;
  /** The 503 retries of the storm and of the retries after the restart. */
  retry: Retry503;
  /** The restarted service (still running). */
  restarted: ServiceProcess;
}

export const register = (service: ServiceProcess, apiKey: string, tid: string, user: string) =>
  clientOf(service, apiKey).post(`/api/tournaments/${tid}/players`, {
    user_id: user,
    entry_payment_details: { payment_id: `pay-${user}` },
  });

/** Sends the storm to `running` (which has the fault point), waits for the crash, restarts and retries. */
export async function crashStorm(
  rig: CrashRig,
  running: ServiceProcess,
  run: Pick<StormRun, 'point' | 'tid' | 'operatorId' | 'users'>,
  apiKey: string,
): Promise<StormRun> {
  const retry = new Retry503();
  const first = await allAtOnce(run.users.length, (i) => attempt(() => retry.send(() => register(running, apiKey, run.tid, run.users[i]))));
  await rig.expectKilled(running);
  const { service: restarted, readyMs } = await rig.start();
  const lost = first.flatMap((o, i) => (o.response ? [] : [i]));
  const answers = await allAtOnce(lost.length, (j) => retry.send(() => register(restarted, apiKey, run.tid, run.users[lost[j]])));
  const retried = new Map(lost.map((i, j) => [i, answers[j]]));
  const final = first.map((o, i) => o.response ?? retried.get(i)!);
  return { ...run, first, retried, final, restartReadyMs: readyMs, retry, restarted };
}

/**
 * The answers and the database after a storm: every user either registered once (201, an entry
 * and its debit) or refused as tournament_full with nothing stored; no other answer, no 5xx;
 * every debit has its entry and every entry its debit; seats = entries; the ledger reconciles.
 * Returns the figures the case records.
 */
export async function checkStorm(query: Query, run: StormRun): Promise<Record<string, number | string>> {
  const counts = tally(run.final);
  expect(Object.keys(counts).sort()).toEqual(Object.keys(counts).length === 1 ? ['201'] : ['201', '409 tournament_full']);
  const registered = run.users.filter((_, i) => run.final[i].status === 201).sort();
  expect(registered).toHaveLength(SEATS);
  // Every 201 for one user names the same entry (a retry that was a replay names the first).
  const entries: Array<{ id: string; external_id: string; total_paid: string }> = await query(
    `SELECT e.id, p.external_id, e.total_paid::text FROM tournament_entries e JOIN players p ON p.id = e.player_id WHERE e.tournament_id = $1 ORDER BY p.external_id`,
    [run.tid],
  );
  expect(entries.map((e) => e.external_id)).toEqual(registered);
  const entryOf = new Map(entries.map((e) => [e.external_id, e.id]));
  expect(
    run.users.flatMap((user, i) =>
      run.final[i].status === 201 && run.final[i].body.internal_player_id !== entryOf.get(user) ? [user] : [],
    ),
  ).toEqual([]);
  // Each entry has exactly one debit of the fee, and each debit its entry.
  const debits: Array<{ entry_id: string; amount: string; transaction_id: string }> = await query(
    `SELECT entry_id, amount::text, transaction_id FROM ledger_entries WHERE tournament_id = $1 AND kind = 'entry' ORDER BY entry_id`,
    [run.tid],
  );
  expect(debits.map((d) => d.entry_id)).toEqual(entries.map((e) => e.id).sort());
  expect(debits.filter((d) => Number(d.amount) !== -FEE)).toEqual([]);
  const [tournament] = await query('SELECT current_players, fees_collected::float8 AS fees FROM tournaments WHERE id = $1', [run.tid]);
  expect(tournament).toEqual({ current_players: SEATS, fees: SEATS * FEE });
  await expectSeatInvariants(query);
  await expectLedgerReconcilesWith(query);
  const difference = await ledgerDifference(query);
  expect(Number(difference)).toBe(0);

  const lost = run.first.filter((o) => o.failure === 'lost').length;
  const notSent = run.first.filter((o) => o.failure === 'refused').length;
  const retries = [...run.retried.values()];
  const errors = serverErrors(run.final);
  expect(errors).toEqual([]);
  return {
    requests: run.users.length,
    sent_at_once: run.first.length,
    ...run.retry.figures(),
    seats: SEATS,
    answered_before_crash: run.first.filter((o) => o.response).length,
    lost_in_flight: lost,
    refused_connection_after_crash: notSent,
    retried: retries.length,
    retried_registered_now: retries.filter((r) => r.status === 201 && r.body.message !== REPLAY).length,
    retried_replayed: retries.filter((r) => r.status === 201 && r.body.message === REPLAY).length,
    retried_tournament_full: retries.filter((r) => r.status === 409).length,
    registered: registered.length,
    refused_tournament_full: counts['409 tournament_full'] ?? 0,
    debits: debits.length,
    server_errors: errors.length,
    ledger_difference: difference,
    restart_to_ready_ms: run.restartReadyMs,
  };
}

import {
  BenchContext,
  benchWarmupSeconds,
  BenchOperator,
  BenchService,
  createOperator,
  createTournament,
  Measurement,
  Scenario,
  seededUserId,
  seedPlayers,
  startService,
  vacuumAnalyze,
  withPg,
} from '../lib';
import { runWriteLoad } from './write-load';

/**
 * Scenario 3: registrations over HTTP (POST /api/tournaments/{id}/players) by funded
 * transfer-wallet players: each one a debit, its ledger row, an outbox event and an audit entry.
 * 3a into one tournament, 3b spread over 50; every request registers a new player (funded
 * beforehand by SQL, not measured). Registrations/s are the 201s of the measured phase ÷ its
 * seconds. After each run the invariants are checked in SQL and reported (must be 0).
 */

const ENTRY_FEE = '5';
/** Funded players per variant: more than the load can register in its warm-up and duration. */
const playersFor = (seconds: number) => Math.max(20_000, seconds * 4_000);

export interface RegistrationRun {
  registrationsPerSecond: number;
  p99: number;
  violations: number;
  details: Record<string, number>;
}

/**
 * One registration load against a running service: `tournaments` tournaments of `operator`,
 * `players` funded players of `prefix`, requests round-robin over the tournaments. Reused by the
 * embedded-database run (scenario 7) with its own service and database URL.
 */
export async function measureRegistrations(
  service: BenchService,
  dbUrl: string,
  operator: BenchOperator,
  options: {
    tournaments: number;
    prefix: string;
    connections: number;
    durationSeconds: number;
    warmupSeconds?: number;
    log(message: string): void;
  },
): Promise<RegistrationRun> {
  const warmup = options.warmupSeconds ?? 3;
  const players = playersFor(warmup + options.durationSeconds);
  options.log(`  funding ${players.toLocaleString('en-US')} players (${options.prefix})`);
  await seedPlayers(dbUrl, { operatorId: operator.operatorId, count: players, prefix: options.prefix, balance: ENTRY_FEE });
  // As before every scenario's load (and P's): the funding's dirty pages are written now, not by
  // a checkpoint inside the measured seconds.
  await vacuumAnalyze(dbUrl);
  const tournamentIds: string[] = [];
  for (let i = 0; i < options.tournaments; i++) {
    tournamentIds.push(
      await createTournament(operator, {
        entry_fee: Number(ENTRY_FEE),
        max_players: 1_000_000,
        prize_pool: { total: 0, distribution: { '1': 100 } },
      }),
    );
  }

  let next = 0;
  const registered: string[] = [];
  const statuses: Record<string, number> = {};
  const result = await runWriteLoad({
    baseUrl: service.baseUrl,
    headers: { authorization: `Bearer ${operator.apiKey}` },
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    warmupSeconds: warmup,
    next: () => {
      const i = ++next;
      if (i > players) throw new Error(`more registrations than the ${players} funded players: raise playersFor`);
      const user = seededUserId(options.prefix, i);
      return {
        path: `/api/tournaments/${tournamentIds[i % tournamentIds.length]}/players`,
        body: { user_id: user, display_name: `Player ${i}`, entry_payment_details: { payment_id: `pay-${user}` } },
      };
    },
    onBody: (status, body) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 201) registered.push(JSON.parse(body).internal_player_id);
    },
  });
  // Requests cut by the end of a phase may still commit: wait for the service to settle.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const details = await invariantViolations(dbUrl, operator.operatorId, tournamentIds, registered);
  const violations = Object.values(details).reduce((sum, n) => sum + n, 0);
  options.log(
    `  ${result.ok} registrations in ${result.durationSeconds} s, statuses ${JSON.stringify(statuses)}, p99 ${result.p99} ms, violations ${JSON.stringify(details)}`,
  );
  // Anything but 201 is a failed registration: it does not count, and is reported as a violation.
  const failed =
    Object.entries(statuses)
      .filter(([status]) => status !== '201')
      .reduce((sum, [, n]) => sum + n, 0) +
    result.errors +
    result.timeouts;
  return {
    registrationsPerSecond: result.ok / result.durationSeconds,
    p99: result.p99,
    violations: violations + failed,
    details: { ...details, failedRequests: failed },
  };
}

/**
 * The invariants of registration, read straight from the database (scoped to the operator):
 * the ledger reconciles (test/support/ledger-reconciliation.ts), each tournament's
 * current_players and fees_collected match its live entries, one live entry per player, and
 * every 201 answered has its entry and its debit. Counts of offending rows, by invariant.
 */
async function invariantViolations(
  url: string,
  operatorId: string,
  tournamentIds: string[],
  registered: string[],
): Promise<Record<string, number>> {
  return withPg(url, async (client) => {
    const count = async (sql: string, params: unknown[]) =>
      Number((await client.query(`SELECT count(*)::int AS n FROM (${sql}) x`, params)).rows[0].n);
    return {
      balanceMismatches: await count(
        `SELECT a.player_id FROM wallet_accounts a
         LEFT JOIN (SELECT player_id, currency, sum(amount) AS total FROM ledger_entries WHERE wallet_mode = 'transfer' AND operator_id = $1 GROUP BY player_id, currency) m
           ON m.player_id = a.player_id AND m.currency = a.currency
         WHERE a.operator_id = $1 AND a.balance <> coalesce(m.total, 0)`,
        [operatorId],
      ),
      tournamentMismatches: await count(
        `SELECT t.id FROM tournaments t
         LEFT JOIN (SELECT tournament_id, sum(amount) AS total FROM ledger_entries WHERE kind IN ('entry', 'rebuy', 'refund') AND operator_id = $1 GROUP BY tournament_id) l ON l.tournament_id = t.id
         WHERE t.operator_id = $1 AND t.fees_collected <> coalesce(-l.total, 0)`,
        [operatorId],
      ),
      entryMismatches: await count(
        `SELECT e.id FROM tournament_entries e
         LEFT JOIN (SELECT entry_id, sum(amount) AS total FROM ledger_entries WHERE kind IN ('entry', 'rebuy') AND operator_id = $1 GROUP BY entry_id) l ON l.entry_id = e.id
         WHERE e.operator_id = $1 AND e.total_paid <> coalesce(-l.total, 0)`,
        [operatorId],
      ),
      badRefunds: await count(
        `SELECT r.transaction_id FROM ledger_entries r
         LEFT JOIN ledger_entries d ON d.operator_id = r.operator_id AND r.transaction_id = 'refund:' || d.transaction_id AND d.kind IN ('entry', 'rebuy')
         WHERE r.operator_id = $1 AND r.kind = 'refund' AND (d.id IS NULL OR r.amount <> -d.amount)`,
        [operatorId],
      ),
      seatCountMismatches: await count(
        `SELECT t.id FROM tournaments t
         LEFT JOIN (SELECT tournament_id, count(*) AS live, sum(total_paid) AS paid FROM tournament_entries
                    WHERE operator_id = $1 AND status NOT IN ('withdrawn', 'refunded') GROUP BY tournament_id) e ON e.tournament_id = t.id
         WHERE t.id = ANY($2::uuid[]) AND (t.current_players <> coalesce(e.live, 0) OR t.fees_collected <> coalesce(e.paid, 0))`,
        [operatorId, tournamentIds],
      ),
      duplicateLiveEntries: await count(
        `SELECT tournament_id, player_id FROM tournament_entries WHERE operator_id = $1 AND status <> 'withdrawn' GROUP BY tournament_id, player_id HAVING count(*) > 1`,
        [operatorId],
      ),
      answeredWithoutEntryOrDebit: await count(
        `SELECT r.id FROM unnest($2::uuid[]) AS r(id)
         LEFT JOIN tournament_entries e ON e.id = r.id AND e.operator_id = $1
         LEFT JOIN ledger_entries l ON l.entry_id = r.id AND l.kind = 'entry' AND l.operator_id = $1
         WHERE e.id IS NULL OR l.id IS NULL`,
        [operatorId, registered],
      ),
      entriesWithoutEvent: await count(
        `SELECT e.id FROM tournament_entries e
         WHERE e.operator_id = $1 AND e.tournament_id = ANY($2::uuid[])
           AND NOT EXISTS (SELECT 1 FROM outbox_events o WHERE o.tournament_id = e.tournament_id AND o.event_type = 'player.registered' AND o.data->>'internalPlayerId' = e.id::text)`,
        [operatorId, tournamentIds],
      ),
    };
  });
}

export const run: Scenario = async (context: BenchContext): Promise<Measurement[]> => {
  const { P } = context.baselines;
  const { connections, durationSeconds } = context.load;
  // BENCH_CPU_PROF_DIR: the service runs with --cpu-prof, its profile written there on exit.
  const service = await startService({ databaseUrl: context.pgUrl, cpuProfDir: process.env.BENCH_CPU_PROF_DIR || undefined });
  try {
    const measurements: Measurement[] = [];
    const variants = [
      { scenario: '3a', tournaments: 1, factor: 0.5, name: 'registrations, one tournament' },
      // 3b was 1.0 × P; P (pgbench at scale 1) serialises on one branch row itself, so it is the
      // hot-row limit for both variants: both are held to 0.5 × P.
      { scenario: '3b', tournaments: 50, factor: 0.5, name: 'registrations, 50 tournaments' },
    ];
    for (const variant of variants) {
      context.log(`scenario ${variant.scenario}: ${variant.name}`);
      const operator = await createOperator(service);
      const prefix = `reg${variant.scenario}-${Date.now()}`;
      const measured = await measureRegistrations(service, context.pgUrl, operator, {
        tournaments: variant.tournaments,
        prefix,
        connections,
        durationSeconds,
        warmupSeconds: benchWarmupSeconds(),
        log: context.log,
      });
      const ratio = measured.registrationsPerSecond / P;
      measurements.push({
        scenario: variant.scenario,
        name: `${variant.name}: registrations/s`,
        value: measured.registrationsPerSecond,
        unit: 'req/s',
        target: `>= ${variant.factor} × P`,
        ratio,
        pass: ratio >= variant.factor,
      });
      measurements.push({
        scenario: variant.scenario,
        name: `${variant.name}: invariant violations`,
        value: measured.violations,
        unit: 'rows',
        target: '= 0',
        pass: measured.violations === 0,
      });
    }
    return measurements;
  } finally {
    await service.stop();
  }
};

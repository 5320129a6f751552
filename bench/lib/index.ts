/**
 * Helpers of the benchmark (bench/run.ts and bench/scenarios/*):
 * - service.ts: startBenchService(context) starts the built service (PostgreSQL, or the embedded
 *   database for scenario 7) with the benchmark settings; BenchService has `admin`/`http`
 *   clients, `pid`, `sampleRss()`, `databaseUrl()` (where to seed by SQL) and `stop()`.
 * - fixtures.ts: createOperator (high per-operator rate limits, a full_access key),
 *   createInternalKey, createTournament, startTournament.
 * - seed.ts: seedPlayers / seedEntries (SQL, generate_series; consistent rows; ANALYZE),
 *   seededPlayerId / seededEntryId / seededUserId, vacuumAnalyze.
 * - load.ts: runLoad (autocannon with warm-up); pgbench.ts: runPgbench (baseline P).
 * - scale.ts: benchSize / benchLoad (BENCH_SCALE etc. for smoke runs).
 * - db.ts: withPg, recreateDatabase; table.ts, machine.ts, results.ts: the runner's output.
 */
export * from './types';
export * from './db';
export * from './http';
export * from './service';
export * from './fixtures';
export * from './seed';
export * from './load';
export * from './pgbench';
export * from './table';
export * from './machine';
export * from './scale';
export * from './results';

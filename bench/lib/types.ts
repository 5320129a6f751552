/**
 * The contract between the benchmark runner (bench/run.ts) and its scenarios. Every target of
 * issue 10 is a ratio against a baseline measured in the same run (H: requests/s of a bare
 * NestJS-on-Fastify JSON route under the same load; P: pgbench TPC-B transactions/s against the
 * same PostgreSQL), since absolute numbers drift on shared machines.
 */
export interface Baselines {
  /** Requests/s of the bare Nest-on-Fastify route (bench/baseline-app), same load settings. */
  H: number;
  /** pgbench TPC-B-like transactions/s, scale 1, same client count. */
  P: number;
  /**
   * Requests/s of a hand-built authenticated top-50 read over a Redis sorted set
   * (bench/baseline-app/redis-leaderboard.ts), same load settings; measured only when the
   * leaderboard scenario runs.
   */
  R?: number;
}

export interface BenchContext {
  /** PostgreSQL server URL of the benchmark database (created fresh by the runner). */
  pgUrl: string;
  baselines: Baselines;
  /** Load settings shared by the baseline and the HTTP scenarios. */
  load: { connections: number; durationSeconds: number };
  /** Progress lines (stderr); the table goes to stdout. */
  log(message: string): void;
}

/** One line of the results table. */
export interface Measurement {
  /** Scenario number of issue 10 ("1" … "8"), plus a letter for variants ("3b"). */
  scenario: string;
  /** What was measured, e.g. "leaderboard top 50, 100,000 players: requests/s". */
  name: string;
  value: number;
  unit: string;
  /** The target as the issue words it, e.g. ">= 0.5 × H" or "<= 25 ms"; absent: reported only. */
  target?: string;
  /** value ÷ the baseline or reference the target is stated against, when it is a ratio. */
  ratio?: number;
  /** Whether the target holds; absent when there is no target. */
  pass?: boolean;
}

export type Scenario = (context: BenchContext) => Promise<Measurement[]>;

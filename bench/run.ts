/**
 * `npm run bench` (issue 10): builds the service, creates a fresh database `bench` on the
 * PostgreSQL server, measures the baselines H (bare Nest-on-Fastify route, autocannon), R (a
 * hand-built authenticated top 50 over a Redis sorted set, when the leaderboard scenario runs)
 * and P (pgbench TPC-B, scale 1), runs every scenario in order, prints the table (stdout; progress on
 * stderr), writes artifacts/bench/results.json and results.md, and exits 1 when a target is
 * missed or a scenario failed. Not part of CI.
 *
 * Environment: BENCH_PG_URL (server, default postgres://postgres@127.0.0.1:5432), BENCH_ONLY
 * (comma-separated scenario modules to run, e.g. `leaderboard,embedded`), BENCH_SCALE,
 * BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS (bench/lib/scale.ts), BENCH_SKIP_BUILD=1,
 * BENCH_REDIS_URL (Redis of baseline R, default redis://127.0.0.1:6379).
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import {
  benchLoad,
  benchScale,
  benchSize,
  freePort,
  machineInfo,
  MachineInfo,
  markdownTable,
  recordedMeasurements,
  recreateDatabase,
  ROOT,
  runLoad,
  runPgbench,
  seededPlayerId,
  sleep,
  textTable,
} from './lib';
import { Baselines, BenchContext, Measurement, Scenario } from './lib/types';

const SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The database of the run (dropped and created); runs side by side on one server need their own. */
const DATABASE = process.env.BENCH_DB || 'bench';

function log(message: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

interface ScenarioModule {
  /** Module name under bench/scenarios. */
  module: string;
  /** Issue scenarios it measures (for the skip line). */
  covers: string;
}

/** In order: 7 comes last, as it compares with the PostgreSQL figures of 1 and 3. */
const SCENARIOS: ScenarioModule[] = [
  { module: 'leaderboard', covers: '1, 2, 6' },
  { module: 'registrations', covers: '3' },
  { module: 'ingestion', covers: '4' },
  { module: 'completion', covers: '5' },
  { module: 'fanout', covers: '8' },
  { module: 'embedded', covers: '7' },
];

async function loadScenario(module: string): Promise<Scenario | undefined> {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(join(__dirname, 'scenarios', module)) as { run?: Scenario };
    return loaded.run;
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    if (err.code === 'MODULE_NOT_FOUND' && err.message.includes(join('scenarios', module))) return undefined;
    throw error;
  }
}

/**
 * A baseline app (bench/baseline-app/<script>) as its own process, under the same autocannon load
 * as the scenarios: requests/s and latency of `GET <path>` with `headers`.
 */
async function measureBaselineApp(
  name: string,
  script: string,
  path: string,
  load: BenchContext['load'],
  warmupSeconds: number,
  options: { env?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<{ rps: number; p50: number; p99: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', join(__dirname, 'baseline-app', script)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PORT: String(port), ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const started = Date.now();
    for (;;) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: options.headers }).catch(() => undefined);
      if (res?.status === 200) break;
      if (child.exitCode !== null || Date.now() - started > 60_000) throw new Error(`the baseline app ${name} did not start`);
      await sleep(100);
    }
    const result = await runLoad({
      url: `http://127.0.0.1:${port}${path}`,
      headers: options.headers,
      connections: load.connections,
      durationSeconds: load.durationSeconds,
      warmupSeconds,
    });
    if (result.non2xx + result.errors > 0) throw new Error(`baseline ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { rps: result.requestsPerSecond, p50: result.p50, p99: result.p99 };
  } finally {
    child.kill('SIGTERM');
  }
}

/** Baseline H: the bare app (one JSON GET route). */
function measureH(load: BenchContext['load'], warmupSeconds: number): Promise<{ rps: number; p50: number; p99: number }> {
  return measureBaselineApp('H', 'main.ts', '/ping', load, warmupSeconds);
}

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const R_SET = 'bench:r:leaderboard';

/**
 * Baseline R: a hand-built authenticated top-50 read (bench/baseline-app/redis-leaderboard.ts)
 * over a Redis sorted set of as many members as scenario 1 has players (seeded here with ioredis,
 * deleted afterwards), under the same load as H.
 */
async function measureR(
  load: BenchContext['load'],
  warmupSeconds: number,
): Promise<{ rps: number; p50: number; p99: number; members: number }> {
  const members = benchSize(100_000);
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    await redis.del(R_SET);
    for (let from = 1; from <= members; from += 10_000) {
      const args: Array<string | number> = [];
      for (let i = from; i < Math.min(members + 1, from + 10_000); i++)
        // The same deterministic points 0 … 99,999.99 and player ids as the seeded entries.
        args.push(((i * 2_654_435_761) % 10_000_000) / 100, seededPlayerId('r', i));
      await redis.zadd(R_SET, ...args);
    }
    const apiKey = `bench-r-${randomBytes(24).toString('base64url')}`;
    const result = await measureBaselineApp('R', 'redis-leaderboard.ts', '/leaderboard', load, warmupSeconds, {
      env: { REDIS_URL, R_KEY: R_SET, R_KEY_SHA256: createHash('sha256').update(apiKey).digest('hex') },
      headers: { authorization: `Bearer ${apiKey}` },
    });
    return { ...result, members };
  } finally {
    await redis.del(R_SET).catch(() => undefined);
    redis.disconnect();
  }
}

function gitRevision(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function machineLines(
  machine: MachineInfo,
  baselines: Baselines,
  extra: { hP50: number; hP99: number; r?: { p50: number; p99: number; members: number } },
  load: BenchContext['load'],
  warmup: number,
): string[] {
  return [
    `Baselines: H = ${Math.round(baselines.H).toLocaleString('en-US')} requests/s (bare Nest-on-Fastify GET, p50 ${extra.hP50} ms, p99 ${extra.hP99} ms); ` +
      (baselines.R !== undefined && extra.r
        ? `R = ${Math.round(baselines.R).toLocaleString('en-US')} requests/s (hand-built Nest-on-Fastify top 50: SHA-256 key check, ZREVRANGE of a Redis sorted set of ${extra.r.members.toLocaleString('en-US')}; p50 ${extra.r.p50} ms, p99 ${extra.r.p99} ms); `
        : '') +
      `P = ${Math.round(baselines.P).toLocaleString('en-US')} transactions/s (pgbench TPC-B-like, scale 1, ${load.connections} clients, -j 2)`,
    `Load: autocannon, ${load.connections} connections, ${load.durationSeconds} s measured after ${warmup} s warm-up; data scale ${benchScale()}`,
    `Machine: ${machine.nproc} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB RAM, ${machine.kernel}; Node ${machine.node}; PostgreSQL ${machine.postgres}; revision ${gitRevision()}`,
  ];
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const only = process.env.BENCH_ONLY?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const { connections, durationSeconds, warmupSeconds } = benchLoad();
  const load = { connections, durationSeconds };

  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('building the service (npm run build)');
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  }
  log(`creating a fresh database "${DATABASE}"`);
  const pgUrl = await recreateDatabase(SERVER_URL, DATABASE);
  const machine = await machineInfo(pgUrl);

  log(`baseline H: bare Nest-on-Fastify route, ${connections} connections, ${durationSeconds} s`);
  const h = await measureH(load, warmupSeconds);
  log(`  H = ${h.rps.toFixed(0)} requests/s`);
  let r: Awaited<ReturnType<typeof measureR>> | undefined;
  if (!only || only.includes('leaderboard')) {
    log(`baseline R: hand-built Nest-on-Fastify route over a Redis sorted set, ${connections} connections, ${durationSeconds} s`);
    r = await measureR(load, warmupSeconds);
    log(`  R = ${r.rps.toFixed(0)} requests/s`);
  }
  log(`baseline P: pgbench -i -s 1; pgbench -c ${connections} -j 2 -T ${durationSeconds}`);
  const p = await runPgbench(SERVER_URL, connections, durationSeconds, `${DATABASE}_pgbench`);
  log(`  P = ${p.tps.toFixed(0)} transactions/s`);
  const baselines: Baselines = { H: h.rps, P: p.tps, ...(r ? { R: r.rps } : {}) };

  const context: BenchContext = { pgUrl, baselines, load, log };
  const measurements: Measurement[] = [];
  const notes: string[] = [];
  for (const entry of SCENARIOS) {
    if (only && !only.includes(entry.module)) continue;
    const run = await loadScenario(entry.module);
    if (!run) {
      const line = `scenario ${entry.covers}: bench/scenarios/${entry.module}.ts is missing — skipped`;
      log(line);
      notes.push(line);
      continue;
    }
    log(`scenario ${entry.covers} (${entry.module})`);
    const began = Date.now();
    try {
      const result = await run(context);
      measurements.push(...result);
      recordedMeasurements.push(...result);
      for (const m of result)
        log(`  ${m.scenario} ${m.name}: ${m.value.toFixed(2)} ${m.unit}${m.pass === undefined ? '' : m.pass ? ' (pass)' : ' (FAIL)'}`);
    } catch (error) {
      const message = (error as Error)?.stack ?? String(error);
      log(`scenario ${entry.covers} failed: ${message}`);
      measurements.push({
        scenario: entry.covers.split(',')[0],
        name: `${entry.module}: scenario failed: ${String((error as Error)?.message ?? error)
          .split('\n')[0]
          .slice(0, 100)}… (see the log)`,
        value: NaN,
        unit: '',
        target: 'runs',
        pass: false,
      });
    }
    log(`  (${((Date.now() - began) / 1000).toFixed(0)} s)`);
  }

  const lines = machineLines(machine, baselines, { hP50: h.p50, hP99: h.p99, r }, load, warmupSeconds);
  const failed = measurements.filter((m) => m.pass === false);
  process.stdout.write(`\n${textTable(measurements)}\n\n${lines.join('\n')}\n${notes.map((n) => `Note: ${n}\n`).join('')}`);
  process.stdout.write(failed.length ? `\n${failed.length} target(s) missed.\n` : '\nEvery target met.\n');

  const outDir = join(ROOT, 'artifacts/bench');
  mkdirSync(outDir, { recursive: true });
  const finishedAt = new Date();
  writeFileSync(
    join(outDir, 'results.json'),
    JSON.stringify(
      {
        startedAt,
        finishedAt,
        revision: gitRevision(),
        machine,
        load: { ...load, warmupSeconds },
        scale: benchScale(),
        baselines,
        baselineDetails: { H: h, ...(r ? { R: r } : {}), pgbench: p.output },
        measurements,
        notes,
      },
      null,
      2,
    ) + '\n',
  );
  writeFileSync(
    join(outDir, 'results.md'),
    `# Benchmark results (${finishedAt.toISOString()})\n\n${markdownTable(measurements)}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n${notes.map((n) => `- Note: ${n}\n`).join('')}`,
  );
  const docs = join(ROOT, 'docs/benchmarks.md');
  if (!only && benchScale() === 1 && existsSync(docs)) {
    const start = '<!-- bench:results:start -->';
    const end = '<!-- bench:results:end -->';
    const text = readFileSync(docs, 'utf8');
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from >= 0 && to > from) {
      const block = `${start}\nRun of ${finishedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (${((finishedAt.getTime() - startedAt.getTime()) / 60000).toFixed(0)} min):\n\n${markdownTable(measurements)}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n${notes.map((n) => `- Note: ${n}\n`).join('')}`;
      writeFileSync(docs, text.slice(0, from) + block + text.slice(to));
      log('updated the results table of docs/benchmarks.md');
    }
  }
  log(`wrote artifacts/bench/results.json and results.md (${((finishedAt.getTime() - startedAt.getTime()) / 1000).toFixed(0)} s in all)`);
  process.exit(failed.length ? 1 : 0);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(2);
});

/**
 * Developer probe (not part of `npm run bench`): CPU time of the service per registration
 * (utime + stime of the serving process ÷ registrations answered 201, from /proc/<pid>/stat) of
 * funded transfer-wallet players registering into one tournament over HTTP, with a modest
 * load, so the figure is the work of a registration rather than of contention; also the CPU
 * time of every PostgreSQL process on the machine over the same load. Build first
 * (`npm run build`), then
 * `node -r ts-node/register/transpile-only -r tsconfig-paths/register bench/dev/registrations.ts [seconds] [connections]`
 * PROBE_CPU_PROF_DIR runs the service with `--cpu-prof`, its profile written there when it stops;
 * BENCH_PG_URL names the PostgreSQL server (database `bench_probe`, or `<BENCH_DB>_probe`, is recreated).
 */
import { readdirSync } from 'node:fs';
import { createOperator, createTournament, processCpu, recreateDatabase, seededUserId, seedPlayers, startService } from '../lib';
import { runWriteLoad } from '../scenarios/write-load';

/** utime and stime of the service, in seconds. */
function cpuSeconds(pid: number): { user: number; system: number } {
  const cpu = processCpu(pid);
  if (!cpu) throw new Error(`the service (pid ${pid}) is gone`);
  return cpu;
}

/** utime + stime of every PostgreSQL process on this machine (server and backends), in seconds. */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const cpu = processCpu(pid);
    if (cpu?.command === 'postgres') total += cpu.user + cpu.system;
  }
  return total;
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 8);
  const url = await recreateDatabase(
    process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    process.env.BENCH_DB ? `${process.env.BENCH_DB}_probe` : 'bench_probe',
  );
  const service = await startService({ databaseUrl: url, cpuProfDir: process.env.PROBE_CPU_PROF_DIR || undefined });
  try {
    const operator = await createOperator(service, { name: 'Registration probe' });
    const players = Math.max(5_000, (seconds + 3) * 2_000);
    await seedPlayers(url, { operatorId: operator.operatorId, count: players, prefix: 'r', balance: '5' });
    const tournamentId = await createTournament(operator, {
      entry_fee: 5,
      max_players: 1_000_000,
      prize_pool: { total: 0, distribution: { '1': 100 } },
    });
    let next = 0;
    const load = (durationSeconds: number) =>
      runWriteLoad({
        baseUrl: service.baseUrl,
        headers: { authorization: `Bearer ${operator.apiKey}` },
        connections,
        durationSeconds,
        warmupSeconds: 0,
        next: () => {
          const user = seededUserId('r', ++next);
          return {
            path: `/api/tournaments/${tournamentId}/players`,
            body: { user_id: user, display_name: `Player ${next}`, entry_payment_details: { payment_id: `pay-${user}` } },
          };
        },
      });
    await load(3);
    const before = cpuSeconds(service.pid);
    const postgresBefore = postgresCpuSeconds();
    const result = await load(seconds);
    const after = cpuSeconds(service.pid);
    const postgres = postgresCpuSeconds() - postgresBefore;
    const user = after.user - before.user;
    const system = after.system - before.system;
    const used = user + system;
    process.stdout.write(
      `registrations: ${result.ok} in ${seconds} s (${Math.round(result.ok / seconds)}/s), statuses ${JSON.stringify(result.statuses)}, ` +
        `p50 ${result.p50} ms, p99 ${result.p99} ms, service CPU ${((1000 * used) / result.ok).toFixed(2)} ms/registration ` +
        `(user ${((1000 * user) / result.ok).toFixed(2)}, system ${((1000 * system) / result.ok).toFixed(2)}) ` +
        `(${((100 * used) / seconds).toFixed(0)} % of a CPU); PostgreSQL CPU ${((1000 * postgres) / result.ok).toFixed(2)} ms/registration\n`,
    );
  } finally {
    await service.stop();
  }
}

void main();

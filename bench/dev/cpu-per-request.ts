/**
 * Developer probe (not part of `npm run bench`): CPU time per request (utime + stime of the
 * serving process ÷ requests served, from /proc/<pid>/stat) of baseline H, baseline R and the
 * service's cached leaderboard (top 50, 1,000 players), back to back under the same autocannon
 * load. CPU per request holds up better than requests/s on a busy shared machine.
 * `node -r ts-node/register/transpile-only -r tsconfig-paths/register bench/dev/cpu-per-request.ts [seconds] [connections]`
 * PROBE_ONLY=service measures the service alone (no H, no R), PROBE_ONLY=leaderboard its
 * leaderboard alone (no /health/live either, for a profile of that route); PROBE_CPU_PROF_DIR runs the service
 * with `--cpu-prof`, its profile written there when it stops.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort, processCpu, ROOT, runLoad, seededPlayerId, sleep } from '../lib';
import { startProbeService } from './probe-service';

function cpuSeconds(pid: number): number {
  const cpu = processCpu(pid);
  if (!cpu) throw new Error(`process ${pid} is gone`);
  return cpu.user + cpu.system;
}

async function measure(label: string, pid: number, url: string, headers: Record<string, string>, seconds: number, connections: number) {
  await runLoad({ url, headers, connections, durationSeconds: 2, warmupSeconds: 0 });
  const before = cpuSeconds(pid);
  const r = await runLoad({ url, headers, connections, durationSeconds: seconds, warmupSeconds: 0 });
  const used = cpuSeconds(pid) - before;
  process.stdout.write(
    `${label.padEnd(28)} ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
      `CPU ${((1e6 * used) / r.total).toFixed(0)} µs/request (${((100 * used) / seconds).toFixed(0)} % of a CPU), non-2xx ${r.non2xx}\n`,
  );
}

async function app(script: string, path: string, env: Record<string, string>, headers: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', join(ROOT, 'bench/baseline-app', script)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers }).catch(() => undefined);
    if (res?.status === 200) break;
    await sleep(100);
  }
  return { child, url: `http://127.0.0.1:${port}${path}` };
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 50);
  if (process.env.PROBE_ONLY !== 'service' && process.env.PROBE_ONLY !== 'leaderboard') await baselines(seconds, connections);
  await serviceProbe(seconds, connections);
  process.exit(0);
}

async function baselines(seconds: number, connections: number): Promise<void> {
  const h = await app('main.ts', '/ping', {});
  await measure('H (bare route)', h.child.pid!, h.url, {}, seconds, connections);
  h.child.kill('SIGTERM');

  const redis = new Redis('redis://127.0.0.1:6379');
  const key = 'bench:r:probe';
  await redis.del(key);
  for (let from = 1; from <= 100_000; from += 10_000) {
    const args: Array<string | number> = [];
    for (let i = from; i < from + 10_000; i++) args.push(((i * 2_654_435_761) % 10_000_000) / 100, seededPlayerId('r', i));
    await redis.zadd(key, ...args);
  }
  const apiKey = 'probe-key-0123456789';
  const auth = { authorization: `Bearer ${apiKey}` };
  const r = await app(
    'redis-leaderboard.ts',
    '/leaderboard',
    { R_KEY: key, R_KEY_SHA256: createHash('sha256').update(apiKey).digest('hex') },
    auth,
  );
  await measure('R (hand-built Redis top 50)', r.child.pid!, r.url, auth, seconds, connections);
  r.child.kill('SIGTERM');
  await redis.del(key);
  redis.disconnect();
}

async function serviceProbe(seconds: number, connections: number): Promise<void> {
  const { service, tournamentId, headers } = await startProbeService(process.env.PROBE_CPU_PROF_DIR || undefined);
  try {
    if (process.env.PROBE_ONLY !== 'leaderboard')
      await measure('service /health/live', service.pid, `${service.baseUrl}/health/live`, {}, seconds, connections);
    await measure(
      'service leaderboard top 50',
      service.pid,
      `${service.baseUrl}/api/tournaments/${tournamentId}/leaderboard?limit=50`,
      headers,
      seconds,
      connections,
    );
  } finally {
    await service.stop();
  }
}

void main();

/**
 * Developer probe (not part of `npm run bench`): starts the built service on a fresh database,
 * seeds one tournament and measures a few routes under the bench load, to compare the cost of
 * the request pipeline route by route while profiling. `node -r ts-node/register/transpile-only
 * -r tsconfig-paths/register bench/dev/probe.ts [seconds]`; BENCH_CPU_PROF_DIR profiles it;
 * PROBE_ROUTES picks the routes (live, permissions, leaderboard).
 */
import { runLoad } from '../lib';
import { startProbeService } from './probe-service';

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 8);
  const { service, tournamentId, headers } = await startProbeService(process.env.BENCH_CPU_PROF_DIR || undefined);
  try {
    const all: Record<string, [string, Record<string, string>]> = {
      live: ['/health/live', {}],
      permissions: ['/api/auth/permissions', headers],
      leaderboard: [`/api/tournaments/${tournamentId}/leaderboard?limit=50`, headers],
    };
    // PROBE_ROUTES=live,permissions,leaderboard picks some (default: all three).
    const names = process.env.PROBE_ROUTES?.split(',').map((name) => name.trim()) ?? Object.keys(all);
    const unknown = names.filter((name) => !(name in all));
    if (unknown.length > 0) throw new Error(`PROBE_ROUTES: unknown route(s) ${unknown.join(', ')}; known: ${Object.keys(all).join(', ')}`);
    const routes = names.map((name) => all[name]);
    for (const [path, h] of routes) {
      const r = await runLoad({
        url: `${service.baseUrl}${path}`,
        headers: h,
        connections: 50,
        durationSeconds: seconds,
        warmupSeconds: 2,
      });
      process.stdout.write(`${path.padEnd(70)} ${Math.round(r.requestsPerSecond)} req/s p50 ${r.p50} p99 ${r.p99} non2xx ${r.non2xx}\n`);
    }
  } finally {
    await service.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(2);
});

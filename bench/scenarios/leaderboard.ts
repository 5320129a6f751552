import {
  ApiClient,
  BenchContext,
  BenchOperator,
  BenchService,
  benchLoad,
  benchSize,
  createInternalKey,
  createOperator,
  createTournament,
  LoadResult,
  Measurement,
  runLoad,
  Scenario,
  seedEntries,
  seededEntryId,
  startBenchService,
  startTournament,
  vacuumAnalyze,
} from '../lib';

/**
 * Scenarios 1, 2 and 6 of issue 10: the authenticated leaderboard read (top 50) with auth, rate
 * limits (per-operator overrides high enough not to throttle) and audit on.
 *
 * 1. 100,000 players with points in one in-progress tournament; autocannon GET
 *    /api/tournaments/{id}/leaderboard?limit=50 with the same connections and duration as H,
 *    held to 0.3 × H and to 1.0 × R (a hand-built Redis top 50, when measured). The earlier
 *    0.5 × H was dropped: a page answered from the first Fastify hook reached only about 0.6 × H.
 * 2. Median latency with 1,000,000 players ÷ with 1,000, in two regimes, both held to ≤ 1.5:
 *    2a steady state (every request a cache hit: the standings do not change), same load as 1,
 *       two rounds with the sizes taking turns;
 *    2b standings changing: one client, a score.updated game event before every request, so every
 *    request misses the cache (its key is the standings version) and runs the queries; timed
 *    in-process (sub-millisecond), the two sizes taking turns request by request. 2b is the one that measures the leaderboard's cost, which is
 *    what "independent of size" is about; 2a shows what operators see while nothing changes.
 * 6. Peak RSS of the service process (VmRSS sampled every 100 ms) during scenario 1's load on the
 *    1,000,000-player tournament (the 2a runs of that size).
 */

const SAMPLES = 300;
const SAMPLE_WARMUP = 30;

interface Board {
  players: number;
  prefix: string;
  tournamentId: string;
}

async function seedBoard(
  context: BenchContext,
  service: BenchService,
  operator: BenchOperator,
  players: number,
  prefix: string,
): Promise<Board> {
  const tournamentId = await createTournament(operator, { name: `Leaderboard ${players.toLocaleString('en-US')}` });
  const began = Date.now();
  // One registered player, the start through the API, then the others as registrations into the
  // running tournament write them (status active): the start does not have to update every row.
  await seedEntries(service.databaseUrl(), { operatorId: operator.operatorId, tournamentId, count: 1, prefix });
  await startTournament(operator, tournamentId);
  await seedEntries(service.databaseUrl(), {
    operatorId: operator.operatorId,
    tournamentId,
    first: 2,
    count: players,
    prefix,
    status: 'active',
    log: context.log,
  });
  context.log(`  ${players.toLocaleString('en-US')} players seeded and started in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return { players, prefix, tournamentId };
}

async function leaderboardLoad(service: BenchService, operator: BenchOperator, board: Board, context: BenchContext): Promise<LoadResult> {
  const url = `${service.baseUrl}/api/tournaments/${board.tournamentId}/leaderboard?limit=50`;
  const headers = { authorization: `Bearer ${operator.apiKey}` };
  const warmupSeconds = benchLoad().warmupSeconds;
  await awaitLimitRoom(url, headers, warmupSeconds + context.load.durationSeconds);
  return runLoad({ url, headers, connections: context.load.connections, durationSeconds: context.load.durationSeconds, warmupSeconds });
}

/** More leaderboard reads a second than any machine here has served (about 24,000 at most). */
const READS_PER_SECOND_CEILING = 40_000;

/**
 * Waits for the bench operator's rate-limit window to end when what is left of it cannot hold
 * the coming load. Its limits are the most an operator may be given (1,000,000 a minute), which a
 * fast machine exceeds in the back-to-back loads of scenarios 1 and 2a; a 429 is not a page read.
 */
async function awaitLimitRoom(url: string, headers: Record<string, string>, seconds: number): Promise<void> {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const remaining = Number(res.headers.get('x-ratelimit-remaining'));
  const resetAtMs = Number(res.headers.get('x-ratelimit-reset')) * 1000;
  if (!Number.isFinite(remaining) || !Number.isFinite(resetAtMs) || remaining >= seconds * READS_PER_SECOND_CEILING) return;
  const waitMs = Math.min(resetAtMs - Date.now() + 500, 65_000);
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function cacheLookups(service: BenchService): Promise<{ hit: number; miss: number } | undefined> {
  const res = await service.http.get('/metrics');
  if (res.status !== 200) return undefined;
  const value = (result: string) =>
    Number(new RegExp(`^leaderboard_cache_lookups_total\\{result="${result}"\\} (\\d+)`, 'm').exec(res.text)?.[1] ?? 0);
  return { hit: value('hit'), miss: value('miss') };
}

/**
 * 2b: one client; before each timed GET a score.updated event (internal API, not timed) changes
 * the standings, so the GET misses the cache. The boards take turns (small, large, small, …) so
 * that drift of the machine (JIT warm-up, other load) weighs on both alike. Returns the GET
 * latencies in ms per board.
 */
async function changingStandingsLatencies(
  service: BenchService,
  operator: BenchOperator,
  platform: ApiClient,
  boards: Board[],
  samples: number,
): Promise<number[][]> {
  const headers = { authorization: `Bearer ${operator.apiKey}` };
  const latencies: number[][] = boards.map(() => []);
  for (let n = 0; n < samples + SAMPLE_WARMUP; n++) {
    for (const [b, board] of boards.entries()) {
      const i = 1 + ((n * 7919) % board.players);
      const event = await platform.post(`/api/internal/tournaments/${board.tournamentId}/events`, {
        events: [
          {
            event_id: `lb-${board.tournamentId}-${n}`,
            occurred_at: new Date().toISOString(),
            type: 'score.updated',
            internal_player_id: seededEntryId(board.prefix, board.tournamentId, i),
            points_delta: 1,
          },
        ],
      });
      if (event.status !== 200 || event.body?.accepted !== 1)
        throw new Error(`score event not applied: ${event.status} ${event.text.slice(0, 300)}`);
      const started = performance.now();
      const res = await fetch(`${service.baseUrl}/api/tournaments/${board.tournamentId}/leaderboard?limit=50`, { headers });
      await res.arrayBuffer();
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`leaderboard: ${res.status}`);
      if (n >= SAMPLE_WARMUP) latencies[b].push(elapsed);
    }
  }
  return latencies;
}

export const run: Scenario = async (context) => {
  const { H, R } = context.baselines;
  const size1 = benchSize(100_000);
  const sizeSmall = benchSize(1_000);
  const sizeLarge = benchSize(1_000_000);
  // BENCH_CPU_PROF_DIR: the service runs with --cpu-prof, its profile written there on exit.
  const service = await startBenchService(context, { cpuProfDir: process.env.BENCH_CPU_PROF_DIR || undefined });
  const measurements: Measurement[] = [];
  try {
    const operator = await createOperator(service, { name: 'Leaderboard benchmark' });
    const platform = (await createInternalKey(service, [operator.operatorId])).client;
    context.log(`  seeding ${size1}, ${sizeSmall} and ${sizeLarge} players (SQL)`);
    const board1 = await seedBoard(context, service, operator, size1, 'lb1');
    const small = await seedBoard(context, service, operator, sizeSmall, 'lbs');
    const large = await seedBoard(context, service, operator, sizeLarge, 'lbl');
    await vacuumAnalyze(service.databaseUrl());
    context.log('  seeded; VACUUM ANALYZE done');

    // 1: the authenticated leaderboard read of 100,000 players.
    context.log(`  1: leaderboard of ${size1} players, ${context.load.connections} connections, ${context.load.durationSeconds} s`);
    const r1 = await leaderboardLoad(service, operator, board1, context);
    const n1 = size1.toLocaleString('en-US');
    measurements.push(
      {
        scenario: '1',
        name: `leaderboard top 50, ${n1} players: requests/s against H`,
        value: r1.requestsPerSecond,
        unit: 'req/s',
        target: '>= 0.3 × H',
        ratio: r1.requestsPerSecond / H,
        pass: r1.requestsPerSecond >= 0.3 * H,
      },
      ...(R === undefined
        ? []
        : [
            {
              scenario: '1',
              name: `leaderboard top 50, ${n1} players: requests/s against R (hand-built Redis read)`,
              value: r1.requestsPerSecond,
              unit: 'req/s',
              target: '>= 1.0 × R',
              ratio: r1.requestsPerSecond / R,
              pass: r1.requestsPerSecond >= R,
            },
          ]),
      {
        scenario: '1',
        name: `leaderboard top 50, ${n1} players: p99 latency`,
        value: r1.p99,
        unit: 'ms',
        target: '<= 25 ms',
        pass: r1.p99 <= 25,
      },
      {
        scenario: '1',
        name: `leaderboard top 50, ${n1} players: non-2xx responses and errors`,
        value: r1.non2xx + r1.errors + r1.timeouts,
        unit: 'responses',
        target: '= 0',
        pass: r1.non2xx + r1.errors + r1.timeouts === 0,
      },
    );

    // 2a (and 6): steady state, same load, 1,000 and then 1,000,000 players (RSS sampled).
    context.log(`  2a: steady-state leaderboard, ${sizeSmall} then ${sizeLarge} players`);
    const before = await cacheLookups(service);
    // Two rounds, the sizes taking turns (small, large, small, large): drift of a shared machine
    // weighs on both alike. The median of a size is the mean of its two runs' medians.
    const runsSmall: LoadResult[] = [];
    const runsLarge: LoadResult[] = [];
    let peakUnderLoad = 0;
    for (let round = 0; round < 2; round++) {
      runsSmall.push(await leaderboardLoad(service, operator, small, context));
      const rss = service.sampleRss(100);
      runsLarge.push(await leaderboardLoad(service, operator, large, context));
      peakUnderLoad = Math.max(peakUnderLoad, rss.stop().peakMb);
    }
    const after = await cacheLookups(service);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const rSmall = { p50: mean(runsSmall.map((r) => r.p50)) };
    const rLarge = { p50: mean(runsLarge.map((r) => r.p50)), requestsPerSecond: mean(runsLarge.map((r) => r.requestsPerSecond)) };
    const steadyRatio = rLarge.p50 / rSmall.p50;
    const nS = sizeSmall.toLocaleString('en-US');
    const nL = sizeLarge.toLocaleString('en-US');
    measurements.push(
      {
        scenario: '2a',
        name: `median latency, standings unchanged (cache hits), ${nS} players, ${context.load.connections} conn.`,
        value: rSmall.p50,
        unit: 'ms',
      },
      {
        scenario: '2a',
        name: `median latency, standings unchanged (cache hits), ${nL} players, ${context.load.connections} conn.`,
        value: rLarge.p50,
        unit: 'ms',
        target: `<= 1.5 × median at ${nS}`,
        ratio: steadyRatio,
        pass: steadyRatio <= 1.5,
      },
      {
        scenario: '2a',
        name: `requests/s, standings unchanged, ${nL} players`,
        value: rLarge.requestsPerSecond,
        unit: 'req/s',
        ratio: rLarge.requestsPerSecond / H,
      },
    );
    if (before && after) {
      const hits = after.hit - before.hit;
      const lookups = hits + after.miss - before.miss;
      measurements.push({
        scenario: '2a',
        name: 'leaderboard cache hit rate during 2a',
        value: lookups ? (100 * hits) / lookups : 0,
        unit: '%',
      });
    }
    const failures = [...runsSmall, ...runsLarge].reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
    if (failures > 0)
      measurements.push({
        scenario: '2a',
        name: 'non-2xx responses and errors during 2a',
        value: failures,
        unit: 'responses',
        target: '= 0',
        pass: false,
      });

    // 6: memory while serving scenario 1's load on the 1,000,000-player tournament.
    measurements.push({
      scenario: '6',
      name: `service peak RSS, scenario 1 load on ${nL} players`,
      value: peakUnderLoad,
      unit: 'MB',
      target: '< 512 MB',
      pass: peakUnderLoad < 512,
    });

    // 2b: standings changing, every request computed.
    context.log(`  2b: changing standings, ${SAMPLES} sequential requests each on ${sizeSmall} and ${sizeLarge} players, taking turns`);
    const missBefore = await cacheLookups(service);
    const rss2b = service.sampleRss(100);
    const [samplesSmall, samplesLarge] = await changingStandingsLatencies(service, operator, platform, [small, large], SAMPLES);
    const peak2b = rss2b.stop();
    const lSmall = median(samplesSmall);
    const lLarge = median(samplesLarge);
    const missAfter = await cacheLookups(service);
    measurements.push({
      scenario: '6',
      name: `service peak RSS, 2b (every page computed; ${nS} and ${nL} players)`,
      value: peak2b.peakMb,
      unit: 'MB',
      target: '< 512 MB',
      pass: peak2b.peakMb < 512,
    });
    const changingRatio = lLarge / lSmall;
    measurements.push(
      { scenario: '2b', name: `median latency, standings changing (cache misses), ${nS} players, 1 conn.`, value: lSmall, unit: 'ms' },
      {
        scenario: '2b',
        name: `median latency, standings changing (cache misses), ${nL} players, 1 conn.`,
        value: lLarge,
        unit: 'ms',
        target: `<= 1.5 × median at ${nS}`,
        ratio: changingRatio,
        pass: changingRatio <= 1.5,
      },
    );
    if (missBefore && missAfter) {
      const misses = missAfter.miss - missBefore.miss;
      const lookups = misses + missAfter.hit - missBefore.hit;
      measurements.push({
        scenario: '2b',
        name: 'leaderboard cache miss rate during 2b',
        value: lookups ? (100 * misses) / lookups : 0,
        unit: '%',
      });
    }
    return measurements;
  } finally {
    await service.stop();
  }
};

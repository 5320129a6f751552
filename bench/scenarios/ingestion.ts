import {
  benchSize,
  benchWarmupSeconds,
  createInternalKey,
  createOperator,
  createTournament,
  Measurement,
  Scenario,
  seedEntries,
  seededEntryId,
  startService,
  startTournament,
  vacuumAnalyze,
} from '../lib';
import { runWriteLoad } from './write-load';

/**
 * Scenario 4: game score ingestion (D11). An in-progress tournament of PLAYERS seeded players;
 * the game platform (an internal key) posts batches of BATCH `score.updated` events (a points
 * delta for a random player, new event ids every batch) to
 * POST /api/internal/tournaments/{id}/events, concurrently, for the run's duration. Score
 * updates/s = the events the responses say were accepted (applied) ÷ the measured seconds.
 *
 * Batches of one tournament apply one at a time (the tournament row is locked, so events apply in
 * order); more connections than a few only queue, so the load uses at most MAX_CONNECTIONS.
 */

const PLAYERS = 100_000;
const BATCH = 500;
const MAX_CONNECTIONS = 8;

export const run: Scenario = async (context) => {
  const { P } = context.baselines;
  const players = benchSize(PLAYERS);
  // BENCH_CPU_PROF_DIR: the service runs with --cpu-prof, its profile written there on exit.
  const service = await startService({ databaseUrl: context.pgUrl, cpuProfDir: process.env.BENCH_CPU_PROF_DIR || undefined });
  try {
    context.log(`scenario 4: score ingestion, ${players.toLocaleString('en-US')} players, batches of ${BATCH}`);
    const operator = await createOperator(service);
    const platform = await createInternalKey(service, [operator.operatorId]);
    const tournamentId = await createTournament(operator, { max_players: players });
    const prefix = `ingest-${Date.now()}`;
    await seedEntries(context.pgUrl, {
      operatorId: operator.operatorId,
      tournamentId,
      count: players,
      prefix,
      status: 'registered',
      withPoints: false,
      log: context.log,
    });
    await startTournament(operator, tournamentId);
    await vacuumAnalyze(context.pgUrl);
    const entryIds = Array.from({ length: players }, (_, i) => seededEntryId(prefix, tournamentId, i + 1));

    let batch = 0;
    let accepted = 0;
    let rejected = 0;
    const path = `/api/internal/tournaments/${tournamentId}/events`;
    const result = await runWriteLoad({
      baseUrl: service.baseUrl,
      headers: { 'x-internal-api-key': platform.apiKey },
      connections: Math.min(context.load.connections, MAX_CONNECTIONS),
      durationSeconds: context.load.durationSeconds,
      warmupSeconds: benchWarmupSeconds(),
      next: () => {
        const b = ++batch;
        const occurredAt = new Date().toISOString();
        const events = Array.from({ length: BATCH }, (_, i) => ({
          event_id: `b${b}-${i}`,
          type: 'score.updated',
          occurred_at: occurredAt,
          internal_player_id: entryIds[Math.floor(Math.random() * entryIds.length)],
          points_delta: (i % 7) + 1,
        }));
        return { path, body: { events } };
      },
      onBody: (status, body, measured) => {
        if (!measured || status !== 200) return;
        const parsed = JSON.parse(body) as {
          accepted: number;
          rejected: number;
          results: Array<{ status: string; error?: string; message?: string }>;
        };
        accepted += parsed.accepted;
        if (parsed.rejected > 0 && rejected === 0)
          context.log(`  first rejection: ${JSON.stringify(parsed.results.find((r) => r.status === 'rejected'))}`);
        rejected += parsed.rejected;
      },
    });
    const perSecond = accepted / result.durationSeconds;
    context.log(
      `  ${accepted} events accepted (${rejected} rejected) in ${result.durationSeconds} s, statuses ${JSON.stringify(result.statuses)}, p99 ${result.p99} ms`,
    );
    const ratio = perSecond / P;
    const measurements: Measurement[] = [
      {
        scenario: '4',
        name: `score ingestion, batches of ${BATCH}, ${players.toLocaleString('en-US')} players: score updates/s`,
        value: perSecond,
        unit: 'events/s',
        target: '>= 10 × P',
        ratio,
        pass: ratio >= 10 && rejected === 0 && result.non2xx === 0,
      },
    ];
    return measurements;
  } finally {
    await service.stop();
  }
};

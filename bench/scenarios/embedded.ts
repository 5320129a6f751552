import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  benchLoad,
  benchSize,
  createOperator,
  createTournament,
  embeddedContextUrl,
  findMeasurement,
  Measurement,
  runLoad,
  Scenario,
  seedEntries,
  startBenchService,
  startTournament,
} from '../lib';
import { measureRegistrations } from './registrations';

/**
 * Scenario 7: scenarios 1 and 3 against the service started WITHOUT DATABASE_URL, i.e. on the
 * embedded database (PGlite served over the PostgreSQL wire protocol on a loopback port, in a
 * fresh temporary DATA_DIR). The 100,000 players of scenario 1 are seeded with the same SQL,
 * sent over that loopback socket (BenchService.databaseUrl() finds its port). No speed target:
 * the table shows each value and its ratio to the PostgreSQL figure of the same run; the
 * correctness checks (no non-2xx, no invariant violation) still must hold.
 */
export const run: Scenario = async (context) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-embedded-'));
  const embeddedContext = { ...context, pgUrl: embeddedContextUrl(dataDir) };
  const measurements: Measurement[] = [];
  const versusPg = (scenario: string, nameIncludes: string, value: number): number | undefined => {
    const pg = findMeasurement(scenario, nameIncludes);
    return pg && Number.isFinite(pg.value) && pg.value > 0 ? value / pg.value : undefined;
  };
  const service = await startBenchService(embeddedContext);
  try {
    const dbUrl = service.databaseUrl();
    context.log(`  embedded database on ${dbUrl} (DATA_DIR ${dataDir})`);

    // 7 / 1: the leaderboard read of 100,000 players.
    const operator = await createOperator(service, { name: 'Embedded leaderboard' });
    const players = benchSize(100_000);
    const tournamentId = await createTournament(operator, { name: 'Embedded leaderboard' });
    const began = Date.now();
    await seedEntries(dbUrl, { operatorId: operator.operatorId, tournamentId, count: 1, prefix: 'emb1' });
    await startTournament(operator, tournamentId);
    await seedEntries(dbUrl, {
      operatorId: operator.operatorId,
      tournamentId,
      first: 2,
      count: players,
      prefix: 'emb1',
      status: 'active',
      log: context.log,
    });
    context.log(`  ${players.toLocaleString('en-US')} players seeded and started in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    const r1 = await runLoad({
      url: `${service.baseUrl}/api/tournaments/${tournamentId}/leaderboard?limit=50`,
      headers: { authorization: `Bearer ${operator.apiKey}` },
      connections: context.load.connections,
      durationSeconds: context.load.durationSeconds,
      warmupSeconds: benchLoad().warmupSeconds,
    });
    const n = players.toLocaleString('en-US');
    measurements.push(
      {
        scenario: '7',
        name: `embedded: leaderboard top 50, ${n} players: requests/s (ratio: to PostgreSQL)`,
        value: r1.requestsPerSecond,
        unit: 'req/s',
        ratio: versusPg('1', 'requests/s', r1.requestsPerSecond),
      },
      {
        scenario: '7',
        name: `embedded: leaderboard top 50, ${n} players: p99 latency (ratio: to PostgreSQL)`,
        value: r1.p99,
        unit: 'ms',
        ratio: versusPg('1', 'p99', r1.p99),
      },
      {
        scenario: '7',
        name: 'embedded: leaderboard non-2xx responses and errors',
        value: r1.non2xx + r1.errors + r1.timeouts,
        unit: 'responses',
        target: '= 0',
        pass: r1.non2xx + r1.errors + r1.timeouts === 0,
      },
    );

    // 7 / 3: registrations, one tournament and 50 (helper B2's measurement, on this service).
    for (const variant of [
      { pg: '3a', tournaments: 1, name: 'registrations, one tournament' },
      { pg: '3b', tournaments: 50, name: 'registrations, 50 tournaments' },
    ]) {
      context.log(`  embedded: ${variant.name}`);
      const regOperator = await createOperator(service, { name: `Embedded ${variant.name}` });
      const measured = await measureRegistrations(service, dbUrl, regOperator, {
        tournaments: variant.tournaments,
        prefix: `emb${variant.pg}-${Date.now()}`,
        connections: context.load.connections,
        durationSeconds: context.load.durationSeconds,
        warmupSeconds: benchLoad().warmupSeconds,
        log: context.log,
      });
      measurements.push(
        {
          scenario: '7',
          name: `embedded: ${variant.name}: registrations/s (ratio: to PostgreSQL)`,
          value: measured.registrationsPerSecond,
          unit: 'req/s',
          ratio: versusPg(variant.pg, 'registrations/s', measured.registrationsPerSecond),
        },
        {
          scenario: '7',
          name: `embedded: ${variant.name}: invariant violations`,
          value: measured.violations,
          unit: 'rows',
          target: '= 0',
          pass: measured.violations === 0,
        },
      );
    }
    return measurements;
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

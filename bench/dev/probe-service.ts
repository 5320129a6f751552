import { BenchService, createOperator, createTournament, recreateDatabase, seedEntries, startService, startTournament } from '../lib';

/** What the developer probes measure: the built service and one started tournament of 1,000 players. */
export interface ProbeService {
  service: BenchService;
  tournamentId: string;
  /** The operator key's header. */
  headers: Record<string, string>;
}

/**
 * Starts the built service on a fresh database (`bench_probe` on BENCH_PG_URL) with one started
 * tournament of 1,000 active players; `cpuProfDir` runs it with `--cpu-prof`. Stop it with
 * `service.stop()`.
 */
export async function startProbeService(cpuProfDir: string | undefined): Promise<ProbeService> {
  const url = await recreateDatabase(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'bench_probe');
  const service = await startService({ databaseUrl: url, cpuProfDir });
  try {
    const operator = await createOperator(service, { name: 'Probe' });
    const tournamentId = await createTournament(operator, { name: 'Probe' });
    await seedEntries(url, { operatorId: operator.operatorId, tournamentId, count: 1, prefix: 'p' });
    await startTournament(operator, tournamentId);
    await seedEntries(url, { operatorId: operator.operatorId, tournamentId, first: 2, count: 1000, prefix: 'p', status: 'active' });
    return { service, tournamentId, headers: { authorization: `Bearer ${operator.apiKey}` } };
  } catch (error) {
    await service.stop();
    throw error;
  }
}

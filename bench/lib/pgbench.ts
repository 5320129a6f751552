import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { recreateDatabase, withPg } from './db';

const run = promisify(execFile);

export interface PgbenchResult {
  tps: number;
  output: string;
}

/**
 * Baseline P: pgbench's default TPC-B-like script at scale 1 against the same PostgreSQL, in its
 * own database (`bench_pgbench` unless named; dropped and created): `pgbench -i -s 1`, then
 * `pgbench -c <clients> -j 2 -T <seconds>`; the tps line (without initial connection time). A
 * CHECKPOINT comes between the two, as before every scenario's load (vacuumAnalyze).
 */
export async function runPgbench(serverUrl: string, clients: number, seconds: number, database = 'bench_pgbench'): Promise<PgbenchResult> {
  const url = await recreateDatabase(serverUrl, database);
  await run('pgbench', ['-i', '-s', '1', '-q', url], { maxBuffer: 16 * 1024 * 1024 });
  await withPg(url, (client) => client.query('CHECKPOINT'));
  const { stdout } = await run('pgbench', ['-c', String(clients), '-j', '2', '-T', String(seconds), url], { maxBuffer: 16 * 1024 * 1024 });
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout) ?? /tps = ([\d.]+)/.exec(stdout);
  if (!match) throw new Error(`pgbench: no tps in its output:\n${stdout}`);
  return { tps: Number(match[1]), output: stdout };
}

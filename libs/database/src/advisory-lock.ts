import { DataSource } from 'typeorm';

/**
 * Runs `work` while this process holds the PostgreSQL session advisory lock `key`, so that
 * instances starting together on one server do it one after the other. The lock lives on a
 * connection of its own, held until `work` ends; `work` itself uses the data source as usual.
 */
export async function withAdvisoryLock<T>(dataSource: DataSource, key: number, work: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    // An unlock error must not hide the outcome of `work`.
    await runner.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await runner.release();
  }
}

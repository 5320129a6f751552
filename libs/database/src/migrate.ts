import { DataSource, Migration } from 'typeorm';

/** Arbitrary constant that names "migrations in progress" among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 724_113_001;

/**
 * Applies pending migrations in one transaction. Several instances starting together on one
 * server serialise on an advisory lock, so each migration runs once.
 */
export async function runMigrations(dataSource: DataSource): Promise<Migration[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}

/** True when every migration the code knows has been applied. */
export async function migrationsApplied(dataSource: DataSource): Promise<boolean> {
  return !(await dataSource.showMigrations());
}

import { DataSource, Migration } from 'typeorm';
import { withAdvisoryLock } from './advisory-lock';

/** Arbitrary constant that names "migrations in progress" among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 724_113_001;

/**
 * Applies pending migrations in one transaction. Several instances starting together on one
 * server serialise on an advisory lock, so each migration runs once.
 */
export async function runMigrations(dataSource: DataSource): Promise<Migration[]> {
  return withAdvisoryLock(dataSource, MIGRATION_LOCK_KEY, () => dataSource.runMigrations({ transaction: 'all' }));
}

/** True when every migration the code knows has been applied. */
export async function migrationsApplied(dataSource: DataSource): Promise<boolean> {
  return !(await dataSource.showMigrations());
}

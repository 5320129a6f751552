import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '@app/database';
import { MIGRATIONS } from '@app/database/migrations';

/**
 * Helpers of the suites that write their data with SQL: the migration suites (an empty database
 * migrated to the migration before the one under test, data written through that schema, then
 * the migration run and reverted) and the query-plan suites (large fields seeded in one statement).
 */

/** A data source that knows the migrations up to `count` of them (in order). */
export function connectWithMigrations(url: string, count: number): Promise<DataSource> {
  const source = new DataSource({ ...buildDataSourceOptions(url, 2), migrations: MIGRATIONS.slice(0, count) });
  return source.initialize();
}

/** SQL: a deterministic version-4 UUID of the SQL text expression `text`, so seeded rows can name each other. */
export const sqlUuidOf = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

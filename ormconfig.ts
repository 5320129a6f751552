import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './libs/database/src/data-source-options';

/**
 * The DataSource of the TypeORM CLI (migration:generate, migration:run). It needs a PostgreSQL
 * server: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/dev npm run migration:generate -- libs/database/src/migrations/Name`.
 * The service itself applies migrations at start-up, and `npm run cli -- migrate` does it too.
 */
export default new DataSource(buildDataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'));

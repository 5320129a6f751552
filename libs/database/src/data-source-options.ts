import { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { TournamentChangeSubscriber } from './notifications/local-changes';

export const MIGRATIONS_TABLE = 'schema_migrations';

/** One definition of the connection, shared by the service, the CLI and ormconfig.ts. */
export function buildDataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    subscribers: [TournamentChangeSubscriber],
    migrations: MIGRATIONS,
    migrationsTableName: MIGRATIONS_TABLE,
    migrationsTransactionMode: 'all',
    synchronize: false,
    logging: false,
    extra: {
      max: poolSize,
      connectionTimeoutMillis: 5000,
      // Bounded statements: a stuck query must not hold a pool slot forever.
      statement_timeout: 30000,
      application_name: 'tournament-service',
    },
  };
}

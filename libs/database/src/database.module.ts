import { DynamicModule, Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { activateSecretBox, AppConfig, resolveSecretKeys } from '@app/common';
import { buildDataSourceOptions } from './data-source-options';

/** The database connection string the process resolved at start (server or embedded). */
export const DATABASE_URL = Symbol('DATABASE_URL');

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(url: string, config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            // The key of encrypted columns is in place before the DataSource exists.
            await activateSecretKeys(config);
            return {
              ...buildDataSourceOptions(url, config.dbPoolSize),
              // Migrations run explicitly under an advisory lock (runMigrations), not here.
              migrationsRun: false,
              retryAttempts: 3,
              retryDelay: 1000,
            };
          },
        }),
      ],
      providers: [{ provide: DATABASE_URL, useValue: url }],
      exports: [DATABASE_URL],
    };
  }
}

/** Resolves the secrets key (SECRETS_ENCRYPTION_KEY or DATA_DIR/secrets-key) and makes it the process's. */
async function activateSecretKeys(config: AppConfig): Promise<void> {
  const keys = await resolveSecretKeys(config);
  activateSecretBox(keys.box);
  const logger = new Logger('Secrets');
  if (keys.generated) logger.log(`Generated the secrets encryption key ${keys.path} (key id ${keys.box.keyId})`);
  if (keys.warning) logger.warn(keys.warning);
}

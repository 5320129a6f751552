import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '@app/common';
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
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions(url, config.dbPoolSize),
          // Migrations run explicitly under an advisory lock (runMigrations), not here.
          migrationsRun: false,
          retryAttempts: 3,
          retryDelay: 1000,
        }),
      ],
      providers: [{ provide: DATABASE_URL, useValue: url }],
      exports: [DATABASE_URL],
    };
  }
}

import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig, AppConfigModule, MetricsModule } from '@app/common';
import { DatabaseModule } from '@app/database';
import { AuthModule } from '@app/auth';

/** What the CLI needs: configuration, the database and the administration use cases. */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: CliModule,
      imports: [AppConfigModule.forRoot(config), MetricsModule, DatabaseModule.forRoot(databaseUrl, config), AuthModule],
    };
  }
}

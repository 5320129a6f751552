import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig, AppConfigModule, MetricsModule } from '@app/common';
import { DatabaseModule } from '@app/database';
import { AuthModule } from '@app/auth';
import { OperatorsModule } from '@app/operators';
import { OutboxAdminModule } from '@app/events';
import { DashboardUsersModule } from '@app/dashboard';
import { IdempotencyModule } from '../idempotency/idempotency.module';

/**
 * What the CLI needs: configuration, the database and the administration use cases (operators and
 * keys, dashboard users, outbound events). IdempotencyModule because AuthModule's routes carry
 * IdempotencyGuard, which Nest builds even where no request is served.
 */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: CliModule,
      imports: [
        AppConfigModule.forRoot(config),
        MetricsModule,
        DatabaseModule.forRoot(databaseUrl, config),
        AuthModule,
        OperatorsModule,
        IdempotencyModule,
        OutboxAdminModule,
        DashboardUsersModule,
      ],
    };
  }
}

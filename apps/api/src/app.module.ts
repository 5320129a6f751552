import { DynamicModule, Module, Type } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig, AppConfigModule, Clock, MetricsModule } from '@app/common';
import { DatabaseModule } from '@app/database';
import { AuthModule } from '@app/auth';
import { OperatorsModule } from '@app/operators';
import { TournamentsModule } from '@app/tournaments';
import { PlayersModule } from '@app/players';
import { ResultsModule } from '@app/results';
import { LiveModule } from '@app/live';
import { InternalModule } from '@app/internal';
import { EventsModule } from '@app/events';
import { DashboardModule } from '@app/dashboard';
import { EventsApiModule } from '@app/events';
import { PlatformNotificationsModule } from '@app/events';
import { createRootLogger, loggerParams } from './bootstrap/logger';
import { HealthModule } from './health/health.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { MetricsController } from './metrics/metrics.controller';
import { DemoSeeder } from './seed/demo-seeder';

@Module({})
export class AppModule {
  /** `extraModules` and `clock` let tests mount probe controllers and control time. */
  static forRoot(config: AppConfig, databaseUrl: string, extraModules: Type[] = [], clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config, clock),
        LoggerModule.forRoot(loggerParams(createRootLogger(config))),
        MetricsModule,
        DatabaseModule.forRoot(databaseUrl, config),
        AuthModule,
        OperatorsModule,
        TournamentsModule,
        PlayersModule,
        ResultsModule,
        LiveModule,
        InternalModule,
        EventsModule,
        EventsApiModule,
        PlatformNotificationsModule,
        DashboardModule,
        HealthModule,
        IdempotencyModule,
        ...extraModules,
      ],
      controllers: [MetricsController],
      providers: [DemoSeeder],
    };
  }
}

import { DynamicModule, Module, Type } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig, AppConfigModule, MetricsModule } from '@app/common';
import { DatabaseModule } from '@app/database';
import { AuthModule } from '@app/auth';
import { TournamentsModule } from '@app/tournaments';
import { PlayersModule } from '@app/players';
import { ResultsModule } from '@app/results';
import { InternalModule } from '@app/internal';
import { EventsModule } from '@app/events';
import { loggerParams } from './bootstrap/logger';
import { HealthModule } from './health/health.module';
import { MetricsController } from './metrics/metrics.controller';
import { DemoSeeder } from './seed/demo-seeder';

@Module({})
export class AppModule {
  /** `extraModules` lets tests mount probe controllers next to the real ones. */
  static forRoot(config: AppConfig, databaseUrl: string, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(config)),
        MetricsModule,
        DatabaseModule.forRoot(databaseUrl, config),
        AuthModule,
        TournamentsModule,
        PlayersModule,
        ResultsModule,
        InternalModule,
        EventsModule,
        HealthModule,
        ...extraModules,
      ],
      controllers: [MetricsController],
      providers: [DemoSeeder],
    };
  }
}

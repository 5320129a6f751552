import { DynamicModule, Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from '../clock';
import { AppConfig } from './app-config';

/** Makes the parsed AppConfig and the Clock injectable everywhere. */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig, clock: Clock = new SystemClock()): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: Clock, useValue: clock },
      ],
      exports: [AppConfig, Clock],
    };
  }
}

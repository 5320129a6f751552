import { Module } from '@nestjs/common';
import { InternalApiModule } from './api/internal-api.module';
import { GameEventsModule } from './game-events/game-events.module';

/** The game platform's side of the service (D11), under /api/internal. */
@Module({ imports: [InternalApiModule, GameEventsModule] })
export class InternalModule {}

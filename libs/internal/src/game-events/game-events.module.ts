import { Module } from '@nestjs/common';
import { SqsModule } from '@ssut/nestjs-sqs';
import { AppConfig } from '@app/common';
import { TournamentsModule } from '@app/tournaments';
import { GameEventsApplier } from './game-events.applier';
import { GameEventsController } from './game-events.controller';
import { GameEventsRepository } from './game-events.repository';
import { GameEventsAccess } from './internal-access';
import { GameEventsQueueConsumer } from './queue/game-events.consumer';
import { gameEventsSqsOptions } from './queue/sqs-options';

/**
 * Game events (D11): the HTTP batch endpoint and, when GAME_EVENTS_QUEUE_URL is set, the inbound
 * SQS consumer; both apply batches through GameEventsApplier.
 */
@Module({
  imports: [TournamentsModule, SqsModule.registerAsync({ useFactory: gameEventsSqsOptions, inject: [AppConfig] })],
  controllers: [GameEventsController],
  providers: [GameEventsRepository, GameEventsAccess, GameEventsApplier, GameEventsQueueConsumer],
  exports: [GameEventsApplier],
})
export class GameEventsModule {}

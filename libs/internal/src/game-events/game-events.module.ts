import { Module } from '@nestjs/common';

/** Game events (D11): the HTTP batch endpoint and the inbound SQS consumer. */
@Module({})
export class GameEventsModule {}

import { Global, Module } from '@nestjs/common';
import { OutboxWriter } from './outbox.writer';

/** Outbound events: the outbox writer now; delivery and the events API arrive with their issue. */
@Global()
@Module({ providers: [OutboxWriter], exports: [OutboxWriter] })
export class EventsModule {}

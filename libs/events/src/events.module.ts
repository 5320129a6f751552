import { Global, Module } from '@nestjs/common';
import { OutboxAdminController } from './admin/outbox-admin.controller';
import { OutboxAdminModule } from './admin/outbox-admin.module';
import { DispatchMetrics } from './dispatch/dispatch-metrics';
import { OutboxDeliveryRepository } from './dispatch/outbox-delivery.repository';
import { OutboxDispatcher } from './dispatch/outbox.dispatcher';
import { SqsTransport } from './dispatch/sqs-transport';
import { OutboxEventsRepository } from './outbox-events.repository';
import { OutboxWriter } from './outbox.writer';
import { PlatformNotificationsRepository } from './platform/platform-notifications.repository';

/**
 * Outbound events (D12): the outbox writer (used in every state change's transaction), the
 * dispatcher that delivers the outbox to SQS, and the admin routes for dead events.
 */
@Global()
@Module({
  imports: [OutboxAdminModule],
  controllers: [OutboxAdminController],
  providers: [
    OutboxWriter,
    OutboxEventsRepository,
    // The writer adds the game-platform notification of a notified event in the event's transaction.
    PlatformNotificationsRepository,
    OutboxDeliveryRepository,
    SqsTransport,
    DispatchMetrics,
    OutboxDispatcher,
  ],
  exports: [OutboxWriter],
})
export class EventsModule {}

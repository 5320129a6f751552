import { Global, Module } from '@nestjs/common';
import { OutboxAdminController } from './admin/outbox-admin.controller';
import { OutboxAdminModule } from './admin/outbox-admin.module';
import { DispatchMetrics } from './dispatch/dispatch-metrics';
import { OutboxDeliveryRepository } from './dispatch/outbox-delivery.repository';
import { OutboxDispatcher } from './dispatch/outbox.dispatcher';
import { SqsTransport } from './dispatch/sqs-transport';
import { OutboxWriter } from './outbox.writer';

/**
 * Outbound events (D12): the outbox writer (used in every state change's transaction), the
 * dispatcher that delivers the outbox to SQS, and the admin routes for dead events.
 */
@Global()
@Module({
  imports: [OutboxAdminModule],
  controllers: [OutboxAdminController],
  providers: [OutboxWriter, OutboxDeliveryRepository, SqsTransport, DispatchMetrics, OutboxDispatcher],
  exports: [OutboxWriter],
})
export class EventsModule {}

import { Module } from '@nestjs/common';
import { EventsController } from './events.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';

/** GET /api/events (D12). */
@Module({
  controllers: [EventsController],
  providers: [EventsService, EventsRepository],
})
export class EventsApiModule {}

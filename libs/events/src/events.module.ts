import { Module } from '@nestjs/common';

/** The events feature module; its routes, services and repositories arrive with their issue. */
@Module({})
export class EventsModule {}

import { Module } from '@nestjs/common';

/** The tournaments feature module; its routes, services and repositories arrive with their issue. */
@Module({})
export class TournamentsModule {}

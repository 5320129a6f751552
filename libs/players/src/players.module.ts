import { Module } from '@nestjs/common';

/** The players feature module; its routes, services and repositories arrive with their issue. */
@Module({})
export class PlayersModule {}

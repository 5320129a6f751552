import { Module } from '@nestjs/common';

/** The results feature module; its routes, services and repositories arrive with their issue. */
@Module({})
export class ResultsModule {}

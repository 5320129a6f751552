import { Module } from '@nestjs/common';

/** The internal feature module; its routes, services and repositories arrive with their issue. */
@Module({})
export class InternalModule {}

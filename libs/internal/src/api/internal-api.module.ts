import { Module } from '@nestjs/common';

/** Game-platform read API, token validation and rooms (D11). */
@Module({})
export class InternalApiModule {}

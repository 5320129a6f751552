import { Module } from '@nestjs/common';
import { RoomsRepository } from './rooms.repository';
import { RoomsService } from './rooms.service';

/** Game rooms of a tournament: stored by the game platform's rooms API, read by player queries. */
@Module({
  providers: [RoomsService, RoomsRepository],
  exports: [RoomsService],
})
export class RoomsModule {}

import { Module } from '@nestjs/common';
import { StandingsRepository } from './standings.repository';
import { StandingsService } from './standings.service';

/** The standings of a tournament: ranking, pages, previews (read by the leaderboard, players and the lifecycle). */
@Module({
  providers: [StandingsRepository, StandingsService],
  exports: [StandingsRepository, StandingsService],
})
export class StandingsModule {}

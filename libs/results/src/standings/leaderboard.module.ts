import { Module } from '@nestjs/common';
import { TournamentsModule } from '@app/tournaments';
import { LeaderboardCache } from './leaderboard.cache';
import { LeaderboardFastPath } from './leaderboard-fast-path';
import { LeaderboardController } from './leaderboard.controller';
import { LeaderboardService } from './leaderboard.service';

/**
 * The leaderboard endpoint (spec 8, D7). Apart from StandingsModule because it needs
 * TournamentAccess from the tournaments module, which the global PlayersCoreModule (that makes
 * StandingsService available everywhere) cannot import.
 */
@Module({
  imports: [TournamentsModule],
  controllers: [LeaderboardController],
  providers: [LeaderboardService, LeaderboardCache, LeaderboardFastPath],
  exports: [LeaderboardService, LeaderboardFastPath],
})
export class LeaderboardModule {}

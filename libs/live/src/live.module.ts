import { Module } from '@nestjs/common';
import { LeaderboardModule } from '@app/results';
import { TournamentsModule } from '@app/tournaments';
import { LiveStandingsHub } from './live-standings.hub';

/** Live leaderboards: the hub that fans standings changes out to SSE and WebSocket subscribers. */
@Module({
  imports: [TournamentsModule, LeaderboardModule],
  providers: [LiveStandingsHub],
  exports: [LiveStandingsHub],
})
export class LiveModule {}

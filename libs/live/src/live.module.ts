import { Module } from '@nestjs/common';
import { InternalApiModule } from '@app/internal';
import { PlayersModule } from '@app/players';
import { LeaderboardModule } from '@app/results';
import { TournamentsModule } from '@app/tournaments';
import { LiveStandingsHub } from './live-standings.hub';
import { LeaderboardStreamController } from './sse/leaderboard-stream.controller';
import { LeaderboardStreams } from './sse/leaderboard-streams.service';
import { StreamAuthGuard } from './sse/stream-auth.guard';
import { StreamCredentials } from './stream-credentials';
import { LiveWebSocketGateway } from './ws/live-websocket.gateway';

/**
 * Live leaderboards: the hub that fans standings changes out, and its two transports, Server-Sent
 * Events (GET /api/tournaments/{id}/leaderboard/stream) and a WebSocket (GET /api/ws).
 */
@Module({
  imports: [TournamentsModule, LeaderboardModule, PlayersModule, InternalApiModule],
  controllers: [LeaderboardStreamController],
  providers: [LiveStandingsHub, StreamCredentials, StreamAuthGuard, LeaderboardStreams, LiveWebSocketGateway],
  exports: [LiveStandingsHub],
})
export class LiveModule {}

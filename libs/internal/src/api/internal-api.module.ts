import { Module } from '@nestjs/common';
import { GameAccessModule } from '@app/game-access';
import { PlayersModule } from '@app/players';
import { TournamentsModule } from '@app/tournaments';
import { HopOnOffController } from './hop-on-off.controller';
import { HopOnOffService } from './hop-on-off.service';
import { InternalPlayersRepository } from './internal-players.repository';
import { InternalTournamentAccess } from './internal-tournament-access';
import { InternalTournamentsController } from './internal-tournaments.controller';
import { InternalTournamentsService } from './internal-tournaments.service';
import { RoomsApiService } from './rooms-api.service';
import { RoomsController } from './rooms.controller';
import { ValidateTokenController } from './validate-token.controller';
import { ValidateTokenService } from './validate-token.service';

/** Game-platform read API, token validation and rooms (D11), under /api/internal. */
@Module({
  imports: [TournamentsModule, PlayersModule, GameAccessModule],
  controllers: [ValidateTokenController, HopOnOffController, InternalTournamentsController, RoomsController],
  providers: [
    HopOnOffService,
    InternalTournamentAccess,
    InternalPlayersRepository,
    InternalTournamentsService,
    RoomsApiService,
    ValidateTokenService,
  ],
  exports: [InternalTournamentAccess],
})
export class InternalApiModule {}

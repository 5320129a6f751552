import { Module } from '@nestjs/common';
import { TournamentsModule } from '@app/tournaments';
import { GameAccessModule } from '@app/game-access';
import { WalletTransfersService } from './accounts/wallet-transfers.service';
import { PlayerAccountsController } from './accounts/player-accounts.controller';
import { PlayersCoreModule } from './players-core.module';
import { HistoryRepository } from './queries/history.repository';
import { PlayerQueriesService } from './queries/player-queries.service';
import { EntryChangesService } from './registration/entry-changes.service';
import { GameAccessIssuer } from './registration/game-access.issuer';
import { RegistrationService } from './registration/registration.service';
import { RegistrationRepository } from './registration/registration.repository';
import { PlayerTokenValidator } from './registration/player-token.validator';
import { TournamentPlayersController } from './tournament-players.controller';
import { LeaderboardModule } from '@app/results';

/** Players (spec 6, 7, 10; D6, D9, D10): registration, rebuy, withdrawal, player accounts, queries and history. */
@Module({
  imports: [PlayersCoreModule, TournamentsModule, GameAccessModule, LeaderboardModule],
  controllers: [TournamentPlayersController, PlayerAccountsController],
  providers: [
    RegistrationService,
    RegistrationRepository,
    EntryChangesService,
    PlayerQueriesService,
    HistoryRepository,
    WalletTransfersService,
    GameAccessIssuer,
    PlayerTokenValidator,
  ],
  exports: [PlayersCoreModule, PlayerTokenValidator, PlayerQueriesService, EntryChangesService, LeaderboardModule],
})
export class PlayersModule {}

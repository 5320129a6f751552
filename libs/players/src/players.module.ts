import { Module } from '@nestjs/common';
import { TournamentsModule } from '@app/tournaments';
import { GameAccessModule } from './game-access/game-access.module';
import { SeamlessDebits } from './ledger/seamless-debits';
import { WalletOperationsWorker } from './ledger/wallet-operations.worker';
import { WalletTransfersService } from './ledger/wallet-transfers.service';
import { PlayerAccountsController } from './player-accounts.controller';
import { PlayersCoreModule } from './players-core.module';
import { HistoryRepository } from './queries/history.repository';
import { PlayerQueriesService } from './queries/player-queries.service';
import { EntryChangesService } from './registration/entry-changes.service';
import { GameAccessIssuer } from './registration/game-access.issuer';
import { RegistrationService } from './registration/registration.service';
import { PlayerTokenValidator } from './registration/player-token.validator';
import { TournamentPlayersController } from './tournament-players.controller';
import { SeamlessWalletModule } from './wallet/seamless/seamless-wallet.module';
import { LeaderboardModule } from './standings/leaderboard.module';

/** Players and money (spec 6, 7, 10; D6, D9, D10): registration, entries, wallets, history. */
@Module({
  imports: [PlayersCoreModule, TournamentsModule, GameAccessModule, SeamlessWalletModule, LeaderboardModule],
  controllers: [TournamentPlayersController, PlayerAccountsController],
  providers: [
    RegistrationService,
    EntryChangesService,
    PlayerQueriesService,
    HistoryRepository,
    WalletTransfersService,
    SeamlessDebits,
    WalletOperationsWorker,
    GameAccessIssuer,
    PlayerTokenValidator,
  ],
  exports: [PlayersCoreModule, WalletOperationsWorker, PlayerTokenValidator, PlayerQueriesService, LeaderboardModule],
})
export class PlayersModule {}

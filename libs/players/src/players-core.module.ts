import { Global, Module } from '@nestjs/common';
import { CompletionModule } from '@app/results';
import { StandingsModule } from '@app/results';
import { RoomsModule } from '@app/rooms';
import { TournamentParticipation } from '@app/tournaments';
import { WalletModule } from '@app/wallet';
import { PaymentsRepository } from './accounts/payments.repository';
import { PlayerParticipation } from './registration/player-participation';
import { PlayersRepository } from './registration/players.repository';
import { TournamentSeatsRepository } from './registration/tournament-seats.repository';

/** The modules the players' entries are read and paid through, re-exported to every module. */
const PARTICIPATION_MODULES = [WalletModule, StandingsModule, CompletionModule, RoomsModule];

/**
 * Players and entries, and the tournament lifecycle's view of them (TournamentParticipation):
 * counts, refunds, standings, completion. Global so the tournaments module can use it without
 * importing the players feature (which itself depends on tournaments); it also makes the wallet,
 * standings, completion and rooms modules available everywhere.
 */
@Global()
@Module({
  imports: PARTICIPATION_MODULES,
  providers: [
    PlayersRepository,
    TournamentSeatsRepository,
    PaymentsRepository,
    PlayerParticipation,
    { provide: TournamentParticipation, useExisting: PlayerParticipation },
  ],
  exports: [
    PlayersRepository,
    TournamentSeatsRepository,
    PaymentsRepository,
    PlayerParticipation,
    TournamentParticipation,
    ...PARTICIPATION_MODULES,
  ],
})
export class PlayersCoreModule {}

import { Global, Module } from '@nestjs/common';
import { TournamentParticipation } from '@app/tournaments/tournament-participation';
import { LedgerRepository } from '@app/wallet/ledger/ledger.repository';
import { WalletService } from '@app/wallet/ledger/wallet.service';
import { WalletOperationsRepository } from '@app/wallet/ledger/wallet-operations.repository';
import { PlayerParticipation } from './registration/player-participation';
import { PlayersRepository } from './registration/players.repository';
import { TournamentSeatsRepository } from './registration/tournament-seats.repository';
import { PaymentsRepository } from './accounts/payments.repository';
import { COMPLETION_PROVIDERS } from '@app/results/completion/providers';
import { ROOMS_PROVIDERS } from '@app/rooms/providers';
import { STANDINGS_PROVIDERS } from '@app/results/standings/providers';

const FEATURE_PROVIDERS = [...COMPLETION_PROVIDERS, ...STANDINGS_PROVIDERS, ...ROOMS_PROVIDERS];

/**
 * Players, entries and the ledger, and the tournament lifecycle's view of them
 * (TournamentParticipation). Global so the tournaments module can use it without importing the
 * players feature (which itself depends on tournaments).
 */
@Global()
@Module({
  providers: [
    PlayersRepository,
    TournamentSeatsRepository,
    PaymentsRepository,
    LedgerRepository,
    WalletOperationsRepository,
    WalletService,
    PlayerParticipation,
    { provide: TournamentParticipation, useExisting: PlayerParticipation },
    ...FEATURE_PROVIDERS,
  ],
  exports: [
    PlayersRepository,
    TournamentSeatsRepository,
    PaymentsRepository,
    LedgerRepository,
    WalletOperationsRepository,
    WalletService,
    PlayerParticipation,
    TournamentParticipation,
    ...FEATURE_PROVIDERS,
  ],
})
export class PlayersCoreModule {}

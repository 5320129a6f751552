import { Module } from '@nestjs/common';
import { TournamentRepository } from './tournament.repository';
import { TournamentLifecycle } from './tournament-lifecycle.service';
import { SeatCounterParticipation, TournamentParticipation } from './tournament-participation';
import { TournamentScheduler } from './tournament-scheduler';
import { TournamentsController } from './tournaments.controller';
import { TournamentsService } from './tournaments.service';

/** Tournaments: operator endpoints 1-5 and 11, start and complete, and the scheduler (D5). */
@Module({
  controllers: [TournamentsController],
  providers: [
    TournamentRepository,
    TournamentLifecycle,
    TournamentsService,
    TournamentScheduler,
    { provide: TournamentParticipation, useClass: SeatCounterParticipation },
  ],
  exports: [TournamentRepository, TournamentLifecycle, TournamentScheduler],
})
export class TournamentsModule {}

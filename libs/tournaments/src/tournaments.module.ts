import { Module } from '@nestjs/common';
import { TournamentChanges } from './changes/tournament-changes';
import { TournamentRepository } from './tournament.repository';
import { TournamentAccess } from './tournament-access';
import { TournamentLifecycle } from './tournament-lifecycle.service';
import { TournamentScheduler } from './tournament-scheduler';
import { TournamentsController } from './tournaments.controller';
import { TournamentsService } from './tournaments.service';

/**
 * Tournaments: operator endpoints 1-5 and 11, start and complete, and the scheduler (D5).
 * TournamentParticipation (players, refunds, standings) comes from the global PlayersCoreModule.
 */
@Module({
  controllers: [TournamentsController],
  providers: [TournamentChanges, TournamentRepository, TournamentAccess, TournamentLifecycle, TournamentsService, TournamentScheduler],
  exports: [TournamentChanges, TournamentRepository, TournamentAccess, TournamentLifecycle, TournamentScheduler, TournamentsService],
})
export class TournamentsModule {}

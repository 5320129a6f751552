import { Module } from '@nestjs/common';
import { TournamentChanges } from './changes/tournament-changes';
import { TournamentRepository } from './tournament.repository';
import { TournamentAccess } from './tournament-access';
import { TournamentLifecycle } from './tournament-lifecycle.service';
import { TournamentScheduler } from './tournament-scheduler';
import { TournamentsController } from './tournaments.controller';
import { TournamentsService } from './tournaments.service';
import { SeriesController } from './series/series.controller';
import { SeriesMaterializer } from './series/series-materializer';
import { SeriesRepository } from './series/series.repository';
import { SeriesService } from './series/series.service';

/**
 * Tournaments: operator endpoints 1-5 and 11, start and complete, tournament series, and the scheduler.
 * TournamentParticipation (players, refunds, standings) comes from the global PlayersCoreModule.
 */
@Module({
  controllers: [TournamentsController, SeriesController],
  providers: [
    TournamentChanges,
    TournamentRepository,
    TournamentAccess,
    TournamentLifecycle,
    TournamentsService,
    TournamentScheduler,
    SeriesRepository,
    SeriesService,
    SeriesMaterializer,
  ],
  exports: [
    TournamentChanges,
    TournamentRepository,
    TournamentAccess,
    TournamentLifecycle,
    TournamentScheduler,
    TournamentsService,
    SeriesService,
  ],
})
export class TournamentsModule {}

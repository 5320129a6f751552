import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig, Clock, PeriodicJob } from '@app/common';
import { TournamentRepository } from './tournament.repository';
import { TournamentLifecycle } from './tournament-lifecycle.service';
import { SeriesMaterializer } from './series/series-materializer';

export const MIN_PLAYERS_NOT_REACHED = 'min_players_not_reached';

export interface SchedulerRunResult {
  /** Tournaments created for occurrences of tournament series. */
  created: string[];
  /** Series occurrences passed over: their start had passed before their tournament could be created. */
  skippedOccurrences: number;
  /** Series occurrences whose tournament could not be created (each recorded as its series' last_failure). */
  failedOccurrences: number;
  started: string[];
  cancelled: string[];
  completed: string[];
}

/** How many tournaments one run handles at most, so a backlog cannot starve the event loop. */
const MAX_PER_RUN = 200;

/**
 * Creates the tournaments of due series occurrences (SeriesMaterializer), starts due tournaments (or cancels those below min_players, with refunds) and completes
 * points-based tournaments whose duration has passed (D5). Each tournament is handled in its own
 * transaction on a row taken with FOR NO KEY UPDATE SKIP LOCKED and re-checked under the lock, so with
 * any number of instances every transition happens exactly once.
 */
@Injectable()
export class TournamentScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TournamentScheduler.name);
  private readonly job = new PeriodicJob(
    () => this.pass(),
    (error) => this.logger.error(`Scheduler run failed: ${error.message}`),
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tournaments: TournamentRepository,
    private readonly lifecycle: TournamentLifecycle,
    private readonly series: SeriesMaterializer,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.schedulerIntervalMs);
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One pass; overlapping calls on one instance share the pass in progress. */
  runOnce(): Promise<SchedulerRunResult> {
    return this.job.runOnce();
  }

  private async pass(): Promise<SchedulerRunResult> {
    const series = await this.series.run(MAX_PER_RUN);
    const result: SchedulerRunResult = {
      created: series.created,
      skippedOccurrences: series.skipped,
      failedOccurrences: series.failed,
      started: [],
      cancelled: [],
      completed: [],
    };
    for (let i = 0; i < MAX_PER_RUN; i++) {
      if (!(await this.startOrCancelNextDue(result))) break;
    }
    for (let i = 0; i < MAX_PER_RUN; i++) {
      if (!(await this.completeNextDue(result))) break;
    }
    return result;
  }

  private startOrCancelNextDue(result: SchedulerRunResult): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const tournament = await this.tournaments.lockNextDueToStart(manager, now);
      if (!tournament) return false;
      if (tournament.currentPlayers < tournament.minPlayers) {
        await this.lifecycle.cancel(manager, tournament, MIN_PLAYERS_NOT_REACHED, now);
        result.cancelled.push(tournament.id);
      } else {
        await this.lifecycle.start(manager, tournament, now, 'schedule');
        result.started.push(tournament.id);
      }
      return true;
    });
  }

  private completeNextDue(result: SchedulerRunResult): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const tournament = await this.tournaments.lockNextDueToComplete(manager, now);
      if (!tournament) return false;
      await this.lifecycle.complete(manager, tournament, now);
      result.completed.push(tournament.id);
      return true;
    });
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock, ValidationFailedException } from '@app/common';
import { TournamentSeriesEntity } from '@app/database';
import { nextOccurrence, occurrencesAfter } from '../domain';
import { PreparedTournament, TournamentsService, TournamentTemplate } from '../tournaments.service';
import { SeriesRepository } from './series.repository';
import { parsedOrNull } from './series.service';

/** Occurrences one series handles per transaction at most; the rest come in the next round. */
const OCCURRENCES_PER_ROUND = 50;

export interface MaterializeResult {
  /** Tournaments created. */
  created: string[];
  /** Occurrences passed over because their start had already passed (the service was down). */
  skipped: number;
}

/**
 * Creates the tournaments of series occurrences, each `lead_time_seconds` before its start
 * (part of the scheduler's pass). A series' `next_start` is the earliest occurrence not handled
 * yet. An occurrence whose creation time has come is created if its start is still in the
 * future (late, after downtime) and passed over otherwise, then the cursor moves on.
 *
 * Exactly once across instances and restarts: the tournament insert is ON CONFLICT DO NOTHING
 * against the unique index on (series_id, scheduled_start), inside the transaction that holds
 * the series row (FOR UPDATE SKIP LOCKED), so two instances, or a retry after a crash between
 * the insert and the cursor update, can never create a second tournament for one occurrence.
 */
@Injectable()
export class SeriesMaterializer {
  private readonly logger = new Logger(SeriesMaterializer.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly series: SeriesRepository,
    private readonly tournaments: TournamentsService,
    private readonly clock: Clock,
  ) {}

  /** Handles due series until none is left (or `maxRounds`). */
  async run(maxRounds: number): Promise<MaterializeResult> {
    const result: MaterializeResult = { created: [], skipped: 0 };
    const passedOver: string[] = [];
    for (let round = 0; round < maxRounds; round++) {
      const candidate = await this.series.nextDue(this.clock.now(), passedOver);
      if (!candidate) break;
      if (!(await this.handle(candidate, result))) passedOver.push(candidate.id);
    }
    return result;
  }

  /** One round of one series; false when another instance holds it or it is no longer due. */
  private async handle(candidate: TournamentSeriesEntity, result: MaterializeResult): Promise<boolean> {
    // The template is checked before the transaction (it reads the operator's currency).
    const prepared = await this.prepare(candidate);
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const series = await this.series.lockIfDue(manager, candidate.id, now);
      if (!series || !series.nextStart) return false;
      const schedule = parsedOrNull(series.schedule);
      if (!schedule) {
        this.logger.error(`Series ${series.id}: its schedule can no longer be read; it creates no more tournaments`);
        await this.series.setNextStart(manager, series.id, null);
        return true;
      }
      // Changed since its template was checked: read again in the next round.
      if (series.updatedAt.getTime() !== candidate.updatedAt.getTime()) return true;
      const horizon = new Date(now.getTime() + series.leadTimeSeconds * 1000);
      const due = [series.nextStart, ...occurrencesAfter(schedule, series.nextStart, OCCURRENCES_PER_ROUND - 1, horizon)];
      for (const start of due) {
        if (start.getTime() <= now.getTime()) {
          result.skipped++;
          continue;
        }
        if (!prepared) {
          result.skipped++;
          continue;
        }
        const tournament = await this.tournaments.insertOccurrence(manager, series.operatorId, prepared, {
          seriesId: series.id,
          externalId: `${series.externalId}:${start.toISOString()}`,
          scheduledStart: start,
        });
        if (tournament) result.created.push(tournament.id);
      }
      await this.series.setNextStart(manager, series.id, nextOccurrence(schedule, due[due.length - 1]));
      return true;
    });
  }

  private async prepare(series: TournamentSeriesEntity): Promise<PreparedTournament | null> {
    try {
      return await this.tournaments.prepare(series.operatorId, series.template as unknown as TournamentTemplate, undefined);
    } catch (error) {
      if (!(error instanceof ValidationFailedException)) throw error;
      this.logger.warn(`Series ${series.id}: its template no longer passes (${JSON.stringify(error.errors)}); occurrences are skipped`);
      return null;
    }
  }
}

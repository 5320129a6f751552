import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Counter } from 'prom-client';
import { DataSource, EntityManager } from 'typeorm';
import { Clock, MetricsService, ValidationFailedException } from '@app/common';
import { SeriesOccurrenceFailure, TournamentSeriesEntity } from '@app/database';
import { EventType, OutboxWriter } from '@app/events';
import { nextOccurrence, occurrencesAfter } from '../domain';
import { TournamentRepository } from '../tournament.repository';
import { PreparedTournament, TournamentsService, TournamentTemplate } from '../tournaments.service';
import { SeriesRepository } from './series.repository';
import { parsedOrNull, toSeriesDto } from './series.service';

/** Why an occurrence's tournament could not be created (`last_failure.code`). */
export enum SeriesFailureCode {
  /** The template no longer passes the create-tournament rules (currency, limits, ...). */
  TemplateInvalid = 'template_invalid',
  /** Another tournament of the operator already has the occurrence's external_id. */
  ExternalIdTaken = 'external_id_taken',
}

/** Occurrences one series handles per transaction at most; the rest come in the next round. */
const OCCURRENCES_PER_ROUND = 50;

export interface MaterializeResult {
  /** Tournaments created. */
  created: string[];
  /** Occurrences passed over because their start had already passed (the service was down). */
  skipped: number;
  /** Occurrences whose tournament could not be created (recorded as the series' last_failure). */
  failed: number;
}

/** The template as checked before the transaction: ready to insert, or why it cannot be. */
type Prepared = { ok: true; tournament: PreparedTournament } | { ok: false; message: string };

/**
 * Creates the tournaments of series occurrences, each `lead_time_seconds` before its start
 * (part of the scheduler's pass). A series' `next_start` is the earliest occurrence not handled
 * yet. An occurrence whose creation time has come is created if its start is still in the
 * future (late, after downtime) and passed over otherwise, then the cursor moves on.
 *
 * An occurrence whose tournament cannot be created (the template no longer passes, or its
 * external_id is taken by another tournament) is a failure: recorded on the series as
 * `last_failure` (kept until a later occurrence's tournament is created), written as a
 * `series.occurrence_failed` event and counted in `series_occurrence_failures_total`. The cursor
 * moves past it like past any other occurrence, so each failure is recorded once and later
 * occurrences are tried as usual.
 *
 * Exactly once across instances and restarts: the tournament insert is ON CONFLICT DO NOTHING
 * against the unique index on (series_id, scheduled_start), inside the transaction that holds
 * the series row (FOR UPDATE SKIP LOCKED), so two instances, or a retry after a crash between
 * the insert and the cursor update, can never create a second tournament for one occurrence.
 */
@Injectable()
export class SeriesMaterializer {
  private readonly logger = new Logger(SeriesMaterializer.name);
  private readonly failures: Counter<'code'>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly series: SeriesRepository,
    private readonly tournaments: TournamentsService,
    private readonly tournamentRows: TournamentRepository,
    private readonly outbox: OutboxWriter,
    private readonly clock: Clock,
    metrics: MetricsService,
  ) {
    this.failures = metrics.counter(
      'series_occurrence_failures_total',
      'Series occurrences whose tournament could not be created, by code',
      ['code'],
    );
  }

  /** Handles due series until none is left (or `maxRounds`). */
  async run(maxRounds: number): Promise<MaterializeResult> {
    const result: MaterializeResult = { created: [], skipped: 0, failed: 0 };
    const passedOver: string[] = [];
    for (let round = 0; round < maxRounds; round++) {
      const candidate = await this.series.nextDue(this.clock.now(), passedOver);
      if (!candidate) break;
      const failedCodes: string[] = [];
      if (!(await this.handle(candidate, result, failedCodes))) passedOver.push(candidate.id);
      // Counted once the transaction that recorded them has committed.
      for (const code of failedCodes) this.failures.inc({ code });
    }
    return result;
  }

  /** One round of one series; false when another instance holds it or it is no longer due. */
  private async handle(candidate: TournamentSeriesEntity, result: MaterializeResult, failedCodes: string[]): Promise<boolean> {
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
      let lastFailure: SeriesOccurrenceFailure | null | undefined;
      const failed: SeriesOccurrenceFailure[] = [];
      for (const start of due) {
        if (start.getTime() <= now.getTime()) {
          result.skipped++;
          continue;
        }
        const outcome = await this.createOccurrence(manager, series, prepared, start);
        if (outcome.ok) {
          if (outcome.tournamentId) result.created.push(outcome.tournamentId);
          lastFailure = null;
          continue;
        }
        lastFailure = { at: now.toISOString(), occurrence_start: start.toISOString(), code: outcome.code, message: outcome.message };
        failed.push(lastFailure);
      }
      const nextStart = nextOccurrence(schedule, due[due.length - 1]);
      await this.series.setNextStart(manager, series.id, nextStart, lastFailure);
      for (const failure of failed) {
        this.logger.warn(`Series ${series.id}: no tournament for ${failure.occurrence_start} (${failure.code}): ${failure.message}`);
        await this.outbox.append(manager, {
          operatorId: series.operatorId,
          tournamentId: null,
          type: EventType.SeriesOccurrenceFailed,
          data: { ...toSeriesDto({ ...series, nextStart, lastFailure: failure }) },
        });
        failedCodes.push(failure.code);
        result.failed++;
      }
      return true;
    });
  }

  /** Inserts one occurrence's tournament; an occurrence created before (a retry) is a success that creates nothing. */
  private async createOccurrence(
    manager: EntityManager,
    series: TournamentSeriesEntity,
    prepared: Prepared,
    start: Date,
  ): Promise<{ ok: true; tournamentId: string | null } | { ok: false; code: SeriesFailureCode; message: string }> {
    if (!prepared.ok) {
      // Created before (a cursor set back after a crash): nothing is missing.
      if (await this.tournamentRows.hasSeriesStart(manager, series.operatorId, series.id, start)) return { ok: true, tournamentId: null };
      return { ok: false, code: SeriesFailureCode.TemplateInvalid, message: prepared.message };
    }
    const externalId = `${series.externalId}:${start.toISOString()}`;
    const tournament = await this.tournaments.insertOccurrence(manager, series.operatorId, prepared.tournament, {
      seriesId: series.id,
      externalId,
      scheduledStart: start,
    });
    if (tournament) return { ok: true, tournamentId: tournament.id };
    if (await this.tournamentRows.hasSeriesStart(manager, series.operatorId, series.id, start)) return { ok: true, tournamentId: null };
    return {
      ok: false,
      code: SeriesFailureCode.ExternalIdTaken,
      message: `another tournament already has the external_id '${externalId}' (a series deleted and created again with the same external_id?)`,
    };
  }

  private async prepare(series: TournamentSeriesEntity): Promise<Prepared> {
    try {
      const tournament = await this.tournaments.prepare(series.operatorId, series.template as unknown as TournamentTemplate, undefined);
      return { ok: true, tournament };
    } catch (error) {
      if (!(error instanceof ValidationFailedException)) throw error;
      const problems = Object.entries(error.errors).map(([field, messages]) => `template.${field}: ${messages.join('; ')}`);
      return { ok: false, message: `the template no longer passes: ${problems.join('; ')}` };
    }
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  Clock,
  DomainException,
  ErrorCode,
  ForbiddenException,
  isoOrNull,
  isUuid,
  newId,
  PageQueryDto,
  toPagination,
  ValidationFailedException,
} from '@app/common';
import { OperatorAuth } from '@app/auth';
import { TournamentSeriesEntity } from '@app/database';
import { EventType, OutboxWriter } from '@app/events';
import {
  FieldErrors,
  mergeErrors,
  nextOccurrence,
  occurrencesAfter,
  parseSchedule,
  SCHEDULE_HORIZON_YEARS,
  SeriesSchedule,
  throwIfErrors,
} from '../domain';
import { TournamentRepository } from '../tournament.repository';
import { TournamentsService, TournamentTemplate } from '../tournaments.service';
import { CreateSeriesDto, SeriesDetailsDto, SeriesDto, SeriesListDto, UpdateSeriesDto } from './series.dto';
import { SeriesRepository } from './series.repository';

const NEXT_STARTS = 5;
const TOURNAMENTS_SHOWN = 20;

/** The operator endpoints of tournament series. The scheduler's part is SeriesMaterializer. */
@Injectable()
export class SeriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly series: SeriesRepository,
    private readonly tournaments: TournamentRepository,
    private readonly tournamentsService: TournamentsService,
    private readonly outbox: OutboxWriter,
    private readonly clock: Clock,
  ) {}

  async create(auth: OperatorAuth, input: CreateSeriesDto): Promise<SeriesDetailsDto> {
    const now = this.clock.now();
    const errors: FieldErrors = {};
    const schedule = this.schedule(input.schedule, now, errors);
    await this.checkTemplate(auth.operatorId, input.template, errors);
    throwIfErrors(errors);
    const saved = await this.dataSource.transaction(async (manager) => {
      const row = await this.series
        .insert(manager, auth.operatorId, {
          id: newId(),
          externalId: input.external_id,
          name: input.name,
          schedule: input.schedule,
          leadTimeSeconds: input.lead_time_seconds,
          active: input.active ?? true,
          template: plainTemplate(input.template),
          nextStart: nextOccurrence(schedule!, now),
          lastFailure: null,
        } as Omit<TournamentSeriesEntity, 'operatorId'>)
        .catch(duplicateExternalId);
      await this.emit(manager, row, EventType.SeriesCreated);
      return row;
    });
    return this.details(auth, saved.id);
  }

  async update(auth: OperatorAuth, id: string, input: UpdateSeriesDto): Promise<SeriesDetailsDto> {
    const sent = Object.keys(input).filter((key) => (input as Record<string, unknown>)[key] !== undefined);
    if (sent.length === 0) throw ValidationFailedException.forField('body', 'send at least one field to change');
    const now = this.clock.now();
    const errors: FieldErrors = {};
    const newSchedule = input.schedule === undefined ? undefined : this.schedule(input.schedule, now, errors);
    if (input.template !== undefined) await this.checkTemplate(auth.operatorId, input.template, errors);
    throwIfErrors(errors);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, auth.operatorId, id);
      if (input.name !== undefined) row.name = input.name;
      if (input.schedule !== undefined) row.schedule = input.schedule;
      if (input.lead_time_seconds !== undefined) row.leadTimeSeconds = input.lead_time_seconds;
      if (input.active !== undefined) row.active = input.active;
      if (input.template !== undefined) row.template = plainTemplate(input.template);
      if (input.schedule !== undefined || input.lead_time_seconds !== undefined || input.active !== undefined) {
        // Start again from now: an occurrence whose tournament exists already is never created twice
        // (unique per series and start), and one whose start has passed is never created.
        const schedule = newSchedule ?? parsedOrNull(row.schedule);
        row.nextStart = schedule ? nextOccurrence(schedule, now) : null;
      }
      const saved = await this.series.save(manager, row);
      await this.emit(manager, saved, EventType.SeriesUpdated, { changed_fields: sent });
    });
    return this.details(auth, id);
  }

  async remove(auth: OperatorAuth, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, auth.operatorId, id);
      await this.series.delete(manager, auth.operatorId, row.id);
      await this.emit(manager, row, EventType.SeriesDeleted);
    });
  }

  /**
   * Refuses a schedule and template as create and update do (422 by the field), saving nothing:
   * for a form that checks its values before they are saved.
   */
  async check(operatorId: string, input: { schedule?: string; template?: TournamentTemplate }): Promise<void> {
    const errors: FieldErrors = {};
    if (input.schedule !== undefined) this.schedule(input.schedule, this.clock.now(), errors);
    if (input.template !== undefined) await this.checkTemplate(operatorId, input.template, errors);
    throwIfErrors(errors);
  }

  async details(auth: OperatorAuth, id: string): Promise<SeriesDetailsDto> {
    const row = await this.find(auth.operatorId, id);
    const created = await this.tournaments.listOfSeries(auth.operatorId, row.id, TOURNAMENTS_SHOWN);
    return {
      ...toSeriesDto(row),
      next_starts: this.nextStarts(row),
      tournaments: created.map((t) => ({ tournament_id: t.id, scheduled_start: t.scheduledStart.toISOString(), status: t.status })),
    };
  }

  async list(auth: OperatorAuth, query: PageQueryDto): Promise<SeriesListDto> {
    const [rows, total] = await this.series.list(auth.operatorId, query);
    return { series: rows.map(toSeriesDto), pagination: toPagination(total, query) };
  }

  /** The next (at most five) starts after now, UTC, as `next_starts` says them: none while paused. */
  nextStarts(series: Pick<TournamentSeriesEntity, 'schedule' | 'active'>): string[] {
    const schedule = parsedOrNull(series.schedule);
    if (!series.active || !schedule) return [];
    return occurrencesAfter(schedule, this.clock.now(), NEXT_STARTS).map((d) => d.toISOString());
  }

  /** The names of the operator's series among `ids`, by id; a deleted series (or another operator's) has none. */
  async names(auth: OperatorAuth, ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    const rows = await this.series.names(auth.operatorId, wanted);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  private schedule(text: string, now: Date, errors: FieldErrors): SeriesSchedule | undefined {
    const parsed = parseSchedule(text);
    if (!parsed.ok) {
      errors.schedule = [`schedule ${parsed.error}`];
      return undefined;
    }
    if (!nextOccurrence(parsed.schedule, now)) {
      errors.schedule = [
        `schedule has no occurrence after now (${now.toISOString()}) within the next ${SCHEDULE_HORIZON_YEARS} years: ` +
          'the rule has ended (UNTIL or COUNT), starts later than that, or its parts never match a date',
      ];
      return undefined;
    }
    return parsed.schedule;
  }

  /** The template's business rules (the create-tournament rules, without a start), as `template.*` errors. */
  private async checkTemplate(operatorId: string, template: TournamentTemplate, errors: FieldErrors): Promise<void> {
    try {
      await this.tournamentsService.prepare(operatorId, template, undefined, 'template.');
    } catch (error) {
      if (!(error instanceof ValidationFailedException)) throw error;
      Object.assign(errors, mergeErrors(errors, error.errors));
    }
  }

  private async find(operatorId: string, id: string): Promise<TournamentSeriesEntity> {
    const row = isUuid(id) ? await this.series.find(operatorId, id) : null;
    return row ?? this.refuseMissing(id);
  }

  private async lock(manager: EntityManager, operatorId: string, id: string): Promise<TournamentSeriesEntity> {
    const row = isUuid(id) ? await this.series.findForUpdate(manager, operatorId, id) : null;
    return row ?? this.refuseMissing(id, manager);
  }

  private async refuseMissing(id: string, manager?: EntityManager): Promise<never> {
    if (isUuid(id) && (await this.series.ownerOf(id, manager)) !== null) throw ForbiddenException.otherOperator('tournament series');
    throw new DomainException(ErrorCode.NotFound, 'Tournament series not found');
  }

  private async emit(manager: EntityManager, row: TournamentSeriesEntity, type: EventType, extra: Record<string, unknown> = {}) {
    await this.outbox.append(manager, { operatorId: row.operatorId, tournamentId: null, type, data: { ...toSeriesDto(row), ...extra } });
  }
}

export function toSeriesDto(row: TournamentSeriesEntity): SeriesDto {
  return {
    series_id: row.id,
    external_id: row.externalId,
    name: row.name,
    schedule: row.schedule,
    time_zone: parsedOrNull(row.schedule)?.timeZone ?? 'UTC',
    lead_time_seconds: row.leadTimeSeconds,
    active: row.active,
    template: row.template,
    next_start: isoOrNull(row.nextStart),
    last_failure: row.lastFailure ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function parsedOrNull(text: string): SeriesSchedule | null {
  const parsed = parseSchedule(text);
  return parsed.ok ? parsed.schedule : null;
}

/** The template as JSON (the DTO instances become plain objects; absent fields stay absent). */
function plainTemplate(template: TournamentTemplate): Record<string, unknown> {
  return JSON.parse(JSON.stringify(template)) as Record<string, unknown>;
}

function duplicateExternalId(error: unknown): never {
  const e = (error as { code?: string; driverError?: { code?: string; constraint?: string }; constraint?: string }) ?? {};
  const constraint = e.constraint ?? e.driverError?.constraint;
  if ((e.code === '23505' || e.driverError?.code === '23505') && constraint === 'uq_tournament_series_operator_external_id') {
    throw new DomainException(ErrorCode.DuplicateExternalId, 'A tournament series with this external_id already exists for this operator');
  }
  throw error;
}

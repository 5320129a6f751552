import { Injectable } from '@nestjs/common';
import { AuditLogWriter } from '@app/auth';
import { AuditAction } from '@app/database';
import { newId, ValidationFailedException } from '@app/common';
import { CreateSeriesDto, SeriesDetailsDto, SeriesService, UpdateSeriesDto } from '@app/tournaments';
import { humanSeriesErrors, leadTimeErrors, SeriesForm, seriesFields, seriesFormOf, toTemplateBody } from '../forms/series-form';
import { validateForm } from '../forms/validate-form';
import { FieldErrors } from '../views/page-parts';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { dashboardWriter } from '../web/dashboard-auth';
import { ownSeries } from './series-pages.service';
import { ActionRequest, refusedAs, TournamentFormRefused } from './tournament-actions.service';
import { TournamentPagesService } from './tournament-pages.service';

/**
 * The dashboard's series changes, through the API's own SeriesService under the signed-in user's
 * operator (dashboardWriter): the same validation, rules, transactions and events as the API's
 * PATCH and DELETE. Each change is audited as the tournament changes are, with the acting user.
 */
@Injectable()
export class SeriesActionsService {
  constructor(
    private readonly series: SeriesService,
    private readonly tournaments: TournamentPagesService,
    private readonly audit: AuditLogWriter,
  ) {}

  /** The series now; another operator's is a 404 like an unknown one. */
  async current(user: DashboardContext, id: string): Promise<SeriesDetailsDto> {
    return ownSeries(this.series.details(dashboardWriter(user), id));
  }

  /** How many tournaments the series has created (all of them, as the tournament list counts them). */
  async createdCount(user: DashboardContext, seriesId: string): Promise<number> {
    const errors: Record<string, string[]> = {};
    const list = await this.tournaments.listTournaments(dashboardWriter(user), { series_id: seriesId }, 1, errors);
    return list?.pagination.total ?? 0;
  }

  /** The next five starts of a schedule (the API's own computation); none when it cannot be read. */
  startsOf(schedule: string): string[] {
    return this.series.nextStarts({ schedule, active: true });
  }

  /** The starts the series would have if it were active (the API's own computation). */
  startsIfActive(series: SeriesDetailsDto): string[] {
    return this.series.nextStarts({ schedule: series.schedule, active: true });
  }

  newExternalId(): string {
    return `dashboard-series-${newId()}`;
  }

  /** Checks a create form as the API's POST would (DTO, then the service's schedule and template rules), saving nothing. */
  async checkCreate(user: DashboardContext, form: SeriesForm): Promise<CreateSeriesDto> {
    const dto = await this.createDto(user, form);
    await refusedAs(() => this.series.check(user.operatorId, dto), humanSeriesErrors);
    return dto;
  }

  async create(user: DashboardContext, form: SeriesForm, request: ActionRequest): Promise<string> {
    const dto = await this.createDto(user, form);
    const created = await refusedAs(() => this.series.create(dashboardWriter(user), dto), humanSeriesErrors);
    this.record(user, request, 'series.created', created.series_id, { external_id: dto.external_id });
    return created.series_id;
  }

  /**
   * The create DTO of a form; when other fields are refused, the schedule's own refusal by the
   * service is added too, so every field's message shows at once.
   */
  private async createDto(user: DashboardContext, form: SeriesForm): Promise<CreateSeriesDto> {
    try {
      return createDto(form);
    } catch (error) {
      if (!(error instanceof TournamentFormRefused) || error.errors.schedule) throw error;
      try {
        await this.series.check(user.operatorId, { schedule: seriesFields(form).schedule as string });
      } catch (scheduleError) {
        if (!(scheduleError instanceof ValidationFailedException)) throw scheduleError;
        throw new TournamentFormRefused({ ...error.errors, ...humanSeriesErrors(scheduleError.errors) }, error.status);
      }
      throw error;
    }
  }

  /** The API's PATCH body of an edit: only what differs from the series now (the template whole, as the API replaces it). */
  changes(current: SeriesDetailsDto, form: SeriesForm): Record<string, unknown> {
    const before = seriesFormOf(current);
    const fields = seriesFields(form);
    const was = seriesFields(before);
    const body: Record<string, unknown> = {};
    for (const key of ['name', 'schedule', 'lead_time_seconds', 'active'] as const) {
      if (fields[key] !== was[key]) body[key] = fields[key];
    }
    if (JSON.stringify(form.template) !== JSON.stringify(before.template)) body.template = toTemplateBody(form.template).body;
    return body;
  }

  /** Checks an edit form as the API's PATCH would, saving nothing; the DTO of what changed. */
  async checkUpdate(user: DashboardContext, current: SeriesDetailsDto, form: SeriesForm): Promise<UpdateSeriesDto> {
    const body = this.changes(current, form);
    // The lead time is checked only when changed: a stored value the field cannot show exactly is kept.
    const { errors } = toTemplateBody(form.template);
    if (body.lead_time_seconds !== undefined) Object.assign(errors, leadTimeErrors(form));
    if (Object.keys(errors).length) throw new TournamentFormRefused(humanSeriesErrors(errors), 422);
    if (Object.keys(body).length === 0) {
      throw new TournamentFormRefused({ body: ['Nothing to save: every field holds the series’ current value.'] }, 422);
    }
    const dto = await refusedAs(async () => validateForm(UpdateSeriesDto, body), humanSeriesErrors);
    await refusedAs(() => this.series.check(user.operatorId, dto), humanSeriesErrors);
    return dto;
  }

  async update(user: DashboardContext, current: SeriesDetailsDto, form: SeriesForm, request: ActionRequest): Promise<void> {
    const dto = await this.checkUpdate(user, current, form);
    await refusedAs(() => ownSeries(this.series.update(dashboardWriter(user), current.series_id, dto)), humanSeriesErrors);
    const changed = Object.keys(dto).filter((key) => (dto as unknown as Record<string, unknown>)[key] !== undefined);
    this.record(user, request, 'series.updated', current.series_id, { changed });
  }

  /** Pauses (false) or resumes (true) the series: the API's PATCH `active`. */
  async setActive(user: DashboardContext, id: string, active: boolean, request: ActionRequest): Promise<SeriesDetailsDto> {
    const dto = validateForm(UpdateSeriesDto, { active });
    const saved = await ownSeries(this.series.update(dashboardWriter(user), id, dto));
    this.record(user, request, active ? 'series.resumed' : 'series.paused', id, { external_id: saved.external_id });
    return saved;
  }

  async remove(user: DashboardContext, id: string, request: ActionRequest): Promise<void> {
    const series = await this.current(user, id);
    await ownSeries(this.series.remove(dashboardWriter(user), id));
    this.record(user, request, 'series.deleted', id, { external_id: series.external_id, name: series.name });
  }

  record(user: DashboardContext, request: ActionRequest, action: AuditAction, seriesId: string, details: Record<string, unknown>): void {
    this.audit.record({
      operatorId: user.operatorId,
      action,
      method: request.method,
      path: request.path,
      statusCode: 303,
      requestId: request.requestId,
      clientIp: request.clientIp,
      details: { series_id: seriesId, ...details, via: 'dashboard', acting_user_id: user.userId },
    });
  }
}

/** The API's create DTO from the form; the form's own problems and the DTO's messages by the fields. */
function createDto(form: SeriesForm): CreateSeriesDto {
  const template = toTemplateBody(form.template);
  const errors: FieldErrors = { ...template.errors };
  const body = { ...seriesFields(form), external_id: form.series.external_id.trim(), template: template.body };
  let dto: CreateSeriesDto | undefined;
  try {
    dto = validateForm(CreateSeriesDto, body);
  } catch (error) {
    if (!(error instanceof ValidationFailedException)) throw error;
    for (const [field, messages] of Object.entries(error.errors)) (errors[field] ??= []).push(...messages);
  }
  const refused = humanSeriesErrors(errors);
  // The form's own reading of the minutes says more than the API's checks of the seconds.
  Object.assign(refused, leadTimeErrors(form));
  if (Object.keys(refused).length || !dto) throw new TournamentFormRefused(refused, 422);
  return dto;
}

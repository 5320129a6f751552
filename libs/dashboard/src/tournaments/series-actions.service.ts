import { Injectable } from '@nestjs/common';
import { AuditLogWriter } from '@app/auth';
import { AuditAction } from '@app/database';
import { SeriesDetailsDto, SeriesService, UpdateSeriesDto } from '@app/tournaments';
import { validateForm } from '../forms/validate-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { dashboardWriter } from '../web/dashboard-auth';
import { ownSeries } from './series-pages.service';
import { ActionRequest } from './tournament-actions.service';
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

  /** The starts the series would have if it were active (the API's own computation). */
  startsIfActive(series: SeriesDetailsDto): string[] {
    return this.series.nextStarts({ schedule: series.schedule, active: true });
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

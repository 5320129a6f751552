import { Injectable } from '@nestjs/common';
import { DomainException, ErrorCode, ForbiddenException } from '@app/common';
import { AdminService } from '@app/operators';
import { SeriesDetailsDto, SeriesDto, SeriesService, TournamentDto } from '@app/tournaments';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { dashboardReader } from '../web/dashboard-auth';
import { readPage, TournamentPagesService, TOURNAMENTS_PER_PAGE } from './tournament-pages.service';

export const SERIES_PER_PAGE = 25;
const MAX_PAGE = 1_000_000;
const PAGE_ERROR = { page: [`page must be a whole number from 1 to ${MAX_PAGE}`] };

/** One series of the list, with its next starts as the API's series details compute them. */
export interface SeriesListItem {
  series: SeriesDto;
  nextStarts: string[];
}

export interface SeriesListPage {
  page: number;
  perPage: number;
  items: SeriesListItem[];
  total: number;
  errors?: Record<string, string[]>;
}

export interface SeriesDetailPage {
  series: SeriesDetailsDto;
  /** The template's currency; a template without one gives each tournament the operator's default currency. */
  currency: { code: string; operatorDefault: boolean };
  /** The tournaments the series created, latest start first: one page of them. */
  tournaments: TournamentDto[];
  total: number;
  page: number;
  perPage: number;
  errors?: Record<string, string[]>;
}

/** The API answers 403 for another operator's series; the dashboard must not tell it from an unknown one. */
export async function ownSeries<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ForbiddenException) throw new DomainException(ErrorCode.NotFound, 'Tournament series not found');
    throw error;
  }
}

/**
 * The series pages' reads, through the API's own services (SeriesService, and the tournament
 * list filtered by series_id) under the signed-in user's operator, so they show what the API answers.
 */
@Injectable()
export class SeriesPagesService {
  constructor(
    private readonly series: SeriesService,
    private readonly tournaments: TournamentPagesService,
    private readonly operators: AdminService,
  ) {}

  async list(user: DashboardContext, query: unknown): Promise<SeriesListPage> {
    const page = readPage(query);
    const empty = { page: page ?? 1, perPage: SERIES_PER_PAGE, items: [], total: 0 };
    if (page === undefined) return { ...empty, errors: PAGE_ERROR };
    const result = await this.series.list(dashboardReader(user), { limit: SERIES_PER_PAGE, offset: (page - 1) * SERIES_PER_PAGE });
    const items = result.series.map((series) => ({ series, nextStarts: this.series.nextStarts(series) }));
    return { ...empty, items, total: result.pagination.total };
  }

  async detail(user: DashboardContext, id: string, query: unknown): Promise<SeriesDetailPage> {
    const reader = dashboardReader(user);
    const series = await ownSeries(this.series.details(reader, id));
    const sent = series.template.currency;
    const currency =
      typeof sent === 'string'
        ? { code: sent, operatorDefault: false }
        : { code: (await this.operators.getOperator(user.operatorId)).currency, operatorDefault: true };
    const page = readPage(query);
    const errors: Record<string, string[]> = page === undefined ? { ...PAGE_ERROR } : {};
    const filters = { series_id: series.series_id, sort: 'scheduledStart:desc' };
    const list = await this.tournaments.listTournaments(reader, filters, page ?? 1, errors);
    const shown = { series, currency, page: page ?? 1, perPage: TOURNAMENTS_PER_PAGE };
    if (!list) return { ...shown, tournaments: [], total: 0, errors };
    return { ...shown, tournaments: list.tournaments, total: list.pagination.total };
  }
}

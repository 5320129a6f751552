import { Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { AppConfig, decimalToMinor, DomainException, ErrorCode, ForbiddenException, ValidationFailedException } from '@app/common';
import { ListPlayersQueryDto } from '@app/players';
import { PlayerListItemDto } from '@app/players';
import { PlayerQueriesService } from '@app/players';
import { LeaderboardService, projectPrizes, ResultsService } from '@app/results';
import { distributionOf, expandDistribution, TournamentAccess, TournamentMoney, TournamentParticipation } from '@app/tournaments';
import { ListTournamentsQueryDto } from '@app/tournaments';
import { LeaderboardEntryDto, TournamentDetailsDto, TournamentDto, TournamentListDto } from '@app/tournaments';
import { SeriesService, TournamentsService } from '@app/tournaments';
import { OperatorAuth } from '@app/auth';
import { moneyText } from '../money/money-figures';
import { MoneyService, TournamentMoneyPanel } from '../money/money.service';
import { validateQuery } from '../forms/validate-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { dashboardReader } from '../web/dashboard-auth';
import { countersOf, holdsEveryPlayer, LeaderboardPage, LIVE_PLAYERS_SHOWN, LiveCounters } from './live-standings';

export const TOURNAMENTS_PER_PAGE = 25;
/** Rows of the registrations table (who registered, what they paid), read with the page. */
export const REGISTRATIONS_SHOWN = 100;
/** The page number is the dashboard's own parameter; this keeps the offset far below the API's limit. */
const MAX_PAGE = 1_000_000;

/** The list filters of the API (ListTournamentsQueryDto), under the API's own names. */
export const FILTER_FIELDS = [
  'search',
  'status',
  'type',
  'gameSlug',
  'lobby_key',
  'series_id',
  'startDate',
  'endDate',
  'minPlayers',
  'maxPlayers',
  'sort',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type TournamentFilters = Partial<Record<FilterField, string>>;

/** The series the filter form offers (the operator's newest); a series further back is still filtered by its link. */
export const SERIES_OFFERED = 100;

/** A tournament is live (its page follows the standings) while it runs, or may start any moment. */
export const LIVE_STATUSES: readonly string[] = ['scheduled', 'in_progress'];

export interface TournamentListPage {
  filters: TournamentFilters;
  page: number;
  perPage: number;
  tournaments: TournamentDto[];
  total: number;
  /** The names of the series of the tournaments shown and of the filter's series, by id (a deleted series has none). */
  seriesNames: ReadonlyMap<string, string>;
  /** The series the filter form offers: id and name, newest first. */
  seriesOptions: readonly (readonly [string, string])[];
  /** Per-field messages when a filter could not be read (the list is then empty). */
  errors?: Record<string, string[]>;
}

/** The page's standings: one leaderboard page and its counters (live-standings.ts). */
export interface LiveStandings {
  board: LeaderboardPage;
  counters: LiveCounters;
}

/** What leaderboard.json answers: the status, then the standings as the stream sends them. */
export interface LiveLeaderboard {
  status: string;
  last_updated: string;
  /** The players table's rows; the leaderboard is those still in play. */
  entries: LeaderboardEntryDto[];
  counters: LiveCounters;
}

export interface TournamentDetailPage {
  details: TournamentDetailsDto;
  registrations: PlayerListItemDto[];
  registrationCount: number;
  standings: LiveStandings;
  live: boolean;
  /** The name of the series that created the tournament; null when it has none, or the series was deleted. */
  seriesName: string | null;
  /** The money panel: the tournament's ledger figures. */
  money?: TournamentMoneyPanel;
}

/** The one leaderboard query the tournament page follows (live-standings.ts). */
export const LIVE_QUERY = { limit: LIVE_PLAYERS_SHOWN, offset: 0, includeEliminated: true } as const;

/** The filters as the form sent them: known fields only, trimmed, empty ones dropped. */
export function readFilters(query: unknown): TournamentFilters {
  const source = query && typeof query === 'object' ? (query as Record<string, unknown>) : {};
  const filters: TournamentFilters = {};
  for (const field of FILTER_FIELDS) {
    const value = source[field];
    // A repeated parameter (not something the form sends) reads as the API's comma list.
    const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value.trim() : '';
    if (text !== '') filters[field] = text;
  }
  return filters;
}

/** The `page` parameter of a paged dashboard page: 1 when absent, undefined when it is not a page number. */
export function readPage(query: unknown): number | undefined {
  const value = query && typeof query === 'object' ? (query as Record<string, unknown>).page : undefined;
  if (value === undefined || value === '') return 1;
  if (typeof value !== 'string' || !/^\d{1,7}$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : undefined;
}

/** The API answers 403 for another operator's tournament; the dashboard must not tell it from an unknown one. */
function tournamentNotFound(): DomainException {
  return new DomainException(ErrorCode.TournamentNotFound, 'Tournament not found');
}

export async function ownTournament<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ForbiddenException || (error instanceof DomainException && error.code === ErrorCode.TournamentNotFound)) {
      throw tournamentNotFound();
    }
    throw error;
  }
}

/**
 * The tournament pages' reads, through the API's own services under the signed-in user's
 * operator (dashboardReader), so a page shows exactly what the API would answer.
 */
@Injectable()
export class TournamentPagesService {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly access: TournamentAccess,
    private readonly players: PlayerQueriesService,
    private readonly leaderboards: LeaderboardService,
    private readonly participation: TournamentParticipation,
    private readonly series: SeriesService,
    private readonly results: ResultsService,
    private readonly config: AppConfig,
    private readonly money: MoneyService,
  ) {}

  async list(user: DashboardContext, query: unknown): Promise<TournamentListPage> {
    const reader = dashboardReader(user);
    const filters = readFilters(query);
    const page = readPage(query);
    const offered = await this.series.list(reader, { limit: SERIES_OFFERED, offset: 0 });
    const seriesOptions = offered.series.map((s) => [s.series_id, s.name] as const);
    const empty = { filters, page: page ?? 1, perPage: TOURNAMENTS_PER_PAGE, tournaments: [], total: 0, seriesOptions };
    const errors: Record<string, string[]> = page === undefined ? { page: [`page must be a whole number from 1 to ${MAX_PAGE}`] } : {};
    const result = await this.listTournaments(reader, filters, page ?? 1, errors);
    const tournaments = result?.tournaments ?? [];
    const named = [...tournaments.map((t) => t.seriesId), filters.series_id].filter((id): id is string => !!id);
    const seriesNames = await this.series.names(reader, named);
    if (!result) return { ...empty, seriesNames, errors };
    return { ...empty, seriesNames, tournaments, total: result.pagination.total };
  }

  /**
   * One page of the tournament list through the API's own query DTO and validation; undefined
   * (with the messages added to `errors`) when a filter cannot be read or `errors` has some already.
   */
  async listTournaments(
    reader: OperatorAuth,
    filters: Record<string, string>,
    page: number,
    errors: Record<string, string[]>,
  ): Promise<TournamentListDto | undefined> {
    let dto: ListTournamentsQueryDto | undefined;
    try {
      dto = validateQuery(ListTournamentsQueryDto, {
        ...filters,
        limit: String(TOURNAMENTS_PER_PAGE),
        offset: String((page - 1) * TOURNAMENTS_PER_PAGE),
      });
    } catch (error) {
      // The API's checks, in the form's words ("Minimum players must be a whole number").
      if (!(error instanceof ValidationFailedException)) throw error;
      Object.assign(errors, error.errors);
    }
    if (!dto || Object.keys(errors).length > 0) return undefined;
    return (await this.tournaments.list(reader, dto)) as TournamentListDto;
  }

  /** The page's first paint: the standings exactly as the stream will send them. */
  async detail(user: DashboardContext, id: string): Promise<TournamentDetailPage> {
    const reader = dashboardReader(user);
    const details = await ownTournament(this.tournaments.details(reader, id));
    const registrations = await ownTournament(
      this.players.list(reader, id, plainToInstance(ListPlayersQueryDto, { limit: REGISTRATIONS_SHOWN, offset: 0 })),
    );
    const standings = await this.standings(user.operatorId, id);
    const seriesId = details.tournament.seriesId;
    const seriesName = seriesId ? ((await this.series.names(reader, [seriesId])).get(seriesId) ?? null) : null;
    return {
      details,
      registrations: registrations.players,
      registrationCount: registrations.totalCount,
      standings,
      live: LIVE_STATUSES.includes(details.tournament.status),
      seriesName,
      money: await this.money.tournamentPanel(user.operatorId, await ownTournament(this.access.find(user.operatorId, id))),
    };
  }

  /**
   * The polling fallback of the page's script. The status is read before the standings, so once
   * it says completed or cancelled the standings sent with it are already the final ones.
   */
  async liveLeaderboard(user: DashboardContext, id: string): Promise<LiveLeaderboard> {
    const { status } = await ownTournament(this.access.find(user.operatorId, id));
    const { board, counters } = await this.standings(user.operatorId, id);
    return { status, last_updated: board.last_updated, entries: board.leaderboard.data, counters };
  }

  /** The followed leaderboard page (LIVE_QUERY), with its counters. */
  private async standings(operatorId: string, id: string): Promise<LiveStandings> {
    const board = await ownTournament(this.leaderboards.page(operatorId, id, { ...LIVE_QUERY }));
    return { board, counters: await this.counters(operatorId, id, board) };
  }

  /**
   * The counters of a leaderboard page of the tournament: its rows, plus the pool read now
   * (live-standings.ts). Every page following the tournament asks at the same snapshot: they
   * share one read of the tournament (findShared).
   */
  async counters(operatorId: string, id: string, board: LeaderboardPage): Promise<LiveCounters> {
    const tournament = await ownTournament(this.access.findShared(operatorId, id));
    const extra = this.config.extraCurrencies;
    const money = new TournamentMoney(tournament, extra);
    const prizePool = moneyText(money.prizePoolMinor, money.digits, tournament.currency);
    const counts = holdsEveryPlayer(board) ? undefined : await this.participation.counts(tournament);
    const prizes = await this.prizes(tournament, money, board);
    return countersOf(board, { prizePool, prizes, counts });
  }

  /**
   * The prize column: nothing for a cancelled tournament, what completion paid for a completed
   * one, and while it may still run, what the page's positions would win from the pool now.
   */
  private async prizes(tournament: TournamentMoney['tournament'], money: TournamentMoney, board: LeaderboardPage) {
    const text = (minor: bigint) => moneyText(minor, money.digits, tournament.currency);
    if (tournament.status === 'cancelled') return {};
    if (tournament.status === 'completed') {
      const paid = await this.results.paidPrizes(tournament.operatorId, tournament.id);
      return Object.fromEntries([...paid].map(([playerId, amount]) => [playerId, text(decimalToMinor(amount, money.digits))]));
    }
    const rows = board.leaderboard.data;
    const projected = projectPrizes({
      positions: rows.map((row) => row.position),
      totalPlayers: board.leaderboard.pagination.total,
      placeUnits: expandDistribution(distributionOf(money.distribution)),
      poolMinor: money.prizePoolMinor,
    });
    if (!projected) return null;
    return Object.fromEntries(rows.flatMap((row, i) => (projected[i] > 0n ? [[row.player_id, text(projected[i])]] : [])));
  }
}

import { Injectable } from '@nestjs/common';
import { AppConfig, DomainException, ErrorCode, newId, ValidationFailedException } from '@app/common';
import { AuditLogWriter } from '@app/auth';
import { AuditAction, TournamentEntity } from '@app/database';
import { AdminService } from '@app/operators';
import { awardPrizes, ResultsService } from '@app/results';
import {
  CancelPreview,
  CancelTournamentDto,
  CompletePreview,
  CreateTournamentDto,
  distributionOf,
  expandDistribution,
  StartPreview,
  TournamentDto,
  TournamentMoney,
  TournamentsService,
  UpdateTournamentDto,
} from '@app/tournaments';
import { moneyText } from '../money/money-figures';
import { humanErrors, toCreateBody, toUpdateBody, TournamentForm, tournamentFormOf } from '../forms/tournament-form';
import { validateForm } from '../forms/validate-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { FieldErrors } from '../views/page-parts';
import { dashboardWriter } from '../web/dashboard-auth';
import { ownTournament } from './tournament-pages.service';

/** Where a dashboard change came from, for its audit entry (as the API records its requests). */
export interface ActionRequest {
  method: string;
  path: string;
  requestId: string;
  clientIp: string;
}

/** One row of the prize table: a place (or a run of places paying the same) and its prize. */
export interface PrizeRow {
  places: string;
  amount: string;
}

export interface PrizeTable {
  /** The players the table is for (the full field, or the number typed for the preview). */
  players: number;
  pool: string;
  rows: PrizeRow[];
  /** How the players were chosen, in words. */
  basis: string;
}

/** Most rows of a prize table (runs of equal prizes are one row each). */
const PRIZE_ROWS_SHOWN = 50;
/** Players a preview may assume (a guard on the work of ranking them). */
const MAX_PREVIEW_PLAYERS = 10_000_000;

/** A refused form: the messages by the fields, and the HTTP status the API would answer. */
export class TournamentFormRefused extends Error {
  constructor(
    readonly errors: FieldErrors,
    readonly status: number,
  ) {
    super('The tournament form was refused');
  }
}

/**
 * The dashboard's tournament changes, through the API's own TournamentsService under the
 * signed-in user's operator (dashboardWriter): the same validation, rules, transactions, ledger
 * and events as the API. Each change is audited as the API's requests are, with the acting user.
 */
@Injectable()
export class TournamentActionsService {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly admin: AdminService,
    private readonly audit: AuditLogWriter,
    private readonly config: AppConfig,
    private readonly results: ResultsService,
  ) {}

  /** A unique external id to offer on a fresh form. */
  newExternalId(): string {
    return `dashboard-${newId()}`;
  }

  async operatorCurrency(user: DashboardContext): Promise<string> {
    return (await this.admin.getOperator(user.operatorId)).currency;
  }

  async current(user: DashboardContext, id: string): Promise<TournamentDto> {
    return (await ownTournament(this.tournaments.details(dashboardWriter(user), id))).tournament;
  }

  /** Validates the create form as the API would (DTO, then the service's rules) without saving. */
  async checkCreate(user: DashboardContext, form: TournamentForm): Promise<CreateTournamentDto> {
    const dto = this.createDto(form);
    await refusedAs(() => this.tournaments.validateNew(user.operatorId, dto));
    return dto;
  }

  async create(user: DashboardContext, form: TournamentForm, request: ActionRequest): Promise<string> {
    const dto = this.createDto(form);
    const created = await refusedAs(() => this.tournaments.create(dashboardWriter(user), dto));
    this.record(user, request, 'tournament.created', created.tournament_id, { external_id: dto.external_id });
    return created.tournament_id;
  }

  async update(user: DashboardContext, id: string, form: TournamentForm, request: ActionRequest): Promise<void> {
    const current = await this.current(user, id);
    const { body, errors } = toUpdateBody(withFixedFields(form, current), tournamentFormOf(current));
    if (Object.keys(errors).length) throw new TournamentFormRefused(humanErrors(errors), 422);
    if (Object.keys(body).length === 0) {
      throw new TournamentFormRefused({ body: ['Nothing to save: every field holds the tournament’s current value.'] }, 422);
    }
    const dto = await refusedAs(async () => validateForm(UpdateTournamentDto, body));
    await refusedAs(() => ownTournament(this.tournaments.update(dashboardWriter(user), id, dto)));
    this.record(user, request, 'tournament.updated', id, { changed: Object.keys(body) });
  }

  /**
   * The prize table of a form: the pool and each paid place's prize, for `preview_players`
   * players, or the full field (max_players), or min_players when seats are unlimited. The
   * form is checked as the API checks a create (the start only on save: an edit keeps its own).
   */
  async prizeTable(user: DashboardContext, form: TournamentForm, edited?: TournamentDto): Promise<PrizeTable> {
    const full = edited ? withFixedFields(form, edited) : form;
    const dto = this.createDto(full, true);
    const prepared = await refusedAs(() => this.tournaments.prepare(user.operatorId, dto, undefined));
    const players = this.previewPlayers(form, prepared.maxPlayers, prepared.minPlayers);
    const extra = this.config.extraCurrencies;
    const pricing = new TournamentMoney({ ...prepared, id: 'preview', feesCollected: '0' } as TournamentEntity, extra);
    const fees = pricing.toDecimal(pricing.entryFeeMinor * BigInt(players));
    const money = new TournamentMoney({ ...prepared, id: 'preview', feesCollected: fees } as TournamentEntity, extra);
    const placeUnits = expandDistribution(distributionOf(money.distribution));
    const placed = Math.min(players, placeUnits.length);
    const positions = Array.from({ length: placed }, (_, i) => i + 1);
    const prizes = awardPrizes({ positions, placeUnits, totalPlayers: players, poolMinor: money.prizePoolMinor });
    const text = (minor: bigint) => moneyText(minor, money.digits, prepared.currency);
    const rows: PrizeRow[] = [];
    for (let i = 0; i < prizes.length && rows.length < PRIZE_ROWS_SHOWN;) {
      let j = i;
      while (j + 1 < prizes.length && prizes[j + 1] === prizes[i]) j++;
      rows.push({ places: i === j ? `${i + 1}` : `${i + 1}–${j + 1}`, amount: `${text(prizes[i])}${i === j ? '' : ' each'}` });
      i = j + 1;
    }
    const basis = form.preview_players.trim()
      ? `with ${players} players`
      : prepared.maxPlayers !== null
        ? `if all ${players} seats are taken`
        : `with ${players} players (the minimum; seats are unlimited)`;
    return { players, pool: text(money.prizePoolMinor), rows, basis };
  }

  async previewStart(user: DashboardContext, id: string): Promise<StartPreview> {
    return ownTournament(this.tournaments.previewStart(dashboardWriter(user), id));
  }

  async previewComplete(user: DashboardContext, id: string): Promise<CompletePreview> {
    return ownTournament(this.tournaments.previewComplete(dashboardWriter(user), id));
  }

  async previewCancel(user: DashboardContext, id: string): Promise<CancelPreview> {
    return ownTournament(this.tournaments.previewCancel(dashboardWriter(user), id));
  }

  async start(user: DashboardContext, id: string, request: ActionRequest): Promise<void> {
    const started = await ownTournament(this.tournaments.start(dashboardWriter(user), id));
    this.record(user, request, 'tournament.started', id, { players: started.final_player_count });
  }

  /** Completes the tournament; how many players it paid a prize (as completion stored them). */
  async complete(user: DashboardContext, id: string, request: ActionRequest): Promise<number> {
    const completed = await ownTournament(this.tournaments.complete(dashboardWriter(user), id));
    this.record(user, request, 'tournament.completed', id, { players: completed.final_player_count });
    return (await this.results.paidPrizes(user.operatorId, id)).size;
  }

  /** The reason is checked as the API checks it (CancelTournamentDto): 422 by the field. */
  async cancel(user: DashboardContext, id: string, reason: string, request: ActionRequest): Promise<void> {
    const dto = await refusedAs(async () => validateForm(CancelTournamentDto, { reason }));
    const cancelled = await ownTournament(this.tournaments.cancel(dashboardWriter(user), id, dto));
    this.record(user, request, 'tournament.cancelled', id, {
      reason: dto.reason,
      players_refunded: cancelled.refunds.playersRefunded,
      total_refunded: cancelled.refunds.totalRefunded,
    });
  }

  private createDto(form: TournamentForm, forPreview = false): CreateTournamentDto {
    const { body, errors } = toCreateBody(form);
    // A preview needs no start: one far ahead stands in for a blank one.
    if (forPreview && body.scheduled_start === undefined) body.scheduled_start = '2999-01-01T00:00:00Z';
    let dto: CreateTournamentDto | undefined;
    try {
      dto = validateForm(CreateTournamentDto, body);
    } catch (error) {
      if (!(error instanceof ValidationFailedException)) throw error;
      Object.assign(errors, mergeInto(errors, error.errors));
    }
    if (forPreview) {
      const players = form.preview_players.trim();
      if (players && (!/^\d{1,8}$/.test(players) || Number(players) < 1 || Number(players) > MAX_PREVIEW_PLAYERS)) {
        errors.preview_players = [`must be a whole number from 1 to ${MAX_PREVIEW_PLAYERS}`];
      }
    }
    if (Object.keys(errors).length || !dto) throw new TournamentFormRefused(humanErrors(errors), 422);
    return dto;
  }

  private previewPlayers(form: TournamentForm, maxPlayers: number | null, minPlayers: number): number {
    const typed = form.preview_players.trim();
    if (typed) return Number(typed);
    return maxPlayers ?? minPlayers;
  }

  private record(
    user: DashboardContext,
    request: ActionRequest,
    action: AuditAction,
    tournamentId: string,
    details: Record<string, unknown>,
  ): void {
    this.audit.record({
      operatorId: user.operatorId,
      action,
      method: request.method,
      path: request.path,
      statusCode: 303,
      requestId: request.requestId,
      clientIp: request.clientIp,
      details: { tournament_id: tournamentId, ...details, via: 'dashboard', acting_user_id: user.userId },
    });
  }
}

/**
 * An edit form with what it shows read-only put back from the tournament: the external id, game
 * and currency (set at creation), and a hop-on/off tournament's seats (the game platform's).
 */
function withFixedFields(form: TournamentForm, tournament: TournamentDto): TournamentForm {
  const fixed = tournamentFormOf(tournament);
  const seats = tournament.type === 'hop_on_off' ? { min_players: fixed.min_players, max_players: fixed.max_players } : {};
  return { ...form, external_id: fixed.external_id, game: fixed.game, currency: fixed.currency, ...seats };
}

function mergeInto(target: FieldErrors, more: FieldErrors): FieldErrors {
  for (const [field, messages] of Object.entries(more)) (target[field] ??= []).push(...messages);
  return target;
}

/**
 * The API's refusals of a form as its fields' messages, in the form's words (`human`): 422
 * validation, 409 for a duplicate external id. The tournament and series forms share it.
 */
export async function refusedAs<T>(work: () => Promise<T>, human: (errors: FieldErrors) => FieldErrors = humanErrors): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ValidationFailedException) throw new TournamentFormRefused(human(error.errors), 422);
    if (error instanceof DomainException && error.code === ErrorCode.DuplicateExternalId) {
      throw new TournamentFormRefused(human({ external_id: [error.message] }), 409);
    }
    throw error;
  }
}

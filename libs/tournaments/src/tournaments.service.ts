import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  amountReasonFor,
  AppConfig,
  Clock,
  currencyDigits,
  DomainException,
  ErrorCode,
  formatAmount,
  isoOrNull,
  newId,
  parseAmount,
  toPagination,
  ValidationFailedException,
} from '@app/common';
import { OperatorAuth, OperatorRepository } from '@app/auth';
import { TournamentEntity, TournamentFormatValue } from '@app/database';
import { EventType, OutboxWriter } from '@app/events';
import {
  assertCancellable,
  assertCompletable,
  assertStartable,
  assertUpdatable,
  checkCreateRules,
  checkTournamentFeeLimit,
  checkUpdateRules,
  currentPhase,
  estimatedPrizePool,
  FieldErrors,
  isRegistrationOpen,
  lateRegistrationEndsAt,
  mergeConfig,
  mergeErrors,
  parseDistribution,
  throwIfErrors,
  TournamentFeeTerms,
  TournamentSettings,
  validateTournamentConfig,
} from './domain';
import { CancelTournamentDto, CreateTournamentDto, UpdateTournamentDto } from './dto/tournament-request.dto';
import { ListTournamentsQueryDto } from './dto/tournament-query.dto';
import {
  CancelTournamentResponseDto,
  CompleteTournamentResponseDto,
  CreateTournamentResponseDto,
  StartTournamentResponseDto,
  TournamentDetailsDto,
  TournamentDto,
  TournamentEnvelopeDto,
  TournamentListDto,
  TournamentPageListDto,
  TournamentStatusDto,
} from './dto/tournament-response.dto';
import { toPageItemDto, toPlayerCountsDto, toPrizePoolDto, toTournamentDto } from './tournament.mapper';
import { TournamentRepository } from './tournament.repository';
import { TournamentAccess } from './tournament-access';
import { TournamentLifecycle } from './tournament-lifecycle.service';
import { TournamentParticipation } from './tournament-participation';

const DEFAULT_PAGE_SIZE = 20;

/** A tournament row as a create request makes it, before the database adds its timestamps. */
export type NewTournament = Omit<TournamentEntity, 'operatorId' | 'operator' | 'createdAt' | 'updatedAt' | 'hasRoom'>;

/** A start no rule refuses: a series template is checked without one. */
const FAR_FUTURE = new Date('9999-01-01T00:00:00Z');

/** The create-tournament fields a series template holds (everything but external_id and scheduled_start). */
export type TournamentTemplate = Omit<CreateTournamentDto, 'external_id' | 'scheduled_start'>;

/** The checked columns of a new tournament, before its id, external_id, start and series. */
export type PreparedTournament = Pick<
  TournamentEntity,
  | 'name'
  | 'gameSlug'
  | 'tournamentType'
  | 'currency'
  | 'entryFee'
  | 'maxPlayers'
  | 'minPlayers'
  | 'guaranteedPrize'
  | 'prizeDistribution'
  | 'config'
>;
const PREVIEW_SIZE = 10;

/** The operator endpoints of a tournament's life (spec 1-5, 11; D5 start and complete). */
@Injectable()
export class TournamentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tournaments: TournamentRepository,
    private readonly access: TournamentAccess,
    private readonly operators: OperatorRepository,
    private readonly lifecycle: TournamentLifecycle,
    private readonly participation: TournamentParticipation,
    private readonly outbox: OutboxWriter,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async create(auth: OperatorAuth, input: CreateTournamentDto): Promise<CreateTournamentResponseDto> {
    const row = await this.validateNew(auth.operatorId, input);
    const saved = await this.transaction((manager) => this.insertNew(manager, auth.operatorId, row));
    const money = this.lifecycle.money(saved);
    const estimate = estimatedPrizePool({
      guaranteedMinor: money.guaranteedMinor,
      entryFeeMinor: money.entryFeeMinor,
      maxPlayers: saved.maxPlayers,
      rakePercent: money.settings.rakePercent,
    });
    return {
      tournament_id: saved.id,
      status: saved.status,
      estimated_prize_pool: money.toNumber(estimate),
      tournament: toTournamentDto(money),
    };
  }

  /**
   * The row a create request makes, validated (422 with every bad field, keyed by the request's
   * field names). Shared by the operator create and the game platform's hop-on/off create.
   */
  async validateNew(
    operatorId: string,
    input: CreateTournamentDto,
    options: { format?: TournamentFormatValue; lobbyKey?: string | null; id?: string } = {},
  ): Promise<NewTournament> {
    const prepared = await this.prepare(operatorId, input, input.scheduled_start);
    return this.newRow(prepared, input.external_id, input.scheduled_start, { ...options, seriesId: null });
  }

  /** Inserts a validated row with its `tournament.created` event, in the caller's transaction. */
  async insertNew(manager: EntityManager, operatorId: string, row: NewTournament): Promise<TournamentEntity> {
    const tournament = await this.tournaments
      .insert(manager, operatorId, row as Omit<TournamentEntity, 'operatorId'>)
      .catch(duplicateExternalId);
    await this.emitCreated(manager, tournament);
    return tournament;
  }

  /**
   * Checks the fields of a create request (a series' template too: `scheduledStart` undefined
   * skips the start check) and returns what the row is made of. Every problem at once, as 422;
   * `prefix` goes before every field path (`template.` for a series).
   */
  async prepare(operatorId: string, input: TournamentTemplate, scheduledStart: Date | undefined, prefix = ''): Promise<PreparedTournament> {
    const operator = await this.operators.findById(operatorId);
    const currency = input.currency ?? operator?.currency ?? 'EUR';
    const digits = currencyDigits(currency, this.config.extraCurrencies);
    if (digits === undefined) throw ValidationFailedException.forField(`${prefix}currency`, `unknown currency '${currency}'`);
    const errors: FieldErrors = {};
    const entryFee = this.amount(input.entry_fee, digits, currency, 'entry_fee', errors);
    const guaranteed = this.amount(input.prize_pool?.total ?? 0, digits, currency, 'prize_pool.total', errors);
    const distribution = input.prize_pool?.distribution === undefined ? undefined : parseDistribution(input.prize_pool.distribution);
    const config = validateTournamentConfig(input.config ?? {}, { currency, digits, entryFeeMinor: entryFee ?? 0n });
    const all = mergeErrors(
      errors,
      distribution && !distribution.ok ? distribution.errors : {},
      config.ok ? {} : config.errors,
      scheduledStart === undefined
        ? checkCreateRules({ minPlayers: input.min_players, maxPlayers: input.max_players, scheduledStart: FAR_FUTURE, now: new Date(0) })
        : checkCreateRules({ minPlayers: input.min_players, maxPlayers: input.max_players, scheduledStart, now: this.clock.now() }),
      config.ok && entryFee !== undefined
        ? checkTournamentFeeLimit(feeTerms(entryFee, input.max_players ?? null, config.settings), digits, currency)
        : {},
    );
    throwIfErrors(
      prefix === '' ? all : Object.fromEntries(Object.entries(all).map(([field, messages]) => [`${prefix}${field}`, messages])),
    );
    if (!config.ok || entryFee === undefined || guaranteed === undefined) throw new Error('unreachable: validated above');
    return {
      name: input.name,
      gameSlug: input.game,
      tournamentType: config.settings.tournamentType,
      currency,
      entryFee: formatAmount(entryFee, digits),
      maxPlayers: input.max_players ?? null,
      minPlayers: input.min_players ?? 1,
      guaranteedPrize: formatAmount(guaranteed, digits),
      prizeDistribution: distribution?.ok ? { ...distribution.distribution.map } : null,
      config: config.config,
    };
  }

  /**
   * Inserts the tournament of one occurrence of a series, with its `tournament.created` event,
   * unless that series already has one at that start (the unique index on series and start):
   * then nothing is written and null is returned.
   */
  async insertOccurrence(
    manager: EntityManager,
    operatorId: string,
    prepared: PreparedTournament,
    occurrence: { seriesId: string; externalId: string; scheduledStart: Date },
  ): Promise<TournamentEntity | null> {
    const row = this.newRow(prepared, occurrence.externalId, occurrence.scheduledStart, { seriesId: occurrence.seriesId });
    if (!(await this.tournaments.insertIfAbsent(manager, operatorId, row as Omit<TournamentEntity, 'operatorId'>))) return null;
    const tournament = await this.tournaments.find(operatorId, row.id, manager);
    if (!tournament) throw new Error('unreachable: inserted above');
    await this.emitCreated(manager, tournament);
    return tournament;
  }

  private newRow(
    prepared: PreparedTournament,
    externalId: string,
    scheduledStart: Date,
    options: { seriesId: string | null; format?: TournamentFormatValue; lobbyKey?: string | null; id?: string },
  ): NewTournament {
    return {
      id: options.id ?? newId(),
      externalId,
      ...prepared,
      status: 'scheduled',
      scheduledStart,
      seriesId: options.seriesId,
      format: options.format ?? 'scheduled',
      lobbyKey: options.lobbyKey ?? null,
      actualStartTime: null,
      completedAt: null,
      cancelledAt: null,
      cancellationReason: null,
      currentRound: null,
      standingsUpdatedAt: null,
      currentPlayers: 0,
      feesCollected: '0',
      eventSequence: '0',
    };
  }

  private emitCreated(manager: EntityManager, tournament: TournamentEntity): Promise<unknown> {
    return this.outbox.append(manager, {
      operatorId: tournament.operatorId,
      tournamentId: tournament.id,
      type: EventType.TournamentCreated,
      data: { ...toTournamentDto(this.lifecycle.money(tournament)) },
    });
  }

  async update(auth: OperatorAuth, id: string, input: UpdateTournamentDto): Promise<TournamentEnvelopeDto> {
    if (Object.values(input).every((value) => value === undefined)) {
      throw ValidationFailedException.forField('body', 'send at least one field to change');
    }
    const saved = await this.transaction(async (manager) => {
      const tournament = await this.access.lock(manager, auth.operatorId, id);
      assertUpdatable(tournament.status);
      if (tournament.format === 'hop_on_off') assertSeatsUnchanged(input);
      const money = this.lifecycle.money(tournament);
      const { digits } = money;
      const errors: FieldErrors = {};
      const entryFee =
        input.entry_fee === undefined ? undefined : this.amount(input.entry_fee, digits, tournament.currency, 'entry_fee', errors);
      const guaranteed =
        input.prize_pool === undefined
          ? undefined
          : this.amount(input.prize_pool.total, digits, tournament.currency, 'prize_pool.total', errors);
      const distribution = input.prize_pool?.distribution === undefined ? undefined : parseDistribution(input.prize_pool.distribution);
      const config = mergeConfig(tournament.config, input.config, {
        currency: tournament.currency,
        digits,
        entryFeeMinor: entryFee ?? money.entryFeeMinor,
      });
      throwIfErrors(
        mergeErrors(
          errors,
          distribution && !distribution.ok ? distribution.errors : {},
          config.ok ? {} : config.errors,
          checkUpdateRules({
            current: { minPlayers: tournament.minPlayers, maxPlayers: tournament.maxPlayers, entryFeeMinor: money.entryFeeMinor },
            patch: {
              minPlayers: input.min_players,
              maxPlayers: input.max_players,
              scheduledStart: input.scheduled_start,
              entryFeeMinor: entryFee,
            },
            registeredCount: tournament.currentPlayers,
            now: this.clock.now(),
          }),
          // Only a change of the terms is checked, so a tournament stored before the limit keeps its other edits.
          config.ok && (entryFee !== undefined || input.max_players !== undefined || input.config !== undefined)
            ? checkTournamentFeeLimit(
                feeTerms(
                  entryFee ?? money.entryFeeMinor,
                  input.max_players !== undefined ? input.max_players : tournament.maxPlayers,
                  config.settings,
                ),
                digits,
                tournament.currency,
              )
            : {},
        ),
      );
      if (!config.ok) throw new Error('unreachable: validated above');
      if (input.name !== undefined) tournament.name = input.name;
      if (input.scheduled_start !== undefined) tournament.scheduledStart = input.scheduled_start;
      if (input.max_players !== undefined) tournament.maxPlayers = input.max_players;
      if (input.min_players !== undefined) tournament.minPlayers = input.min_players;
      if (entryFee !== undefined) tournament.entryFee = formatAmount(entryFee, digits);
      if (guaranteed !== undefined) tournament.guaranteedPrize = formatAmount(guaranteed, digits);
      if (distribution?.ok) tournament.prizeDistribution = { ...distribution.distribution.map };
      tournament.config = config.config;
      tournament.tournamentType = config.settings.tournamentType;
      const updated = await this.tournaments.save(manager, tournament);
      await this.outbox.append(manager, {
        operatorId: auth.operatorId,
        tournamentId: updated.id,
        type: EventType.TournamentUpdated,
        data: {
          ...toTournamentDto(this.lifecycle.money(updated)),
          changedFields: Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined),
        },
      });
      return updated;
    });
    return { tournament: toTournamentDto(this.lifecycle.money(saved)) };
  }

  async cancel(auth: OperatorAuth, id: string, input: CancelTournamentDto): Promise<CancelTournamentResponseDto> {
    const { tournament, refunds } = await this.transaction(async (manager) =>
      this.lifecycle.cancel(manager, await this.access.lock(manager, auth.operatorId, id), input.reason, this.clock.now()),
    );
    const money = this.lifecycle.money(tournament);
    return {
      cancelled: true,
      reason: input.reason,
      refunds: { totalRefunded: money.toNumber(refunds.totalRefundedMinor), playersRefunded: refunds.playersRefunded },
    };
  }

  async start(auth: OperatorAuth, id: string): Promise<StartTournamentResponseDto> {
    const started = await this.transaction(async (manager) => {
      const tournament = await this.access.lock(manager, auth.operatorId, id);
      assertEnoughPlayers(tournament);
      return this.lifecycle.start(manager, tournament, this.clock.now(), 'operator');
    });
    const money = this.lifecycle.money(started);
    return {
      tournament: toTournamentDto(money),
      actual_start_time: started.actualStartTime!.toISOString(),
      final_player_count: started.currentPlayers,
      final_prize_pool: money.toNumber(money.prizePoolMinor),
      message: 'Tournament started',
    };
  }

  async complete(auth: OperatorAuth, id: string): Promise<CompleteTournamentResponseDto> {
    const completed = await this.transaction(async (manager) =>
      this.lifecycle.complete(manager, await this.access.lock(manager, auth.operatorId, id), this.clock.now()),
    );
    const money = this.lifecycle.money(completed);
    return {
      tournament: toTournamentDto(money),
      completed_at: completed.completedAt!.toISOString(),
      final_player_count: completed.currentPlayers,
      final_prize_pool: money.toNumber(money.prizePoolMinor),
      message: 'Tournament completed',
    };
  }

  /**
   * What starting now would do, refused exactly as start refuses (409 by status, 422 below
   * min_players); nothing changes.
   */
  async previewStart(auth: OperatorAuth, id: string): Promise<StartPreview> {
    const tournament = await this.access.find(auth.operatorId, id);
    assertStartable(tournament.status);
    assertEnoughPlayers(tournament);
    const money = this.lifecycle.money(tournament);
    return {
      tournament: toTournamentDto(money),
      players: tournament.currentPlayers,
      prizePool: money.toDecimal(money.prizePoolMinor),
      lateRegistrationMinutes: money.settings.lateRegistrationMinutes,
    };
  }

  /** What completing now would pay (the current standings, the current pool), refused as complete refuses. */
  async previewComplete(auth: OperatorAuth, id: string): Promise<CompletePreview> {
    const tournament = await this.access.find(auth.operatorId, id);
    assertCompletable(tournament.status);
    const money = this.lifecycle.money(tournament);
    const prizes = await this.transaction((manager) => this.participation.prizePreview(manager, tournament));
    return {
      tournament: toTournamentDto(money),
      players: tournament.currentPlayers,
      prizePool: money.toDecimal(money.prizePoolMinor),
      totalPrizes: money.toDecimal(prizes.totalPrizesMinor),
      winners: prizes.winners,
    };
  }

  /** What cancelling now would refund, refused as cancel refuses. */
  async previewCancel(auth: OperatorAuth, id: string): Promise<CancelPreview> {
    const tournament = await this.access.find(auth.operatorId, id);
    assertCancellable(tournament.status);
    const money = this.lifecycle.money(tournament);
    const refunds = await this.transaction((manager) => this.participation.refundPreview(manager, tournament));
    return {
      tournament: toTournamentDto(money),
      players: tournament.currentPlayers,
      totalRefunded: money.toDecimal(refunds.totalRefundedMinor),
      playersRefunded: refunds.playersRefunded,
    };
  }

  async details(auth: OperatorAuth, id: string): Promise<TournamentDetailsDto> {
    const tournament = await this.access.find(auth.operatorId, id);
    const money = this.lifecycle.money(tournament);
    const counts = await this.participation.counts(tournament);
    const max = tournament.maxPlayers;
    return {
      tournament: toTournamentDto(money),
      player_count: counts.totalRegistered,
      prize_pool: toPrizePoolDto(money),
      leaderboard_preview: await this.participation.leaderboardPreview(tournament, PREVIEW_SIZE),
      participation_stats: {
        total_registered: counts.totalRegistered,
        active_players: counts.activePlayers,
        eliminated_players: counts.eliminatedPlayers,
        total_entries: counts.totalEntries,
        fill_rate_percent: max === null ? null : Math.round((tournament.currentPlayers / max) * 10000) / 100,
        seats_available: max === null ? null : Math.max(0, max - tournament.currentPlayers),
      },
    };
  }

  async status(auth: OperatorAuth, id: string): Promise<TournamentStatusDto> {
    const tournament = await this.access.find(auth.operatorId, id);
    const counts = await this.participation.counts(tournament);
    return {
      tournament_id: tournament.id,
      status: tournament.status,
      current_phase: currentPhase(tournament.status, tournament.currentRound),
      player_counts: toPlayerCountsDto(counts),
      active_games: await this.participation.activeGames(tournament),
      ...this.registrationWindow(tournament),
    };
  }

  async list(auth: OperatorAuth, query: ListTournamentsQueryDto): Promise<TournamentListDto | TournamentPageListDto> {
    const pageForm = query.page !== undefined || query.per_page !== undefined;
    if (pageForm && (query.limit !== undefined || query.offset !== undefined)) {
      throw new DomainException(ErrorCode.InvalidRequest, 'Use either limit/offset or page/per_page, not both');
    }
    const limit = (pageForm ? query.per_page : query.limit) ?? DEFAULT_PAGE_SIZE;
    const offset = pageForm ? ((query.page ?? 1) - 1) * limit : (query.offset ?? 0);
    const [rows, total] = await this.tournaments.list(auth.operatorId, {
      statuses: query.status,
      gameSlug: query.gameSlug,
      startDate: query.startDate,
      endDate: query.endDate,
      minPlayers: query.minPlayers,
      maxPlayers: query.maxPlayers,
      format: query.type,
      lobbyKey: query.lobby_key,
      seriesId: query.series_id,
      search: query.search,
      sort: query.sort ?? { field: 'createdAt', direction: 'desc' },
      limit,
      offset,
    });
    const monies = rows.map((row) => this.lifecycle.money(row));
    if (pageForm) {
      return { data: monies.map(toPageItemDto), current_page: query.page ?? 1, per_page: limit, total };
    }
    return { tournaments: monies.map(toTournamentDto), pagination: toPagination(total, { limit, offset }) };
  }

  /** Late registration (D5): open until late_registration_minutes after the actual start. */
  private registrationWindow(tournament: TournamentEntity): Pick<TournamentStatusDto, 'registration_open' | 'registration_closes_at'> {
    const lateMinutes = this.lifecycle.money(tournament).settings.lateRegistrationMinutes;
    const now = this.clock.now();
    return {
      registration_open: isRegistrationOpen(tournament.status, tournament.actualStartTime, lateMinutes, now),
      registration_closes_at: isoOrNull(lateRegistrationEndsAt(tournament.actualStartTime, lateMinutes)),
    };
  }

  private amount(value: unknown, digits: number, currency: string, field: string, errors: FieldErrors): bigint | undefined {
    const parsed = parseAmount(value, digits);
    if (parsed.ok) return parsed.minor;
    errors[field] = [`${field} ${amountReasonFor(parsed.reason, currency)}`];
    return undefined;
  }

  private transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}

/** What starting a tournament now would do (previewStart). */
export interface StartPreview {
  tournament: TournamentDto;
  /** Players registered now; each becomes active. */
  players: number;
  /** Exact decimal, as the money code writes it. */
  prizePool: string;
  /** Registration stays open this long after the start; 0: it closes at the start. */
  lateRegistrationMinutes: number;
}

/** What completing a tournament now would pay (previewComplete). */
export interface CompletePreview {
  tournament: TournamentDto;
  players: number;
  /** Exact decimals, as the money code writes them. */
  prizePool: string;
  totalPrizes: string;
  /** Players who would get a prize. */
  winners: number;
}

/** What cancelling a tournament now would refund (previewCancel). */
export interface CancelPreview {
  tournament: TournamentDto;
  players: number;
  /** Exact decimal, as the money code writes it. */
  totalRefunded: string;
  playersRefunded: number;
}

/** An operator's start needs min_players registered (422 naming how many are there). */
function assertEnoughPlayers(tournament: TournamentEntity): void {
  if (tournament.status === 'scheduled' && tournament.currentPlayers < tournament.minPlayers) {
    throw ValidationFailedException.forField(
      'min_players',
      `only ${tournament.currentPlayers} of the ${tournament.minPlayers} required players are registered`,
    );
  }
}

/** The terms that bound a tournament's fees (checkTournamentFeeLimit). */
function feeTerms(entryFeeMinor: bigint, maxPlayers: number | null, settings: TournamentSettings): TournamentFeeTerms {
  return {
    entryFeeMinor,
    maxPlayers,
    rebuyEnabled: settings.rebuyEnabled,
    maxEntriesPerPlayer: settings.maxEntriesPerPlayer,
    rebuyFeeMinor: settings.rebuyFeeMinor,
  };
}

/**
 * The seats of a hop-on/off tournament are the game platform's: it starts at min_players, before it
 * can fill, which keeps its lobby's one open tournament well defined (uq_tournaments_open_lobby).
 */
function assertSeatsUnchanged(input: UpdateTournamentDto): void {
  const errors: FieldErrors = {};
  for (const field of ['min_players', 'max_players'] as const) {
    if (input[field] !== undefined)
      errors[field] = [`${field} of a hop_on_off tournament is set by the game platform and cannot be changed`];
  }
  throwIfErrors(errors);
}

function duplicateExternalId(error: unknown): never {
  const code = (error as { code?: string; driverError?: { code?: string; constraint?: string }; constraint?: string }) ?? {};
  const constraint = code.constraint ?? code.driverError?.constraint;
  if ((code.code === '23505' || code.driverError?.code === '23505') && constraint === 'uq_tournaments_operator_external_id') {
    throw new DomainException(ErrorCode.DuplicateExternalId, 'A tournament with this external_id already exists for this operator');
  }
  throw error;
}

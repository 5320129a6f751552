import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock, DomainException, ErrorCode, ForbiddenException, newId, ValidationFailedException } from '@app/common';
import { InternalKeyAuth, internalKeyCovers, OperatorRepository } from '@app/auth';
import { TournamentEntity } from '@app/database';
import { EntryChangesService, isUniqueViolation, WithdrawalDto } from '@app/players';
import {
  CreateTournamentDto,
  MAX_LATE_REGISTRATION_MINUTES,
  toTournamentDto,
  TournamentLifecycle,
  TournamentRepository,
  TournamentsService,
} from '@app/tournaments';
import { CreateHopOnOffTournamentDto, DEFAULT_WAIT_TIMEOUT_MINUTES, HopOnOffTournamentResponseDto } from './dto/hop-on-off.dto';
import { InternalTournamentAccess } from './internal-tournament-access';

/** How often a create runs again after losing the race for its lobby to another create. */
const LOBBY_ATTEMPTS = 5;

/** The operator create's field names, as the platform's body names them (422 field map). */
const FIELD_NAMES: Record<string, string> = {
  name: 'name',
  game: 'gameSlug',
  entry_fee: 'entryFee',
  currency: 'currency',
  min_players: 'minPlayers',
  max_players: 'maxPlayers',
  scheduled_start: 'waitTimeoutMinutes',
  'prize_pool.distribution': 'prizePool.distribution',
  'prize_pool.total': 'prizePool',
  'config.rebuy_enabled': 'rebuyEnabled',
  'config.rebuy_fee': 'rebuyFee',
  'config.max_entries_per_player': 'maxEntriesPerPlayer',
  'config.duration_minutes': 'durationMinutes',
  'config.late_registration_minutes': 'durationMinutes',
};

export interface HopOnOffCreated {
  /** False when an open tournament of the lobby was answered instead (200). */
  created: boolean;
  body: HopOnOffTournamentResponseDto;
}

/**
 * Hop-on/off tournaments of the game platform: created (or found open in their lobby) for the
 * operator the internal key names, started by the registration that reaches min_players, left
 * before the start with a refund. Everything else (registration, rebuy, the scheduler's wait
 * timeout and duration) is the scheduled tournaments' code.
 */
@Injectable()
export class HopOnOffService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tournaments: TournamentsService,
    private readonly repository: TournamentRepository,
    private readonly lifecycle: TournamentLifecycle,
    private readonly operators: OperatorRepository,
    private readonly access: InternalTournamentAccess,
    private readonly withdrawals: EntryChangesService,
    private readonly clock: Clock,
  ) {}

  async create(auth: InternalKeyAuth, input: CreateHopOnOffTournamentDto): Promise<HopOnOffCreated> {
    const operatorId = await this.operatorFor(auth, input.operatorId);
    const lobbyKey = input.lobbyKey ?? null;
    const id = newId();
    const row = await this.tournaments
      .validateNew(operatorId, this.asCreateRequest(id, input), { format: 'hop_on_off', lobbyKey, id })
      .catch(renameFields);
    for (let attempt = 1; ; attempt++) {
      try {
        const { created, tournament } = await this.dataSource.transaction(async (manager) => {
          const open = lobbyKey === null ? null : await this.repository.findOpenInLobby(manager, operatorId, lobbyKey);
          if (open) return { created: false, tournament: open };
          return { created: true, tournament: await this.tournaments.insertNew(manager, operatorId, row) };
        });
        return { created, body: this.response(tournament) };
      } catch (error) {
        // Another create of the lobby committed first: its tournament is the answer now.
        if (!isUniqueViolation(error, 'uq_tournaments_open_lobby')) throw error;
        if (attempt >= LOBBY_ATTEMPTS) {
          throw new DomainException(ErrorCode.Conflict, 'The lobby changed during the request; send it again');
        }
      }
    }
  }

  /** A player leaves before the start: every payment of the entry refunded, the seat freed. */
  async leave(auth: InternalKeyAuth, tournamentId: string, playerRef: string): Promise<WithdrawalDto> {
    const operatorId = await this.access.operatorOf(auth, tournamentId);
    return this.withdrawals.withdrawFor(operatorId, tournamentId, playerRef, 'player_left');
  }

  private response(tournament: TournamentEntity): HopOnOffTournamentResponseDto {
    return { tournament_id: tournament.id, tournament: toTournamentDto(this.lifecycle.money(tournament)) };
  }

  /**
   * The operator of the request: the key's only operator, or the one the body names (422 when a key
   * of several operators names none; 403 when the key does not cover the named one).
   */
  private async operatorFor(auth: InternalKeyAuth, named: string | undefined): Promise<string> {
    if (auth.operatorIds?.length === 0) throw ForbiddenException.otherOperator('operator');
    const single = auth.operatorIds?.length === 1 ? auth.operatorIds[0] : null;
    const operatorId = named ?? single;
    if (operatorId === null) {
      throw ValidationFailedException.forField('operatorId', 'operatorId is required: this key covers several operators');
    }
    if (!internalKeyCovers(auth, operatorId)) throw ForbiddenException.otherOperator('operator');
    if (!(await this.operators.findById(operatorId))) {
      throw ValidationFailedException.forField('operatorId', 'operatorId names no operator');
    }
    return operatorId;
  }

  /**
   * The platform's body as an operator create request. The wait timeout is the start time: the
   * scheduler cancels a tournament still below min_players then, with refunds, as it does for a
   * scheduled one. Players may hop on while it runs (late registration until its end).
   */
  private asCreateRequest(id: string, input: CreateHopOnOffTournamentDto): CreateTournamentDto {
    const waitMinutes = input.waitTimeoutMinutes ?? DEFAULT_WAIT_TIMEOUT_MINUTES;
    const config: Record<string, unknown> = {
      late_registration_minutes: Math.min(input.durationMinutes ?? MAX_LATE_REGISTRATION_MINUTES, MAX_LATE_REGISTRATION_MINUTES),
    };
    if (input.rebuyEnabled !== undefined) config.rebuy_enabled = input.rebuyEnabled;
    if (input.rebuyFee !== undefined) config.rebuy_fee = input.rebuyFee;
    if (input.maxEntriesPerPlayer !== undefined) config.max_entries_per_player = input.maxEntriesPerPlayer;
    if (input.durationMinutes !== undefined) config.duration_minutes = input.durationMinutes;
    return {
      name: input.name,
      external_id: id,
      game: input.gameSlug,
      scheduled_start: new Date(this.clock.now().getTime() + waitMinutes * 60_000),
      entry_fee: input.entryFee,
      currency: input.currency,
      max_players: input.maxPlayers ?? null,
      min_players: input.minPlayers,
      prize_pool: input.prizePool
        ? { total: 0, distribution: Object.fromEntries(input.prizePool.distribution.map((percent, i) => [String(i + 1), percent])) }
        : undefined,
      config,
    };
  }
}

/** The operator create's 422 field map in the platform body's names: the keys and the names in the messages. */
function renameFields(error: unknown): never {
  if (!(error instanceof ValidationFailedException)) throw error;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const name = FIELD_NAMES[field] ?? field;
    errors[name] = [...(errors[name] ?? []), ...messages.map(renameInMessage)];
  }
  throw new ValidationFailedException(errors, error.message);
}

/** The operator field names a message may mention, as the platform calls them. */
const NAMES_IN_MESSAGES: ReadonlyArray<[RegExp, string]> = [
  ['entry_fee', 'entryFee'],
  ['rebuy_fee', 'rebuyFee'],
  ['max_entries_per_player', 'maxEntriesPerPlayer'],
  ['max_players', 'maxPlayers'],
  ['min_players', 'minPlayers'],
  ['prize_pool', 'prizePool'],
  ['duration_minutes', 'durationMinutes'],
].map(([from, to]) => [new RegExp(`\\b${from}\\b`, 'g'), to]);

function renameInMessage(message: string): string {
  return NAMES_IN_MESSAGES.reduce((text, [pattern, name]) => text.replace(pattern, name), message);
}

import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  AppConfig,
  Clock,
  DomainException,
  ErrorCode,
  faultPoint,
  formatAmount,
  isUuid,
  limitInMinor,
  MAX_TOURNAMENT_FEES_MAJOR,
  newId,
  ValidationFailedException,
} from '@app/common';
import { OperatorAuth } from '@app/auth';
import { OperatorEntity, PlayerEntity, TournamentEntity, TournamentEntryEntity } from '@app/database';
import { assertRegistrationOpen, StartTrigger, TournamentAccess, TournamentLifecycle, TournamentMoney } from '@app/tournaments';
import { initialEntryStatus } from '@app/tournaments';
import { transactionIds } from '@app/wallet';
import { withFinalOutcome } from '@app/results';
import { RegisterPlayerDto } from '../dto/player-request.dto';
import { RegistrationDto } from '../dto/player-response.dto';
import { GameAccessIssuer } from './game-access.issuer';
import { isCheckViolation, isDeadlock, isUniqueViolation } from './db-errors';
import { assertFeesFit } from './fee-limit';
import { PlayersRepository } from './players.repository';
import { TournamentSeatsRepository } from './tournament-seats.repository';
import { PaymentsRepository } from '../accounts/payments.repository';
import { SeamlessDebits } from '@app/wallet';
import { toRegistrationDto } from './registration.mapper';
import { EntryWrite, PaymentEntry, RegistrationRepository, RegistrationTerms } from './registration.repository';

/** The data of a `player.registered` event (D12). */
interface PlayerRegisteredData {
  playerId: string;
  internalPlayerId: string;
  externalUserId: string;
  displayName: string;
  entryFee: number;
  currency: string;
  currentPlayers: number;
}

interface Registered {
  entry: TournamentEntryEntity;
  player: PlayerEntity;
  tournament: TournamentEntity;
  replayed: boolean;
  /** The money of `tournament`, when it was computed for it already. */
  money?: TournamentMoney;
}

interface RegistrationRequest {
  operatorId: string;
  tournamentId: string;
  userId: string;
  displayName: string;
  paymentId: string | null;
  requestHash: string;
}

/**
 * Player registration (spec 6, D6). The seat, one live entry per player, the debit and its
 * ledger row all commit together or not at all: one statement (register_player_entry) writes
 * them, sent alone (autocommit) or, when the seat may start the tournament, in a transaction
 * with the start. The database has the last word on every invariant (seat CHECK, unique live
 * entry, unique payment id, non-negative balance), so a race can only turn into a clean 409.
 *
 * The tournament row is what registrations into one tournament queue on, so it is locked as late
 * as possible: the checks read it unlocked, the player, entry, debit and ledger row are written,
 * and only then the same statement takes the seat (a conditional UPDATE, provided the tournament
 * is still as read: RegistrationTerms) and writes the outbox event numbered by it. From there the
 * lock is held only until the commit: for a statement sent alone, its own end. If the tournament
 * changed in between (started, cancelled, edited) or is full, that attempt is rolled back and the
 * registration runs again with the row locked first, which gives the answer of a sequential
 * request; a deadlock is retried the same way.
 */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: TournamentAccess,
    private readonly players: PlayersRepository,
    private readonly seats: TournamentSeatsRepository,
    private readonly payments: PaymentsRepository,
    private readonly seamless: SeamlessDebits,
    private readonly registrations: RegistrationRepository,
    private readonly lifecycle: TournamentLifecycle,
    private readonly gameAccess: GameAccessIssuer,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async register(auth: OperatorAuth, tournamentId: string, input: RegisterPlayerDto): Promise<RegistrationDto> {
    const request: RegistrationRequest = {
      operatorId: auth.operatorId,
      tournamentId,
      userId: input.user_id,
      displayName: input.display_name ?? input.user_id,
      paymentId: input.entry_payment_details?.payment_id ?? null,
      requestHash: '',
    };
    request.requestHash = registrationFingerprint(tournamentId, request.userId, request.displayName, request.paymentId);
    const done = await this.registerOnce(request);
    const money = done.money ?? this.lifecycle.money(done.tournament);
    const access = await this.gameAccess.issue(done.entry, done.player, done.tournament, money);
    return toRegistrationDto(
      withFinalOutcome(done.entry, done.tournament.status),
      done.player,
      done.tournament,
      money.digits,
      access,
      done.replayed ? 'Player already registered with this payment_id (replay)' : 'Player registered',
    );
  }

  /**
   * One read (operator, tournament, the user's live entry, the payment_id's entry) and the
   * checks; for a seamless wallet the debit at the operator's wallet; then one statement that
   * writes everything (register_player_entry), alone or in a transaction (registerInTransaction).
   */
  private async registerOnce(request: RegistrationRequest): Promise<Registered> {
    const state = await this.registrations.read(
      request.operatorId,
      isUuid(request.tournamentId) ? request.tournamentId : null,
      request.userId,
      request.paymentId,
    );
    const operator = state.operator ?? (await this.payments.getOperator(request.operatorId));
    const tournament = state.tournament ?? (await this.access.find(request.operatorId, request.tournamentId));
    const checked = await this.check(request, tournament, state.byPayment);
    if ('replay' in checked) return checked.replay;
    const seamless = operator.walletMode === 'seamless';
    // A seamless wallet is debited before the registering transaction, after the read-only checks:
    // a replay of the same payment_id needs no debit, and a closed registration none either.
    const debit =
      seamless && checked.money.entryFeeMinor > 0n
        ? await this.seamless.debit(operator, {
            transactionId: request.paymentId!,
            userId: request.userId,
            amount: formatAmount(checked.money.entryFeeMinor, checked.money.digits),
            currency: tournament.currency,
            tournamentId: tournament.id,
            reason: 'entry',
          })
        : null;
    if (debit) faultPoint('registration.after_debit');
    let registered: Registered;
    try {
      if (state.live) throw alreadyRegistered();
      registered = await this.registerInTransaction(request, operator, tournament, checked.money);
    } catch (error) {
      if (debit) await this.seamless.compensate(operator, debit);
      return this.translate(error, request);
    }
    faultPoint('registration.after_commit');
    if (debit) await (registered.replayed ? this.seamless.compensate(operator, debit) : this.seamless.settled(debit));
    return registered;
  }

  /**
   * The checks of a registration against the tournament as read, in their order: a payment_id when
   * there is a fee (422), the replay of a payment_id already used (or 409 idempotency_conflict),
   * registration open, and the fees the tournament may still hold.
   */
  private async check(
    request: RegistrationRequest,
    tournament: TournamentEntity,
    byPayment: PaymentEntry | null,
    manager?: EntityManager,
  ): Promise<{ replay: Registered } | { money: TournamentMoney }> {
    const money = this.lifecycle.money(tournament);
    assertPaymentIdGiven(money, request);
    const replay = await this.replayOf(request, byPayment, manager);
    if (replay) return { replay };
    this.assertOpen(tournament, money);
    assertFeesFit(tournament, money, money.entryFeeMinor, ErrorCode.TournamentFull);
    return { money };
  }

  /**
   * Seat last (the usual case), or, when that attempt finds the tournament changed or full, lock
   * first in a transaction. Seat last is one statement sent alone unless the seat may start the
   * tournament (mayStart), which must commit with the seat.
   */
  private async registerInTransaction(
    request: RegistrationRequest,
    operator: OperatorEntity,
    tournament: TournamentEntity,
    money: TournamentMoney,
  ): Promise<Registered> {
    try {
      if (mayStart(tournament, money)) {
        return await this.dataSource.transaction((manager) => this.write(manager, request, operator, tournament, money, 'seat_last'));
      }
      return await this.write(null, request, operator, tournament, money, 'seat_last');
    } catch (error) {
      if (!(error instanceof SeatNotTaken) && !isDeadlock(error)) throw error;
      return this.dataSource.transaction((manager) => this.registerLocked(manager, request, operator));
    }
  }

  /**
   * The registration again with the tournament row locked before anything is read, so nothing can
   * change under the checks: the answer of a sequential request.
   */
  private async registerLocked(manager: EntityManager, request: RegistrationRequest, operator: OperatorEntity): Promise<Registered> {
    const tournament = await this.access.lock(manager, request.operatorId, request.tournamentId);
    const state = await this.registrations.read(request.operatorId, tournament.id, request.userId, request.paymentId, manager);
    const checked = await this.check(request, tournament, state.byPayment, manager);
    if ('replay' in checked) return checked.replay;
    if (state.live) throw alreadyRegistered();
    return this.write(manager, request, operator, tournament, checked.money, 'lock_first');
  }

  /**
   * The first result of the same payment_id (D6), or 409 idempotency_conflict for another body.
   * `byPayment`: the fingerprint of the payment_id's entry, as read (null: none; undefined: read
   * it now). A replay reads the entry, its player and its tournament.
   */
  private async replayOf(
    request: RegistrationRequest,
    byPayment?: PaymentEntry | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Registered | null> {
    if (request.paymentId === null || byPayment === null) return null;
    if (byPayment !== undefined && byPayment.requestHash !== request.requestHash) throw paymentIdReused();
    const entry = await this.players.findEntryByPayment(request.operatorId, request.paymentId, manager);
    if (!entry) return null;
    if (entry.requestHash !== request.requestHash) throw paymentIdReused();
    const player = await this.players.getPlayer(request.operatorId, entry.playerId, manager);
    const tournament = await this.seats.getTournament(manager, request.operatorId, entry.tournamentId);
    return { entry, player, tournament, replayed: true };
  }

  private assertOpen(tournament: TournamentEntity, money: TournamentMoney): void {
    assertRegistrationOpen(tournament.status, tournament.actualStartTime, money.settings.lateRegistrationMinutes, this.clock.now());
  }

  /**
   * Writes the player, entry, debit and ledger row, then takes the seat with its
   * `player.registered` event, with one statement: from the seat to the commit the
   * tournament row is locked. `manager` null: no seat of this registration can start the
   * tournament (mayStart), so nothing else must commit with it, and the statement is sent alone,
   * outside any transaction: it commits when it ends, which releases the tournament row at once
   * (registrations into one tournament queue on that row). Otherwise it runs in the caller's
   * transaction, followed by the start when this seat triggers it. The seat is taken only while
   * the row still holds the terms the registration was checked against; otherwise (or when full)
   * `seat_last` throws SeatNotTaken and the registration runs again with the row locked first,
   * while `lock_first` (nothing can have changed) answers 409 tournament_full. The CHECK
   * constraint on the table would refuse an over-full tournament even if this were wrong.
   */
  private async write(
    manager: EntityManager | null,
    request: RegistrationRequest,
    operator: OperatorEntity,
    tournament: TournamentEntity,
    money: TournamentMoney,
    mode: 'seat_last' | 'lock_first',
  ): Promise<Registered> {
    const fee = formatAmount(money.entryFeeMinor, money.digits);
    const now = this.clock.now();
    const entryId = newId();
    const write: EntryWrite = {
      operatorId: request.operatorId,
      tournamentId: tournament.id,
      userId: request.userId,
      displayName: request.displayName,
      entryId,
      entryStatus: initialEntryStatus(tournament.status),
      fee,
      charge: money.entryFeeMinor !== 0n,
      walletMode: operator.walletMode,
      currency: tournament.currency,
      paymentId: request.paymentId,
      requestHash: request.requestHash,
      transactionId: transactionIds.payment(request.paymentId ?? `free:${entryId}`),
      now,
      terms: registrationTerms(tournament),
      feesLimit: formatAmount(limitInMinor(MAX_TOURNAMENT_FEES_MAJOR, money.digits), money.digits),
      event: {
        internalPlayerId: entryId,
        externalUserId: request.userId,
        displayName: request.displayName,
        entryFee: money.toNumber(money.entryFeeMinor),
        currency: tournament.currency,
      } satisfies Omit<PlayerRegisteredData, 'currentPlayers' | 'playerId'>,
    };
    const transfer = operator.walletMode !== 'seamless';
    // The crash point after a transfer wallet's debit: in a transaction, right after the
    // function debited (the kill rolls it all back); alone, once the statement is on its way and
    // before its answer (the database commits all of it or nothing, unanswered).
    const written = manager
      ? await this.registrations.write(manager, write)
      : await this.registrations.writeAlone(write, transfer ? () => faultPoint('registration.after_debit') : undefined);
    if (!written) {
      if (mode === 'seat_last') throw new SeatNotTaken();
      throw new DomainException(ErrorCode.TournamentFull, 'The tournament is full');
    }
    if (manager && transfer) faultPoint('registration.after_debit');
    tournament.currentPlayers = written.currentPlayers;
    tournament.feesCollected = written.feesCollected;
    const entry = Object.assign(new TournamentEntryEntity(), {
      id: entryId,
      operatorId: request.operatorId,
      tournamentId: tournament.id,
      playerId: written.player.id,
      displayName: request.displayName,
      status: initialEntryStatus(tournament.status),
      entryCount: 1,
      totalPaid: fee,
      paymentId: request.paymentId,
      requestHash: request.requestHash,
      points: '0',
      pointsUpdatedAt: null,
      position: null,
      prizeAmount: null,
      currentRound: null,
      eliminationRound: null,
      eliminatedAt: null,
      registeredAt: now,
      withdrawnAt: null,
      refundedAt: null,
      updatedAt: now,
    });
    const started = manager ? await this.startWhenFull(manager, tournament, money) : null;
    if (!manager || !started) return { entry, player: written.player, tournament, replayed: false, money };
    const fresh = await this.players.reloadEntry(manager, entry);
    return { entry: fresh, player: written.player, tournament: started, replayed: false };
  }

  /**
   * The registration that starts a scheduled tournament, in its own transaction: the last seat
   * with `config.start_when_full`, or the seat that brings a hop-on/off tournament to min_players.
   */
  private async startWhenFull(
    manager: EntityManager,
    tournament: TournamentEntity,
    money: TournamentMoney,
  ): Promise<TournamentEntity | null> {
    if (tournament.status !== 'scheduled') return null;
    const full = tournament.maxPlayers !== null && tournament.currentPlayers >= tournament.maxPlayers;
    const trigger = startTrigger(tournament, full && money.settings.startWhenFull);
    if (trigger === null) return null;
    const locked = await this.access.lock(manager, tournament.operatorId, tournament.id);
    return this.lifecycle.start(manager, locked, this.clock.now(), trigger);
  }

  /** Races the database settled: the same answers a sequential request would get. */
  private async translate(error: unknown, request: RegistrationRequest): Promise<Registered> {
    if (isUniqueViolation(error, 'uq_entries_operator_payment') || isUniqueViolation(error, 'uq_ledger_operator_transaction')) {
      const replay = await this.dataSource.transaction((manager) => this.replayOf(request, undefined, manager));
      if (replay) return replay;
      throw new DomainException(ErrorCode.IdempotencyConflict, 'This payment_id was already used for another payment');
    }
    if (isUniqueViolation(error, 'uq_entries_tournament_player_live')) throw alreadyRegistered();
    if (isCheckViolation(error, 'ck_tournaments_seats')) throw new DomainException(ErrorCode.TournamentFull, 'The tournament is full');
    throw error;
  }
}

/**
 * The fingerprint of a registration (a payment_id replays only the same registration): the
 * SHA-256 of the canonical JSON (canonicalHash) of { tournament_id, user_id, display_name,
 * payment_id }. Built directly: those four keys in sorted order, string or null values, is
 * exactly the text canonicalJson writes, without walking and sorting an object per request.
 */
export function registrationFingerprint(tournamentId: string, userId: string, displayName: string, paymentId: string | null): string {
  const json = JSON.stringify({ display_name: displayName, payment_id: paymentId, tournament_id: tournamentId, user_id: userId });
  return createHash('sha256').update(json, 'utf8').digest('hex');
}

/** D6: the payment_id is the idempotency key of the debit, so a paid entry needs one (422). */
function assertPaymentIdGiven(money: TournamentMoney, request: RegistrationRequest): void {
  if (money.entryFeeMinor > 0n && request.paymentId === null) {
    throw ValidationFailedException.forField('entry_payment_details.payment_id', 'payment_id is required when the entry fee is above 0');
  }
}

function paymentIdReused(): DomainException {
  return new DomainException(ErrorCode.IdempotencyConflict, 'This payment_id was already used for a different registration');
}

function alreadyRegistered(): DomainException {
  return new DomainException(ErrorCode.PlayerAlreadyRegistered, 'This user is already registered in the tournament');
}

/**
 * Whether some seat of the tournament as read can start it (startTrigger): a scheduled hop-on/off
 * tournament, or a scheduled one that starts when full. The seat is taken only while the status
 * and config are still those read (RegistrationTerms), so when this is false no seat taken
 * against them starts it.
 */
function mayStart(tournament: TournamentEntity, money: TournamentMoney): boolean {
  if (tournament.status !== 'scheduled') return false;
  return tournament.format === 'hop_on_off' || (tournament.maxPlayers !== null && money.settings.startWhenFull);
}

/** Why a registration starts its tournament, or null when it does not. */
function startTrigger(tournament: TournamentEntity, startsWhenFull: boolean): StartTrigger | null {
  if (tournament.format === 'hop_on_off' && tournament.currentPlayers >= tournament.minPlayers) return 'min_players';
  return startsWhenFull ? 'full' : null;
}

function registrationTerms(tournament: TournamentEntity): RegistrationTerms {
  return {
    status: tournament.status,
    entryFee: tournament.entryFee,
    currency: tournament.currency,
    config: JSON.stringify(tournament.config ?? {}),
    actualStartTime: tournament.actualStartTime?.toISOString() ?? null,
  };
}

/** The seat-last attempt found the tournament changed or full: roll back and run again, row locked first. */
class SeatNotTaken extends Error {
  constructor() {
    super('The tournament changed or filled up during the registration');
    this.name = 'SeatNotTaken';
  }
}

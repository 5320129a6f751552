import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  AppConfig,
  canonicalHash,
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
import { WalletService } from '@app/wallet';
import { GameAccessIssuer } from './game-access.issuer';
import { isCheckViolation, isDeadlock, isUniqueViolation } from './db-errors';
import { assertFeesFit } from './fee-limit';
import { PlayersRepository } from './players.repository';
import { RegistrationTerms, TournamentSeatsRepository } from './tournament-seats.repository';
import { PaymentsRepository } from '../accounts/payments.repository';
import { SeamlessDebits } from '@app/wallet';
import { WalletTransferRequest } from '@app/wallet';
import { toRegistrationDto } from './registration.mapper';

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
 * Player registration (spec 6, D6). One transaction per registration: seats, one live entry per
 * player, the debit and its ledger row all commit together or not at all. The database has the
 * last word on every invariant (seat CHECK, unique live entry, unique payment id, non-negative
 * balance), so a race can only turn into a clean 409.
 *
 * The tournament row is what registrations into one tournament queue on, so it is locked as late
 * as possible: the checks read it unlocked, the player, entry, debit and ledger row are written,
 * and only then one statement takes the seat (a conditional UPDATE, provided the tournament is
 * still as read: RegistrationTerms) and writes the outbox event numbered by it. From there the
 * lock is held only until the commit, not for the whole registration. If the tournament
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
    private readonly wallet: WalletService,
    private readonly seamless: SeamlessDebits,
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
    request.requestHash = canonicalHash({
      tournament_id: tournamentId,
      user_id: request.userId,
      display_name: request.displayName,
      payment_id: request.paymentId,
    });
    const done = await this.registerOnce(request);
    const money = this.lifecycle.money(done.tournament);
    const access = await this.gameAccess.issue(done.entry, done.player, done.tournament);
    return toRegistrationDto(
      withFinalOutcome(done.entry, done.tournament.status),
      done.player,
      done.tournament,
      money.digits,
      access,
      done.replayed ? 'Player already registered with this payment_id (replay)' : 'Player registered',
    );
  }

  private async registerOnce(request: RegistrationRequest): Promise<Registered> {
    const operator = await this.payments.getOperator(request.operatorId);
    const plan =
      operator.walletMode === 'seamless' ? await this.dataSource.transaction((manager) => this.prepareSeamless(manager, request)) : {};
    if (plan.replay) return plan.replay;
    const debit = plan.debit ? await this.seamless.debit(operator, plan.debit) : null;
    if (debit) faultPoint('registration.after_debit');
    let registered: Registered;
    try {
      registered = await this.registerInTransaction(request, operator);
    } catch (error) {
      if (debit) await this.seamless.compensate(operator, debit);
      return this.translate(error, request);
    }
    faultPoint('registration.after_commit');
    if (debit) await (registered.replayed ? this.seamless.compensate(operator, debit) : this.seamless.settled(debit));
    return registered;
  }

  /** Seat last (the usual case), or, when that attempt finds the tournament changed or full, lock first. */
  private async registerInTransaction(request: RegistrationRequest, operator: OperatorEntity): Promise<Registered> {
    try {
      return await this.dataSource.transaction((manager) => this.registerIn(manager, request, operator, 'seat_last'));
    } catch (error) {
      if (!(error instanceof SeatNotTaken) && !isDeadlock(error)) throw error;
      return this.dataSource.transaction((manager) => this.registerIn(manager, request, operator, 'lock_first'));
    }
  }

  /**
   * Seamless wallets are debited before the registering transaction, so the read-only checks come
   * first: a replay of the same payment_id needs no debit, and a closed registration none either.
   */
  private async prepareSeamless(
    manager: EntityManager,
    request: RegistrationRequest,
  ): Promise<{ replay?: Registered; debit?: WalletTransferRequest }> {
    const tournament = await this.access.find(request.operatorId, request.tournamentId, manager);
    const money = this.lifecycle.money(tournament);
    assertPaymentIdGiven(money, request);
    const replay = await this.replayOf(manager, request);
    if (replay) return { replay };
    if (money.entryFeeMinor === 0n) return {};
    this.assertOpen(tournament, money);
    assertFeesFit(tournament, money, money.entryFeeMinor, ErrorCode.TournamentFull);
    return {
      debit: {
        transactionId: request.paymentId!,
        userId: request.userId,
        amount: formatAmount(money.entryFeeMinor, money.digits),
        currency: tournament.currency,
        tournamentId: tournament.id,
        reason: 'entry',
      },
    };
  }

  /**
   * The first result of the same payment_id (D6), or 409 idempotency_conflict for another body.
   * `byPayment`: the entry of the payment_id when the caller has read it already.
   */
  private async replayOf(
    manager: EntityManager,
    request: RegistrationRequest,
    byPayment?: TournamentEntryEntity | null,
  ): Promise<Registered | null> {
    if (request.paymentId === null) return null;
    const entry =
      byPayment !== undefined ? byPayment : await this.players.findEntryByPayment(request.operatorId, request.paymentId, manager);
    if (!entry) return null;
    if (entry.requestHash !== request.requestHash) {
      throw new DomainException(ErrorCode.IdempotencyConflict, 'This payment_id was already used for a different registration');
    }
    const player = await this.players.getPlayer(request.operatorId, entry.playerId, manager);
    const tournament = await this.seats.getTournament(manager, request.operatorId, entry.tournamentId);
    return { entry, player, tournament, replayed: true };
  }

  private assertOpen(tournament: TournamentEntity, money: TournamentMoney): void {
    assertRegistrationOpen(tournament.status, tournament.actualStartTime, money.settings.lateRegistrationMinutes, this.clock.now());
  }

  /**
   * `seat_last`: the tournament is read without a lock and the seat taken by the last write
   * (SeatNotTaken when the tournament changed or is full); `lock_first`: the tournament row is
   * locked before anything is read, so nothing can change under the checks.
   */
  private async registerIn(
    manager: EntityManager,
    request: RegistrationRequest,
    operator: OperatorEntity,
    mode: 'seat_last' | 'lock_first',
  ): Promise<Registered> {
    // A live entry found here is refused after the checks below, in their order; a race past it
    // ends on uq_entries_tournament_player_live. A replay renames nobody.
    const player = await this.players.upsertPlayer(manager, request.operatorId, request.userId, request.displayName);
    // The entries and the tournament are sent together: read back to back on the connection.
    const [{ live, byPayment }, tournament] = await Promise.all([
      this.players.registrationEntries(
        manager,
        request.operatorId,
        isUuid(request.tournamentId) ? request.tournamentId : null,
        player.id,
        request.paymentId,
      ),
      mode === 'lock_first'
        ? this.access.lock(manager, request.operatorId, request.tournamentId)
        : this.access.find(request.operatorId, request.tournamentId, manager),
    ]);
    const terms = registrationTerms(tournament);
    const money = this.lifecycle.money(tournament);
    assertPaymentIdGiven(money, request);
    const replay = await this.replayOf(manager, request, byPayment);
    if (replay) return replay;
    this.assertOpen(tournament, money);
    assertFeesFit(tournament, money, money.entryFeeMinor, ErrorCode.TournamentFull);
    await this.players.renamePlayer(manager, player, request.displayName);
    if (live) {
      throw new DomainException(ErrorCode.PlayerAlreadyRegistered, 'This user is already registered in the tournament');
    }
    const fee = formatAmount(money.entryFeeMinor, money.digits);
    const now = this.clock.now();
    const entry = await this.players.insertEntry(manager, request.operatorId, {
      id: newId(),
      tournamentId: tournament.id,
      playerId: player.id,
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
    await this.wallet.charge(manager, {
      operator,
      playerId: player.id,
      externalUserId: player.externalId,
      tournamentId: tournament.id,
      entryId: entry.id,
      kind: 'entry',
      amountMinor: money.entryFeeMinor,
      digits: money.digits,
      currency: tournament.currency,
      transactionId: transactionIds.payment(request.paymentId ?? `free:${entry.id}`),
    });
    if (operator.walletMode !== 'seamless') faultPoint('registration.after_debit');
    // The seat last, with its event: from here to the commit the tournament row is locked.
    await this.takeSeat(
      manager,
      tournament,
      terms,
      fee,
      formatAmount(limitInMinor(MAX_TOURNAMENT_FEES_MAJOR, money.digits), money.digits),
      mode,
      {
        playerId: player.id,
        internalPlayerId: entry.id,
        externalUserId: player.externalId,
        displayName: entry.displayName,
        entryFee: money.toNumber(money.entryFeeMinor),
        currency: tournament.currency,
      },
    );
    const started = await this.startWhenFull(manager, tournament, money);
    const fresh = started ? await this.players.reloadEntry(manager, entry) : entry;
    return { entry: fresh, player, tournament: started ?? tournament, replayed: false };
  }

  /**
   * Takes one seat and writes the registration's `player.registered` event (D12) with one
   * statement, which locks the tournament row until the commit: no seat, no row and no event. The
   * event is numbered by the sequence the UPDATE takes and carries the player count it leaves
   * (the only round trip under the lock before the commit). The row must still hold the terms the
   * registration was checked against; otherwise (or when full) `seat_last` throws SeatNotTaken and
   * the registration runs again with the row locked first, while `lock_first` (nothing can have
   * changed) answers 409 tournament_full. The CHECK constraint on the table would refuse an
   * over-full tournament even if this were wrong.
   */
  private async takeSeat(
    manager: EntityManager,
    tournament: TournamentEntity,
    terms: RegistrationTerms,
    fee: string,
    feesLimit: string,
    mode: 'seat_last' | 'lock_first',
    event: Omit<PlayerRegisteredData, 'currentPlayers'>,
  ): Promise<void> {
    const now = this.clock.now();
    const seatRequest = { tournamentId: tournament.id, fee, feesLimit, now, terms, event };
    const seat = await this.seats.takeSeat(manager, tournament.operatorId, seatRequest);
    if (!seat) {
      if (mode === 'seat_last') throw new SeatNotTaken();
      throw new DomainException(ErrorCode.TournamentFull, 'The tournament is full');
    }
    tournament.currentPlayers = seat.current_players;
    tournament.feesCollected = seat.fees_collected;
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
      const replay = await this.dataSource.transaction((manager) => this.replayOf(manager, request));
      if (replay) return replay;
      throw new DomainException(ErrorCode.IdempotencyConflict, 'This payment_id was already used for another payment');
    }
    if (isUniqueViolation(error, 'uq_entries_tournament_player_live')) {
      throw new DomainException(ErrorCode.PlayerAlreadyRegistered, 'This user is already registered in the tournament');
    }
    if (isCheckViolation(error, 'ck_tournaments_seats')) throw new DomainException(ErrorCode.TournamentFull, 'The tournament is full');
    throw error;
  }
}

/** D6: the payment_id is the idempotency key of the debit, so a paid entry needs one (422). */
function assertPaymentIdGiven(money: TournamentMoney, request: RegistrationRequest): void {
  if (money.entryFeeMinor > 0n && request.paymentId === null) {
    throw ValidationFailedException.forField('entry_payment_details.payment_id', 'payment_id is required when the entry fee is above 0');
  }
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

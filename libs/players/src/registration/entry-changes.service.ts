import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock, decimalToMinor, DomainException, ErrorCode, formatAmount, isUuid, newId } from '@app/common';
import { OperatorAuth } from '@app/auth';
import { TournamentEntity, TournamentEntryEntity } from '@app/database';
import { EventType, OutboxWriter } from '@app/events';
import { assertRebuyAllowed, TournamentAccess, TournamentLifecycle, TournamentMoney } from '@app/tournaments';
import { canReissueToken } from '@app/tournaments';
import { transactionIds } from '@app/wallet';
import { withFinalOutcome } from '@app/results';
import { RebuyDto, WithdrawPlayerDto } from '../dto/player-request.dto';
import { RebuyResultDto, RegistrationDto, WithdrawalDto } from '../dto/player-response.dto';
import { AcceptedDebit, SeamlessDebits } from '@app/wallet';
import { WalletService } from '@app/wallet';
import { GameAccessIssuer } from './game-access.issuer';
import { isUniqueViolation } from './db-errors';
import { PlayerParticipation } from './player-participation';
import { assertFeesFit } from './fee-limit';
import { PlayersRepository } from './players.repository';
import { TournamentSeatsRepository } from './tournament-seats.repository';
import { PaymentsRepository } from '../accounts/payments.repository';
import { toRegistrationDto } from './registration.mapper';

const playerNotFound = () => new DomainException(ErrorCode.PlayerNotFound, 'Player not found in this tournament');

/** Changes to an existing entry (D6): withdraw with refund, rebuy, a new game token. */
@Injectable()
export class EntryChangesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: TournamentAccess,
    private readonly players: PlayersRepository,
    private readonly seats: TournamentSeatsRepository,
    private readonly payments: PaymentsRepository,
    private readonly participation: PlayerParticipation,
    private readonly wallet: WalletService,
    private readonly seamless: SeamlessDebits,
    private readonly lifecycle: TournamentLifecycle,
    private readonly outbox: OutboxWriter,
    private readonly gameAccess: GameAccessIssuer,
    private readonly clock: Clock,
  ) {}

  /** The entry `ref` names in a tournament the operator owns, locked when a manager is given. */
  private async entryOf(
    operatorId: string,
    tournament: TournamentEntity,
    ref: string,
    manager?: EntityManager,
    lock = true,
  ): Promise<TournamentEntryEntity> {
    const entry = isUuid(ref)
      ? await this.players.findEntryByRef(operatorId, tournament.id, ref, manager, manager !== undefined && lock)
      : null;
    if (!entry) throw playerNotFound();
    // Only a completed tournament's unplaced players change here (to `finished`), and nothing
    // saves an entry of a completed tournament.
    return withFinalOutcome(entry, tournament.status);
  }

  withdraw(auth: OperatorAuth, tournamentId: string, ref: string, input: WithdrawPlayerDto): Promise<WithdrawalDto> {
    return this.withdrawFor(auth.operatorId, tournamentId, ref, input.reason ?? null);
  }

  /**
   * A registered player leaves before the start (the operator's withdraw, a hop-on/off player
   * leaving its lobby): every payment of the entry refunded once (the ledger's unique transaction
   * id), the seat freed, in one transaction.
   */
  async withdrawFor(operatorId: string, tournamentId: string, ref: string, reason: string | null): Promise<WithdrawalDto> {
    return this.dataSource.transaction(async (manager) => {
      const tournament = await this.access.lock(manager, operatorId, tournamentId);
      const entry = await this.entryOf(operatorId, tournament, ref, manager);
      if (tournament.status === 'cancelled')
        throw new DomainException(ErrorCode.TournamentCancelled, 'The tournament is cancelled; its players were refunded');
      if (tournament.status !== 'scheduled')
        throw new DomainException(ErrorCode.TournamentStarted, 'Players can only be withdrawn before the tournament starts');
      if (entry.status !== 'registered')
        throw new DomainException(ErrorCode.Conflict, `The player is ${entry.status} and cannot be withdrawn`);
      const operator = await this.payments.getOperator(operatorId, manager);
      const money = this.lifecycle.money(tournament);
      const refundedMinor = (await this.participation.refundEntries(manager, operator, [entry], money.digits)).get(entry.id) ?? 0n;
      const now = this.clock.now();
      Object.assign(entry, { status: 'withdrawn', withdrawnAt: now, updatedAt: now });
      await this.players.saveEntry(manager, entry);
      await this.seats.releaseSeat(manager, tournament.operatorId, tournament.id, formatAmount(refundedMinor, money.digits), now);
      await this.outbox.append(manager, {
        operatorId: operatorId,
        tournamentId: tournament.id,
        type: EventType.PlayerWithdrawn,
        data: {
          playerId: entry.playerId,
          internalPlayerId: entry.id,
          refund: { amount: money.toNumber(refundedMinor), currency: tournament.currency },
          reason,
        },
      });
      return {
        withdrawn: true,
        player_id: entry.playerId,
        internal_player_id: entry.id,
        tournament_id: tournament.id,
        status: entry.status,
        refund: { amount: money.toNumber(refundedMinor), currency: tournament.currency },
        message: 'Player withdrawn and refunded',
      };
    });
  }

  async reissueToken(auth: OperatorAuth, tournamentId: string, ref: string): Promise<RegistrationDto> {
    const tournament = await this.access.find(auth.operatorId, tournamentId);
    const entry = await this.entryOf(auth.operatorId, tournament, ref);
    if (!canReissueToken(entry.status))
      throw new DomainException(ErrorCode.Conflict, `The player is ${entry.status}; no game token is issued`);
    const player = await this.players.getPlayer(auth.operatorId, entry.playerId);
    const access = await this.gameAccess.issue(entry, player, tournament);
    return toRegistrationDto(entry, player, tournament, this.lifecycle.money(tournament).digits, access, 'New game token issued');
  }

  async rebuy(auth: OperatorAuth, tournamentId: string, ref: string, input: RebuyDto): Promise<RebuyResultDto> {
    const additional = input.additional_entries ?? 1;
    const plan = await this.dataSource.transaction(async (manager) => {
      const tournament = await this.access.find(auth.operatorId, tournamentId, manager);
      const entry = await this.entryOf(auth.operatorId, tournament, ref, manager, false);
      const operator = await this.payments.getOperator(auth.operatorId, manager);
      const money = this.lifecycle.money(tournament);
      const replay = input.payment_id ? await this.replayOf(manager, auth.operatorId, input.payment_id, entry, money, additional) : false;
      if (replay) return { replay: true as const, tournament, entry, operator, money };
      this.assertRebuy(tournament, entry, money, additional);
      return { replay: false as const, tournament, entry, operator, money };
    });
    if (plan.replay) return this.rebuyResult(plan.tournament, plan.entry.id, additional, plan.money);
    const transactionId = input.payment_id ?? `rebuy-${newId()}`;
    const feeMinor = plan.money.settings.rebuyFeeMinor * BigInt(additional);
    let debit: AcceptedDebit | null = null;
    if (plan.operator.walletMode === 'seamless' && feeMinor > 0n) {
      const player = await this.players.getPlayer(auth.operatorId, plan.entry.playerId);
      debit = await this.seamless.debit(plan.operator, {
        transactionId,
        userId: player.externalId,
        amount: formatAmount(feeMinor, plan.money.digits),
        currency: plan.tournament.currency,
        tournamentId: plan.tournament.id,
        reason: 'rebuy',
      });
    }
    let rebought: TournamentEntryEntity;
    try {
      rebought = await this.dataSource.transaction((manager) =>
        this.rebuyIn(manager, auth.operatorId, tournamentId, ref, input, additional, transactionId),
      );
    } catch (error) {
      if (debit) await this.seamless.compensate(plan.operator, debit);
      if (isUniqueViolation(error, 'uq_ledger_operator_transaction') && input.payment_id) {
        const replayed = await this.dataSource.transaction((m) =>
          this.replayOf(m, auth.operatorId, input.payment_id!, plan.entry, plan.money, additional),
        );
        if (replayed) return this.rebuyResult(plan.tournament, plan.entry.id, additional, plan.money);
        throw new DomainException(ErrorCode.IdempotencyConflict, 'This payment_id was already used for another payment');
      }
      throw error;
    }
    if (debit) await this.seamless.settled(debit);
    return this.rebuyResult(plan.tournament, plan.entry.id, additional, plan.money, rebought);
  }

  private assertRebuy(tournament: TournamentEntity, entry: TournamentEntryEntity, money: TournamentMoney, additional: number): void {
    assertRebuyAllowed({
      status: tournament.status,
      rebuyEnabled: money.settings.rebuyEnabled,
      entryCount: entry.entryCount,
      additionalEntries: additional,
      maxEntriesPerPlayer: money.settings.maxEntriesPerPlayer,
    });
    if (!['registered', 'active', 'eliminated'].includes(entry.status)) {
      throw new DomainException(ErrorCode.RebuyNotAllowed, `Rebuy not allowed: the player is ${entry.status}`);
    }
    assertFeesFit(tournament, money, money.settings.rebuyFeeMinor * BigInt(additional), ErrorCode.RebuyNotAllowed);
  }

  /** A rebuy whose payment_id is already in the ledger: the same rebuy again, or a conflict. */
  private async replayOf(
    manager: EntityManager,
    operatorId: string,
    paymentId: string,
    entry: TournamentEntryEntity,
    money: TournamentMoney,
    additional: number,
  ): Promise<boolean> {
    const row = await this.payments.findLedgerRow(manager, operatorId, transactionIds.payment(paymentId));
    if (!row) return false;
    const expected = formatAmount(-(money.settings.rebuyFeeMinor * BigInt(additional)), money.digits);
    const same =
      row.kind === 'rebuy' &&
      row.entryId === entry.id &&
      decimalToMinor(row.amount, money.digits) === decimalToMinor(expected, money.digits);
    if (!same) throw new DomainException(ErrorCode.IdempotencyConflict, 'This payment_id was already used for a different payment');
    return true;
  }

  /** Applies the rebuy; returns the entry as this rebuy left it (parallel rebuys may change it right after). */
  private async rebuyIn(
    manager: EntityManager,
    operatorId: string,
    tournamentId: string,
    ref: string,
    input: RebuyDto,
    additional: number,
    transactionId: string,
  ): Promise<TournamentEntryEntity> {
    const tournament = await this.access.lock(manager, operatorId, tournamentId);
    const entry = await this.entryOf(operatorId, tournament, ref, manager);
    const money = this.lifecycle.money(tournament);
    this.assertRebuy(tournament, entry, money, additional);
    const operator = await this.payments.getOperator(operatorId, manager);
    const player = await this.players.getPlayer(operatorId, entry.playerId, manager);
    const feeMinor = money.settings.rebuyFeeMinor * BigInt(additional);
    await this.wallet.charge(manager, {
      operator,
      playerId: entry.playerId,
      externalUserId: player.externalId,
      tournamentId: tournament.id,
      entryId: entry.id,
      kind: 'rebuy',
      amountMinor: feeMinor,
      digits: money.digits,
      currency: tournament.currency,
      transactionId: input.payment_id ? transactionIds.payment(input.payment_id) : transactionIds.generated(transactionId),
    });
    const now = this.clock.now();
    const reactivated = entry.status === 'eliminated';
    Object.assign(entry, {
      entryCount: entry.entryCount + additional,
      totalPaid: money.toDecimal(decimalToMinor(entry.totalPaid, money.digits) + feeMinor),
      status: reactivated ? 'active' : entry.status,
      eliminatedAt: reactivated ? null : entry.eliminatedAt,
      eliminationRound: reactivated ? null : entry.eliminationRound,
      updatedAt: now,
    });
    await this.players.saveEntry(manager, entry);
    // A re-activated player moves back above the eliminated ones: the standings changed.
    await this.seats.addRebuyFee(manager, operatorId, tournament.id, formatAmount(feeMinor, money.digits), reactivated ? now : null);
    await this.outbox.append(manager, {
      operatorId,
      tournamentId: tournament.id,
      type: EventType.PlayerRebought,
      data: {
        playerId: entry.playerId,
        internalPlayerId: entry.id,
        additionalEntries: additional,
        newEntryCount: entry.entryCount,
        amount: money.toNumber(feeMinor),
        currency: tournament.currency,
        reactivated,
      },
    });
    return entry;
  }

  /**
   * `rebought`: the entry as the rebuy's own transaction left it, so that under parallel rebuys
   * each answer reports its own new_entry_count and total_paid; a replay reads the entry now.
   */
  private async rebuyResult(
    tournament: TournamentEntity,
    entryId: string,
    additional: number,
    money: TournamentMoney,
    rebought?: TournamentEntryEntity,
  ): Promise<RebuyResultDto> {
    const entry = rebought ?? (await this.players.getEntry(tournament.operatorId, entryId));
    const counts = await this.participation.counts(tournament);
    return {
      rebuy_approved: true,
      new_entry_count: entry.entryCount,
      total_paid: money.toNumber(decimalToMinor(entry.totalPaid, money.digits)),
      additional_entries: additional,
      entry_statistics: {
        total_players: counts.totalRegistered,
        total_entries: counts.totalEntries,
        average_entries_per_player:
          counts.totalRegistered === 0 ? 0 : Math.round((counts.totalEntries / counts.totalRegistered) * 100) / 100,
      },
      message: 'Rebuy approved',
    };
  }
}

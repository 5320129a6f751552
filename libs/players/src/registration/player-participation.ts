import { finalStatusCounts } from '@app/results';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig, Clock, decimalToMinor, formatAmount } from '@app/common';
import { OperatorEntity, TournamentEntity, TournamentEntryEntity } from '@app/database';
import { EventType, OutboxWriter } from '@app/events';
import {
  ActiveGameDto,
  CompletionOptions,
  LeaderboardEntryDto,
  ParticipationCounts,
  PrizeOutcome,
  RefundOutcome,
  TournamentMoney,
  TournamentParticipation,
} from '@app/tournaments';
import { LedgerRepository } from '@app/wallet';
import { WalletService } from '@app/wallet';
import { PlayersRepository } from './players.repository';
import { TournamentSeatsRepository } from './tournament-seats.repository';
import { PaymentsRepository } from '../accounts/payments.repository';
import { CompletionService } from '@app/results';
import { RoomsService } from '@app/rooms';
import { StandingsService } from '@app/results';

/** The tournament lifecycle's view of registered players, their money and standings. */
@Injectable()
export class PlayerParticipation extends TournamentParticipation {
  constructor(
    private readonly players: PlayersRepository,
    private readonly seats: TournamentSeatsRepository,
    private readonly payments: PaymentsRepository,
    private readonly ledger: LedgerRepository,
    private readonly wallet: WalletService,
    private readonly outbox: OutboxWriter,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly completion: CompletionService,
    private readonly standings: StandingsService,
    private readonly rooms: RoomsService,
  ) {
    super();
  }

  async counts(tournament: TournamentEntity, manager?: EntityManager): Promise<ParticipationCounts> {
    const byStatus = finalStatusCounts(await this.players.counts(tournament.id, manager), tournament.status);
    const of = (status: string) => byStatus[status] ?? { players: 0, entries: 0 };
    const seated = ['registered', 'active', 'eliminated', 'finished', 'winner'];
    return {
      totalRegistered: seated.reduce((sum, s) => sum + of(s).players, 0),
      activePlayers: of('active').players,
      eliminatedPlayers: of('eliminated').players,
      totalEntries: seated.reduce((sum, s) => sum + of(s).entries, 0),
    };
  }

  leaderboardPreview(tournament: TournamentEntity, limit: number): Promise<LeaderboardEntryDto[]> {
    return this.standings.preview(tournament, limit);
  }

  activeGames(tournament: TournamentEntity): Promise<ActiveGameDto[]> {
    return this.rooms.activeGames(tournament);
  }

  async onStarted(manager: EntityManager, tournament: TournamentEntity): Promise<void> {
    await this.players.activateRegistered(manager, tournament.operatorId, tournament.id, this.clock.now());
  }

  /**
   * Refunds every unrefunded entry and rebuy debit of every seated player exactly once (the
   * refund's transaction id is unique), sets them `refunded`, and lowers the fees held.
   */
  async refundAll(manager: EntityManager, tournament: TournamentEntity): Promise<RefundOutcome> {
    const operator = await this.payments.getOperator(tournament.operatorId, manager);
    const money = new TournamentMoney(tournament, this.config.extraCurrencies);
    const entries = await this.players.lockSeatedEntries(manager, tournament.operatorId, tournament.id);
    const refunded = await this.refundEntries(manager, operator, entries, money.digits);
    await this.players.markRefunded(
      manager,
      tournament.operatorId,
      entries.map((e) => e.id),
      this.clock.now(),
    );
    let totalMinor = 0n;
    let playersRefunded = 0;
    for (const entry of entries) {
      const refundedMinor = refunded.get(entry.id) ?? 0n;
      if (refundedMinor > 0n) playersRefunded++;
      totalMinor += refundedMinor;
      await this.outbox.append(manager, {
        operatorId: tournament.operatorId,
        tournamentId: tournament.id,
        type: EventType.PlayerRefunded,
        data: {
          playerId: entry.playerId,
          internalPlayerId: entry.id,
          amount: money.toNumber(refundedMinor),
          currency: tournament.currency,
          reason: 'tournament_cancelled',
        },
      });
    }
    // Refunded players no longer hold seats: the seat counter and the fees held follow the entries.
    const refundedTotal = formatAmount(totalMinor, money.digits);
    await this.seats.releaseRefundedSeats(manager, tournament.operatorId, tournament.id, entries.length, refundedTotal, this.clock.now());
    return { totalRefundedMinor: totalMinor, playersRefunded };
  }

  /**
   * What refundAll would refund now: every unrefunded entry and rebuy debit of the seated
   * entries (the same reads, unlocked), nothing moved.
   */
  async refundPreview(manager: EntityManager, tournament: TournamentEntity): Promise<RefundOutcome> {
    const money = new TournamentMoney(tournament, this.config.extraCurrencies);
    const entries = await this.players.readSeatedEntries(manager, tournament.operatorId, tournament.id);
    if (entries.length === 0) return { totalRefundedMinor: 0n, playersRefunded: 0 };
    const debits = await this.ledger.unrefundedDebits(
      manager,
      tournament.operatorId,
      entries.map((e) => e.id),
    );
    const byEntry = new Map<string, bigint>();
    for (const debit of debits) {
      const amount = decimalToMinor(debit.amount.startsWith('-') ? debit.amount.slice(1) : debit.amount, money.digits);
      byEntry.set(debit.entryId!, (byEntry.get(debit.entryId!) ?? 0n) + amount);
    }
    const amounts = [...byEntry.values()].filter((minor) => minor > 0n);
    return { totalRefundedMinor: amounts.reduce((sum, minor) => sum + minor, 0n), playersRefunded: amounts.length };
  }

  prizePreview(manager: EntityManager, tournament: TournamentEntity): Promise<PrizeOutcome> {
    return this.completion.preview(manager, tournament);
  }

  /**
   * Refunds the debits of the entries that have no refund yet, reading all debits and players in
   * one query each; returns the amount refunded per entry id, in minor units.
   */
  async refundEntries(
    manager: EntityManager,
    operator: OperatorEntity,
    entries: TournamentEntryEntity[],
    digits: number,
  ): Promise<Map<string, bigint>> {
    const refunded = new Map<string, bigint>();
    if (entries.length === 0) return refunded;
    const debits = await this.ledger.unrefundedDebits(
      manager,
      operator.id,
      entries.map((e) => e.id),
    );
    const playerIds = [...new Set(entries.map((e) => e.playerId))];
    const players = await this.players.findPlayersByIds(operator.id, playerIds, manager);
    const externalIds = new Map(players.map((p) => [p.id, p.externalId]));
    for (const debit of debits) {
      const refund = await this.wallet.refund(manager, operator, externalIds.get(debit.playerId)!, debit);
      refunded.set(debit.entryId!, (refunded.get(debit.entryId!) ?? 0n) + decimalToMinor(refund.amount, digits));
    }
    return refunded;
  }

  onCompleted(manager: EntityManager, tournament: TournamentEntity, options: CompletionOptions = {}): Promise<void> {
    return this.completion.complete(manager, tournament, options);
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig } from '@app/common';
import { TournamentEntity, TournamentStatusValue } from '@app/database';
import { EventType, OutboxWriter } from '@app/events';
import { assertCancellable, assertCompletable, assertStartable } from './domain';
import { toPrizePoolDto, toTournamentDto } from './tournament.mapper';
import { TournamentMoney } from './tournament-money';
import { TournamentRepository } from './tournament.repository';
import { CompletionOptions, RefundOutcome, TournamentParticipation } from './tournament-participation';

export type StartTrigger = 'operator' | 'schedule' | 'game_platform' | 'full' | 'min_players';

/**
 * The state changes of D5 on a tournament row that the caller has locked in its transaction.
 * Shared by the operator endpoints, the scheduler and (later) game events, so a tournament
 * starts, completes or is cancelled the same way whoever asks.
 */
@Injectable()
export class TournamentLifecycle {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly participation: TournamentParticipation,
    private readonly outbox: OutboxWriter,
    private readonly config: AppConfig,
  ) {}

  money(tournament: TournamentEntity): TournamentMoney {
    return new TournamentMoney(tournament, this.config.extraCurrencies);
  }

  async start(manager: EntityManager, tournament: TournamentEntity, now: Date, trigger: StartTrigger): Promise<TournamentEntity> {
    assertStartable(tournament.status);
    tournament.status = 'in_progress';
    tournament.actualStartTime = now;
    await this.participation.onStarted(manager, tournament);
    const saved = await this.persist(manager, tournament, { status: tournament.status, actualStartTime: now });
    const money = this.money(saved);
    await this.outbox.append(manager, {
      operatorId: saved.operatorId,
      tournamentId: saved.id,
      type: EventType.TournamentStarted,
      data: {
        tournamentId: saved.id,
        tournamentName: saved.name,
        gameSlug: saved.gameSlug,
        actualStartTime: now.toISOString(),
        initialPlayerCount: saved.currentPlayers,
        maxPlayers: saved.maxPlayers,
        prizePool: toPrizePoolDto(money),
        trigger,
      },
    });
    return saved;
  }

  async cancel(
    manager: EntityManager,
    tournament: TournamentEntity,
    reason: string,
    now: Date,
  ): Promise<{ tournament: TournamentEntity; refunds: RefundOutcome }> {
    assertCancellable(tournament.status);
    const before: TournamentStatusValue = tournament.status;
    const playerCount = tournament.currentPlayers;
    const refunds = await this.participation.refundAll(manager, tournament);
    tournament.status = 'cancelled';
    tournament.cancelledAt = now;
    tournament.cancellationReason = reason;
    const saved = await this.persist(manager, tournament, { status: tournament.status, cancelledAt: now, cancellationReason: reason });
    const money = this.money(saved);
    await this.outbox.append(manager, {
      operatorId: saved.operatorId,
      tournamentId: saved.id,
      type: EventType.TournamentCancelled,
      data: {
        tournamentId: saved.id,
        tournamentName: saved.name,
        gameSlug: saved.gameSlug,
        reason,
        cancelledAt: now.toISOString(),
        statusBeforeCancellation: before,
        playerCount,
        refunds: { totalRefunded: money.toNumber(refunds.totalRefundedMinor), playersRefunded: refunds.playersRefunded },
      },
    });
    return { tournament: saved, refunds };
  }

  async complete(
    manager: EntityManager,
    tournament: TournamentEntity,
    now: Date,
    options: CompletionOptions = {},
  ): Promise<TournamentEntity> {
    assertCompletable(tournament.status);
    tournament.status = 'completed';
    tournament.completedAt = now;
    await this.participation.onCompleted(manager, tournament, options);
    const saved = await this.persist(manager, tournament, { status: tournament.status, completedAt: now });
    await this.outbox.append(manager, {
      operatorId: saved.operatorId,
      tournamentId: saved.id,
      type: EventType.TournamentCompleted,
      data: { ...toTournamentDto(this.money(saved)) },
    });
    return saved;
  }

  /**
   * Writes only the columns a transition changes and reads the row back: participation may have
   * changed other columns in SQL (fees after refunds, the event sequence), which a whole-entity
   * save of the stale object would overwrite.
   */
  private async persist(
    manager: EntityManager,
    tournament: TournamentEntity,
    changes: Partial<TournamentEntity>,
  ): Promise<TournamentEntity> {
    const fresh = await this.tournaments.updateColumns(manager, tournament.operatorId, tournament.id, changes);
    return Object.assign(tournament, fresh);
  }
}

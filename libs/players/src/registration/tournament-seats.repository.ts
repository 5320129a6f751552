import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TournamentEntity } from '@app/database';
import { nextStandingsVersionSql, noteTournamentChange } from '@app/database';

/**
 * The tournament row as its players change: seats given back, the fees held and the
 * standings version. These statements write the tournaments table (libs/tournaments); they stay
 * here, next to the entry writes they go with, in the caller's transaction.
 */
@Injectable()
export class TournamentSeatsRepository {
  /** A tournament of the operator, or EntityNotFoundError (the tournament of a stored entry). */
  getTournament(manager: EntityManager, operatorId: string, tournamentId: string): Promise<TournamentEntity> {
    return manager.findOneByOrFail(TournamentEntity, { id: tournamentId, operatorId });
  }

  /** A withdrawal: one seat and its refund leave the tournament. */
  async releaseSeat(manager: EntityManager, operatorId: string, tournamentId: string, refunded: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE tournaments SET current_players = current_players - 1, fees_collected = fees_collected - $3::numeric, standings_updated_at = ${nextStandingsVersionSql('$4')} WHERE id = $1 AND operator_id = $2`,
      [tournamentId, operatorId, refunded, now],
    );
    noteTournamentChange(manager, tournamentId);
  }

  /** A rebuy's fee; `standingsChangedAt` is set when it re-activated an eliminated player, else null. */
  async addRebuyFee(
    manager: EntityManager,
    operatorId: string,
    tournamentId: string,
    fee: string,
    standingsChangedAt: Date | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE tournaments SET fees_collected = fees_collected + $3::numeric, standings_updated_at = ${nextStandingsVersionSql('$4')} WHERE id = $1 AND operator_id = $2`,
      [tournamentId, operatorId, fee, standingsChangedAt],
    );
    noteTournamentChange(manager, tournamentId);
  }

  /** Cancellation refunds: the refunded players' seats and the fees refunded leave the tournament. */
  async releaseRefundedSeats(
    manager: EntityManager,
    operatorId: string,
    tournamentId: string,
    seats: number,
    refunded: string,
    now: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE tournaments SET current_players = current_players - $3, fees_collected = fees_collected - $4::numeric, standings_updated_at = ${nextStandingsVersionSql('$5')} WHERE id = $1 AND operator_id = $2`,
      [tournamentId, operatorId, seats, refunded, now],
    );
    noteTournamentChange(manager, tournamentId);
  }
}

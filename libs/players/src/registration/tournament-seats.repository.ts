import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { newId } from '@app/common';
import { TournamentEntity } from '@app/database';
import { EventType } from '@app/events';
import { insertPendingEventsSql } from '@app/database';
import { nextStandingsVersionSql, noteTournamentChange } from '@app/database';

/**
 * The seat and its event in one statement (takeSeat). The event is a pending outbox row
 * (insertPendingEventsSql); `player.registered` has no game-platform notification
 * (PLATFORM_NOTIFIED_TYPES), so there is nothing else to write with it.
 * $1 tournament, $2 operator, $3 fee, $4 now, $5–$9 the terms read, $10 event id, $11 event type,
 * $12 event data without currentPlayers, $13 the most fees a tournament may hold.
 */
const TAKE_SEAT_SQL = `WITH seat AS (
    UPDATE tournaments SET current_players = current_players + 1, fees_collected = fees_collected + $3::numeric,
      standings_updated_at = ${nextStandingsVersionSql('$4')}, event_sequence = event_sequence + 1
    WHERE id = $1 AND operator_id = $2 AND (max_players IS NULL OR current_players < max_players) AND fees_collected + $3::numeric <= $13::numeric
      AND status = $5 AND entry_fee = $6::numeric AND currency = $7 AND config = $8::jsonb AND actual_start_time IS NOT DISTINCT FROM $9::timestamptz
    RETURNING id, operator_id, current_players, fees_collected, event_sequence
  ), event AS (
    ${insertPendingEventsSql(
      {
        id: '$10::uuid',
        operatorId: 'seat.operator_id',
        tournamentId: 'seat.id',
        sequence: 'seat.event_sequence',
        type: '$11::varchar',
        data: `jsonb_set($12::jsonb, '{currentPlayers}', to_jsonb(seat.current_players))`,
        occurredAt: '$4::timestamptz',
      },
      'seat',
    )}
  )
  SELECT current_players, fees_collected FROM seat`;

/** What a registration was checked against: the seat is taken only while the tournament still holds it. */
export interface RegistrationTerms {
  status: string;
  entryFee: string;
  currency: string;
  config: string;
  actualStartTime: string | null;
}

/** A seat to take: the fee it adds, the most fees the tournament may hold, and the terms it was checked against. */
export interface SeatRequest {
  tournamentId: string;
  fee: string;
  feesLimit: string;
  now: Date;
  terms: RegistrationTerms;
  /** The `player.registered` event data without currentPlayers, which the statement adds. */
  event: object;
}

/** The tournament's counters as the seat left them. */
export interface TakenSeat {
  current_players: number;
  fees_collected: string;
}

/**
 * The tournament row as its players change: seats taken and given back, the fees held and the
 * standings version. These statements write the tournaments table (libs/tournaments); they stay
 * here, next to the entry writes they go with, in the caller's transaction.
 */
@Injectable()
export class TournamentSeatsRepository {
  /** A tournament of the operator, or EntityNotFoundError (the tournament of a stored entry). */
  getTournament(manager: EntityManager, operatorId: string, tournamentId: string): Promise<TournamentEntity> {
    return manager.findOneByOrFail(TournamentEntity, { id: tournamentId, operatorId });
  }

  /**
   * Takes one seat and writes its `player.registered` event in one statement, which locks the
   * tournament row until the commit. Null when the row no longer holds the terms or is full.
   */
  async takeSeat(manager: EntityManager, operatorId: string, seat: SeatRequest): Promise<TakenSeat | null> {
    const { terms } = seat;
    const rows: TakenSeat[] = await manager.query(TAKE_SEAT_SQL, [
      seat.tournamentId,
      operatorId,
      seat.fee,
      seat.now,
      terms.status,
      terms.entryFee,
      terms.currency,
      terms.config,
      terms.actualStartTime,
      newId(),
      EventType.PlayerRegistered,
      JSON.stringify(seat.event),
      seat.feesLimit,
    ]);
    if (rows[0]) noteTournamentChange(manager, seat.tournamentId);
    return rows[0] ?? null;
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

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RANKED_ENTRY_SQL, STANDINGS_ORDER_SQL } from '@app/database';

/** A winner row as stored at completion; money and points as NUMERIC text. */
export interface WinnerRow {
  position: number;
  player_id: string;
  display_name: string;
  points: string;
  prize_amount: string;
  entry_count: number;
  total_paid: string;
}

/** Totals over the players who held a seat at completion. */
export interface PlayerTotalsRow {
  players: number;
  points_sum: string;
  prizes: string;
  rebuys: number;
}

/** Every player with a prize, best first ($1 operator, $2 tournament). Every prize is written with its position, so the winners are read along idx_entries_final_position. */
export const WINNERS_SQL = `SELECT e.position, e.player_id, e.display_name, e.points::text AS points, e.prize_amount::text AS prize_amount,
              e.entry_count, e.total_paid::text AS total_paid
       FROM tournament_entries e
       WHERE e.operator_id = $1 AND e.tournament_id = $2 AND e.prize_amount > 0
         AND e.position IS NOT NULL
       ORDER BY e.position ASC, e.prize_amount DESC, ${STANDINGS_ORDER_SQL}`;

/**
 * SQL sum of the rebuys of the seated entries ($1 operator, $2 tournament): every entry bought
 * after the first, along idx_entries_rebuys (only entries with more than one). The results'
 * totals count them with it, and completion stores what it gives.
 */
export const REBUYS_OF_SEATED_SQL = `SELECT coalesce(sum(e.entry_count - 1), 0)::int AS rebuys FROM tournament_entries e
             WHERE e.operator_id = $1 AND e.tournament_id = $2 AND e.entry_count > 1 AND ${RANKED_ENTRY_SQL}`;

/**
 * Totals over the seated players ($1 operator, $2 tournament), each along the narrowest path to
 * it, never every entry of a large field: the seated entries and their points from
 * entry_standings' index (scoped through the tournament's row), prizes from the placed entries,
 * rebuys from the entries that bought more than one entry (idx_entries_rebuys).
 */
export const PLAYER_TOTALS_SQL = `SELECT seated.players, seated.points_sum, paid.prizes, rebought.rebuys
       FROM (SELECT count(*)::int AS players, coalesce(sum(s.points), 0)::text AS points_sum
             FROM entry_standings s
             WHERE s.tournament_id = $2 AND EXISTS (SELECT 1 FROM tournaments t WHERE t.id = $2 AND t.operator_id = $1)) seated,
            (SELECT coalesce(sum(e.prize_amount), 0)::text AS prizes FROM tournament_entries e
             WHERE e.operator_id = $1 AND e.tournament_id = $2 AND e.position IS NOT NULL AND ${RANKED_ENTRY_SQL}) paid,
            (${REBUYS_OF_SEATED_SQL}) rebought`;

/** The totals completion stored (CompletionRepository.storeTotals), as PLAYER_TOTALS_SQL reads them; no row if it stored none. */
export const STORED_TOTALS_SQL = `SELECT r.players, r.points_sum::text AS points_sum, r.prizes::text AS prizes, r.rebuys
       FROM tournament_result_totals r WHERE r.operator_id = $1 AND r.tournament_id = $2`;

/** All SQL of the results (spec 9): reads of what completion stored. Always scoped by the operator. */
@Injectable()
export class ResultsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every player with a prize, best first: by position, inside a tie the remainder cent first, then the standings order. */
  winners(operatorId: string, tournamentId: string): Promise<WinnerRow[]> {
    if (!operatorId) throw new Error('operator scope required');
    return this.dataSource.query(WINNERS_SQL, [operatorId, tournamentId]);
  }

  /**
   * The totals over the players who held a seat: as completion stored them, or, for a tournament
   * completed before they were stored (or by an older instance during a rolling deployment),
   * counted from the entries.
   */
  async playerTotals(operatorId: string, tournamentId: string): Promise<PlayerTotalsRow> {
    if (!operatorId) throw new Error('operator scope required');
    const [stored]: PlayerTotalsRow[] = await this.dataSource.query(STORED_TOTALS_SQL, [operatorId, tournamentId]);
    if (stored) return stored;
    const [counted]: PlayerTotalsRow[] = await this.dataSource.query(PLAYER_TOTALS_SQL, [operatorId, tournamentId]);
    return counted;
  }
}

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

/** All SQL of the results (spec 9): reads of what completion stored. Always scoped by the operator. */
@Injectable()
export class ResultsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every player with a prize, best first: by position, inside a tie the remainder cent first, then the standings order. */
  winners(operatorId: string, tournamentId: string): Promise<WinnerRow[]> {
    if (!operatorId) throw new Error('operator scope required');
    return this.dataSource.query(
      `SELECT e.position, e.player_id, e.display_name, e.points::text AS points, e.prize_amount::text AS prize_amount,
              e.entry_count, e.total_paid::text AS total_paid
       FROM tournament_entries e
       WHERE e.operator_id = $1 AND e.tournament_id = $2 AND e.prize_amount > 0
       ORDER BY e.position ASC, e.prize_amount DESC, ${STANDINGS_ORDER_SQL}`,
      [operatorId, tournamentId],
    );
  }

  async playerTotals(operatorId: string, tournamentId: string): Promise<PlayerTotalsRow> {
    if (!operatorId) throw new Error('operator scope required');
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS players,
              coalesce(sum(e.points), 0)::text AS points_sum,
              coalesce(sum(e.prize_amount), 0)::text AS prizes,
              coalesce(sum(e.entry_count - 1), 0)::int AS rebuys
       FROM tournament_entries e
       WHERE e.operator_id = $1 AND e.tournament_id = $2 AND ${RANKED_ENTRY_SQL}`,
      [operatorId, tournamentId],
    );
    return row;
  }
}

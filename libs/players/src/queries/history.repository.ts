import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isoOrNull, PageQueryDto } from '@app/common';
import { HistoryItemDto, PerformanceStatisticsDto } from '../dto/player-response.dto';
import { trimDecimal } from '@app/common';
import { StandingsRepository } from '@app/results';

interface HistoryRow {
  entry_id: string;
  /** Whether the final position is to be read from the frozen standings (completion left it unplaced). */
  unplaced: boolean;
  tournament_id: string;
  tournament_name: string;
  tournament_type: string;
  status: string;
  started_at: Date | null;
  ended_at: Date | null;
  player_status: string;
  points: string;
  final_position: number | null;
  total_players: number;
}

/**
 * SQL of a player's tournament history (spec 10): one row per tournament the player entered
 * (their latest entry there), newest registration first. Always scoped by the operator.
 * `final_position` is the position fixed at completion (null until the tournament is completed,
 * and for players without a seat then); `points_earned` the entry's points (final once completed).
 * Completion of a large field writes only the paid places: the other players' final positions
 * come from the frozen standings (StandingsRepository.positionOf) and their status reads
 * `finished` (domain/final-outcome.ts).
 */
@Injectable()
export class HistoryRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly standings: StandingsRepository,
  ) {}

  /** A completed tournament's seated entry that completion left without a stored position. */
  private static readonly UNPLACED = `t.status = 'completed' AND e.position IS NULL AND e.status NOT IN ('withdrawn', 'refunded')`;

  private static readonly LATEST_ENTRIES = `
    SELECT DISTINCT ON (e.tournament_id) e.*
    FROM tournament_entries e
    WHERE e.operator_id = $1 AND e.player_id = $2
    ORDER BY e.tournament_id, (e.status = 'withdrawn') ASC, e.registered_at DESC`;

  async page(operatorId: string, playerId: string, page: PageQueryDto): Promise<[HistoryItemDto[], number]> {
    if (!operatorId) throw new Error('operator scope required');
    const rows: HistoryRow[] = await this.dataSource.query(
      `SELECT e.id AS entry_id, (${HistoryRepository.UNPLACED}) AS unplaced,
              t.id AS tournament_id, t.name AS tournament_name, t.tournament_type, t.status,
              t.actual_start_time AS started_at, coalesce(t.completed_at, t.cancelled_at) AS ended_at,
              CASE WHEN t.status = 'completed' AND e.status IN ('registered', 'active') THEN 'finished' ELSE e.status END AS player_status,
              e.points::text AS points,
              CASE WHEN t.status = 'completed' THEN e.position END AS final_position,
              t.current_players AS total_players
       FROM (${HistoryRepository.LATEST_ENTRIES}) e
       JOIN tournaments t ON t.id = e.tournament_id AND t.operator_id = e.operator_id
       ORDER BY e.registered_at DESC, e.id DESC
       LIMIT $3 OFFSET $4`,
      [operatorId, playerId, page.limit, page.offset],
    );
    const [{ total }] = await this.dataSource.query(
      'SELECT count(DISTINCT tournament_id)::int AS total FROM tournament_entries WHERE operator_id = $1 AND player_id = $2',
      [operatorId, playerId],
    );
    for (const row of rows) {
      if (row.unplaced) row.final_position = await this.standings.positionOf(row.tournament_id, row.entry_id);
    }
    return [rows.map(toHistoryItem), total];
  }

  /** Over all of the player's tournaments, not only the page (D6). */
  async statistics(operatorId: string, playerId: string): Promise<PerformanceStatisticsDto> {
    if (!operatorId) throw new Error('operator scope required');
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE t.status = 'completed')::int AS completed,
              coalesce(sum(e.position) FILTER (WHERE t.status = 'completed'), 0)::text AS position_sum,
              count(e.position) FILTER (WHERE t.status = 'completed')::int AS positions,
              min(e.position) FILTER (WHERE t.status = 'completed')::int AS best_position,
              coalesce(sum(e.points), 0)::text AS total_points,
              coalesce(array_agg(e.tournament_id) FILTER (WHERE ${HistoryRepository.UNPLACED}), '{}') AS unplaced_tournaments,
              coalesce(array_agg(e.id) FILTER (WHERE ${HistoryRepository.UNPLACED}), '{}') AS unplaced_entries
       FROM (${HistoryRepository.LATEST_ENTRIES}) e
       JOIN tournaments t ON t.id = e.tournament_id AND t.operator_id = e.operator_id`,
      [operatorId, playerId],
    );
    // Positions stored at completion, and those read from the frozen standings (unplaced entries).
    const positions: number[] = [];
    for (const [i, tournamentId] of (row.unplaced_tournaments as string[]).entries()) {
      const position = await this.standings.positionOf(tournamentId, (row.unplaced_entries as string[])[i]);
      if (position !== null) positions.push(position);
    }
    const count = row.positions + positions.length;
    const sum = Number(row.position_sum) + positions.reduce((a, b) => a + b, 0);
    const best = [...(row.best_position === null ? [] : [row.best_position as number]), ...positions];
    return {
      total_tournaments: row.total,
      completed_tournaments: row.completed,
      average_position: count === 0 ? null : Math.round((sum / count) * 100) / 100,
      best_position: best.length === 0 ? null : Math.min(...best),
      total_points_earned: Number(trimDecimal(row.total_points)),
    };
  }
}

function toHistoryItem(row: HistoryRow): HistoryItemDto {
  return {
    tournament_id: row.tournament_id,
    tournament_name: row.tournament_name,
    tournament_type: row.tournament_type,
    status: row.status,
    started_at: isoOrNull(row.started_at),
    ended_at: isoOrNull(row.ended_at),
    player_status: row.player_status,
    points_earned: trimDecimal(row.points),
    final_position: row.final_position,
    total_players: row.total_players,
  };
}

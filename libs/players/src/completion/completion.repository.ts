import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { nextStandingsVersionSql, RANKED_ENTRY_SQL, STANDINGS_ORDER_SQL, StandingKey } from '../domain';

/** A seated entry as completion reads it: its standing key and whose it is. */
export interface SeatedEntry extends StandingKey {
  playerId: string;
}

interface SeatedRow {
  id: string;
  player_id: string;
  points: string;
  points_updated_at: Date | null;
  registered_at: Date;
  eliminated_at: Date | null;
}

const SEATED_COLUMNS = 'e.id, e.player_id, e.points::text AS points, e.points_updated_at, e.registered_at, e.eliminated_at';
const CURSOR = 'completion_standings';

function toSeated(row: SeatedRow): SeatedEntry {
  return {
    id: row.id,
    playerId: row.player_id,
    points: row.points,
    pointsUpdatedAt: row.points_updated_at,
    registeredAt: row.registered_at,
    eliminatedAt: row.eliminated_at,
  };
}

/**
 * The SQL of completion (D5, D8): reads the seated entries in the standings order page by page
 * through a cursor of the completion transaction (index order, constant memory), and writes
 * positions, statuses and prizes in bulk (one statement per page, never one per entry). Every
 * method runs on the completion transaction's manager and is scoped by operator and tournament.
 */
@Injectable()
export class CompletionRepository {
  /** The listed entries that hold a seat in the tournament (final_standings), with their keys. */
  async seatedAmong(manager: EntityManager, operatorId: string, tournamentId: string, ids: string[]): Promise<SeatedEntry[]> {
    if (ids.length === 0) return [];
    const rows: SeatedRow[] = await manager.query(
      `SELECT ${SEATED_COLUMNS} FROM tournament_entries e
       WHERE e.operator_id = $1 AND e.tournament_id = $2 AND e.id = ANY($3::uuid[]) AND ${RANKED_ENTRY_SQL}`,
      [operatorId, tournamentId, ids],
    );
    return rows.map(toSeated);
  }

  /** Final points reported by the platform replace the entries' points (D11). */
  async setPoints(manager: EntityManager, operatorId: string, tournamentId: string, points: Array<{ id: string; points: string }>, now: Date): Promise<void> {
    if (points.length === 0) return;
    await manager.query(
      `UPDATE tournament_entries e
       SET points = v.points,
           points_updated_at = CASE WHEN e.points = v.points THEN e.points_updated_at ELSE $3 END,
           updated_at = $3
       FROM unnest($4::uuid[], $5::numeric[]) AS v(id, points)
       WHERE e.id = v.id AND e.operator_id = $1 AND e.tournament_id = $2`,
      [operatorId, tournamentId, now, points.map((p) => p.id), points.map((p) => p.points)],
    );
  }

  /**
   * Streams the seated entries in the standings order, `pageSize` at a time, to `onPage`. The
   * cursor reads the snapshot of its start, so the positions written between pages do not move it.
   */
  async forEachStandingsPage(
    manager: EntityManager,
    operatorId: string,
    tournamentId: string,
    pageSize: number,
    onPage: (page: SeatedEntry[]) => Promise<void>,
  ): Promise<void> {
    await manager.query(
      `DECLARE ${CURSOR} NO SCROLL CURSOR FOR
       SELECT ${SEATED_COLUMNS} FROM tournament_entries e
       WHERE e.tournament_id = '${uuidLiteral(tournamentId)}' AND e.operator_id = '${uuidLiteral(operatorId)}' AND ${RANKED_ENTRY_SQL}
       ORDER BY ${STANDINGS_ORDER_SQL}`,
    );
    try {
      for (;;) {
        const rows: SeatedRow[] = await manager.query(`FETCH FORWARD ${Math.trunc(pageSize)} FROM ${CURSOR}`);
        if (rows.length > 0) await onPage(rows.map(toSeated));
        if (rows.length < pageSize) break;
      }
    } catch (error) {
      // After a failed statement the transaction is aborted and CLOSE would fail too, hiding the
      // cause; the rollback closes the cursor anyway.
      await manager.query(`CLOSE ${CURSOR}`).catch(() => undefined);
      throw error;
    }
    await manager.query(`CLOSE ${CURSOR}`);
  }

  /**
   * Final positions of placed entries (D6): players still in become `finished`, eliminated ones
   * stay `eliminated`; the prize is 0 until awardPrizes names the winners.
   */
  async place(manager: EntityManager, operatorId: string, tournamentId: string, places: Array<{ id: string; position: number }>, now: Date): Promise<void> {
    if (places.length === 0) return;
    await manager.query(
      `UPDATE tournament_entries e
       SET position = v.position,
           prize_amount = 0,
           status = CASE WHEN e.status IN ('registered', 'active') THEN 'finished' ELSE e.status END,
           updated_at = $3
       FROM unnest($4::uuid[], $5::int[]) AS v(id, position)
       WHERE e.id = v.id AND e.operator_id = $1 AND e.tournament_id = $2`,
      [operatorId, tournamentId, now, places.map((p) => p.id), places.map((p) => p.position)],
    );
  }

  /** Winners (D6): a prize above 0 makes the player a `winner`, eliminated or not. */
  async awardPrizes(manager: EntityManager, operatorId: string, tournamentId: string, prizes: Array<{ id: string; amount: string }>, now: Date): Promise<void> {
    if (prizes.length === 0) return;
    await manager.query(
      `UPDATE tournament_entries e
       SET prize_amount = v.amount, status = 'winner', updated_at = $3
       FROM unnest($4::uuid[], $5::numeric[]) AS v(id, amount)
       WHERE e.id = v.id AND e.operator_id = $1 AND e.tournament_id = $2`,
      [operatorId, tournamentId, now, prizes.map((p) => p.id), prizes.map((p) => p.amount)],
    );
  }

  /** The operator's user ids of players (for seamless wallet credits). */
  async externalIds(manager: EntityManager, operatorId: string, playerIds: string[]): Promise<Map<string, string>> {
    if (playerIds.length === 0) return new Map();
    const rows: Array<{ id: string; external_id: string }> = await manager.query(
      'SELECT id, external_id FROM players WHERE operator_id = $1 AND id = ANY($2::uuid[])',
      [operatorId, playerIds],
    );
    return new Map(rows.map((r) => [r.id, r.external_id]));
  }

  /** The standings changed for good: the leaderboard's last_updated and cache version. */
  async touchStandings(manager: EntityManager, operatorId: string, tournamentId: string, now: Date): Promise<void> {
    await manager.query(`UPDATE tournaments SET standings_updated_at = ${nextStandingsVersionSql('$3')} WHERE id = $1 AND operator_id = $2`, [tournamentId, operatorId, now]);
  }
}

/** DECLARE takes no bind parameters: ids are inlined only after checking they are UUIDs. */
function uuidLiteral(id: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new Error(`Not a UUID: ${id}`);
  return id;
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { EntryStatus } from '@app/database';
import { RANKED_ENTRY_SQL, STANDINGS_INDEX_ORDER_SQL } from '@app/database';
import { StandingsRules } from '../domain/standings';
import { standingsRulesOf, TieDepth, tieDepth } from './standings-rules';

/**
 * One ranked entry as the standings queries read it. The `exact*` fields are the sort key as
 * PostgreSQL stores it (microsecond timestamps as text), so that the range counts compare with
 * exactly the stored values; the Date fields (milliseconds) feed the tie rules.
 */
export interface StandingRow {
  id: string;
  playerId: string;
  displayName: string;
  /** NUMERIC as text, exact. */
  points: string;
  status: EntryStatus;
  /** The final position stored at completion, else null. */
  storedPosition: number | null;
  eliminatedAt: Date | null;
  pointsUpdatedAt: Date | null;
  registeredAt: Date;
  exactEliminatedAt: string | null;
  exactPointsUpdatedAt: string | null;
  exactRegisteredAt: string;
}

export interface PageWindow {
  limit: number;
  offset: number;
  /** Leave out eliminated players (live standings: eliminated_at set; final: status eliminated). */
  activeOnly: boolean;
}

export interface SqlStatement {
  sql: string;
  params: unknown[];
}

/** How many sort columns the standings order has: eliminated_at, points, points_updated_at, registered_at, id. */
const FULL_KEY: TieDepth = 5;

const ROW_COLUMNS = `e.id, e.player_id, e.display_name, e.points, e.status, e.position,
  e.eliminated_at, e.points_updated_at, e.registered_at,
  e.eliminated_at::text AS exact_eliminated_at, e.points_updated_at::text AS exact_points_updated_at, e.registered_at::text AS exact_registered_at`;

/** The seated entries of tournament $1 in tournament_entries (for reads that need no order). */
const SEATED = `e.tournament_id = $1 AND ${RANKED_ENTRY_SQL}`;

/** The seated entries of tournament $1 in entry_standings (one row per seated entry): a prefix of idx_standings_order. */
const STANDING = 's.tournament_id = $1';

/** The columns of the order, read from entry_standings. */
const ORDER_COLUMNS = 's.id, s.eliminated_at, s.points, s.points_updated_at, s.registered_at';

/**
 * A page of the live standings: an index scan of idx_standings_order (entry_standings) in its own
 * order, cut by OFFSET/LIMIT, never a sort; then the page's entries by primary key, in the same
 * order (a nested loop keeps it). Players still in come first, so leaving the eliminated out is a
 * prefix of that order. The unplaced entries of a completed tournament (`unplacedOnly`) are a
 * filter on the entries, joined along the order before the cut. $1 tournament id, $2 limit, $3 offset.
 */
export function livePageSql(activeOnly: boolean, unplacedOnly = false): string {
  const active = activeOnly ? ' AND s.eliminated_at IS NULL' : '';
  if (unplacedOnly) {
    return `SELECT ${ROW_COLUMNS} FROM entry_standings s JOIN tournament_entries e ON e.id = s.id
    WHERE ${STANDING}${active} AND e.position IS NULL
    ORDER BY ${STANDINGS_INDEX_ORDER_SQL} LIMIT $2 OFFSET $3`;
  }
  return `SELECT ${ROW_COLUMNS} FROM (
      SELECT ${ORDER_COLUMNS} FROM entry_standings s
      WHERE ${STANDING}${active}
      ORDER BY ${STANDINGS_INDEX_ORDER_SQL} LIMIT $2 OFFSET $3
    ) s JOIN tournament_entries e ON e.id = s.id
    ORDER BY ${STANDINGS_INDEX_ORDER_SQL}`;
}

/**
 * Entries with a final position: completion places every seated entry, and only those (a
 * withdrawn or refunded entry never has one), so this is the whole range of
 * idx_entries_final_position for the tournament, with no filter to read from the table.
 */
const PLACED = 'e.tournament_id = $1 AND e.position IS NOT NULL';

/**
 * A page of a completed tournament: by the stored final position, an index scan of
 * idx_entries_final_position. Players sharing a position come by id, the index's next column:
 * one fixed order, so pages cut through a tie neither repeat nor skip anyone (ordering them by
 * anything else would sort every page). Leaving the eliminated out is a filter here (the
 * platform may have placed an eliminated player above one still in). $1 tournament id, $2
 * limit, $3 offset.
 */
export function finalPageSql(activeOnly: boolean): string {
  return `SELECT ${ROW_COLUMNS} FROM tournament_entries e
    WHERE ${PLACED}${activeOnly ? ` AND e.status <> 'eliminated'` : ''}
    ORDER BY e.position ASC, e.id ASC LIMIT $2 OFFSET $3`;
}

/**
 * A count of the seated entries matching `condition` (over entry_standings aliased `s`), read
 * along idx_standings_order. The ORDER BY is the index order, which a plain index range scan
 * gives for free: it tells the planner to count along the index range rather than read the whole
 * table (it would otherwise pick a sequential scan of a table that holds one big tournament).
 */
function rangeCount(condition: string): string {
  return `(SELECT count(*) FROM (SELECT 1 FROM entry_standings s WHERE ${STANDING} AND ${condition} ORDER BY ${STANDINGS_INDEX_ORDER_SQL}) range)`;
}

/**
 * How many seated entries rank strictly before the first `depth` sort columns of `row`: with
 * depth 5 (the whole key) its 0-based index in the standings; with a smaller depth the number of
 * players better than its whole tied group (so its position is that + 1). The range "before a
 * key" in an order of mixed directions is a union of index ranges, one per column: an earlier
 * value of that column with the same values of the columns before it. Each is counted along
 * idx_standings_order.
 */
export function countBeforeSql(tournamentId: string, row: StandingRow, depth: TieDepth): SqlStatement {
  const { ranges, params } = rangesBefore(tournamentId, row, depth, 's');
  if (ranges.length === 0) return { sql: 'SELECT 0 AS before', params: [] };
  return { sql: `SELECT (${ranges.map(rangeCount).join(' + ')})::int AS before`, params };
}

/**
 * The stored final positions completion wrote (D8) that are not strictly before `row`'s first
 * `depth` sort columns in the standings order: when completion wrote only the paid places, an
 * unplaced entry's final position is its live position plus these (the placed entries it passed
 * in the order, and the platform's listed ones behind it, are all ahead of it in the final
 * standings). A range of idx_entries_final_position (at most the paid places and the listed ones).
 */
export function placedNotBeforeSql(tournamentId: string, row: StandingRow, depth: TieDepth): SqlStatement {
  const { ranges, params } = rangesBefore(tournamentId, row, depth, 'e');
  const before = ranges.length === 0 ? '0' : `count(*) FILTER (WHERE ${ranges.map((r) => `(${r})`).join(' OR ')})`;
  return { sql: `SELECT (count(*) - ${before})::int AS n FROM tournament_entries e WHERE ${PLACED}`, params };
}

/**
 * The conditions of countBeforeSql, one per index range, over the standings columns of the table
 * aliased `alias`, with their parameters ($1 the tournament id).
 */
function rangesBefore(tournamentId: string, row: StandingRow, depth: TieDepth, alias: 's' | 'e'): { ranges: string[]; params: unknown[] } {
  const params: unknown[] = [tournamentId];
  const param = (value: unknown, type: string) => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  const ranges: string[] = [];
  const same: string[] = [];
  const before = (condition: string) => ranges.push([...same, condition].join(' AND '));

  // eliminated_at DESC NULLS FIRST: players still in, then later eliminations, come first.
  if (row.exactEliminatedAt === null) same.push(`${alias}.eliminated_at IS NULL`);
  else {
    const eliminatedAt = param(row.exactEliminatedAt, 'timestamptz');
    before(`${alias}.eliminated_at IS NULL`);
    before(`${alias}.eliminated_at > ${eliminatedAt}`);
    same.push(`${alias}.eliminated_at = ${eliminatedAt}`);
  }
  if (depth >= 2) {
    const points = param(row.points, 'numeric');
    before(`${alias}.points > ${points}`);
    same.push(`${alias}.points = ${points}`);
  }
  if (depth >= 3) {
    // points_updated_at ASC NULLS FIRST
    if (row.exactPointsUpdatedAt === null) same.push(`${alias}.points_updated_at IS NULL`);
    else {
      const reachedAt = param(row.exactPointsUpdatedAt, 'timestamptz');
      before(`${alias}.points_updated_at IS NULL`);
      before(`${alias}.points_updated_at < ${reachedAt}`);
      same.push(`${alias}.points_updated_at = ${reachedAt}`);
    }
    const registeredAt = param(row.exactRegisteredAt, 'timestamptz');
    before(`${alias}.registered_at < ${registeredAt}`);
    same.push(`${alias}.registered_at = ${registeredAt}`);
    before(`${alias}.id < ${param(row.id, 'uuid')}`);
  }
  return { ranges, params };
}

/**
 * The players placed strictly before a final position (with the page's filter): the 0-based
 * index of the first player holding it. $1 tournament id, $2 position.
 */
export function finalIndexSql(activeOnly: boolean): string {
  return `SELECT count(*)::int AS before FROM (
      SELECT 1 FROM tournament_entries e
      WHERE ${PLACED}${activeOnly ? ` AND e.status <> 'eliminated'` : ''} AND e.position < $2::int
      ORDER BY e.position ASC) range`;
}

/** Eliminated players of the live standings: the index range after the players still in. */
export const LIVE_ELIMINATED_COUNT_SQL = `SELECT ${rangeCount('s.eliminated_at IS NOT NULL')}::int AS n`;

/** Eliminated players of a completed tournament (idx_entries_tournament_status). */
export const FINAL_ELIMINATED_COUNT_SQL = `SELECT count(*)::int AS n FROM tournament_entries e WHERE e.tournament_id = $1 AND e.status = 'eliminated'`;

/**
 * Positions of chosen entries of the live standings in one pass along idx_standings_order (no
 * sort): `place` is the index + 1, `by_elimination` and `by_points` the competition rank of the
 * tied groups of depth 1 and 2; the chosen entries' stored positions by primary key. $1
 * tournament id, $2 entry ids.
 */
export const POSITIONS_OF_SQL = `SELECT ranked.id, ranked.place, ranked.by_elimination, ranked.by_points, ranked.eliminated, e.position
  FROM (
    SELECT s.id, s.eliminated_at IS NOT NULL AS eliminated,
      row_number() OVER (ORDER BY ${STANDINGS_INDEX_ORDER_SQL})::int AS place,
      rank() OVER (ORDER BY s.eliminated_at DESC NULLS FIRST)::int AS by_elimination,
      rank() OVER (ORDER BY s.eliminated_at DESC NULLS FIRST, s.points DESC)::int AS by_points
    FROM entry_standings s WHERE ${STANDING}
  ) ranked
  JOIN tournament_entries e ON e.id = ranked.id
  WHERE $2::uuid[] IS NULL OR ranked.id = ANY($2::uuid[])`;

/**
 * POSITIONS_OF_SQL for a completed tournament whose completion wrote only the paid places (D8):
 * the placed entries' stored positions, and for the others their competition ranks among the
 * unplaced entries (`placed` is added to them: every placed entry is ahead). $1 tournament id,
 * $2 entry ids.
 */
export const FINAL_POSITIONS_OF_SQL = `SELECT ranked.id, ranked.place, ranked.by_elimination, ranked.by_points, ranked.eliminated, NULL::int AS position,
    (SELECT count(*) FROM tournament_entries e WHERE ${PLACED})::int AS placed
  FROM (
    SELECT s.id, s.eliminated_at IS NOT NULL AS eliminated,
      row_number() OVER (ORDER BY ${STANDINGS_INDEX_ORDER_SQL})::int AS place,
      rank() OVER (ORDER BY s.eliminated_at DESC NULLS FIRST)::int AS by_elimination,
      rank() OVER (ORDER BY s.eliminated_at DESC NULLS FIRST, s.points DESC)::int AS by_points
    FROM entry_standings s JOIN tournament_entries e ON e.id = s.id WHERE ${STANDING} AND e.position IS NULL
  ) ranked
  WHERE $2::uuid[] IS NULL OR ranked.id = ANY($2::uuid[])
  UNION ALL
  SELECT e.id, 0, 0, 0, false, e.position, 0 FROM tournament_entries e
  WHERE ${PLACED} AND ($2::uuid[] IS NULL OR e.id = ANY($2::uuid[]))`;

interface RawRow {
  id: string;
  player_id: string;
  display_name: string;
  points: string;
  status: EntryStatus;
  position: number | null;
  eliminated_at: Date | null;
  points_updated_at: Date | null;
  registered_at: Date;
  exact_eliminated_at: string | null;
  exact_points_updated_at: string | null;
  exact_registered_at: string;
}

function toRow(raw: RawRow): StandingRow {
  return {
    id: raw.id,
    playerId: raw.player_id,
    displayName: raw.display_name,
    points: raw.points,
    status: raw.status,
    storedPosition: raw.position,
    eliminatedAt: raw.eliminated_at,
    pointsUpdatedAt: raw.points_updated_at,
    registeredAt: raw.registered_at,
    exactEliminatedAt: raw.exact_eliminated_at,
    exactPointsUpdatedAt: raw.exact_points_updated_at,
    exactRegisteredAt: raw.exact_registered_at,
  };
}

/**
 * All SQL of the standings (D7): leaderboard pages, ranks as counts over index ranges, and the
 * positions of chosen entries. Every statement is exported above so that a test can EXPLAIN
 * exactly what runs here.
 */
@Injectable()
export class StandingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private async rows(sql: string, params: unknown[], manager?: EntityManager): Promise<StandingRow[]> {
    const raw: RawRow[] = await (manager ?? this.dataSource.manager).query(sql, params);
    return raw.map(toRow);
  }

  private async number(sql: string, params: unknown[], column: string, manager?: EntityManager): Promise<number> {
    const [row] = await (manager ?? this.dataSource.manager).query(sql, params);
    return Number(row[column]);
  }

  livePage(tournamentId: string, window: PageWindow, manager?: EntityManager): Promise<StandingRow[]> {
    return this.rows(livePageSql(window.activeOnly), [tournamentId, window.limit, window.offset], manager);
  }

  finalPage(tournamentId: string, window: PageWindow, manager?: EntityManager): Promise<StandingRow[]> {
    return this.rows(finalPageSql(window.activeOnly), [tournamentId, window.limit, window.offset], manager);
  }

  /** The seated entry that `ref` names (its internal_player_id or player_id), or null. */
  async findSeated(tournamentId: string, ref: string, manager?: EntityManager): Promise<StandingRow | null> {
    const [row] = await this.rows(
      `SELECT ${ROW_COLUMNS} FROM tournament_entries e WHERE ${SEATED} AND (e.id = $2 OR e.player_id = $2) LIMIT 1`,
      [tournamentId, ref],
      manager,
    );
    return row ?? null;
  }

  /** Entries ranked strictly before `row`'s first `depth` sort columns (see countBeforeSql). */
  countBefore(tournamentId: string, row: StandingRow, depth: TieDepth, manager?: EntityManager): Promise<number> {
    const { sql, params } = countBeforeSql(tournamentId, row, depth);
    return this.number(sql, params, 'before', manager);
  }

  /** The 0-based index of `row` in the live standings. */
  liveIndexOf(tournamentId: string, row: StandingRow, manager?: EntityManager): Promise<number> {
    return this.countBefore(tournamentId, row, FULL_KEY, manager);
  }

  /** The 0-based index in the final standings of the first player at `row`'s position (with or without the eliminated). */
  finalIndexOf(tournamentId: string, row: StandingRow, activeOnly: boolean, manager?: EntityManager): Promise<number> {
    return this.number(finalIndexSql(activeOnly), [tournamentId, row.storedPosition], 'before', manager);
  }

  /** The live competition-ranking position of a seated entry: 1 + the players better than its tied group. */
  async livePositionOf(tournamentId: string, row: StandingRow, rules: StandingsRules, manager?: EntityManager): Promise<number> {
    return 1 + (await this.countBefore(tournamentId, row, tieDepth(row.eliminatedAt !== null, rules), manager));
  }

  /**
   * The final position of a seated entry completion left unplaced (it wrote only the paid places):
   * its live position plus the placed entries not ahead of its tied group (placedNotBeforeSql).
   */
  async unplacedPositionOf(tournamentId: string, row: StandingRow, rules: StandingsRules, manager?: EntityManager): Promise<number> {
    const depth = tieDepth(row.eliminatedAt !== null, rules);
    const { sql, params } = placedNotBeforeSql(tournamentId, row, depth);
    const [live, placed] = await Promise.all([
      this.livePositionOf(tournamentId, row, rules, manager),
      this.number(sql, params, 'n', manager),
    ]);
    return live + placed;
  }

  /** Entries with a stored final position: all of them, and those not eliminated; one range of idx_entries_final_position. */
  async placedCounts(tournamentId: string, manager?: EntityManager): Promise<{ all: number; active: number }> {
    const [row]: Array<{ placed: number; active: number }> = await (manager ?? this.dataSource.manager).query(
      `SELECT count(*)::int AS placed, (count(*) FILTER (WHERE e.status <> 'eliminated'))::int AS active FROM tournament_entries e WHERE ${PLACED}`,
      [tournamentId],
    );
    return { all: Number(row.placed), active: Number(row.active) };
  }

  /** A page of the unplaced entries of a completed tournament, in the standings order. */
  unplacedPage(tournamentId: string, window: PageWindow, manager?: EntityManager): Promise<StandingRow[]> {
    return this.rows(livePageSql(window.activeOnly, true), [tournamentId, window.limit, window.offset], manager);
  }

  liveEliminatedCount(tournamentId: string, manager?: EntityManager): Promise<number> {
    return this.number(LIVE_ELIMINATED_COUNT_SQL, [tournamentId], 'n', manager);
  }

  finalEliminatedCount(tournamentId: string, manager?: EntityManager): Promise<number> {
    return this.number(FINAL_ELIMINATED_COUNT_SQL, [tournamentId], 'n', manager);
  }

  /** Whether completion stored final positions (else a completed tournament ranks live). */
  async hasFinalPositions(tournamentId: string, manager?: EntityManager): Promise<boolean> {
    const [row] = await (manager ?? this.dataSource.manager).query(
      'SELECT EXISTS (SELECT 1 FROM tournament_entries e WHERE e.tournament_id = $1 AND e.position IS NOT NULL) AS stored',
      [tournamentId],
    );
    return row.stored === true;
  }

  /** The standings rules of a tournament, read from its config, and whether it is completed. */
  async rulesOf(tournamentId: string, manager?: EntityManager): Promise<StandingsRules & { completed: boolean }> {
    const [row] = await (manager ?? this.dataSource.manager).query('SELECT config, status FROM tournaments WHERE id = $1', [tournamentId]);
    return { ...standingsRulesOf(row?.config), completed: row?.status === 'completed' };
  }

  /**
   * The position of one seated entry (player status, token validation), or null when it is not
   * ranked: its stored final position, else 1 + the players better than its tied group, counted
   * over index ranges (never a window over the whole tournament).
   */
  async positionOf(tournamentId: string, entryId: string, manager?: EntityManager): Promise<number | null> {
    const row = await this.findSeated(tournamentId, entryId, manager);
    if (!row) return null;
    if (row.storedPosition !== null) return row.storedPosition;
    const rules = await this.rulesOf(tournamentId, manager);
    return rules.completed
      ? this.unplacedPositionOf(tournamentId, row, rules, manager)
      : this.livePositionOf(tournamentId, row, rules, manager);
  }

  /**
   * Positions of several entries of one tournament (all seated ones when `entryIds` is null): the
   * stored final position when there is one, else the live competition ranking. One pass along
   * idx_standings_order, for lists of many players at once.
   */
  async positionsOf(tournamentId: string, entryIds: string[] | null, manager?: EntityManager): Promise<Map<string, number>> {
    if (entryIds !== null && entryIds.length === 0) return new Map();
    const rules = await this.rulesOf(tournamentId, manager);
    // Completed: stored positions, and the unplaced entries ranked among themselves after them.
    const rows: Array<{
      id: string;
      place: number;
      by_elimination: number;
      by_points: number;
      eliminated: boolean;
      position: number | null;
      placed?: number;
    }> = await (manager ?? this.dataSource.manager).query(rules.completed ? FINAL_POSITIONS_OF_SQL : POSITIONS_OF_SQL, [
      tournamentId,
      entryIds,
    ]);
    return new Map(
      rows.map((r) => {
        const depth = tieDepth(r.eliminated, rules);
        const live = (depth === 1 ? r.by_elimination : depth === 2 ? r.by_points : r.place) + (r.placed ?? 0);
        return [r.id, r.position ?? live];
      }),
    );
  }
}

/** A standing with its position (ties share one). */
export interface RankedStanding {
  position: number;
  row: StandingRow;
}

/** One page of the standings, with the total count of ranked entries. */
export interface StandingsPage {
  rows: RankedStanding[];
  total: number;
  limit: number;
  offset: number;
}

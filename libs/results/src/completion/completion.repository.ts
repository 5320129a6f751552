import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OperatorEntity } from '@app/database';
import {
  nextStandingsVersionSql,
  noteTournamentChange,
  RANKED_ENTRY_SQL,
  STANDINGS_INDEX_ORDER_SQL,
  STANDINGS_ORDER_SQL,
} from '@app/database';
import { StandingKey, StandingsRules } from '../domain/standings';
import { REBUYS_OF_SEATED_SQL } from '../results.repository';

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
 * The final positions of the head of the standings (D5, D8): the first $7 seated entries of the
 * tournament in the standings order (all of them when $7 is null), not listed in $3, numbered
 * by a window; an entry tied with the one before it (standings.ts tiedInStandings, in SQL:
 * $5 tie_break share, $6 elimination ranking; JavaScript compares times to the millisecond)
 * takes its position, any other its own place after the $4 listed ones ($1 operator, $2
 * tournament). The head is read along idx_standings_order (entry_standings, one row per seated
 * entry), cut by the LIMIT before its entries are joined for their players. `ranked` is computed once (MATERIALIZED) and drives the update through the
 * primary key: without fresh statistics the planner would otherwise rerun the window for every
 * row.
 */
const RANKED_SQL = `WITH head AS (
    SELECT s.id, e.player_id, s.eliminated_at, s.points, s.points_updated_at, s.registered_at
    FROM (
      SELECT s.id, s.eliminated_at, s.points, s.points_updated_at, s.registered_at
      FROM entry_standings s
      WHERE s.tournament_id = $2 AND s.operator_id = $1 AND s.id <> ALL($3::uuid[])
      ORDER BY ${STANDINGS_INDEX_ORDER_SQL} LIMIT $7::bigint
    ) s JOIN tournament_entries e ON e.id = s.id
  ), ordered AS (
    SELECT e.id, e.player_id, e.eliminated_at, e.points, row_number() OVER w AS rn,
           lag(e.id) OVER w AS prev_id, lag(e.eliminated_at) OVER w AS prev_eliminated_at, lag(e.points) OVER w AS prev_points
    FROM head e
    WINDOW w AS (ORDER BY ${STANDINGS_ORDER_SQL})
  ), starts AS (
    SELECT o.id, o.player_id, o.rn, CASE WHEN o.prev_id IS NOT NULL AND (o.prev_eliminated_at IS NULL) = (o.eliminated_at IS NULL) AND CASE
        WHEN o.eliminated_at IS NULL THEN $5::boolean AND o.prev_points = o.points
        ELSE date_trunc('milliseconds', o.prev_eliminated_at) = date_trunc('milliseconds', o.eliminated_at) AND ($6::boolean OR ($5::boolean AND o.prev_points = o.points))
      END THEN NULL ELSE o.rn END AS start_rn FROM ordered o
  ), ranked AS MATERIALIZED (
    SELECT s.id, s.player_id, s.rn, $1::uuid AS operator_id, $2::uuid AS tournament_id, ($4::int + max(s.start_rn) OVER (ORDER BY s.rn ROWS UNBOUNDED PRECEDING))::int AS position FROM starts s
  )`;

/**
 * The outcome of a placed entry (D6) whose prize is `prize` (null: none): a prize above 0 makes
 * the player a `winner`, eliminated or not; other players still in become `finished`,
 * eliminated ones stay `eliminated`; the prize is 0 without one.
 */
function outcomeSetSql(prize: string): string {
  return `prize_amount = coalesce(${prize}, 0),
      status = CASE WHEN ${prize} > 0 THEN 'winner' WHEN e.status IN ('registered', 'active') THEN 'finished' ELSE e.status END`;
}

/**
 * Writes the ranked positions (those up to $9 only, unless it is null) with their outcomes, at
 * $8. $10 holds the prizes of the contenders in the standings order: the contenders are the
 * first rows of `ranked`, so a row's prize is the element at its row number (an array subscript,
 * not a join with ten thousand winners).
 */
const PLACE_RANKED_SQL = `UPDATE tournament_entries e
  SET position = r.position, ${outcomeSetSql('($10::numeric[])[r.rn::int]')}, updated_at = $8
  FROM ranked r
  WHERE e.id = r.id AND e.operator_id = r.operator_id AND e.tournament_id = r.tournament_id AND ($9::int IS NULL OR r.position <= $9::int)`;

/** What rankStandings found: how many entries it ranked, the contenders for paid places, and the head to write. */
export interface StandingsRanking {
  ranked: number;
  /** The whole field: every seated entry (listed or not) and the sum of their points (decimal text). */
  seated: { players: number; pointsSum: string };
  /** The entries placed within the paid places, in final order. */
  contenders: Array<{ id: string; playerId: string; position: number }>;
  /** How many entries of the standings were ranked (null: all; 0: none to write). */
  head: number | null;
  /**
   * With a head (a large field): the entries whose positions are written (up to `storedUpTo`),
   * in final order, contenders first; placeStandings writes them by id. Null: the whole field is
   * written, ranked again by placeStandings in SQL.
   */
  placed: Array<{ id: string; position: number }> | null;
}

/** Which seated entries completion ranks (the unlisted ones) and how many positions it writes. */
export interface StandingsPlacement {
  excluded: string[];
  placedBefore: number;
  rules: StandingsRules;
  /** Only positions up to this one are written (a large field); null: every position. */
  storedUpTo: number | null;
}

/** $1–$6 of RANKED_SQL. */
function rankedParams(operatorId: string, tournamentId: string, placement: StandingsPlacement): unknown[] {
  return [
    operatorId,
    tournamentId,
    placement.excluded,
    placement.placedBefore,
    placement.rules.tieBreak === 'share',
    placement.rules.rankingType === 'elimination',
  ];
}

/** Entries ranked beyond the paid places at first, so that a tie at the last paid place is seen whole. */
const HEAD_MARGIN = 256;

/**
 * The SQL of completion (D5, D8): ranks the seated entries and writes their positions and
 * statuses in one set-based statement (a million entries never travel to the service), and
 * prizes in bulk (never one statement per entry). Every method runs on the completion
 * transaction's manager and is scoped by operator and tournament.
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
  async setPoints(
    manager: EntityManager,
    operatorId: string,
    tournamentId: string,
    points: Array<{ id: string; points: string }>,
    now: Date,
  ): Promise<void> {
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
   * Ranks every seated entry not listed in `excluded` (the platform's final_standings, placed
   * before), without writing (D5, D6, D8): the standings order numbered by a window, each entry
   * tied with the one before it (standings.ts tiedInStandings, in SQL) taking its position, any
   * other its own place after the `placedBefore` listed ones. Returns how many it ranks, and the
   * contenders for the first `paidUpTo` positions in final order (position, then the standings
   * order inside a tie).
   *
   * With `storedUpTo` (a large field), only the head of the order is ranked, since a position
   * depends only on the entries before it: the first places and a margin, grown fourfold until
   * the head reaches past the last paid position, so that a tie there is seen whole.
   */
  async rankStandings(
    manager: EntityManager,
    operatorId: string,
    tournamentId: string,
    placement: StandingsPlacement,
    paidUpTo: number,
  ): Promise<StandingsRanking> {
    const params = rankedParams(operatorId, tournamentId, placement);
    // Scoped through the tournament's row, so that the count reads entry_standings alone. The
    // whole field's count and points come with it (one pass): the results' totals.
    const [field]: Array<{ ranked: number; players: number; points_sum: string }> = await manager.query(
      `SELECT count(*) FILTER (WHERE s.id <> ALL($3::uuid[]))::int AS ranked, count(*)::int AS players,
              coalesce(sum(s.points), 0)::text AS points_sum
       FROM entry_standings s
       WHERE s.tournament_id = $2 AND EXISTS (SELECT 1 FROM tournaments t WHERE t.id = $2 AND t.operator_id = $1)`,
      [operatorId, tournamentId, placement.excluded],
    );
    const ranked = field.ranked;
    const seated = { players: field.players, pointsSum: field.points_sum };
    const unlisted = Math.max(paidUpTo, placement.storedUpTo ?? 0) - placement.placedBefore;
    if (placement.storedUpTo !== null && unlisted <= 0) return { ranked, seated, contenders: [], head: 0, placed: [] };
    let head = placement.storedUpTo === null ? null : unlisted + HEAD_MARGIN;
    // With a head, every position to write is read back, so that writing them needs no second ranking.
    const readUpTo = head === null ? paidUpTo : Math.max(paidUpTo, placement.storedUpTo!);
    for (;;) {
      // The contenders, and the head's last entry (to tell whether it reached past them).
      const rows: Array<{ id: string; player_id: string; position: number; rn: string }> = await this.withoutTimeout(
        manager,
        head === null,
        () =>
          manager.query(
            `${RANKED_SQL} SELECT r.id, r.player_id, r.position, r.rn FROM ranked r WHERE r.position <= $8 OR r.rn = (SELECT max(rn) FROM ranked) ORDER BY r.rn`,
            [...params, head, readUpTo],
          ),
      );
      const last = rows[rows.length - 1];
      if (head === null || !last || Number(last.rn) < head || last.position > Math.max(paidUpTo, placement.storedUpTo ?? 0)) {
        const contenders = rows
          .filter((r) => r.position <= paidUpTo)
          .map((r) => ({ id: r.id, playerId: r.player_id, position: Number(r.position) }));
        const placed =
          head === null
            ? null
            : rows.filter((r) => r.position <= placement.storedUpTo!).map((r) => ({ id: r.id, position: Number(r.position) }));
        return { ranked, seated, contenders, head, placed };
      }
      head *= 4;
    }
  }

  /**
   * Writes what rankStandings ranked: every position (a small field), or with `storedUpTo` only
   * those up to it (the paid places; a tie is never cut, it shares one position). The others keep
   * no position: the standings are frozen, so StandingsRepository reads the same positions from
   * them. Each written entry gets its outcome: `prizes` holds the prize (decimal, or null for
   * none) of each of `ranking.contenders`, in that order; every other entry gets 0. A large
   * field's positions were read back by rankStandings and are written by id; a small field is
   * ranked again here, in SQL, and written whole.
   */
  async placeStandings(
    manager: EntityManager,
    operatorId: string,
    tournamentId: string,
    placement: StandingsPlacement,
    ranking: StandingsRanking,
    prizes: Array<string | null>,
    now: Date,
  ): Promise<void> {
    if (ranking.head === 0) return;
    if (ranking.placed) {
      const prizeOf = new Map(ranking.contenders.map((c, i) => [c.id, prizes[i] ?? null]));
      const places = ranking.placed.map((p) => ({ ...p, prize: prizeOf.get(p.id) ?? null }));
      return this.place(manager, operatorId, tournamentId, places, now);
    }
    const params = [...rankedParams(operatorId, tournamentId, placement), ranking.head, now, placement.storedUpTo, prizes];
    await this.withoutTimeout(manager, ranking.head === null, () => manager.query(`${RANKED_SQL} ${PLACE_RANKED_SQL}`, params));
  }

  /**
   * Runs `statement` with the connection's statement_timeout (meant for a request's statements)
   * lifted when `whole` says it ranks the whole field, whose time grows with the field (local to
   * the transaction, restored right after).
   */
  private async withoutTimeout<T>(manager: EntityManager, whole: boolean, statement: () => Promise<T>): Promise<T> {
    if (!whole) return statement();
    const [{ statement_timeout: previous }]: Array<{ statement_timeout: string }> = await manager.query('SHOW statement_timeout');
    await manager.query("SELECT set_config('statement_timeout', '0', true)");
    const result = await statement();
    await manager.query("SELECT set_config('statement_timeout', $1, true)", [previous]);
    return result;
  }

  /** Final positions of the listed entries (D6), with their outcomes (a prize, decimal, or null for none). */
  async place(
    manager: EntityManager,
    operatorId: string,
    tournamentId: string,
    places: Array<{ id: string; position: number; prize: string | null }>,
    now: Date,
  ): Promise<void> {
    if (places.length === 0) return;
    // The places travel as one JSON document (json_to_recordset), not as escaped arrays.
    await manager.query(
      `UPDATE tournament_entries e
       SET position = v.position, ${outcomeSetSql('v.prize')}, updated_at = $3
       FROM json_to_recordset($4::json) AS v(id uuid, position int, prize numeric)
       WHERE e.id = v.id AND e.operator_id = $1 AND e.tournament_id = $2`,
      [operatorId, tournamentId, now, JSON.stringify(places)],
    );
  }

  /**
   * The results' totals, kept once the tournament is completed (its entries never change after):
   * the seated players and their points as ranked, the prizes paid, and the rebuys of the seated
   * entries (along idx_entries_rebuys). ResultsRepository.playerTotals reads them.
   */
  async storeTotals(
    manager: EntityManager,
    operatorId: string,
    tournamentId: string,
    totals: { players: number; pointsSum: string; prizes: string },
    now: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO tournament_result_totals (tournament_id, operator_id, players, points_sum, prizes, rebuys, created_at)
       SELECT t.id, t.operator_id, $3, $4::numeric, $5::numeric,
              (${REBUYS_OF_SEATED_SQL}),
              $6
       FROM tournaments t WHERE t.id = $2 AND t.operator_id = $1`,
      [operatorId, tournamentId, totals.players, totals.pointsSum, totals.prizes, now],
    );
  }

  /** The operator whose wallet pays the prizes. */
  operator(manager: EntityManager, operatorId: string): Promise<OperatorEntity> {
    return manager.findOneByOrFail(OperatorEntity, { id: operatorId });
  }

  /** The operator's user ids of players (for seamless wallet credits). */
  async externalIds(manager: EntityManager, operatorId: string, playerIds: string[]): Promise<Map<string, string>> {
    if (playerIds.length === 0) return new Map();
    const rows: Array<{ id: string; external_id: string }> = await manager.query(
      // By primary key, one id at a time: with ten thousand ids, `id = ANY(...)` was planned as a scan of every player.
      'SELECT p.id, p.external_id FROM unnest($2::uuid[]) AS u(id) JOIN players p ON p.id = u.id WHERE p.operator_id = $1',
      [operatorId, playerIds],
    );
    return new Map(rows.map((r) => [r.id, r.external_id]));
  }

  /** The standings changed for good: the leaderboard's last_updated and cache version. */
  async touchStandings(manager: EntityManager, operatorId: string, tournamentId: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE tournaments SET standings_updated_at = ${nextStandingsVersionSql('$3')} WHERE id = $1 AND operator_id = $2`,
      [tournamentId, operatorId, now],
    );
    noteTournamentChange(manager, tournamentId);
  }
}

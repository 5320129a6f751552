/**
 * SQL fragments of the standings, shared by the repositories that rank entries
 * (leaderboard pages, a player's position, final positions and results) and those that change
 * the standings (registrations, withdrawals, game events, completion).
 *
 * The order below is the SQL form of compareStandings in libs/results/src/domain/standings.ts
 * (the plain TypeScript rules of the order and its ties): the two are one order and change
 * together. It is served by the index `idx_standings_order` of `entry_standings`, the narrow
 * table holding one row per seated entry with the columns of the order (kept in step with
 * `tournament_entries` by triggers, migration EntryStandings): reads that need the order or
 * counts along it go there, and join `tournament_entries` by id for the other columns.
 */

/** SQL ORDER BY of the standings over a table aliased `alias` with the standings columns (entry_standings or tournament_entries). */
export function standingsOrderSql(alias: string): string {
  return `${alias}.eliminated_at DESC NULLS FIRST, ${alias}.points DESC, ${alias}.points_updated_at ASC NULLS FIRST, ${alias}.registered_at ASC, ${alias}.id ASC`;
}

/** SQL ORDER BY of the standings over `tournament_entries` aliased `e` (a sort: the index is on entry_standings). */
export const STANDINGS_ORDER_SQL = standingsOrderSql('e');

/** SQL ORDER BY of the standings over `entry_standings` aliased `s`: the order of idx_standings_order. */
export const STANDINGS_INDEX_ORDER_SQL = standingsOrderSql('s');

/**
 * SQL filter of the entries that are ranked: those holding a seat, on `tournament_entries`
 * aliased `e`. Exactly the entries that have a row in `entry_standings`.
 */
export const RANKED_ENTRY_SQL = `e.status NOT IN ('withdrawn', 'refunded')`;

/**
 * SQL value for `tournaments.standings_updated_at` after a change of the standings at the time in
 * parameter `param` (e.g. "$4"); a NULL parameter leaves it as it is. It always moves forward by
 * at least a millisecond, so two changes within one millisecond (or under a test's manual clock)
 * still give the leaderboard cache a new version.
 */
export function nextStandingsVersionSql(param: string): string {
  return `CASE WHEN ${param}::timestamptz IS NULL THEN standings_updated_at ELSE greatest(${param}::timestamptz, standings_updated_at + interval '1 millisecond') END`;
}

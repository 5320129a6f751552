/**
 * SQL fragments of the standings, shared by the repositories that rank entries
 * (leaderboard pages, a player's position, final positions and results) and those that change
 * the standings (registrations, withdrawals, game events, completion).
 *
 * The order below is the SQL form of compareStandings in libs/results/src/domain/standings.ts
 * (the plain TypeScript rules of the order and its ties): the two are one order, served by the
 * index `idx_entries_standings`, and change together.
 */

/** SQL ORDER BY of the standings over `tournament_entries` aliased `e` (matches idx_entries_standings). */
export const STANDINGS_ORDER_SQL = `e.eliminated_at DESC NULLS FIRST, e.points DESC, e.points_updated_at ASC NULLS FIRST, e.registered_at ASC, e.id ASC`;

/** SQL filter of the entries that are ranked: those holding a seat (matches the index predicate). */
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

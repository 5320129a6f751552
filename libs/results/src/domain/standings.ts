/**
 * The standings order and its ties (D5, D7, D8), in plain TypeScript. Every place that ranks
 * (leaderboard pages, a player's position, final positions at completion) uses these rules, and
 * the SQL order of libs/database/src/sql/standings.ts (STANDINGS_ORDER_SQL) is the same order,
 * served by the index `idx_standings_order` of `entry_standings`.
 *
 * Order: players still in (not eliminated) first, then eliminated ones, a later elimination
 * higher; then more points; then whoever reached the score first; then the earlier
 * registration; then the id (so the order is total).
 *
 * Ties (competition ranking 1, 2, 2, 4):
 * - two players still in tie only with `tie_break: "share"` and equal points;
 * - two eliminated players tie when they were eliminated by the same event (same
 *   `eliminated_at`) in an `elimination` tournament, whatever their points; in a points-based
 *   tournament they must also have equal points under `share`.
 */

export interface StandingsRules {
  tieBreak: 'earliest' | 'share';
  rankingType: 'points_based' | 'elimination';
}

/** What the order and the ties read of an entry. `points` is a decimal string. */
export interface StandingKey {
  id: string;
  points: string;
  pointsUpdatedAt: Date | null;
  registeredAt: Date;
  eliminatedAt: Date | null;
}

/** Compares two non-negative-or-negative decimal strings exactly (no floating point). */
export function compareDecimal(a: string, b: string): number {
  const [aNeg, aInt, aFrac] = splitDecimal(a);
  const [bNeg, bInt, bFrac] = splitDecimal(b);
  if (aNeg !== bNeg) return aNeg ? -1 : 1;
  const sign = aNeg ? -1 : 1;
  if (aInt.length !== bInt.length) return sign * (aInt.length < bInt.length ? -1 : 1);
  if (aInt !== bInt) return sign * (aInt < bInt ? -1 : 1);
  const width = Math.max(aFrac.length, bFrac.length);
  const fa = aFrac.padEnd(width, '0');
  const fb = bFrac.padEnd(width, '0');
  return fa === fb ? 0 : sign * (fa < fb ? -1 : 1);
}

function splitDecimal(value: string): [boolean, string, string] {
  const negative = value.startsWith('-');
  const [int, frac = ''] = (negative ? value.slice(1) : value).split('.');
  const intPart = int.replace(/^0+(?=\d)/, '').replace(/^0$/, '0');
  const fracPart = frac.replace(/0+$/, '');
  const zero = /^0*$/.test(int) && fracPart === '';
  return [negative && !zero, intPart === '' ? '0' : intPart, fracPart];
}

function compareNullableTime(a: Date | null, b: Date | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  return a.getTime() - b.getTime();
}

/**
 * The standings order: negative when `a` ranks above `b`. Total: equal only for the same id.
 * STANDINGS_ORDER_SQL (libs/database/src/sql/standings.ts) is this order in SQL: change both together.
 */
export function compareStandings(a: StandingKey, b: StandingKey): number {
  // eliminated_at DESC NULLS FIRST
  if ((a.eliminatedAt === null) !== (b.eliminatedAt === null)) return a.eliminatedAt === null ? -1 : 1;
  if (a.eliminatedAt && b.eliminatedAt && a.eliminatedAt.getTime() !== b.eliminatedAt.getTime()) {
    return b.eliminatedAt.getTime() - a.eliminatedAt.getTime();
  }
  const byPoints = compareDecimal(b.points, a.points);
  if (byPoints !== 0) return byPoints;
  const byReached = compareNullableTime(a.pointsUpdatedAt, b.pointsUpdatedAt);
  if (byReached !== 0) return byReached;
  const byRegistration = a.registeredAt.getTime() - b.registeredAt.getTime();
  if (byRegistration !== 0) return byRegistration;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** True when two different entries share a position under the rules (see the file comment). */
export function tiedInStandings(a: StandingKey, b: StandingKey, rules: StandingsRules): boolean {
  if (a.id === b.id) return true;
  const aOut = a.eliminatedAt !== null;
  const bOut = b.eliminatedAt !== null;
  if (aOut !== bOut) return false;
  const samePoints = compareDecimal(a.points, b.points) === 0;
  if (!aOut) return rules.tieBreak === 'share' && samePoints;
  if (a.eliminatedAt!.getTime() !== b.eliminatedAt!.getTime()) return false;
  return rules.rankingType === 'elimination' || (rules.tieBreak === 'share' && samePoints);
}

/**
 * Competition-ranking positions of entries already in standings order, the first of which has
 * `firstPosition` (1 for a whole tournament; a page gives the rank of its first row): a row tied
 * with the row before it takes that row's position, any other row takes its own place.
 */
export function assignPositions(
  ordered: readonly StandingKey[],
  rules: StandingsRules,
  firstPosition = 1,
  firstIndex = firstPosition - 1,
): number[] {
  const positions: number[] = [];
  for (let i = 0; i < ordered.length; i++) {
    if (i === 0) positions.push(firstPosition);
    else positions.push(tiedInStandings(ordered[i - 1], ordered[i], rules) ? positions[i - 1] : firstIndex + i + 1);
  }
  return positions;
}

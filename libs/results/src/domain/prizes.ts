/**
 * Prizes from final positions (D8), exactly, in minor units.
 *
 * - Each paid place has its percentage of the pool (`placeUnits`, best first, from
 *   expandDistribution). Only occupied places weigh: with fewer players than paid places the
 *   unused percentages spread over the paid players in proportion to theirs.
 * - A tied group at position p with k members occupies places p..p+k-1 and shares the sum of
 *   their percentages equally (places beyond the paid ones weigh 0).
 * - Each player's share is rounded down to the minor unit; the remainder then goes one minor unit
 *   at a time to the best-placed players with a share (the final order, so inside a tie the first
 *   in the standings order), and the prizes sum to the pool exactly. Tied players therefore
 *   differ by at most one minor unit.
 *
 * Without ties this is exactly splitPrizePool over the occupied places' percentages; ties make
 * the weights fractions (a group's percentage over k), so shares are computed with bigint
 * fractions instead of integer weights.
 */

export interface PrizeInput {
  /**
   * Competition positions of the entries in final order (1, 2, 2, 4, ...). Must include every
   * entry with a position up to the number of paid places (a tie starting at a paid place
   * whole); later entries may be left out and get nothing.
   */
  positions: readonly number[];
  /** Percent units of each paid place, best first (index 0 is position 1). */
  placeUnits: readonly number[];
  /** Everyone placed (occupied places), at least positions.length. */
  totalPlayers: number;
  poolMinor: bigint;
}

/** Checks that positions are a competition ranking from 1: each equals the one before or its own place. */
function assertCompetitionRanking(positions: readonly number[]): void {
  positions.forEach((position, i) => {
    const valid = i === 0 ? position === 1 : position === positions[i - 1] || position === i + 1;
    if (!valid) throw new RangeError(`positions must be a competition ranking from 1; position ${position} at index ${i}`);
  });
}

/** The prize of each entry of `positions`, in the same order; zeros when nobody is placed or the pool is empty. */
export function awardPrizes(input: PrizeInput): bigint[] {
  const { positions, placeUnits, totalPlayers, poolMinor } = input;
  if (poolMinor < 0n) throw new RangeError(`poolMinor must not be negative, got ${poolMinor}`);
  if (!Number.isSafeInteger(totalPlayers) || totalPlayers < positions.length) {
    throw new RangeError(`totalPlayers (${totalPlayers}) must be an integer of at least the ${positions.length} positions given`);
  }
  for (const units of placeUnits) {
    if (!Number.isSafeInteger(units) || units < 0) throw new RangeError(`placeUnits must be non-negative integers, got ${units}`);
  }
  assertCompetitionRanking(positions);
  const occupied = Math.min(placeUnits.length, totalPlayers);
  // n entries in competition ranking occupy places 1..n: fewer than the occupied paid places
  // means entries with a paid position are missing (a cut tie would share among too few).
  if (positions.length < occupied)
    throw new RangeError(`positions stop at ${positions.length}, inside the ${occupied} occupied paid places`);
  const prizes = positions.map(() => 0n);
  const totalUnits = placeUnits.slice(0, occupied).reduce((sum, units) => sum + BigInt(units), 0n);
  if (poolMinor === 0n || totalUnits === 0n) return prizes;

  // Prefix sums: the units of places p..q are prefix[q] - prefix[p - 1].
  const prefix = [0n];
  for (let place = 1; place <= occupied; place++) prefix.push(prefix[place - 1] + BigInt(placeUnits[place - 1]));
  const unitsOfPlaces = (from: number, to: number) => (from > occupied ? 0n : prefix[Math.min(to, occupied)] - prefix[from - 1]);

  const paid: number[] = [];
  let distributed = 0n;
  for (let start = 0; start < positions.length;) {
    let end = start;
    while (end + 1 < positions.length && positions[end + 1] === positions[start]) end++;
    const members = BigInt(end - start + 1);
    const position = positions[start];
    const groupUnits = unitsOfPlaces(position, position + Number(members) - 1);
    if (groupUnits > 0n) {
      const share = (poolMinor * groupUnits) / (members * totalUnits);
      for (let i = start; i <= end; i++) {
        prizes[i] = share;
        paid.push(i);
      }
      distributed += share * members;
    }
    start = end + 1;
  }
  // Each share lost less than one minor unit, so the remainder is less than the number paid.
  let remainder = poolMinor - distributed;
  for (const i of paid) {
    if (remainder === 0n) break;
    prizes[i] += 1n;
    remainder -= 1n;
  }
  return prizes;
}

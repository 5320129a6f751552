import { awardPrizes } from './prizes';

/** One leaderboard page of a running tournament, as far as prizes are concerned. */
export interface ProjectionInput {
  /** Positions of the page's rows in page order (competition ranking, every seated player counted). */
  positions: readonly number[];
  /** Every seated player (the page may hold only the first of them). */
  totalPlayers: number;
  /** Percent units of each paid place, best first. */
  placeUnits: readonly number[];
  poolMinor: bigint;
}

/**
 * What each row of a leaderboard page would win if the tournament ended now: the prize rules of
 * completion (awardPrizes) applied to the current positions and pool. Null when the page cannot
 * say: it stops inside the paid places (a tie at its end may go on past it), or its positions are
 * not a ranking. Completion may still rank differently (final standings the game platform
 * reports), so this is a projection, never what will be paid.
 */
export function projectPrizes(input: ProjectionInput): bigint[] | null {
  const { positions, totalPlayers, placeUnits, poolMinor } = input;
  if (positions.length === 0) return [];
  const holdsEveryPlayer = positions.length >= totalPlayers;
  // A partial page settles every paid place only when it goes past them: a row placed after the
  // last paid place closes the last tie that could share a prize.
  if (!holdsEveryPlayer && positions[positions.length - 1] <= placeUnits.length) return null;
  try {
    return awardPrizes({ positions, placeUnits, totalPlayers: Math.max(totalPlayers, positions.length), poolMinor });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

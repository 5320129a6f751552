import { decimalToMinor, formatAmount } from '@app/common/money/amount';

/**
 * The figures of the results (endpoint 9, D8) from a completed tournament's totals, exactly.
 * Money stays in minor units; the edge turns it into JSON numbers.
 */

/** Points are NUMERIC(30, 8): eight decimals. */
const POINTS_DIGITS = 8;
/** averageScore is given to two decimals, rounded half away from zero. */
export const AVERAGE_SCORE_DIGITS = 2;

export interface ResultsTotals {
  actualStartTime: Date | null;
  completedAt: Date | null;
  /** Last round the game platform reported; null when none. */
  currentRound: number | null;
  /** Seated players at completion (everyone ranked). */
  players: number;
  /** Sum of their final points, as decimal text (SQL sum of NUMERIC). */
  pointsSum: string;
  /** Entry and rebuy fees held: collected less refunds. */
  feesMinor: bigint;
  /** Sum of all prizes awarded. */
  prizesMinor: bigint;
  /** Re-entries bought by the seated players (entry_count − 1 each). */
  rebuys: number;
}

export interface ResultsStatistics {
  /** Whole seconds from the actual start to completion. */
  durationSeconds: number;
  totalRounds: number;
  /** Mean final points of the players, decimal text with two decimals ("0.00" without players). */
  averageScore: string;
  totalEntryFeesMinor: bigint;
  totalRebuys: number;
  /** Fees kept less prizes paid: negative when a guarantee overlays the fees. */
  operatorRevenueMinor: bigint;
}

/** Rounds numerator/denominator (denominator > 0) to the nearest integer, halves away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** The mean of `count` values summing to `sum` (decimal text), as decimal text with two decimals. */
export function averageOf(sum: string, count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  if (count === 0) return formatAmount(0n, AVERAGE_SCORE_DIGITS);
  const scaled = decimalToMinor(sum, POINTS_DIGITS);
  const shift = 10n ** BigInt(POINTS_DIGITS - AVERAGE_SCORE_DIGITS);
  return formatAmount(divideRounded(scaled, BigInt(count) * shift), AVERAGE_SCORE_DIGITS);
}

export function resultsStatistics(totals: ResultsTotals): ResultsStatistics {
  const { actualStartTime, completedAt } = totals;
  const durationSeconds =
    actualStartTime && completedAt ? Math.max(0, Math.floor((completedAt.getTime() - actualStartTime.getTime()) / 1000)) : 0;
  return {
    durationSeconds,
    totalRounds: totals.currentRound ?? 0,
    averageScore: averageOf(totals.pointsSum, totals.players),
    totalEntryFeesMinor: totals.feesMinor,
    totalRebuys: totals.rebuys,
    operatorRevenueMinor: totals.feesMinor - totals.prizesMinor,
  };
}

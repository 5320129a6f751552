import { applyPercentUnits, HUNDRED_PERCENT_UNITS, parsePercent } from '@app/common/money/percent';

/**
 * Prize pool (D8), in exact minor units: max(guarantee, fees × (1 − rake/100)), the fee part
 * rounded down to the minor unit so the pool never promises money that was not collected.
 */

/** Reads a rake percentage that config validation already accepted; a bad one is a bug. */
function rakeUnits(rakePercent: number | string): number {
  const parsed = parsePercent(rakePercent);
  if (!parsed.ok) throw new RangeError(`Invalid rake_percent ${JSON.stringify(rakePercent)}: ${parsed.reason}`);
  return parsed.units;
}

function assertNonNegative(name: string, minor: bigint): void {
  if (minor < 0n) throw new RangeError(`${name} must not be negative, got ${minor}`);
}

/**
 * The pool of a tournament (D8): the guarantee, or, when more, all entry and rebuy fees less
 * the rake, rounded down to the minor unit.
 */
export function prizePool(input: { guaranteedMinor: bigint; feesMinor: bigint; rakePercent: number | string }): bigint {
  const { guaranteedMinor, feesMinor, rakePercent } = input;
  assertNonNegative('guaranteedMinor', guaranteedMinor);
  assertNonNegative('feesMinor', feesMinor);
  const fromFees = applyPercentUnits(feesMinor, HUNDRED_PERCENT_UNITS - rakeUnits(rakePercent));
  return fromFees > guaranteedMinor ? fromFees : guaranteedMinor;
}

/**
 * `estimated_prize_pool` at creation (D8): the pool if every seat is taken once (max_players
 * entries, no rebuys), or the guarantee alone when capacity is unlimited (null).
 */
export function estimatedPrizePool(input: {
  guaranteedMinor: bigint;
  entryFeeMinor: bigint;
  maxPlayers: number | null;
  rakePercent: number | string;
}): bigint {
  const { guaranteedMinor, entryFeeMinor, maxPlayers, rakePercent } = input;
  if (maxPlayers === null) {
    assertNonNegative('guaranteedMinor', guaranteedMinor);
    rakeUnits(rakePercent);
    return guaranteedMinor;
  }
  if (!Number.isSafeInteger(maxPlayers) || maxPlayers < 0) {
    throw new RangeError(`maxPlayers must be a non-negative integer or null, got ${maxPlayers}`);
  }
  assertNonNegative('entryFeeMinor', entryFeeMinor);
  return prizePool({ guaranteedMinor, feesMinor: entryFeeMinor * BigInt(maxPlayers), rakePercent });
}

/**
 * Splits an amount by integer weights (percent units of the paid places, best first), exactly:
 * each share is rounded down, then the remainder goes one minor unit at a time to the first
 * (best-placed) shares (D8), so the shares always sum to the amount. Passing only the weights of
 * the places actually taken spreads the unused percentages in proportion (D8, fewer players than
 * paid places); equal weights share a tied prize equally.
 */
export function splitPrizePool(amountMinor: bigint, weights: readonly number[]): bigint[] {
  assertNonNegative('amountMinor', amountMinor);
  if (weights.length === 0) return [];
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`Weights must be non-negative integers, got ${weight}`);
    }
  }
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) throw new RangeError('At least one weight must be above 0');
  const shares = weights.map((weight) => (amountMinor * BigInt(weight)) / total);
  let remainder = amountMinor - shares.reduce((sum, share) => sum + share, 0n);
  // remainder < number of positive weights, so one pass over them hands it all out.
  for (let i = 0; remainder > 0n; i++) {
    if (weights[i] > 0) {
      shares[i] += 1n;
      remainder -= 1n;
    }
  }
  return shares;
}

import { parseAmount } from './amount';

/**
 * Percentages without floats: a percentage is held as an integer count of "percent units",
 * 1 unit = 0.0001 % (4 decimals, the finest D8 allows), so 100 % = 1 000 000 units and sums of
 * thousands of entries stay exact safe integers.
 */
export const PERCENT_DECIMALS = 4;
export const UNITS_PER_PERCENT = 10_000;
export const HUNDRED_PERCENT_UNITS = 100 * UNITS_PER_PERCENT;

export type PercentResult = { ok: true; units: number } | { ok: false; reason: string };

/**
 * Reads a percentage from 0 to 100 (a JSON number, or a decimal string) with at most
 * `maxDecimals` decimals (4 at most; rake_percent uses 2) into percent units. The value is read
 * from its decimal text, so 2.55 is exactly 25 500 units.
 */
export function parsePercent(value: unknown, maxDecimals: number = PERCENT_DECIMALS): PercentResult {
  if (!Number.isInteger(maxDecimals) || maxDecimals < 0 || maxDecimals > PERCENT_DECIMALS) {
    throw new RangeError(`Percent decimals must be an integer from 0 to ${PERCENT_DECIMALS}, got ${maxDecimals}`);
  }
  const parsed = parseAmount(value, maxDecimals);
  if (!parsed.ok) return parsed;
  const units = parsed.minor * 10n ** BigInt(PERCENT_DECIMALS - maxDecimals);
  if (units > BigInt(HUNDRED_PERCENT_UNITS)) return { ok: false, reason: 'must be at most 100' };
  return { ok: true, units: Number(units) };
}

/** Percent units as the shortest decimal text: 25 500 → "2.55", 1 000 000 → "100". */
export function formatPercentUnits(units: number): string {
  const negative = units < 0;
  const text = Math.abs(units)
    .toString()
    .padStart(PERCENT_DECIMALS + 1, '0');
  const integer = text.slice(0, text.length - PERCENT_DECIMALS);
  const fraction = text.slice(text.length - PERCENT_DECIMALS).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}

/** Percent units as a JSON number (2.55), for responses that echo a percentage. */
export function percentUnitsToNumber(units: number): number {
  return Number(formatPercentUnits(units));
}

/**
 * `units` percent of an amount, rounded DOWN to the minor unit (D8): a share is never more than
 * its exact value, so shares never add up to more than the money there is.
 */
export function applyPercentUnits(minor: bigint, units: number): bigint {
  if (minor < 0n) throw new RangeError(`Cannot take a percentage of a negative amount (${minor})`);
  if (!Number.isSafeInteger(units) || units < 0 || units > HUNDRED_PERCENT_UNITS) {
    throw new RangeError(`Percent units must be an integer from 0 to ${HUNDRED_PERCENT_UNITS}, got ${units}`);
  }
  return (minor * BigInt(units)) / BigInt(HUNDRED_PERCENT_UNITS);
}

/**
 * `percent` % (0 to 100, up to 4 decimals, number or decimal string) of an amount in minor
 * units, rounded down. A percentage that does not parse is a caller bug (config is validated
 * before use), so it throws rather than guessing.
 */
export function applyPercent(minor: bigint, percent: number | string): bigint {
  const parsed = parsePercent(percent);
  if (!parsed.ok) throw new RangeError(`Invalid percentage ${JSON.stringify(percent)}: ${parsed.reason}`);
  return applyPercentUnits(minor, parsed.units);
}

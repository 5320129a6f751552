import { decimalToMinor, formatAmount, MAX_AMOUNT_MAJOR, parseAmount } from '@app/common';

/**
 * Points are exact decimals (NUMERIC(30,8), D2): here, bigint counts of 10^-8 points, so that
 * sets and deltas add up exactly whatever their number of decimals.
 */
export const POINTS_DIGITS = 8;

/** Largest absolute score (and total after deltas): far beyond any game, well inside NUMERIC(30,8). */
export const MAX_POINTS_UNITS = MAX_AMOUNT_MAJOR * 10n ** BigInt(POINTS_DIGITS);

export type PointsResult = { ok: true; units: bigint } | { ok: false; reason: string };

/**
 * A score as the game platform sends it: a JSON number or a plain decimal string ("12.5"),
 * negative allowed, at most 8 decimals, at most 10^15 in absolute value. NaN, Infinity, exponent
 * strings and other types are refused.
 */
export function parsePoints(value: unknown): PointsResult {
  const parsed = parseAmount(value, POINTS_DIGITS, { allowNegative: true });
  return parsed.ok ? { ok: true, units: parsed.minor } : { ok: false, reason: parsed.reason };
}

/** The NUMERIC text of a score ("12.50000000"), as written to the database. */
export function formatPoints(units: bigint): string {
  return formatAmount(units, POINTS_DIGITS);
}

/** A stored score (NUMERIC text) in units. */
export function pointsFromNumeric(numeric: string): bigint {
  return decimalToMinor(numeric, POINTS_DIGITS);
}

export function pointsInRange(units: bigint): boolean {
  return units <= MAX_POINTS_UNITS && units >= -MAX_POINTS_UNITS;
}

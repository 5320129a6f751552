import { formatPercentUnits, HUNDRED_PERCENT_UNITS, parsePercent } from '@app/common/money/percent';

/**
 * Prize distribution (D8): a map of position key to a percentage of the pool. Keys are "3" or
 * ranges "4-10" (each position of the range gets the percentage). Percentages are held as exact
 * integer percent units (1 unit = 0.0001 %), so "sums to 100" is an integer comparison.
 */

/** The field path of every distribution error (D3 `errors` map). */
export const DISTRIBUTION_FIELD = 'prize_pool.distribution';
/** Paid positions one distribution may cover: bounds the work of expanding it. */
export const MAX_PAID_PLACES = 10_000;
/** D8 default when the create body gives none. */
export const DEFAULT_DISTRIBUTION: Readonly<Record<string, number>> = Object.freeze({ '1': 50, '2': 30, '3': 20 });

export interface DistributionEntry {
  /** The key as sent, e.g. "4-10". */
  readonly key: string;
  /** First and last position covered (equal for a single position). */
  readonly from: number;
  readonly to: number;
  /** Percentage of the pool for EACH position covered, in percent units. */
  readonly units: number;
  /** The percentage as sent (a JSON number), for echoing the distribution back. */
  readonly percent: number;
}

export interface Distribution {
  /** Entries ordered by position, contiguous from position 1. */
  readonly entries: readonly DistributionEntry[];
  /** The map in position order, as stored and returned (`prizePool.distribution`). */
  readonly map: Readonly<Record<string, number>>;
}

export type DistributionResult = { ok: true; distribution: Distribution } | { ok: false; errors: Record<string, string[]> };

const SINGLE_KEY = /^[1-9]\d*$/;
const RANGE_KEY = /^([1-9]\d*)-([1-9]\d*)$/;

/** Reads one key into its positions, or a message; positions beyond MAX_PAID_PLACES are refused early. */
function parseKey(key: string): { from: number; to: number } | string {
  const single = SINGLE_KEY.exec(key);
  const range = single ? null : RANGE_KEY.exec(key);
  if (!single && !range) {
    return `key "${key}" must be a position ("3") or a range of positions ("4-10"), without leading zeros or spaces`;
  }
  const from = Number(single ? single[0] : range![1]);
  const to = Number(single ? single[0] : range![2]);
  if (to > MAX_PAID_PLACES) return `key "${key}" goes beyond position ${MAX_PAID_PLACES}, the last that can be paid`;
  if (from >= to && range) return `key "${key}" must be a range a-b with a < b (use "${from}" for one position)`;
  return { from, to };
}

/** Reads one percentage: a JSON number above 0 with at most 4 decimals. */
function parseEntryPercent(key: string, value: unknown): number | string {
  if (typeof value !== 'number') return `"${key}": the percentage must be a number`;
  const parsed = parsePercent(value);
  if (!parsed.ok) return `"${key}": the percentage ${parsed.reason}`;
  if (parsed.units === 0) return `"${key}": the percentage must be greater than 0`;
  return parsed.units;
}

/**
 * Checks the entries together: no position twice, no gap from position 1 on, at most
 * MAX_PAID_PLACES positions, and a total over every paid position of exactly 100.
 */
function checkTogether(entries: DistributionEntry[]): string[] {
  const errors: string[] = [];
  entries.sort((a, b) => a.from - b.from);
  let next = 1;
  let previous: DistributionEntry | undefined;
  for (const entry of entries) {
    if (previous && entry.from <= previous.to) {
      errors.push(`key "${entry.key}" overlaps key "${previous.key}": each position may be paid once`);
    } else if (entry.from > next) {
      const missing = entry.from - 1 === next ? `position ${next}` : `positions ${next}-${entry.from - 1}`;
      errors.push(`${missing} ha${entry.from - 1 === next ? 's' : 've'} no percentage: paid positions must be contiguous from 1`);
    }
    next = Math.max(next, entry.to + 1);
    previous = !previous || entry.to > previous.to ? entry : previous;
  }
  if (errors.length > 0) return errors;
  const total = entries.reduce((sum, entry) => sum + entry.units * (entry.to - entry.from + 1), 0);
  if (total !== HUNDRED_PERCENT_UNITS) {
    errors.push(
      `the percentages over all paid positions must sum to exactly 100 (a range counts once per position); they sum to ${formatPercentUnits(total)}`,
    );
  }
  return errors;
}

/**
 * Validates a distribution map (D8) and returns it parsed, or the 422 errors under
 * `prize_pool.distribution`, each naming the bad key. Undefined gives the D8 default.
 */
export function parseDistribution(raw: unknown): DistributionResult {
  if (raw === undefined) raw = DEFAULT_DISTRIBUTION;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, errors: { [DISTRIBUTION_FIELD]: ['must be an object mapping positions to percentages'] } };
  }
  const keys = Object.keys(raw);
  if (keys.length === 0) {
    return { ok: false, errors: { [DISTRIBUTION_FIELD]: ['must pay at least one position'] } };
  }
  const errors: string[] = [];
  const entries: DistributionEntry[] = [];
  for (const key of keys) {
    const positions = parseKey(key);
    const value = (raw as Record<string, unknown>)[key];
    const units = parseEntryPercent(key, value);
    if (typeof positions === 'string') errors.push(positions);
    if (typeof units === 'string') errors.push(units);
    if (typeof positions !== 'string' && typeof units !== 'string') {
      entries.push({ key, ...positions, units, percent: value as number });
    }
  }
  if (errors.length === 0) errors.push(...checkTogether(entries));
  if (errors.length > 0) return { ok: false, errors: { [DISTRIBUTION_FIELD]: errors } };
  const map: Record<string, number> = {};
  for (const entry of entries) map[entry.key] = entry.percent;
  return { ok: true, distribution: { entries, map } };
}

/**
 * Like parseDistribution for a map that was validated before it was stored: a failure is a bug
 * or corrupt data, so it throws instead of returning errors.
 */
export function distributionOf(stored: unknown): Distribution {
  const result = parseDistribution(stored);
  if (!result.ok) {
    throw new Error(`Stored prize distribution is invalid: ${result.errors[DISTRIBUTION_FIELD].join('; ')}`);
  }
  return result.distribution;
}

/** The D8 default distribution, parsed. */
export function defaultDistribution(): Distribution {
  return distributionOf(DEFAULT_DISTRIBUTION);
}

/** How many positions are paid (a range counts once per position). */
export function paidPlaces(distribution: Distribution): number {
  const entries = distribution.entries;
  return entries.length === 0 ? 0 : entries[entries.length - 1].to;
}

/**
 * The percentage of each paid position in percent units, best position first (index 0 is
 * position 1). For a valid distribution the values sum to exactly HUNDRED_PERCENT_UNITS.
 */
export function expandDistribution(distribution: Distribution): number[] {
  const result: number[] = [];
  for (const entry of distribution.entries) {
    for (let position = entry.from; position <= entry.to; position++) result.push(entry.units);
  }
  return result;
}

import { MAX_CURRENCY_DIGITS } from './currency';

/**
 * Exact money (D2): amounts are bigint counts of the currency's minor unit (cents for EUR,
 * satoshi for BTC:8), never binary floating point. JSON numbers are read through their shortest
 * round-trip text (`String(n)`), which is exactly what the client wrote for any amount a client
 * can mean, so 0.1 is 10 cents and not 0.1000000000000000055….
 */

/** Largest accepted amount, in major units: far beyond any real stake, small enough for NUMERIC. */
export const MAX_AMOUNT_MAJOR = 10n ** 15n;

export type AmountResult = { ok: true; minor: bigint } | { ok: false; reason: string };

export interface ParseAmountOptions {
  /** Accept amounts below zero (adjustments, revenue); money a client pays in never is. */
  allowNegative?: boolean;
}

/** A plain decimal as a client or PostgreSQL writes it: no exponent, no sign other than '-'. */
const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d+))?$/;
/** What `String(n)` gives for a finite number: decimal, or exponent form (1e+21, 1.5e-7). */
const NUMBER_TEXT = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** A decimal split at its point, without sign: integer digits and fraction digits. */
interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

/** Refuses digit counts no currency has: a bug in the caller, not bad client input. */
function assertDigits(digits: number): void {
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_CURRENCY_DIGITS) {
    throw new RangeError(`Currency digits must be an integer from 0 to ${MAX_CURRENCY_DIGITS}, got ${digits}`);
  }
}

/**
 * Moves the decimal point of `integer.fraction` by `exponent` places (exponent forms of
 * `String(n)`), then drops leading zeros of the integer and trailing zeros of the fraction, so
 * that "10.50000" and 1.05e1 are the same value with fraction "5".
 */
function normalise(negative: boolean, integer: string, fraction: string, exponent: number): DecimalParts {
  const all = integer + fraction;
  const point = integer.length + exponent;
  let int: string;
  let frac: string;
  if (point <= 0) {
    int = '';
    frac = '0'.repeat(-point) + all;
  } else if (point >= all.length) {
    int = all + '0'.repeat(point - all.length);
    frac = '';
  } else {
    int = all.slice(0, point);
    frac = all.slice(point);
  }
  int = int.replace(/^0+/, '');
  frac = frac.replace(/0+$/, '');
  return { negative, integer: int === '' ? '0' : int, fraction: frac };
}

/** Plural-aware "N decimal place(s)". */
function places(digits: number): string {
  return `${digits} decimal place${digits === 1 ? '' : 's'}`;
}

/**
 * Turns normalised parts into minor units, checking sign, precision and size. The precision
 * reason names no currency ("has more than 2 decimal places"): the caller appends " for EUR".
 */
function toMinor(parts: DecimalParts, digits: number, options: ParseAmountOptions): AmountResult {
  const isZero = parts.integer === '0' && parts.fraction === '';
  if (parts.negative && !isZero && !options.allowNegative) {
    return { ok: false, reason: 'must not be negative' };
  }
  if (parts.fraction.length > digits) {
    return { ok: false, reason: `has more than ${places(digits)}` };
  }
  // Cheap length test first, so a megabyte of digits never reaches BigInt.
  const tooLarge = { ok: false as const, reason: `must be at most ${MAX_AMOUNT_MAJOR} in absolute value` };
  if (parts.integer.length > MAX_AMOUNT_MAJOR.toString().length) return tooLarge;
  const magnitude = BigInt(parts.integer + parts.fraction.padEnd(digits, '0'));
  if (magnitude > MAX_AMOUNT_MAJOR * 10n ** BigInt(digits)) return tooLarge;
  return { ok: true, minor: parts.negative && !isZero ? -magnitude : magnitude };
}

/**
 * Reads a client amount in major units (D2) into exact minor units: a JSON number (any finite
 * value, exponent forms included) or a plain decimal string ("10.50"). Refuses other types,
 * NaN/Infinity, negatives unless allowed, more decimals than the currency has (trailing zeros do
 * not count: "10.500" is 10.5), and amounts above MAX_AMOUNT_MAJOR.
 */
export function parseAmount(value: unknown, digits: number, options: ParseAmountOptions = {}): AmountResult {
  assertDigits(digits);
  let match: RegExpExecArray | null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'must be a finite number' };
    match = NUMBER_TEXT.exec(String(value));
  } else if (typeof value === 'string') {
    match = DECIMAL_TEXT.exec(value);
    if (!match) return { ok: false, reason: 'must be a decimal number such as 10.50' };
  } else {
    return { ok: false, reason: 'must be a number' };
  }
  if (!match) return { ok: false, reason: 'must be a number' };
  const [, sign, integer, fraction = '', exponent = '0'] = match;
  return toMinor(normalise(sign === '-', integer, fraction, Number(exponent)), digits, options);
}

/**
 * Names the currency in a precision reason of parseAmount ("has more than 2 decimal places for
 * EUR"), leaving the other reasons (sign, size, type) as they are, where a currency adds nothing.
 */
export function amountReasonFor(reason: string, currency: string): string {
  return reason.startsWith('has more than') ? `${reason} for ${currency}` : reason;
}

/**
 * Canonical decimal text of an amount, with exactly `digits` decimals ("10.50"; "10" for 0
 * digits): what is written to NUMERIC columns and compared in tests, one form per value.
 */
export function formatAmount(minor: bigint, digits: number): string {
  assertDigits(digits);
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const integer = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${integer}${digits > 0 ? `.${fraction}` : ''}`;
}

/**
 * An amount as a JSON number in major units, for responses (D2). Goes through the decimal text,
 * so the number is the one nearest that decimal and JSON prints it back unchanged for every
 * amount of up to 15 significant digits (1e13 EUR to the cent): exact for real amounts.
 */
export function amountToNumber(minor: bigint, digits: number): number {
  return Number(formatAmount(minor, digits));
}

/**
 * Reads a NUMERIC value as the database returns it ("10.50000000") into minor units. Extra
 * trailing zeros are fine; a non-zero digit beyond the currency's digits, a malformed text or a
 * non-string means the stored data or the mapping is wrong, so it throws instead of rounding.
 */
export function decimalToMinor(numeric: string, digits: number): bigint {
  assertDigits(digits);
  if (typeof numeric !== 'string') {
    throw new TypeError(`Expected a NUMERIC string, got ${typeof numeric}`);
  }
  const match = DECIMAL_TEXT.exec(numeric);
  if (!match) throw new Error(`Not a decimal amount: '${numeric}'`);
  const [, sign, integer, fraction = ''] = match;
  const parts = normalise(sign === '-', integer, fraction, 0);
  if (parts.fraction.length > digits) {
    throw new Error(`Amount '${numeric}' has more than ${places(digits)}`);
  }
  const magnitude = BigInt(parts.integer + parts.fraction.padEnd(digits, '0'));
  return parts.negative ? -magnitude : magnitude;
}

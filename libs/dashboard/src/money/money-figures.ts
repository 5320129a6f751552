import { currencyDigits, decimalToMinor, ExtraCurrencies, formatAmount } from '@app/common';
import { prizePool } from '@app/tournaments';

/**
 * The money figures of the dashboard, exactly: minor units (bigint) of each currency, from the
 * ledger's decimal sums. Operator revenue is what the results' statistics call it: the fees kept
 * (entry and rebuy fees less refunds) less the prizes paid; it is negative when a guarantee
 * overlays the fees.
 */
export interface MoneyFigures {
  currency: string;
  digits: number;
  feesMinor: bigint;
  refundsMinor: bigint;
  prizesMinor: bigint;
  /** What the operator added to the pool the fees made because the guarantee was more. */
  overlayMinor: bigint;
}

/** Amounts are NUMERIC(24, 8): a currency the service does not know (any more) is read with all eight. */
const COLUMN_DIGITS = 8;

export function digitsOf(currency: string, extra?: ExtraCurrencies): number {
  return currencyDigits(currency, extra) ?? COLUMN_DIGITS;
}

export function toMinor(decimal: string, digits: number): bigint {
  return decimalToMinor(decimal, digits);
}

export function netFeesMinor(f: MoneyFigures): bigint {
  return f.feesMinor - f.refundsMinor;
}

export function revenueMinor(f: MoneyFigures): bigint {
  return f.feesMinor - f.refundsMinor - f.prizesMinor;
}

/** The pool the fees alone make (fees kept less the rake, rounded down as the prize pool is). */
export function poolFromFeesMinor(netFees: bigint, rakePercent: number | string): bigint {
  return prizePool({ guaranteedMinor: 0n, feesMinor: netFees < 0n ? 0n : netFees, rakePercent });
}

/**
 * The overlay of a completed tournament: the prizes paid beyond the pool the fees made (the
 * guarantee was more); 0 when the fees covered the prizes.
 */
export function paidOverlayMinor(prizes: bigint, netFees: bigint, rakePercent: number | string): bigint {
  const extra = prizes - poolFromFeesMinor(netFees, rakePercent);
  return extra > 0n ? extra : 0n;
}

/** The overlay a tournament still running would need if it completed now: the guarantee beyond the pool the fees make. */
export function projectedOverlayMinor(guaranteed: bigint, netFees: bigint, rakePercent: number | string): bigint {
  const extra = guaranteed - poolFromFeesMinor(netFees, rakePercent);
  return extra > 0n ? extra : 0n;
}

/** An exact amount with its currency: "12.50 EUR". */
export function moneyText(minor: bigint, digits: number, currency: string): string {
  return `${formatAmount(minor, digits)} ${currency}`;
}

export function emptyFigures(currency: string, digits: number): MoneyFigures {
  return { currency, digits, feesMinor: 0n, refundsMinor: 0n, prizesMinor: 0n, overlayMinor: 0n };
}

/** The sum of figures of one currency. */
export function addFigures(a: MoneyFigures, b: Omit<MoneyFigures, 'currency' | 'digits'>): MoneyFigures {
  return {
    ...a,
    feesMinor: a.feesMinor + b.feesMinor,
    refundsMinor: a.refundsMinor + b.refundsMinor,
    prizesMinor: a.prizesMinor + b.prizesMinor,
    overlayMinor: a.overlayMinor + b.overlayMinor,
  };
}

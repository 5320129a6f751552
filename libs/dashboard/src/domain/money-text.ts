import { currencyDigits, formatAmount, parseAmount } from '@app/common';

export type ExtraCurrencies = ReadonlyMap<string, number>;

/** A major-unit amount with the currency's own number of decimals (exact: read back through the money parser). */
export function formatMoney(amount: number, currency: string, extra?: ExtraCurrencies): string {
  const digits = currencyDigits(currency, extra);
  const parsed = digits === undefined ? undefined : parseAmount(amount, digits);
  return `${parsed?.ok && digits !== undefined ? formatAmount(parsed.minor, digits) : String(amount)} ${currency}`;
}

/** An exact decimal amount as the money code writes it (TournamentMoney.toDecimal), with its currency. */
export function formatDecimalMoney(decimal: string, currency: string): string {
  return `${decimal} ${currency}`;
}

import { currencyDigits, formatAmount, parseAmount } from '@app/common';

export type ExtraCurrencies = ReadonlyMap<string, number>;

/** A major-unit amount with the currency's own number of decimals (exact: read back through the money parser). */
export function formatMoney(amount: number, currency: string, extra?: ExtraCurrencies): string {
  const digits = currencyDigits(currency, extra);
  const parsed = digits === undefined ? undefined : parseAmount(amount, digits);
  return `${parsed?.ok && digits !== undefined ? formatAmount(parsed.minor, digits) : String(amount)} ${currency}`;
}

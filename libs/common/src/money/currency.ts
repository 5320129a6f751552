const ISO_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** True for an ISO 4217 code that Intl knows (D2). */
export function isIsoCurrency(code: unknown): code is string {
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) && ISO_CURRENCIES.has(code);
}

/**
 * The most minor-unit digits a currency may have. 8 covers BTC (satoshi); more would only
 * invite amounts nobody can pay out, and keeps every amount within NUMERIC(…, 8).
 */
export const MAX_CURRENCY_DIGITS = 8;

/** Configured non-ISO currencies (D2), code → minor-unit digits, as read by parseExtraCurrencies. */
export type ExtraCurrencies = ReadonlyMap<string, number>;

const EXTRA_CODE = /^[A-Z0-9]{2,10}$/;
const EXTRA_DIGITS = /^[0-8]$/;

/** Digits per ISO code, computed once: Intl builds a formatter per call, which is slow. */
const isoDigitsCache = new Map<string, number>();

/**
 * Minor-unit digits of an ISO 4217 currency as Intl (ICU/CLDR) knows them: JPY 0, EUR 2,
 * BHD/KWD 3. Read from Intl rather than a hand-kept table so that there is one source (D2).
 */
function isoDigits(code: string): number {
  let digits = isoDigitsCache.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits as number;
    isoDigitsCache.set(code, digits);
  }
  return digits;
}

/**
 * Minor-unit digits of a currency (D2): ISO 4217 codes through Intl, then the configured extra
 * currencies. undefined for a code that is neither, so a caller cannot silently assume 2.
 * An ISO code always wins over an extra entry of the same name: ISO digits are not configurable,
 * or amounts already stored would change meaning.
 */
export function currencyDigits(code: string, extra?: ExtraCurrencies): number | undefined {
  if (isIsoCurrency(code)) return isoDigits(code);
  return extra?.get(code);
}

/** True for an ISO 4217 code or a configured extra currency (D2). */
export function isKnownCurrency(code: unknown, extra?: ExtraCurrencies): code is string {
  return typeof code === 'string' && currencyDigits(code, extra) !== undefined;
}

/**
 * Reads the extra non-ISO currencies setting, e.g. "BTC:8,USDT:6" (D2). Blank → no extras.
 * Any bad entry throws, naming it: a misconfigured currency must stop the service at start,
 * not surface later as a refused or, worse, mis-scaled payment.
 */
export function parseExtraCurrencies(setting: string | undefined | null): Map<string, number> {
  const result = new Map<string, number>();
  if (setting === undefined || setting === null || setting.trim() === '') return result;
  for (const rawEntry of setting.split(',')) {
    const entry = rawEntry.trim();
    const parts = entry.split(':').map((part) => part.trim());
    if (parts.length !== 2) {
      throw new Error(`Extra currency entry '${entry}' must have the form CODE:DIGITS, e.g. BTC:8`);
    }
    const [code, digits] = parts;
    if (!EXTRA_CODE.test(code)) {
      throw new Error(`Extra currency code '${code}' must be 2 to 10 uppercase letters or digits`);
    }
    if (!EXTRA_DIGITS.test(digits)) {
      throw new Error(`Extra currency ${code} must have 0 to ${MAX_CURRENCY_DIGITS} digits, got '${digits}'`);
    }
    if (isIsoCurrency(code)) {
      throw new Error(`Extra currency ${code} is an ISO 4217 currency; its digits come from ISO 4217`);
    }
    if (result.has(code)) {
      throw new Error(`Extra currency ${code} is configured twice`);
    }
    result.set(code, Number(digits));
  }
  return result;
}

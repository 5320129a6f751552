const ISO_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** True for an ISO 4217 code that Intl knows (D2). */
export function isIsoCurrency(code: unknown): code is string {
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) && ISO_CURRENCIES.has(code);
}

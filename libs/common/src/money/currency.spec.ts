import fc from 'fast-check';
import { currencyDigits, isIsoCurrency, isKnownCurrency, MAX_CURRENCY_DIGITS, parseExtraCurrencies } from './currency';

// D2: currency digits come from ISO 4217 through Intl, plus configured extra currencies.

describe('isIsoCurrency (unchanged export)', () => {
  it.each(['EUR', 'USD', 'JPY', 'BHD', 'KWD', 'GBP'])('accepts %s', (code) => expect(isIsoCurrency(code)).toBe(true));
  it.each(['eur', 'EU', 'EURO', 'BTC', 'ZZZ', '', 42, null, undefined])('refuses %p', (code) => expect(isIsoCurrency(code)).toBe(false));
});

describe('currencyDigits', () => {
  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['CLP', 0],
    ['EUR', 2],
    ['USD', 2],
    ['GBP', 2],
    ['BHD', 3],
    ['KWD', 3],
    ['JOD', 3],
    ['OMR', 3],
    ['TND', 3],
  ])('%s has %i digits', (code, digits) => expect(currencyDigits(code)).toBe(digits));

  it('knows configured extra currencies', () => {
    const extra = new Map([
      ['BTC', 8],
      ['USDT', 6],
      ['PTS', 0],
    ]);
    expect(currencyDigits('BTC', extra)).toBe(8);
    expect(currencyDigits('USDT', extra)).toBe(6);
    expect(currencyDigits('PTS', extra)).toBe(0);
    expect(currencyDigits('EUR', extra)).toBe(2);
  });

  it('gives undefined for an unknown code instead of assuming 2', () => {
    expect(currencyDigits('BTC')).toBeUndefined();
    expect(currencyDigits('BTC', new Map())).toBeUndefined();
    expect(currencyDigits('eur')).toBeUndefined();
    expect(currencyDigits('')).toBeUndefined();
    expect(currencyDigits('ZZZ')).toBeUndefined();
  });

  it('keeps ISO digits even if an extra map names an ISO code', () => {
    expect(currencyDigits('EUR', new Map([['EUR', 8]]))).toBe(2);
  });

  it('gives 0 to 4 digits for every ISO code Intl knows', () => {
    for (const code of Intl.supportedValuesOf('currency')) {
      const digits = currencyDigits(code);
      expect(digits).toBeGreaterThanOrEqual(0);
      expect(digits).toBeLessThanOrEqual(MAX_CURRENCY_DIGITS);
    }
  });
});

describe('isKnownCurrency', () => {
  const extra = parseExtraCurrencies('BTC:8,USDT:6');
  it.each([
    ['EUR', undefined, true],
    ['JPY', extra, true],
    ['BTC', extra, true],
    ['USDT', extra, true],
    ['BTC', undefined, false],
    ['ETH', extra, false],
    ['btc', extra, false],
    [42, extra, false],
    [null, extra, false],
  ])('%p with %p → %p', (code, map, known) => expect(isKnownCurrency(code, map)).toBe(known));
});

describe('parseExtraCurrencies', () => {
  it('reads CODE:DIGITS entries', () => {
    expect(parseExtraCurrencies('BTC:8,USDT:6')).toEqual(
      new Map([
        ['BTC', 8],
        ['USDT', 6],
      ]),
    );
  });

  it('tolerates spaces around entries and parts', () => {
    expect(parseExtraCurrencies(' BTC : 8 , USDT:6 ')).toEqual(
      new Map([
        ['BTC', 8],
        ['USDT', 6],
      ]),
    );
  });

  it.each([undefined, null, '', '   '])('gives an empty map for %p', (setting) => expect(parseExtraCurrencies(setting).size).toBe(0));

  it.each([
    ['XX:0', 'XX', 0],
    ['ABCDEFGHIJ:8', 'ABCDEFGHIJ', 8],
    ['1INCH:4', '1INCH', 4],
    ['PTS:0', 'PTS', 0],
  ])('accepts %s', (setting, code, digits) => expect(parseExtraCurrencies(setting).get(code)).toBe(digits));

  it.each([
    ['BTC', /form CODE:DIGITS/],
    ['BTC:8:1', /form CODE:DIGITS/],
    ['BTC:8,', /form CODE:DIGITS/],
    [',BTC:8', /form CODE:DIGITS/],
    ['btc:8', /2 to 10 uppercase letters or digits/],
    ['B:8', /2 to 10 uppercase letters or digits/],
    ['ABCDEFGHIJK:8', /2 to 10 uppercase letters or digits/],
    ['BT-C:8', /2 to 10 uppercase letters or digits/],
    [':8', /2 to 10 uppercase letters or digits/],
    ['BTC:9', /0 to 8 digits, got '9'/],
    ['BTC:-1', /0 to 8 digits/],
    ['BTC:', /0 to 8 digits/],
    ['BTC:08', /0 to 8 digits/],
    ['BTC:1.5', /0 to 8 digits/],
    ['BTC:x', /0 to 8 digits/],
    ['EUR:4', /EUR is an ISO 4217 currency/],
    ['BTC:8,BTC:6', /BTC is configured twice/],
  ])('refuses %p', (setting, message) => expect(() => parseExtraCurrencies(setting)).toThrow(message));

  it('reads back any well-formed setting it is given', () => {
    const code = fc.stringMatching(/^[A-Z0-9]{2,10}$/).filter((c) => !isIsoCurrency(c));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(code, fc.integer({ min: 0, max: 8 })), { selector: ([c]) => c, minLength: 1, maxLength: 8 }),
        (entries) => {
          const parsed = parseExtraCurrencies(entries.map(([c, d]) => `${c}:${d}`).join(','));
          expect(parsed).toEqual(new Map(entries));
          for (const [c, d] of entries) expect(currencyDigits(c, parsed)).toBe(d);
        },
      ),
    );
  });
});

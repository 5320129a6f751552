import fc from 'fast-check';
import { amountReasonFor, amountToNumber, decimalToMinor, formatAmount, MAX_AMOUNT_MAJOR, parseAmount, type AmountResult } from './amount';

// D2: money is exact to the currency's minor unit, never binary floating point.

const ok = (minor: bigint): AmountResult => ({ ok: true, minor });
const refused = (reason: string | RegExp) => ({ ok: false, reason: expect.stringMatching(reason) });

describe('parseAmount', () => {
  describe('accepts JSON numbers exactly, through their shortest decimal text', () => {
    it.each<[number, number, bigint]>([
      [10.5, 2, 1050n],
      [10, 2, 1000n],
      [0, 2, 0n],
      [-0, 2, 0n],
      [0.1, 2, 10n],
      [0.01, 2, 1n],
      [0.07, 2, 7n],
      [1.005, 3, 1005n],
      [19.99, 2, 1999n],
      [123456789.12, 2, 12345678912n],
      [5, 0, 5n],
      [1000, 0, 1000n],
      [1.234, 3, 1234n],
      [1, 3, 1000n],
      [0.00000001, 8, 1n],
      [1e-7, 8, 10n],
      [1.5e-7, 8, 15n],
      [2.5e-7, 8, 25n],
    ])('%p with %i digits → %p', (value, digits, minor) => {
      expect(parseAmount(value, digits)).toEqual(ok(minor));
    });

    it('reads 1e-7 (printed in exponent form) as 10 satoshi, not as a refused string', () => {
      expect(String(1e-7)).toBe('1e-7');
      expect(parseAmount(1e-7, 8)).toEqual(ok(10n));
    });

    it('reads large exponent forms exactly up to the limit', () => {
      expect(parseAmount(1e15, 0)).toEqual(ok(10n ** 15n));
      expect(parseAmount(1e15, 8)).toEqual(ok(10n ** 23n));
      expect(parseAmount(1e14, 2)).toEqual(ok(10n ** 16n));
    });
  });

  describe('accepts decimal strings', () => {
    it.each<[string, number, bigint]>([
      ['10.50', 2, 1050n],
      ['10.5', 2, 1050n],
      ['10', 2, 1000n],
      ['10.500', 2, 1050n],
      ['10.50000000', 2, 1050n],
      ['0', 0, 0n],
      ['0.00', 2, 0n],
      ['-0', 2, 0n],
      ['-0.00', 2, 0n],
      ['007', 0, 7n],
      ['0.001', 3, 1n],
      ['1000000000000000', 2, 10n ** 17n],
      ['999999999999999.99999999', 8, 10n ** 23n - 1n],
      ['0.12345678', 8, 12345678n],
    ])('%p with %i digits → %p', (value, digits, minor) => {
      expect(parseAmount(value, digits)).toEqual(ok(minor));
    });

    it('reads a long run of leading zeros without trouble', () => {
      expect(parseAmount('0'.repeat(100_000) + '1', 2)).toEqual(ok(100n));
    });
  });

  describe('refuses', () => {
    it.each<[unknown, number, RegExp]>([
      [NaN, 2, /^must be a finite number$/],
      [Infinity, 2, /^must be a finite number$/],
      [-Infinity, 2, /^must be a finite number$/],
      [-1, 2, /^must not be negative$/],
      [-0.01, 2, /^must not be negative$/],
      ['-0.01', 2, /^must not be negative$/],
      ['-10.555', 2, /^must not be negative$/],
      [10.555, 2, /^has more than 2 decimal places$/],
      [0.1 + 0.2, 2, /^has more than 2 decimal places$/],
      [5.5, 0, /^has more than 0 decimal places$/],
      [0.05, 1, /^has more than 1 decimal place$/],
      [0.1234, 3, /^has more than 3 decimal places$/],
      [1e-9, 8, /^has more than 8 decimal places$/],
      [5e-324, 8, /^has more than 8 decimal places$/],
      ['10.501', 2, /^has more than 2 decimal places$/],
      ['10.5', 0, /^has more than 0 decimal places$/],
      [1e21, 2, /^must be at most 1000000000000000 in absolute value$/],
      [1.7976931348623157e308, 0, /^must be at most/],
      [1000000000000001, 0, /^must be at most/],
      ['1000000000000000.01', 2, /^must be at most/],
      ['1'.repeat(100_000), 2, /^must be at most/],
      ['10.', 2, /^must be a decimal number such as 10.50$/],
      ['.5', 2, /^must be a decimal number/],
      ['1e5', 2, /^must be a decimal number/],
      ['1E5', 2, /^must be a decimal number/],
      [' 10', 2, /^must be a decimal number/],
      ['10 ', 2, /^must be a decimal number/],
      ['+10', 2, /^must be a decimal number/],
      ['', 2, /^must be a decimal number/],
      ['1,5', 2, /^must be a decimal number/],
      ['0x10', 2, /^must be a decimal number/],
      ['NaN', 2, /^must be a decimal number/],
      ['Infinity', 2, /^must be a decimal number/],
      ['\u0661\u0660', 2, /^must be a decimal number/],
      ['--1', 2, /^must be a decimal number/],
      [null, 2, /^must be a number$/],
      [undefined, 2, /^must be a number$/],
      [true, 2, /^must be a number$/],
      [{}, 2, /^must be a number$/],
      [[10], 2, /^must be a number$/],
      [10n, 2, /^must be a number$/],
    ])('%p with %i digits', (value, digits, reason) => {
      expect(parseAmount(value, digits)).toEqual(refused(reason));
    });
  });

  describe('allowNegative', () => {
    it.each<[unknown, number, bigint]>([
      [-1, 2, -100n],
      [-10.5, 2, -1050n],
      ['-10.50', 2, -1050n],
      ['-1000000000000000', 2, -(10n ** 17n)],
      [-1e-8, 8, -1n],
    ])('%p with %i digits → %p', (value, digits, minor) => {
      expect(parseAmount(value, digits, { allowNegative: true })).toEqual(ok(minor));
    });

    it('still refuses precision and size', () => {
      expect(parseAmount(-10.555, 2, { allowNegative: true })).toEqual(refused(/more than 2 decimal places/));
      expect(parseAmount('-1000000000000000.01', 2, { allowNegative: true })).toEqual(refused(/at most/));
    });
  });

  it.each([9, -1, 1.5, NaN])('throws on impossible currency digits %p', (digits) => {
    expect(() => parseAmount(1, digits)).toThrow(RangeError);
  });

  it('never throws, and never accepts a number it would change, for any double', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 8 }), fc.boolean(), (value, digits, allowNegative) => {
        const result = parseAmount(value, digits, { allowNegative });
        if (result.ok) {
          expect(amountToNumber(result.minor, digits) === value).toBe(true);
        }
      }),
    );
  });

  it('refuses any amount with a non-zero digit beyond the currency digits', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 9 }),
        (minor, digits, extra) => {
          const text = formatAmount(minor, digits) + (digits === 0 ? '.' : '') + String(extra);
          expect(parseAmount(text, digits)).toEqual(refused(/^has more than/));
        },
      ),
    );
  });
});

describe('amountReasonFor', () => {
  it('names the currency in a precision reason only', () => {
    expect(amountReasonFor('has more than 2 decimal places', 'EUR')).toBe('has more than 2 decimal places for EUR');
    expect(amountReasonFor('has more than 0 decimal places', 'JPY')).toBe('has more than 0 decimal places for JPY');
    expect(amountReasonFor('must not be negative', 'EUR')).toBe('must not be negative');
    expect(amountReasonFor('must be a number', 'EUR')).toBe('must be a number');
  });
});

describe('formatAmount', () => {
  it.each<[bigint, number, string]>([
    [1050n, 2, '10.50'],
    [1000n, 2, '10.00'],
    [5n, 2, '0.05'],
    [0n, 2, '0.00'],
    [0n, 0, '0'],
    [10n, 0, '10'],
    [-5n, 2, '-0.05'],
    [-1050n, 2, '-10.50'],
    [1n, 8, '0.00000001'],
    [123456789n, 3, '123456.789'],
    [10n ** 23n, 8, '1000000000000000.00000000'],
    [-(10n ** 17n), 2, '-1000000000000000.00'],
  ])('%p with %i digits → %p', (minor, digits, text) => {
    expect(formatAmount(minor, digits)).toBe(text);
  });

  it.each([9, -1, 2.5])('throws on impossible currency digits %p', (digits) => {
    expect(() => formatAmount(1n, digits)).toThrow(RangeError);
  });

  it('always writes exactly `digits` decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }), fc.integer({ min: 0, max: 8 }), (minor, digits) => {
        const pattern = digits === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${digits}}$`);
        expect(formatAmount(minor, digits)).toMatch(pattern);
      }),
    );
  });
});

describe('parseAmount and formatAmount round-trip', () => {
  const digitsArb = fc.integer({ min: 0, max: 8 });

  it('parse(format(m)) = m for any amount within the limit and any digits 0..8', () => {
    fc.assert(
      fc.property(digitsArb, fc.bigInt({ min: 0n, max: MAX_AMOUNT_MAJOR * 10n ** 8n }), fc.boolean(), (digits, raw, negative) => {
        const limit = MAX_AMOUNT_MAJOR * 10n ** BigInt(digits);
        const minor = (negative ? -1n : 1n) * (raw % (limit + 1n));
        expect(parseAmount(formatAmount(minor, digits), digits, { allowNegative: true })).toEqual(ok(minor));
        expect(decimalToMinor(formatAmount(minor, digits), digits)).toBe(minor);
      }),
    );
  });

  it('JSON number round-trip is exact for any amount of up to 15 significant digits', () => {
    fc.assert(
      fc.property(digitsArb, fc.bigInt({ min: -(10n ** 15n - 1n), max: 10n ** 15n - 1n }), (digits, minor) => {
        const number = amountToNumber(minor, digits);
        const overTheWire = JSON.parse(JSON.stringify({ amount: number })).amount;
        expect(parseAmount(overTheWire, digits, { allowNegative: true })).toEqual(ok(minor));
      }),
    );
  });

  it('the limit is inclusive: 10^15 major units pass, one minor unit more does not', () => {
    fc.assert(
      fc.property(digitsArb, (digits) => {
        const limit = MAX_AMOUNT_MAJOR * 10n ** BigInt(digits);
        expect(parseAmount(formatAmount(limit, digits), digits)).toEqual(ok(limit));
        expect(parseAmount(formatAmount(limit + 1n, digits), digits)).toEqual(refused(/at most/));
      }),
    );
  });
});

describe('amountToNumber', () => {
  it.each<[bigint, number, number]>([
    [1050n, 2, 10.5],
    [1n, 2, 0.01],
    [-1n, 2, -0.01],
    [0n, 2, 0],
    [1999n, 2, 19.99],
    [5n, 0, 5],
    [1n, 8, 1e-8],
    [1234n, 3, 1.234],
  ])('%p with %i digits → %p', (minor, digits, number) => {
    expect(amountToNumber(minor, digits)).toBe(number);
  });

  it('prints as the exact decimal in JSON', () => {
    expect(JSON.stringify(amountToNumber(123456789012345n, 2))).toBe('1234567890123.45');
    expect(JSON.stringify(amountToNumber(10n, 2))).toBe('0.1');
    expect(JSON.stringify(amountToNumber(30n, 2))).toBe('0.3');
  });
});

describe('decimalToMinor', () => {
  it.each<[string, number, bigint]>([
    ['10.50000000', 2, 1050n],
    ['10.50', 2, 1050n],
    ['10.5', 2, 1050n],
    ['10', 2, 1000n],
    ['0.00000000', 2, 0n],
    ['0', 0, 0n],
    ['-3.10', 2, -310n],
    ['-0.00000001', 8, -1n],
    ['12.34500000', 3, 12345n],
    ['123456789012345678901.12', 2, 12345678901234567890112n],
  ])('%p with %i digits → %p', (text, digits, minor) => {
    expect(decimalToMinor(text, digits)).toBe(minor);
  });

  it.each<[string, RegExp]>([
    ['10.501', /more than 2 decimal places/],
    ['10.00000001', /more than 2 decimal places/],
    ['NaN', /Not a decimal amount/],
    ['Infinity', /Not a decimal amount/],
    ['-Infinity', /Not a decimal amount/],
    ['', /Not a decimal amount/],
    ['1e5', /Not a decimal amount/],
    [' 1', /Not a decimal amount/],
    ['1.', /Not a decimal amount/],
  ])('throws on %p', (text, message) => {
    expect(() => decimalToMinor(text, 2)).toThrow(message);
  });

  it('throws on a non-string (a NUMERIC must never arrive as a float)', () => {
    expect(() => decimalToMinor(10.5 as unknown as string, 2)).toThrow(TypeError);
  });
});

import fc from 'fast-check';
import { applyPercent, applyPercentUnits, formatPercentUnits, HUNDRED_PERCENT_UNITS, parsePercent, percentUnitsToNumber } from './percent';

// D8: percentages are exact integer units (0.0001 %), and shares round down.

describe('parsePercent', () => {
  it.each<[unknown, number | undefined, number]>([
    [50, undefined, 500_000],
    [2.5, undefined, 25_000],
    [33.3333, undefined, 333_333],
    [0.0001, undefined, 1],
    [0, undefined, 0],
    [100, undefined, 1_000_000],
    ['12.5', undefined, 125_000],
    [2.55, 2, 25_500],
    [50, 0, 500_000],
  ])('%p (at most %p decimals) → %i units', (value, decimals, units) => {
    expect(parsePercent(value, decimals)).toEqual({ ok: true, units });
  });

  it.each<[unknown, number | undefined, RegExp]>([
    [100.0001, undefined, /^must be at most 100$/],
    [101, undefined, /^must be at most 100$/],
    [33.33333, undefined, /^has more than 4 decimal places$/],
    [2.555, 2, /^has more than 2 decimal places$/],
    [0.5, 0, /^has more than 0 decimal places$/],
    [-1, undefined, /^must not be negative$/],
    [NaN, undefined, /^must be a finite number$/],
    ['abc', undefined, /^must be a decimal number/],
    [null, undefined, /^must be a number$/],
  ])('refuses %p (at most %p decimals)', (value, decimals, reason) => {
    expect(parsePercent(value, decimals)).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });

  it.each([5, -1, 1.5])('throws on impossible decimals %p', (decimals) => {
    expect(() => parsePercent(1, decimals)).toThrow(RangeError);
  });
});

describe('formatPercentUnits and percentUnitsToNumber', () => {
  it.each<[number, string]>([
    [25_500, '2.55'],
    [1_000_000, '100'],
    [0, '0'],
    [1, '0.0001'],
    [333_333, '33.3333'],
    [975_000, '97.5'],
    [-25_000, '-2.5'],
    [10_000_001, '1000.0001'],
  ])('%i units → %p', (units, text) => {
    expect(formatPercentUnits(units)).toBe(text);
    expect(percentUnitsToNumber(units)).toBe(Number(text));
  });

  it('round-trips through parsePercent for every unit count 0..100 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: HUNDRED_PERCENT_UNITS }), (units) => {
        expect(parsePercent(percentUnitsToNumber(units))).toEqual({ ok: true, units });
        expect(parsePercent(formatPercentUnits(units))).toEqual({ ok: true, units });
      }),
    );
  });
});

describe('applyPercent', () => {
  it.each<[bigint, number | string, bigint]>([
    [1000n, 50, 500n],
    [999n, 50, 499n],
    [1n, 50, 0n],
    [1n, 99.9999, 0n],
    [10000n, 2.5, 250n],
    [10n, 33.3333, 3n],
    [100n, 100, 100n],
    [100n, 0, 0n],
    [0n, 50, 0n],
    [1000n, '12.5', 125n],
    [1999n, 97.5, 1949n],
    [10n ** 23n, 33.3333, 33333300000000000000000n],
    [10n ** 23n + 7n, 0.0001, 10n ** 17n],
  ])('%p × %p %% → %p (rounded down)', (minor, percent, result) => {
    expect(applyPercent(minor, percent)).toBe(result);
  });

  it.each<[bigint, number | string]>([
    [-1n, 50],
    [100n, 101],
    [100n, -1],
    [100n, 1.00001],
    [100n, NaN],
    [100n, 'x'],
  ])('throws on %p × %p %%', (minor, percent) => {
    expect(() => applyPercent(minor, percent)).toThrow(RangeError);
  });

  it.each([-1, 1_000_001, 0.5, NaN])('applyPercentUnits throws on %p units', (units) => {
    expect(() => applyPercentUnits(100n, units)).toThrow(RangeError);
  });

  const amount = fc.bigInt({ min: 0n, max: 10n ** 23n });
  const units = fc.integer({ min: 0, max: HUNDRED_PERCENT_UNITS });

  it('is the exact floor: never above the amount, never more than one minor unit below the exact share', () => {
    fc.assert(
      fc.property(amount, units, (minor, u) => {
        const share = applyPercentUnits(minor, u);
        expect(share >= 0n && share <= minor).toBe(true);
        const exact = minor * BigInt(u);
        expect(share * 1_000_000n <= exact && exact < (share + 1n) * 1_000_000n).toBe(true);
      }),
    );
  });

  it('is monotonic in the amount and in the percentage', () => {
    fc.assert(
      fc.property(amount, amount, units, units, (a, b, u, v) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const [uLo, uHi] = u <= v ? [u, v] : [v, u];
        expect(applyPercentUnits(lo, u) <= applyPercentUnits(hi, u)).toBe(true);
        expect(applyPercentUnits(a, uLo) <= applyPercentUnits(a, uHi)).toBe(true);
      }),
    );
  });

  it('reads a percentage given as a JSON number exactly (2.55 is 2.55, not 2.5499…)', () => {
    fc.assert(
      fc.property(amount, units, (minor, u) => {
        expect(applyPercent(minor, percentUnitsToNumber(u))).toBe(applyPercentUnits(minor, u));
      }),
    );
  });

  it('a share and its complement lose at most one minor unit together', () => {
    fc.assert(
      fc.property(amount, units, (minor, u) => {
        const total = applyPercentUnits(minor, u) + applyPercentUnits(minor, HUNDRED_PERCENT_UNITS - u);
        expect(total === minor || total === minor - 1n).toBe(true);
      }),
    );
  });
});

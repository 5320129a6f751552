import fc from 'fast-check';
import { HUNDRED_PERCENT_UNITS, percentUnitsToNumber } from '@app/common/money/percent';
import { estimatedPrizePool, prizePool, splitPrizePool } from './prize-pool';

// D8: pool = max(guarantee, fees × (1 − rake/100)), rounded down to the minor unit.

describe('prizePool', () => {
  it.each<[bigint, bigint, number | string, bigint]>([
    [0n, 0n, 0, 0n],
    [0n, 10000n, 0, 10000n],
    [0n, 10000n, 10, 9000n],
    [0n, 10000n, 2.5, 9750n],
    [0n, 10000n, 50, 5000n],
    [0n, 999n, 10, 899n], // 899.1 rounded down
    [0n, 1n, 0.01, 0n], // 0.9999 rounded down
    [0n, 333n, 33.33, 222n], // 222.0111 rounded down
    [50000n, 10000n, 10, 50000n], // the guarantee overlays
    [9000n, 10000n, 10, 9000n], // equal
    [8999n, 10000n, 10, 9000n], // fees win
    [100n, 0n, 0, 100n],
    [0n, 10n ** 23n, 12.5, 875n * 10n ** 20n],
    [0n, 10000n, '12.5', 8750n],
  ])('guarantee %p, fees %p, rake %p → %p', (guaranteedMinor, feesMinor, rakePercent, pool) => {
    expect(prizePool({ guaranteedMinor, feesMinor, rakePercent })).toBe(pool);
  });

  it.each<[bigint, bigint, number | string]>([
    [-1n, 0n, 0],
    [0n, -1n, 0],
    [0n, 100n, 100.5],
    [0n, 100n, -1],
    [0n, 100n, 1.00001],
    [0n, 100n, 'x'],
  ])('throws on guarantee %p, fees %p, rake %p', (guaranteedMinor, feesMinor, rakePercent) => {
    expect(() => prizePool({ guaranteedMinor, feesMinor, rakePercent })).toThrow(RangeError);
  });

  const money = fc.bigInt({ min: 0n, max: 10n ** 20n });
  const rake = fc.integer({ min: 0, max: 50 * 10_000 }).map(percentUnitsToNumber);

  it('is never below the guarantee, and never above the fees without one', () => {
    fc.assert(
      fc.property(money, money, rake, (guaranteedMinor, feesMinor, rakePercent) => {
        expect(prizePool({ guaranteedMinor, feesMinor, rakePercent }) >= guaranteedMinor).toBe(true);
        expect(prizePool({ guaranteedMinor: 0n, feesMinor, rakePercent }) <= feesMinor).toBe(true);
      }),
    );
  });

  it('is exactly max(guarantee, floor(fees × (100 − rake) / 100))', () => {
    fc.assert(
      fc.property(money, money, fc.integer({ min: 0, max: 500_000 }), (guaranteedMinor, feesMinor, rakeUnits) => {
        const net = (feesMinor * BigInt(HUNDRED_PERCENT_UNITS - rakeUnits)) / BigInt(HUNDRED_PERCENT_UNITS);
        const expected = net > guaranteedMinor ? net : guaranteedMinor;
        expect(prizePool({ guaranteedMinor, feesMinor, rakePercent: percentUnitsToNumber(rakeUnits) })).toBe(expected);
      }),
    );
  });

  it('grows with the fees and shrinks with the rake', () => {
    fc.assert(
      fc.property(money, money, money, rake, rake, (guaranteedMinor, a, b, r1, r2) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const [rLo, rHi] = r1 <= r2 ? [r1, r2] : [r2, r1];
        expect(
          prizePool({ guaranteedMinor, feesMinor: lo, rakePercent: r1 }) <= prizePool({ guaranteedMinor, feesMinor: hi, rakePercent: r1 }),
        ).toBe(true);
        expect(
          prizePool({ guaranteedMinor, feesMinor: a, rakePercent: rHi }) <= prizePool({ guaranteedMinor, feesMinor: a, rakePercent: rLo }),
        ).toBe(true);
      }),
    );
  });
});

describe('estimatedPrizePool', () => {
  it.each<[bigint, bigint, number | null, number, bigint]>([
    [0n, 1000n, 100, 0, 100000n],
    [0n, 1000n, 100, 10, 90000n],
    [50000n, 1000n, 10, 10, 50000n],
    [50000n, 1000n, null, 10, 50000n],
    [0n, 1000n, null, 0, 0n],
    [0n, 0n, 100, 0, 0n],
    [100n, 999n, 3, 33.33, 1998n], // 2997 × 0.6667 = 1998.0999 → 1998
    [0n, 1000n, 0, 0, 0n],
  ])('guarantee %p, fee %p, max players %p, rake %p → %p', (guaranteedMinor, entryFeeMinor, maxPlayers, rakePercent, pool) => {
    expect(estimatedPrizePool({ guaranteedMinor, entryFeeMinor, maxPlayers, rakePercent })).toBe(pool);
  });

  it.each<[bigint, bigint, number | null, number]>([
    [0n, 1000n, -1, 0],
    [0n, 1000n, 1.5, 0],
    [0n, -1n, 10, 0],
    [-1n, 0n, null, 0],
    [0n, 0n, null, 100.5],
  ])('throws on guarantee %p, fee %p, max players %p, rake %p', (guaranteedMinor, entryFeeMinor, maxPlayers, rakePercent) => {
    expect(() => estimatedPrizePool({ guaranteedMinor, entryFeeMinor, maxPlayers, rakePercent })).toThrow(RangeError);
  });

  it('with N seats equals the pool of N entry fees; unlimited is the guarantee', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 500_000 }).map(percentUnitsToNumber),
        (guaranteedMinor, entryFeeMinor, n, rakePercent) => {
          expect(estimatedPrizePool({ guaranteedMinor, entryFeeMinor, maxPlayers: n, rakePercent })).toBe(
            prizePool({ guaranteedMinor, feesMinor: entryFeeMinor * BigInt(n), rakePercent }),
          );
          expect(estimatedPrizePool({ guaranteedMinor, entryFeeMinor, maxPlayers: null, rakePercent })).toBe(guaranteedMinor);
        },
      ),
    );
  });
});

describe('splitPrizePool', () => {
  it.each<[bigint, number[], bigint[]]>([
    [10000n, [500_000, 300_000, 200_000], [5000n, 3000n, 2000n]],
    [10001n, [500_000, 300_000, 200_000], [5001n, 3000n, 2000n]],
    [10002n, [500_000, 300_000, 200_000], [5002n, 3000n, 2000n]], // 5001, 3000.6, 2000.4: the remainder goes to the best placed
    [100n, [1, 1, 1], [34n, 33n, 33n]],
    [2n, [1, 1, 1], [1n, 1n, 0n]],
    [0n, [1, 1], [0n, 0n]],
    [10000n, [500_000, 300_000], [6250n, 3750n]], // 2 players, 3 paid places: spread in proportion
    [7n, [0, 1, 1], [0n, 4n, 3n]],
    [100n, [], []],
  ])('%p by %p → %p', (amount, weights, shares) => {
    expect(splitPrizePool(amount, weights)).toEqual(shares);
  });

  it.each<[bigint, number[]]>([
    [-1n, [1]],
    [10n, [0, 0]],
    [10n, [-1, 2]],
    [10n, [1.5]],
  ])('throws on %p by %p', (amount, weights) => {
    expect(() => splitPrizePool(amount, weights)).toThrow(RangeError);
  });

  it('sums to the amount exactly, each share within one minor unit of its exact value, best first', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.array(fc.integer({ min: 1, max: HUNDRED_PERCENT_UNITS }), { minLength: 1, maxLength: 200 }),
        (amount, raw) => {
          const weights = [...raw].sort((a, b) => b - a);
          const shares = splitPrizePool(amount, weights);
          const total = BigInt(weights.reduce((a, b) => a + b, 0));
          expect(shares.reduce((a, b) => a + b, 0n)).toBe(amount);
          shares.forEach((share, i) => {
            const exact = amount * BigInt(weights[i]);
            expect(share * total >= exact - total && share * total <= exact + total).toBe(true);
            if (i > 0) expect(share <= shares[i - 1]).toBe(true);
          });
        },
      ),
    );
  });
});

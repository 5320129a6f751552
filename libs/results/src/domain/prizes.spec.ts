import fc from 'fast-check';
import { defaultDistribution, distributionOf, expandDistribution } from '@app/tournaments/domain/distribution';
import { prizePool, splitPrizePool } from '@app/tournaments/domain/prize-pool';
import { awardPrizes } from './prizes';

// D8: prizes from final positions, exact to the minor unit.

const DEFAULT_UNITS = expandDistribution(defaultDistribution());
const unitsOf = (map: Record<string, number>) => expandDistribution(distributionOf(map));

/** Prizes of players in positions `positions` (all of them placed). */
const prizes = (positions: number[], placeUnits: number[], poolMinor: bigint, totalPlayers = positions.length) =>
  awardPrizes({ positions, placeUnits, totalPlayers, poolMinor });

/** 1..n, no ties. */
const ranks = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('awardPrizes: examples', () => {
  it('default distribution 50/30/20 over more players than places: the others get nothing', () => {
    expect(prizes(ranks(5), DEFAULT_UNITS, 10_000n)).toEqual([5_000n, 3_000n, 2_000n, 0n, 0n]);
  });

  it('a range "4-10" pays each of its positions that percentage', () => {
    const units = unitsOf({ '1': 40, '2': 20, '3': 12, '4-10': 4 });
    expect(prizes(ranks(12), units, 100_000n)).toEqual([40_000n, 20_000n, 12_000n, ...Array(7).fill(4_000n), 0n, 0n]);
  });

  it('fewer players than paid places: only occupied places weigh, the rest spreads in proportion', () => {
    // 50 and 30 of 80: 62.5 % and 37.5 %.
    expect(prizes(ranks(2), DEFAULT_UNITS, 10_000n)).toEqual([6_250n, 3_750n]);
    expect(prizes(ranks(1), DEFAULT_UNITS, 10_000n)).toEqual([10_000n]);
    const units = unitsOf({ '1-10': 10 });
    expect(prizes(ranks(4), units, 1_000n)).toEqual([250n, 250n, 250n, 250n]);
  });

  it('rounds down and hands the remainder one minor unit at a time to the best-placed', () => {
    // 11 cents: 5.5, 3.3, 2.2 → 5, 3, 2 and one cent left for the winner.
    expect(prizes(ranks(3), DEFAULT_UNITS, 11n)).toEqual([6n, 3n, 2n]);
    // 33.3334 / 33.3333 / 33.3333 % of 1.00: 33 each, one cent left.
    expect(prizes(ranks(3), unitsOf({ '1': 33.3334, '2-3': 33.3333 }), 100n)).toEqual([34n, 33n, 33n]);
    // 7 equal places, 1.00: 14 each and 2 cents for the first two.
    expect(prizes(ranks(7), unitsOf({ '1-7': 14.2857, '8': 0.0001 }), 100n)).toEqual([15n, 15n, 14n, 14n, 14n, 14n, 14n]);
  });

  it('a shared tie splits the sum of the positions it occupies equally', () => {
    // Two tied first: places 1 and 2 = 80 % of 3.00 = 2.40, 1.20 each; third 0.60.
    expect(prizes([1, 1, 3], DEFAULT_UNITS, 300n)).toEqual([120n, 120n, 60n]);
    // Tied second and third: 50 % for the first, 30 + 20 = 50 % shared.
    expect(prizes([1, 2, 2, 4], DEFAULT_UNITS, 10_000n)).toEqual([5_000n, 2_500n, 2_500n, 0n]);
    // A remainder cent inside a tie goes to the first of the tie in the final order.
    expect(prizes([1, 1, 3], DEFAULT_UNITS, 301n)).toEqual([121n, 120n, 60n]);
  });

  it('a tie reaching beyond the paid places shares only the paid ones', () => {
    // Three tied at 3rd occupy places 3-5; only place 3 (20 %) is paid: 6.666… % each.
    // 100.00: 50.00, 30.00, then 66.66… → 6.66 each, and the two cents left go to the best-placed.
    expect(prizes([1, 2, 3, 3, 3], DEFAULT_UNITS, 10_000n)).toEqual([5_001n, 3_001n, 666n, 666n, 666n]);
    // Everyone tied first: the whole distribution shared.
    expect(prizes([1, 1, 1, 1], DEFAULT_UNITS, 1_000n)).toEqual([250n, 250n, 250n, 250n]);
  });

  it('pays from the guarantee when it overlays the fees', () => {
    const pool = prizePool({ guaranteedMinor: 50_000n, feesMinor: 20_000n, rakePercent: 0 });
    expect(pool).toBe(50_000n);
    expect(prizes(ranks(4), DEFAULT_UNITS, pool)).toEqual([25_000n, 15_000n, 10_000n, 0n]);
  });

  it('pays the fees less the rake, rounded down', () => {
    // 3 × 9.99 = 29.97 less 12.5 % = 26.22375 → 26.22; 13.11, 7.866, 5.244 → 13.11 + 1 cent, 7.86, 5.24.
    const pool = prizePool({ guaranteedMinor: 0n, feesMinor: 2_997n, rakePercent: 12.5 });
    expect(pool).toBe(2_622n);
    expect(prizes(ranks(3), DEFAULT_UNITS, pool)).toEqual([1_312n, 786n, 524n]);
  });

  it('pays nothing from an empty pool or to nobody', () => {
    expect(prizes(ranks(3), DEFAULT_UNITS, 0n)).toEqual([0n, 0n, 0n]);
    expect(prizes([], DEFAULT_UNITS, 10_000n, 0)).toEqual([]);
  });

  it('accepts the entries up to the paid places only, the rest counted in totalPlayers', () => {
    // A million players, 3 paid: only the first three need to be in memory.
    expect(awardPrizes({ positions: [1, 2, 3], placeUnits: DEFAULT_UNITS, totalPlayers: 1_000_000, poolMinor: 10_000n })).toEqual([
      5_000n,
      3_000n,
      2_000n,
    ]);
  });

  it('refuses inputs that are not a competition ranking or stop inside the paid places', () => {
    expect(() => prizes([2, 3], DEFAULT_UNITS, 100n)).toThrow(RangeError);
    expect(() => prizes([1, 1, 2], DEFAULT_UNITS, 100n)).toThrow(RangeError);
    expect(() => prizes([1, 3], DEFAULT_UNITS, 100n)).toThrow(RangeError);
    expect(() => awardPrizes({ positions: [1, 2], placeUnits: DEFAULT_UNITS, totalPlayers: 5, poolMinor: 100n })).toThrow(/inside the 3/);
    expect(() => awardPrizes({ positions: [1, 2], placeUnits: DEFAULT_UNITS, totalPlayers: 1, poolMinor: 100n })).toThrow(RangeError);
    expect(() => prizes([1], DEFAULT_UNITS, -1n)).toThrow(RangeError);
    expect(() => prizes([1], [1.5], 100n)).toThrow(RangeError);
  });
});

/** A competition ranking of n players from "tied with the one before" flags. */
function rankingOf(tiedWithPrevious: boolean[]): number[] {
  const positions: number[] = [];
  tiedWithPrevious.forEach((tied, i) => positions.push(i > 0 && tied ? positions[i - 1] : i + 1));
  return positions;
}

const arbitraryCase = (options: { nonIncreasing?: boolean } = {}) =>
  fc
    .record({
      units: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 25 }),
      ties: fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
      pool: fc.bigInt({ min: 0n, max: 10n ** 13n }),
    })
    .map(({ units, ties, pool }) => ({
      placeUnits: options.nonIncreasing ? [...units].sort((a, b) => b - a) : units,
      positions: rankingOf(ties),
      pool,
    }));

describe('awardPrizes: properties', () => {
  it('sums exactly to the pool whenever someone is placed, and nothing is negative', () => {
    fc.assert(
      fc.property(arbitraryCase(), ({ placeUnits, positions, pool }) => {
        const result = prizes(positions, placeUnits, pool);
        expect(result.reduce((a, b) => a + b, 0n)).toBe(pool);
        expect(result.every((prize) => prize >= 0n)).toBe(true);
      }),
    );
  });

  it('tied players differ by at most one minor unit, each within one unit of the exact fair share', () => {
    fc.assert(
      fc.property(arbitraryCase(), ({ placeUnits, positions, pool }) => {
        const result = prizes(positions, placeUnits, pool);
        const occupied = Math.min(placeUnits.length, positions.length);
        const total = placeUnits.slice(0, occupied).reduce((a, b) => a + BigInt(b), 0n);
        for (let i = 0; i < positions.length; i++) {
          const members = positions.filter((p) => p === positions[i]).length;
          const from = positions[i];
          const groupUnits = placeUnits.slice(from - 1, Math.min(from - 1 + members, occupied)).reduce((a, b) => a + BigInt(b), 0n);
          // The exact share is pool × group / (k × total); a prize is its floor or the floor + 1.
          const scaled = result[i] * BigInt(members) * total;
          expect(scaled).toBeGreaterThan(pool * groupUnits - BigInt(members) * total);
          expect(scaled).toBeLessThanOrEqual(pool * groupUnits + BigInt(members) * total);
          for (let j = 0; j < positions.length; j++) {
            if (positions[j] === positions[i]) expect(result[i] - result[j] <= 1n && result[j] - result[i] <= 1n).toBe(true);
          }
        }
      }),
    );
  });

  it('a better position never gets less than a worse one (distribution not increasing)', () => {
    fc.assert(
      fc.property(arbitraryCase({ nonIncreasing: true }), ({ placeUnits, positions, pool }) => {
        const result = prizes(positions, placeUnits, pool);
        for (let i = 0; i + 1 < positions.length; i++) {
          if (positions[i] < positions[i + 1]) expect(result[i]).toBeGreaterThanOrEqual(result[i + 1]);
        }
      }),
    );
  });

  it('without ties it is splitPrizePool over the occupied places', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 1, max: 40 }),
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        (placeUnits, players, pool) => {
          const occupied = Math.min(placeUnits.length, players);
          const expected = [...splitPrizePool(pool, placeUnits.slice(0, occupied)), ...Array(players - occupied).fill(0n)];
          expect(prizes(ranks(players), placeUnits, pool)).toEqual(expected);
        },
      ),
    );
  });
});

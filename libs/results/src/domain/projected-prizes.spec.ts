import fc from 'fast-check';
import { defaultDistribution, expandDistribution } from '@app/tournaments/domain/distribution';
import { awardPrizes } from './prizes';
import { projectPrizes } from './projected-prizes';

const UNITS = expandDistribution(defaultDistribution()); // 50/30/20

describe('projectPrizes', () => {
  it('a page holding every player: what completion would pay for these positions', () => {
    expect(projectPrizes({ positions: [1, 2, 3, 4], totalPlayers: 4, placeUnits: UNITS, poolMinor: 10_000n })).toEqual([
      5_000n,
      3_000n,
      2_000n,
      0n,
    ]);
  });

  it('ties share their places, as at completion', () => {
    expect(projectPrizes({ positions: [1, 1, 3], totalPlayers: 3, placeUnits: UNITS, poolMinor: 10_000n })).toEqual([
      4_000n,
      4_000n,
      2_000n,
    ]);
  });

  it('fewer players than paid places: the pool is spread over the occupied places', () => {
    expect(projectPrizes({ positions: [1, 2], totalPlayers: 2, placeUnits: UNITS, poolMinor: 10_000n })).toEqual([6_250n, 3_750n]);
  });

  it('no players: nothing to show; an empty pool: zeros', () => {
    expect(projectPrizes({ positions: [], totalPlayers: 0, placeUnits: UNITS, poolMinor: 10_000n })).toEqual([]);
    expect(projectPrizes({ positions: [1, 2], totalPlayers: 2, placeUnits: UNITS, poolMinor: 0n })).toEqual([0n, 0n]);
  });

  it('a partial page past the paid places is enough', () => {
    expect(projectPrizes({ positions: [1, 2, 3, 4], totalPlayers: 1_000, placeUnits: UNITS, poolMinor: 10_000n })).toEqual([
      5_000n,
      3_000n,
      2_000n,
      0n,
    ]);
  });

  it('a partial page ending inside the paid places (a tie may go on past it) cannot say', () => {
    expect(projectPrizes({ positions: [1, 2, 2], totalPlayers: 10, placeUnits: UNITS, poolMinor: 10_000n })).toBeNull();
    expect(projectPrizes({ positions: [1, 2, 3], totalPlayers: 10, placeUnits: UNITS, poolMinor: 10_000n })).toBeNull();
  });

  it('positions that are not a ranking cannot say (never throws)', () => {
    expect(projectPrizes({ positions: [2, 3], totalPlayers: 2, placeUnits: UNITS, poolMinor: 100n })).toBeNull();
  });

  it('property: a whole page pays the pool exactly, to the same players completion would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 10 }),
        fc.bigInt({ min: 0n, max: 10_000_000n }),
        (ties, placeUnits, poolMinor) => {
          const positions: number[] = [];
          ties.forEach((tied, i) => positions.push(i > 0 && tied ? positions[i - 1] : i + 1));
          const projected = projectPrizes({ positions, totalPlayers: positions.length, placeUnits, poolMinor })!;
          expect(projected).toEqual(awardPrizes({ positions, placeUnits, totalPlayers: positions.length, poolMinor }));
          expect(projected.reduce((sum, p) => sum + p, 0n)).toBe(poolMinor);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { defaultDistribution, expandDistribution } from '@app/tournaments/domain/distribution';
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

  /** A competition ranking from 1 of `ties.length` players: each tie joins the row before. */
  const rankingOf = (ties: boolean[]): number[] => {
    const positions: number[] = [];
    ties.forEach((tied, i) => positions.push(i > 0 && tied ? positions[i - 1] : i + 1));
    return positions;
  };
  const ranking = fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }).map(rankingOf);
  const units = fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 10 });
  const pool = fc.bigInt({ min: 0n, max: 10_000_000n });

  it('property: a whole page pays the pool exactly, tied players within one minor unit of each other', () => {
    fc.assert(
      fc.property(ranking, units, pool, (positions, placeUnits, poolMinor) => {
        const projected = projectPrizes({ positions, totalPlayers: positions.length, placeUnits, poolMinor })!;
        expect(projected).toHaveLength(positions.length);
        expect(projected.reduce((sum, p) => sum + p, 0n)).toBe(poolMinor);
        projected.forEach((prize, i) => {
          expect(prize >= 0n).toBe(true);
          if (i > 0 && positions[i] === positions[i - 1]) expect(prize - projected[i - 1]).toBeLessThanOrEqual(0n);
          if (i > 0 && positions[i] === positions[i - 1]) expect(projected[i - 1] - prize).toBeLessThanOrEqual(1n);
        });
      }),
    );
  });

  it('property: with places paying less the further down, a better position never wins less', () => {
    const descending = units.map((list) => [...list].sort((a, b) => b - a));
    fc.assert(
      fc.property(ranking, descending, pool, (positions, placeUnits, poolMinor) => {
        const projected = projectPrizes({ positions, totalPlayers: positions.length, placeUnits, poolMinor })!;
        // Compare the best-paid member of each tie group (the remainder's minor unit goes first).
        projected.forEach((prize, i) => {
          if (i > 0 && positions[i] !== positions[i - 1]) expect(prize <= projected[i - 1]).toBe(true);
        });
      }),
    );
  });

  it('property: a first page says what the whole field would show for its rows, or nothing', () => {
    fc.assert(
      fc.property(ranking, units, pool, fc.nat(), (positions, placeUnits, poolMinor, cut) => {
        const totalPlayers = positions.length;
        const whole = projectPrizes({ positions, totalPlayers, placeUnits, poolMinor })!;
        const pageSize = 1 + (cut % totalPlayers);
        const page = positions.slice(0, pageSize);
        const projected = projectPrizes({ positions: page, totalPlayers, placeUnits, poolMinor });
        // A page that goes past the paid places settles them; one that stops inside them cannot.
        const settles = pageSize === totalPlayers || page[pageSize - 1] > placeUnits.length;
        expect(projected).toEqual(settles ? whole.slice(0, pageSize) : null);
      }),
    );
  });
});

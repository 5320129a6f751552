import fc from 'fast-check';
import { compareDecimal, StandingKey, StandingsRules, tiedInStandings } from '../domain/standings';
import { centredOffset, standingsRulesOf, tieDepth } from './standings-rules';

describe('standingsRulesOf', () => {
  it.each([
    [{}, { tieBreak: 'earliest', rankingType: 'points_based' }],
    [null, { tieBreak: 'earliest', rankingType: 'points_based' }],
    [{ tie_break: 'share' }, { tieBreak: 'share', rankingType: 'points_based' }],
    [{ tournament_type: 'elimination' }, { tieBreak: 'earliest', rankingType: 'elimination' }],
    [
      { tournament_type: 'leaderboard', tie_break: 'share' },
      { tieBreak: 'share', rankingType: 'points_based' },
    ],
  ])('reads %j as %j', (config, rules) => {
    expect(standingsRulesOf(config)).toEqual(rules);
  });
});

describe('tieDepth', () => {
  const time = fc.option(
    fc.integer({ min: 0, max: 3 }).map((s) => new Date(Date.UTC(2026, 0, 1, 0, 0, s))),
    { nil: null },
  );
  const key = fc.record<StandingKey>({
    id: fc.uuid(),
    points: fc.constantFrom('0', '1', '1.50', '1.5', '2'),
    pointsUpdatedAt: time,
    registeredAt: fc.integer({ min: 0, max: 2 }).map((s) => new Date(Date.UTC(2026, 0, 1, 0, 0, s))),
    eliminatedAt: time,
  });
  const rules = fc.record<StandingsRules>({
    tieBreak: fc.constantFrom('earliest', 'share'),
    rankingType: fc.constantFrom('points_based', 'elimination'),
  });

  /** The first `depth` standings columns (eliminated_at, points, ..., id) of two keys are equal. */
  function samePrefix(a: StandingKey, b: StandingKey, depth: number): boolean {
    const columns = [
      (k: StandingKey) => k.eliminatedAt?.getTime() ?? null,
      (k: StandingKey) => k.points,
      (k: StandingKey) => k.pointsUpdatedAt?.getTime() ?? null,
      (k: StandingKey) => k.registeredAt.getTime(),
      (k: StandingKey) => k.id,
    ];
    return columns.slice(0, depth).every((column, i) => (i === 1 ? compareDecimal(a.points, b.points) === 0 : column(a) === column(b)));
  }

  it('says which sort columns tied players share: tied exactly when that prefix of the order is equal', () => {
    fc.assert(
      fc.property(key, key, rules, (a, b, r) => {
        fc.pre(a.id !== b.id);
        const depth = tieDepth(a.eliminatedAt !== null, r);
        expect(tiedInStandings(a, b, r)).toBe(samePrefix(a, b, depth));
      }),
      { numRuns: 2000 },
    );
  });

  it('lets nobody tie under earliest, except one elimination event in an elimination tournament', () => {
    expect(tieDepth(false, { tieBreak: 'earliest', rankingType: 'elimination' })).toBe(5);
    expect(tieDepth(true, { tieBreak: 'earliest', rankingType: 'elimination' })).toBe(1);
    expect(tieDepth(true, { tieBreak: 'earliest', rankingType: 'points_based' })).toBe(5);
    expect(tieDepth(true, { tieBreak: 'share', rankingType: 'points_based' })).toBe(2);
    expect(tieDepth(false, { tieBreak: 'share', rankingType: 'points_based' })).toBe(2);
  });
});

describe('centredOffset', () => {
  it.each([
    // index, limit, total, offset
    [0, 5, 100, 0],
    [2, 5, 100, 0],
    [50, 5, 100, 48],
    [50, 4, 100, 49],
    [50, 1, 100, 50],
    [99, 5, 100, 95],
    [3, 10, 4, 0],
  ])('centres row %i in pages of %i of %i rows at offset %i', (index, limit, total, offset) => {
    expect(centredOffset(index, limit, total)).toBe(offset);
  });

  it('always returns a page holding the row, within the list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 200 }), fc.nat(), (total, limit, seed) => {
        const index = seed % total;
        const offset = centredOffset(index, limit, total);
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset).toBeLessThanOrEqual(Math.max(0, total - limit));
        expect(index).toBeGreaterThanOrEqual(offset);
        expect(index).toBeLessThan(offset + limit);
      }),
    );
  });
});

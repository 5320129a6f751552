import fc from 'fast-check';
import { assignPositions, compareDecimal, compareStandings, StandingKey, StandingsRules, tiedInStandings } from './standings';

// The standings order and its ties (D5, D7, D8): one order for leaderboards, ranks and final
// positions.

const T0 = Date.UTC(2030, 0, 1);
const at = (seconds: number) => new Date(T0 + seconds * 1000);
const key = (id: string, points: string, extra: Partial<StandingKey> = {}): StandingKey => ({
  id,
  points,
  pointsUpdatedAt: null,
  registeredAt: at(0),
  eliminatedAt: null,
  ...extra,
});
const RULES: StandingsRules[] = [
  { tieBreak: 'earliest', rankingType: 'points_based' },
  { tieBreak: 'share', rankingType: 'points_based' },
  { tieBreak: 'earliest', rankingType: 'elimination' },
  { tieBreak: 'share', rankingType: 'elimination' },
];
const [EARLIEST, SHARE, ELIMINATION] = RULES;

/** Decimal strings that collide often: equal values in different spellings, signs, zeros. */
const decimalText = fc.oneof(
  fc.constantFrom('0', '0.0', '-0', '1', '1.5', '1.50', '01.5', '10', '9.99999999', '-1', '-1.5', '-10', '100.00000001'),
  fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 })).map(([negative, digits, scale]) => {
    const text = digits.toString().padStart(scale + 1, '0');
    const body = scale === 0 ? text : `${text.slice(0, text.length - scale)}.${text.slice(text.length - scale)}`;
    return negative ? `-${body}` : body;
  }),
);

/** The exact value of a decimal string, scaled by 10^8 (at most 8 decimals here). */
function scaled(text: string): bigint {
  const negative = text.startsWith('-');
  const [int, frac = ''] = (negative ? text.slice(1) : text).split('.');
  const value = BigInt(int) * 10n ** 8n + BigInt(frac.padEnd(8, '0'));
  return negative ? -value : value;
}

const arbitraryKeys = fc
  .array(
    fc.record({
      points: fc.constantFrom('0', '1', '1.5', '1.50', '10', '-2'),
      reached: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      registered: fc.integer({ min: 0, max: 3 }),
      eliminated: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    }),
    { maxLength: 30 },
  )
  .map((raw) =>
    raw.map((r, i) =>
      key(`id-${String(i).padStart(3, '0')}`, r.points, {
        pointsUpdatedAt: r.reached === null ? null : at(r.reached),
        registeredAt: at(r.registered),
        eliminatedAt: r.eliminated === null ? null : at(r.eliminated),
      }),
    ),
  );
const arbitraryRules = fc.constantFrom(...RULES);

describe('compareDecimal', () => {
  it.each([
    ['1.5', '1.50', 0],
    ['0', '-0', 0],
    ['0.0', '0', 0],
    ['01.5', '1.5', 0],
    ['10', '9.99999999', 1],
    ['-1', '0.5', -1],
    ['-2', '-1', -1],
    ['-1.5', '-1.25', -1],
    ['100', '99', 1],
    ['0.1', '0.09', 1],
  ])('%s vs %s is %i', (a, b, expected) => {
    expect(Math.sign(compareDecimal(a, b))).toBe(expected);
    expect(Math.sign(compareDecimal(b, a))).toBe(-expected || 0);
  });

  it('agrees with exact arithmetic on any decimals', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const exact = scaled(a) === scaled(b) ? 0 : scaled(a) < scaled(b) ? -1 : 1;
        expect(Math.sign(compareDecimal(a, b))).toBe(exact);
      }),
    );
  });
});

describe('compareStandings', () => {
  it('ranks players still in first, a later elimination higher, then points, first to reach, registration, id', () => {
    const entries = [
      key('out-early', '500', { eliminatedAt: at(10) }),
      key('out-late', '1', { eliminatedAt: at(20) }),
      key('low', '5'),
      key('reached-later', '10', { pointsUpdatedAt: at(3) }),
      key('reached-first', '10', { pointsUpdatedAt: at(2) }),
      key('never-updated', '10'),
      key('registered-later-b', '10', { pointsUpdatedAt: at(5), registeredAt: at(1) }),
      key('registered-later-a', '10', { pointsUpdatedAt: at(5), registeredAt: at(1) }),
    ];
    expect([...entries].sort(compareStandings).map((e) => e.id)).toEqual([
      'never-updated',
      'reached-first',
      'reached-later',
      'registered-later-a',
      'registered-later-b',
      'low',
      'out-late',
      'out-early',
    ]);
  });

  it('is a total order: antisymmetric, transitive, and 0 only for the same id', () => {
    fc.assert(
      fc.property(arbitraryKeys, (keys) => {
        for (const a of keys) {
          for (const b of keys) {
            const ab = Math.sign(compareStandings(a, b));
            expect(ab).toBe(-Math.sign(compareStandings(b, a)) || 0);
            expect(ab === 0).toBe(a.id === b.id);
            for (const c of keys) {
              if (ab < 0 && compareStandings(b, c) < 0) expect(compareStandings(a, c)).toBeLessThan(0);
            }
          }
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('tiedInStandings', () => {
  it.each<[string, StandingKey, StandingKey, StandingsRules, boolean]>([
    ['players still in, equal points, earliest', key('a', '10'), key('b', '10.0'), EARLIEST, false],
    ['players still in, equal points, share', key('a', '10'), key('b', '10.0'), SHARE, true],
    ['players still in, different points, share', key('a', '10'), key('b', '9'), SHARE, false],
    ['one in, one out', key('a', '10'), key('b', '10', { eliminatedAt: at(1) }), SHARE, false],
    [
      'out in the same event, elimination type, any points',
      key('a', '1', { eliminatedAt: at(1) }),
      key('b', '7', { eliminatedAt: at(1) }),
      ELIMINATION,
      true,
    ],
    [
      'out in different events, elimination type',
      key('a', '1', { eliminatedAt: at(1) }),
      key('b', '1', { eliminatedAt: at(2) }),
      ELIMINATION,
      false,
    ],
    [
      'out together, points-based, earliest',
      key('a', '1', { eliminatedAt: at(1) }),
      key('b', '1', { eliminatedAt: at(1) }),
      EARLIEST,
      false,
    ],
    [
      'out together, points-based, share, equal points',
      key('a', '1', { eliminatedAt: at(1) }),
      key('b', '1', { eliminatedAt: at(1) }),
      SHARE,
      true,
    ],
    [
      'out together, points-based, share, other points',
      key('a', '1', { eliminatedAt: at(1) }),
      key('b', '2', { eliminatedAt: at(1) }),
      SHARE,
      false,
    ],
  ])('%s: %p', (_name, a, b, rules, tied) => {
    expect(tiedInStandings(a, b, rules)).toBe(tied);
    expect(tiedInStandings(b, a, rules)).toBe(tied);
  });

  it('is symmetric, and ties are contiguous in the order (a tie never jumps over a player)', () => {
    fc.assert(
      fc.property(arbitraryKeys, arbitraryRules, (keys, rules) => {
        const ordered = [...keys].sort(compareStandings);
        for (let i = 0; i < ordered.length; i++) {
          for (let j = i + 1; j < ordered.length; j++) {
            const tied = tiedInStandings(ordered[i], ordered[j], rules);
            expect(tiedInStandings(ordered[j], ordered[i], rules)).toBe(tied);
            if (tied) {
              for (let k = i + 1; k < j; k++) {
                expect(tiedInStandings(ordered[i], ordered[k], rules) && tiedInStandings(ordered[k], ordered[j], rules)).toBe(true);
              }
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('assignPositions', () => {
  it('gives competition ranking (1, 2, 2, 4)', () => {
    const ordered = [key('a', '30'), key('b', '20'), key('c', '20'), key('d', '10')];
    expect(assignPositions(ordered, SHARE)).toEqual([1, 2, 2, 4]);
    expect(assignPositions(ordered, EARLIEST)).toEqual([1, 2, 3, 4]);
    expect(assignPositions([], SHARE)).toEqual([]);
  });

  it('a page starts at the rank of its first row', () => {
    const ordered = [key('b', '20'), key('c', '20'), key('d', '10')];
    // The page's first row is tied with a row of the page before, at position 2 (index 3 onwards).
    expect(assignPositions(ordered, SHARE, 2, 3)).toEqual([2, 2, 6]);
    expect(assignPositions(ordered, EARLIEST, 11)).toEqual([11, 12, 13]);
  });

  it('is a competition ranking whose equal neighbours are exactly the ties', () => {
    fc.assert(
      fc.property(arbitraryKeys, arbitraryRules, (keys, rules) => {
        const ordered = [...keys].sort(compareStandings);
        const positions = assignPositions(ordered, rules);
        positions.forEach((position, i) => {
          if (i === 0) return expect(position).toBe(1);
          const tied = tiedInStandings(ordered[i - 1], ordered[i], rules);
          expect(position).toBe(tied ? positions[i - 1] : i + 1);
        });
        // Players tied with each other share a position; players not tied never do.
        for (let i = 0; i < ordered.length; i++) {
          for (let j = i + 1; j < ordered.length; j++) {
            expect(positions[i] === positions[j]).toBe(tiedInStandings(ordered[i], ordered[j], rules));
          }
        }
      }),
    );
  });

  it('with earliest and nobody eliminated, positions are 1..n', () => {
    fc.assert(
      fc.property(arbitraryKeys, (keys) => {
        const ordered = keys.filter((k) => k.eliminatedAt === null).sort(compareStandings);
        expect(assignPositions(ordered, EARLIEST)).toEqual(ordered.map((_, i) => i + 1));
      }),
    );
  });
});

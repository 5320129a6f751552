import fc from 'fast-check';
import { DomainException, ErrorCode, ValidationFailedException } from '@app/common';
import { assignPositions, compareStandings, StandingKey, StandingsRules } from './standings';
import { checkFinalStandings, FINAL_STANDINGS_FIELD, isEntryId, rankReported, ReportedStanding, StandingsRanker } from './final-positions';

// D5, D8, D11: final positions from the standings or from the platform's final_standings.

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
const EARLIEST: StandingsRules = { tieBreak: 'earliest', rankingType: 'points_based' };
const SHARE: StandingsRules = { tieBreak: 'share', rankingType: 'points_based' };

function errorsOf(run: () => void): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailedException);
    expect((error as DomainException).code).toBe(ErrorCode.ValidationError);
    const errors = (error as ValidationFailedException).errors;
    expect(Object.keys(errors)).toEqual([FINAL_STANDINGS_FIELD]);
    return errors[FINAL_STANDINGS_FIELD];
  }
  throw new Error('expected a validation error');
}

describe('checkFinalStandings', () => {
  const seated = new Set(['a', 'b', 'c']);

  it('accepts seated entries listed once with positions of 1 or more, ties and gaps included', () => {
    expect(() => checkFinalStandings([], seated)).not.toThrow();
    expect(() =>
      checkFinalStandings(
        [
          { entryId: 'a', position: 1, points: '150.5' },
          { entryId: 'b', position: 1 },
          { entryId: 'c', position: 7, points: '-3' },
        ],
        seated,
      ),
    ).not.toThrow();
  });

  it('names every bad line: unknown or unseated ids, repeats, bad positions and points', () => {
    const errors = errorsOf(() =>
      checkFinalStandings(
        [
          { entryId: 'a', position: 1 },
          { entryId: 'x', position: 2 },
          { entryId: 'a', position: 3 },
          { entryId: 'b', position: 0 },
          { entryId: 'c', position: 1.5, points: '1e3' },
        ],
        seated,
      ),
    );
    expect(errors).toEqual([
      expect.stringMatching(/^final_standings\[1\]\.internal_player_id "x" is not a seated player/),
      expect.stringMatching(/^final_standings\[2\]\.internal_player_id "a" is listed more than once/),
      expect.stringMatching(/^final_standings\[3\]\.position must be an integer of 1 or more/),
      expect.stringMatching(/^final_standings\[4\]\.position must be an integer of 1 or more/),
      expect.stringMatching(/^final_standings\[4\]\.points must be a decimal number/),
    ]);
  });

  it.each([['1.123456789'], ['12345678901234567890123'], [''], ['abc'], ['1.'], ['+1'], [' 1']])('refuses points %p', (points) => {
    expect(errorsOf(() => checkFinalStandings([{ entryId: 'a', position: 1, points }], seated))).toHaveLength(1);
  });

  it('refuses non-numbers as positions (NaN, strings, unsafe integers)', () => {
    for (const position of [NaN, Infinity, 2 ** 53, '1' as unknown as number]) {
      expect(errorsOf(() => checkFinalStandings([{ entryId: 'a', position }], seated))).toHaveLength(1);
    }
  });
});

describe('isEntryId', () => {
  it('accepts UUIDs only (ids that can go into a uuid[] query)', () => {
    expect(isEntryId('019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01')).toBe(true);
    expect(isEntryId('019A8F2E-7C4B-7D21-9E3A-5B6C7D8E9F01')).toBe(true);
    expect(isEntryId('player-1')).toBe(false);
    expect(isEntryId('019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01 ')).toBe(false);
  });
});

describe('rankReported', () => {
  const keys = new Map(['a', 'b', 'c', 'd'].map((id, i) => [id, key(id, String(10 - i), { registeredAt: at(i) })]));
  const rank = (lines: ReportedStanding[]) => rankReported(lines, keys).map((p) => [p.id, p.position]);

  it('orders by reported position and closes gaps (1 and 5 become 1 and 2)', () => {
    expect(
      rank([
        { entryId: 'c', position: 5 },
        { entryId: 'a', position: 1 },
      ]),
    ).toEqual([
      ['a', 1],
      ['c', 2],
    ]);
  });

  it('equal positions are ties, renumbered in competition ranking (1, 1, 2 becomes 1, 1, 3)', () => {
    expect(
      rank([
        { entryId: 'd', position: 2 },
        { entryId: 'b', position: 1 },
        { entryId: 'a', position: 1 },
      ]),
    ).toEqual([
      ['a', 1],
      ['b', 1],
      ['d', 3],
    ]);
    expect(
      rank([
        { entryId: 'a', position: 4 },
        { entryId: 'b', position: 4 },
        { entryId: 'c', position: 4 },
        { entryId: 'd', position: 9 },
      ]),
    ).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 1],
      ['d', 4],
    ]);
  });

  it('inside a tie keeps the standings order of the final keys', () => {
    // Reported points change who leads inside the tie: d now has more points than a.
    const withPoints = new Map(keys);
    withPoints.set('d', key('d', '99', { registeredAt: at(3) }));
    expect(
      rankReported(
        [
          { entryId: 'a', position: 1 },
          { entryId: 'd', position: 1 },
        ],
        withPoints,
      ).map((p) => p.id),
    ).toEqual(['d', 'a']);
  });

  it('reports a missing key as a bug', () => {
    expect(() => rankReported([{ entryId: 'zz', position: 1 }], keys)).toThrow(/zz/);
  });
});

describe('StandingsRanker', () => {
  it('ranks a whole list like assignPositions', () => {
    const ordered = [key('a', '10'), key('b', '10'), key('c', '5'), key('d', '5'), key('e', '1')];
    expect(new StandingsRanker(SHARE).next(ordered)).toEqual([1, 1, 3, 3, 5]);
    expect(new StandingsRanker(EARLIEST).next(ordered)).toEqual([1, 2, 3, 4, 5]);
  });

  it('continues positions and ties across pages, after the players listed by the platform', () => {
    const ranker = new StandingsRanker(SHARE, 2);
    expect(ranker.next([key('a', '10'), key('b', '10')])).toEqual([3, 3]);
    expect(ranker.next([key('c', '10'), key('d', '4')])).toEqual([3, 6]);
    expect(ranker.next([])).toEqual([]);
    expect(ranker.next([key('e', '4')])).toEqual([6]);
    expect(ranker.count).toBe(7);
  });

  const arbitraryKey = fc.record({
    points: fc.constantFrom('0', '1', '1.5', '1.50', '10', '-2'),
    reached: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    registered: fc.integer({ min: 0, max: 3 }),
    eliminated: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  });

  it('paging never changes the positions (any rules, any page sizes)', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryKey, { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 10 }),
        fc.constantFrom<StandingsRules['tieBreak']>('earliest', 'share'),
        fc.constantFrom<StandingsRules['rankingType']>('points_based', 'elimination'),
        fc.integer({ min: 0, max: 5 }),
        (raw, sizes, tieBreak, rankingType, before) => {
          const rules = { tieBreak, rankingType };
          const ordered = raw
            .map((r, i) =>
              key(`id-${String(i).padStart(3, '0')}`, r.points, {
                pointsUpdatedAt: r.reached === null ? null : at(r.reached),
                registeredAt: at(r.registered),
                eliminatedAt: r.eliminated === null ? null : at(r.eliminated),
              }),
            )
            .sort(compareStandings);
          const ranker = new StandingsRanker(rules, before);
          const paged: number[] = [];
          for (let i = 0, page = 0; i < ordered.length; page++) {
            const size = sizes[page % sizes.length];
            paged.push(...ranker.next(ordered.slice(i, i + size)));
            i += size;
          }
          expect(paged).toEqual(assignPositions(ordered, rules).map((p) => p + before));
        },
      ),
    );
  });
});

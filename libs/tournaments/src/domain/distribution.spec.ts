import fc from 'fast-check';
import { HUNDRED_PERCENT_UNITS, percentUnitsToNumber } from '@app/common/money/percent';
import {
  DEFAULT_DISTRIBUTION,
  defaultDistribution,
  distributionOf,
  expandDistribution,
  MAX_PAID_PLACES,
  paidPlaces,
  parseDistribution,
  type Distribution,
} from './distribution';

// D8: position keys and ranges, percentages summing to exactly 100 over all paid positions.

function parsed(raw: unknown): Distribution {
  const result = parseDistribution(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.distribution;
}

function errorsOf(raw: unknown): string[] {
  const result = parseDistribution(raw);
  if (result.ok) throw new Error(`expected errors for ${JSON.stringify(raw)}`);
  expect(Object.keys(result.errors)).toEqual(['prize_pool.distribution']);
  return result.errors['prize_pool.distribution'];
}

describe('parseDistribution: valid maps', () => {
  it.each<[Record<string, number>, number[]]>([
    [{ '1': 100 }, [1_000_000]],
    [{ '1': 50, '2': 30, '3': 20 }, [500_000, 300_000, 200_000]],
    [{ '1': 50, '2': 30, '4-10': 2.5, '3': 2.5 }, [500_000, 300_000, ...Array(8).fill(25_000)]],
    [{ '1-4': 25 }, Array(4).fill(250_000)],
    [{ '1': 33.3334, '2-3': 33.3333 }, [333_334, 333_333, 333_333]],
    [{ '1': 99.9999, '2': 0.0001 }, [999_999, 1]],
    [{ '1-10000': 0.01 }, Array(10_000).fill(100)],
    [{ '1': 10, '2': 20, '3': 70 }, [100_000, 200_000, 700_000]],
  ])('%p', (raw, expanded) => {
    const distribution = parsed(raw);
    expect(expandDistribution(distribution)).toEqual(expanded);
    expect(paidPlaces(distribution)).toBe(expanded.length);
  });

  it('gives the D8 default for undefined', () => {
    const distribution = parsed(undefined);
    expect(distribution.map).toEqual({ '1': 50, '2': 30, '3': 20 });
    expect(expandDistribution(distribution)).toEqual([500_000, 300_000, 200_000]);
    expect(defaultDistribution()).toEqual(distribution);
    expect(DEFAULT_DISTRIBUTION).toEqual({ '1': 50, '2': 30, '3': 20 });
    expect(Object.isFrozen(DEFAULT_DISTRIBUTION)).toBe(true);
  });

  it('orders entries by position and keeps keys and values as sent', () => {
    const distribution = parsed({ '4-10': 2.5, '2': 30, '1': 50, '3': 2.5 });
    expect(distribution.entries.map((e) => e.key)).toEqual(['1', '2', '3', '4-10']);
    expect(distribution.entries[3]).toEqual({ key: '4-10', from: 4, to: 10, units: 25_000, percent: 2.5 });
    expect(distribution.map).toEqual({ '1': 50, '2': 30, '3': 2.5, '4-10': 2.5 });
  });
});

describe('parseDistribution: refused maps, each error naming its key', () => {
  it.each<[unknown, string[]]>([
    [null, ['must be an object mapping positions to percentages']],
    [[50, 50], ['must be an object mapping positions to percentages']],
    ['1:100', ['must be an object mapping positions to percentages']],
    [100, ['must be an object mapping positions to percentages']],
    [{}, ['must pay at least one position']],
    [{ '0': 100 }, ['key "0" must be a position ("3") or a range of positions ("4-10"), without leading zeros or spaces']],
    [{ '01': 100 }, ['key "01" must be a position ("3") or a range of positions ("4-10"), without leading zeros or spaces']],
    [{ '-1': 100 }, ['key "-1" must be a position ("3") or a range of positions ("4-10"), without leading zeros or spaces']],
    [{ ' 1': 100 }, ['key " 1" must be a position ("3") or a range of positions ("4-10"), without leading zeros or spaces']],
    [{ '1.5': 100 }, ['key "1.5" must be a position ("3") or a range of positions ("4-10"), without leading zeros or spaces']],
    [{ first: 100 }, ['key "first" must be a position ("3") or a range of positions ("4-10"), without leading zeros or spaces']],
    [{ '1 - 2': 50 }, ['key "1 - 2" must be a position ("3") or a range of positions ("4-10"), without leading zeros or spaces']],
    [{ '1-2-3': 50 }, ['key "1-2-3" must be a position ("3") or a range of positions ("4-10"), without leading zeros or spaces']],
    [{ '1': 50, '3-2': 25 }, ['key "3-2" must be a range a-b with a < b (use "3" for one position)']],
    [{ '1': 50, '2-2': 50 }, ['key "2-2" must be a range a-b with a < b (use "2" for one position)']],
    [{ '10001': 100 }, ['key "10001" goes beyond position 10000, the last that can be paid']],
    [{ '1-10001': 100 }, ['key "1-10001" goes beyond position 10000, the last that can be paid']],
    [{ '99999999999999999999': 100 }, ['key "99999999999999999999" goes beyond position 10000, the last that can be paid']],
    [{ '1': '100' }, ['"1": the percentage must be a number']],
    [{ '1': null }, ['"1": the percentage must be a number']],
    [{ '1': 0 }, ['"1": the percentage must be greater than 0']],
    [{ '1': -10, '2': 110 }, ['"1": the percentage must not be negative', '"2": the percentage must be at most 100']],
    [
      { '1': 33.33333, '2': 66.66667 },
      ['"1": the percentage has more than 4 decimal places', '"2": the percentage has more than 4 decimal places'],
    ],
    [
      { '1': 50, '2': 30 },
      ['the percentages over all paid positions must sum to exactly 100 (a range counts once per position); they sum to 80'],
    ],
    [
      { '1': 50, '2': 30, '3': 20.0001 },
      ['the percentages over all paid positions must sum to exactly 100 (a range counts once per position); they sum to 100.0001'],
    ],
    [
      { '1': 50, '2-3': 50 },
      ['the percentages over all paid positions must sum to exactly 100 (a range counts once per position); they sum to 150'],
    ],
    [
      { '1': 33.3333, '2': 33.3333, '3': 33.3333 },
      ['the percentages over all paid positions must sum to exactly 100 (a range counts once per position); they sum to 99.9999'],
    ],
    [{ '1': 50, '2': 30, '2-3': 10 }, ['key "2-3" overlaps key "2": each position may be paid once']],
    [{ '1-5': 10, '3': 50 }, ['key "3" overlaps key "1-5": each position may be paid once']],
    [
      { '1-5': 10, '3': 25, '5-6': 12.5 },
      ['key "3" overlaps key "1-5": each position may be paid once', 'key "5-6" overlaps key "1-5": each position may be paid once'],
    ],
    [{ '2': 100 }, ['position 1 has no percentage: paid positions must be contiguous from 1']],
    [{ '1': 50, '4': 50 }, ['positions 2-3 have no percentage: paid positions must be contiguous from 1']],
    [{ '1': 50, '3-4': 25 }, ['position 2 has no percentage: paid positions must be contiguous from 1']],
    [
      { '0': 50, '1': 'x' },
      [
        'key "0" must be a position ("3") or a range of positions ("4-10"), without leading zeros or spaces',
        '"1": the percentage must be a number',
      ],
    ],
  ])('%p', (raw, messages) => {
    expect(errorsOf(raw)).toEqual(messages);
  });

  it('refuses more than 10000 paid positions', () => {
    expect(errorsOf({ '1-9999': 0.01, '10000-10001': 0.005 })).toEqual([
      'key "10000-10001" goes beyond position 10000, the last that can be paid',
    ]);
    expect(MAX_PAID_PLACES).toBe(10_000);
  });

  it('treats a "__proto__" key as a bad key, not as a prototype', () => {
    const raw = JSON.parse('{"1": 100, "__proto__": 5}');
    expect(errorsOf(raw)).toEqual([
      'key "__proto__" must be a position ("3") or a range of positions ("4-10"), without leading zeros or spaces',
    ]);
  });
});

describe('distributionOf', () => {
  it('returns a stored, valid distribution', () => {
    expect(distributionOf({ '1': 100 }).map).toEqual({ '1': 100 });
  });
  it('throws on an invalid stored map', () => {
    expect(() => distributionOf({ '1': 50 })).toThrow(/Stored prize distribution is invalid: .*sum to 50/);
  });
});

/** A random valid distribution: contiguous segments, one single-position segment balancing to 100. */
const validDistribution = fc
  .record({
    lengths: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 0, maxLength: 8 }),
    balancerAt: fc.nat(),
    seed: fc.array(fc.nat(), { minLength: 9, maxLength: 9 }),
    keyOrder: fc.nat(),
  })
  .map(({ lengths, balancerAt, seed, keyOrder }) => {
    const positions = lengths.reduce((a, b) => a + b, 0) + 1;
    const cap = Math.max(1, Math.floor(HUNDRED_PERCENT_UNITS / (2 * positions)));
    const units = lengths.map((_, i) => 1 + (seed[i] % cap));
    const used = lengths.reduce((sum, length, i) => sum + length * units[i], 0);
    const segments = lengths.map((length, i) => ({ length, units: units[i] }));
    segments.splice(balancerAt % (segments.length + 1), 0, { length: 1, units: HUNDRED_PERCENT_UNITS - used });
    const entries: Array<[string, number]> = [];
    let from = 1;
    for (const segment of segments) {
      const to = from + segment.length - 1;
      entries.push([segment.length === 1 ? `${from}` : `${from}-${to}`, percentUnitsToNumber(segment.units)]);
      from = to + 1;
    }
    // Keys in any order: rotate by a random amount.
    const shift = keyOrder % entries.length;
    const rotated = [...entries.slice(shift), ...entries.slice(0, shift)];
    return { map: Object.fromEntries(rotated) as Record<string, number>, segments, positions };
  });

describe('properties', () => {
  it('every valid distribution passes, expands to exactly 100 %, one value per paid position', () => {
    fc.assert(
      fc.property(validDistribution, ({ map, segments, positions }) => {
        const distribution = parsed(map);
        const expanded = expandDistribution(distribution);
        expect(expanded.reduce((a, b) => a + b, 0)).toBe(HUNDRED_PERCENT_UNITS);
        expect(expanded).toHaveLength(positions);
        expect(paidPlaces(distribution)).toBe(positions);
        expect(expanded).toEqual(segments.flatMap((s) => Array(s.length).fill(s.units)));
        expect(expanded.every((u) => Number.isInteger(u) && u > 0)).toBe(true);
        // What is stored reads back the same.
        expect(parsed(distribution.map)).toEqual(distribution);
      }),
    );
  });

  it('changing one percentage by 0.0001 breaks the sum', () => {
    fc.assert(
      fc.property(validDistribution, fc.nat(), fc.boolean(), ({ map }, pick, up) => {
        const keys = Object.keys(map);
        const key = keys[pick % keys.length];
        const units = Math.round(map[key] * 10_000) + (up ? 1 : -1);
        fc.pre(units > 0);
        const errors = errorsOf({ ...map, [key]: percentUnitsToNumber(units) });
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatch(/must sum to exactly 100|must be at most 100/);
      }),
    );
  });

  it('dropping a key leaves a gap or a short sum', () => {
    fc.assert(
      fc.property(validDistribution, fc.nat(), ({ map }, pick) => {
        const keys = Object.keys(map);
        fc.pre(keys.length > 1);
        const { [keys[pick % keys.length]]: _dropped, ...rest } = map;
        expect(errorsOf(rest)[0]).toMatch(/contiguous from 1|must sum to exactly 100/);
      }),
    );
  });

  it('adding a key over a paid position is an overlap', () => {
    fc.assert(
      fc.property(validDistribution, fc.nat(), ({ map, positions }, pick) => {
        const position = 1 + (pick % positions);
        const key = `${position}-${position + 1}`;
        fc.pre(!(key in map));
        expect(errorsOf({ ...map, [key]: 0.0001 }).some((m) => /overlaps/.test(m))).toBe(true);
      }),
    );
  });

  it('a fifth decimal on any value is refused, naming the key', () => {
    fc.assert(
      fc.property(validDistribution, fc.nat(), fc.integer({ min: 1, max: 9 }), ({ map }, pick, digit) => {
        const keys = Object.keys(map);
        const key = keys[pick % keys.length];
        const units = Math.round(map[key] * 10_000);
        const value = Number(`${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}${digit}`);
        expect(errorsOf({ ...map, [key]: value })).toContain(`"${key}": the percentage has more than 4 decimal places`);
      }),
    );
  });
});

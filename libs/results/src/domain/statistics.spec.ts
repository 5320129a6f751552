import fc from 'fast-check';
import { averageOf, resultsStatistics, ResultsTotals } from './statistics';

// D8 results statistics, exact.

const totals = (overrides: Partial<ResultsTotals> = {}): ResultsTotals => ({
  actualStartTime: new Date('2030-01-01T10:00:00.000Z'),
  completedAt: new Date('2030-01-01T11:30:15.999Z'),
  currentRound: 3,
  players: 3,
  pointsSum: '3500.00000000',
  feesMinor: 3_000n,
  prizesMinor: 2_700n,
  rebuys: 2,
  ...overrides,
});

describe('resultsStatistics', () => {
  it('gives duration in whole seconds, rounds, average score, fees, rebuys and revenue', () => {
    expect(resultsStatistics(totals())).toEqual({
      durationSeconds: 5415,
      totalRounds: 3,
      averageScore: '1166.67',
      totalEntryFeesMinor: 3_000n,
      totalRebuys: 2,
      operatorRevenueMinor: 300n,
    });
  });

  it('revenue is negative when a guarantee overlays the fees', () => {
    expect(resultsStatistics(totals({ feesMinor: 2_000n, prizesMinor: 3_000n })).operatorRevenueMinor).toBe(-1_000n);
  });

  it('no rounds reported is 0; missing times give a duration of 0', () => {
    expect(resultsStatistics(totals({ currentRound: null, actualStartTime: null })).totalRounds).toBe(0);
    expect(resultsStatistics(totals({ actualStartTime: null })).durationSeconds).toBe(0);
  });
});

describe('averageOf', () => {
  it.each([
    ['0', 0, '0.00'],
    ['0', 4, '0.00'],
    ['10', 4, '2.50'],
    ['1', 3, '0.33'],
    ['2', 3, '0.67'],
    ['0.005', 1, '0.01'],
    ['-0.005', 1, '-0.01'],
    ['-7', 2, '-3.50'],
    ['1250.12345678', 1, '1250.12'],
    ['123456789012345678901234.5', 2, '61728394506172839450617.25'],
  ])('sum %p of %p values averages %p', (sum, count, average) => {
    expect(averageOf(sum, count)).toBe(average);
  });

  it('is the exact mean rounded half away from zero to two decimals', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), { minLength: 1, maxLength: 30 }), (values) => {
        // values are points × 10^8
        const sum = values.reduce((a, b) => a + b, 0n);
        const text = `${sum < 0n ? '-' : ''}${(sum < 0n ? -sum : sum) / 10n ** 8n}.${String((sum < 0n ? -sum : sum) % 10n ** 8n).padStart(8, '0')}`;
        const hundredths = BigInt(averageOf(text, values.length).replace('.', ''));
        // |average × n × 10^8 − sum × 100| ≤ n × 10^8 / 2
        const error = hundredths * BigInt(values.length) * 10n ** 6n - sum;
        const bound = (BigInt(values.length) * 10n ** 6n) / 2n;
        expect(error <= bound && -error <= bound).toBe(true);
      }),
    );
  });
});

import { OVERVIEW_MAX_DAYS, parseOverviewRange, readOverviewRange } from './overview-range';

const NOW = new Date('2026-03-15T23:59:00Z');

describe('parseOverviewRange', () => {
  it('defaults to the last 30 days, today included (UTC)', () => {
    const parsed = parseOverviewRange({ from: '', to: '' }, NOW);
    expect(parsed.ok && parsed.range).toMatchObject({
      fromDay: '2026-02-14',
      toDay: '2026-03-15',
      from: new Date('2026-02-14T00:00:00Z'),
      to: new Date('2026-03-16T00:00:00Z'),
    });
    expect(parsed.ok && parsed.range.days).toHaveLength(30);
  });

  it('takes 30 days up to a To given alone, and To as today when only From is given', () => {
    const toOnly = parseOverviewRange({ from: '', to: '2026-01-31' }, NOW);
    expect(toOnly.ok && [toOnly.range.fromDay, toOnly.range.toDay]).toEqual(['2026-01-02', '2026-01-31']);
    const fromOnly = parseOverviewRange({ from: '2026-03-01', to: '' }, NOW);
    expect(fromOnly.ok && [fromOnly.range.fromDay, fromOnly.range.toDay, fromOnly.range.days.length]).toEqual([
      '2026-03-01',
      '2026-03-15',
      15,
    ]);
  });

  it('accepts one day, and exactly the longest range', () => {
    const one = parseOverviewRange({ from: '2026-02-28', to: '2026-02-28' }, NOW);
    expect(one.ok && one.range.days).toEqual(['2026-02-28']);
    const year = parseOverviewRange({ from: '2024-01-01', to: '2024-12-31' }, NOW);
    expect(year.ok && year.range.days.length).toBe(OVERVIEW_MAX_DAYS);
  });

  it.each([
    [{ from: '2026-02-30', to: '' }, { from: ['From must be a date such as 2026-01-31'] }],
    [{ from: '', to: '31/01/2026' }, { to: ['To must be a date such as 2026-01-31'] }],
    [
      { from: 'soon', to: 'later' },
      { from: ['From must be a date such as 2026-01-31'], to: ['To must be a date such as 2026-01-31'] },
    ],
    [{ from: '1969-12-31', to: '1970-01-01' }, { from: ['From must be a date such as 2026-01-31'] }],
    [{ from: '2026-03-02', to: '2026-03-01' }, { to: ['To must not be before From'] }],
    [
      { from: '2024-01-01', to: '2025-01-01' },
      { from: ['The range is 367 days; it can be at most 366. Choose a From on or after 2024-01-02, or an earlier To.'] },
    ],
  ])('refuses %p with %p', (form, errors) => {
    expect(parseOverviewRange(form, NOW)).toEqual({ ok: false, errors });
  });

  it('reads a repeated field as no date, and trims a single one', () => {
    expect(readOverviewRange({ from: ['2026-01-01', '2026-01-02'], to: ' 2026-01-31 ' })).toEqual({
      from: '2026-01-01,2026-01-02',
      to: '2026-01-31',
    });
    expect(parseOverviewRange(readOverviewRange({ from: ['2026-01-01', '2026-01-02'] }), NOW)).toEqual({
      ok: false,
      errors: { from: ['From must be a date such as 2026-01-31'] },
    });
  });
});

import { SeriesDto } from '@app/tournaments';
import {
  humanSeriesErrors,
  leadTimeErrors,
  leadTimeNote,
  minutesText,
  minutesToSeconds,
  readSeriesForm,
  seriesFields,
  seriesFormOf,
  toTemplateBody,
} from './series-form';

const series = {
  series_id: '7d1c1f4e-0000-4000-8000-000000000001',
  external_id: 'nightly',
  name: 'Nightly',
  schedule: 'DTSTART:20300101T200000Z\nRRULE:FREQ=DAILY',
  time_zone: 'UTC',
  lead_time_seconds: 3600,
  active: false,
  template: {
    name: 'Nightly cup',
    game: 'book-of-gold',
    entry_fee: 5,
    max_players: null,
    prize_pool: { total: 10, distribution: { '1': 100 } },
    config: { rake_percent: 5, rebuy_enabled: true, reels: 5 },
  },
  next_start: null,
  last_failure: null,
  created_at: '2029-01-01T00:00:00.000Z',
  updated_at: '2029-01-01T00:00:00.000Z',
} as SeriesDto;

describe('series form', () => {
  it('shows a series’ template in the tournament form’s fields and turns them back into the same template', () => {
    const form = seriesFormOf(series);
    expect(form.series).toEqual({
      name: 'Nightly',
      external_id: 'nightly',
      schedule: series.schedule,
      lead_time_minutes: '60',
      active: false,
    });
    expect(form.template).toMatchObject({
      name: 'Nightly cup',
      currency: '',
      max_players: '',
      'prize_pool.distribution': '1: 100',
      'config.rake_percent': '5',
      'config.rebuy_enabled': true,
      game_config: '{\n  "reels": 5\n}',
    });
    const { body, errors } = toTemplateBody(form.template);
    expect(errors).toEqual({});
    expect(body).toMatchObject(series.template);
    expect(body).not.toHaveProperty('external_id');
    expect(body).not.toHaveProperty('scheduled_start');
  });

  it('reads the posted fields, the template’s under template.', () => {
    const form = readSeriesForm({
      name: 'N',
      schedule: 'A\r\nB ',
      lead_time_minutes: '1.5',
      'template.entry_fee': '2',
      'template.config.rebuy_enabled': 'on',
    });
    expect(seriesFields(form)).toEqual({ name: 'N', schedule: 'A\nB', lead_time_seconds: 90, active: false });
    expect(form.template.entry_fee).toBe('2');
    expect(form.template['config.rebuy_enabled']).toBe(true);
    expect(seriesFields(readSeriesForm({ lead_time_minutes: '1h' })).lead_time_seconds).toBe('1h');
  });

  it('says the API’s messages with the fields named in words', () => {
    expect(
      humanSeriesErrors({
        lead_time_seconds: ['lead_time_seconds must not be less than 60'],
        'template.entry_fee': ['template.entry_fee must not be less than 0'],
        'template.prize_pool.distribution': ['distribution must sum to 100'],
        other: ['as is'],
      }),
    ).toEqual({
      lead_time_minutes: ['Lead time must be from 1 minute to 43200 minutes (30 days)'],
      'template.entry_fee': ['Entry fee must not be less than 0'],
      'template.prize_pool.distribution': ['Prize distribution must sum to 100'],
      other: ['as is'],
    });
  });

  it('converts the lead time typed in minutes to the API’s seconds exactly, decimals included', () => {
    expect(minutesToSeconds('60')).toBe(3600);
    expect(minutesToSeconds(' 1.5 ')).toBe(90);
    expect(minutesToSeconds('0.75')).toBe(45);
    expect(minutesToSeconds('1.0166666667')).toBeUndefined();
    expect(minutesToSeconds('43200')).toBe(2_592_000);
    // 0.1 + 0.2 in floating point is 0.30000000000000004: the conversion has no such error.
    expect(minutesToSeconds('0.3')).toBe(18);
    expect(minutesToSeconds('1.01')).toBeUndefined();
    for (const typed of ['', '-5', '1e3', '1,5', '1h', '.5']) expect(minutesToSeconds(typed)).toBeUndefined();
  });

  it('shows a stored lead time in minutes, exactly where a decimal can, and says when it keeps one it cannot', () => {
    expect(minutesText(3600)).toBe('60');
    expect(minutesText(90)).toBe('1.5');
    expect(minutesText(45)).toBe('0.75');
    expect(minutesText(2_592_000)).toBe('43200');
    for (const seconds of [60, 90, 45, 3600, 7230, 2_592_000]) {
      expect(minutesToSeconds(minutesText(seconds))).toBe(seconds);
      expect(leadTimeNote(seconds)).toBeUndefined();
    }
    // 61 seconds is 1.01666… minutes: shown to the hundredth, and kept unless the field is changed.
    expect(minutesText(61)).toBe('1.02');
    expect(minutesText(119)).toBe('1.98');
    // Every stored value from 1 to 59 seconds past the minute, to the hundredth (rounded) or exactly.
    for (let rest = 1; rest < 60; rest++) {
      const shown = minutesText(120 + rest);
      expect(Math.abs(Number(shown) * 60 - (120 + rest))).toBeLessThanOrEqual(0.3);
      expect(shown.startsWith('2.')).toBe(true);
      expect(leadTimeNote(120 + rest) === undefined).toBe(rest % 3 === 0);
    }
    expect(leadTimeNote(61)).toBe(
      'Stored as 61 seconds, which is not a whole number of hundredths of a minute: it is kept as it is unless you change this field.',
    );
    expect(seriesFormOf({ ...series, lead_time_seconds: 61 }).series.lead_time_minutes).toBe('1.02');
  });

  it('says what is wrong with a lead time in words, in minutes', () => {
    const errors = (typed: string) => leadTimeErrors(readSeriesForm({ lead_time_minutes: typed })).lead_time_minutes;
    expect(errors('90')).toBeUndefined();
    expect(errors('1.5')).toBeUndefined();
    expect(errors('')).toEqual(['Lead time is required: a number of minutes, e.g. 60']);
    expect(errors('1 hour')).toEqual(['Lead time must be a number of minutes, e.g. 60 or 1.5 (digits, with a point for a fraction)']);
    expect(errors('1.01')).toEqual([
      'Lead time must come to whole seconds: 1.5 minutes (90 seconds) can be saved, 1.01 minutes (60.6 seconds) cannot',
    ]);
    expect(errors('0.5')).toEqual(['Lead time must be from 1 minute to 43200 minutes (30 days)']);
    expect(errors('43201')).toEqual(['Lead time must be from 1 minute to 43200 minutes (30 days)']);
    // Too many minutes to read is out of range too, not a fraction that misses whole seconds.
    expect(errors('12345678901')).toEqual(['Lead time must be from 1 minute to 43200 minutes (30 days)']);
    expect(errors('1234567890.5')).toEqual(['Lead time must be from 1 minute to 43200 minutes (30 days)']);
    expect(errors('0000000000060')).toBeUndefined();
  });
});

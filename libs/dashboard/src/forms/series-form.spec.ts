import { SeriesDto } from '@app/tournaments';
import { humanSeriesErrors, readSeriesForm, seriesFields, seriesFormOf, toTemplateBody } from './series-form';

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
      lead_time_seconds: '3600',
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
      lead_time_seconds: '60',
      'template.entry_fee': '2',
      'template.config.rebuy_enabled': 'on',
    });
    expect(seriesFields(form)).toEqual({ name: 'N', schedule: 'A\nB', lead_time_seconds: 60, active: false });
    expect(form.template.entry_fee).toBe('2');
    expect(form.template['config.rebuy_enabled']).toBe(true);
    expect(seriesFields(readSeriesForm({ lead_time_seconds: '1h' })).lead_time_seconds).toBe('1h');
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
      lead_time_seconds: ['Lead time must not be less than 60'],
      'template.entry_fee': ['Entry fee must not be less than 0'],
      'template.prize_pool.distribution': ['Prize distribution must sum to 100'],
      other: ['as is'],
    });
  });
});

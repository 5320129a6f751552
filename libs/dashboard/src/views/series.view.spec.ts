import { SeriesDto } from '@app/tournaments';
import { durationText, nextStartsList, scheduleText } from './series.view';
import { typeLabel } from './tournaments.view';

function series(overrides: Partial<SeriesDto> = {}): SeriesDto {
  return {
    series_id: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01',
    external_id: 'nightly',
    name: 'Nightly',
    schedule: 'DTSTART;TZID=Europe/Malta:20301201T200000\nRRULE:FREQ=DAILY',
    time_zone: 'Europe/Malta',
    lead_time_seconds: 3600,
    active: true,
    template: {},
    next_start: null,
    last_failure: null,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('series view', () => {
  it('says a lead time in days, hours, minutes and seconds', () => {
    expect(durationText(60)).toBe('1 minute');
    expect(durationText(3600)).toBe('1 hour');
    expect(durationText(5400)).toBe('1 hour 30 minutes');
    expect(durationText(90)).toBe('1 minute 30 seconds');
    expect(durationText(2_592_000)).toBe('30 days');
    expect(durationText(90_061)).toBe('1 day 1 hour 1 minute 1 second');
  });

  it('shows the schedule in words and as given, escaped', () => {
    expect(scheduleText(series()).value).toBe(
      '<div data-testid="series-schedule-words">Every day at 20:00</div><code class="schedule" data-testid="series-schedule">DTSTART;TZID=Europe/Malta:20301201T200000\nRRULE:FREQ=DAILY</code>',
    );
    // A schedule the words cannot say (or read) is only shown as given.
    const odd = scheduleText(series({ schedule: 'DTSTART:20301201T200000Z\nRRULE:FREQ=MONTHLY;BYDAY=-1FR<b>' })).value;
    expect(odd).not.toContain('series-schedule-words');
    expect(odd).toContain('BYDAY=-1FR&lt;b&gt;</code>');
  });

  it('shows each next start in UTC and in the series’ zone, and says why there is none', () => {
    const list = nextStartsList(series(), ['2030-12-01T19:00:00.000Z']).value;
    expect(list).toContain('<time datetime="2030-12-01T19:00:00.000Z">2030-12-01 19:00:00 UTC</time>');
    expect(list).toContain('(2030-12-01 20:00 Europe/Malta)');
    expect(nextStartsList(series({ time_zone: 'UTC' }), ['2030-12-01T19:00:00.000Z']).value).not.toContain('(');
    expect(nextStartsList(series({ active: false }), []).value).toContain('None while the series is paused.');
    expect(nextStartsList(series(), []).value).toContain('None: the schedule has no start after now.');
  });

  it('says a tournament’s type in words', () => {
    expect(typeLabel('scheduled')).toBe('Scheduled');
    expect(typeLabel('hop_on_off')).toBe('Hop-on/off');
  });
});

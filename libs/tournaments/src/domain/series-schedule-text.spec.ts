import { parseSchedule } from './series-schedule';
import { describeSchedule } from './series-schedule-text';

function words(text: string): string | null {
  const parsed = parseSchedule(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return describeSchedule(parsed.schedule);
}

describe('a series schedule in words', () => {
  it.each([
    ['DTSTART;TZID=Europe/Malta:20261201T200000\nRRULE:FREQ=DAILY', 'Every day at 20:00'],
    ['DTSTART:20261201T190000Z\nRRULE:FREQ=DAILY;INTERVAL=2', 'Every 2 days at 19:00'],
    ['DTSTART:20261201T190030Z\nRRULE:FREQ=DAILY', 'Every day at 19:00:30'],
    ['DTSTART:20261201T120000Z\nRRULE:FREQ=MINUTELY;INTERVAL=10', 'Every 10 minutes, from 2026-12-01 12:00'],
    ['DTSTART:20261201T120000Z\nRRULE:FREQ=MINUTELY', 'Every minute, from 2026-12-01 12:00'],
    ['DTSTART;TZID=Asia/Tokyo:20261201T083000\nRRULE:FREQ=HOURLY;INTERVAL=3', 'Every 3 hours, from 2026-12-01 08:30'],
    // 1 December 2026 is a Tuesday.
    ['DTSTART;TZID=Europe/Malta:20261201T200000\nRRULE:FREQ=WEEKLY', 'Every Tuesday at 20:00'],
    ['DTSTART;TZID=Europe/Malta:20261201T183000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR,MO', 'Every 2 weeks on Monday and Friday at 18:30'],
    ['DTSTART;TZID=Europe/Malta:20261201T200000\nRRULE:FREQ=DAILY;BYDAY=MO,WE,FR', 'Every Monday, Wednesday and Friday at 20:00'],
    ['DTSTART:20261215T180000Z\nRRULE:FREQ=MONTHLY', 'Every month on day 15 at 18:00'],
    ['DTSTART:20261225T100000Z\nRRULE:FREQ=YEARLY', 'Every year on 25 December at 10:00'],
    ['DTSTART:20261201T190000Z\nRRULE:FREQ=DAILY;COUNT=10', 'Every day at 19:00, 10 times'],
    ['DTSTART:20261201T190000Z\nRRULE:FREQ=DAILY;COUNT=1', 'Every day at 19:00, 1 time'],
    // UNTIL in UTC is said in the zone's local time, like the starts.
    ['DTSTART;TZID=Europe/Malta:20261201T200000\nRRULE:FREQ=DAILY;UNTIL=20261231T190000Z', 'Every day at 20:00, until 2026-12-31 20:00'],
  ])('says %j as %j', (text, expected) => {
    expect(words(text)).toBe(expected);
  });

  it.each([
    ['an ordinal weekday', 'DTSTART:20261201T190000Z\nRRULE:FREQ=MONTHLY;BYDAY=-1FR'],
    ['BYSETPOS', 'DTSTART:20261201T190000Z\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=1'],
    ['BYHOUR', 'DTSTART:20261201T190000Z\nRRULE:FREQ=DAILY;BYHOUR=10,22'],
    ['BYMINUTE', 'DTSTART:20261201T190000Z\nRRULE:FREQ=WEEKLY;BYDAY=FR;BYMINUTE=30'],
    ['BYMONTHDAY', 'DTSTART:20261201T190000Z\nRRULE:FREQ=MONTHLY;BYMONTHDAY=1,15'],
    ['BYMONTH', 'DTSTART:20261201T190000Z\nRRULE:FREQ=YEARLY;BYMONTH=1,7'],
    ['weekdays of an hourly rule', 'DTSTART:20261201T190000Z\nRRULE:FREQ=HOURLY;BYDAY=MO'],
    ['weekdays of a daily rule with an interval', 'DTSTART:20261201T190000Z\nRRULE:FREQ=DAILY;INTERVAL=2;BYDAY=MO'],
  ])('leaves a rule with %s to be shown as given', (_, text) => {
    expect(words(text)).toBeNull();
  });
});

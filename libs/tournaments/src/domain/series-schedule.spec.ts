import fc from 'fast-check';
import { RRule } from 'rrule';
import { fromWallClock, nextOccurrence, occurrencesAfter, parseSchedule, SeriesSchedule, toWallClock } from './series-schedule';

function schedule(text: string): SeriesSchedule {
  const parsed = parseSchedule(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.schedule;
}

function errorOf(text: unknown): string {
  const parsed = parseSchedule(text);
  if (parsed.ok) throw new Error(`accepted: ${String(text)}`);
  return parsed.error;
}

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

/** Process time zones the results must not depend on. */
const PROCESS_ZONES = ['UTC', 'Europe/Malta', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Australia/Lord_Howe'];

describe('series schedule', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  describe('daylight saving', () => {
    const daily = 'DTSTART;TZID=Europe/Malta:20261020T200000\nRRULE:FREQ=DAILY';

    it.each(PROCESS_ZONES)('keeps a daily 20:00 Malta series at 20:00 local across the October change (process TZ %s)', (zone) => {
      process.env.TZ = zone;
      // Summer time (UTC+2) ends on Sunday 25 October 2026; winter time is UTC+1.
      expect(iso(occurrencesAfter(schedule(daily), new Date('2026-10-23T00:00:00Z'), 4))).toEqual([
        '2026-10-23T18:00:00.000Z',
        '2026-10-24T18:00:00.000Z',
        '2026-10-25T19:00:00.000Z',
        '2026-10-26T19:00:00.000Z',
      ]);
    });

    it.each(PROCESS_ZONES)('keeps it at 20:00 local across the March change (process TZ %s)', (zone) => {
      process.env.TZ = zone;
      // Summer time starts on Sunday 28 March 2027.
      expect(iso(occurrencesAfter(schedule(daily), new Date('2027-03-26T12:00:00Z'), 3))).toEqual([
        '2027-03-26T19:00:00.000Z',
        '2027-03-27T19:00:00.000Z',
        '2027-03-28T18:00:00.000Z',
      ]);
    });

    it('reads a local time skipped in spring with the offset before the gap', () => {
      const early = schedule('DTSTART;TZID=Europe/Malta:20270326T023000\nRRULE:FREQ=DAILY');
      // 02:30 does not exist on 28 March 2027 (02:00 jumps to 03:00): it is 03:30 local, 01:30 UTC.
      expect(iso(occurrencesAfter(early, new Date('2027-03-27T00:00:00Z'), 3))).toEqual([
        '2027-03-27T01:30:00.000Z',
        '2027-03-28T01:30:00.000Z',
        '2027-03-29T00:30:00.000Z',
      ]);
    });

    it('reads a local time repeated in autumn as the first of the two', () => {
      const early = schedule('DTSTART;TZID=Europe/Malta:20261024T023000\nRRULE:FREQ=DAILY');
      // 02:30 happens twice on 25 October 2026: first at UTC+2 (00:30 UTC).
      expect(iso(occurrencesAfter(early, new Date('2026-10-24T00:00:00Z'), 3))).toEqual([
        '2026-10-24T00:30:00.000Z',
        '2026-10-25T00:30:00.000Z',
        '2026-10-26T01:30:00.000Z',
      ]);
    });

    it('converts between instants and wall-clock times of a zone whatever the process zone', () => {
      for (const zone of PROCESS_ZONES) {
        process.env.TZ = zone;
        expect(toWallClock(new Date('2026-07-01T18:00:00Z'), 'Europe/Malta').toISOString()).toBe('2026-07-01T20:00:00.000Z');
        expect(fromWallClock(new Date('2026-12-01T20:00:00Z'), 'Europe/Malta').toISOString()).toBe('2026-12-01T19:00:00.000Z');
        expect(fromWallClock(new Date('2026-12-01T20:00:00Z'), 'America/New_York').toISOString()).toBe('2026-12-02T01:00:00.000Z');
      }
    });
  });

  describe('occurrences', () => {
    it('follows a UTC DTSTART exactly', () => {
      const hourly = schedule('DTSTART:20261201T101500Z\nRRULE:FREQ=HOURLY;INTERVAL=6');
      expect(iso(occurrencesAfter(hourly, new Date('2026-11-01T00:00:00Z'), 3))).toEqual([
        '2026-12-01T10:15:00.000Z',
        '2026-12-01T16:15:00.000Z',
        '2026-12-01T22:15:00.000Z',
      ]);
      expect(nextOccurrence(hourly, new Date('2026-12-01T16:15:00Z'))?.toISOString()).toBe('2026-12-01T22:15:00.000Z');
    });

    it('is strictly after the given instant', () => {
      const daily = schedule('DTSTART:20261201T200000Z\nRRULE:FREQ=DAILY');
      expect(nextOccurrence(daily, new Date('2026-12-02T20:00:00Z'))?.toISOString()).toBe('2026-12-03T20:00:00.000Z');
      expect(nextOccurrence(daily, new Date('2026-12-02T19:59:59.999Z'))?.toISOString()).toBe('2026-12-02T20:00:00.000Z');
    });

    it('ends with UNTIL (an instant in UTC) and with COUNT', () => {
      const until = schedule('DTSTART;TZID=Europe/Malta:20261201T200000\nRRULE:FREQ=DAILY;UNTIL=20261203T190000Z');
      expect(iso(occurrencesAfter(until, new Date('2026-11-01T00:00:00Z'), 10))).toEqual([
        '2026-12-01T19:00:00.000Z',
        '2026-12-02T19:00:00.000Z',
        '2026-12-03T19:00:00.000Z',
      ]);
      const counted = schedule('DTSTART:20261201T200000Z\nRRULE:FREQ=WEEKLY;COUNT=2');
      expect(iso(occurrencesAfter(counted, new Date('2026-01-01T00:00:00Z'), 10))).toEqual([
        '2026-12-01T20:00:00.000Z',
        '2026-12-08T20:00:00.000Z',
      ]);
      expect(nextOccurrence(counted, new Date('2026-12-08T20:00:00Z'))).toBeNull();
    });

    it('stops at notAfter, inclusive', () => {
      const minutely = schedule('DTSTART:20261201T200000Z\nRRULE:FREQ=MINUTELY;INTERVAL=5');
      expect(iso(occurrencesAfter(minutely, new Date('2026-12-01T20:00:00Z'), 100, new Date('2026-12-01T20:15:00Z')))).toEqual([
        '2026-12-01T20:05:00.000Z',
        '2026-12-01T20:10:00.000Z',
        '2026-12-01T20:15:00.000Z',
      ]);
    });

    it('expands BYDAY rules in the zone of DTSTART', () => {
      // Monday and Thursday at 21:00 in New York are Tuesday and Friday in UTC.
      const weekly = schedule('DTSTART;TZID=America/New_York:20261130T210000\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH');
      process.env.TZ = 'Asia/Tokyo';
      expect(iso(occurrencesAfter(weekly, new Date('2026-11-30T00:00:00Z'), 3))).toEqual([
        '2026-12-01T02:00:00.000Z',
        '2026-12-04T02:00:00.000Z',
        '2026-12-08T02:00:00.000Z',
      ]);
    });

    it('finds the next occurrence of a minutely rule whose DTSTART is years ago without walking every minute', () => {
      const minutely = schedule('DTSTART:20200101T000000Z\nRRULE:FREQ=MINUTELY;INTERVAL=7');
      // 2026-10-23T00:00Z is minute 3,581,280 after DTSTART = 7 × 511,611 + 3: the next is 4 minutes later.
      expect(iso(occurrencesAfter(minutely, new Date('2026-10-23T00:00:00Z'), 2))).toEqual([
        '2026-10-23T00:04:00.000Z',
        '2026-10-23T00:11:00.000Z',
      ]);
    });

    it('gives the same occurrences as expanding from DTSTART, for fixed-length frequencies in any zone', () => {
      const freqs = ['MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY'] as const;
      fc.assert(
        fc.property(
          fc.constantFrom(...freqs),
          fc.integer({ min: 1, max: 5 }),
          fc.constantFrom('UTC', 'Europe/Malta', 'America/New_York'),
          fc.integer({ min: 0, max: 20 * 24 * 60 }),
          fc.constantFrom('', ';BYHOUR=9,21', ';BYDAY=MO,WE,FR'),
          (freq, interval, zone, minutesLater, by) => {
            const start = zone === 'UTC' ? 'DTSTART:20260105T093000Z' : `DTSTART;TZID=${zone}:20260105T093000`;
            const parsed = schedule(`${start}\nRRULE:FREQ=${freq};INTERVAL=${interval}${freq === 'MINUTELY' ? '' : by}`);
            const after = new Date(Date.UTC(2026, 0, 5) + minutesLater * 60_000);
            // The reference: every wall-clock occurrence from DTSTART, converted one by one.
            const reference = new RRule({ ...parsed.rule.origOptions, tzid: null });
            const expected: string[] = [];
            reference.all((wall) => {
              const instant = fromWallClock(wall, parsed.timeZone);
              if (instant > after && !expected.includes(instant.toISOString())) expected.push(instant.toISOString());
              return expected.length < 3;
            });
            expect(iso(occurrencesAfter(parsed, after, 3))).toEqual(expected);
          },
        ),
        { numRuns: 40 },
      );
    });
  });

  describe('refusals', () => {
    it.each<[string, unknown, RegExp]>([
      ['not a string', 42, /DTSTART line and an RRULE line/],
      ['empty', '  ', /DTSTART line and an RRULE line/],
      ['no DTSTART', 'RRULE:FREQ=DAILY', /needs a DTSTART line/],
      ['no RRULE', 'DTSTART:20261201T200000Z', /needs an RRULE line/],
      ['two RRULEs', 'DTSTART:20261201T200000Z\nRRULE:FREQ=DAILY\nRRULE:FREQ=WEEKLY', /exactly one RRULE/],
      ['an EXDATE line', 'DTSTART:20261201T200000Z\nRRULE:FREQ=DAILY\nEXDATE:20261202T200000Z', /only DTSTART and RRULE lines/],
      ['a floating DTSTART', 'DTSTART:20261201T200000\nRRULE:FREQ=DAILY', /needs a time zone/],
      ['TZID and Z', 'DTSTART;TZID=Europe/Malta:20261201T200000Z\nRRULE:FREQ=DAILY', /both a TZID and a UTC time/],
      ['an unknown zone', 'DTSTART;TZID=Mars/Olympus:20261201T200000\nRRULE:FREQ=DAILY', /unknown time zone 'Mars\/Olympus'/],
      ['a malformed DTSTART', 'DTSTART:2026-12-01T20:00:00Z\nRRULE:FREQ=DAILY', /DTSTART must be/],
      ['an impossible date', 'DTSTART:20260231T200000Z\nRRULE:FREQ=DAILY', /not a valid date/],
      ['an impossible hour', 'DTSTART:20260201T250000Z\nRRULE:FREQ=DAILY', /not a valid date/],
      ['no FREQ', 'DTSTART:20261201T200000Z\nRRULE:INTERVAL=2', /needs a FREQ/],
      ['an unknown FREQ', 'DTSTART:20261201T200000Z\nRRULE:FREQ=FORTNIGHTLY', /FREQ must be MINUTELY/],
      ['an unknown property', 'DTSTART:20261201T200000Z\nRRULE:FREQ=DAILY;COLOUR=RED', /RRULE cannot be read: .*COLOUR/],
      ['SECONDLY', 'DTSTART:20261201T200000Z\nRRULE:FREQ=SECONDLY', /SECONDLY is not supported/],
      ['a huge COUNT', 'DTSTART:20261201T200000Z\nRRULE:FREQ=DAILY;COUNT=100000', /COUNT must be between 1 and 10000/],
      ['month 13', 'DTSTART:20261201T200000Z\nRRULE:FREQ=DAILY;BYMONTH=13', /BYMONTH values must be 1 to 12, not 13/],
      ['hour 25', 'DTSTART:20261201T200000Z\nRRULE:FREQ=MINUTELY;BYHOUR=25', /BYHOUR values must be 0 to 23, not 25/],
      ['week 54', 'DTSTART:20261201T200000Z\nRRULE:FREQ=YEARLY;BYWEEKNO=54', /BYWEEKNO values must be 1 to 53 or -53 to -1, not 54/],
      ['day 367 of the year', 'DTSTART:20261201T200000Z\nRRULE:FREQ=YEARLY;BYYEARDAY=-367', /BYYEARDAY .* not -367/],
      ['the 30th of February', 'DTSTART:20261201T200000Z\nRRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', /BYMONTHDAY 30 never occurs/],
    ])('refuses %s', (_, text, message) => {
      expect(errorOf(text)).toMatch(message);
    });

    it('accepts CRLF line ends, either line order, and surrounding blank lines', () => {
      const parsed = schedule('\r\nRRULE:FREQ=DAILY\r\nDTSTART;TZID=Europe/Malta:20261201T200000\r\n');
      expect(parsed.timeZone).toBe('Europe/Malta');
      expect(nextOccurrence(parsed, new Date('2026-12-01T00:00:00Z'))?.toISOString()).toBe('2026-12-01T19:00:00.000Z');
    });
  });
});

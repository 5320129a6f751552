import fc from 'fast-check';
import { RRule } from 'rrule';
import { fromWallClock, nextOccurrence, occurrencesAfter, parseSchedule, SeriesSchedule, toWallClock } from './series-schedule';

/** Guards against a walk that never ends (the rules below made rrule spin to the year 9999, or for ever). */
const HANG_GUARD_MS = 20_000;

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

    describe('in zones 12 hours or more ahead of UTC', () => {
      it.each(PROCESS_ZONES)('keeps a daily 02:30 Auckland series at 02:30 local across both changes (process TZ %s)', (zone) => {
        process.env.TZ = zone;
        const auckland = schedule('DTSTART;TZID=Pacific/Auckland:20300301T023000\nRRULE:FREQ=DAILY');
        // Summer time (UTC+13) ends on Sunday 7 April 2030 at 03:00, back to 02:00 (UTC+12): 02:30 happens twice, the first counts.
        expect(iso(occurrencesAfter(auckland, new Date('2030-04-04T00:00:00Z'), 4))).toEqual([
          '2030-04-04T13:30:00.000Z',
          '2030-04-05T13:30:00.000Z',
          '2030-04-06T13:30:00.000Z',
          '2030-04-07T14:30:00.000Z',
        ]);
        // It starts again on Sunday 29 September 2030 at 02:00, on to 03:00: 02:30 does not exist and is read at UTC+12.
        expect(iso(occurrencesAfter(auckland, new Date('2030-09-26T00:00:00Z'), 4))).toEqual([
          '2030-09-26T14:30:00.000Z',
          '2030-09-27T14:30:00.000Z',
          '2030-09-28T14:30:00.000Z',
          '2030-09-29T13:30:00.000Z',
        ]);
      });

      it.each(PROCESS_ZONES)(
        'keeps a Chatham series (UTC+12:45 / +13:45) at its local time across both changes (process TZ %s)',
        (zone) => {
          process.env.TZ = zone;
          // Summer time ends on Sunday 7 April 2030 at 03:45 local (back to 02:45): 02:30 that day is still summer time.
          const night = schedule('DTSTART;TZID=Pacific/Chatham:20300330T023000\nRRULE:FREQ=DAILY');
          expect(iso(occurrencesAfter(night, new Date('2030-04-05T00:00:00Z'), 3))).toEqual([
            '2030-04-05T12:45:00.000Z',
            '2030-04-06T12:45:00.000Z',
            '2030-04-07T13:45:00.000Z',
          ]);
          // 03:00 to 03:15 repeats that day (03:45 summer time becomes 02:45): the first 03:00 counts.
          const three = schedule('DTSTART;TZID=Pacific/Chatham:20300330T030000\nRRULE:FREQ=DAILY');
          expect(iso(occurrencesAfter(three, new Date('2030-04-05T00:00:00Z'), 3))).toEqual([
            '2030-04-05T13:15:00.000Z',
            '2030-04-06T13:15:00.000Z',
            '2030-04-07T14:15:00.000Z',
          ]);
          // Summer time starts on Sunday 29 September 2030 at 02:45, on to 03:45: 03:00 does not exist and is read at UTC+12:45.
          const skipped = schedule('DTSTART;TZID=Pacific/Chatham:20300901T030000\nRRULE:FREQ=DAILY');
          expect(iso(occurrencesAfter(skipped, new Date('2030-09-27T00:00:00Z'), 3))).toEqual([
            '2030-09-27T14:15:00.000Z',
            '2030-09-28T14:15:00.000Z',
            '2030-09-29T13:15:00.000Z',
          ]);
        },
      );

      it.each(PROCESS_ZONES)('follows Kiritimati (UTC+14, no daylight saving) across the date line (process TZ %s)', (zone) => {
        process.env.TZ = zone;
        const weekly = schedule('DTSTART;TZID=Pacific/Kiritimati:20300107T003000\nRRULE:FREQ=WEEKLY;BYDAY=MO');
        // 00:30 on Monday in Kiritimati is 10:30 UTC on Sunday.
        expect(iso(occurrencesAfter(weekly, new Date('2030-04-01T00:00:00Z'), 2))).toEqual([
          '2030-04-07T10:30:00.000Z',
          '2030-04-14T10:30:00.000Z',
        ]);
        expect(fromWallClock(new Date('2030-04-08T00:30:00Z'), 'Pacific/Kiritimati').toISOString()).toBe('2030-04-07T10:30:00.000Z');
      });
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

  describe('bounded expansion', () => {
    const after = new Date('2030-01-01T00:00:00Z');

    it.each([
      // Every one of these made the rrule library walk to the year 9999 (seconds to minutes).
      'FREQ=MINUTELY;BYMONTH=1;BYYEARDAY=60',
      'FREQ=HOURLY;BYMONTH=2;BYYEARDAY=100',
      'FREQ=DAILY;BYWEEKNO=53;BYMONTH=1;BYDAY=TH',
      'FREQ=YEARLY;BYWEEKNO=1;BYMONTH=6',
      'FREQ=MONTHLY;BYMONTHDAY=1;BYSETPOS=300',
      'FREQ=YEARLY;BYMONTH=1;BYSETPOS=366',
      'FREQ=MINUTELY;BYSETPOS=2',
      'FREQ=HOURLY;BYSETPOS=3',
      'FREQ=DAILY;COUNT=10000;BYMONTH=2;BYYEARDAY=1',
    ])(
      'finds no occurrence of %s, without walking on for ever',
      (rule) => {
        const parsed = schedule(`DTSTART:20300101T120000Z\nRRULE:${rule}`);
        expect(occurrencesAfter(parsed, after, 5)).toEqual([]);
        expect(nextOccurrence(parsed, after)).toBeNull();
      },
      HANG_GUARD_MS,
    );

    it('looks at most ten years ahead', () => {
      const far = schedule('DTSTART:20450101T120000Z\nRRULE:FREQ=DAILY');
      expect(nextOccurrence(far, after)).toBeNull();
      expect(nextOccurrence(far, new Date('2036-01-01T00:00:00Z'))?.toISOString()).toBe('2045-01-01T12:00:00.000Z');
      // Once every four years: found across the filtered years and days.
      const leap = schedule('DTSTART:20300101T120000Z\nRRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29');
      expect(iso(occurrencesAfter(leap, after, 2))).toEqual(['2032-02-29T12:00:00.000Z', '2036-02-29T12:00:00.000Z']);
      const week53 = schedule('DTSTART:20300101T120000Z\nRRULE:FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO');
      expect(iso(occurrencesAfter(week53, after, 5))).toEqual(['2032-12-27T12:00:00.000Z', '2037-12-28T12:00:00.000Z']);
    });

    it('still expands minutely rules with BYHOUR and BYMINUTE exactly as rrule does', () => {
      const parsed = schedule('DTSTART:20300101T120000Z\nRRULE:FREQ=MINUTELY;INTERVAL=7;BYHOUR=9;BYMINUTE=3,10');
      const reference = new RRule({ ...parsed.rule.origOptions, tzid: null }).all((_, i) => i < 4);
      expect(iso(occurrencesAfter(parsed, after, 4))).toEqual(iso(reference));
      expect(reference).toHaveLength(4);
    });

    it.each([
      ['FREQ=HOURLY;INTERVAL=24;BYHOUR=5', '120000'],
      ['FREQ=HOURLY;INTERVAL=2;BYHOUR=13', '120000'],
      ['FREQ=MINUTELY;INTERVAL=60;BYMINUTE=5', '120000'],
      ['FREQ=MINUTELY;INTERVAL=120;BYHOUR=3', '120000'],
      ['FREQ=MINUTELY;INTERVAL=90;BYHOUR=3,4;BYMINUTE=15', '120000'],
      ['FREQ=MINUTELY;BYHOUR=9;BYDAY=MO', '120000'],
    ])(
      'refuses %s from %s, whose step between periods never ends in rrule',
      (rule, time) => {
        expect(errorOf(`DTSTART:20300101T${time}Z\nRRULE:${rule}`)).toMatch(/never reaches a time of day its BYHOUR and BYMINUTE allow/);
      },
      HANG_GUARD_MS,
    );

    it('accepts the same parts when the step reaches them', () => {
      for (const rule of ['FREQ=HOURLY;INTERVAL=2;BYHOUR=14', 'FREQ=MINUTELY;INTERVAL=60;BYMINUTE=0', 'FREQ=MINUTELY;BYHOUR=9']) {
        const parsed = schedule(`DTSTART:20300101T120000Z\nRRULE:${rule}`);
        expect(occurrencesAfter(parsed, after, 2)).toHaveLength(2);
      }
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

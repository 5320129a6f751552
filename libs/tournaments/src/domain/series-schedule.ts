import { Frequency, Options, RRule } from 'rrule';

/**
 * The recurrence of a tournament series: an RFC 5545 DTSTART (with a TZID, or in UTC) and one
 * RRULE, e.g. "DTSTART;TZID=Europe/Malta:20261201T200000\nRRULE:FREQ=DAILY".
 *
 * The rule is expanded on "wall-clock" dates: Date objects whose UTC fields are the local date and
 * time in the series' zone. The rule itself never sees a time zone (so the expansion does not
 * depend on the zone the process runs in), and every wall-clock occurrence is then turned into
 * an instant with the zone's offset at that moment, read through Intl. A daily 20:00
 * Europe/Malta series thus stays at 20:00 local across daylight-saving changes.
 *
 * Local times that do not exist (the hour skipped in spring) are read with the offset before
 * the gap, and ambiguous ones (the hour repeated in autumn) as the first of the two, as RFC 5545
 * prescribes.
 */
export interface SeriesSchedule {
  /** The text as given. */
  readonly text: string;
  /** IANA zone of DTSTART's TZID, or 'UTC'. */
  readonly timeZone: string;
  /** The rule on wall-clock dates (no tzid). */
  readonly rule: RRule;
  /** Whether the rule has a COUNT (its expansion then always starts at DTSTART). */
  readonly counted: boolean;
}

export type ScheduleParseResult = { ok: true; schedule: SeriesSchedule } | { ok: false; error: string };

/** A COUNT above this is refused: a counted rule is expanded from its first occurrence every time. */
export const MAX_SCHEDULE_COUNT = 10_000;

/**
 * How far ahead a schedule is expanded: an occurrence more than this after the instant it is
 * looked for from (now, or the previous occurrence) is not looked for, and a rule whose first
 * start after now is further away is refused.
 */
export const SCHEDULE_HORIZON_YEARS = 10;

/**
 * Periods of the rule (days of a DAILY rule, minutes of a MINUTELY one, ...) one expansion walks
 * at most. Some rules match nothing for ever (FREQ=DAILY;BYWEEKNO=53;BYMONTH=1;BYDAY=TH) or
 * almost nothing (FREQ=MINUTELY;BYSETPOS=2): the rrule library would walk them to the year 9999.
 */
export const MAX_SCHEDULE_PERIODS = 20_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Wider than any UTC offset change, so a wall-clock window around an instant covers it. */
const OFFSET_MARGIN = 27 * HOUR;

const DTSTART = /^DTSTART(?:;TZID=([^:;]+))?:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/i;

/** Parses and checks a schedule; the error is a sentence for the `schedule` field. */
export function parseSchedule(text: unknown): ScheduleParseResult {
  if (typeof text !== 'string' || text.trim() === '') return fail('must be a DTSTART line and an RRULE line');
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const starts = lines.filter((line) => /^DTSTART[;:]/i.test(line));
  const rules = lines.filter((line) => /^RRULE:/i.test(line));
  const others = lines.filter((line) => !/^(DTSTART[;:]|RRULE:)/i.test(line));
  if (others.length > 0) return fail(`only DTSTART and RRULE lines are supported, not '${others[0].slice(0, 40)}'`);
  if (starts.length === 0) return fail('needs a DTSTART line, e.g. DTSTART;TZID=Europe/Malta:20261201T200000');
  if (starts.length > 1) return fail('must have exactly one DTSTART line');
  if (rules.length !== 1)
    return fail(rules.length === 0 ? 'needs an RRULE line, e.g. RRULE:FREQ=DAILY' : 'must have exactly one RRULE line');

  const start = DTSTART.exec(starts[0]);
  if (!start) return fail('DTSTART must be DTSTART;TZID=<zone>:YYYYMMDDTHHMMSS or DTSTART:YYYYMMDDTHHMMSSZ');
  const [, tzid, year, month, day, hour, minute, second, utc] = start;
  if (tzid !== undefined && utc !== '') return fail('DTSTART has both a TZID and a UTC time (Z); give one of them');
  if (tzid === undefined && utc === '') {
    return fail('DTSTART needs a time zone: DTSTART;TZID=Europe/Malta:20261201T200000, or a UTC time ending in Z');
  }
  const timeZone = tzid === undefined ? 'UTC' : tzid;
  if (!isTimeZone(timeZone)) return fail(`unknown time zone '${timeZone}' (use an IANA name such as Europe/Malta)`);
  const dtstart = new Date(Date.UTC(+year, +month - 1, +day, +hour, +minute, +second));
  if (
    Number.isNaN(dtstart.getTime()) ||
    dtstart.getUTCDate() !== +day ||
    dtstart.getUTCMonth() !== +month - 1 ||
    +hour > 23 ||
    +minute > 59 ||
    +second > 59
  ) {
    return fail('DTSTART is not a valid date and time');
  }

  const ruleText = rules[0].replace(/^RRULE:/i, '');
  let options: Partial<Options>;
  try {
    options = RRule.parseString(ruleText);
  } catch (error) {
    return fail(`RRULE cannot be read: ${(error as Error).message}`);
  }
  if (options.freq === undefined || options.freq === null) {
    return fail(
      /FREQ=/i.test(ruleText)
        ? 'RRULE FREQ must be MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY'
        : 'RRULE needs a FREQ, e.g. FREQ=DAILY',
    );
  }
  if (options.dtstart || options.tzid) return fail('DTSTART belongs on its own line, not inside the RRULE');
  if (options.freq === Frequency.SECONDLY) return fail('FREQ=SECONDLY is not supported; the shortest period is FREQ=MINUTELY');
  if (options.count !== undefined && options.count !== null && (options.count < 1 || options.count > MAX_SCHEDULE_COUNT)) {
    return fail(`COUNT must be between 1 and ${MAX_SCHEDULE_COUNT}`);
  }
  if (options.interval !== undefined && options.interval !== null && options.interval < 1) return fail('INTERVAL must be at least 1');
  const impossible = outOfRange(options) ?? impossibleMonthDays(options);
  if (impossible) return fail(impossible);
  if (options.until) {
    // UNTIL ending in Z is an instant; turn it into the zone's wall clock like every other date here.
    const untilIsUtc = /UNTIL=\d{8}(T\d{6})?Z/i.test(ruleText);
    if (untilIsUtc) options.until = toWallClock(options.until, timeZone);
  }
  const endless = endlessStep(options, dtstart);
  if (endless) return fail(endless);
  let schedule: SeriesSchedule;
  try {
    const rule = new RRule({ ...options, dtstart, tzid: null });
    schedule = { text, timeZone, rule, counted: options.count !== undefined && options.count !== null };
    // Reading one occurrence (a bounded walk) surfaces rules rrule accepts but cannot expand.
    occurrencesAfter(schedule, new Date(fromWallClock(dtstart, timeZone).getTime() - 1), 1);
  } catch (error) {
    return fail(`RRULE cannot be read: ${(error as Error).message}`);
  }
  return { ok: true, schedule };
}

/**
 * Up to `limit` occurrences strictly after the instant `after`, in order, as instants.
 * `notAfter` (inclusive) bounds them, when given.
 */
export function occurrencesAfter(schedule: SeriesSchedule, after: Date, limit: number, notAfter?: Date): Date[] {
  if (limit <= 0) return [];
  const { timeZone } = schedule;
  // Wall-clock dates a little before `after`'s, so an offset change near it cannot hide one.
  const from = new Date(toWallClock(after, timeZone).getTime() - OFFSET_MARGIN);
  const horizon = horizonAfter(after);
  const end = !notAfter || notAfter.getTime() > horizon.getTime() ? horizon : notAfter;
  const wallEnd = toWallClock(end, timeZone).getTime() + OFFSET_MARGIN;
  const rebasedRule = rebased(schedule, from);
  const rule = bounded(rebasedRule, periodsUntil(rebasedRule, wallEnd));
  const found: Date[] = [];
  let last = -Infinity;
  rule.all((wall) => {
    if (wall.getTime() < from.getTime()) return true;
    if (wall.getTime() > wallEnd) return false;
    const instant = fromWallClock(wall, timeZone);
    if (instant.getTime() > end.getTime()) return true;
    // Two wall-clock times can map to one instant (an hour skipped in spring); keep it once.
    if (instant.getTime() > after.getTime() && instant.getTime() > last) {
      found.push(instant);
      last = instant.getTime();
    }
    return found.length < limit;
  });
  return found;
}

/** `SCHEDULE_HORIZON_YEARS` after the instant (same month, day and time of day in UTC). */
export function horizonAfter(instant: Date): Date {
  const horizon = new Date(instant.getTime());
  horizon.setUTCFullYear(horizon.getUTCFullYear() + SCHEDULE_HORIZON_YEARS);
  return horizon;
}

/**
 * The first occurrence strictly after `after` and at most `SCHEDULE_HORIZON_YEARS` later, or null
 * when there is none (the rule has ended, or its next start is too far away to look for).
 */
export function nextOccurrence(schedule: SeriesSchedule, after: Date): Date | null {
  return occurrencesAfter(schedule, after, 1)[0] ?? null;
}

/**
 * The rule with DTSTART moved forward by whole periods to just before `from`, so that expanding
 * it does not walk every minute since a DTSTART long ago. Moving by whole periods of a
 * fixed-length frequency keeps every occurrence (wall-clock dates have no daylight saving);
 * a counted rule, or a monthly or yearly one (a few occurrences a year), is left as it is.
 */
function rebased(schedule: SeriesSchedule, from: Date): RRule {
  const { rule, counted } = schedule;
  const options = rule.origOptions;
  const unit = FIXED_PERIOD[rule.options.freq];
  const dtstart = rule.options.dtstart;
  if (counted || unit === undefined || from.getTime() <= dtstart.getTime()) return rule;
  const period = unit * (rule.options.interval || 1);
  const periods = Math.floor((from.getTime() - dtstart.getTime()) / period) - 1;
  if (periods <= 0) return rule;
  return new RRule({ ...options, dtstart: new Date(dtstart.getTime() + periods * period), tzid: null });
}

const FIXED_PERIOD: Partial<Record<Frequency, number>> = {
  [Frequency.MINUTELY]: MINUTE,
  [Frequency.HOURLY]: HOUR,
  [Frequency.DAILY]: DAY,
  [Frequency.WEEKLY]: 7 * DAY,
};

/**
 * A copy of the rule whose expansion stops after `maxPeriods` periods, matching or not.
 *
 * The rrule library walks a rule period by period and only hands over the dates that match, so
 * a callback returning false cannot stop a walk that finds nothing (it would go on to the year
 * 9999). Its walk reads `options.interval` once as it starts, then twice per period: first to
 * check for 0 ("stop") and then to step to the next period. The copy's `interval` says 0 at that
 * check once the periods are used up, and the real interval everywhere else (a step of 0 could
 * loop for ever). The series-schedule tests hold this to the installed rrule version.
 */
function bounded(rule: RRule, maxPeriods: number): RRule {
  const copy = new RRule(rule.origOptions, true);
  const options = copy.options as { interval: number };
  const interval = options.interval;
  let reads = 0;
  Object.defineProperty(options, 'interval', {
    configurable: true,
    enumerable: true,
    get: () => {
      reads++;
      // Read 1: the start; read 2k: the stop check of period k; read 2k + 1: its step.
      return reads % 2 === 0 && reads / 2 > maxPeriods ? 0 : interval;
    },
  });
  return copy;
}

/** Shortest length of one period of each frequency (a month is at least 28 days, a year 365). */
const SHORTEST_PERIOD: Record<Frequency, number> = {
  [Frequency.YEARLY]: 365 * DAY,
  [Frequency.MONTHLY]: 28 * DAY,
  [Frequency.WEEKLY]: 7 * DAY,
  [Frequency.DAILY]: DAY,
  [Frequency.HOURLY]: HOUR,
  [Frequency.MINUTELY]: MINUTE,
  [Frequency.SECONDLY]: 1000,
};

/** The periods from the rule's DTSTART to the wall-clock time `wallEnd` (and one more), capped at MAX_SCHEDULE_PERIODS. */
function periodsUntil(rule: RRule, wallEnd: number): number {
  const length = SHORTEST_PERIOD[rule.options.freq] * (rule.options.interval || 1);
  const periods = Math.ceil((wallEnd - rule.options.dtstart.getTime()) / length) + 2;
  return Math.max(2, Math.min(MAX_SCHEDULE_PERIODS, periods));
}

/**
 * HOURLY and MINUTELY rules whose step between periods never ends in rrule: it adds INTERVAL
 * (minutes or hours) until the hour is in BYHOUR and the minute in BYMINUTE, for ever when no
 * such time of day is ever reached (FREQ=HOURLY;INTERVAL=24;BYHOUR=5 from 12:00). Found by
 * following that step, as rrule takes it, on the time of day (at most 1440 states) from every
 * time of day the walk can start from.
 */
function endlessStep(options: Partial<Options>, dtstart: Date): string | null {
  const interval = options.interval ?? 1;
  const byhour = toList(options.byhour);
  const byminute = toList(options.byminute);
  const start = dtstart.getUTCHours() * 60 + dtstart.getUTCMinutes();
  const message = 'never reaches a time of day its BYHOUR and BYMINUTE allow with this INTERVAL and DTSTART';
  if (options.freq === Frequency.HOURLY) {
    return byhour.length === 0 || hoursReach(Math.floor(start / 60), interval, byhour) ? null : `RRULE ${message}`;
  }
  if (options.freq !== Frequency.MINUTELY || (byhour.length === 0 && byminute.length === 0)) return null;
  // The walk may start at DTSTART moved by whole INTERVALs (see rebased).
  const step = gcd(interval, 1440);
  const queue: number[] = [];
  const seen = new Set<number>();
  for (let t = start % step; t < 1440; t += step) {
    seen.add(t);
    queue.push(t);
  }
  // rrule steps differently out of a day its day parts (BYDAY, BYMONTH, ...) leave out.
  const dayParts = [options.bymonth, options.byweekno, options.byyearday, options.bymonthday, options.byweekday, options.byeaster];
  const stepKinds = dayParts.some((part) => part !== undefined && part !== null) ? [false, true] : [false];
  while (queue.length > 0) {
    const t = queue.pop()!;
    for (const filtered of stepKinds) {
      const next = minuteStep(t, interval, filtered, byhour, byminute);
      if (next === null) return `RRULE ${message}`;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Whether adding `step` hours to `hour` again and again reaches an hour of `byhour`. */
function hoursReach(hour: number, step: number, byhour: number[]): boolean {
  const g = gcd(step, 24);
  return byhour.some((h) => (((h - hour) % g) + g) % g === 0);
}

/**
 * rrule's step of a MINUTELY rule (DateTime.addMinutes) on the time of day `t` (minutes since
 * midnight): the time of day it ends at, or null when it never ends.
 */
function minuteStep(t: number, interval: number, filtered: boolean, byhour: number[], byminute: number[]): number | null {
  let hour = Math.floor(t / 60);
  let minute = t % 60;
  if (filtered) minute += Math.floor((1439 - t) / interval) * interval;
  const visited = new Set<number>();
  for (;;) {
    minute += interval;
    const hours = Math.floor(minute / 60);
    if (hours > 0) {
      minute %= 60;
      // DateTime.addHours(hours, false, byhour): adds `hours` until the hour is in BYHOUR.
      if (byhour.length > 0 && !hoursReach(hour, hours, byhour)) return null;
      do hour = (hour + hours) % 24;
      while (byhour.length > 0 && !byhour.includes(hour));
    }
    if ((byhour.length === 0 || byhour.includes(hour)) && (byminute.length === 0 || byminute.includes(minute))) return hour * 60 + minute;
    const state = hour * 60 + minute;
    if (visited.has(state)) return null;
    visited.add(state);
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Rule parts whose values have a fixed range; a value outside it would never match. */
const RANGES: ReadonlyArray<[keyof Options, string, number, number, boolean]> = [
  ['bymonth', 'BYMONTH', 1, 12, false],
  ['byhour', 'BYHOUR', 0, 23, false],
  ['byminute', 'BYMINUTE', 0, 59, false],
  ['bysecond', 'BYSECOND', 0, 59, false],
  ['bymonthday', 'BYMONTHDAY', 1, 31, true],
  ['byyearday', 'BYYEARDAY', 1, 366, true],
  ['byweekno', 'BYWEEKNO', 1, 53, true],
  ['bysetpos', 'BYSETPOS', 1, 366, true],
];

/** A rule part value out of its range (BYMONTH=13, BYHOUR=25): such a rule never occurs. */
function outOfRange(options: Partial<Options>): string | null {
  for (const [key, name, min, max, signed] of RANGES) {
    const bad = toList(options[key] as number | number[] | null | undefined).find((value) => {
      const magnitude = signed ? Math.abs(value) : value;
      return !Number.isInteger(value) || magnitude < min || magnitude > max;
    });
    if (bad !== undefined)
      return `${name} values must be ${signed ? `${min} to ${max} or -${max} to -${min}` : `${min} to ${max}`}, not ${bad}`;
  }
  return null;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A BYMONTHDAY that no BYMONTH has (the 30th of February) would make the expansion walk to the
 * year 9999 looking for an occurrence; such a rule is refused up front.
 */
function impossibleMonthDays(options: Partial<Options>): string | null {
  const days = toList(options.bymonthday);
  if (days.length === 0) return null;
  const months = toList(options.bymonth);
  const longest = Math.max(...(months.length > 0 ? months : [1]).map((month) => DAYS_IN_MONTH[month - 1] ?? 31));
  if (days.every((day) => Math.abs(day) > longest)) return `BYMONTHDAY ${days.join(',')} never occurs in the months of the rule`;
  return null;
}

function toList(value: number | number[] | null | undefined): number[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Whether Intl knows the zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The zone's local date and time at `instant`, as a Date whose UTC fields hold it. */
export function toWallClock(instant: Date, timeZone: string): Date {
  if (timeZone === 'UTC') return new Date(instant.getTime());
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return new Date(wall + (((instant.getTime() % 1000) + 1000) % 1000));
}

/** The zone's UTC offset at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  return toWallClock(new Date(instant), timeZone).getTime() - instant;
}

/**
 * The instant of a local date and time in the zone: in a gap (the hour skipped in spring) read
 * with the offset before it, in an overlap (the hour repeated in autumn) the earlier instant.
 */
export function fromWallClock(wall: Date, timeZone: string): Date {
  const w = wall.getTime();
  if (timeZone === 'UTC') return new Date(w);
  // Offsets run from -12h to +14h, so the instant of `w` lies within [w - 14h, w + 12h]: read the
  // offset a day before and a day after that, on either side of any change near it (sampling only
  // 12 hours away missed the change in zones more than 12 hours ahead of UTC, e.g. Pacific/Chatham).
  const before = offsetAt(w - 14 * HOUR - DAY, timeZone);
  const after = offsetAt(w + 12 * HOUR + DAY, timeZone);
  const candidates = [...new Set([w - before, w - after])].filter((t) => t + offsetAt(t, timeZone) === w);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(w - before);
}

function fail(error: string): ScheduleParseResult {
  return { ok: false, error };
}

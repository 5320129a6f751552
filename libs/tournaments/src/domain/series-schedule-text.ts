import { Frequency, Options } from 'rrule';
import { SeriesSchedule } from './series-schedule';

/**
 * A series schedule in words, for people ("Every day at 20:00", "Every 2 weeks on Monday and
 * Friday at 18:30, 10 times"), in the local time of the schedule's zone (which the words leave
 * to the reader's page). Only for the plain rules it can say exactly: FREQ with INTERVAL, COUNT
 * or UNTIL, and BYDAY of plain weekdays for a daily or weekly rule. Any other rule part gives
 * null, and the schedule is then shown as given: words that are almost right would be wrong.
 */
export function describeSchedule(schedule: SeriesSchedule): string | null {
  const options = schedule.rule.origOptions;
  const start = schedule.rule.options.dtstart;
  if (Object.keys(options).some((key) => !DESCRIBED.has(key as keyof Options) && present(options[key as keyof Options]))) return null;
  const interval = options.interval ?? 1;
  const days = weekdays(options.byweekday);
  if (days === null) return null;
  const at = `at ${clock(start)}`;
  let words: string | null;
  switch (options.freq) {
    case Frequency.MINUTELY:
    case Frequency.HOURLY: {
      if (days.length > 0) return null;
      const unit = options.freq === Frequency.MINUTELY ? 'minute' : 'hour';
      words = `${every(interval, unit)}, from ${day(start)} ${clock(start)}`;
      break;
    }
    case Frequency.DAILY:
      if (days.length === 0) words = `${every(interval, 'day')} ${at}`;
      else words = interval === 1 ? `Every ${list(days)} ${at}` : null;
      break;
    case Frequency.WEEKLY: {
      const on = list(days.length > 0 ? days : [DAY_NAMES[(start.getUTCDay() + 6) % 7]]);
      words = interval === 1 ? `Every ${on} ${at}` : `${every(interval, 'week')} on ${on} ${at}`;
      break;
    }
    case Frequency.MONTHLY:
      words = days.length > 0 ? null : `${every(interval, 'month')} on day ${start.getUTCDate()} ${at}`;
      break;
    case Frequency.YEARLY:
      words = days.length > 0 ? null : `${every(interval, 'year')} on ${start.getUTCDate()} ${MONTH_NAMES[start.getUTCMonth()]} ${at}`;
      break;
    default:
      words = null;
  }
  if (words === null) return null;
  if (present(options.count)) words += `, ${options.count} ${options.count === 1 ? 'time' : 'times'}`;
  if (options.until) words += `, until ${day(options.until)} ${clock(options.until)}`;
  return words;
}

/** The rule parts the words can say (dtstart and tzid are DTSTART's, which the rule never holds here). */
const DESCRIBED = new Set<keyof Options>(['freq', 'interval', 'count', 'until', 'byweekday', 'dtstart', 'tzid', 'wkst']);

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function present(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}

/** Plain weekdays in week order; null for an ordinal one (the last Friday of the month). */
function weekdays(value: Options['byweekday'] | undefined): string[] | null {
  if (!present(value)) return [];
  const items = (Array.isArray(value) ? value : [value]) as unknown[];
  const numbers: number[] = [];
  for (const item of items) {
    if (typeof item === 'number') numbers.push(item);
    else if (isPlainWeekday(item)) numbers.push(item.weekday);
    else return null;
  }
  return [...new Set(numbers)].sort((a, b) => a - b).map((n) => DAY_NAMES[n]);
}

/** A Weekday of rrule without an ordinal (MO, not -1FR). */
function isPlainWeekday(item: unknown): item is { weekday: number } {
  if (typeof item !== 'object' || item === null) return false;
  const { weekday, n } = item as { weekday?: unknown; n?: unknown };
  return typeof weekday === 'number' && (n === undefined || n === null || n === 0);
}

function every(interval: number, unit: string): string {
  return interval === 1 ? `Every ${unit}` : `Every ${interval} ${unit}s`;
}

function list(items: string[]): string {
  return items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A wall-clock date (its UTC fields are the local ones) as 2030-01-31. */
function day(wall: Date): string {
  return wall.toISOString().slice(0, 10);
}

/** A wall-clock time as 20:00, or 20:00:30 when it has seconds. */
function clock(wall: Date): string {
  const time = wall.toISOString().slice(11, 19);
  return time.endsWith(':00') ? time.slice(0, 5) : time;
}

import { formField } from '../web/dashboard-request';
import { FieldErrors } from '../views/page-parts';

/** The range shown when the form names none: the last 30 days, today included. */
export const OVERVIEW_DEFAULT_DAYS = 30;
/** The longest range one page sums: a year, leap day included. */
export const OVERVIEW_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The form as typed (query string values). */
export interface OverviewRangeForm {
  from: string;
  to: string;
}

export interface OverviewRange {
  /** The first and last UTC day shown (YYYY-MM-DD). */
  fromDay: string;
  toDay: string;
  /** Start of the first day, and start of the day after the last (excluded). */
  from: Date;
  to: Date;
  /** Every day of the range, oldest first. */
  days: string[];
}

export type ParsedOverviewRange = { ok: true; range: OverviewRange } | { ok: false; errors: FieldErrors };

/** A field as typed; a repeated one (not something the form sends) reads as its values joined, which no date is. */
function typed(query: unknown, name: string): string {
  const value = query && typeof query === 'object' ? (query as Record<string, unknown>)[name] : undefined;
  return Array.isArray(value) ? value.join(',') : formField(query, name).trim();
}

export function readOverviewRange(query: unknown): OverviewRangeForm {
  return { from: typed(query, 'from'), to: typed(query, 'to') };
}

/** The start of a UTC day written YYYY-MM-DD; undefined when it is no such day (2026-02-30). */
function parseDay(value: string): Date | undefined {
  const match = DAY.exec(value);
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).map(Number);
  const start = new Date(Date.UTC(year, month - 1, date));
  if (year < 1970 || start.getUTCFullYear() !== year || start.getUTCMonth() !== month - 1 || start.getUTCDate() !== date) return undefined;
  return start;
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Reads the range: both days optional (To defaults to today, From to 30 days up to To), From not
 * after To, and at most OVERVIEW_MAX_DAYS days, each refusal in words.
 */
export function parseOverviewRange(form: OverviewRangeForm, now: Date = new Date()): ParsedOverviewRange {
  const errors: FieldErrors = {};
  const to = form.to === '' ? parseDay(dayText(now)) : parseDay(form.to);
  if (!to) errors.to = ['To must be a date such as 2026-01-31'];
  const from = form.from === '' ? (to ? new Date(to.getTime() - (OVERVIEW_DEFAULT_DAYS - 1) * DAY_MS) : undefined) : parseDay(form.from);
  if (form.from !== '' && !from) errors.from = ['From must be a date such as 2026-01-31'];
  if (!from || !to) return { ok: false, errors };
  if (from > to) return { ok: false, errors: { to: ['To must not be before From'] } };
  const count = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (count > OVERVIEW_MAX_DAYS) {
    const earliest = dayText(new Date(to.getTime() - (OVERVIEW_MAX_DAYS - 1) * DAY_MS));
    return {
      ok: false,
      errors: {
        from: [
          `The range is ${count} days; it can be at most ${OVERVIEW_MAX_DAYS}. Choose a From on or after ${earliest}, or an earlier To.`,
        ],
      },
    };
  }
  const days = Array.from({ length: count }, (_, i) => dayText(new Date(from.getTime() + i * DAY_MS)));
  return {
    ok: true,
    range: { fromDay: dayText(from), toDay: dayText(to), from, to: new Date(to.getTime() + DAY_MS), days },
  };
}

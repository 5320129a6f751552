/** D2: date-times leave the service as ISO 8601 UTC with milliseconds, or null. */
export function isoOrNull(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](\d{2}):(\d{2}))$/i;

/**
 * D2: input accepts RFC 3339 date-times with an offset only; returns undefined otherwise.
 * Impossible calendar dates (February 30th, hour 24) are refused, not rolled over.
 */
export function parseRfc3339(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const match = RFC3339.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const [offsetHours, offsetMinutes] = [match[9], match[10]].map((part) => (part === undefined ? 0 : Number(part)));
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    return undefined;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** D2: date-times leave the service as ISO 8601 UTC with milliseconds, or null. */
export function isoOrNull(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

const RFC3339 =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

/** D2: input accepts RFC 3339 date-times with an offset only; returns undefined otherwise. */
export function parseRfc3339(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !RFC3339.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

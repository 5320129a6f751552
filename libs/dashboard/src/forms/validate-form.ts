import { Type } from '@nestjs/common';
import { DomainException, ErrorCode, RequestValidationPipe, ValidationFailedException } from '@app/common';
import { FieldErrors } from '../views/page-parts';

/** What each form or filter field is called on the pages; other fields are named from their spelling. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Tournament list filters (the API's own query names).
  status: 'Status',
  type: 'Type',
  gameSlug: 'Game',
  lobby_key: 'Lobby key',
  series_id: 'Series',
  startDate: 'Start date',
  endDate: 'End date',
  minPlayers: 'Minimum players',
  maxPlayers: 'Maximum players',
  sort: 'Sort order',
  limit: 'Page size',
  offset: 'Offset',
  // Keys, settings and users.
  name: 'Name',
  role: 'Role',
  expires_at: 'Expiry',
  wallet_mode: 'Wallet mode',
  wallet_url: 'Wallet URL',
  wallet_secret: 'Wallet secret',
  events_queue_url: 'Events queue URL',
  events_format: 'Events format',
  currency: 'Default currency',
  email: 'Email',
  password: 'Password',
};

/** "min_players" or "minPlayers" as "Min players" when the field has no label of its own. */
export function fieldLabel(field: string): string {
  if (Object.prototype.hasOwnProperty.call(FIELD_LABELS, field)) return FIELD_LABELS[field];
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : field;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * class-validator's default wordings (as the API sends them, naming the field by its property),
 * each as a phrase a person reads; `$1` is what the rule allows.
 */
const WORDINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^must be an integer number$/, 'must be a whole number'],
  [/^must not be less than (.+)$/, 'must be at least $1'],
  [/^must not be greater than (.+)$/, 'must be at most $1'],
  [/^must be a number conforming to the specified constraints$/, 'must be a number'],
  [/^must be a number string$/, 'must be a number'],
  [/^must be a positive number$/, 'must be more than 0'],
  [/^must be one of the following values: (.+)$/, 'must be one of: $1'],
  [/^must be longer than or equal to 1 characters$/, 'must not be empty'],
  [/^must be longer than or equal to (\d+) characters$/, 'must be at least $1 characters long'],
  [/^must be shorter than or equal to (\d+) characters$/, 'must be at most $1 characters long'],
  [/^must be a string$/, 'must be text'],
  [/^must be a UUID$/, 'must be an id (a UUID)'],
  [/^must be a valid ISO 8601 date string$/, 'must be a date such as 2026-01-31 or 2026-01-31T18:00:00Z'],
  [/^must be a Date instance$/, 'must be a date'],
  [/^must be a boolean value$/, 'must be true or false'],
  [/^should not be empty$/, 'must not be empty'],
  [/^should not be null or undefined$/, 'is required'],
  [/^must be an email$/, 'must be an email address'],
  [/^must be a URL address$/, 'must be a web address'],
  [/^is not an allowed field$/, 'is not a field of this form'],
];

/**
 * One message as a person reads it: the field named as the form names it ("Minimum players", not
 * "minPlayers") and class-validator's defaults in plain words ("must be a whole number", not
 * "must be an integer number"). Messages that do not start with the field's name (already
 * written for people) are kept; applying it twice changes nothing.
 */
export function humanMessage(field: string, message: string): string {
  const path = field.split('.');
  const names = [field, path[path.length - 1]];
  const property = /^property (\S+) should not exist$/.exec(message);
  if (property) return `${fieldLabel(property[1])} is not a field of this form`;
  for (const name of names) {
    const lead = new RegExp(`^${escapeRegExp(name)} `);
    if (!lead.test(message)) continue;
    const rest = message.replace(lead, '');
    const wording = WORDINGS.find(([pattern]) => pattern.test(rest));
    return `${fieldLabel(field)} ${wording ? rest.replace(wording[0], wording[1]) : rest}`;
  }
  return message;
}

/** Every message of a refused form or filter in human words (humanMessage), by the same fields. */
export function humanFieldErrors(errors: FieldErrors): FieldErrors {
  const human: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) human[field] = messages.map((message) => humanMessage(field, message));
  return human;
}

const pipe = new RequestValidationPipe();

/**
 * Validates a form's values with the API's own request DTO and rules (the same pipe, as a body:
 * unknown fields refused, ValidationFailedException with per-field messages), so a page accepts
 * exactly what the API accepts; the messages are then put in the form's words (the API keeps its own).
 */
export function validateForm<T>(dto: Type<T>, body: Record<string, unknown>): T {
  try {
    return pipe.transform(body, { type: 'body', metatype: dto }) as T;
  } catch (error) {
    if (error instanceof ValidationFailedException) throw new ValidationFailedException(humanFieldErrors(error.errors), error.message);
    throw error;
  }
}

/**
 * Validates a filter form (a query string) with the API's own query DTO: the DTO, or a
 * ValidationFailedException whose per-field messages are in the form's words.
 */
export function validateQuery<T>(dto: Type<T>, query: Record<string, unknown>): T {
  try {
    return pipe.transform(query, { type: 'query', metatype: dto }) as T;
  } catch (error) {
    if (error instanceof DomainException && error.code === ErrorCode.InvalidRequest) {
      const errors = (error.details?.errors as FieldErrors | undefined) ?? { filters: [error.message] };
      throw new ValidationFailedException(humanFieldErrors(errors), error.message);
    }
    throw error;
  }
}

/** `?page=N` of a paged table: a positive integer, anything else is the first page. */
export function pageNumber(value: unknown, maxPage = 1_000_000): number {
  if (typeof value !== 'string' || !/^\d{1,7}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= maxPage ? page : 1;
}

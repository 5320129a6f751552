import { AuditFilter } from '@app/auth';
import { isUuid, parseRfc3339 } from '@app/common';
import { AUDIT_ACTIONS, AuditAction } from '@app/database';
import { formField } from '../web/dashboard-request';
import { FieldErrors } from '../views/page-parts';

export const AUDIT_PAGE_SIZE = 50;

/** Every action the log holds (the one list, next to the AuditAction type). */
export const AUDIT_ACTION_NAMES: readonly AuditAction[] = AUDIT_ACTIONS;

/** The filter form as typed (query string values), kept for the form and the paging links. */
export interface AuditFilterForm {
  action: string;
  key_id: string;
  /** A key's name, as in the keys table (any letter case). */
  key_name: string;
  /** A dashboard user's id, from the form's list of the operator's users. */
  user: string;
  from: string;
  to: string;
}

/** Longest key name a key can have (the keys form's limit). */
export const KEY_NAME_MAX_LENGTH = 200;

export type AuditCriteria = Omit<AuditFilter, 'limit' | 'offset' | 'keyIds'> & { keyName?: string };

export type ParsedAuditFilter = { ok: true; criteria: AuditCriteria } | { ok: false; errors: FieldErrors };

export function readAuditFilter(query: unknown): AuditFilterForm {
  return {
    action: formField(query, 'action').trim(),
    key_id: formField(query, 'key_id').trim(),
    key_name: formField(query, 'key_name').trim(),
    user: formField(query, 'user').trim(),
    from: formField(query, 'from').trim(),
    to: formField(query, 'to').trim(),
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date of a date input (a whole UTC day: `from` at its start, `to` at its end, so a one-day
 * range holds that day) or a full RFC 3339 time.
 */
export function parseFilterDate(value: string, end: 'start' | 'end'): Date | undefined {
  const day = DAY.exec(value);
  if (!day) return parseRfc3339(value);
  const [year, month, date] = day.slice(1).map(Number);
  const start = new Date(Date.UTC(year, month - 1, date));
  if (start.getUTCFullYear() !== year || start.getUTCMonth() !== month - 1 || start.getUTCDate() !== date) return undefined;
  return end === 'start' ? start : new Date(start.getTime() + 86_400_000 - 1);
}

export function parseAuditFilter(form: AuditFilterForm): ParsedAuditFilter {
  const errors: FieldErrors = {};
  const criteria: AuditCriteria = {};
  if (form.action !== '' && form.action !== 'any') {
    if ((AUDIT_ACTION_NAMES as string[]).includes(form.action)) criteria.action = form.action;
    else errors.action = ['Choose an action from the list'];
  }
  if (form.key_id !== '') {
    if (isUuid(form.key_id)) criteria.keyId = form.key_id.toLowerCase();
    else errors.key_id = ['Key id must be a key’s id (a UUID, as in the keys table)'];
  }
  if (form.key_name !== '') {
    if (form.key_name.length > KEY_NAME_MAX_LENGTH) errors.key_name = [`Key name must be at most ${KEY_NAME_MAX_LENGTH} characters long`];
    else criteria.keyName = form.key_name;
  }
  if (form.user !== '' && form.user !== 'any') {
    if (isUuid(form.user)) criteria.userId = form.user.toLowerCase();
    else errors.user = ['Choose a user from the list'];
  }
  for (const field of ['from', 'to'] as const) {
    if (form[field] === '') continue;
    const date = parseFilterDate(form[field], field === 'from' ? 'start' : 'end');
    if (date) criteria[field] = date;
    else errors[field] = [`${field === 'from' ? 'From' : 'To'} must be a date such as 2026-01-31`];
  }
  if (criteria.from && criteria.to && criteria.from > criteria.to) errors.to = ['To must not be before From'];
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, criteria };
}

/** The page's link with the same filters and another page number. */
export function auditPageHref(form: AuditFilterForm, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) if (value !== '' && value !== 'any') query.set(name, value);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/dashboard/audit?${text}` : '/dashboard/audit';
}

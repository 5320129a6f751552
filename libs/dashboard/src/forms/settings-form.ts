import { OperatorResponseDto, UpdateOperatorDto } from '@app/operators';
import { formField } from '../web/dashboard-request';

/**
 * The settings form as typed. The wallet secret is read for saving only: it is never put back
 * into a page.
 */
export interface SettingsForm {
  wallet_mode: string;
  wallet_url: string;
  wallet_secret: string;
  events_format: string;
  currency: string;
}

/**
 * The only operator fields the dashboard may change (never name, rate limits or the events queue:
 * the platform writes an operator's events there with its own AWS credentials, so only the
 * platform administrator sets it, through the admin API or the CLI).
 */
export const SETTINGS_FIELDS = ['wallet_mode', 'wallet_url', 'wallet_secret', 'events_format', 'currency'] as const;

/** Shown read-only on the settings page; a POST that would change it is refused (queueChangeRefusal). */
export const READ_ONLY_QUEUE_FIELD = 'events_queue_url';

export const QUEUE_CHANGE_REFUSED =
  'events_queue_url can be changed only by the platform administrator (admin API or CLI), not from the dashboard; nothing was saved';

/**
 * A posted events_queue_url that differs from the stored one (blank meaning none) is refused as a
 * whole (422, nothing saved): the form has no such field, so only a hand-made or tampered POST
 * carries one. The stored value itself (as an old page of the form would send it) changes nothing
 * and is ignored.
 */
export function queueChangeRefusal(body: unknown, current: OperatorResponseDto): string | undefined {
  if (!body || typeof body !== 'object' || !(READ_ONLY_QUEUE_FIELD in body)) return undefined;
  const posted = (body as Record<string, unknown>)[READ_ONLY_QUEUE_FIELD];
  const value = typeof posted === 'string' ? posted.trim() : posted;
  return (value === '' ? null : value) === current.events_queue_url ? undefined : QUEUE_CHANGE_REFUSED;
}

export function readSettingsForm(body: unknown): SettingsForm {
  const form = {} as SettingsForm;
  for (const field of SETTINGS_FIELDS) form[field] = formField(body, field);
  return form;
}

/** The form as current values, to fill it on the first visit. */
export function settingsFormOf(operator: OperatorResponseDto): SettingsForm {
  return {
    wallet_mode: operator.wallet_mode,
    wallet_url: operator.wallet_url ?? '',
    wallet_secret: '',
    events_format: operator.events_format,
    currency: operator.currency,
  };
}

/**
 * The JSON body for the API's UpdateOperatorDto: a blank URL means none (null), a blank secret
 * keeps the current one (omitted), the currency code is read in capitals. Any other posted field
 * has already been dropped by readSettingsForm (the events queue is never part of it).
 */
export function toUpdateOperatorBody(form: SettingsForm): Record<string, unknown> {
  const body: Record<string, unknown> = {
    wallet_mode: form.wallet_mode,
    wallet_url: form.wallet_url.trim() === '' ? null : form.wallet_url.trim(),
    events_format: form.events_format,
    currency: form.currency.trim().toUpperCase(),
  };
  if (form.wallet_secret !== '') body.wallet_secret = form.wallet_secret;
  return body;
}

/** Names of the settings an update changes (for the audit log: names only, never values). */
export function changedSettings(current: OperatorResponseDto, update: UpdateOperatorDto): string[] {
  const changed: string[] = [];
  if (update.wallet_mode !== undefined && update.wallet_mode !== current.wallet_mode) changed.push('wallet_mode');
  if (update.wallet_url !== undefined && update.wallet_url !== current.wallet_url) changed.push('wallet_url');
  if (update.wallet_secret !== undefined && update.wallet_secret !== null) changed.push('wallet_secret');
  if (update.events_queue_url !== undefined && update.events_queue_url !== current.events_queue_url) changed.push('events_queue_url');
  if (update.events_format !== undefined && update.events_format !== current.events_format) changed.push('events_format');
  if (update.currency !== undefined && update.currency !== current.currency) changed.push('currency');
  return changed;
}

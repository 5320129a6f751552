import { formField } from '../web/dashboard-request';
import { FieldErrors } from '../views/page-parts';

/** The create-key form as typed (strings), kept to re-render it after a refusal. */
export interface KeyForm {
  name: string;
  role: string;
  expires_at: string;
}

export const KEY_FORM_FIELDS = ['name', 'role', 'expires_at'] as const;

/** `<input type="datetime-local">` sends a time without a zone; the form says it is UTC. */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(?:\.\d{1,3})?)?$/;

export function readKeyForm(body: unknown): KeyForm {
  return { name: formField(body, 'name'), role: formField(body, 'role'), expires_at: formField(body, 'expires_at').trim() };
}

/**
 * The JSON body the API's CreateApiKeyDto validates: a blank expiry is none, a datetime-local
 * value is read as UTC. Anything else is passed through for the DTO to refuse (or accept a full
 * RFC 3339 time).
 */
export function toCreateKeyBody(form: KeyForm): Record<string, unknown> {
  const body: Record<string, unknown> = { name: form.name, role: form.role };
  if (form.expires_at !== '') {
    const local = LOCAL_DATE_TIME.exec(form.expires_at);
    body.expires_at = local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}Z` : form.expires_at;
  }
  return body;
}

/** The DTO's RFC 3339 wording means little next to a date picker: say what the field wants. */
export function keyFormErrors(errors: FieldErrors): FieldErrors {
  const expiry = errors.expires_at?.map((message) =>
    /RFC 3339/.test(message) ? 'Expiry must be a date and time in UTC, e.g. 2030-01-31T18:00' : message,
  );
  return expiry ? { ...errors, expires_at: expiry } : errors;
}

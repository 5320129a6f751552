import { html, SafeHtml } from '../domain/html';
import { Flash } from './layout';

/** Per-field messages of a refused form, as ValidationFailedException carries them. */
export type FieldErrors = Record<string, string[]>;

/** A timestamp in a table cell, always in UTC so every user reads the same time; a dash when absent. */
export function timeCell(value: string | Date | null | undefined): SafeHtml {
  if (!value) return html`<span class="muted">—</span>`;
  const iso = (typeof value === 'string' ? new Date(value) : value).toISOString();
  return html`<time datetime="${iso}">${iso.replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC')}</time>`;
}

/** The messages of one field, next to it. */
export function fieldError(errors: FieldErrors | undefined, field: string): SafeHtml {
  const messages = errors?.[field];
  if (!messages || messages.length === 0) return html``;
  return html`<span class="field-error" data-testid="field-error" data-field="${field}">${messages.join('; ')}</span>`;
}

/**
 * The flash of a refused form: a summary, plus any message about a field the form does not show
 * (so no refusal is ever silent).
 */
export function refusedFormFlash(errors: FieldErrors, shownFields: readonly string[], summary: string): Flash {
  const others = Object.entries(errors)
    .filter(([field]) => !shownFields.includes(field))
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`);
  return { kind: 'error', message: [summary, ...others].join(' ') };
}

export interface PagerView {
  page: number;
  hasMore: boolean;
  /** The link of a page number (keeps the page's filters). */
  href: (page: number) => string;
  /** data-testid prefix: `<prefix>-prev`, `<prefix>-next`. */
  testId: string;
}

/** Previous / Next links; each only when there is such a page. */
export function pager(view: PagerView): SafeHtml {
  if (view.page <= 1 && !view.hasMore) return html``;
  return html`<nav class="pager" aria-label="Pages">
  ${view.page > 1 ? html`<a href="${view.href(view.page - 1)}" rel="prev" data-testid="${view.testId}-prev">← Previous</a>` : ''}
  <span class="muted">Page ${view.page}</span>
  ${view.hasMore ? html`<a href="${view.href(view.page + 1)}" rel="next" data-testid="${view.testId}-next">Next →</a>` : ''}
</nav>`;
}

/** `<option>`s of a select, the current value selected. */
export function options(values: readonly (readonly [string, string])[], selected: string): SafeHtml {
  return html`${values.map(([value, label]) => html`<option value="${value}" ${value === selected ? html`selected` : ''}>${label}</option>`)}`;
}

/** The flash of `?done=<code>`: the code only picks one of the page's fixed messages, never shown itself. */
export function doneFlash(messages: Record<string, Flash>, code: unknown): Flash | undefined {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(messages, code) ? messages[code] : undefined;
}

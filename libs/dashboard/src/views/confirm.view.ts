import { html, SafeHtml } from '../domain/html';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { csrfField, Flash, layout, NavSection } from './layout';

/** A confirmation page: what the action changes, the one button that does it, and a way back. */
export interface ConfirmationView {
  section: NavSection;
  title: string;
  /** What happens, in plain words (one paragraph each). */
  consequences: string[];
  /** Where the button posts; without it the page only explains (nothing left to do). */
  action?: string;
  button: string;
  /** Hidden fields the POST carries besides the CSRF token. */
  fields?: Record<string, string>;
  /** Inputs the action needs besides the button (a new password), shown after the consequences. */
  inputs?: SafeHtml;
  cancelHref: string;
  cancelLabel?: string;
  flash?: Flash;
}

export function confirmationPage(user: DashboardContext, view: ConfirmationView): SafeHtml {
  const fields = Object.entries(view.fields ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  const consequences = view.consequences.map((text) => html`<p data-testid="confirm-consequence">${text}</p>`);
  const body = view.action
    ? html`<form method="post" action="${view.action}" class="card" data-testid="confirm-form">
  ${csrfField(user)}${fields}
  ${consequences}
  ${view.inputs ?? ''}
  <div class="actions">
    <button type="submit" class="danger" data-testid="confirm">${view.button}</button>
    <a href="${view.cancelHref}" data-testid="cancel">${view.cancelLabel ?? 'Cancel'}</a>
  </div>
</form>`
    : html`<div class="card" data-testid="confirm-form">
  ${consequences}
  <div class="actions"><a href="${view.cancelHref}" data-testid="cancel">${view.cancelLabel ?? 'Back'}</a></div>
</div>`;
  return layout(user, view.section, view.title, body, view.flash);
}

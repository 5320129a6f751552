import { html, SafeHtml } from '../domain/html';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { csrfField, Flash, layout, NavSection } from './layout';

/** A confirmation page: what the action changes, the one button that does it, and a way back. */
export interface ConfirmationView {
  section: NavSection;
  title: string;
  /** A line about the object of the action, above the card (its name and status). */
  intro?: string;
  /** What happens, in plain words (one paragraph each). */
  consequences: string[];
  /** Why the action cannot be taken now: said instead of the consequences and the button, with a way back. */
  refusal?: { text: string; back: string };
  /** Where the button posts; without it the page only explains (nothing left to do). */
  action?: string;
  button: string;
  /** A button that undoes nothing (start, resume) is plain; any other is marked dangerous. */
  safe?: boolean;
  /** Hidden fields the POST carries besides the CSRF token. */
  fields?: Record<string, string>;
  /** Inputs the action needs besides the button (a new password, a reason), shown after the consequences. */
  inputs?: SafeHtml;
  cancelHref: string;
  cancelLabel?: string;
  flash?: Flash;
}

export function confirmationPage(user: DashboardContext, view: ConfirmationView): SafeHtml {
  const fields = Object.entries(view.fields ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  const consequences = view.consequences.map((text) => html`<p data-testid="confirm-consequence">${text}</p>`);
  const body = view.refusal
    ? html`<div class="card" data-testid="confirm-refused"><p>${view.refusal.text}</p><p><a href="${view.cancelHref}">← ${view.refusal.back}</a></p></div>`
    : view.action
      ? html`<form method="post" action="${view.action}" class="card" data-testid="confirm-form">
  ${csrfField(user)}${fields}
  ${consequences}
  ${view.inputs ?? ''}
  <div class="actions">
    <button type="submit" class="${view.safe ? '' : 'danger'}" data-testid="confirm">${view.button}</button>
    <a href="${view.cancelHref}" data-testid="cancel">${view.cancelLabel ?? 'Cancel'}</a>
  </div>
</form>`
      : html`<div class="card" data-testid="confirm-form">
  ${consequences}
  <div class="actions"><a href="${view.cancelHref}" data-testid="cancel">${view.cancelLabel ?? 'Back'}</a></div>
</div>`;
  const intro = view.intro === undefined ? '' : html`<p class="muted">${view.intro}</p>`;
  return layout(user, view.section, view.title, html`${intro}${body}`, view.flash);
}

import { html, SafeHtml } from '../domain/html';
import { SettingsForm } from '../forms/settings-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { csrfField, Flash, layout } from './layout';
import { FieldErrors, fieldError, options } from './page-parts';

export interface SettingsView {
  operatorName: string;
  environment: string;
  /** What to show in the fields; its wallet_secret is ignored: the secret input is always empty. */
  form: SettingsForm;
  /** Whether the operator has a wallet secret now (the secret itself is never rendered). */
  secretSet: boolean;
  /** The stored events queue, shown read-only (only the platform administrator sets it). */
  eventsQueueUrl: string | null;
  errors?: FieldErrors;
  flash?: Flash;
}

const WALLET_MODES = [
  ['transfer', 'transfer — the service keeps player balances'],
  ['seamless', 'seamless — the service calls your wallet'],
] as const;

const EVENT_FORMATS = [
  ['platform', 'platform'],
  ['cloudevents', 'cloudevents'],
] as const;

export function settingsPage(user: DashboardContext, view: SettingsView): SafeHtml {
  const { form, errors } = view;
  return layout(
    user,
    'settings',
    'Settings',
    html`<p class="muted">Operator <strong>${view.operatorName}</strong> (${view.environment})</p>
<form method="post" action="/dashboard/settings" class="card" data-testid="settings-form" autocomplete="off">
  ${csrfField(user)}
  <h2>Wallet</h2>
  <label>Wallet mode ${fieldError(errors, 'wallet_mode')}
    <select name="wallet_mode">${options(WALLET_MODES, form.wallet_mode)}</select></label>
  <label>Wallet URL (https; required for seamless, blank for none) ${fieldError(errors, 'wallet_url')}
    <input type="url" name="wallet_url" maxlength="2048" value="${form.wallet_url}"></label>
  <label>Wallet secret (16 to 256 characters; leave blank to keep the current one) ${fieldError(errors, 'wallet_secret')}
    <input type="password" name="wallet_secret" maxlength="256" autocomplete="new-password" value=""></label>
  <p class="muted" data-testid="wallet-secret-state">${view.secretSet ? 'A secret is set.' : 'No secret set.'}</p>
  <h2>Events</h2>
  <label>Events queue URL (set by the platform administrator only; none: events stay in GET /api/events) ${fieldError(errors, 'events_queue_url')}
    <input type="text" value="${view.eventsQueueUrl ?? 'none'}" readonly disabled aria-readonly="true" data-testid="events-queue-url"></label>
  <label>Events format ${fieldError(errors, 'events_format')}
    <select name="events_format">${options(EVENT_FORMATS, form.events_format)}</select></label>
  <h2>Tournaments</h2>
  <label>Default currency (ISO 4217, e.g. EUR) ${fieldError(errors, 'currency')}
    <input type="text" name="currency" required maxlength="3" value="${form.currency}"></label>
  <button type="submit">Save settings</button>
</form>`,
    view.flash,
  );
}

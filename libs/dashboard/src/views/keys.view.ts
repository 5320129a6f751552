import { ApiKeyResponseDto } from '@app/operators';
import { Role } from '@app/auth';
import { html, SafeHtml } from '../domain/html';
import { KeyForm } from '../forms/key-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { csrfField, Flash, layout } from './layout';
import { FieldErrors, fieldError, options, pager, timeCell } from './page-parts';

export type KeyStatus = 'active' | 'revoked' | 'expired';

export interface KeysView {
  keys: ApiKeyResponseDto[];
  page: number;
  hasMore: boolean;
  total: number;
  now: Date;
  /** The create form after a refusal: what was typed and why it was refused. */
  form?: KeyForm;
  errors?: FieldErrors;
  /** Only on the first page after the POST that created the key: its secret, shown this once. */
  created?: { name: string; apiKey: string };
  flash?: Flash;
}

const ROLE_LABELS: Record<Role, string> = {
  [Role.FullAccess]: 'full_access — everything',
  [Role.TournamentManager]: 'tournament_manager — all but deleting tournaments',
  [Role.ReadOnly]: 'read_only — read tournaments, players and results',
  [Role.PlayerRegistration]: 'player_registration — read, register players',
};

export function keyStatus(key: Pick<ApiKeyResponseDto, 'revoked_at' | 'expires_at'>, now: Date): KeyStatus {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && new Date(key.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

function newKeyPanel(created: NonNullable<KeysView['created']>): SafeHtml {
  return html`<section class="card" data-testid="new-key">
  <h2>New key “${created.name}”</h2>
  <div class="flash flash-info" role="status" data-testid="new-key-warning">Copy this key now and store it safely. It will not be shown again: only its public id is kept.</div>
  <div class="secret">
    <code id="new-key-secret" data-testid="new-key-secret">${created.apiKey}</code>
    <button type="button" class="secondary" data-copy-target="new-key-secret" data-testid="copy-secret">Copy</button>
  </div>
  <p class="muted">Send it as <code>Authorization: Bearer &lt;key&gt;</code>.</p>
</section>`;
}

function createForm(user: DashboardContext, form: KeyForm, errors: FieldErrors | undefined): SafeHtml {
  const roles = Object.values(Role).map((role) => [role, ROLE_LABELS[role]] as const);
  return html`<form method="post" action="/dashboard/keys" class="card" data-testid="create-key-form">
  <h2>Create a key</h2>
  ${csrfField(user)}
  <label>Name ${fieldError(errors, 'name')}
    <input type="text" name="name" required maxlength="200" value="${form.name}"></label>
  <label>Role ${fieldError(errors, 'role')}
    <select name="role">${options(roles, form.role)}</select></label>
  <label>Expires at, in UTC (optional; leave blank for a key that does not expire) ${fieldError(errors, 'expires_at')}
    <input type="datetime-local" name="expires_at" value="${form.expires_at}"></label>
  <button type="submit">Create key</button>
</form>`;
}

function keyRow(key: ApiKeyResponseDto, now: Date): SafeHtml {
  const status = keyStatus(key, now);
  const revoke =
    status === 'active' ? html`<a href="/dashboard/keys/${key.key_id}/revoke" class="danger" data-testid="revoke-key">Revoke…</a>` : '';
  return html`<tr data-testid="key-row" data-key-id="${key.key_id}">
    <td>${key.name}</td>
    <td>${key.role}</td>
    <td><code>${key.key_prefix}</code></td>
    <td>${timeCell(key.created_at)}</td>
    <td>${timeCell(key.expires_at)}</td>
    <td>${timeCell(key.last_used_at)}</td>
    <td data-testid="key-status"><span class="badge ${status}">${status}</span></td>
    <td>${revoke}</td>
  </tr>`;
}

export function keysPage(user: DashboardContext, view: KeysView): SafeHtml {
  const form = view.form ?? { name: '', role: Role.FullAccess, expires_at: '' };
  const rows = view.keys.length
    ? view.keys.map((key) => keyRow(key, view.now))
    : html`<tr><td colspan="8" class="muted">${view.total === 0 ? 'No keys yet.' : 'No keys on this page.'}</td></tr>`;
  return layout(
    user,
    'keys',
    'API keys',
    html`${view.created ? newKeyPanel(view.created) : ''}
${createForm(user, form, view.errors)}
<h2>Keys <span class="muted">(${view.total})</span></h2>
<table data-testid="keys-table">
  <thead><tr><th>Name</th><th>Role</th><th>Public key id</th><th>Created</th><th>Expires</th><th>Last used</th><th>Status</th><th></th></tr></thead>
  <tbody>${rows}</tbody>
</table>
${pager({ page: view.page, hasMore: view.hasMore, href: (page) => `/dashboard/keys?page=${page}`, testId: 'keys' })}`,
    view.flash,
  );
}

import { DASHBOARD_ROLES, DashboardRole, ROLE_LABELS, roleAllows } from '../domain/dashboard-roles';
import { html, SafeHtml } from '../domain/html';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { DashboardUserDto } from '../users/dashboard-user.dto';
import { csrfField, Flash, layout } from './layout';
import { FieldErrors, fieldError, options, pager, timeCell } from './page-parts';

/** The invite form as typed; the password is never sent back to the browser. */
export interface UserForm {
  email: string;
  role: string;
}

export interface UsersView {
  users: DashboardUserDto[];
  page: number;
  hasMore: boolean;
  total: number;
  form?: UserForm;
  errors?: FieldErrors;
  flash?: Flash;
}

/** The audit actions of dashboard users, each linked from the page to the log filtered to it. */
export const USER_AUDIT_ACTIONS = [
  'dashboard_user.created',
  'dashboard_user.role_changed',
  'dashboard_user.disabled',
  'dashboard_user.enabled',
  'dashboard_user.password_reset',
] as const;

const ROLE_OPTIONS = DASHBOARD_ROLES.map((role) => [role, ROLE_LABELS[role].name] as const);

export function roleName(role: DashboardRole): string {
  return ROLE_LABELS[role]?.name ?? role;
}

function createForm(user: DashboardContext, form: UserForm, errors: FieldErrors | undefined): SafeHtml {
  return html`<form method="post" action="/dashboard/users" class="card" data-testid="create-user-form" autocomplete="off">
  <h2>Add a user</h2>
  ${csrfField(user)}
  <label>Email ${fieldError(errors, 'email')}
    <input type="email" name="email" required maxlength="254" value="${form.email}" autocomplete="off"></label>
  <label>Role ${fieldError(errors, 'role')}
    <select name="role">${options(ROLE_OPTIONS, form.role)}</select></label>
  <label>Initial password (at least 12 characters; give it to the user over a safe channel) ${fieldError(errors, 'password')}
    <input type="password" name="password" required minlength="12" maxlength="256" autocomplete="new-password"></label>
  <button type="submit">Add user</button>
</form>`;
}

function rowActions(user: DashboardContext, row: DashboardUserDto): SafeHtml {
  if (row.id === user.userId) return html`<span class="muted">You</span>`;
  const status = row.disabled_at
    ? html`<form method="post" action="/dashboard/users/${row.id}/enable" class="inline">
      ${csrfField(user)}<button type="submit" class="secondary" data-testid="enable-user">Re-enable</button></form>`
    : html`<a href="/dashboard/users/${row.id}/disable" data-testid="disable-user">Disable…</a>`;
  return html`<div class="actions">
    <form method="post" action="/dashboard/users/${row.id}/role" class="inline" data-testid="role-form">
      ${csrfField(user)}
      <label>Role <select name="role" aria-label="Role of ${row.email}">${options(ROLE_OPTIONS, row.role)}</select></label>
      <button type="submit" class="secondary" data-testid="change-role">Change role</button>
    </form>
    <a href="/dashboard/users/${row.id}/reset-password" data-testid="reset-password">Reset password…</a>
    ${status}
  </div>`;
}

function userRow(user: DashboardContext, row: DashboardUserDto, canManage: boolean): SafeHtml {
  const status = row.disabled_at ? 'disabled' : 'active';
  return html`<tr data-testid="user-row" data-user-id="${row.id}">
    <td>${row.email}</td>
    <td data-testid="user-role">${roleName(row.role)}</td>
    <td data-testid="user-status"><span class="badge ${status}">${status}</span></td>
    <td>${timeCell(row.created_at)}</td>
    <td>${timeCell(row.last_login_at)}</td>
    ${canManage ? html`<td>${rowActions(user, row)}</td>` : ''}
  </tr>`;
}

function roleTable(): SafeHtml {
  return html`<details class="card"><summary>What each role may do</summary>
  <ul>${DASHBOARD_ROLES.map((role) => html`<li><strong>${ROLE_LABELS[role].name}</strong>: ${ROLE_LABELS[role].description}</li>`)}</ul>
</details>`;
}

export function usersPage(user: DashboardContext, view: UsersView): SafeHtml {
  const canManage = roleAllows(user.role, 'users.manage');
  const form = view.form ?? { email: '', role: 'viewer' };
  const columns = canManage ? 6 : 5;
  const rows = view.users.length
    ? view.users.map((row) => userRow(user, row, canManage))
    : html`<tr><td colspan="${String(columns)}" class="muted">No users on this page.</td></tr>`;
  const audit = USER_AUDIT_ACTIONS.map((action) => html`<a href="/dashboard/audit?action=${action}">${action}</a>`);
  return layout(
    user,
    'users',
    'Users',
    html`${canManage ? createForm(user, form, view.errors) : html`<p class="muted" data-testid="read-only-note">Your role (${roleName(user.role)}) can read this list; only an administrator can change users.</p>`}
${roleTable()}
<h2>Users <span class="muted">(${view.total})</span></h2>
<table data-testid="users-table">
  <thead><tr><th>Email</th><th>Role</th><th>Status</th><th>Created</th><th>Last sign-in</th>${canManage ? html`<th>Actions</th>` : ''}</tr></thead>
  <tbody>${rows}</tbody>
</table>
${pager({ page: view.page, hasMore: view.hasMore, href: (page) => `/dashboard/users?page=${page}`, testId: 'users' })}
<p class="muted" data-testid="users-audit-links">Changes to users in the audit log: ${audit.map((link, index) => html`${index > 0 ? ', ' : ''}${link}`)}.</p>`,
    view.flash,
  );
}

/** The new-password field of the reset confirmation, with its message when it was refused. */
export function newPasswordField(errors?: FieldErrors): SafeHtml {
  return html`<label>New password (at least 12 characters; give it to the user over a safe channel) ${fieldError(errors, 'password')}
    <input type="password" name="password" required minlength="12" maxlength="256" autocomplete="new-password"></label>`;
}

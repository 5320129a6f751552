import { html, SafeHtml } from '../domain/html';
import { AUDIT_ACTION_NAMES, AuditFilterForm, auditPageHref, KEY_NAME_MAX_LENGTH } from '../forms/audit-filter';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { Flash, layout } from './layout';
import { FieldErrors, fieldError, options, timeCell } from './page-parts';

/** One log entry as the page shows it. */
export interface AuditRow {
  time: Date;
  action: string;
  keyId: string | null;
  /** The name of the key, beside its id (null when the key is unknown to the operator). */
  keyName: string | null;
  /** The dashboard user who acted (details.user_id), and its email when known. */
  userId: string | null;
  userEmail: string | null;
  method: string | null;
  path: string | null;
  statusCode: number | null;
  clientIp: string | null;
  details: Record<string, unknown> | null;
}

export interface AuditResult {
  rows: AuditRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditView {
  filter: AuditFilterForm;
  /** The operator's dashboard users the filter offers: id and email. */
  userOptions: ReadonlyArray<readonly [string, string]>;
  /** Absent when the filter was refused: no entries are listed for a filter that means nothing. */
  result?: AuditResult;
  errors?: FieldErrors;
  flash?: Flash;
}

const dash = html`<span class="muted">—</span>`;

function filterForm(view: AuditView): SafeHtml {
  const { filter, errors } = view;
  const actions = [['any', 'any'] as const, ...AUDIT_ACTION_NAMES.map((name) => [name, name] as const)];
  const users = [['any', 'any user'] as const, ...view.userOptions];
  // A user typed into the address that the list does not offer stays visible (and is refused by its field).
  if (filter.user && filter.user !== 'any' && !view.userOptions.some(([id]) => id === filter.user)) {
    users.push([filter.user, filter.user] as const);
  }
  return html`<form method="get" action="/dashboard/audit" class="card inline" data-testid="audit-filter">
  <label>Action ${fieldError(errors, 'action')}
    <select name="action">${options(actions, filter.action || 'any')}</select></label>
  <label>User ${fieldError(errors, 'user')}
    <select name="user" data-testid="audit-user">${options(users, filter.user || 'any')}</select></label>
  <label>Key name ${fieldError(errors, 'key_name')}
    <input type="text" name="key_name" maxlength="${String(KEY_NAME_MAX_LENGTH)}" placeholder="any key" value="${filter.key_name}"></label>
  <label>Key id ${fieldError(errors, 'key_id')}
    <input type="text" name="key_id" maxlength="64" placeholder="any key" value="${filter.key_id}"></label>
  <label>From (UTC day) ${fieldError(errors, 'from')}
    <input type="date" name="from" value="${filter.from}"></label>
  <label>To (UTC day) ${fieldError(errors, 'to')}
    <input type="date" name="to" value="${filter.to}"></label>
  <button type="submit">Filter</button>
  <a href="/dashboard/audit">Clear</a>
</form>`;
}

function keyCell(entry: AuditRow): SafeHtml {
  if (!entry.keyId) return dash;
  const name = entry.keyName ? html`<span class="key-name" data-testid="audit-key-name">${entry.keyName}</span> ` : '';
  return html`${name}<code class="key-id">${entry.keyId}</code>`;
}

function userCell(entry: AuditRow): SafeHtml {
  if (!entry.userId) return dash;
  return entry.userEmail ? html`<span data-testid="audit-user-email">${entry.userEmail}</span>` : html`<code>${entry.userId}</code>`;
}

/** The details on one line, the whole of them (indented) behind the expand control. */
function detailsCell(details: Record<string, unknown> | null): SafeHtml {
  if (!details) return dash;
  return html`<details class="audit-details">
<summary data-testid="audit-details-summary">
${JSON.stringify(details)}
</summary>
<pre>${JSON.stringify(details, null, 2)}</pre>
</details>`;
}

function row(entry: AuditRow): SafeHtml {
  return html`<tr data-testid="audit-row" data-action="${entry.action}">
    <td>${timeCell(entry.time)}</td>
    <td>${entry.action}</td>
    <td>${userCell(entry)}</td>
    <td>${keyCell(entry)}</td>
    <td>${entry.method ?? dash}</td>
    <td>${entry.path ?? dash}</td>
    <td class="num">${entry.statusCode ?? dash}</td>
    <td>${entry.clientIp ?? dash}</td>
    <td class="details">${detailsCell(entry.details)}</td>
  </tr>`;
}

export function lastPage(result: Pick<AuditResult, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(result.total / result.pageSize));
}

/** The page numbers to link: the first, the last, and two either side of the current one; gaps as null. */
export function pageNumbersShown(page: number, last: number): Array<number | null> {
  const wanted = new Set([1, last]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= last) wanted.add(n);
  const sorted = [...wanted].sort((x, y) => x - y);
  const shown: Array<number | null> = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) shown.push(null);
    shown.push(n);
  });
  return shown;
}

function pageLinks(filter: AuditFilterForm, result: AuditResult): SafeHtml {
  const last = lastPage(result);
  if (last <= 1 && result.page <= 1) return html``;
  const numbers = pageNumbersShown(Math.min(result.page, last), last).map((n) =>
    n === null
      ? html`<span class="muted" aria-hidden="true">…</span>`
      : n === result.page
        ? html`<a href="${auditPageHref(filter, n)}" aria-current="page" class="current" data-testid="audit-page">${String(n)}</a>`
        : html`<a href="${auditPageHref(filter, n)}" data-testid="audit-page">${String(n)}</a>`,
  );
  return html`<nav class="pager" aria-label="Pages">
  ${result.page > 1 ? html`<a href="${auditPageHref(filter, Math.min(result.page - 1, last))}" rel="prev" data-testid="audit-prev">← Previous</a>` : ''}
  ${numbers}
  ${result.page < last ? html`<a href="${auditPageHref(filter, result.page + 1)}" rel="next" data-testid="audit-next">Next →</a>` : ''}
</nav>`;
}

function table(filter: AuditFilterForm, result: AuditResult): SafeHtml {
  const last = lastPage(result);
  const empty = result.total === 0 ? 'No entries match.' : 'No entries on this page.';
  const rows = result.rows.length ? result.rows.map(row) : html`<tr><td colspan="9" class="muted">${empty}</td></tr>`;
  return html`<p data-testid="audit-summary">Page ${String(result.page)} of ${String(last)}, <span data-testid="audit-total">${String(result.total)} ${result.total === 1 ? 'entry' : 'entries'}</span></p>
<div class="table-scroll">
<table data-testid="audit-table">
  <thead><tr><th>Time</th><th>Action</th><th>User</th><th>Key</th><th>Method</th><th>Path</th><th class="num">Status</th><th>Client IP</th><th>Details</th></tr></thead>
  <tbody>${rows}</tbody>
</table>
</div>
${pageLinks(filter, result)}`;
}

export function auditPage(user: DashboardContext, view: AuditView): SafeHtml {
  return layout(
    user,
    'audit',
    'Audit log',
    html`${filterForm(view)}
${view.result ? table(view.filter, view.result) : ''}`,
    view.flash,
  );
}

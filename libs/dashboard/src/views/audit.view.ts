import { html, SafeHtml } from '../domain/html';
import { AUDIT_ACTION_NAMES, AuditFilterForm, auditPageHref } from '../forms/audit-filter';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { Flash, layout } from './layout';
import { FieldErrors, fieldError, options, pager, timeCell } from './page-parts';

/** One log entry as the page shows it. */
export interface AuditRow {
  time: Date;
  action: string;
  keyId: string | null;
  method: string | null;
  path: string | null;
  statusCode: number | null;
  clientIp: string | null;
  details: Record<string, unknown> | null;
}

export interface AuditView {
  filter: AuditFilterForm;
  /** Absent when the filter was refused: no entries are listed for a filter that means nothing. */
  result?: { rows: AuditRow[]; total: number; page: number; hasMore: boolean };
  errors?: FieldErrors;
  flash?: Flash;
}

const dash = html`<span class="muted">—</span>`;

function filterForm(filter: AuditFilterForm, errors: FieldErrors | undefined): SafeHtml {
  const actions = [['any', 'any'] as const, ...AUDIT_ACTION_NAMES.map((name) => [name, name] as const)];
  return html`<form method="get" action="/dashboard/audit" class="card inline" data-testid="audit-filter">
  <label>Action ${fieldError(errors, 'action')}
    <select name="action">${options(actions, filter.action || 'any')}</select></label>
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

function row(entry: AuditRow): SafeHtml {
  return html`<tr data-testid="audit-row" data-action="${entry.action}">
    <td>${timeCell(entry.time)}</td>
    <td>${entry.action}</td>
    <td>${entry.keyId ? html`<code>${entry.keyId}</code>` : dash}</td>
    <td>${entry.method ?? dash}</td>
    <td>${entry.path ?? dash}</td>
    <td class="num">${entry.statusCode ?? dash}</td>
    <td>${entry.clientIp ?? dash}</td>
    <td class="details">${entry.details ? html`<code>${JSON.stringify(entry.details)}</code>` : dash}</td>
  </tr>`;
}

function table(filter: AuditFilterForm, result: NonNullable<AuditView['result']>): SafeHtml {
  const rows = result.rows.length ? result.rows.map(row) : html`<tr><td colspan="8" class="muted">No entries match.</td></tr>`;
  return html`<p data-testid="audit-total">${result.total} ${result.total === 1 ? 'entry' : 'entries'}</p>
<table data-testid="audit-table">
  <thead><tr><th>Time</th><th>Action</th><th>Key id</th><th>Method</th><th>Path</th><th class="num">Status</th><th>Client IP</th><th>Details</th></tr></thead>
  <tbody>${rows}</tbody>
</table>
${pager({ page: result.page, hasMore: result.hasMore, href: (page) => auditPageHref(filter, page), testId: 'audit' })}`;
}

export function auditPage(user: DashboardContext, view: AuditView): SafeHtml {
  return layout(
    user,
    'audit',
    'Audit log',
    html`${filterForm(view.filter, view.errors)}
${view.result ? table(view.filter, view.result) : ''}`,
    view.flash,
  );
}

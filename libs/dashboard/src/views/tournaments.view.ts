import { TournamentDto } from '@app/tournaments';
import { html, SafeHtml } from '../domain/html';
import { ExtraCurrencies, formatMoney } from '../domain/money-text';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { FILTER_FIELDS, TournamentFilters, TournamentListPage } from '../tournaments/tournament-pages.service';
import { Flash, layout } from './layout';
import { fieldError, options, pager, refusedFormFlash, timeCell } from './page-parts';

const STATUS_OPTIONS = [
  ['', 'Any'],
  ['scheduled', 'Scheduled'],
  ['in_progress', 'In progress'],
  ['completed', 'Completed'],
  ['cancelled', 'Cancelled'],
] as const;

const SORT_OPTIONS = [
  ['', 'Newest first'],
  ['createdAt:asc', 'Oldest first'],
  ['scheduledStart:asc', 'Start, earliest first'],
  ['scheduledStart:desc', 'Start, latest first'],
  ['name:asc', 'Name, A to Z'],
  ['currentPlayers:desc', 'Most players first'],
  ['entryFee:desc', 'Highest entry fee first'],
] as const;

export function statusLabel(status: string): string {
  return status.replace(/_/g, ' ');
}

export function statusBadge(status: string, testId?: string): SafeHtml {
  return html`<span class="badge ${status}" ${testId ? html`data-testid="${testId}"` : ''}>${statusLabel(status)}</span>`;
}

/** The list URL of these filters at a page (empty filters left out, so links stay short). */
export function listHref(filters: TournamentFilters, page: number): string {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) if (filters[field]) params.set(field, filters[field]);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/dashboard/tournaments${query ? `?${query}` : ''}`;
}

function filterForm(filters: TournamentFilters, errors: Record<string, string[]> | undefined): SafeHtml {
  const text = (name: string, label: string, type: string, extra: SafeHtml = html``) =>
    html`<label>${label} <input type="${type}" name="${name}" value="${filters[name as keyof TournamentFilters] ?? ''}" ${extra}>${fieldError(errors, name)}</label>`;
  // A comma list of statuses (the API accepts one, a link may carry it) stays selected as itself.
  const status = filters.status ?? '';
  const statuses = STATUS_OPTIONS.some(([value]) => value === status) ? STATUS_OPTIONS : [...STATUS_OPTIONS, [status, status] as const];
  return html`<form method="get" action="/dashboard/tournaments" class="inline card" data-testid="tournament-filter">
  <label>Status <select name="status">${options(statuses, status)}</select>${fieldError(errors, 'status')}</label>
  ${text('gameSlug', 'Game', 'text', html`maxlength="64" placeholder="book-of-gold"`)}
  ${text('startDate', 'Starts from', 'date')}
  ${text('endDate', 'Starts until', 'date')}
  ${text('minPlayers', 'Players at least', 'number', html`min="0"`)}
  ${text('maxPlayers', 'Players at most', 'number', html`min="0"`)}
  <label>Order <select name="sort">${options(SORT_OPTIONS, filters.sort ?? '')}</select>${fieldError(errors, 'sort')}</label>
  <button type="submit">Filter</button>
  <a href="/dashboard/tournaments">Clear</a>
</form>`;
}

function tournamentRow(t: TournamentDto, extra?: ExtraCurrencies): SafeHtml {
  return html`<tr data-testid="tournament-row" data-tournament-id="${t.tournamentId}">
  <td><a href="/dashboard/tournaments/${t.tournamentId}" data-testid="tournament-link">${t.name}</a></td>
  <td>${statusBadge(t.status)}</td>
  <td>${t.gameSlug}</td>
  <td>${timeCell(t.scheduledStart)}</td>
  <td class="num">${t.currentPlayers} / ${t.maxPlayers ?? '∞'}</td>
  <td class="num">${formatMoney(t.entryFee, t.currency, extra)}</td>
  <td class="num">${formatMoney(t.prizePool.totalAmount, t.currency, extra)}</td>
</tr>`;
}

export function tournamentsPage(user: DashboardContext, view: TournamentListPage, extra?: ExtraCurrencies): SafeHtml {
  const { filters, page, perPage, tournaments, total, errors } = view;
  const flash: Flash | undefined = errors
    ? refusedFormFlash(errors, [...FILTER_FIELDS], 'Some filters are not valid; correct them and filter again.')
    : undefined;
  const first = (page - 1) * perPage + 1;
  const summary = total === 0 ? 'No tournaments match.' : `${first}–${first + tournaments.length - 1} of ${total}`;
  const table = html`<table data-testid="tournaments-table">
  <thead><tr><th>Name</th><th>Status</th><th>Game</th><th>Scheduled start</th><th class="num">Players / max</th><th class="num">Entry fee</th><th class="num">Prize pool</th></tr></thead>
  <tbody>${tournaments.map((t) => tournamentRow(t, extra))}</tbody>
</table>`;
  return layout(
    user,
    'tournaments',
    'Tournaments',
    html`${filterForm(filters, errors)}
<p class="muted" data-testid="tournaments-summary">${errors ? '' : summary}</p>
${table}
${errors ? '' : pager({ page, hasMore: page * perPage < total, href: (n) => listHref(filters, n), testId: 'tournaments-page' })}`,
    flash,
  );
}

import { TournamentDto } from '@app/tournaments';
import { roleAllows } from '../domain/dashboard-roles';
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

const TYPE_OPTIONS = [
  ['', 'Any'],
  ['scheduled', 'Scheduled'],
  ['hop_on_off', 'Hop-on/off'],
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

/** A tournament's `type` in words. */
export function typeLabel(type: string): string {
  return TYPE_OPTIONS.find(([value]) => value !== '' && value === type)?.[1] ?? type;
}

/** A hop-on/off tournament not started yet: its scheduledStart is when it is cancelled unless enough players came. */
export function isWaitingForPlayers(t: TournamentDto): boolean {
  return t.type === 'hop_on_off' && t.status === 'scheduled';
}

/** The series of a tournament: its name, linked to its page; said so when the series was deleted. */
export function seriesLink(seriesId: string, seriesNames: ReadonlyMap<string, string>): SafeHtml {
  const name = seriesNames.get(seriesId);
  if (name === undefined) return html`<span class="muted" data-testid="series-deleted">Series (deleted)</span>`;
  return html`<a href="/dashboard/series/${seriesId}" data-testid="series-link">Series: ${name}</a>`;
}

/** The Type cell: Scheduled, Hop-on/off with its lobby, or the series that created it. */
function typeCell(t: TournamentDto, seriesNames: ReadonlyMap<string, string>): SafeHtml {
  const kind = t.seriesId
    ? seriesLink(t.seriesId, seriesNames)
    : html`${typeLabel(t.type)}${t.lobbyKey ? html`<div class="muted" data-testid="tournament-lobby">Lobby ${t.lobbyKey}</div>` : ''}`;
  return html`<td data-testid="tournament-type" data-type="${t.type}">${kind}</td>`;
}

/** The list URL of these filters at a page (empty filters left out, so links stay short). */
export function listHref(filters: TournamentFilters, page: number): string {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) if (filters[field]) params.set(field, filters[field]);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/dashboard/tournaments${query ? `?${query}` : ''}`;
}

/** A select that keeps a value it does not offer (sent in a link) selected as itself. */
function keepSelected(values: readonly (readonly [string, string])[], current: string, label = current): (readonly [string, string])[] {
  return values.some(([value]) => value === current) ? [...values] : [...values, [current, label] as const];
}

function filterForm(view: TournamentListPage): SafeHtml {
  const { filters, errors } = view;
  const text = (name: string, label: string, type: string, extra: SafeHtml = html``) =>
    html`<label>${label} <input type="${type}" name="${name}" value="${filters[name as keyof TournamentFilters] ?? ''}" ${extra}>${fieldError(errors, name)}</label>`;
  // A value the selects do not offer (a comma list of statuses, which the API accepts, or a series
  // further back than those offered) stays selected as itself.
  const status = filters.status ?? '';
  const type = filters.type ?? '';
  const series = filters.series_id ?? '';
  const seriesChoices = keepSelected([['', 'Any'], ...view.seriesOptions], series, view.seriesNames.get(series) ?? series);
  return html`<form method="get" action="/dashboard/tournaments" class="inline card" data-testid="tournament-filter">
  ${text('search', 'Search', 'search', html`maxlength="100" placeholder="Name or external id"`)}
  <label>Status <select name="status">${options(keepSelected(STATUS_OPTIONS, status), status)}</select>${fieldError(errors, 'status')}</label>
  <label>Type <select name="type">${options(keepSelected(TYPE_OPTIONS, type), type)}</select>${fieldError(errors, 'type')}</label>
  ${text('gameSlug', 'Game', 'text', html`maxlength="64" placeholder="book-of-gold"`)}
  ${text('lobby_key', 'Lobby', 'text', html`maxlength="128" placeholder="crash-classic:5.00:EUR"`)}
  <label>Series <select name="series_id">${options(seriesChoices, series)}</select>${fieldError(errors, 'series_id')}</label>
  ${text('startDate', 'Starts from', 'date')}
  ${text('endDate', 'Starts until', 'date')}
  ${text('minPlayers', 'Players at least', 'number', html`min="0"`)}
  ${text('maxPlayers', 'Players at most', 'number', html`min="0"`)}
  <label>Order <select name="sort">${options(SORT_OPTIONS, filters.sort ?? '')}</select>${fieldError(errors, 'sort')}</label>
  <button type="submit">Filter</button>
  <a href="/dashboard/tournaments">Clear</a>
</form>`;
}

/** Columns the list can be ordered by (the API's sort fields), and the direction a first click asks for. */
const SORTABLE: Record<string, { field: string; first: 'asc' | 'desc' }> = {
  Name: { field: 'name', first: 'asc' },
  'Scheduled start': { field: 'scheduledStart', first: 'asc' },
  'Players / max': { field: 'currentPlayers', first: 'desc' },
  'Entry fee': { field: 'entryFee', first: 'desc' },
};

/**
 * A column heading: a link that orders the list by the column (the filters kept, back to the
 * first page), the other way round when it is already ordered by it; `aria-sort` says the order.
 */
function headerCell(label: string, filters: TournamentFilters, numeric = false): SafeHtml {
  const cls = numeric ? html` class="num"` : html``;
  const sortable = SORTABLE[label];
  if (!sortable) return html`<th${cls} scope="col">${label}</th>`;
  const [field, direction] = (filters.sort ?? '').split(':');
  const current = field === sortable.field ? (direction === 'desc' ? 'desc' : 'asc') : undefined;
  const next = current ? (current === 'asc' ? 'desc' : 'asc') : sortable.first;
  const href = listHref({ ...filters, sort: `${sortable.field}:${next}` }, 1);
  const ariaSort = current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : 'none';
  const arrow = current === 'asc' ? ' ▲' : current === 'desc' ? ' ▼' : '';
  const hint = `Order by ${label.toLowerCase()}, ${next === 'asc' ? 'ascending' : 'descending'}`;
  return html`<th${cls} scope="col" aria-sort="${ariaSort}"><a href="${href}" class="sort" data-testid="sort-${sortable.field}" title="${hint}">${label}<span aria-hidden="true">${arrow}</span></a></th>`;
}

function tournamentRow(t: TournamentDto, seriesNames: ReadonlyMap<string, string>, extra?: ExtraCurrencies): SafeHtml {
  return html`<tr data-testid="tournament-row" data-tournament-id="${t.tournamentId}">
  <td><a href="/dashboard/tournaments/${t.tournamentId}" data-testid="tournament-link">${t.name}</a></td>
  <td>${statusBadge(t.status)}</td>
  ${typeCell(t, seriesNames)}
  <td>${t.gameSlug}</td>
  <td>${timeCell(t.scheduledStart)}${isWaitingForPlayers(t) ? html`<div class="muted">End of the wait for players</div>` : ''}</td>
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
  <thead><tr>${[
    headerCell('Name', filters),
    headerCell('Status', filters),
    headerCell('Type', filters),
    headerCell('Game', filters),
    headerCell('Scheduled start', filters),
    headerCell('Players / max', filters, true),
    headerCell('Entry fee', filters, true),
    headerCell('Prize pool', filters, true),
  ]}</tr></thead>
  <tbody>${tournaments.map((t) => tournamentRow(t, view.seriesNames, extra))}</tbody>
</table>`;
  return layout(
    user,
    'tournaments',
    'Tournaments',
    html`${roleAllows(user.role, 'tournaments.manage') ? html`<p><a href="/dashboard/tournaments/new" class="button" data-testid="new-tournament">New tournament</a></p>` : ''}
${filterForm(view)}
<p class="muted" data-testid="tournaments-summary">${errors ? '' : summary}</p>
${table}
${errors ? '' : pager({ page, hasMore: page * perPage < total, href: (n) => listHref(filters, n), testId: 'tournaments-page' })}`,
    flash,
  );
}

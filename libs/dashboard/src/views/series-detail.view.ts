import { TournamentDto } from '@app/tournaments';
import { roleAllows } from '../domain/dashboard-roles';
import { html, SafeHtml } from '../domain/html';
import { ExtraCurrencies, formatMoney } from '../domain/money-text';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { SeriesDetailPage } from '../tournaments/series-pages.service';
import { Flash, layout } from './layout';
import { pager, refusedFormFlash, timeCell } from './page-parts';
import { activeBadge, durationText, nextStartsList, scheduleText } from './series.view';
import { statusBadge } from './tournaments.view';

function fact(label: string, value: SafeHtml | string | number, testId?: string): SafeHtml {
  return html`<div class="card" ${testId ? html`data-testid="${testId}"` : ''}><div class="label">${label}</div><div>${value}</div></div>`;
}

const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const textOr = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The seats of the template: min_players (1 when absent) to max_players (unlimited when absent or null). */
function seatsText(template: Record<string, unknown>): string {
  const min = numberOr(template.min_players) ?? 1;
  const max = numberOr(template.max_players);
  return max === undefined ? `At least ${min}, no maximum` : `${min} to ${max} players`;
}

/** What each tournament of the series is created with (the template as accepted). */
function templateSummary(view: SeriesDetailPage, extra?: ExtraCurrencies): SafeHtml {
  const template = view.series.template;
  const { code, operatorDefault } = view.currency;
  const money = (value: unknown) => {
    const amount = numberOr(value);
    return amount === undefined ? '—' : formatMoney(amount, code, extra);
  };
  const prizePool = (template.prize_pool ?? {}) as Record<string, unknown>;
  return html`<h2>Template</h2>
<p class="muted">Each tournament of the series is created with these; a change of the template applies to tournaments created after it.</p>
<div class="grid" data-testid="series-template">
  ${fact('Tournament name', textOr(template.name) ?? '—', 'template-name')}
  ${fact('Game', textOr(template.game) ?? '—', 'template-game')}
  ${fact('Entry fee', money(template.entry_fee), 'template-entry-fee')}
  ${fact('Currency', operatorDefault ? html`${code} <span class="muted">(the operator's default currency)</span>` : code, 'template-currency')}
  ${fact('Seats', seatsText(template), 'template-seats')}
  ${fact('Guaranteed prize', money(prizePool.total ?? 0), 'template-guarantee')}
</div>`;
}

function tournamentRow(t: TournamentDto, extra?: ExtraCurrencies): SafeHtml {
  return html`<tr data-testid="series-tournament-row" data-tournament-id="${t.tournamentId}">
  <td><a href="/dashboard/tournaments/${t.tournamentId}" data-testid="series-tournament-link">${t.name}</a></td>
  <td>${statusBadge(t.status)}</td>
  <td data-testid="series-tournament-start">${timeCell(t.scheduledStart)}</td>
  <td class="num">${t.currentPlayers} / ${t.maxPlayers ?? '∞'}</td>
  <td class="num">${formatMoney(t.entryFee, t.currency, extra)}</td>
  <td class="num">${formatMoney(t.prizePool.totalAmount, t.currency, extra)}</td>
</tr>`;
}

export function seriesDetailHref(seriesId: string, page: number): string {
  return `/dashboard/series/${seriesId}${page > 1 ? `?page=${page}` : ''}`;
}

function createdTournaments(view: SeriesDetailPage, extra?: ExtraCurrencies): SafeHtml {
  const { series, tournaments, total, page, perPage, errors } = view;
  const first = (page - 1) * perPage + 1;
  const summary =
    total === 0
      ? 'None yet: each tournament is created the lead time before its start.'
      : tournaments.length === 0
        ? `None on this page (${total} in all).`
        : `${first}–${first + tournaments.length - 1} of ${total}, latest start first.`;
  return html`<h2>Tournaments created</h2>
<p class="muted"><span data-testid="series-tournaments-summary">${errors ? '' : summary}</span>
  <a href="/dashboard/tournaments?series_id=${series.series_id}" data-testid="series-tournaments-filter">Show them in the tournament list</a></p>
<table data-testid="series-tournaments">
  <thead><tr><th>Name</th><th>Status</th><th>Start</th><th class="num">Players / max</th><th class="num">Entry fee</th><th class="num">Prize pool</th></tr></thead>
  <tbody>${tournaments.map((t) => tournamentRow(t, extra))}</tbody>
</table>
${errors ? '' : pager({ page, hasMore: page * perPage < total, href: (n) => seriesDetailHref(series.series_id, n), testId: 'series-tournaments-page' })}`;
}

/** The last occurrence whose tournament could not be created, while the series keeps it. */
function lastFailure(view: SeriesDetailPage): SafeHtml | string {
  const failure = view.series.last_failure;
  if (!failure) return '';
  return html`<div class="flash flash-error" role="status" data-testid="series-last-failure">
  <strong>No tournament for the start at ${timeCell(failure.occurrence_start)}</strong>
  <span data-testid="series-last-failure-code">(${failure.code})</span>:
  <span data-testid="series-last-failure-message">${failure.message}</span>
  <div class="muted">Found ${timeCell(failure.at)}. Later starts are still tried; this stays until one of them gets its tournament.</div>
</div>`;
}

/** The flash of `?done=` after a change made on the dashboard. */
export const SERIES_DONE: Record<string, Flash> = {
  created: { kind: 'success', message: 'The series was created.' },
  updated: { kind: 'success', message: 'The changes were saved; tournaments already created keep theirs.' },
  paused: { kind: 'success', message: 'The series is paused: no more tournaments will be created until it is resumed.' },
  resumed: { kind: 'success', message: 'The series is active again: its next starts get their tournaments.' },
};

/** The changes a role granting tournaments.manage may make; each opens its confirmation page. */
function actions(user: DashboardContext, s: SeriesDetailPage['series']): SafeHtml {
  if (!roleAllows(user.role, 'tournaments.manage')) return html``;
  const base = `/dashboard/series/${s.series_id}`;
  return html`<nav class="actions series-actions" aria-label="Series actions" data-testid="series-actions">
  <a href="${base}/edit" class="button secondary" data-testid="action-edit">Edit…</a>
  ${
    s.active
      ? html`<a href="${base}/pause" class="button secondary" data-testid="action-pause">Pause…</a>`
      : html`<a href="${base}/resume" class="button" data-testid="action-resume">Resume…</a>`
  }
  <a href="${base}/delete" class="button danger" data-testid="action-delete">Delete…</a>
</nav>`;
}

export function seriesDetailPage(user: DashboardContext, view: SeriesDetailPage, extra?: ExtraCurrencies, done?: Flash): SafeHtml {
  const s = view.series;
  const flash: Flash | undefined = view.errors ? refusedFormFlash(view.errors, [], 'This page of the list does not exist.') : done;
  return layout(
    user,
    'series',
    s.name,
    html`<p><a href="/dashboard/series">← All series</a></p>
${actions(user, s)}
<p>${activeBadge(s.active)} <span class="muted">external id ${s.external_id} · id ${s.series_id}</span></p>
${lastFailure(view)}
<h2>Schedule</h2>
<div class="grid">
  ${fact('Schedule', scheduleText(s))}
  ${fact('Time zone', s.time_zone, 'series-time-zone')}
  ${fact('Lead time', html`${durationText(s.lead_time_seconds)} <div class="muted">Each tournament is created this long before its start.</div>`, 'series-lead-time')}
  ${fact('Created', timeCell(s.created_at))}
  ${fact('Changed', timeCell(s.updated_at))}
</div>
<h2>Next starts</h2>
${nextStartsList(s, s.next_starts)}
${templateSummary(view, extra)}
${createdTournaments(view, extra)}`,
    flash,
  );
}

import { describeSchedule, parseSchedule, SeriesDto, toWallClock } from '@app/tournaments';
import { roleAllows } from '../domain/dashboard-roles';
import { html, SafeHtml } from '../domain/html';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { SeriesListItem, SeriesListPage } from '../tournaments/series-pages.service';
import { Flash, layout } from './layout';
import { pager, refusedFormFlash, timeCell } from './page-parts';

/** A whole number of seconds in words: "1 hour 30 minutes". */
export function durationText(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  const parts: string[] = [];
  let left = seconds;
  for (const [size, unit] of units) {
    const count = Math.floor(left / size);
    if (count > 0) parts.push(`${count} ${unit}${count === 1 ? '' : 's'}`);
    left -= count * size;
  }
  return parts.length ? parts.join(' ') : '0 seconds';
}

export function activeBadge(active: boolean): SafeHtml {
  return active
    ? html`<span class="badge active" data-testid="series-state">active</span>`
    : html`<span class="badge paused" data-testid="series-state">paused</span>`;
}

/** The schedule in words when it can be said exactly, and always as given (the RFC 5545 text). */
export function scheduleText(series: SeriesDto): SafeHtml {
  const parsed = parseSchedule(series.schedule);
  const words = parsed.ok ? describeSchedule(parsed.schedule) : null;
  return html`${words ? html`<div data-testid="series-schedule-words">${words}</div>` : ''}<code class="schedule" data-testid="series-schedule">${series.schedule}</code>`;
}

/** A start in UTC, and in the series' own zone when that is another. */
function startItem(iso: string, timeZone: string): SafeHtml {
  const local =
    timeZone === 'UTC'
      ? ''
      : html` <span class="muted">(${toWallClock(new Date(iso), timeZone).toISOString().slice(0, 16).replace('T', ' ')} ${timeZone})</span>`;
  return html`<li data-testid="next-start">${timeCell(iso)}${local}</li>`;
}

/** The next starts, as the API computes them (none while paused, none once the rule has ended). */
export function nextStartsList(series: SeriesDto, starts: readonly string[]): SafeHtml {
  if (starts.length === 0) {
    const why = series.active ? 'None: the schedule has no start after now.' : 'None while the series is paused.';
    return html`<span class="muted" data-testid="next-starts-none">${why}</span>`;
  }
  return html`<ul class="starts" data-testid="next-starts">${starts.map((iso) => startItem(iso, series.time_zone))}</ul>`;
}

function seriesRow(item: SeriesListItem): SafeHtml {
  const s = item.series;
  return html`<tr data-testid="series-row" data-series-id="${s.series_id}">
  <td><a href="/dashboard/series/${s.series_id}" data-testid="series-link">${s.name}</a></td>
  <td>${s.external_id}</td>
  <td>${scheduleText(s)}</td>
  <td>${s.time_zone}</td>
  <td>${durationText(s.lead_time_seconds)}</td>
  <td>${activeBadge(s.active)}</td>
  <td>${nextStartsList(s, item.nextStarts)}</td>
</tr>`;
}

export function seriesHref(page: number): string {
  return page > 1 ? `/dashboard/series?page=${page}` : '/dashboard/series';
}

/** The flash of `?done=` after a change made on the dashboard that leaves the series list. */
export const SERIES_LIST_DONE: Record<string, Flash> = {
  deleted: { kind: 'success', message: 'The series was deleted; the tournaments it created are kept.' },
};

export function seriesListPage(user: DashboardContext, view: SeriesListPage, done?: Flash): SafeHtml {
  const { page, perPage, items, total, errors } = view;
  const flash: Flash | undefined = errors ? refusedFormFlash(errors, [], 'This page of the list does not exist.') : done;
  const first = (page - 1) * perPage + 1;
  const summary =
    total === 0
      ? 'No series yet.'
      : items.length === 0
        ? `No series on this page (${total} in all).`
        : `${first}–${first + items.length - 1} of ${total}`;
  return layout(
    user,
    'series',
    'Series',
    html`<p class="muted">Recurring tournaments: each start of a series' schedule gets its tournament, created the lead time before the start. Newest series first.</p>
${roleAllows(user.role, 'tournaments.manage') ? html`<p><a href="/dashboard/series/new" class="button" data-testid="new-series">New series</a></p>` : ''}
<p class="muted" data-testid="series-summary">${errors ? '' : summary}</p>
<table data-testid="series-table">
  <thead><tr><th>Name</th><th>External id</th><th>Schedule</th><th>Time zone</th><th>Lead time</th><th>State</th><th>Next starts</th></tr></thead>
  <tbody>${items.map(seriesRow)}</tbody>
</table>
${errors ? '' : pager({ page, hasMore: page * perPage < total, href: seriesHref, testId: 'series-page' })}`,
    flash,
  );
}

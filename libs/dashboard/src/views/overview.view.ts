import { formatAmount } from '@app/common';
import { html, raw, SafeHtml } from '../domain/html';
import { OVERVIEW_MAX_DAYS, OverviewRange, OverviewRangeForm } from '../forms/overview-range';
import { moneyText, MoneyFigures, revenueMinor } from '../money/money-figures';
import { MoneyOverview, PoolDay } from '../money/money.service';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { Flash, layout } from './layout';
import { FieldErrors, fieldError } from './page-parts';

export interface OverviewView {
  form: OverviewRangeForm;
  /** Absent when the range was refused: no figures for a range that means nothing. */
  range?: OverviewRange;
  overview?: MoneyOverview;
  errors?: FieldErrors;
  flash?: Flash;
}

/** The id of the JSON block the charts script reads (data, never script: the policy allows no inline script). */
export const OVERVIEW_DATA_ID = 'overview-chart-data';

function rangeForm(form: OverviewRangeForm, errors: FieldErrors | undefined): SafeHtml {
  return html`<form method="get" action="/dashboard/overview" class="card inline" data-testid="overview-filter">
  <label>From (UTC day) ${fieldError(errors, 'from')}
    <input type="date" name="from" value="${form.from}"></label>
  <label>To (UTC day) ${fieldError(errors, 'to')}
    <input type="date" name="to" value="${form.to}"></label>
  <button type="submit">Show</button>
  <a href="/dashboard/overview">Last 30 days</a>
</form>
<p class="muted">At most ${OVERVIEW_MAX_DAYS} days at a time. Days are UTC days.</p>`;
}

const money = (minor: bigint, f: { digits: number; currency: string }) => moneyText(minor, f.digits, f.currency);

/** The money cells of a row: fees, refunds, prizes, overlay, revenue. */
function moneyCells(f: MoneyFigures): SafeHtml {
  return html`<td class="num" data-testid="fees">${money(f.feesMinor, f)}</td>
    <td class="num" data-testid="refunds">${money(f.refundsMinor, f)}</td>
    <td class="num" data-testid="prizes">${money(f.prizesMinor, f)}</td>
    <td class="num" data-testid="overlay">${money(f.overlayMinor, f)}</td>
    <td class="num" data-testid="revenue">${money(revenueMinor(f), f)}</td>`;
}

const MONEY_HEADERS = html`<th scope="col" class="num">Registrations</th><th scope="col" class="num">Entry and rebuy fees</th><th scope="col" class="num">Refunds</th><th scope="col" class="num">Prizes paid</th><th scope="col" class="num">Guarantee overlay</th><th scope="col" class="num">Operator revenue</th>`;

function totalsTable(overview: MoneyOverview, range: OverviewRange): SafeHtml {
  const rows = overview.totals.map(
    (t) => html`<tr data-testid="total-row" data-currency="${t.currency}">
    <th scope="row">${t.currency}</th>
    <td class="num" data-testid="registrations">${t.registrations}</td>
    ${moneyCells(t)}
  </tr>`,
  );
  return html`<h2>Totals</h2>
<table data-testid="overview-totals">
  <caption>Totals per currency from ${range.fromDay} to ${range.toDay}</caption>
  <thead><tr><th scope="col">Currency</th>${MONEY_HEADERS}</tr></thead>
  <tbody>${rows.length ? rows : html`<tr data-testid="overview-empty"><td colspan="7" class="muted">No registrations and no money moved in this range.</td></tr>`}</tbody>
</table>`;
}

function daysTable(overview: MoneyOverview): SafeHtml {
  const rows = overview.days.map(
    (d) => html`<tr data-testid="day-row" data-day="${d.day}" data-currency="${d.currency}">
    <th scope="row"><time datetime="${d.day}">${d.day}</time></th>
    <td>${d.currency}</td>
    <td class="num" data-testid="registrations">${d.registrations}</td>
    ${moneyCells(d)}
  </tr>`,
  );
  return html`<h2 id="overview-days-heading">Per day</h2>
<table data-testid="overview-days" id="overview-days">
  <caption>Registrations and money per day and currency (days without any are left out)</caption>
  <thead><tr><th scope="col">Day</th><th scope="col">Currency</th>${MONEY_HEADERS}</tr></thead>
  <tbody>${rows.length ? rows : html`<tr><td colspan="8" class="muted">Nothing in this range.</td></tr>`}</tbody>
</table>`;
}

function poolsTable(pools: PoolDay[]): SafeHtml {
  const rows = pools.map(
    (p) => html`<tr data-testid="pool-row" data-day="${p.day}" data-currency="${p.currency}">
    <th scope="row"><time datetime="${p.day}">${p.day}</time></th>
    <td>${p.currency}</td>
    <td class="num" data-testid="tournaments">${p.tournaments}</td>
    <td class="num" data-testid="guaranteed">${money(p.guaranteedMinor, p)}</td>
    <td class="num" data-testid="pool">${money(p.poolMinor, p)}</td>
    <td class="num" data-testid="overlay">${money(p.overlayMinor, p)}</td>
  </tr>`,
  );
  return html`<table data-testid="overview-pools" id="overview-pools">
  <caption>Tournaments completed per day: their guarantees against their prize pools</caption>
  <thead><tr><th scope="col">Day completed</th><th scope="col">Currency</th><th scope="col" class="num">Tournaments</th><th scope="col" class="num">Guaranteed</th><th scope="col" class="num">Prize pools</th><th scope="col" class="num">Guarantee overlay</th></tr></thead>
  <tbody>${rows.length ? rows : html`<tr><td colspan="6" class="muted">No tournament completed in this range.</td></tr>`}</tbody>
</table>`;
}

/** What the charts draw, as JSON text safe inside a script element (no `<` at all). */
export function chartData(overview: MoneyOverview, range: OverviewRange): string {
  const registrations = new Map<string, number>();
  for (const d of overview.days) registrations.set(d.day, (registrations.get(d.day) ?? 0) + d.registrations);
  const currencies = [...new Set(overview.pools.map((p) => p.currency))].sort();
  const data = {
    days: range.days,
    registrations: range.days.map((day) => registrations.get(day) ?? 0),
    // Aligned with `days`: null on a day no tournament of the currency completed.
    pools: currencies.map((currency) => {
      const of = new Map(overview.pools.filter((p) => p.currency === currency).map((p) => [p.day, p]));
      const series = (pick: (p: PoolDay) => bigint) =>
        range.days.map((day) => {
          const pool = of.get(day);
          return pool ? formatAmount(pick(pool), pool.digits) : null;
        });
      return { currency, guaranteed: series((p) => p.guaranteedMinor), pool: series((p) => p.poolMinor) };
    }),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The charts: placeholders the charts script fills (hidden until it does, so a page without
 * script shows only the tables). Each has a name, and says which table holds its figures.
 */
function charts(overview: MoneyOverview, range: OverviewRange): SafeHtml {
  const total = overview.totals.reduce((sum, t) => sum + t.registrations, 0);
  const currencies = [...new Set(overview.pools.map((p) => p.currency))].sort();
  return html`<h2>Registrations over time</h2>
<figure class="chart" data-testid="chart-registrations" hidden>
  <div class="chart-plot" role="img" data-chart="registrations" aria-label="Line chart of registrations per day from ${range.fromDay} to ${range.toDay}, ${total} in all. The figures are in the table Per day."></div>
  <figcaption class="muted">Registrations per day, every currency together. The figures are in the table <a href="#overview-days">Per day</a>.</figcaption>
</figure>
${daysTable(overview)}
<h2>Prize pools against guarantees</h2>
${currencies.map(
  (currency) => html`<figure class="chart" data-testid="chart-pools" data-currency="${currency}" hidden>
  <div class="chart-plot" role="img" data-chart="pools" data-currency="${currency}" aria-label="Chart of the prize pools against the guarantees of the ${currency} tournaments completed per day from ${range.fromDay} to ${range.toDay}. The figures are in the table below the chart."></div>
  <figcaption class="muted">${currency}: prize pools and guarantees of the tournaments completed each day. The figures are in the table <a href="#overview-pools">below</a>.</figcaption>
</figure>`,
)}
${poolsTable(overview.pools)}
<script type="application/json" id="${OVERVIEW_DATA_ID}">${raw(chartData(overview, range))}</script>
<link rel="stylesheet" href="/dashboard/assets/uplot.css">
<script src="/dashboard/assets/uplot.js" defer></script>
<script src="/dashboard/assets/overview.js" defer></script>`;
}

export function overviewPage(user: DashboardContext, view: OverviewView): SafeHtml {
  const body =
    view.range && view.overview
      ? html`<p class="muted" data-testid="overview-range">From ${view.range.fromDay} to ${view.range.toDay} (${view.range.days.length} ${view.range.days.length === 1 ? 'day' : 'days'}).
  Figures come from the ledger: entry and rebuy fees paid in, refunds, prizes paid, and the guarantee overlay (what was added to the pool the fees made when the guarantee was more, counted on the day the tournament completed).
  Operator revenue is fees less refunds less prizes paid: negative on a day an overlay was paid.</p>
${totalsTable(view.overview, view.range)}
${charts(view.overview, view.range)}`
      : html``;
  return layout(user, 'overview', 'Overview', html`${rangeForm(view.form, view.errors)}${body}`, view.flash);
}

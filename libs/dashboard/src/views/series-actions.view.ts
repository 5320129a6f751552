import { SeriesDto } from '@app/tournaments';
import { html, SafeHtml } from '../domain/html';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { csrfField, Flash, layout } from './layout';

export type SeriesAction = 'pause' | 'resume' | 'delete';

export interface SeriesConfirmView {
  series: SeriesDto;
  action: SeriesAction;
  title: string;
  button: string;
  /** What will happen, counted from the series now; absent when the action is refused. */
  consequence?: string;
  /** Why the action cannot be taken now (shown instead of the button). */
  refusal?: string;
  flash?: Flash;
}

/** A series action's confirmation: what will happen to its tournaments, then the one button. */
export function seriesConfirmPage(user: DashboardContext, view: SeriesConfirmView): SafeHtml {
  const s = view.series;
  const back = `/dashboard/series/${s.series_id}`;
  const body = view.refusal
    ? html`<div class="card" data-testid="confirm-refused"><p>${view.refusal}</p><p><a href="${back}">← Back to the series</a></p></div>`
    : html`<form method="post" action="${back}/${view.action}" class="card" data-testid="confirm-form">
  ${csrfField(user)}
  <p data-testid="confirm-consequence">${view.consequence}</p>
  <div class="actions">
    <button type="submit" class="${view.action === 'resume' ? '' : 'danger'}" data-testid="confirm">${view.button}</button>
    <a href="${back}">Back</a>
  </div>
</form>`;
  return layout(
    user,
    'series',
    view.title,
    html`<p class="muted">${s.name} · ${s.active ? 'active' : 'paused'} · external id ${s.external_id}</p>${body}`,
    view.flash,
  );
}

import { SeriesDto } from '@app/tournaments';
import { SafeHtml } from '../domain/html';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { confirmationPage } from './confirm.view';
import { Flash } from './layout';

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

/** A series action's confirmation (the shared confirmation page): what will happen to its tournaments, then the one button. */
export function seriesConfirmPage(user: DashboardContext, view: SeriesConfirmView): SafeHtml {
  const s = view.series;
  const back = `/dashboard/series/${s.series_id}`;
  return confirmationPage(user, {
    section: 'series',
    title: view.title,
    intro: `${s.name} · ${s.active ? 'active' : 'paused'} · external id ${s.external_id}`,
    consequences: view.consequence === undefined ? [] : [view.consequence],
    refusal: view.refusal === undefined ? undefined : { text: view.refusal, back: 'Back to the series' },
    action: `${back}/${view.action}`,
    button: view.button,
    safe: view.action === 'resume',
    cancelHref: back,
    cancelLabel: 'Back',
    flash: view.flash,
  });
}

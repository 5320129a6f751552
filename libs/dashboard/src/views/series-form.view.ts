import { SCORING, TIE_BREAKS } from './tournament-actions.view';
import { SeriesDto } from '@app/tournaments';
import { html, SafeHtml } from '../domain/html';
import { leadTimeNote, SeriesForm, SeriesTextField } from '../forms/series-form';
import { TournamentCheckbox, TournamentTextField } from '../forms/tournament-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { csrfField, Flash, layout } from './layout';
import { FieldErrors, fieldError, options, timeCell } from './page-parts';

export interface SeriesFormView {
  /** Absent: a new series. */
  series?: SeriesDto;
  form: SeriesForm;
  errors?: FieldErrors;
  /** The next five starts of the schedule as typed (a Preview submit). */
  preview?: string[];
  flash?: Flash;
}

function field(name: string, label: string, value: string, errors: FieldErrors | undefined, attributes: SafeHtml = html``): SafeHtml {
  const id = `f-${name.replace(/\./g, '-')}`;
  return html`<label for="${id}">${label} ${fieldError(errors, name)}
    <input id="${id}" type="text" name="${name}" value="${value}" ${attributes} ${errors?.[name] ? html`aria-invalid="true"` : ''}></label>`;
}

function own(form: SeriesForm, errors: FieldErrors | undefined, name: SeriesTextField, label: string, attributes?: SafeHtml): SafeHtml {
  return field(name, label, form.series[name], errors, attributes);
}

function tpl(form: SeriesForm, errors: FieldErrors | undefined, name: TournamentTextField, label: string, attributes?: SafeHtml): SafeHtml {
  return field(`template.${name}`, label, form.template[name], errors, attributes);
}

function tplCheck(form: SeriesForm, errors: FieldErrors | undefined, name: TournamentCheckbox, label: string): SafeHtml {
  const full = `template.${name}`;
  return html`<label class="check"><input type="checkbox" name="${full}" value="on" ${form.template[name] ? html`checked` : ''}> ${label} ${fieldError(errors, full)}</label>`;
}

function tplArea(form: SeriesForm, errors: FieldErrors | undefined, name: TournamentTextField, label: string, rows: number): SafeHtml {
  const full = `template.${name}`;
  const id = `f-${full.replace(/\./g, '-')}`;
  return html`<label for="${id}">${label} ${fieldError(errors, full)}
    <textarea id="${id}" name="${full}" rows="${rows}">${form.template[name]}</textarea></label>`;
}

function tplSelect(
  form: SeriesForm,
  errors: FieldErrors | undefined,
  name: TournamentTextField,
  label: string,
  values: readonly (readonly [string, string])[],
) {
  const full = `template.${name}`;
  const id = `f-${full.replace(/\./g, '-')}`;
  return html`<label for="${id}">${label} ${fieldError(errors, full)}
    <select id="${id}" name="${full}">${options(values, form.template[name])}</select></label>`;
}

function startsPreview(preview: string[] | undefined): SafeHtml {
  const items = preview?.length
    ? html`<ol>${preview.map((start) => html`<li data-testid="schedule-preview-start">${timeCell(start)}</li>`)}</ol>`
    : html`<p class="muted">${preview ? 'No start ahead.' : 'Press Preview to see the next five starts.'}</p>`;
  return html`<section class="card" aria-labelledby="schedule-preview-title" data-testid="schedule-preview">
  <h2 id="schedule-preview-title">Next starts</h2>
  <div role="status">${items}</div>
</section>`;
}

/** The edit form's note when the stored lead time is not exactly what the minutes field shows. */
function leadNote(series: SeriesDto | undefined): SafeHtml | string {
  const note = series ? leadTimeNote(series.lead_time_seconds) : undefined;
  return note ? html`<p class="muted" data-testid="lead-time-note">${note}</p>` : '';
}

export function seriesFormPage(user: DashboardContext, view: SeriesFormView): SafeHtml {
  const { form, errors, series } = view;
  const editing = series !== undefined;
  const title = editing ? `Edit ${series.name}` : 'New series';
  const back = editing ? `/dashboard/series/${series.series_id}` : '/dashboard/series';
  const action = editing ? `/dashboard/series/${series.series_id}/edit` : '/dashboard/series';
  return layout(
    user,
    'series',
    title,
    html`<p><a href="${back}">← ${editing ? 'Back to the series' : 'All series'}</a></p>
<form method="post" action="${action}" class="card series-form" data-testid="series-form" novalidate>
  ${csrfField(user)}
  <h2>Series</h2>
  ${own(form, errors, 'name', 'Name', html`required maxlength="200"`)}
  ${
    editing
      ? html`<label>External id <span class="muted">(set at creation)</span>
    <input type="text" value="${form.series.external_id}" readonly aria-readonly="true" data-testid="external-id"></label>`
      : own(form, errors, 'external_id', 'External id (your own unique reference)', html`required maxlength="100"`)
  }
  <label for="f-schedule">Schedule (RFC 5545: a DTSTART line, with TZID for a time zone, and an RRULE line, e.g. DTSTART;TZID=Europe/Malta:20301201T200000 and RRULE:FREQ=DAILY) ${fieldError(errors, 'schedule')}
    <textarea id="f-schedule" name="schedule" rows="3" required ${errors?.schedule ? html`aria-invalid="true"` : ''}>${form.series.schedule}</textarea></label>
  ${startsPreview(view.preview)}
  ${own(form, errors, 'lead_time_minutes', 'Lead time in minutes: each tournament is created this long before its start (1 to 43200, i.e. up to 30 days; 1.5 is 90 seconds)', html`inputmode="decimal"`)}
  ${leadNote(series)}
  <label class="check"><input type="checkbox" name="active" value="on" ${form.series.active ? html`checked` : ''}> Active (unticked: paused, no tournaments are created) ${fieldError(errors, 'active')}</label>
  <h2>Template: each tournament of the series</h2>
  ${fieldError(errors, 'template')}
  ${tpl(form, errors, 'name', 'Tournament name', html`required maxlength="200"`)}
  ${tpl(form, errors, 'game', 'Game (slug, e.g. book-of-gold)', html`required maxlength="64"`)}
  ${tpl(form, errors, 'config.duration_minutes', 'Duration in minutes (blank: until the game platform completes it)', html`inputmode="numeric"`)}
  ${tpl(form, errors, 'entry_fee', 'Entry fee', html`inputmode="decimal"`)}
  ${tpl(form, errors, 'currency', "Currency (ISO 4217, e.g. EUR; blank: the operator's default currency)", html`maxlength="10"`)}
  ${tpl(form, errors, 'min_players', 'Minimum players (fewer at the start cancels the tournament, with refunds)', html`inputmode="numeric"`)}
  ${tpl(form, errors, 'max_players', 'Maximum players (blank: unlimited)', html`inputmode="numeric"`)}
  ${tpl(form, errors, 'config.max_entries_per_player', 'Entries per player', html`inputmode="numeric"`)}
  ${tplCheck(form, errors, 'config.rebuy_enabled', 'Rebuys allowed')}
  ${tpl(form, errors, 'config.rebuy_fee', 'Rebuy fee (blank: the entry fee)', html`inputmode="decimal"`)}
  ${tpl(form, errors, 'config.late_registration_minutes', 'Late registration, minutes after the start', html`inputmode="numeric"`)}
  ${tplCheck(form, errors, 'config.start_when_full', 'Start as soon as the last seat is taken')}
  ${tpl(form, errors, 'prize_pool.total', 'Guaranteed prize (the pool never falls below it)', html`inputmode="decimal"`)}
  ${tpl(form, errors, 'config.rake_percent', 'Rake in percent of the fees (0 to 50)', html`inputmode="decimal"`)}
  ${tplArea(form, errors, 'prize_pool.distribution', 'Prize distribution: one line per place or range of places, "places: percent", summing to 100', 5)}
  ${tplSelect(form, errors, 'config.tournament_type', 'Scoring', SCORING)}
  ${tplSelect(form, errors, 'config.tie_break', 'Tie break', TIE_BREAKS)}
  ${tpl(form, errors, 'config.game_url', 'Game URL template (blank: the service default)', html`maxlength="2048"`)}
  ${tplArea(form, errors, 'game_config', 'Game configuration (a JSON object of your game’s own settings, optional)', 3)}
  <div class="actions">
    <button type="submit" name="intent" value="save" data-testid="save">${editing ? 'Save changes' : 'Create series'}</button>
    <button type="submit" name="intent" value="preview" class="secondary" data-testid="preview">Preview</button>
    <a href="${back}">Cancel</a>
  </div>
</form>`,
    view.flash,
  );
}

import { TournamentDto } from '@app/tournaments';
import { html, SafeHtml } from '../domain/html';
import { TournamentForm } from '../forms/tournament-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { PrizeTable } from '../tournaments/tournament-actions.service';
import { confirmationPage } from './confirm.view';
import { csrfField, Flash, layout } from './layout';
import { FieldErrors, fieldError, options } from './page-parts';

export interface TournamentFormView {
  /** Absent: a new tournament. */
  tournament?: TournamentDto;
  form: TournamentForm;
  errors?: FieldErrors;
  preview?: PrizeTable;
  flash?: Flash;
  /** Why the tournament cannot be edited any more (the form is then not shown). */
  refusal?: string;
}

/** The scoring and tie-break choices of the tournament form (the series form's template offers the same). */
export const SCORING = [
  ['points_based', 'Points (highest score wins)'],
  ['elimination', 'Elimination (last player standing wins)'],
  ['leaderboard', 'Leaderboard (same as points)'],
] as const;

export const TIE_BREAKS = [
  ['earliest', 'Earliest to reach the score ranks first'],
  ['share', 'Tied players share the place'],
] as const;

type Text = Exclude<keyof TournamentForm, 'config.start_when_full' | 'config.rebuy_enabled'>;

function input(
  form: TournamentForm,
  errors: FieldErrors | undefined,
  name: Text,
  label: string,
  attributes: SafeHtml = html``,
  type = 'text',
): SafeHtml {
  const id = `f-${name.replace(/\./g, '-')}`;
  return html`<label for="${id}">${label} ${fieldError(errors, name)}
    <input id="${id}" type="${type}" name="${name}" value="${form[name]}" ${attributes} ${errors?.[name] ? html`aria-invalid="true"` : ''}></label>`;
}

function readOnly(label: string, value: string, testId: string): SafeHtml {
  return html`<label>${label} <span class="muted">(set at creation)</span>
    <input type="text" value="${value}" readonly aria-readonly="true" data-testid="${testId}"></label>`;
}

function checkbox(
  form: TournamentForm,
  errors: FieldErrors | undefined,
  name: 'config.start_when_full' | 'config.rebuy_enabled',
  label: string,
) {
  return html`<label class="check"><input type="checkbox" name="${name}" value="on" ${form[name] ? html`checked` : ''}> ${label} ${fieldError(errors, name)}</label>`;
}

/** The prize table: the server's (a Preview submit) or, with script, rewritten as the form changes. */
function prizePreview(preview: PrizeTable | undefined): SafeHtml {
  const rows = preview?.rows.length
    ? preview.rows.map((row) => html`<tr><td>${row.places}</td><td class="num">${row.amount}</td></tr>`)
    : html`<tr><td colspan="2" class="muted">${preview ? 'No prizes: the pool is empty.' : 'Press Preview to see the prizes.'}</td></tr>`;
  return html`<section class="card" aria-labelledby="prize-preview-title" data-testid="prize-preview">
  <h2 id="prize-preview-title">Prize table</h2>
  <p class="muted" data-testid="prize-preview-summary" role="status">${preview ? `Prize pool ${preview.pool} ${preview.basis}.` : ''}</p>
  <table>
    <thead><tr><th>Places</th><th class="num">Prize</th></tr></thead>
    <tbody data-testid="prize-preview-rows">${rows}</tbody>
  </table>
</section>`;
}

export function tournamentFormPage(user: DashboardContext, view: TournamentFormView): SafeHtml {
  const { form, errors, tournament } = view;
  const editing = tournament !== undefined;
  const title = editing ? `Edit ${tournament.name}` : 'New tournament';
  const back = editing ? `/dashboard/tournaments/${tournament.tournamentId}` : '/dashboard/tournaments';
  if (view.refusal) {
    return layout(
      user,
      'tournaments',
      title,
      html`<p class="card" data-testid="edit-refused">${view.refusal}</p><p><a href="${back}">← Back to the tournament</a></p>`,
      view.flash,
    );
  }
  const hopOnOff = tournament?.type === 'hop_on_off';
  const seats = hopOnOff
    ? html`${readOnly('Minimum players (set by the game platform)', form.min_players, 'min-players')}
  ${readOnly('Maximum players (set by the game platform)', form.max_players || 'unlimited', 'max-players')}`
    : html`${input(form, errors, 'min_players', 'Minimum players (fewer at the start cancels the tournament, with refunds)', html`inputmode="numeric"`)}
  ${input(form, errors, 'max_players', 'Maximum players (blank: unlimited)', html`inputmode="numeric"`)}`;
  const fee =
    editing && tournament.currentPlayers > 0
      ? ` — ${tournament.currentPlayers} registered players paid the current fee: it cannot change`
      : '';
  const action = editing ? `/dashboard/tournaments/${tournament.tournamentId}/edit` : '/dashboard/tournaments';
  return layout(
    user,
    'tournaments',
    title,
    html`<p><a href="${back}">← ${editing ? 'Back to the tournament' : 'All tournaments'}</a></p>
<form method="post" action="${action}" class="card tournament-form" data-testid="tournament-form" data-prize-preview="/dashboard/tournaments/prize-preview${editing ? `?tournament=${tournament.tournamentId}` : ''}" novalidate>
  ${csrfField(user)}
  <h2>Tournament</h2>
  ${input(form, errors, 'name', 'Name', html`required maxlength="200"`)}
  ${editing ? readOnly('External id', form.external_id, 'external-id') : input(form, errors, 'external_id', 'External id (your own unique reference)', html`required maxlength="128"`)}
  ${editing ? readOnly('Game', form.game, 'game') : input(form, errors, 'game', 'Game (slug, e.g. book-of-gold)', html`required maxlength="64"`)}
  ${input(form, errors, 'scheduled_start', 'Scheduled start (UTC)', html`required`, 'datetime-local')}
  ${input(form, errors, 'config.duration_minutes', 'Duration in minutes (blank: until the game platform completes it)', html`inputmode="numeric"`)}
  <h2>Players and money</h2>
  ${input(form, errors, 'entry_fee', `Entry fee${fee}`, html`inputmode="decimal"`)}
  ${editing ? readOnly('Currency', form.currency, 'currency') : input(form, errors, 'currency', 'Currency (ISO 4217, e.g. EUR)', html`maxlength="10"`)}
  ${seats}
  ${input(form, errors, 'config.max_entries_per_player', 'Entries per player', html`inputmode="numeric"`)}
  ${checkbox(form, errors, 'config.rebuy_enabled', 'Rebuys allowed')}
  ${input(form, errors, 'config.rebuy_fee', 'Rebuy fee (blank: the entry fee)', html`inputmode="decimal"`)}
  ${input(form, errors, 'config.late_registration_minutes', 'Late registration, minutes after the start', html`inputmode="numeric"`)}
  ${checkbox(form, errors, 'config.start_when_full', 'Start as soon as the last seat is taken')}
  <h2>Prizes</h2>
  ${input(form, errors, 'prize_pool.total', 'Guaranteed prize (the pool never falls below it)', html`inputmode="decimal"`)}
  ${input(form, errors, 'config.rake_percent', 'Rake in percent of the fees (0 to 50)', html`inputmode="decimal"`)}
  <label for="f-distribution">Prize distribution: one line per place or range of places, "places: percent", summing to 100 (blank: 1: 50, 2: 30, 3: 20) ${fieldError(errors, 'prize_pool.distribution')}
    <textarea id="f-distribution" name="prize_pool.distribution" rows="5">${form['prize_pool.distribution']}</textarea></label>
  <h2>Rules</h2>
  <label for="f-scoring">Scoring ${fieldError(errors, 'config.tournament_type')}
    <select id="f-scoring" name="config.tournament_type">${options(SCORING, form['config.tournament_type'])}</select></label>
  <label for="f-tie-break">Tie break ${fieldError(errors, 'config.tie_break')}
    <select id="f-tie-break" name="config.tie_break">${options(TIE_BREAKS, form['config.tie_break'])}</select></label>
  ${input(form, errors, 'config.game_url', 'Game URL template (blank: the service default; placeholders {token}, {tournament_id}, {player_id}, {game})', html`maxlength="2048"`)}
  <label for="f-game-config">Game configuration (a JSON object of your game's own settings, optional) ${fieldError(errors, 'game_config')}
    <textarea id="f-game-config" name="game_config" rows="3">${form.game_config}</textarea></label>
  ${prizePreview(view.preview)}
  ${input(form, errors, 'preview_players', 'Players for the preview (optional: blank is the full field)', html`inputmode="numeric"`)}
  <div class="actions">
    <button type="submit" name="intent" value="save" data-testid="save">${editing ? 'Save changes' : 'Create tournament'}</button>
    <button type="submit" name="intent" value="preview" class="secondary" data-testid="preview">Preview</button>
    <a href="${back}">Cancel</a>
  </div>
</form>`,
    view.flash,
  );
}

export interface ConfirmView {
  tournament: TournamentDto;
  title: string;
  /** What will happen, money included; absent when the action is refused. */
  consequence?: string;
  /** Why the action cannot be taken now (shown instead of the button). */
  refusal?: string;
  action: 'start' | 'complete' | 'cancel';
  button: string;
  reason?: string;
  errors?: FieldErrors;
  flash?: Flash;
}

/** A tournament action's confirmation (the shared confirmation page): what will happen to the players and the money, then the one button. */
export function tournamentConfirmPage(user: DashboardContext, view: ConfirmView): SafeHtml {
  const t = view.tournament;
  const back = `/dashboard/tournaments/${t.tournamentId}`;
  const reason =
    view.action === 'cancel'
      ? html`<label for="f-reason">Reason (kept in the tournament and the audit log) ${fieldError(view.errors, 'reason')}
    <textarea id="f-reason" name="reason" rows="2" maxlength="500" required>${view.reason ?? ''}</textarea></label>`
      : undefined;
  return confirmationPage(user, {
    section: 'tournaments',
    title: view.title,
    intro: `${t.name} · ${t.status.replace(/_/g, ' ')}`,
    consequences: view.consequence === undefined ? [] : [view.consequence],
    refusal: view.refusal === undefined ? undefined : { text: view.refusal, back: 'Back to the tournament' },
    action: `${back}/${view.action}`,
    button: view.button,
    safe: view.action === 'start',
    inputs: reason,
    cancelHref: back,
    cancelLabel: 'Back',
    flash: view.flash,
  });
}

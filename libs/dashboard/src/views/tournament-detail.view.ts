import { PlayerListItemDto } from '@app/players';
import { canTransition, LeaderboardEntryDto, TournamentDto, TournamentStatus } from '@app/tournaments';
import { html, SafeHtml } from '../domain/html';
import { ExtraCurrencies, formatMoney } from '../domain/money-text';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { isEliminated, LEADERBOARD_SHOWN, leaderboardRows, LiveCounters, playersNote, prizeText } from '../tournaments/live-standings';
import { LiveStandings, REGISTRATIONS_SHOWN, TournamentDetailPage } from '../tournaments/tournament-pages.service';
import { Flash, layout } from './layout';
import { moneyPanel } from './money-panel.view';
import { roleAllows } from '../domain/dashboard-roles';
import { timeCell } from './page-parts';
import { isWaitingForPlayers, seriesLink, statusBadge, statusLabel, typeLabel } from './tournaments.view';

function fact(label: string, value: SafeHtml | string | number, testId?: string): SafeHtml {
  return html`<div class="card" ${testId ? html`data-testid="${testId}"` : ''}><div class="label">${label}</div><div>${value}</div></div>`;
}

/**
 * How the tournament is run: scheduled (by the operator, or by a series, linked), or hop-on/off
 * (the game platform's, for a lobby: it starts with the registration that reaches minPlayers, and
 * while it waits, scheduledStart is the end of the wait).
 */
function format(t: TournamentDto, view: TournamentDetailPage): SafeHtml {
  const hopOnOff = t.type === 'hop_on_off';
  const players = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;
  const facts = [fact('Type', typeLabel(t.type), 'fact-type')];
  if (t.seriesId)
    facts.push(fact('Series', seriesLink(t.seriesId, new Map(view.seriesName ? [[t.seriesId, view.seriesName]] : [])), 'fact-series'));
  if (hopOnOff) {
    facts.push(fact('Lobby', t.lobbyKey ?? html`<span class="muted">None</span>`, 'fact-lobby'));
    facts.push(fact('Starts', `As soon as ${players(t.minPlayers)} have registered`, 'fact-min-players'));
  }
  if (isWaitingForPlayers(t)) {
    facts.push(
      fact(
        'Waits for players until',
        html`${timeCell(t.scheduledStart)} <div class="muted">Then cancelled, with refunds, if fewer than ${players(t.minPlayers)} have registered.</div>`,
        'fact-wait-until',
      ),
    );
  }
  return html`<h2>Type</h2>
<div class="grid" data-testid="tournament-format">
  ${facts}
</div>`;
}

/** How long a length of time is, in words: "1 h 5 min", "12 min", "40 s". */
export function spanText(milliseconds: number): string {
  const seconds = Math.max(0, Math.round(milliseconds / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** How long it is set to run; once completed, how long it ran (from its start to its completion). */
export function durationText(t: Pick<TournamentDto, 'actualStartTime' | 'completedAt'>, minutes: number | null): string {
  const configured = minutes === null ? 'Until the game platform completes it' : `${minutes} minutes`;
  if (!t.completedAt || !t.actualStartTime) return configured;
  const ran = spanText(Date.parse(t.completedAt) - Date.parse(t.actualStartTime));
  return `Ran ${ran} (set: ${minutes === null ? 'until the game platform completes it' : `${minutes} minutes`})`;
}

function distributionText(distribution: Record<string, number>): string {
  const parts = Object.entries(distribution).map(([places, percent]) => `${places}: ${percent}%`);
  return parts.length ? parts.join(', ') : 'Default';
}

/** The counters (live-standings.ts): the page's script rewrites the elements with these data-testids. */
function summary(t: TournamentDto, view: TournamentDetailPage, extra?: ExtraCurrencies): SafeHtml {
  const money = (amount: number) => formatMoney(amount, t.currency, extra);
  const s = t.settings;
  const counters: LiveCounters = view.standings.counters;
  const ended = t.cancelledAt
    ? fact('Cancelled', html`${timeCell(t.cancelledAt)} <span class="muted">${t.cancellationReason ?? ''}</span>`)
    : fact('Completed', timeCell(t.completedAt));
  return html`<p>${statusBadge(t.status, 'tournament-status')} <span class="muted">Game ${t.gameSlug} · external id ${t.externalId} · id ${t.tournamentId}</span></p>
${format(t, view)}
<h2>Schedule</h2>
<div class="grid">
  ${fact(t.type === 'hop_on_off' ? 'End of the wait for players' : 'Scheduled start', timeCell(t.scheduledStart))}
  ${fact('Started', timeCell(t.actualStartTime))}
  ${ended}
  ${fact('Duration', durationText(t, s.duration_minutes), 'fact-duration')}
</div>
<h2>Players and money</h2>
<div class="grid" data-testid="counters">
  ${fact('Players', html`<span data-testid="counter-players">${counters.players}</span> / ${t.maxPlayers ?? '∞'} (at least ${t.minPlayers})`)}
  ${fact('Active / eliminated', html`<span data-testid="counter-active">${counters.active}</span> / <span data-testid="counter-eliminated">${counters.eliminated}</span>`)}
  ${fact('Entry fee', money(t.entryFee))}
  ${fact('Prize pool', html`<span data-testid="prize-pool">${counters.prize_pool}</span>`)}
  ${fact('Guaranteed prize', money(t.prizePool.guaranteedPrize))}
  ${fact('Distribution', distributionText(t.prizePool.distribution))}
</div>
<h2>Configuration</h2>
<div class="grid">
  ${fact('Scoring', s.tournament_type)}
  ${fact('Start when full', s.start_when_full ? 'Yes' : 'No')}
  ${fact('Late registration', `${s.late_registration_minutes} minutes`)}
  ${fact('Entries per player', s.max_entries_per_player)}
  ${fact('Rebuys', s.rebuy_enabled ? `Yes, ${money(s.rebuy_fee)}` : 'No')}
  ${fact('Rake', `${s.rake_percent}%`)}
  ${fact('Tie break', s.tie_break)}
</div>`;
}

/** The text of a player's name cell (the script writes the same). */
function playerName(entry: LeaderboardEntryDto): string {
  return entry.display_name || entry.player_id;
}

/** One leaderboard row; the live script builds the same cells from each snapshot. */
function leaderboardRow(entry: LeaderboardEntryDto, prizes: LiveCounters['prizes']): SafeHtml {
  return html`<tr data-testid="leaderboard-row">
  <td class="num" data-testid="lb-position">${entry.position}</td>
  <td data-testid="lb-player">${playerName(entry)}</td>
  <td class="num" data-testid="lb-points">${entry.points}</td>
  <td data-testid="lb-status">${entry.status}</td>
  <td class="num" data-testid="lb-prize">${prizeText(prizes, entry.player_id)}</td>
</tr>`;
}

function emptyRow(testId: string, text: string): SafeHtml {
  return html`<tr data-testid="${testId}"><td colspan="5" class="muted">${text}</td></tr>`;
}

/** Said while the page is live and before its script connects (and forever without script). */
const FIRST_PAINT_NOTE = 'As of when this page was loaded.';

/**
 * The prize column's heading and what it means: while the tournament may still run, what each
 * player would win if it ended now; once completed, what was paid.
 */
export function prizeHeading(t: Pick<TournamentDto, 'status'>): { heading: string; note: string } {
  // The live script writes the same once the status changes (live-leaderboard.js.ts).
  if (t.status === 'completed') return { heading: 'Prize', note: 'Prize: what completion paid.' };
  if (t.status === 'cancelled') return { heading: 'Prize', note: 'Cancelled: no prizes; every payment was refunded.' };
  return {
    heading: 'Prize if it ended now',
    note: 'Prize if it ended now: the current pool shared by the current positions, as completion would share it; it changes with the standings and the pool.',
  };
}

function leaderboard(t: TournamentDto, standings: LiveStandings, live: boolean): SafeHtml {
  const rows = leaderboardRows(standings.board);
  const prize = prizeHeading(t);
  const empty = standings.board.leaderboard.pagination.total === 0 ? 'No players yet.' : 'No players still in play.';
  return html`<h2>Leaderboard</h2>
<p class="muted">Players still in play, best first. Last update: <span data-testid="leaderboard-updated">${timeCell(standings.board.last_updated)}</span>
  · <span class="live-status" data-testid="live-status" data-state="${live ? 'loaded' : 'final'}" role="status">${live ? FIRST_PAINT_NOTE : 'Final: no more updates.'}</span></p>
<table data-testid="leaderboard" data-tournament-id="${t.tournamentId}" data-status="${t.status}" data-version="${standings.counters.version}" data-live="${live ? 'on' : 'off'}" data-rows="${LEADERBOARD_SHOWN}">
  <thead><tr><th class="num">Position</th><th>Player</th><th class="num">Points</th><th>Status</th><th class="num" data-testid="prize-heading" data-prize-heading>${prize.heading}</th></tr></thead>
  <tbody>${rows.length ? rows.map((entry) => leaderboardRow(entry, standings.counters.prizes)) : emptyRow('leaderboard-empty', empty)}</tbody>
</table>
<p class="muted" data-testid="prize-note">${prize.note}</p>`;
}

/** One row of the players table: an eliminated player's row is marked (class and badge). */
function playerRow(entry: LeaderboardEntryDto, prizes: LiveCounters['prizes']): SafeHtml {
  return html`<tr data-testid="player-row" class="${isEliminated(entry) ? 'eliminated' : ''}">
  <td class="num" data-testid="pl-position">${entry.position}</td>
  <td data-testid="pl-player">${playerName(entry)}</td>
  <td class="num" data-testid="pl-points">${entry.points}</td>
  <td data-testid="pl-status"><span class="badge ${entry.status}">${statusLabel(entry.status)}</span></td>
  <td class="num" data-testid="pl-prize">${prizeText(prizes, entry.player_id)}</td>
</tr>`;
}

function playersTable(t: TournamentDto, standings: LiveStandings): SafeHtml {
  const rows = standings.board.leaderboard.data;
  return html`<h2>Players</h2>
<p class="muted"><span data-testid="players-count">${playersNote(standings.board)}</span> Every seated player, eliminated ones included, best first.</p>
<table data-testid="players-table">
  <thead><tr><th class="num">Position</th><th>Player</th><th class="num">Points</th><th>Status</th><th class="num" data-prize-heading>${prizeHeading(t).heading}</th></tr></thead>
  <tbody>${rows.length ? rows.map((entry) => playerRow(entry, standings.counters.prizes)) : emptyRow('players-empty', 'No players yet.')}</tbody>
</table>`;
}

function registrationRow(p: PlayerListItemDto, currency: string, extra?: ExtraCurrencies): SafeHtml {
  return html`<tr data-testid="registration-row">
  <td>${p.displayName}</td>
  <td>${p.externalId}</td>
  <td>${timeCell(p.registeredAt)}</td>
  <td class="num">${p.entryCount}</td>
  <td class="num">${formatMoney(p.totalPaid, currency, extra)}</td>
  <td class="num">${p.prizeAmount === null ? '—' : formatMoney(p.prizeAmount, currency, extra)}</td>
</tr>`;
}

/**
 * Who registered and what they paid (withdrawn and refunded players too), as of the page load:
 * nothing here is in the live tables above, which hold the standings.
 */
function registrationsTable(view: TournamentDetailPage, currency: string, extra?: ExtraCurrencies): SafeHtml {
  const shown = view.registrations.length;
  const count = view.registrationCount;
  const note =
    count > shown
      ? `The first ${REGISTRATIONS_SHOWN} of ${count} registrations`
      : `${count} ${count === 1 ? 'registration' : 'registrations'}`;
  // The live script says when the standings have moved on since the load (the rows here have not).
  return html`<h2>Registrations</h2>
<p class="muted"><span data-testid="registrations-count">${note}</span><span data-testid="registrations-as-of">, as of when this page was loaded.</span></p>
<table data-testid="registrations-table">
  <thead><tr><th>Name</th><th>User id</th><th>Registered</th><th class="num">Entries</th><th class="num">Paid</th><th class="num">Prize</th></tr></thead>
  <tbody>${view.registrations.map((p) => registrationRow(p, currency, extra))}</tbody>
</table>`;
}

/** The flash of `?done=` after a change made on the dashboard. */
export const TOURNAMENT_DONE: Record<string, Flash> = {
  created: { kind: 'success', message: 'The tournament was created.' },
  updated: { kind: 'success', message: 'The changes were saved.' },
  started: { kind: 'success', message: 'The tournament has started.' },
  completed: { kind: 'success', message: 'The tournament was completed and its prizes paid.' },
  completed_without_prizes: { kind: 'success', message: 'The tournament was completed; it paid no prizes.' },
  cancelled: { kind: 'success', message: 'The tournament was cancelled and every paid entry refunded.' },
};

/**
 * The changes the user may make now: only for a role granting tournaments.manage, and only those
 * the tournament's status allows (the API's own rules); each opens its form or confirmation page.
 */
function actions(user: DashboardContext, t: TournamentDto): SafeHtml {
  if (!roleAllows(user.role, 'tournaments.manage')) return html``;
  const allowed = (to: TournamentStatus) => canTransition(t.status as TournamentStatus, to);
  const base = `/dashboard/tournaments/${t.tournamentId}`;
  const links = [
    t.status === 'scheduled' ? html`<a href="${base}/edit" class="button secondary" data-testid="action-edit">Edit…</a>` : '',
    t.status === 'scheduled' && allowed('in_progress')
      ? html`<a href="${base}/start" class="button" data-testid="action-start">Start now…</a>`
      : '',
    allowed('completed') ? html`<a href="${base}/complete" class="button" data-testid="action-complete">Complete…</a>` : '',
    allowed('cancelled') ? html`<a href="${base}/cancel" class="button danger" data-testid="action-cancel">Cancel…</a>` : '',
  ].filter(Boolean);
  return links.length
    ? html`<nav class="actions tournament-actions" aria-label="Tournament actions" data-testid="tournament-actions">${links}</nav>`
    : html``;
}

export function tournamentDetailPage(user: DashboardContext, view: TournamentDetailPage, extra?: ExtraCurrencies, flash?: Flash): SafeHtml {
  const t = view.details.tournament;
  return layout(
    user,
    'tournaments',
    t.name,
    html`<p><a href="/dashboard/tournaments">← All tournaments</a></p>
${actions(user, t)}
${summary(t, view, extra)}
${moneyPanel(view.money)}
${leaderboard(t, view.standings, view.live)}
${playersTable(t, view.standings)}
${registrationsTable(view, t.currency, extra)}`,
    flash,
  );
}

import { PlayerListItemDto } from '@app/players';
import { LeaderboardEntryDto, TournamentDto } from '@app/tournaments';
import { html, SafeHtml } from '../domain/html';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { LiveLeaderboard, PLAYERS_SHOWN, TournamentDetailPage } from '../tournaments/tournament-pages.service';
import { layout } from './layout';
import { timeCell } from './page-parts';
import { ExtraCurrencies, formatMoney, statusBadge } from './tournaments.view';

function fact(label: string, value: SafeHtml | string | number): SafeHtml {
  return html`<div class="card"><div class="label">${label}</div><div>${value}</div></div>`;
}

function distributionText(distribution: Record<string, number>): string {
  const parts = Object.entries(distribution).map(([places, percent]) => `${places}: ${percent}%`);
  return parts.length ? parts.join(', ') : 'Default';
}

function summary(t: TournamentDto, view: TournamentDetailPage, extra?: ExtraCurrencies): SafeHtml {
  const money = (amount: number) => formatMoney(amount, t.currency, extra);
  const s = t.settings;
  const stats = view.details.participation_stats;
  const ended = t.cancelledAt
    ? fact('Cancelled', html`${timeCell(t.cancelledAt)} <span class="muted">${t.cancellationReason ?? ''}</span>`)
    : fact('Completed', timeCell(t.completedAt));
  return html`<p>${statusBadge(t.status, 'tournament-status')} <span class="muted">Game ${t.gameSlug} · external id ${t.externalId} · id ${t.tournamentId}</span></p>
<h2>Schedule</h2>
<div class="grid">
  ${fact('Scheduled start', timeCell(t.scheduledStart))}
  ${fact('Started', timeCell(t.actualStartTime))}
  ${ended}
  ${fact('Duration', s.duration_minutes === null ? 'Until the game platform completes it' : `${s.duration_minutes} minutes`)}
</div>
<h2>Players and money</h2>
<div class="grid">
  ${fact('Players', `${t.currentPlayers} / ${t.maxPlayers ?? '∞'} (at least ${t.minPlayers})`)}
  ${fact('Active / eliminated', `${stats.active_players} / ${stats.eliminated_players}`)}
  ${fact('Entry fee', money(t.entryFee))}
  ${fact('Prize pool', html`<span data-testid="prize-pool">${money(view.details.prize_pool.totalAmount)}</span>`)}
  ${fact('Guaranteed prize', money(t.prizePool.guaranteedPrize))}
  ${fact('Distribution', distributionText(t.prizePool.distribution))}
</div>
<h2>Configuration</h2>
<div class="grid">
  ${fact('Type', s.tournament_type)}
  ${fact('Start when full', s.start_when_full ? 'Yes' : 'No')}
  ${fact('Late registration', `${s.late_registration_minutes} minutes`)}
  ${fact('Entries per player', s.max_entries_per_player)}
  ${fact('Rebuys', s.rebuy_enabled ? `Yes, ${money(s.rebuy_fee)}` : 'No')}
  ${fact('Rake', `${s.rake_percent}%`)}
  ${fact('Tie break', s.tie_break)}
</div>`;
}

/** One leaderboard row; the live script builds the same cells from the JSON. */
function leaderboardRow(entry: LeaderboardEntryDto): SafeHtml {
  return html`<tr data-testid="leaderboard-row">
  <td class="num" data-testid="lb-position">${entry.position}</td>
  <td data-testid="lb-player">${entry.display_name || entry.player_id}</td>
  <td class="num" data-testid="lb-points">${entry.points}</td>
  <td data-testid="lb-status">${entry.status}</td>
</tr>`;
}

function leaderboard(tournamentId: string, board: LiveLeaderboard, live: boolean): SafeHtml {
  const empty = html`<tr data-testid="leaderboard-empty"><td colspan="4" class="muted">No players yet.</td></tr>`;
  return html`<h2>Leaderboard</h2>
<p class="muted">Last update: <span data-testid="leaderboard-updated">${timeCell(board.last_updated)}</span>
  · <span data-testid="live-status" role="status">${live ? 'Live: refreshed every 2 seconds.' : 'Final: no more updates.'}</span></p>
<table data-testid="leaderboard" data-tournament-id="${tournamentId}" data-live="${live ? 'on' : 'off'}">
  <thead><tr><th class="num">Position</th><th>Player</th><th class="num">Points</th><th>Status</th></tr></thead>
  <tbody>${board.entries.length ? board.entries.map(leaderboardRow) : empty}</tbody>
</table>`;
}

function playerRow(p: PlayerListItemDto, currency: string, extra?: ExtraCurrencies): SafeHtml {
  return html`<tr data-testid="player-row">
  <td>${p.displayName}</td>
  <td>${p.externalId}</td>
  <td>${p.status}</td>
  <td>${timeCell(p.registeredAt)}</td>
  <td class="num">${p.entryCount}</td>
  <td class="num">${formatMoney(p.totalPaid, currency, extra)}</td>
  <td class="num">${p.currentPosition ?? '—'}</td>
  <td class="num">${p.currentScore}</td>
  <td class="num">${p.prizeAmount === null ? '—' : formatMoney(p.prizeAmount, currency, extra)}</td>
</tr>`;
}

function playersTable(view: TournamentDetailPage, currency: string, extra?: ExtraCurrencies): SafeHtml {
  const shown = view.players.length;
  const note = view.playerCount > shown ? `The first ${PLAYERS_SHOWN} of ${view.playerCount} players.` : `${view.playerCount} players.`;
  // The players' positions and scores are those of the page load; say so while the leaderboard
  // above keeps changing, so that the two tables never seem to disagree.
  const snapshot = view.live
    ? html` <span data-testid="players-snapshot">Positions and scores as of when this page was loaded; the leaderboard above is live.</span>`
    : html``;
  return html`<h2>Players</h2>
<p class="muted"><span data-testid="players-count">${note}</span>${snapshot}</p>
<table data-testid="players-table">
  <thead><tr><th>Name</th><th>User id</th><th>Status</th><th>Registered</th><th class="num">Entries</th><th class="num">Paid</th><th class="num">Position</th><th class="num">Score</th><th class="num">Prize</th></tr></thead>
  <tbody>${view.players.map((p) => playerRow(p, currency, extra))}</tbody>
</table>`;
}

export function tournamentDetailPage(user: DashboardContext, view: TournamentDetailPage, extra?: ExtraCurrencies): SafeHtml {
  const t = view.details.tournament;
  return layout(
    user,
    'tournaments',
    t.name,
    html`<p><a href="/dashboard/tournaments">← All tournaments</a></p>
${summary(t, view, extra)}
${leaderboard(t.tournamentId, view.leaderboard, view.live)}
${playersTable(view, t.currency, extra)}`,
  );
}

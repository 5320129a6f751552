import type { LeaderboardEntryDto, ParticipationCounts } from '@app/tournaments';

/**
 * What the tournament page shows of its standings, and how the first paint, the live stream and
 * the polling fallback all derive it from one leaderboard page.
 *
 * The page follows ONE leaderboard query: every seated player, eliminated ones included, best
 * first, up to LIVE_PLAYERS_SHOWN (the largest page the leaderboard API serves). From that one
 * page, and so from one standings version:
 * - the players table is every row of it (an eliminated player marked as such);
 * - the leaderboard is its rows still in play (not eliminated), the first LEADERBOARD_SHOWN:
 *   the same rows and positions as `GET /api/tournaments/{id}/leaderboard` (positions are ranks
 *   among all seated players either way);
 * - the player counters are counted from its rows (the seated total is its pagination total).
 * So the two tables and the player counters can never disagree. Only when a tournament has more
 * seated players than the page holds are the active and eliminated counts read from the
 * database next to it, and the tables then say they show only the first players.
 *
 * The prize pool is the one counter a leaderboard page does not carry: it is read from the
 * tournament row when the page is sent (the `counters` event follows each `snapshot`, with its
 * version). It is shown in no table, so it can never contradict them.
 */
export const LIVE_PLAYERS_SHOWN = 200;
/** Rows of the leaderboard (players still in play). */
export const LEADERBOARD_SHOWN = 50;

/** A leaderboard page, as `GET /api/tournaments/{id}/leaderboard` answers it and the live stream's snapshot carries it. */
export interface LeaderboardPage {
  tournament_id: string;
  leaderboard: { data: LeaderboardEntryDto[]; pagination: { total: number } };
  last_updated: string;
}

/** The counters of the page, as the `counters` event and leaderboard.json send them. */
export interface LiveCounters {
  /** The standings version (the snapshot's `last_updated` in milliseconds) these counters go with. */
  version: number;
  /** Seated players (eliminated included). */
  players: number;
  active: number;
  eliminated: number;
  /** The prize pool with its currency, as the page writes it. */
  prize_pool: string;
  /**
   * The prize column, by player id (players without a prize are absent), with the currency: what
   * each would win if the tournament ended now while it runs, what was paid once it is completed;
   * null when the page cannot say (see projectPrizes).
   */
  prizes: Record<string, string> | null;
}

/** What the counters need besides the page: the pool as written, and the counts when the page is partial. */
export interface CounterFacts {
  prizePool: string;
  prizes: Record<string, string> | null;
  /** Read only when the page does not hold every seated player (holdsEveryPlayer). */
  counts?: Pick<ParticipationCounts, 'activePlayers' | 'eliminatedPlayers'>;
}

export function isEliminated(entry: Pick<LeaderboardEntryDto, 'status'>): boolean {
  return entry.status === 'eliminated';
}

/** The standings version of a page: its `last_updated` in milliseconds (the hub's message version). */
export function versionOf(board: Pick<LeaderboardPage, 'last_updated'>): number {
  return Date.parse(board.last_updated);
}

/** True when the page holds every seated player, so its rows can be counted. */
export function holdsEveryPlayer(board: LeaderboardPage): boolean {
  return board.leaderboard.data.length >= board.leaderboard.pagination.total;
}

/** The leaderboard's rows: the players still in play, best first. */
export function leaderboardRows(board: LeaderboardPage): LeaderboardEntryDto[] {
  return board.leaderboard.data.filter((entry) => !isEliminated(entry)).slice(0, LEADERBOARD_SHOWN);
}

/** The counters of one page (see the comment at the top for where each number comes from). */
export function countersOf(board: LeaderboardPage, facts: CounterFacts): LiveCounters {
  const rows = board.leaderboard.data;
  let active: number;
  let eliminated: number;
  if (holdsEveryPlayer(board)) {
    active = rows.filter((entry) => entry.status === 'active').length;
    eliminated = rows.filter(isEliminated).length;
  } else if (facts.counts) {
    active = facts.counts.activePlayers;
    eliminated = facts.counts.eliminatedPlayers;
  } else {
    throw new Error('countersOf: a partial page needs the counts read next to it');
  }
  return {
    version: versionOf(board),
    players: board.leaderboard.pagination.total,
    active,
    eliminated,
    prize_pool: facts.prizePool,
    prizes: facts.prizes,
  };
}

/** The note above the players table; the script writes the same text. */
export function playersNote(board: LeaderboardPage): string {
  const total = board.leaderboard.pagination.total;
  const shown = board.leaderboard.data.length;
  if (total === 0) return 'No players yet.';
  return shown < total ? `The first ${shown} of ${total} players.` : `${total} ${total === 1 ? 'player' : 'players'}.`;
}

/** The text of a player's prize cell (the script writes the same). */
export function prizeText(prizes: LiveCounters['prizes'], playerId: string): string {
  return prizes?.[playerId] ?? '—';
}

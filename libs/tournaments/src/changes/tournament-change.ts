import type { TournamentStatusValue } from '@app/database';

/** A committed change of what readers of a tournament see (standings, seats, pool, status, round). */
export interface TournamentChange {
  tournamentId: string;
  /**
   * What the database notification says. Absent for this instance's own commit, which is
   * announced at once by id only (its notification follows).
   */
  details?: TournamentChangeDetails;
}

export interface TournamentChangeDetails {
  operatorId: string;
  /** `deleted` when the row is gone. */
  status: TournamentStatusValue | 'deleted';
  currentRound: number | null;
  /** The standings version: the leaderboard's `last_updated` in milliseconds. */
  version: number;
  /** When the change was written (database clock, milliseconds). */
  writtenAt: number;
}

const STATUSES = new Set(['scheduled', 'in_progress', 'completed', 'cancelled', 'deleted']);

/** The trigger's JSON payload, or null when it is not one (never trusted blindly). */
export function parseTournamentChange(payload: string): TournamentChange | null {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { tournament_id, operator_id, status, current_round, version, at } = value ?? {};
  if (typeof tournament_id !== 'string' || typeof operator_id !== 'string' || typeof status !== 'string' || !STATUSES.has(status)) {
    return null;
  }
  if (typeof version !== 'number' || typeof at !== 'number') return null;
  return {
    tournamentId: tournament_id,
    details: {
      operatorId: operator_id,
      status: status as TournamentChangeDetails['status'],
      currentRound: typeof current_round === 'number' ? current_round : null,
      version,
      writtenAt: at,
    },
  };
}

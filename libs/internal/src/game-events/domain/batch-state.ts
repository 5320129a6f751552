import { EntryStatus, TournamentStatusValue } from '@app/database';
import { GameEvent, GameEventError, Rejection } from './game-event';
import { pointsInRange, MAX_POINTS_UNITS, POINTS_DIGITS } from './points';

/** One entry as a batch reads and changes it. Times are kept as text: exactly what is stored or sent. */
export interface EntryState {
  id: string;
  playerId: string;
  displayName: string;
  status: EntryStatus;
  /** Units of 10^-8 points. */
  points: bigint;
  pointsUpdatedAt: string | null;
  eliminatedAt: string | null;
  eliminationRound: number | null;
}

export interface TournamentState {
  status: TournamentStatusValue;
  currentRound: number | null;
}

/** What a batch changed since the last write, in the order it happened. */
export interface BatchChanges {
  /** Changed entries, each once, in their final state. */
  entries: EntryState[];
  /** Each player eliminated, as at its elimination. */
  eliminations: EntryState[];
  currentRound: number | null;
  roundChanged: boolean;
}

/** Entries that no longer hold a seat: events about them are refused. */
const GONE: readonly EntryStatus[] = ['withdrawn', 'refunded'];

/** Why an in-play event (round, score, elimination) cannot apply to a tournament in this state, or null. */
export function inPlayRejection(status: TournamentStatusValue): Rejection | null {
  switch (status) {
    case 'in_progress':
      return null;
    case 'scheduled':
      return { error: GameEventError.TournamentNotStarted, message: 'The tournament has not started yet' };
    case 'completed':
      return { error: GameEventError.TournamentCompleted, message: 'The tournament has completed; its standings are final' };
    case 'cancelled':
      return { error: GameEventError.TournamentCancelled, message: 'The tournament is cancelled' };
  }
}

/**
 * The state a batch of in-play events changes, in memory: the events of a batch apply one after
 * the other here, each all or nothing, and the result is written in a few statements
 * (takeChanges). Rules (D5, D11):
 * - rounds only move forward: `round.started`/`round.completed` set the current round to the
 *   highest round reported, so a late event of an earlier round never moves the phase back;
 * - a score change that changes the total sets `points_updated_at` to the event's `occurred_at`
 *   (ties go to whoever reached the score first); one that leaves it equal keeps the earlier time;
 * - an elimination sets `eliminated_at` to `occurred_at` (players eliminated by one event tie) and
 *   `elimination_round` to the event's round, else the current round.
 */
export class BatchState {
  private entries = new Map<string, EntryState>();
  private changed = new Set<string>();
  private eliminations: EntryState[] = [];
  private roundChanged = false;

  constructor(
    private tournament: TournamentState,
    entries: readonly EntryState[],
  ) {
    this.reset(tournament, entries);
  }

  /** After a lifecycle change (start, completion) that rewrote the tournament and its entries. */
  reset(tournament: TournamentState, entries: readonly EntryState[]): void {
    this.tournament = { ...tournament };
    this.entries = new Map(entries.map((entry) => [entry.id, { ...entry }]));
  }

  get status(): TournamentStatusValue {
    return this.tournament.status;
  }

  /** Applies a round, score or elimination event; returns why it was refused, or null. */
  apply(event: GameEvent): Rejection | null {
    switch (event.type) {
      case 'round.started':
      case 'round.completed':
        return inPlayRejection(this.tournament.status) ?? this.round(event.round);
      case 'score.updated':
        return (
          inPlayRejection(this.tournament.status) ??
          this.score(event.internalPlayerId, event.change.kind, event.change.units, event.occurredAt)
        );
      case 'player.eliminated':
        return inPlayRejection(this.tournament.status) ?? this.eliminate(event.internalPlayerIds, event.round, event.occurredAt);
      default:
        throw new Error(`BatchState does not apply ${event.type}`);
    }
  }

  hasChanges(): boolean {
    return this.changed.size > 0 || this.roundChanged;
  }

  /** The changes since the last call, which are then forgotten (they are being written). */
  takeChanges(): BatchChanges {
    const changes: BatchChanges = {
      entries: [...this.changed].map((id) => ({ ...this.entries.get(id)! })),
      eliminations: this.eliminations,
      currentRound: this.tournament.currentRound,
      roundChanged: this.roundChanged,
    };
    this.changed.clear();
    this.eliminations = [];
    this.roundChanged = false;
    return changes;
  }

  private round(round: number): null {
    if (this.tournament.currentRound === null || round > this.tournament.currentRound) {
      this.tournament.currentRound = round;
      this.roundChanged = true;
    }
    return null;
  }

  private seated(id: string): EntryState | Rejection {
    const entry = this.entries.get(id);
    if (!entry) return { error: GameEventError.PlayerNotFound, message: `${id} is not a player of this tournament` };
    if (GONE.includes(entry.status)) return { error: GameEventError.PlayerInactive, message: `Player ${id} is ${entry.status}` };
    return entry;
  }

  private score(id: string, kind: 'set' | 'delta', units: bigint, occurredAt: Date): Rejection | null {
    const entry = this.seated(id);
    if ('error' in entry) return entry;
    const total = kind === 'set' ? units : entry.points + units;
    if (!pointsInRange(total)) {
      return {
        error: GameEventError.InvalidEvent,
        message: `The new total would exceed ${MAX_POINTS_UNITS / 10n ** BigInt(POINTS_DIGITS)} points in absolute value`,
      };
    }
    if (total !== entry.points) {
      entry.points = total;
      entry.pointsUpdatedAt = occurredAt.toISOString();
      this.changed.add(entry.id);
    }
    return null;
  }

  private eliminate(ids: string[], round: number | null, occurredAt: Date): Rejection | null {
    const entries: EntryState[] = [];
    for (const id of ids) {
      const entry = this.seated(id);
      if ('error' in entry) return entry;
      if (entry.status === 'eliminated') return { error: GameEventError.PlayerEliminated, message: `Player ${id} is already eliminated` };
      entries.push(entry);
    }
    for (const entry of entries) {
      entry.status = 'eliminated';
      entry.eliminatedAt = occurredAt.toISOString();
      entry.eliminationRound = round ?? this.tournament.currentRound;
      this.changed.add(entry.id);
      this.eliminations.push({ ...entry });
    }
    return null;
  }
}

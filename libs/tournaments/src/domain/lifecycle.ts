import { ErrorCode } from '@app/common/errors/error-code';
import { DomainException } from '@app/common/errors/domain.exception';

/** Tournament states (D5). `completed` and `cancelled` are final. */
export const TOURNAMENT_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** The only state changes D5 allows, from each state. */
export const TOURNAMENT_TRANSITIONS: Readonly<Record<TournamentStatus, readonly TournamentStatus[]>> = {
  scheduled: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** True for one of the four D5 status values (e.g. a value read back from the database). */
export function isTournamentStatus(value: unknown): value is TournamentStatus {
  return typeof value === 'string' && (TOURNAMENT_STATUSES as readonly string[]).includes(value);
}

/** True when D5 allows moving from `from` to `to` (never to the same state). */
export function canTransition(from: TournamentStatus, to: TournamentStatus): boolean {
  return TOURNAMENT_TRANSITIONS[from].includes(to);
}

/** True for `completed` and `cancelled`: nothing changes a tournament after them. */
export function isFinalStatus(status: TournamentStatus): boolean {
  return TOURNAMENT_TRANSITIONS[status].length === 0;
}

/** The 409 for any change to a cancelled tournament (D3), one wording everywhere. */
function cancelledError(action: string): DomainException {
  return new DomainException(ErrorCode.TournamentCancelled, `The tournament is cancelled and cannot be ${action}`);
}

/**
 * PUT is allowed only while scheduled (D5): in progress or completed → 409
 * `tournament_started`; cancelled → 409 `tournament_cancelled`.
 */
export function assertUpdatable(status: TournamentStatus): void {
  if (status === 'scheduled') return;
  if (status === 'cancelled') throw cancelledError('updated');
  const when = status === 'completed' ? 'has already completed' : 'has already started';
  throw new DomainException(ErrorCode.TournamentStarted, `The tournament ${when} and can no longer be updated`);
}

/**
 * Cancel is allowed while scheduled or in progress (D5): a second cancel → 409
 * `tournament_cancelled`; a completed tournament → 409 `tournament_completed` (its prizes are paid).
 */
export function assertCancellable(status: TournamentStatus): void {
  if (status === 'scheduled' || status === 'in_progress') return;
  if (status === 'cancelled') {
    throw new DomainException(ErrorCode.TournamentCancelled, 'The tournament is already cancelled');
  }
  throw new DomainException(
    ErrorCode.TournamentCompleted,
    'The tournament has completed and its prizes are paid; it can no longer be cancelled',
  );
}

/**
 * Start (operator call, game platform, scheduler) needs a scheduled tournament (D5, 409 when not
 * scheduled). The code says why: already started, cancelled, or completed.
 */
export function assertStartable(status: TournamentStatus): void {
  switch (status) {
    case 'scheduled':
      return;
    case 'in_progress':
      throw new DomainException(ErrorCode.TournamentStarted, 'The tournament has already started');
    case 'cancelled':
      throw cancelledError('started');
    case 'completed':
      throw new DomainException(ErrorCode.TournamentCompleted, 'The tournament has already completed');
  }
}

/**
 * Complete needs an in-progress tournament (D3): scheduled → 409 `tournament_not_started`;
 * cancelled → `tournament_cancelled`; already completed → `tournament_completed`.
 */
export function assertCompletable(status: TournamentStatus): void {
  switch (status) {
    case 'in_progress':
      return;
    case 'scheduled':
      throw new DomainException(
        ErrorCode.TournamentNotStarted,
        'The tournament has not started yet; only a tournament in progress can be completed',
      );
    case 'cancelled':
      throw cancelledError('completed');
    case 'completed':
      throw new DomainException(ErrorCode.TournamentCompleted, 'The tournament has already completed');
  }
}

/** Results exist only once completed (spec rule 3, D8): otherwise 409 `tournament_not_completed`. */
export function assertResultsAvailable(status: TournamentStatus): void {
  if (status === 'completed') return;
  const why = status === 'cancelled' ? 'was cancelled' : 'has not completed yet';
  throw new DomainException(ErrorCode.TournamentNotCompleted, `The tournament ${why}; results are available only after completion`);
}

export type TournamentPhase = 'registration' | 'in_play' | 'finished' | 'cancelled' | `round_${number}`;

/**
 * `current_phase` of the status endpoint (D5): `registration` while scheduled; in progress,
 * `round_<n>` once the game platform has reported round n, else `in_play`; `finished`; `cancelled`.
 * Only a positive integer counts as a reported round.
 */
export function currentPhase(status: TournamentStatus, currentRound: number | null | undefined): TournamentPhase {
  switch (status) {
    case 'scheduled':
      return 'registration';
    case 'in_progress':
      return typeof currentRound === 'number' && Number.isInteger(currentRound) && currentRound > 0 ? `round_${currentRound}` : 'in_play';
    case 'completed':
      return 'finished';
    case 'cancelled':
      return 'cancelled';
  }
}

/**
 * When late registration ends (D5): `lateRegistrationMinutes` after the actual start, or null
 * when it never opens (no late registration, or not started).
 */
export function lateRegistrationEndsAt(actualStart: Date | null, lateRegistrationMinutes: number): Date | null {
  if (!actualStart || !(lateRegistrationMinutes > 0)) return null;
  return new Date(actualStart.getTime() + lateRegistrationMinutes * 60_000);
}

/**
 * Registration is open while scheduled, and while in progress until `lateRegistrationMinutes`
 * after the actual start (D5, D6); the end instant itself is closed. Never when final.
 */
export function isRegistrationOpen(
  status: TournamentStatus,
  actualStart: Date | null,
  lateRegistrationMinutes: number,
  now: Date,
): boolean {
  if (status === 'scheduled') return true;
  if (status !== 'in_progress') return false;
  const endsAt = lateRegistrationEndsAt(actualStart, lateRegistrationMinutes);
  return endsAt !== null && now.getTime() < endsAt.getTime();
}

/** Throws 409 `registration_closed` (D6) when isRegistrationOpen is false, saying why. */
export function assertRegistrationOpen(
  status: TournamentStatus,
  actualStart: Date | null,
  lateRegistrationMinutes: number,
  now: Date,
): void {
  if (isRegistrationOpen(status, actualStart, lateRegistrationMinutes, now)) return;
  const why =
    status === 'in_progress'
      ? lateRegistrationMinutes > 0
        ? 'the late registration period has ended'
        : 'the tournament has started'
      : `the tournament is ${status}`;
  throw new DomainException(ErrorCode.RegistrationClosed, `Registration is closed: ${why}`);
}

/**
 * Rebuy (D6): only with `rebuy_enabled`, while scheduled or in progress, and within
 * `max_entries_per_player`. Otherwise 409 `rebuy_not_allowed` with the reason.
 */
export function assertRebuyAllowed(input: {
  status: TournamentStatus;
  rebuyEnabled: boolean;
  entryCount: number;
  additionalEntries: number;
  maxEntriesPerPlayer: number;
}): void {
  const { status, rebuyEnabled, entryCount, additionalEntries, maxEntriesPerPlayer } = input;
  let why: string | undefined;
  if (!rebuyEnabled) why = 'rebuys are not enabled for this tournament';
  else if (status !== 'scheduled' && status !== 'in_progress') why = `the tournament is ${status}`;
  else if (entryCount + additionalEntries > maxEntriesPerPlayer) {
    why = `${entryCount} + ${additionalEntries} entries would exceed max_entries_per_player (${maxEntriesPerPlayer})`;
  }
  if (why) throw new DomainException(ErrorCode.RebuyNotAllowed, `Rebuy not allowed: ${why}`);
}

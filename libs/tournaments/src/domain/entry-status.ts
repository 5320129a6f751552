/** Player (entry) statuses of D6. */
export const ENTRY_STATUSES = ['registered', 'active', 'eliminated', 'finished', 'winner', 'withdrawn', 'refunded'] as const;
export type EntryStatusValue = (typeof ENTRY_STATUSES)[number];

/** Statuses that hold a seat and can still play or be refunded. */
export const SEATED_STATUSES: readonly EntryStatusValue[] = ['registered', 'active', 'eliminated'];

/** Statuses an operator can filter the players list by. */
export function isEntryStatus(value: unknown): value is EntryStatusValue {
  return typeof value === 'string' && (ENTRY_STATUSES as readonly string[]).includes(value);
}

/** A tournament cancellation refunds these (D6: registered/active/eliminated → refunded). */
export function isRefundable(status: EntryStatusValue): boolean {
  return SEATED_STATUSES.includes(status);
}

/** The game token of an entry in these statuses no longer grants access (D11 player_inactive). */
export function isInactive(status: EntryStatusValue): boolean {
  return status === 'withdrawn' || status === 'refunded';
}

/** Who may get a new game token: players still in the game (D6 token re-issue). */
export function canReissueToken(status: EntryStatusValue): boolean {
  return status === 'registered' || status === 'active' || status === 'eliminated';
}

/** The status of a new entry: active at once when it joins a running tournament (late registration). */
export function initialEntryStatus(tournamentStatus: string): EntryStatusValue {
  return tournamentStatus === 'in_progress' ? 'active' : 'registered';
}

import { EntryStatusValue } from '@app/tournaments/domain/entry-status';

/** What completion decides for an entry, beside its position: its status and its prize. */
export interface EntryOutcome {
  status: EntryStatusValue;
  prizeAmount: string | null;
}

const STILL_PLAYING: readonly EntryStatusValue[] = ['registered', 'active'];
const SEATED: readonly EntryStatusValue[] = ['registered', 'active', 'eliminated', 'finished', 'winner'];

/**
 * An entry as completion leaves it (D6, D8). Completion of a large field writes only the paid
 * places (CompletionService, FINAL_POSITIONS_STORED_UP_TO); every other seated entry of a
 * completed tournament keeps the status it had and no prize in the table, and reads as the
 * completion of a small field writes it: a player still in is `finished`, an eliminated one
 * stays `eliminated`, and the prize is 0. Entries of any other tournament, and entries completion
 * wrote, are returned as they are (the same object).
 */
export function withFinalOutcome<T extends EntryOutcome>(entry: T, tournamentStatus: string): T {
  if (tournamentStatus !== 'completed' || !SEATED.includes(entry.status)) return entry;
  const status = finalStatusOf(entry.status, tournamentStatus);
  const prizeAmount = entry.prizeAmount ?? '0';
  if (status === entry.status && prizeAmount === entry.prizeAmount) return entry;
  return Object.assign(Object.create(Object.getPrototypeOf(entry) as object) as T, entry, { status, prizeAmount });
}

/** The status of withFinalOutcome alone. */
export function finalStatusOf<S extends string>(status: S, tournamentStatus: string): S | 'finished' {
  return tournamentStatus === 'completed' && STILL_PLAYING.includes(status as EntryStatusValue) ? 'finished' : status;
}

/**
 * The statuses stored in the table that read as `statuses` once the tournament is completed: a
 * filter on `finished` must also find the unplaced players still `registered` or `active` in the
 * table, and a filter on those finds nobody.
 */
export function storedStatusesOf(statuses: readonly EntryStatusValue[], tournamentStatus: string): EntryStatusValue[] {
  if (tournamentStatus !== 'completed') return [...statuses];
  const stored = statuses.filter((s) => !STILL_PLAYING.includes(s));
  if (statuses.includes('finished')) stored.push(...STILL_PLAYING);
  return stored;
}

/** Counts by stored status, as they read once the tournament is completed (see withFinalOutcome). */
export function finalStatusCounts<C extends { players: number; entries: number }>(
  counts: Record<string, C>,
  tournamentStatus: string,
): Record<string, { players: number; entries: number }> {
  if (tournamentStatus !== 'completed') return counts;
  const result: Record<string, { players: number; entries: number }> = {};
  for (const [status, count] of Object.entries(counts)) {
    const key = STILL_PLAYING.includes(status as EntryStatusValue) ? 'finished' : status;
    const sum = result[key] ?? { players: 0, entries: 0 };
    result[key] = { players: sum.players + count.players, entries: sum.entries + count.entries };
  }
  return result;
}

import { ParsedEvent } from './game-event';

/** An event_id as game_events records it: the event's type and time, for the duplicate check. */
export interface EventRecord {
  eventId: string;
  type: string;
  occurredAt: Date;
}

/**
 * The event_ids a batch claims in game_events before it takes its tournament's lock (D11,
 * exactly once): one row per distinct id of a readable event, from its first readable occurrence.
 * An id another batch recorded first is not claimed: its record decides duplicate or conflict.
 */
export function claimsOf(parsed: readonly ParsedEvent[]): EventRecord[] {
  const claims = new Map<string, EventRecord>();
  for (const item of parsed) {
    if (!item.ok || claims.has(item.event.eventId)) continue;
    claims.set(item.event.eventId, { eventId: item.event.eventId, type: item.event.type, occurredAt: item.event.occurredAt });
  }
  return [...claims.values()];
}

/** What the batch must still write about its claims once its events have been applied. */
export interface ClaimSettlement {
  /** Claimed ids no event was accepted under: their rows go (the id stays free for a retry). */
  release: string[];
  /** Accepted under a claimed id but not by the event the claim was made for (an earlier event of
   * the batch with that id was refused): the row takes the accepted event's type and time. */
  rewrite: EventRecord[];
}

export function settleClaims(claimed: ReadonlyMap<string, EventRecord>, accepted: ReadonlyMap<string, EventRecord>): ClaimSettlement {
  const release: string[] = [];
  const rewrite: EventRecord[] = [];
  for (const [eventId, claim] of claimed) {
    const event = accepted.get(eventId);
    if (!event) release.push(eventId);
    else if (event.type !== claim.type || event.occurredAt.getTime() !== claim.occurredAt.getTime()) rewrite.push(event);
  }
  return { release, rewrite };
}

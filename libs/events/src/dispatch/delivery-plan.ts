import { EventType } from '../domain/event-types';

/** At most one `leaderboard.updated` per tournament per this many milliseconds (D12). */
export const LEADERBOARD_INTERVAL_MS = 1000;

/** What the plan needs of a pending event, in stream order. */
export interface PlannedEvent {
  id: string;
  eventType: string;
  nextAttemptAt: Date;
}

export interface DeliveryPlan<E extends PlannedEvent> {
  /** Earlier `leaderboard.updated` events superseded by a newer one of the same stream. */
  coalesced: E[];
  /** The events to send now, in order. */
  send: E[];
  /** The `leaderboard.updated` that must wait until a second after the previous one was delivered. */
  hold?: { event: E; until: Date };
}

/**
 * Decides what of a stream's pending events (in sequence order) is sent now:
 * - every `leaderboard.updated` but the newest is superseded (status `coalesced`): the newest one
 *   stays at its own place in the sequence, so the other events keep their order;
 * - the events due now are sent in order, up to the first that waits for its retry time;
 * - the newest `leaderboard.updated` waits while the previous one was delivered less than a second
 *   ago, and the events after it wait with it (order) — at most a second.
 */
export function planDelivery<E extends PlannedEvent>(events: E[], now: Date, lastLeaderboardDeliveredAt: Date | null): DeliveryPlan<E> {
  const lastLeaderboard = events.findLastIndex((e) => e.eventType === EventType.LeaderboardUpdated);
  const coalesced = events.filter((e, i) => e.eventType === EventType.LeaderboardUpdated && i < lastLeaderboard);
  const plan: DeliveryPlan<E> = { coalesced, send: [] };
  for (const event of events) {
    if (coalesced.includes(event)) continue;
    if (event.nextAttemptAt.getTime() > now.getTime()) break;
    if (event.eventType === EventType.LeaderboardUpdated && lastLeaderboardDeliveredAt) {
      const allowedAt = lastLeaderboardDeliveredAt.getTime() + LEADERBOARD_INTERVAL_MS;
      if (allowedAt > now.getTime()) {
        plan.hold = { event, until: new Date(allowedAt) };
        break;
      }
    }
    plan.send.push(event);
  }
  return plan;
}

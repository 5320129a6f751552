import { EventType } from '../domain/event-types';

/**
 * The flat JSON bodies POSTed to the game platform (D12, docs/game-platform-webhook.md), built
 * from the outbox event they accompany. Plain functions, no I/O.
 */

/** The outbox event types the game platform is told about. */
export const PLATFORM_NOTIFIED_TYPES: readonly string[] = [EventType.TournamentStarted, EventType.TournamentCancelled];

export function isPlatformNotified(eventType: string): boolean {
  return PLATFORM_NOTIFIED_TYPES.includes(eventType);
}

/** What the body needs of the outbox event. */
export interface NotifiedEvent {
  id: string;
  operatorId: string;
  tournamentId: string;
  eventType: string;
  /** The outbox event's data, as TournamentLifecycle writes it. */
  data: Record<string, unknown>;
}

export interface TournamentStartedNotification {
  event: 'tournament.started';
  event_id: string;
  operator_id: string;
  tournament_id: string;
  tournament_name: string | null;
  game_slug: string | null;
  started_at: string | null;
  player_count: number | null;
  /** What started it: operator, schedule, game_platform or full. */
  trigger: string | null;
  /** The tournament's `config` object as stored (D5 keys and the game's own keys). */
  tournament_config: Record<string, unknown>;
}

export interface TournamentCancelledNotification {
  event: 'tournament.cancelled';
  event_id: string;
  operator_id: string;
  tournament_id: string;
  tournament_name: string | null;
  game_slug: string | null;
  cancelled_at: string | null;
  player_count: number | null;
  reason: string | null;
  status_before_cancellation: string | null;
}

export type PlatformNotificationBody = TournamentStartedNotification | TournamentCancelledNotification;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * The body for an event of PLATFORM_NOTIFIED_TYPES, or null for any other type.
 * `tournamentConfig` is read only for `tournament.started` (null elsewhere is fine).
 */
export function buildPlatformNotificationBody(
  event: NotifiedEvent,
  tournamentConfig: Record<string, unknown> | null,
): PlatformNotificationBody | null {
  const common = {
    event_id: event.id,
    operator_id: event.operatorId,
    tournament_id: event.tournamentId,
    tournament_name: text(event.data.tournamentName),
    game_slug: text(event.data.gameSlug),
  };
  if (event.eventType === EventType.TournamentStarted) {
    return {
      event: 'tournament.started',
      ...common,
      started_at: text(event.data.actualStartTime),
      player_count: count(event.data.initialPlayerCount),
      trigger: text(event.data.trigger),
      tournament_config: tournamentConfig ?? {},
    };
  }
  if (event.eventType === EventType.TournamentCancelled) {
    return {
      event: 'tournament.cancelled',
      ...common,
      cancelled_at: text(event.data.cancelledAt),
      player_count: count(event.data.playerCount),
      reason: text(event.data.reason),
      status_before_cancellation: text(event.data.statusBeforeCancellation),
    };
  }
  return null;
}

import { EntityManager } from 'typeorm';
import { EventType } from '../domain/event-types';
import { buildPlatformNotificationBody, isPlatformNotified, NotifiedEvent } from './platform-notification.body';
import { PlatformNotificationsRepository } from './platform-notifications.repository';

/**
 * Writes the game-platform notification of an outbox event (D12) with the manager of the
 * transaction that writes the event, so the notification exists exactly when the event does.
 * Does nothing for event types the platform is not told about. Same id as the event.
 */
export async function writePlatformNotification(
  notifications: PlatformNotificationsRepository,
  manager: EntityManager,
  event: NotifiedEvent,
  now: Date,
): Promise<void> {
  if (!isPlatformNotified(event.eventType)) return;
  const started = event.eventType === EventType.TournamentStarted;
  const config = started ? await notifications.findTournamentConfig(manager, event.operatorId, event.tournamentId) : null;
  const payload = buildPlatformNotificationBody(event, config);
  if (!payload) return;
  await notifications.insertPending(manager, event.operatorId, {
    id: event.id,
    tournamentId: event.tournamentId,
    eventType: event.eventType,
    payload: payload as unknown as Record<string, unknown>,
    now,
  });
}

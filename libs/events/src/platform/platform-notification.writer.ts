import { EntityManager } from 'typeorm';
import { PlatformNotificationEntity, TournamentEntity } from '@app/database';
import { EventType } from '../domain/event-types';
import { buildPlatformNotificationBody, isPlatformNotified, NotifiedEvent } from './platform-notification.body';

/**
 * Writes the game-platform notification of an outbox event (D12) with the manager of the
 * transaction that writes the event, so the notification exists exactly when the event does.
 * Does nothing for event types the platform is not told about. Same id as the event.
 */
export async function writePlatformNotification(manager: EntityManager, event: NotifiedEvent, now: Date): Promise<void> {
  if (!isPlatformNotified(event.eventType)) return;
  const config = event.eventType === EventType.TournamentStarted ? await tournamentConfig(manager, event) : null;
  const payload = buildPlatformNotificationBody(event, config);
  if (!payload) return;
  await manager.insert(PlatformNotificationEntity, {
    id: event.id,
    operatorId: event.operatorId,
    tournamentId: event.tournamentId,
    eventType: event.eventType,
    payload: payload as unknown as Record<string, unknown>,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    deliveredAt: null,
    lastError: null,
    createdAt: now,
  } as never);
}

/** The stored `config` of the tournament, read in the caller's transaction. */
async function tournamentConfig(manager: EntityManager, event: NotifiedEvent): Promise<Record<string, unknown> | null> {
  const row = await manager.findOne(TournamentEntity, {
    select: { id: true, config: true },
    where: { id: event.tournamentId, operatorId: event.operatorId },
  });
  return row?.config ?? null;
}

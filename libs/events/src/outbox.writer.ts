import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig, Clock, newId } from '@app/common';
import { OutboxEventEntity } from '@app/database';
import { EventType } from './domain/event-types';
import { OutboxEventsRepository } from './outbox-events.repository';
import { PlatformNotificationsRepository } from './platform/platform-notifications.repository';
import { writePlatformNotification } from './platform/platform-notification.writer';

export interface OutboxEventInput {
  operatorId: string;
  tournamentId: string | null;
  type: EventType;
  /** The resource as the API shows it (D12). */
  data: Record<string, unknown>;
}

/**
 * Writes events into the transactional outbox (D12). It must be given the EntityManager of the
 * transaction that makes the state change, so the event exists exactly when the change does.
 * With GAME_PLATFORM_URL set, `tournament.started` and `tournament.cancelled` also get their
 * game-platform notification in the same transaction.
 */
@Injectable()
export class OutboxWriter {
  constructor(
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly events: OutboxEventsRepository,
    private readonly notifications: PlatformNotificationsRepository,
  ) {}

  /**
   * `takenSequence`: the tournament's sequence number for this event, when the caller has already
   * taken it in the same transaction with the statement that locked the tournament row (the
   * registration takes its seat and number in one UPDATE).
   */
  async append(manager: EntityManager, input: OutboxEventInput, takenSequence?: string): Promise<OutboxEventEntity> {
    const sequence = takenSequence ?? (input.tournamentId ? await this.nextSequence(manager, input.tournamentId, input.operatorId) : null);
    const event = await this.events.insertPending(manager, input.operatorId, {
      id: newId(),
      tournamentId: input.tournamentId,
      sequence,
      eventType: input.type,
      data: input.data,
      occurredAt: this.clock.now(),
    });
    if (this.config.gamePlatformUrl && event.tournamentId) {
      await writePlatformNotification(this.notifications, manager, { ...event, tournamentId: event.tournamentId }, event.occurredAt);
    }
    return event;
  }

  /**
   * Many events of one tournament (prize.awarded per winner) in a fixed number of statements:
   * one UPDATE takes the block of sequence numbers, chunked INSERTs write the events in order.
   */
  async appendMany(
    manager: EntityManager,
    operatorId: string,
    tournamentId: string,
    events: Array<Pick<OutboxEventInput, 'type' | 'data'>>,
    /** The last of `events.length` numbers the caller already took on the locked tournament row. */
    takenLastSequence?: string,
  ): Promise<void> {
    if (events.length === 0) return;
    const last = BigInt(takenLastSequence ?? (await this.nextSequence(manager, tournamentId, operatorId, events.length)));
    const first = last - BigInt(events.length) + 1n;
    const occurredAt = this.clock.now();
    const rows = events.map((event, i) => ({ id: newId(), sequence: String(first + BigInt(i)), eventType: event.type, data: event.data }));
    await this.events.insertPendingMany(manager, operatorId, tournamentId, occurredAt, rows);
  }

  /**
   * Takes the next per-tournament sequence number (the last of `count` new ones), locking the
   * tournament row until the transaction ends (OutboxEventsRepository.takeSequence).
   */
  private async nextSequence(manager: EntityManager, tournamentId: string, operatorId: string, count = 1): Promise<string> {
    const sequence = await this.events.takeSequence(manager, operatorId, tournamentId, count);
    if (sequence === null) throw new Error(`Outbox: tournament ${tournamentId} not found for its operator`);
    return sequence;
  }
}

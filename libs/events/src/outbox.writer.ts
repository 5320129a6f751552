import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock, newId } from '@app/common';
import { OutboxEventEntity, TournamentEntity } from '@app/database';
import { EventType } from './domain/event-types';

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
 */
@Injectable()
export class OutboxWriter {
  constructor(private readonly clock: Clock) {}

  async append(manager: EntityManager, input: OutboxEventInput): Promise<OutboxEventEntity> {
    const sequence = input.tournamentId ? await this.nextSequence(manager, input.tournamentId, input.operatorId) : null;
    const event = manager.create(OutboxEventEntity, {
      id: newId(),
      operatorId: input.operatorId,
      tournamentId: input.tournamentId,
      sequence,
      eventType: input.type,
      data: input.data,
      occurredAt: this.clock.now(),
      status: 'pending',
      attempts: 0,
      deliveredAt: null,
      lastError: null,
    });
    await manager.insert(OutboxEventEntity, event as never);
    return event;
  }

  /**
   * Takes the next per-tournament sequence number. The UPDATE locks the tournament row until the
   * transaction ends, so events of one tournament are numbered in commit order.
   */
  private async nextSequence(manager: EntityManager, tournamentId: string, operatorId: string): Promise<string> {
    const result = await manager
      .createQueryBuilder()
      .update(TournamentEntity)
      .set({ eventSequence: () => 'event_sequence + 1' })
      .where('id = :tournamentId AND operator_id = :operatorId', { tournamentId, operatorId })
      .returning('event_sequence')
      .execute();
    const row = (result.raw as Array<{ event_sequence: string }>)[0];
    if (!row) throw new Error(`Outbox: tournament ${tournamentId} not found for its operator`);
    return String(row.event_sequence);
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OutboxEventEntity, TournamentEntity } from '@app/database';
import { insertPendingEventsSql } from '@app/database';

/** An event about to enter the outbox. */
export type NewOutboxEvent = Pick<OutboxEventEntity, 'id' | 'tournamentId' | 'sequence' | 'eventType' | 'data' | 'occurredAt'>;

/** One of many events of one tournament written together (insertPendingMany). */
export type NewTournamentEvent = Pick<OutboxEventEntity, 'id' | 'eventType' | 'data'> & { sequence: string };

/**
 * The writes of the transactional outbox. Every method takes the EntityManager of the
 * transaction that makes the state change, so an event exists exactly when its change does.
 */
@Injectable()
export class OutboxEventsRepository {
  /** Writes one event waiting for delivery (pending, no attempt yet) and returns it as written. */
  async insertPending(manager: EntityManager, operatorId: string, input: NewOutboxEvent): Promise<OutboxEventEntity> {
    const event = manager.create(OutboxEventEntity, {
      id: input.id,
      operatorId,
      tournamentId: input.tournamentId,
      sequence: input.sequence,
      eventType: input.eventType,
      data: input.data,
      occurredAt: input.occurredAt,
      status: 'pending',
      attempts: 0,
      deliveredAt: null,
      lastError: null,
    });
    await manager.insert(OutboxEventEntity, event as never);
    return event;
  }

  /**
   * Writes events of one tournament, all pending, in one statement: the events travel as one JSON
   * document (json_to_recordset), serialised natively, not as an escaped array per column.
   */
  async insertPendingMany(
    manager: EntityManager,
    operatorId: string,
    tournamentId: string,
    occurredAt: Date,
    events: NewTournamentEvent[],
  ): Promise<void> {
    await manager.query(
      insertPendingEventsSql(
        {
          id: 'v.id',
          operatorId: '$1',
          tournamentId: '$2',
          sequence: 'v.sequence',
          type: 'v.event_type',
          data: 'v.data',
          occurredAt: '$3',
        },
        'json_to_recordset($4::json) AS v(id uuid, sequence bigint, event_type text, data jsonb)',
      ),
      [
        operatorId,
        tournamentId,
        occurredAt,
        JSON.stringify(events.map((event) => ({ id: event.id, sequence: event.sequence, event_type: event.eventType, data: event.data }))),
      ],
    );
  }

  /**
   * Takes the next `count` per-tournament sequence numbers and returns the last one, or null when
   * the operator has no such tournament. The UPDATE locks the tournament row until the
   * transaction ends, so events of one tournament are numbered in commit order.
   */
  async takeSequence(manager: EntityManager, operatorId: string, tournamentId: string, count: number): Promise<string | null> {
    const result = await manager
      .createQueryBuilder()
      .update(TournamentEntity)
      .set({ eventSequence: () => `event_sequence + ${Math.trunc(count)}` })
      .where('id = :tournamentId AND operator_id = :operatorId', { tournamentId, operatorId })
      .returning('event_sequence')
      .execute();
    const row = (result.raw as Array<{ event_sequence: string }>)[0];
    return row ? String(row.event_sequence) : null;
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig, Clock, newId } from '@app/common';
import { OutboxEventEntity, TournamentEntity } from '@app/database';
import { EventType } from './domain/event-types';
import { writePlatformNotification } from './platform/platform-notification.writer';

export interface OutboxEventInput {
  operatorId: string;
  tournamentId: string | null;
  type: EventType;
  /** The resource as the API shows it (D12). */
  data: Record<string, unknown>;
}

/** SQL expressions for the columns of pending outbox events (insertPendingEventsSql). */
export interface PendingEventColumns {
  id: string;
  operatorId: string;
  tournamentId: string;
  sequence: string;
  type: string;
  data: string;
  occurredAt: string;
}

/**
 * The INSERT of outbox events waiting for delivery (pending, no attempt yet), one per row of
 * `from` (a FROM list, e.g. an `unnest` or a preceding CTE step), each column given as an SQL
 * expression: the shape of an event row written with SQL, whatever writes it. Nothing else is
 * written with them: events of PLATFORM_NOTIFIED_TYPES go through OutboxWriter.append.
 */
export function insertPendingEventsSql(columns: PendingEventColumns, from: string): string {
  const c = columns;
  return `INSERT INTO outbox_events (id, operator_id, tournament_id, sequence, event_type, data, occurred_at, status, attempts)
    SELECT ${c.id}, ${c.operatorId}, ${c.tournamentId}, ${c.sequence}, ${c.type}, ${c.data}, ${c.occurredAt}, 'pending', 0
    FROM ${from}`;
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
  ) {}

  /**
   * `takenSequence`: the tournament's sequence number for this event, when the caller has already
   * taken it in the same transaction with the statement that locked the tournament row (the
   * registration takes its seat and number in one UPDATE).
   */
  async append(manager: EntityManager, input: OutboxEventInput, takenSequence?: string): Promise<OutboxEventEntity> {
    const sequence = takenSequence ?? (input.tournamentId ? await this.nextSequence(manager, input.tournamentId, input.operatorId) : null);
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
    if (this.config.gamePlatformUrl && event.tournamentId) {
      await writePlatformNotification(manager, { ...event, tournamentId: event.tournamentId }, event.occurredAt);
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
    // One statement with an array per column, however many events (no per-value parameters).
    await manager.query(
      insertPendingEventsSql(
        { id: 'v.id', operatorId: '$1', tournamentId: '$2', sequence: 'v.sequence', type: 'v.event_type', data: 'v.data', occurredAt: '$3' },
        'unnest($4::uuid[], $5::bigint[], $6::text[], $7::jsonb[]) AS v(id, sequence, event_type, data)',
      ),
      [
        operatorId,
        tournamentId,
        this.clock.now(),
        events.map(() => newId()),
        events.map((_, i) => String(first + BigInt(i))),
        events.map((event) => event.type),
        events.map((event) => JSON.stringify(event.data)),
      ],
    );
  }

  /**
   * Takes the next per-tournament sequence number (the last of `count` new ones). The UPDATE
   * locks the tournament row until the transaction ends, so events of one tournament are
   * numbered in commit order.
   */
  private async nextSequence(manager: EntityManager, tournamentId: string, operatorId: string, count = 1): Promise<string> {
    const result = await manager
      .createQueryBuilder()
      .update(TournamentEntity)
      .set({ eventSequence: () => `event_sequence + ${Math.trunc(count)}` })
      .where('id = :tournamentId AND operator_id = :operatorId', { tournamentId, operatorId })
      .returning('event_sequence')
      .execute();
    const row = (result.raw as Array<{ event_sequence: string }>)[0];
    if (!row) throw new Error(`Outbox: tournament ${tournamentId} not found for its operator`);
    return String(row.event_sequence);
  }
}

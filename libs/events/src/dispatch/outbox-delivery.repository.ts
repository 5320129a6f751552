import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventFormat, StoredEvent } from '../domain/envelope';
import { EventType } from '../domain/event-types';

/** A stream of outbox events with an event due for delivery, and its operator's routing. */
export interface DueStream {
  /** The tournament id, or `operator:<id>` for events without a tournament. */
  streamKey: string;
  operatorId: string;
  tournamentId: string | null;
  operatorQueueUrl: string | null;
  format: EventFormat;
}

export interface PendingOutboxEvent extends StoredEvent {
  attempts: number;
  nextAttemptAt: Date;
}

export interface Refusal {
  id: string;
  error: string;
  nextAttemptAt: Date;
}

interface EventRow {
  id: string;
  operator_id: string;
  tournament_id: string | null;
  sequence: string | null;
  event_type: string;
  data: Record<string, unknown>;
  occurred_at: Date;
  attempts: number;
  next_attempt_at: Date;
}

/** A stream's order: the per-tournament sequence, else (operator streams) the UUID v7 id. */
const STREAM_ORDER = 'sequence NULLS LAST, id';
const STREAM_KEY_SQL = `COALESCE(e.tournament_id::text, 'operator:' || e.operator_id::text)`;
/** Events that have somewhere to go: their operator's queue, or the default queue when there is one. */
const ROUTABLE_SQL = `(o.events_queue_url IS NOT NULL OR $2::boolean)`;

/** All SQL of the outbox dispatcher (D12): streams, leases, and the delivery state of events. */
@Injectable()
export class OutboxDeliveryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Streams whose first pending event (in stream order) is due and routable, the longest waiting
   * first. A stream whose head waits for its retry time is not returned, so nothing spins on it;
   * neither is one without any queue (its events stay pending, untouched, in GET /api/events).
   */
  async dueStreams(now: Date, defaultQueueConfigured: boolean, limit: number): Promise<DueStream[]> {
    const rows = (await this.dataSource.query(
      `SELECT h.stream_key, h.operator_id, h.tournament_id, o.events_queue_url, o.events_format
       FROM (
         SELECT DISTINCT ON (stream_key) stream_key, operator_id, tournament_id, next_attempt_at
         FROM (SELECT ${STREAM_KEY_SQL} AS stream_key, e.operator_id, e.tournament_id, e.next_attempt_at, e.sequence, e.id
               FROM outbox_events e WHERE e.status = 'pending') p
         ORDER BY stream_key, ${STREAM_ORDER}
       ) h
       JOIN operators o ON o.id = h.operator_id
       WHERE h.next_attempt_at <= $1 AND ${ROUTABLE_SQL}
       ORDER BY h.next_attempt_at
       LIMIT $3`,
      [now, defaultQueueConfigured, limit],
    )) as Array<{
      stream_key: string;
      operator_id: string;
      tournament_id: string | null;
      events_queue_url: string | null;
      events_format: EventFormat;
    }>;
    return rows.map((r) => ({
      streamKey: r.stream_key,
      operatorId: r.operator_id,
      tournamentId: r.tournament_id,
      operatorQueueUrl: r.events_queue_url,
      format: r.events_format,
    }));
  }

  /** Takes (or renews) the stream's lease unless another owner holds an unexpired one. */
  async takeLease(streamKey: string, owner: string, now: Date, until: Date): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `INSERT INTO outbox_leases (stream_key, owner, lease_until) VALUES ($1, $2, $3)
       ON CONFLICT (stream_key) DO UPDATE SET owner = EXCLUDED.owner, lease_until = EXCLUDED.lease_until
       WHERE outbox_leases.lease_until < $4 OR outbox_leases.owner = EXCLUDED.owner
       RETURNING stream_key`,
      [streamKey, owner, until, now],
    )) as unknown[];
    return rows.length === 1;
  }

  /** Extends a lease this owner still holds; false when it was lost (expired and taken over). */
  async renewLease(streamKey: string, owner: string, until: Date): Promise<boolean> {
    const [, count] = (await this.dataSource.query(`UPDATE outbox_leases SET lease_until = $3 WHERE stream_key = $1 AND owner = $2`, [
      streamKey,
      owner,
      until,
    ])) as [unknown, number];
    return count === 1;
  }

  async releaseLease(streamKey: string, owner: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM outbox_leases WHERE stream_key = $1 AND owner = $2`, [streamKey, owner]);
  }

  async releaseAllLeases(owner: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM outbox_leases WHERE owner = $1`, [owner]);
  }

  /** The stream's pending events in stream order (the first `limit`). */
  async pendingEvents(stream: Pick<DueStream, 'operatorId' | 'tournamentId'>, limit: number): Promise<PendingOutboxEvent[]> {
    const rows = (
      stream.tournamentId
        ? await this.dataSource.query(
            `SELECT * FROM outbox_events WHERE tournament_id = $1 AND status = 'pending' ORDER BY sequence LIMIT $2`,
            [stream.tournamentId, limit],
          )
        : await this.dataSource.query(
            `SELECT * FROM outbox_events WHERE operator_id = $1 AND tournament_id IS NULL AND status = 'pending' ORDER BY id LIMIT $2`,
            [stream.operatorId, limit],
          )
    ) as EventRow[];
    return rows.map((r) => ({
      id: r.id,
      operatorId: r.operator_id,
      tournamentId: r.tournament_id,
      sequence: r.sequence === null ? null : String(r.sequence),
      eventType: r.event_type,
      data: r.data,
      occurredAt: new Date(r.occurred_at),
      attempts: Number(r.attempts),
      nextAttemptAt: new Date(r.next_attempt_at),
    }));
  }

  /** When the tournament's last `leaderboard.updated` was delivered (the coalescing window, D12). */
  async lastLeaderboardDelivery(tournamentId: string): Promise<Date | null> {
    const [row] = (await this.dataSource.query(
      `SELECT max(delivered_at) AS at FROM outbox_events WHERE tournament_id = $1 AND event_type = $2 AND status = 'delivered'`,
      [tournamentId, EventType.LeaderboardUpdated],
    )) as Array<{ at: Date | null }>;
    return row?.at ? new Date(row.at) : null;
  }

  /** One statement per SendMessageBatch: the events SQS accepted. */
  async markDelivered(ids: string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(
      `UPDATE outbox_events SET status = 'delivered', delivered_at = $2, attempts = attempts + 1 WHERE id = ANY($1::uuid[]) AND status = 'pending'`,
      [ids, at],
    );
  }

  /** Superseded `leaderboard.updated` events: kept (GET /api/events shows them), never sent. */
  async markCoalesced(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(`UPDATE outbox_events SET status = 'coalesced' WHERE id = ANY($1::uuid[]) AND status = 'pending'`, [ids]);
  }

  /** Delays an event without counting an attempt (a held `leaderboard.updated`). */
  async holdUntil(id: string, until: Date): Promise<void> {
    await this.dataSource.query(`UPDATE outbox_events SET next_attempt_at = $2 WHERE id = $1 AND status = 'pending'`, [id, until]);
  }

  /**
   * Counts a refused attempt of each event, keeps its error and sets its next try; an event at
   * `maxAttempts` becomes dead. Returns each event's type and new status.
   */
  async recordRefusals(refusals: Refusal[], maxAttempts: number): Promise<Array<{ id: string; eventType: string; status: string }>> {
    if (refusals.length === 0) return [];
    const [rows] = (await this.dataSource.query(
      `UPDATE outbox_events e
       SET attempts = e.attempts + 1,
           last_error = f.error,
           next_attempt_at = f.next_attempt_at,
           status = CASE WHEN e.attempts + 1 >= $4 THEN 'dead' ELSE e.status END
       FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS f(id, error, next_attempt_at)
       WHERE e.id = f.id AND e.status = 'pending'
       RETURNING e.id, e.event_type, e.status`,
      [refusals.map((r) => r.id), refusals.map((r) => r.error), refusals.map((r) => r.nextAttemptAt), maxAttempts],
    )) as [Array<{ id: string; event_type: string; status: string }>, number];
    return rows.map((r) => ({ id: r.id, eventType: r.event_type, status: r.status }));
  }

  /** Keeps why SQS could not be reached on the events that wait for it; no attempt is counted. */
  async recordUnreachable(ids: string[], error: string): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(`UPDATE outbox_events SET last_error = $2 WHERE id = ANY($1::uuid[]) AND status = 'pending'`, [ids, error]);
  }

  /**
   * Holds events whose operator queue is not allowed: keeps why, and the time to look again; no
   * attempt is counted (the event is not at fault).
   */
  async recordQueueRefused(ids: string[], error: string, until: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(
      `UPDATE outbox_events SET last_error = $2, next_attempt_at = GREATEST(next_attempt_at, $3) WHERE id = ANY($1::uuid[]) AND status = 'pending'`,
      [ids, error, until],
    );
  }

  /** Every operator that has its own events queue. */
  async operatorQueues(): Promise<Array<{ operatorId: string; queueUrl: string }>> {
    const rows = (await this.dataSource.query(
      `SELECT id, events_queue_url FROM operators WHERE events_queue_url IS NOT NULL ORDER BY id`,
    )) as Array<{ id: string; events_queue_url: string }>;
    return rows.map((r) => ({ operatorId: r.id, queueUrl: r.events_queue_url }));
  }

  /** When the oldest routable pending event happened (the outbox lag), or null when none waits. */
  async oldestRoutablePending(defaultQueueConfigured: boolean): Promise<Date | null> {
    const [row] = (await this.dataSource.query(
      `SELECT min(e.occurred_at) AS at FROM outbox_events e JOIN operators o ON o.id = e.operator_id
       WHERE e.status = 'pending' AND (o.events_queue_url IS NOT NULL OR $1::boolean)`,
      [defaultQueueConfigured],
    )) as Array<{ at: Date | null }>;
    return row?.at ? new Date(row.at) : null;
  }
}

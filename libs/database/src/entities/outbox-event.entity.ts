import { Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

/** `coalesced`: a `leaderboard.updated` superseded by a newer one of its tournament before delivery (D12), never sent. */
export type OutboxStatus = 'pending' | 'delivered' | 'dead' | 'coalesced';

/**
 * Transactional outbox (D12): every state change writes its event here in the same transaction.
 * A dispatcher delivers pending rows in order; `GET /api/events` reads them for pull and replay.
 */
@Entity('outbox_events')
@Unique('uq_outbox_tournament_sequence', ['tournamentId', 'sequence'])
@Index('idx_outbox_operator', ['operatorId', 'id'])
@Index('idx_outbox_pending', ['nextAttemptAt'], { where: `"status" = 'pending'` })
export class OutboxEventEntity {
  /** UUID v7: sorts by creation time, so `after=<id>` paging is in order. */
  @PrimaryColumn('uuid') id: string;

  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;
  @Column({ name: 'tournament_id', type: 'uuid', nullable: true }) tournamentId: string | null;

  /** Increases per tournament (D12 `sequence`). */
  @Column({ type: 'bigint', nullable: true }) sequence: string | null;

  @Column({ name: 'event_type', type: 'varchar', length: 64 }) eventType: string;
  @Column({ type: 'jsonb' }) data: Record<string, unknown>;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt: Date;

  @Column({ type: 'varchar', length: 16, default: 'pending' }) status: OutboxStatus;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' }) nextAttemptAt: Date;
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true }) deliveredAt: Date | null;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
}

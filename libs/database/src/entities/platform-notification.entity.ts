import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type PlatformNotificationStatus = 'pending' | 'delivered' | 'dead';

/**
 * A notification for the game platform (D12: `tournament.started` and `tournament.cancelled`
 * POSTed to GAME_PLATFORM_URL), written in the transaction of the state change, like the outbox
 * event it accompanies (same id), and delivered with retries by its own worker.
 */
@Entity('platform_notifications')
@Index('idx_platform_notifications_due', ['nextAttemptAt'], { where: `"status" = 'pending'` })
@Index('idx_platform_notifications_tournament', ['tournamentId', 'createdAt'])
export class PlatformNotificationEntity {
  /** The id of the outbox event it comes from. */
  @PrimaryColumn('uuid') id: string;
  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;
  @Column({ name: 'tournament_id', type: 'uuid' }) tournamentId: string;
  @Column({ name: 'event_type', type: 'varchar', length: 64 }) eventType: string;
  /** The flat JSON body of D12, as it will be POSTed. */
  @Column({ type: 'jsonb' }) payload: Record<string, unknown>;
  @Column({ type: 'varchar', length: 16, default: 'pending' }) status: PlatformNotificationStatus;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ name: 'next_attempt_at', type: 'timestamptz' }) nextAttemptAt: Date;
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true }) deliveredAt: Date | null;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { TournamentEntity } from './tournament.entity';

/**
 * A game event (D11) that was applied: its `event_id` is the primary key within its tournament,
 * so an event delivered twice (HTTP retry, SQS at-least-once) is applied once. Rejected events
 * are not recorded, so a corrected resend can still apply.
 */
@Entity('game_events')
export class GameEventEntity {
  @PrimaryColumn({ name: 'tournament_id', type: 'uuid' }) tournamentId: string;
  @ManyToOne(() => TournamentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tournament_id' })
  tournament?: TournamentEntity;
  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 128 }) eventId: string;
  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;
  @Column({ name: 'event_type', type: 'varchar', length: 64 }) eventType: string;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt: Date;
  @Column({ name: 'applied_at', type: 'timestamptz' }) appliedAt: Date;
  /** Where it came from: `http` or `sqs`. */
  @Column({ type: 'varchar', length: 8 }) source: string;
}

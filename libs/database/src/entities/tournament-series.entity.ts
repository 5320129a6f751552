import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';
import { OperatorEntity } from './operator.entity';

/** Why the scheduler could not create one occurrence's tournament (`tournament_series.last_failure`). */
export interface SeriesOccurrenceFailure {
  /** When it was found (ISO 8601, UTC). */
  at: string;
  /** The start of the occurrence (ISO 8601, UTC). */
  occurrence_start: string;
  /** `template_invalid` or `external_id_taken`. */
  code: string;
  message: string;
}

/**
 * A recurring tournament series of one operator: an RFC 5545 schedule (DTSTART and RRULE) and the
 * template of the tournament each occurrence gets, created `lead_time_seconds` before its start
 * by the scheduler. `next_start` is the earliest occurrence the scheduler has not handled yet
 * (null: the rule has ended). Deleting a series deletes this row only: its tournaments keep
 * their `series_id`.
 */
@Entity('tournament_series')
@Unique('uq_tournament_series_operator_external_id', ['operatorId', 'externalId'])
@Check('ck_tournament_series_lead_time', `"lead_time_seconds" >= 60`)
@Index('idx_tournament_series_operator_created', ['operatorId', 'createdAt', 'id'])
@Index('idx_tournament_series_due', ['nextStart'], { where: `"active" AND "next_start" IS NOT NULL` })
export class TournamentSeriesEntity {
  @PrimaryColumn('uuid') id: string;

  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;

  @ManyToOne(() => OperatorEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'operator_id' })
  operator?: OperatorEntity;

  @Column({ name: 'external_id', type: 'varchar', length: 128 }) externalId: string;
  @Column({ type: 'varchar', length: 200 }) name: string;

  /** DTSTART and RRULE lines, as sent. */
  @Column({ type: 'text' }) schedule: string;

  @Column({ name: 'lead_time_seconds', type: 'integer' }) leadTimeSeconds: number;
  @Column({ type: 'boolean', default: true }) active: boolean;

  /** The create-tournament request fields (without scheduled_start and external_id), as accepted. */
  @Column({ type: 'jsonb' }) template: Record<string, unknown>;

  @Column({ name: 'next_start', type: 'timestamptz', nullable: true }) nextStart: Date | null;

  /** The last occurrence whose tournament could not be created; null again once one is created. */
  @Column({ name: 'last_failure', type: 'jsonb', nullable: true }) lastFailure: SeriesOccurrenceFailure | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

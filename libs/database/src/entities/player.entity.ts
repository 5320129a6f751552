import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';
import { OperatorEntity } from './operator.entity';

/**
 * One user of one operator (D2 `player_id`): the same across all of that user's tournaments.
 * `external_id` is the operator's own user id (`user_id` in requests).
 */
@Entity('players')
@Unique('uq_players_operator_external_id', ['operatorId', 'externalId'])
export class PlayerEntity {
  @PrimaryColumn('uuid') id: string;

  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;

  @ManyToOne(() => OperatorEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'operator_id' })
  operator?: OperatorEntity;

  @Column({ name: 'external_id', type: 'varchar', length: 128 }) externalId: string;

  /** The display name of the latest registration. */
  @Column({ name: 'display_name', type: 'varchar', length: 64 }) displayName: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

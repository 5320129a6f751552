import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A game-platform key (`internal_...`), optionally bound to a list of operators (D4). */
@Entity('internal_api_keys')
export class InternalApiKeyEntity {
  @PrimaryColumn('uuid') id: string;

  @Column({ type: 'varchar', length: 200 }) name: string;

  @Index('uq_internal_api_keys_secret_hash', { unique: true })
  @Column({ name: 'secret_hash', type: 'char', length: 64 })
  secretHash: string;

  /** Operators this key may see; null means every operator. */
  @Column({ name: 'operator_ids', type: 'uuid', array: true, nullable: true })
  operatorIds: string[] | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true }) lastUsedAt: Date | null;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt: Date | null;
}

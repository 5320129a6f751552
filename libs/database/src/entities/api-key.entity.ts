import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OperatorEntity } from './operator.entity';

/** An operator API key. Only the SHA-256 hash of its secret is kept (D4). */
@Entity('api_keys')
@Index('idx_api_keys_operator', ['operatorId', 'createdAt'])
export class ApiKeyEntity {
  @PrimaryColumn('uuid') id: string;

  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;

  @ManyToOne(() => OperatorEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'operator_id' })
  operator?: OperatorEntity;

  @Column({ type: 'varchar', length: 200 }) name: string;

  @Column({ type: 'varchar', length: 32 }) role: string;

  /** The public half of the compound key (`pk_live_...`), safe to show and to log. */
  @Index('uq_api_keys_public_id', { unique: true })
  @Column({ name: 'public_id', type: 'varchar', length: 64 })
  publicId: string;

  /** Hex SHA-256 of the secret half (`sk_live_...`). */
  @Index('uq_api_keys_secret_hash', { unique: true })
  @Column({ name: 'secret_hash', type: 'char', length: 64 })
  secretHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true }) expiresAt: Date | null;
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true }) lastUsedAt: Date | null;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt: Date | null;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

export type IdempotencyState = 'in_progress' | 'completed';

/** One `Idempotency-Key` of one operator (D12b): the request's fingerprint and, once done, its response. */
@Entity('idempotency_keys')
export class IdempotencyKeyEntity {
  @PrimaryColumn({ name: 'operator_id', type: 'uuid' }) operatorId: string;
  @PrimaryColumn({ type: 'varchar', length: 255 }) key: string;

  /** SHA-256 over method, path and body: the same key with another request is a conflict. */
  @Column({ name: 'request_hash', type: 'char', length: 64 }) requestHash: string;
  @Column({ type: 'varchar', length: 10 }) method: string;
  @Column({ type: 'text' }) path: string;

  @Column({ type: 'varchar', length: 16 }) state: IdempotencyState;
  @Column({ name: 'response_status', type: 'integer', nullable: true }) responseStatus: number | null;
  @Column({ name: 'response_body', type: 'text', nullable: true }) responseBody: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  /** A stored response is replayed until then (24 h). */
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  /** An in-progress claim older than this is abandoned (crashed request) and may be retried. */
  @Column({ name: 'locked_until', type: 'timestamptz' }) lockedUntil: Date;
}

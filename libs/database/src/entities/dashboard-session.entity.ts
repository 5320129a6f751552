import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DashboardUserEntity } from './dashboard-user.entity';

/**
 * A signed-in dashboard session. The browser holds a random token in an httpOnly cookie; only its
 * SHA-256 is stored, so a database dump cannot be replayed as a session. The CSRF token of the
 * session's forms (synchronizer token pattern) lives here too.
 */
@Entity('dashboard_sessions')
@Index('idx_dashboard_sessions_user', ['userId'])
@Index('idx_dashboard_sessions_expiry', ['expiresAt'])
export class DashboardSessionEntity {
  @PrimaryColumn('uuid') id: string;

  @Index('uq_dashboard_sessions_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'user_id', type: 'uuid' }) userId: string;

  @ManyToOne(() => DashboardUserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: DashboardUserEntity;

  /** Copied from the user so that every page resolves the tenant without a join. */
  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;

  @Column({ name: 'csrf_token', type: 'varchar', length: 64 }) csrfToken: string;

  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'last_seen_at', type: 'timestamptz' }) lastSeenAt: Date;
  /** Idle expiry: moved forward as the user works, never past `absoluteExpiresAt`. */
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'absolute_expires_at', type: 'timestamptz' }) absoluteExpiresAt: Date;
}

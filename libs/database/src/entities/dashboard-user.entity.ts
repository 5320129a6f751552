import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OperatorEntity } from './operator.entity';

/**
 * A person who signs in to the operator dashboard (D13). Belongs to exactly one operator and
 * sees only its data. The e-mail address is the login name, unique across the platform (kept in
 * lower case), so signing in needs no operator chooser. Only a scrypt hash of the password is kept.
 */
@Entity('dashboard_users')
@Check('chk_dashboard_users_email_lower', `"email" = lower("email")`)
@Check('ck_dashboard_users_role', `"role" IN ('admin', 'manager', 'viewer')`)
@Index('idx_dashboard_users_operator', ['operatorId', 'createdAt'])
export class DashboardUserEntity {
  @PrimaryColumn('uuid') id: string;

  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;

  @ManyToOne(() => OperatorEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'operator_id' })
  operator?: OperatorEntity;

  @Index('uq_dashboard_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** `scrypt$N$r$p$salt$hash` (base64url parts), see libs/dashboard/src/domain/password.ts. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 }) passwordHash: string;

  /** admin, manager or viewer: what the user may change (libs/dashboard/src/domain/dashboard-roles.ts). */
  @Column({ type: 'varchar', length: 16, default: 'admin' })
  role: 'admin' | 'manager' | 'viewer';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true }) lastLoginAt: Date | null;
  /** A disabled user cannot sign in and its sessions end. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true }) disabledAt: Date | null;
}

import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Every action an audit entry can have (D12, D13): the API's filter and the dashboard's list. */
export const AUDIT_ACTIONS = [
  'api.request',
  'api_key.created',
  'api_key.revoked',
  'auth.failed',
  'dashboard.login',
  'dashboard.login_failed',
  'dashboard.logout',
  'dashboard_user.created',
  'dashboard_user.disabled',
  'dashboard_user.enabled',
  'dashboard_user.password_reset',
  'dashboard_user.role_changed',
  'operator.settings_updated',
  'series.created',
  'series.deleted',
  'series.paused',
  'series.resumed',
  'series.updated',
  'tournament.cancelled',
  'tournament.completed',
  'tournament.created',
  'tournament.started',
  'tournament.updated',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One audited operator request or security event (D12). Rows are written in batches off the
 * request path; operator_id is null for failed authentications that name no known key.
 */
@Entity('audit_logs')
@Index('idx_audit_logs_operator_time', ['operatorId', 'createdAt'])
export class AuditLogEntity {
  @PrimaryColumn('uuid') id: string;

  @Column({ name: 'operator_id', type: 'uuid', nullable: true }) operatorId: string | null;

  @Column({ name: 'api_key_id', type: 'uuid', nullable: true }) apiKeyId: string | null;

  @Column({ type: 'varchar', length: 64 }) action: AuditAction;

  @Column({ type: 'varchar', length: 10, nullable: true }) method: string | null;

  @Column({ type: 'text', nullable: true }) path: string | null;

  @Column({ name: 'status_code', type: 'integer', nullable: true }) statusCode: number | null;

  @Column({ name: 'latency_ms', type: 'integer', nullable: true }) latencyMs: number | null;

  @Column({ name: 'request_id', type: 'varchar', length: 128, nullable: true }) requestId: string | null;

  @Column({ name: 'client_ip', type: 'varchar', length: 64, nullable: true }) clientIp: string | null;

  @Column({ type: 'jsonb', nullable: true }) details: Record<string, unknown> | null;

  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

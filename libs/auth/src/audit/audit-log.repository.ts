import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditLogEntity, OperatorScopedRepository } from '@app/database';

export interface AuditFilter {
  from?: Date;
  to?: Date;
  action?: string;
  keyId?: string;
  /** Entries made with any of these keys (an empty list matches nothing). */
  keyIds?: string[];
  /** Entries of a dashboard user's actions (`details.user_id`). */
  userId?: string;
  limit: number;
  offset: number;
}

@Injectable()
export class AuditLogRepository {
  private readonly scoped: OperatorScopedRepository<AuditLogEntity & { operatorId: string }>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.scoped = new OperatorScopedRepository(AuditLogEntity as never, dataSource.manager);
  }

  /**
   * Appends a batch in one statement, a column per array: every operator request is audited, and
   * building a multi-row INSERT through TypeORM's query builder cost several percent of a read's
   * CPU. Rows of many operators at once (each row carries its own operator_id, from the
   * authenticated request or null for an unknown key).
   */
  async append(rows: readonly AuditLogEntity[]): Promise<void> {
    if (rows.length === 0) return;
    const column = <T>(pick: (row: AuditLogEntity) => T) => rows.map(pick);
    await this.dataSource.query(
      `INSERT INTO audit_logs (id, operator_id, api_key_id, action, method, path, status_code, latency_ms, request_id, client_ip, details, created_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::varchar[], $5::varchar[], $6::text[], $7::int[], $8::int[], $9::varchar[],
         $10::varchar[], $11::jsonb[], $12::timestamptz[])`,
      [
        column((r) => r.id),
        column((r) => r.operatorId),
        column((r) => r.apiKeyId),
        column((r) => r.action),
        column((r) => r.method),
        column((r) => r.path),
        column((r) => r.statusCode),
        column((r) => r.latencyMs),
        column((r) => r.requestId),
        column((r) => r.clientIp),
        column((r) => (r.details === null ? null : JSON.stringify(r.details))),
        column((r) => r.createdAt.toISOString()),
      ],
    );
  }

  /** Newest first; served by idx_audit_logs_operator_time. */
  list(operatorId: string, filter: AuditFilter): Promise<[AuditLogEntity[], number]> {
    const query = this.scoped.queryBuilder(operatorId, 'a');
    if (filter.from) query.andWhere('a.created_at >= :from', { from: filter.from });
    if (filter.to) query.andWhere('a.created_at <= :to', { to: filter.to });
    if (filter.action) query.andWhere('a.action = :action', { action: filter.action });
    if (filter.keyId) query.andWhere('a.api_key_id = :keyId', { keyId: filter.keyId });
    if (filter.keyIds) {
      if (filter.keyIds.length === 0) query.andWhere('1 = 0');
      else query.andWhere('a.api_key_id IN (:...keyIds)', { keyIds: filter.keyIds });
    }
    if (filter.userId) query.andWhere("a.details ->> 'user_id' = :userId", { userId: filter.userId });
    return query.orderBy('a.created_at', 'DESC').addOrderBy('a.id', 'DESC').take(filter.limit).skip(filter.offset).getManyAndCount();
  }
}

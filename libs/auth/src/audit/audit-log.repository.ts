import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditLogEntity, OperatorScopedRepository } from '@app/database';

export interface AuditFilter {
  from?: Date;
  to?: Date;
  action?: string;
  keyId?: string;
  limit: number;
  offset: number;
}

@Injectable()
export class AuditLogRepository {
  private readonly scoped: OperatorScopedRepository<AuditLogEntity & { operatorId: string }>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.scoped = new OperatorScopedRepository(AuditLogEntity as never, dataSource.manager);
  }

  /** Newest first; served by idx_audit_logs_operator_time. */
  list(operatorId: string, filter: AuditFilter): Promise<[AuditLogEntity[], number]> {
    const query = this.scoped.queryBuilder(operatorId, 'a');
    if (filter.from) query.andWhere('a.created_at >= :from', { from: filter.from });
    if (filter.to) query.andWhere('a.created_at <= :to', { to: filter.to });
    if (filter.action) query.andWhere('a.action = :action', { action: filter.action });
    if (filter.keyId) query.andWhere('a.api_key_id = :keyId', { keyId: filter.keyId });
    return query
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .take(filter.limit)
      .skip(filter.offset)
      .getManyAndCount();
  }
}

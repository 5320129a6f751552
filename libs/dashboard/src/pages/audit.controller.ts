import { Controller, Get, Query, Res } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { AuditLogRepository } from '@app/auth';
import { AuditLogEntity } from '@app/database';
import { AUDIT_PAGE_SIZE, parseAuditFilter, readAuditFilter } from '../forms/audit-filter';
import { pageNumber } from '../forms/validate-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { auditPage, AuditRow } from '../views/audit.view';
import { DashboardPages } from '../web/dashboard-page.decorator';
import { CurrentDashboardUser } from '../web/dashboard-request';
import { sendPage } from '../web/render';

/** The operator's audit log (D12, D13), newest first, filtered and paged. */
@DashboardPages()
@Controller('dashboard/audit')
export class AuditPagesController {
  constructor(private readonly auditLogs: AuditLogRepository) {}

  @Get()
  async list(@CurrentDashboardUser() user: DashboardContext, @Res() reply: FastifyReply, @Query() query: Record<string, unknown>) {
    const filter = readAuditFilter(query);
    const parsed = parseAuditFilter(filter);
    if (!parsed.ok) {
      const message = `The filter was not applied. ${Object.values(parsed.errors).flat().join(' ')}`;
      return sendPage(reply, auditPage(user, { filter, errors: parsed.errors, flash: { kind: 'error', message } }), 422);
    }
    const page = pageNumber(query.page);
    const [rows, total] = await this.auditLogs.list(user.operatorId, {
      ...parsed.criteria,
      limit: AUDIT_PAGE_SIZE,
      offset: (page - 1) * AUDIT_PAGE_SIZE,
    });
    const hasMore = page * AUDIT_PAGE_SIZE < total;
    return sendPage(reply, auditPage(user, { filter, result: { rows: rows.map(toAuditRow), total, page, hasMore } }));
  }
}

function toAuditRow(entry: AuditLogEntity): AuditRow {
  return {
    time: entry.createdAt,
    action: entry.action,
    keyId: entry.apiKeyId,
    method: entry.method,
    path: entry.path,
    statusCode: entry.statusCode,
    clientIp: entry.clientIp,
    details: entry.details,
  };
}

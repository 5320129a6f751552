import { Controller, Get, Query, Res } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { AuditLogRepository } from '@app/auth';
import { DomainException } from '@app/common';
import { AuditLogEntity } from '@app/database';
import { AuditKeyNamesRepository } from '../audit/audit-key-names.repository';
import { AUDIT_PAGE_SIZE, parseAuditFilter, readAuditFilter } from '../forms/audit-filter';
import { pageNumber } from '../forms/validate-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { DashboardUsersService } from '../users/dashboard-users.service';
import { auditPage, AuditRow } from '../views/audit.view';
import { FieldErrors } from '../views/page-parts';
import { DashboardPages } from '../web/dashboard-page.decorator';
import { CurrentDashboardUser } from '../web/dashboard-request';
import { sendPage } from '../web/render';

/** The users the filter form offers (the operator's first ones; a user further down is still filtered by its link). */
const USERS_OFFERED = 100;

/**
 * The operator's audit log (D12, D13), newest first, filtered (action, key by id or name, the
 * dashboard user who acted, days) and paged with page numbers; each key named beside its id.
 */
@DashboardPages()
@Controller('dashboard/audit')
export class AuditPagesController {
  constructor(
    private readonly auditLogs: AuditLogRepository,
    private readonly users: DashboardUsersService,
    private readonly keyNames: AuditKeyNamesRepository,
  ) {}

  @Get()
  async list(@CurrentDashboardUser() user: DashboardContext, @Res() reply: FastifyReply, @Query() query: Record<string, unknown>) {
    const filter = readAuditFilter(query);
    const offered = (await this.users.list(user.operatorId, { limit: USERS_OFFERED, offset: 0 })).dashboard_users;
    const emails = new Map(offered.map((u) => [u.id, u.email]));
    const userOptions = offered.map((u) => [u.id, u.email] as const);
    const parsed = parseAuditFilter(filter);
    const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
    let keyIds: string[] | undefined;
    if (parsed.ok) {
      const { userId, keyName } = parsed.criteria;
      if (userId && !emails.has(userId)) {
        const email = await this.userEmail(user.operatorId, userId);
        if (email) emails.set(userId, email);
        else errors.user = ['Choose a user from the list'];
      }
      if (keyName !== undefined) {
        keyIds = await this.keyNames.idsNamed(user.operatorId, keyName);
        if (keyIds.length === 0) errors.key_name = [`No key is named “${keyName}”: use a name from the keys table`];
      }
    }
    if (!parsed.ok || Object.keys(errors).length > 0) {
      const message = `The filter was not applied. ${Object.values(errors).flat().join(' ')}`;
      return sendPage(reply, auditPage(user, { filter, userOptions, errors, flash: { kind: 'error', message } }), 422);
    }
    const { keyName: _name, ...criteria } = parsed.criteria;
    const page = pageNumber(query.page);
    const [rows, total] = await this.auditLogs.list(user.operatorId, {
      ...criteria,
      ...(keyIds ? { keyIds } : {}),
      limit: AUDIT_PAGE_SIZE,
      offset: (page - 1) * AUDIT_PAGE_SIZE,
    });
    const keyIdsShown = [...new Set(rows.map((e) => e.apiKeyId).filter((id): id is string => !!id))];
    const keyNames = await this.keyNames.namesOf(user.operatorId, keyIdsShown);
    const shown = rows.map((entry) => toAuditRow(entry, keyNames, emails));
    return sendPage(reply, auditPage(user, { filter, userOptions, result: { rows: shown, total, page, pageSize: AUDIT_PAGE_SIZE } }));
  }

  private async userEmail(operatorId: string, userId: string): Promise<string | undefined> {
    try {
      return (await this.users.get(operatorId, userId)).email;
    } catch (error) {
      if (error instanceof DomainException) return undefined;
      throw error;
    }
  }
}

function toAuditRow(entry: AuditLogEntity, keyNames: Map<string, string>, emails: Map<string, string>): AuditRow {
  const userId = typeof entry.details?.user_id === 'string' ? entry.details.user_id : null;
  return {
    time: entry.createdAt,
    action: entry.action,
    keyId: entry.apiKeyId,
    keyName: entry.apiKeyId ? (keyNames.get(entry.apiKeyId) ?? null) : null,
    userId,
    userEmail: userId ? (emails.get(userId) ?? null) : null,
    method: entry.method,
    path: entry.path,
    statusCode: entry.statusCode,
    clientIp: entry.clientIp,
    details: entry.details,
  };
}

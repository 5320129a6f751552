import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, QUERY_ERRORS, toPagination } from '@app/common';
import { AuditLogEntity } from '@app/database';
import { Auth, CurrentOperator } from '../decorators/auth.decorator';
import { OperatorAuth } from '../domain/auth-context';
import { AuditLogEntryDto, AuditLogListResponseDto, AuditLogQueryDto } from './audit-log.dto';
import { AuditLogRepository } from './audit-log.repository';

function toAuditEntry(row: AuditLogEntity): AuditLogEntryDto {
  return {
    id: row.id,
    timestamp: row.createdAt.toISOString(),
    action: row.action,
    key_id: row.apiKeyId,
    method: row.method,
    path: row.path,
    status_code: row.statusCode,
    latency_ms: row.latencyMs,
    request_id: row.requestId,
    client_ip: row.clientIp,
    details: row.details,
  };
}

@ApiTags('Audit')
@Controller('api/audit-logs')
export class AuditLogController {
  constructor(private readonly auditLogs: AuditLogRepository) {}

  @Get()
  @Auth()
  @ApiOperation({
    summary: 'The calling operator’s audit log, newest first',
    description: 'Entries are written asynchronously and appear within a second of the request.',
  })
  @ApiErrors(QUERY_ERRORS)
  @ApiOkResponse({ type: AuditLogListResponseDto })
  async list(@CurrentOperator() auth: OperatorAuth, @Query() query: AuditLogQueryDto): Promise<AuditLogListResponseDto> {
    const [rows, total] = await this.auditLogs.list(auth.operatorId, {
      from: query.from,
      to: query.to,
      action: query.action,
      keyId: query.key_id,
      limit: query.limit,
      offset: query.offset,
    });
    return { audit_logs: rows.map(toAuditEntry), pagination: toPagination(total, query) };
  }
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { DateTimeField, PageQueryDto, PaginationDto } from '@app/common';
import { AUDIT_ACTIONS } from '@app/database';

export class AuditLogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'date-time', description: 'Entries at or after this time' })
  @DateTimeField({ optional: true })
  from?: Date;

  @ApiPropertyOptional({ format: 'date-time', description: 'Entries at or before this time' })
  @DateTimeField({ optional: true })
  to?: Date;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of: ${AUDIT_ACTIONS.join(', ')}` })
  action?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'key_id must be a UUID' })
  key_id?: string;
}

export class AuditLogEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) key_id: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'GET' }) method: string | null;
  @ApiProperty({ nullable: true, type: String, example: '/api/tournaments' }) path: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 200 }) status_code: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 4 }) latency_ms: number | null;
  @ApiProperty({ nullable: true, type: String }) request_id: string | null;
  @ApiProperty({ nullable: true, type: String, example: '203.0.113.7' }) client_ip: string | null;
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true }) details: Record<string, unknown> | null;
}

export class AuditLogListResponseDto {
  @ApiProperty({ type: [AuditLogEntryDto] }) audit_logs: AuditLogEntryDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

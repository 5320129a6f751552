import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsUUID } from 'class-validator';
import { PageQueryDto, PaginationDto } from '@app/common';

/** Delivery states of an outbox event (D12); `coalesced`: a superseded `leaderboard.updated`, never sent. */
export const OUTBOX_STATUSES = ['pending', 'delivered', 'dead', 'coalesced'] as const;
export type OutboxEventStatus = (typeof OUTBOX_STATUSES)[number];

export class OutboxEventsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: OUTBOX_STATUSES, default: 'dead' })
  @IsOptional()
  @IsIn(OUTBOX_STATUSES, { message: `status must be one of: ${OUTBOX_STATUSES.join(', ')}` })
  status: OutboxEventStatus = 'dead';

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'operator_id must be a UUID' })
  operator_id?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'tournament_id must be a UUID' })
  tournament_id?: string;
}

export class OutboxEventAdminDto {
  @ApiProperty({ format: 'uuid' }) event_id: string;
  @ApiProperty({ format: 'uuid' }) operator_id: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) tournament_id: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 7 }) sequence: number | null;
  @ApiProperty({ example: 'player.registered' }) event_type: string;
  @ApiProperty({ enum: OUTBOX_STATUSES }) status: OutboxEventStatus;
  @ApiProperty({ example: 10, description: 'Delivery attempts made (SQS refusals and the accepted one)' }) attempts: number;
  @ApiProperty({ nullable: true, type: String, example: 'QueueDoesNotExist (HTTP 400): The specified queue does not exist.' }) last_error:
    string | null;
  @ApiProperty({ format: 'date-time' }) occurred_at: string;
  @ApiProperty({ format: 'date-time', description: 'When a pending event is tried next' }) next_attempt_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) delivered_at: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The event data, as in its envelope' }) data: Record<
    string,
    unknown
  >;
}

export class OutboxEventListResponseDto {
  @ApiProperty({ type: [OutboxEventAdminDto] }) events: OutboxEventAdminDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

/** Which dead events to deliver again; the filters combine, none at all means every dead event. */
export class ReplayEventsDto {
  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: 1000 })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @IsUUID('all', { each: true, message: 'each value in event_ids must be a UUID' })
  event_ids?: string[];

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'operator_id must be a UUID' })
  operator_id?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'tournament_id must be a UUID' })
  tournament_id?: string;
}

export class ReplayEventsResponseDto {
  @ApiProperty({ example: 3, description: 'Dead events made pending again (attempts reset to 0)' }) replayed: number;
  @ApiProperty({ type: [String], format: 'uuid' }) event_ids: string[];
}

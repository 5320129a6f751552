import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { PageQueryDto } from '@app/common';
import { EventType } from '../domain/event-types';

export const EVENT_TYPES: readonly string[] = Object.values(EventType);

/**
 * GET /api/events (D12): the cursor `after` (exclusive), `limit` 1-100 (default 20), and, for
 * D7 compatibility, `offset` (events skipped after the cursor). Optional filters.
 */
export class ListEventsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    format: 'uuid',
    example: '019a8f4e-7c1d-7b3a-9f2e-1c2d3e4f5a6b',
    description:
      'Only events after this event id (exclusive): the `next_after` of the previous page. Ids are UUID v7, so their order is creation order.',
  })
  @IsOptional()
  @IsUUID('all', { message: 'after must be an event id (a UUID)' })
  after?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the events of this tournament' })
  @IsOptional()
  @IsUUID('all', { message: 'tournament_id must be a UUID' })
  tournament_id?: string;

  @ApiPropertyOptional({ enum: EVENT_TYPES, example: 'tournament.started', description: 'Only events of this type' })
  @IsOptional()
  @IsIn(EVENT_TYPES, { message: `type must be one of: ${EVENT_TYPES.join(', ')}` })
  type?: string;
}

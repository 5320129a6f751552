import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { PaginationDto } from '@app/common';
import { EVENT_TYPES } from './events-query.dto';

/** The platform envelope (D12, the default format). */
export class PlatformEventDto {
  @ApiProperty({ enum: EVENT_TYPES, example: 'tournament.started' }) eventType: string;
  @ApiProperty({ format: 'uuid' }) eventId: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-22T10:00:00.000Z' }) timestamp: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) tournamentId: string | null;
  @ApiProperty({ format: 'uuid' }) operatorId: string;
  @ApiProperty({ nullable: true, type: Number, example: 3, description: 'Increases by one per event of the tournament' }) sequence:
    number | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The resource as the API shows it' }) data: Record<
    string,
    unknown
  >;
}

/** CloudEvents 1.0, JSON structured mode (D12, chosen per operator with events_format). */
export class CloudEventDto {
  @ApiProperty({ enum: ['1.0'] }) specversion: '1.0';
  @ApiProperty({ format: 'uuid', description: 'The event id' }) id: string;
  @ApiProperty({ example: '/operators/{operatorId}/tournaments/{tournamentId}' }) source: string;
  @ApiProperty({ enum: EVENT_TYPES, example: 'tournament.started' }) type: string;
  @ApiProperty({ format: 'date-time' }) time: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'The tournament id (absent for events without a tournament)' }) subject?: string;
  @ApiProperty({ enum: ['application/json'] }) datacontenttype: 'application/json';
  @ApiProperty({ type: 'object', additionalProperties: true }) data: Record<string, unknown>;
  @ApiProperty({ format: 'uuid', description: 'Extension: the operator id' }) operatorid: string;
  @ApiPropertyOptional({ example: 3, description: 'Extension: the per-tournament sequence' }) sequence?: number;
}

/**
 * D7's pagination object plus the cursor. `total`: the operator's events matching the filters
 * (the whole history); `offset`: how many of them come before the first event of this page;
 * `hasMore`: events exist after this page; `next_after`: the `after` of the next request.
 */
export class EventsPaginationDto extends PaginationDto {
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description:
      'Pass as `after` to continue: the last event of this page (the request’s `after` when the page is empty; null when there is none)',
  })
  next_after: string | null;
}

@ApiExtraModels(PlatformEventDto, CloudEventDto)
export class EventListResponseDto {
  @ApiProperty({
    type: 'array',
    items: { oneOf: [{ $ref: getSchemaPath(PlatformEventDto) }, { $ref: getSchemaPath(CloudEventDto) }] },
    description: 'Oldest first, each in the operator’s events_format',
  })
  events: Array<PlatformEventDto | CloudEventDto>;

  @ApiProperty({ type: EventsPaginationDto }) pagination: EventsPaginationDto;
}

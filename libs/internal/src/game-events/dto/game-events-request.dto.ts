import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsObject, IsUUID } from 'class-validator';
import { ShallowBody } from '@app/common';
import { MAX_EVENTS_PER_BATCH, MAX_EVENT_ID_LENGTH } from '../domain/game-event';

const UUID = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';

/*
 * The event shapes below document the body (OpenAPI only). Each event is read by
 * domain/game-event.ts, so that one bad event is rejected alone while the others apply; the body
 * itself is validated here (1 to 1000 objects, 422 otherwise).
 */

class GameEventBaseDto {
  @ApiProperty({
    minLength: 1,
    maxLength: MAX_EVENT_ID_LENGTH,
    example: 'evt-000123',
    description: 'Unique per tournament: a repeated event_id is a duplicate and changes nothing',
  })
  event_id: string;
  @ApiProperty({
    format: 'date-time',
    example: '2026-11-29T18:05:00.000Z',
    description: 'RFC 3339 with an offset; the time ties are decided by',
  })
  occurred_at: string;
}

export class TournamentStartedEventDto extends GameEventBaseDto {
  @ApiProperty({ enum: ['tournament.started'], example: 'tournament.started' }) type: string;
}

export class RoundEventDto extends GameEventBaseDto {
  @ApiProperty({ enum: ['round.started', 'round.completed'], example: 'round.started' }) type: string;
  @ApiProperty({ type: 'integer', minimum: 1, example: 2 }) round: number;
}

export class ScoreUpdatedEventDto extends GameEventBaseDto {
  @ApiProperty({ enum: ['score.updated'], example: 'score.updated' }) type: string;
  @ApiProperty({ format: 'uuid', example: UUID }) internal_player_id: string;
  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }],
    example: '1250.5',
    description: 'The new total (exactly one of points and points_delta); at most 8 decimals',
  })
  points?: number | string;
  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }],
    example: 25,
    description: 'Added to the total (may be negative); at most 8 decimals',
  })
  points_delta?: number | string;
}

export class PlayerEliminatedEventDto extends GameEventBaseDto {
  @ApiProperty({ enum: ['player.eliminated'], example: 'player.eliminated' }) type: string;
  @ApiPropertyOptional({ format: 'uuid', example: UUID, description: 'Exactly one of internal_player_id and internal_player_ids' })
  internal_player_id?: string;
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: 1000,
    example: [UUID],
    description: 'Several players eliminated by the same event: they tie (same eliminated_at)',
  })
  internal_player_ids?: string[];
  @ApiPropertyOptional({ type: 'integer', minimum: 1, example: 2, description: 'Defaults to the current round' }) round?: number;
}

export class FinalStandingDto {
  @ApiProperty({ format: 'uuid', example: UUID }) internal_player_id: string;
  @ApiProperty({ type: 'integer', minimum: 1, example: 1, description: 'Equal positions are ties and share prizes' }) position: number;
  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: '1250.5',
    description: 'Final points, replacing the current ones',
  })
  points?: number | string;
}

export class TournamentCompletedEventDto extends GameEventBaseDto {
  @ApiProperty({ enum: ['tournament.completed'], example: 'tournament.completed' }) type: string;
  @ApiPropertyOptional({ type: [FinalStandingDto], description: 'Absent: the current standings decide' })
  final_standings?: FinalStandingDto[];
}

export const GAME_EVENT_SCHEMAS = [
  TournamentStartedEventDto,
  RoundEventDto,
  ScoreUpdatedEventDto,
  PlayerEliminatedEventDto,
  TournamentCompletedEventDto,
];

/** `POST /api/internal/tournaments/{tournamentId}/events` (D11). Events are read one by one by domain/game-event.ts, not transformed. */
@ShallowBody()
export class GameEventsBatchDto {
  @ApiProperty({
    type: 'array',
    minItems: 1,
    maxItems: MAX_EVENTS_PER_BATCH,
    items: { oneOf: GAME_EVENT_SCHEMAS.map((schema) => ({ $ref: getSchemaPath(schema) })) },
    example: [
      { event_id: 'evt-1', type: 'round.started', occurred_at: '2026-11-29T18:05:00.000Z', round: 1 },
      { event_id: 'evt-2', type: 'score.updated', occurred_at: '2026-11-29T18:05:02.125Z', internal_player_id: UUID, points_delta: '12.5' },
    ],
    description: 'Applied in order, each exactly once',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_EVENTS_PER_BATCH)
  @IsObject({ each: true, message: 'each event must be a JSON object' })
  events: Record<string, unknown>[];
}

/** A message of the inbound game events queue (D11): the same batch, with its tournament. */
export class GameEventsQueueMessageDto extends GameEventsBatchDto {
  @IsUUID('all') tournament_id: string;
}

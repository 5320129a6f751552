import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, Max, Min, ValidateBy, ValidateIf, ValidationOptions } from 'class-validator';
import { isUuid, PageQueryDto, PaginationDto, Text } from '@app/common';
import {
  MAX_ROOM_GROUP_LENGTH,
  MAX_ROOM_METADATA_BYTES,
  MAX_ROOM_PLAYERS,
  MAX_ROOM_ROUND,
  ROOM_STATUSES,
  RoomStatusValue,
} from '@app/rooms';

const UUID = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';
const MAX_NAMED = 10;

/** Absent is fine; `null` is a wrong type (422), as on the operator bodies. */
const OptionalNotNull = () => ValidateIf((_, value) => value !== undefined);
/** Absent and `null` both mean "none". */
const OptionalNullable = () => ValidateIf((_, value) => value !== undefined && value !== null);

/** Lower-cases UUID strings, so ids compare as the database stores them. */
const LowerCaseIds = () =>
  Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)) : value));

function listValues(values: unknown[]): string {
  const shown = values.slice(0, MAX_NAMED).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v))));
  return values.length > MAX_NAMED ? `${shown.join(', ')} and ${values.length - MAX_NAMED} more` : shown.join(', ');
}

/** Why a list of internal_player_ids is refused, or null when it is fine. */
function playerIdsProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be an array of internal_player_id';
  if (value.length > MAX_ROOM_PLAYERS) return `must hold at most ${MAX_ROOM_PLAYERS} ids; it holds ${value.length}`;
  const bad = value.filter((v) => !isUuid(v));
  if (bad.length > 0) return `holds values that are not internal_player_id UUIDs: ${listValues(bad)}`;
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const id of value as string[]) (seen.has(id) ? duplicates : seen).add(id);
  if (duplicates.size > 0) return `holds duplicates: ${listValues([...duplicates])}`;
  return null;
}

/** An array of at most 1000 distinct internal_player_ids; the message names the bad values. */
function PlayerIds(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'playerIds',
      validator: {
        validate: (value: unknown) => playerIdsProblem(value) === null,
        defaultMessage: (args) => `${args?.property} ${playerIdsProblem(args?.value)}`,
      },
    },
    options,
  );
}

/** A JSON object of at most 16 KiB (D2, as `config`). */
function RoomMetadata(): PropertyDecorator {
  return ValidateBy({
    name: 'roomMetadata',
    validator: {
      validate: (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? {}), 'utf8') <= MAX_ROOM_METADATA_BYTES,
      defaultMessage: (args) =>
        `${args?.property} must be at most ${MAX_ROOM_METADATA_BYTES} bytes of JSON (16 KiB); it is ${Buffer.byteLength(JSON.stringify(args?.value ?? {}), 'utf8')}`,
    },
  });
}

const PLAYERS_DESCRIPTION = `internal_player_ids of seated players of this tournament (not withdrawn or refunded), distinct, at most ${MAX_ROOM_PLAYERS}`;
const METADATA_DESCRIPTION = 'Free-form JSON object for the game platform, at most 16 KiB';

export class CreateRoomDto {
  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: MAX_ROOM_ROUND, example: 1 })
  @OptionalNullable()
  @IsInt()
  @Min(1)
  @Max(MAX_ROOM_ROUND)
  round?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    minLength: 1,
    maxLength: MAX_ROOM_GROUP_LENGTH,
    example: 'A',
    description: "The player's current_group while in this room",
  })
  @OptionalNullable()
  @Text({ max: MAX_ROOM_GROUP_LENGTH })
  group?: string | null;

  @ApiProperty({
    type: [String],
    format: 'uuid',
    maxItems: MAX_ROOM_PLAYERS,
    uniqueItems: true,
    example: [UUID],
    description: PLAYERS_DESCRIPTION,
  })
  @LowerCaseIds()
  @PlayerIds()
  players: string[];

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, example: { table: 7 }, description: METADATA_DESCRIPTION })
  @OptionalNotNull()
  @IsObject({ message: 'metadata must be a JSON object' })
  @RoomMetadata()
  metadata?: Record<string, unknown>;
}

export class UpdateRoomDto {
  @ApiPropertyOptional({
    enum: ROOM_STATUSES,
    example: 'playing',
    description: 'open → playing → closed (or open → closed); closed is final',
  })
  @OptionalNotNull()
  @IsIn([...ROOM_STATUSES], { message: `status must be one of: ${ROOM_STATUSES.join(', ')}` })
  status?: RoomStatusValue;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MAX_ROOM_PLAYERS,
    example: [UUID],
    description: `${PLAYERS_DESCRIPTION}; players already in the room stay`,
  })
  @OptionalNotNull()
  @LowerCaseIds()
  @PlayerIds()
  add_players?: string[];

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MAX_ROOM_PLAYERS,
    example: [UUID],
    description: 'internal_player_ids to take out of the room; ids not in it are ignored',
  })
  @OptionalNotNull()
  @LowerCaseIds()
  @PlayerIds()
  remove_players?: string[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: { table: 7 },
    description: `${METADATA_DESCRIPTION}; replaces the stored metadata whole`,
  })
  @OptionalNotNull()
  @IsObject({ message: 'metadata must be a JSON object' })
  @RoomMetadata()
  metadata?: Record<string, unknown>;
}

/** GET .../rooms: `status` (one or a comma list) and limit/offset (D7). */
export class ListRoomsQueryDto extends PageQueryDto {
  // A string in the document: the server reads one value or a comma-separated list, not repeated parameters.
  @ApiPropertyOptional({
    type: String,
    example: 'open,playing',
    description: `One status or a comma-separated list of them (${ROOM_STATUSES.join(', ')}); all when absent`,
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()) : value))
  @IsIn([...ROOM_STATUSES], { each: true, message: `status must be one or a comma list of ${ROOM_STATUSES.join(', ')}` })
  status?: RoomStatusValue[];
}

export class RoomDto {
  @ApiProperty({ format: 'uuid', example: UUID }) room_id: string;
  @ApiProperty({ format: 'uuid', example: UUID }) tournament_id: string;
  @ApiProperty({ type: 'integer', nullable: true, example: 1 }) round: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'A' }) group: string | null;
  @ApiProperty({ enum: ROOM_STATUSES, example: 'open' }) status: string;
  @ApiProperty({ type: [String], format: 'uuid', example: [UUID], description: 'internal_player_ids, in the order they joined' })
  players: string[];
  @ApiProperty({ type: 'integer', example: 1 }) player_count: number;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { table: 7 } }) metadata: Record<string, unknown>;
  @ApiProperty({ format: 'date-time', example: '2026-11-29T18:00:05.000Z' }) created_at: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-29T18:00:05.000Z' }) updated_at: string;
}

export class RoomListDto {
  @ApiProperty({ type: [RoomDto], description: 'Oldest first' }) rooms: RoomDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

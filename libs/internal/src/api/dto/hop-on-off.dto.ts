import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { isUuid, Text } from '@app/common';
import { GAME_SLUG_PATTERN, MAX_DURATION_MINUTES, MAX_ENTRIES_PER_PLAYER, TournamentDto } from '@app/tournaments';

const MAX_PLAYERS_LIMIT = 10_000_000;
/** The longest a hop-on/off tournament waits for its players: one day. */
export const MAX_WAIT_TIMEOUT_MINUTES = 1_440;
export const DEFAULT_WAIT_TIMEOUT_MINUTES = 30;
/** Most paid places of a distribution list. */
const MAX_PAID_PLACES = 1_000;
export const LOBBY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** Absent is fine; `null` is a wrong type (422), as on the operator bodies. */
const OptionalNotNull = () => ValidateIf((_, value) => value !== undefined);

export class HopOnOffPrizePoolDto {
  @ApiProperty({ enum: ['percentage'], example: 'percentage', description: 'Only `percentage`: shares of the pool' })
  @IsIn(['percentage'], { message: 'type must be percentage' })
  type: 'percentage';

  @ApiProperty({
    type: [Number],
    example: [60, 25, 15],
    description: 'Percentage of the pool for places 1, 2, 3…; at most 2 decimals each, summing to 100',
  })
  @IsArray({ message: 'distribution must be an array of percentages' })
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_PAID_PLACES)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true, message: 'distribution must hold numbers only' })
  distribution: number[];
}

/** The game platform's create request of a hop-on/off tournament (camelCase, as the platform sends it). */
export class CreateHopOnOffTournamentDto {
  @ApiPropertyOptional({
    format: 'uuid',
    example: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01',
    description: 'The operator the tournament is for: required when the key covers several operators (or all of them)',
  })
  @OptionalNotNull()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsUuidString()
  operatorId?: string;

  @ApiProperty({ example: 'Crash #1642089600', minLength: 1, maxLength: 200 })
  @Text({ max: 200 })
  name: string;

  @ApiProperty({ enum: ['hop_on_off'], example: 'hop_on_off' })
  @IsIn(['hop_on_off'], { message: 'type must be hop_on_off' })
  type: 'hop_on_off';

  @ApiProperty({ example: 'crash-classic', minLength: 1, maxLength: 64, pattern: GAME_SLUG_PATTERN.source })
  @Text({
    max: 64,
    pattern: GAME_SLUG_PATTERN,
    patternMessage: 'gameSlug must be a slug: lowercase letters, digits, - and _, starting with a letter or digit',
  })
  gameSlug: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PLAYERS_LIMIT,
    example: 5,
    description: 'The registration that brings the count to it starts the tournament',
  })
  @IsInt()
  @Min(1)
  @Max(MAX_PLAYERS_LIMIT)
  minPlayers: number;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: MAX_PLAYERS_LIMIT,
    example: 50,
    description: 'null or absent: unlimited',
  })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsInt()
  @Min(1)
  @Max(MAX_PLAYERS_LIMIT)
  maxPlayers?: number | null;

  @ApiPropertyOptional({ enum: ['min_players_reached'], example: 'min_players_reached', description: 'Only min_players_reached' })
  @OptionalNotNull()
  @IsIn(['min_players_reached'], { message: 'startCondition must be min_players_reached' })
  startCondition?: 'min_players_reached';

  @ApiProperty({ example: 5.0, minimum: 0, description: 'Entry fee in major units, exact to the currency’s minor unit' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'entryFee must be a number' })
  @Min(0)
  entryFee: number;

  @ApiPropertyOptional({ example: 'EUR', minLength: 2, maxLength: 10, description: 'The operator’s currency when absent' })
  @OptionalNotNull()
  @Text({ min: 2, max: 10 })
  currency?: string;

  @ApiPropertyOptional({ type: HopOnOffPrizePoolDto, description: '60/25/15… as the operator default (50/30/20) when absent' })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => HopOnOffPrizePoolDto)
  prizePool?: HopOnOffPrizePoolDto;

  @ApiPropertyOptional({ example: true })
  @OptionalNotNull()
  @IsBoolean()
  rebuyEnabled?: boolean;

  @ApiPropertyOptional({ example: 5.0, minimum: 0, description: 'The entry fee when absent' })
  @OptionalNotNull()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'rebuyFee must be a number' })
  @Min(0)
  rebuyFee?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_ENTRIES_PER_PLAYER, example: 2 })
  @OptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(MAX_ENTRIES_PER_PLAYER)
  maxEntriesPerPlayer?: number;

  @ApiPropertyOptional({
    example: 'crash-classic:5.00:EUR',
    minLength: 1,
    maxLength: 128,
    pattern: LOBBY_KEY_PATTERN.source,
    description: 'With a lobby key, a tournament of this lobby still waiting for players is answered (200) instead of a new one',
  })
  @OptionalNotNull()
  @Text({ max: 128, pattern: LOBBY_KEY_PATTERN, patternMessage: 'lobbyKey must be printable ASCII without spaces' })
  lobbyKey?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_DURATION_MINUTES,
    example: 10,
    description: 'Completed this long after the start; no time limit when absent',
  })
  @OptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(MAX_DURATION_MINUTES)
  durationMinutes?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_WAIT_TIMEOUT_MINUTES,
    example: DEFAULT_WAIT_TIMEOUT_MINUTES,
    description: `Cancelled with refunds when still below minPlayers this long after creation; ${DEFAULT_WAIT_TIMEOUT_MINUTES} when absent`,
  })
  @OptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(MAX_WAIT_TIMEOUT_MINUTES)
  waitTimeoutMinutes?: number;
}

/** A UUID string (any version), as the operator ids are. */
function IsUuidString(): PropertyDecorator {
  return ValidateBy({
    name: 'isUuidString',
    validator: { validate: (value: unknown) => isUuid(value), defaultMessage: () => 'operatorId must be a UUID' },
  });
}

export class HopOnOffTournamentResponseDto {
  @ApiProperty({ format: 'uuid', example: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01' }) tournament_id: string;
  @ApiProperty({ type: TournamentDto }) tournament: TournamentDto;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNumber, IsObject, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { DateTimeField, EXTERNAL_ID_PATTERN, Text } from '@app/common';

export const GAME_SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const MAX_PLAYERS_LIMIT = 10_000_000;

/**
 * An optional field that is not nullable: absent is fine, `null` is a wrong type (422, D3).
 * (`IsOptional` would let `null` through to the service, which has no value to store for it.)
 */
const OptionalNotNull = () => ValidateIf((_, value) => value !== undefined);

export class PrizePoolRequestDto {
  @ApiProperty({ example: 1000, minimum: 0, description: 'Guaranteed prize in major units; the pool never falls below it' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'total must be a number' })
  @Min(0)
  total: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'number' },
    example: { '1': 50, '2': 30, '3': 20 },
    description:
      'Position key ("1", "2", or a range "4-10": each of positions 4 to 10 gets that percentage) → percentage of the pool; ' +
      'the percentages of all paid positions sum to 100. {"1":50,"2":30,"3":20} when absent.',
  })
  @OptionalNotNull()
  @IsObject()
  distribution?: Record<string, number>;
}

const CONFIG_DESCRIPTION =
  'Free-form object (at most 16 KiB). Keys the service uses: tournament_type (points_based | leaderboard | elimination), ' +
  'start_when_full, duration_minutes, late_registration_minutes, max_entries_per_player, rebuy_enabled, rebuy_fee, ' +
  'rake_percent (0-50), tie_break (earliest | share), game_url (launch URL template). Other keys are kept and returned as gameConfig.';

/**
 * The create example. A fixed external_id and a fixed start would make Swagger UI's "Try it out"
 * fail the second time (409) and once the date has passed (422): its request interceptor
 * (apps/api/src/bootstrap/swagger-try-it-out.ts) gives a request carrying these exact values a
 * unique external_id and a start in the future. The document itself stays the same every day.
 */
export const CREATE_TOURNAMENT_EXAMPLE = {
  external_id: 'acme-sunday-slots-showdown',
  scheduled_start: '2099-11-29T18:00:00.000Z',
} as const;

export class CreateTournamentDto {
  @ApiProperty({ example: 'Sunday Slots Showdown', minLength: 1, maxLength: 200 })
  @Text({ max: 200 })
  name: string;

  @ApiProperty({
    example: CREATE_TOURNAMENT_EXAMPLE.external_id,
    minLength: 1,
    maxLength: 128,
    pattern: EXTERNAL_ID_PATTERN.source,
    description:
      "The operator's own identifier, unique per operator (a second create with it is 409). Swagger UI's Try it out sends a unique one in place of this example.",
  })
  @Text({ max: 128, pattern: EXTERNAL_ID_PATTERN, patternMessage: 'external_id may only contain letters, digits and . _ : @ -' })
  external_id: string;

  @ApiProperty({ example: 'book-of-gold', minLength: 1, maxLength: 64, pattern: GAME_SLUG_PATTERN.source, description: 'Game slug' })
  @Text({
    max: 64,
    pattern: GAME_SLUG_PATTERN,
    patternMessage: 'game must be a slug: lowercase letters, digits, - and _, starting with a letter or digit',
  })
  game: string;

  @ApiProperty({
    format: 'date-time',
    example: CREATE_TOURNAMENT_EXAMPLE.scheduled_start,
    description: 'RFC 3339 with offset; must be in the future',
  })
  @DateTimeField()
  scheduled_start: Date;

  @ApiProperty({ example: 10.5, minimum: 0, description: 'Entry fee in major units, exact to the currency’s minor unit' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'entry_fee must be a number' })
  @Min(0)
  entry_fee: number;

  @ApiPropertyOptional({
    example: 'EUR',
    minLength: 2,
    maxLength: 10,
    description: 'ISO 4217 code (or an extra currency the service is configured with); the operator’s currency when absent',
  })
  @OptionalNotNull()
  @Text({ min: 2, max: 10 })
  currency?: string;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: MAX_PLAYERS_LIMIT,
    example: 100,
    description: 'null or absent: unlimited capacity',
  })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsInt()
  @Min(1)
  @Max(MAX_PLAYERS_LIMIT)
  max_players?: number | null;

  // No `default` keyword on request fields: generated clients would make the field required.
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PLAYERS_LIMIT,
    example: 2,
    description: '1 when absent. At most max_players; fewer registered at the start cancels the tournament',
  })
  @OptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(MAX_PLAYERS_LIMIT)
  min_players?: number;

  @ApiPropertyOptional({ type: PrizePoolRequestDto })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => PrizePoolRequestDto)
  prize_pool?: PrizePoolRequestDto;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: { tournament_type: 'points_based', duration_minutes: 60, reels: 5 },
    description: CONFIG_DESCRIPTION,
  })
  @OptionalNotNull()
  @IsObject()
  config?: Record<string, unknown>;
}

/** PUT (D5): every field optional, at least one; config is merged key by key (null removes a key). */
export class UpdateTournamentDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 200, example: 'Sunday Slots Showdown XL' })
  @OptionalNotNull()
  @Text({ max: 200 })
  name?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    example: '2099-11-29T19:00:00.000Z',
    description: 'RFC 3339 with offset; must be in the future',
  })
  @OptionalNotNull()
  @DateTimeField()
  scheduled_start?: Date;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: MAX_PLAYERS_LIMIT,
    example: 200,
    description: 'Not below the number of registered players; null: unlimited',
  })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @IsInt()
  @Min(1)
  @Max(MAX_PLAYERS_LIMIT)
  max_players?: number | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PLAYERS_LIMIT, example: 4 })
  @OptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(MAX_PLAYERS_LIMIT)
  min_players?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, example: 12.5, description: 'Only while nobody is registered' })
  @OptionalNotNull()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'entry_fee must be a number' })
  @Min(0)
  entry_fee?: number;

  @ApiPropertyOptional({ type: PrizePoolRequestDto })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => PrizePoolRequestDto)
  prize_pool?: PrizePoolRequestDto;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: { duration_minutes: 90, reels: null },
    description: `Merged key by key into the current config; a key set to null is removed. ${CONFIG_DESCRIPTION}`,
  })
  @OptionalNotNull()
  @IsObject()
  config?: Record<string, unknown>;
}

export class CancelTournamentDto {
  @ApiProperty({ example: 'Game provider outage', minLength: 1, maxLength: 500, description: 'Kept for audit' })
  @Text({ max: 500 })
  reason: string;
}

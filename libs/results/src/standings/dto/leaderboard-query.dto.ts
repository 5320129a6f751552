import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy, ValidationArguments } from 'class-validator';
import { MAX_OFFSET, QueryBoolean, QueryInt, Text } from '@app/common';

export const LEADERBOARD_DEFAULT_LIMIT = 50;
export const LEADERBOARD_MAX_LIMIT = 200;

/** `include_eliminated` is another name of `includeEliminated` (D7); both given, they must agree. */
function AgreesWithIncludeEliminated(): PropertyDecorator {
  return ValidateBy({
    name: 'agreesWithIncludeEliminated',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const other = (args?.object as LeaderboardQueryDto | undefined)?.includeEliminated;
        return typeof value !== 'boolean' || typeof other !== 'boolean' || value === other;
      },
      defaultMessage: () => 'include_eliminated and includeEliminated disagree; send one of them',
    },
  });
}

/** GET /api/tournaments/{id}/leaderboard (spec 8, D7). */
export class LeaderboardQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: LEADERBOARD_MAX_LIMIT,
    default: LEADERBOARD_DEFAULT_LIMIT,
    example: 50,
    description: 'Players to return',
  })
  @QueryInt({ min: 1, max: LEADERBOARD_MAX_LIMIT })
  limit: number = LEADERBOARD_DEFAULT_LIMIT;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: MAX_OFFSET,
    default: 0,
    example: 0,
    description: 'Players to skip; ignored with around_player',
  })
  @QueryInt({ min: 0, max: MAX_OFFSET })
  offset: number = 0;

  // A boolean in the document (clients send true or false); the server reads the strings 'true' and 'false'.
  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description: 'Include eliminated players (positions do not change either way); `true` or `false`',
  })
  @QueryBoolean()
  includeEliminated?: boolean;

  @ApiPropertyOptional({ type: Boolean, description: 'Alias of includeEliminated; when both are sent they must agree' })
  @QueryBoolean()
  @AgreesWithIncludeEliminated()
  include_eliminated?: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    example: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01',
    description:
      'A player_id or internal_player_id of this tournament: returns the `limit` players centred on that player (404 player_not_found when it names no ranked player, or an eliminated one without includeEliminated=true)',
  })
  @IsOptional()
  @Text({ max: 128 })
  around_player?: string;
}

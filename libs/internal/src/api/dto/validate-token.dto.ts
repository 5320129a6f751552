import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { ENTRY_STATUSES } from '@app/tournaments';

const UUID = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';
const TOURNAMENT_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'];

/** The `error` codes of an invalid token (D11). */
export const TOKEN_ERRORS = ['token_expired', 'invalid_signature', 'malformed_token', 'invalid_claims', 'player_inactive'] as const;
export type TokenError = (typeof TOKEN_ERRORS)[number];

/** What a player can do with the token right now. */
export const TOKEN_PERMISSIONS = ['play', 'rebuy'] as const;

const TOKEN_MESSAGE = 'token must be a non-empty string: the player JWT';

export class ValidateTokenDto {
  @ApiProperty({
    example: 'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCIsImtpZCI6Ii4uLiJ9...',
    description: 'The player JWT of the registration (or of a reissued token)',
  })
  @ValidateBy({
    name: 'isToken',
    validator: { validate: (value: unknown) => typeof value === 'string' && value.length > 0, defaultMessage: () => TOKEN_MESSAGE },
  })
  token: string;
}

export class TokenTournamentContextDto {
  @ApiProperty({ example: 'Sunday Slots Showdown' }) name: string;
  @ApiProperty({ enum: TOURNAMENT_STATUSES, example: 'in_progress' }) status: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-29T18:00:00.000Z' }) scheduled_start: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: '2026-11-29T18:00:02.000Z' }) actual_start_time: string | null;
}

export class TokenPlayerContextDto {
  @ApiProperty({ enum: ENTRY_STATUSES, example: 'active' }) status: string;
  @ApiProperty({ example: '1250.5', description: 'Decimal string' }) points: string;
  @ApiProperty({ type: 'integer', nullable: true, example: 3, description: 'Current rank (the final one once completed)' }) position:
    number | null;
  @ApiProperty({ type: 'integer', example: 1, description: 'Entries bought: 1 plus rebuys' }) entry_count: number;
}

/** 200 for a good token of a player still in the tournament (D11). */
export class ValidTokenDto {
  @ApiProperty({ type: Boolean, enum: [true], example: true }) valid: true;
  @ApiProperty({ format: 'uuid', example: UUID }) tournament_id: string;
  @ApiProperty({ format: 'uuid', example: UUID, description: 'The JWT subject: the id of this entry' }) internal_player_id: string;
  @ApiProperty({ format: 'uuid', example: UUID }) player_id: string;
  @ApiProperty({ example: 'LuckyLuke' }) display_name: string;
  @ApiProperty({ example: 'user-42', description: "The operator's user id" }) external_user_id: string;
  @ApiProperty({ format: 'uuid', example: UUID }) operator_id: string;
  @ApiProperty({ example: 'book-of-gold' }) game_slug: string;
  @ApiProperty({ enum: ENTRY_STATUSES, example: 'active' }) player_status: string;
  @ApiProperty({
    type: [String],
    enum: TOKEN_PERMISSIONS,
    example: ['play', 'rebuy'],
    description:
      '`play` always; `rebuy` when a rebuy is allowed for this player now (rebuy_enabled, tournament scheduled or in progress, entries below max_entries_per_player)',
  })
  permissions: string[];
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    example: UUID,
    description: "The player's current room (latest open or playing room holding it), or null",
  })
  room_assignment: string | null;
  @ApiProperty({ type: TokenTournamentContextDto }) tournament_context: TokenTournamentContextDto;
  @ApiProperty({ type: TokenPlayerContextDto }) player_context: TokenPlayerContextDto;
  @ApiProperty({ format: 'date-time', example: '2026-11-30T18:00:00.000Z', description: 'The `exp` of the token' })
  token_expires_at: string;
}

/** 200 for a bad, expired, tampered or revoked token, as token introspection does (RFC 7662). */
export class InvalidTokenDto {
  @ApiProperty({ type: Boolean, enum: [false], example: false }) valid: false;
  @ApiProperty({
    enum: TOKEN_ERRORS,
    example: 'token_expired',
    description:
      'token_expired: past `exp`; invalid_signature: wrong signature, unknown `kid`, or an algorithm other than EdDSA (none, HMAC...); ' +
      "malformed_token: not a compact JWS spelled canonically (three segments of unpadded base64url, no unused bits set in a segment's last character: a token with `=` padding or another spelling of the same bytes is refused); invalid_claims: wrong `iss`/`aud`/`typ` or a missing claim; player_inactive: the player withdrew or was refunded",
  })
  error: TokenError;
}

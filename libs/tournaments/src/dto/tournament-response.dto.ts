import { ApiProperty, ApiSchema, ApiSchemaOptions } from '@nestjs/swagger';
import { PaginationDto } from '@app/common';

const UUID_EXAMPLE = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';
const STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'];

export class PrizePoolDto {
  @ApiProperty({ type: Number, example: 1000, description: 'Current pool in major units: max(guarantee, fees × (1 − rake))' })
  totalAmount: number;
  @ApiProperty({ example: 'EUR', description: 'ISO 4217 code (or a configured extra currency)' }) currency: string;
  @ApiProperty({ type: Number, example: 500, description: 'The guaranteed prize (prize_pool.total of the request)' })
  guaranteedPrize: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    example: { '1': 50, '2': 30, '3': 20 },
    description: 'Position key ("1" or a range "4-10") → percentage of the pool',
  })
  distribution: Record<string, number>;
}

export class TournamentSettingsDto {
  @ApiProperty({
    example: 'points_based',
    enum: ['points_based', 'leaderboard', 'elimination'],
    description: 'As sent; `leaderboard` is the same type as points_based',
  })
  tournament_type: string;
  @ApiProperty({ example: false, description: 'Start as soon as the last seat is taken' }) start_when_full: boolean;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    example: 60,
    description: 'points_based: completed this long after the start',
  })
  duration_minutes: number | null;
  @ApiProperty({ type: 'integer', minimum: 0, example: 0, description: 'Registration stays open this long after the start' })
  late_registration_minutes: number;
  @ApiProperty({ type: 'integer', minimum: 1, example: 1 }) max_entries_per_player: number;
  @ApiProperty({ example: false }) rebuy_enabled: boolean;
  @ApiProperty({ type: Number, minimum: 0, example: 10.5, description: 'Defaults to the entry fee' }) rebuy_fee: number;
  @ApiProperty({ type: Number, minimum: 0, maximum: 50, example: 0 }) rake_percent: number;
  @ApiProperty({ enum: ['earliest', 'share'], example: 'earliest' }) tie_break: string;
  @ApiProperty({ type: String, nullable: true, example: 'https://games.example.com/launch/{game}?token={jwt}' }) game_url: string | null;
}

/** The Tournament object of the spec, camelCase, every field always present (D2). */
export class TournamentDto {
  @ApiProperty({ format: 'uuid', example: UUID_EXAMPLE }) tournamentId: string;
  @ApiProperty({ example: 'acme-2026-11-29-sunday', description: 'external_id of the create request' }) externalId: string;
  @ApiProperty({ example: 'Sunday Slots Showdown', minLength: 1, maxLength: 200 }) name: string;
  @ApiProperty({ example: 'book-of-gold' }) gameSlug: string;
  @ApiProperty({ enum: STATUSES, example: 'scheduled' }) status: string;
  @ApiProperty({ example: 'points_based', description: 'config.tournament_type as sent (default points_based)' }) tournamentType: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-29T18:00:00.000Z' }) scheduledStart: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: null }) actualStartTime: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: null }) completedAt: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: null }) cancelledAt: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) cancellationReason: string | null;
  @ApiProperty({ type: 'integer', nullable: true, minimum: 1, example: 100, description: 'null: unlimited' }) maxPlayers: number | null;
  @ApiProperty({ type: 'integer', minimum: 1, example: 2 }) minPlayers: number;
  @ApiProperty({ type: 'integer', minimum: 0, example: 0 }) currentPlayers: number;
  @ApiProperty({ type: Number, minimum: 0, example: 10.5, description: 'Major units, exact to the currency’s minor unit' })
  entryFee: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ type: PrizePoolDto }) prizePool: PrizePoolDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { reels: 5 },
    description: 'The config keys the service does not use itself',
  })
  gameConfig: Record<string, unknown>;
  @ApiProperty({ type: TournamentSettingsDto, description: 'Effective values of the tournament config keys, defaults applied' })
  settings: TournamentSettingsDto;
  @ApiProperty({
    enum: ['scheduled', 'hop_on_off'],
    example: 'scheduled',
    description:
      'scheduled: created by the operator, starts at scheduledStart; hop_on_off: created by the game platform, starts when minPlayers are registered (scheduledStart is then the end of the wait for players)',
  })
  type: string;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'The game platform lobby of a hop_on_off tournament' })
  lobbyKey: string | null;
  @ApiProperty({
    format: 'uuid',
    type: String,
    nullable: true,
    example: null,
    description: 'The tournament series that created it; null when created directly',
  })
  seriesId: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-11-22T10:00:00.000Z' }) createdAt: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-22T10:00:00.000Z' }) updatedAt: string;
}

export class CreateTournamentResponseDto {
  @ApiProperty({ format: 'uuid', example: UUID_EXAMPLE }) tournament_id: string;
  @ApiProperty({ enum: STATUSES, example: 'scheduled' }) status: string;
  @ApiProperty({ type: Number, example: 1050, description: 'The pool with max_players entries, or the guarantee when unlimited' })
  estimated_prize_pool: number;
  @ApiProperty({ type: TournamentDto }) tournament: TournamentDto;
}

export class TournamentEnvelopeDto {
  @ApiProperty({ type: TournamentDto }) tournament: TournamentDto;
}

export class RefundSummaryDto {
  @ApiProperty({ type: Number, example: 0, description: 'Sum of refunded entry and rebuy fees, major units' }) totalRefunded: number;
  @ApiProperty({ type: 'integer', example: 0 }) playersRefunded: number;
}

export class CancelTournamentResponseDto {
  @ApiProperty({ example: true }) cancelled: boolean;
  @ApiProperty({ example: 'Game provider outage' }) reason: string;
  @ApiProperty({ type: RefundSummaryDto }) refunds: RefundSummaryDto;
}

export class LeaderboardEntryDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 1 }) position: number;
  @ApiProperty({ format: 'uuid', example: UUID_EXAMPLE }) player_id: string;
  @ApiProperty({ example: 'LuckyLuke' }) display_name: string;
  @ApiProperty({ example: '1250.5', description: 'Decimal string' }) points: string;
  @ApiProperty({ example: 'active' }) status: string;
}

export class ParticipationStatsDto {
  @ApiProperty({ type: 'integer', example: 42 }) total_registered: number;
  @ApiProperty({ type: 'integer', example: 40 }) active_players: number;
  @ApiProperty({ type: 'integer', example: 2 }) eliminated_players: number;
  @ApiProperty({ type: 'integer', example: 45, description: 'Entries including rebuys' }) total_entries: number;
  @ApiProperty({ type: Number, nullable: true, example: 42, description: 'Percentage of seats taken; null when unlimited' })
  fill_rate_percent: number | null;
  @ApiProperty({ type: 'integer', nullable: true, example: 58, description: 'Seats left; null when unlimited' }) seats_available:
    number | null;
}

export class TournamentDetailsDto {
  @ApiProperty({ type: TournamentDto }) tournament: TournamentDto;
  @ApiProperty({ type: 'integer', example: 42 }) player_count: number;
  @ApiProperty({ type: PrizePoolDto }) prize_pool: PrizePoolDto;
  @ApiProperty({ type: [LeaderboardEntryDto], description: 'Top 10' }) leaderboard_preview: LeaderboardEntryDto[];
  @ApiProperty({ type: ParticipationStatsDto }) participation_stats: ParticipationStatsDto;
}

export class PlayerCountsDto {
  @ApiProperty({ type: 'integer', example: 42 }) total_registered: number;
  @ApiProperty({ type: 'integer', example: 40 }) active_players: number;
  @ApiProperty({ type: 'integer', example: 2 }) eliminated_players: number;
}

export class ActiveGameDto {
  @ApiProperty({ format: 'uuid', example: UUID_EXAMPLE }) room_id: string;
  @ApiProperty({ type: 'integer', nullable: true, example: 2 }) round: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'A' }) group: string | null;
  @ApiProperty({ enum: ['open', 'playing'], example: 'playing' }) status: string;
  @ApiProperty({ type: 'integer', example: 8 }) player_count: number;
}

export class TournamentStatusDto {
  @ApiProperty({ format: 'uuid', example: UUID_EXAMPLE }) tournament_id: string;
  @ApiProperty({ enum: STATUSES, example: 'in_progress' }) status: string;
  @ApiProperty({ example: 'round_2', description: 'registration, round_<n>, in_play, finished or cancelled' }) current_phase: string;
  @ApiProperty({ type: PlayerCountsDto }) player_counts: PlayerCountsDto;
  @ApiProperty({ type: [ActiveGameDto] }) active_games: ActiveGameDto[];
  @ApiProperty({
    example: true,
    description: 'Registration is open: scheduled, or in progress within late_registration_minutes of the start',
  })
  registration_open: boolean;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    example: '2026-11-29T18:15:00.000Z',
    description: 'When late registration ends; null while scheduled (open until the start) and when there is none',
  })
  registration_closes_at: string | null;
}

/**
 * A response shape whose schema says that it has no other properties (`additionalProperties:
 * false`): the two shapes of the tournament list then exclude each other in the document, and a
 * client tells them apart by a property (`'tournaments' in body`). ApiSchema spreads its options
 * into the schema; its type names only `name` and `description`.
 */
function ClosedSchema(description: string): ClassDecorator {
  return ApiSchema({ description, additionalProperties: false } as ApiSchemaOptions);
}

@ClosedSchema('The tournament list when the request pages with limit/offset, or sends no paging parameter')
export class TournamentListDto {
  @ApiProperty({ type: [TournamentDto] }) tournaments: TournamentDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

export class TournamentPageItemDto extends TournamentDto {
  @ApiProperty({ format: 'uuid', example: UUID_EXAMPLE, description: 'Same as tournamentId' }) id: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-29T18:00:00.000Z', description: 'Same as scheduledStart' }) scheduled_start: string;
}

@ClosedSchema('The tournament list when the request sends page and/or per_page')
export class TournamentPageListDto {
  @ApiProperty({ type: [TournamentPageItemDto] }) data: TournamentPageItemDto[];
  @ApiProperty({ type: 'integer', example: 1 }) current_page: number;
  @ApiProperty({ type: 'integer', example: 20 }) per_page: number;
  @ApiProperty({ type: 'integer', example: 42 }) total: number;
}

export class StartTournamentResponseDto {
  @ApiProperty({ type: TournamentDto }) tournament: TournamentDto;
  @ApiProperty({ format: 'date-time', example: '2026-11-29T18:00:00.000Z' }) actual_start_time: string;
  @ApiProperty({ type: 'integer', example: 42 }) final_player_count: number;
  @ApiProperty({ type: Number, example: 420 }) final_prize_pool: number;
  @ApiProperty({ example: 'Tournament started' }) message: string;
}

export class CompleteTournamentResponseDto {
  @ApiProperty({ type: TournamentDto }) tournament: TournamentDto;
  @ApiProperty({ format: 'date-time', example: '2026-11-29T19:00:00.000Z' }) completed_at: string;
  @ApiProperty({ type: 'integer', example: 42 }) final_player_count: number;
  @ApiProperty({ type: Number, example: 420 }) final_prize_pool: number;
  @ApiProperty({ example: 'Tournament completed' }) message: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { PaginationDto } from '@app/common';
import { ENTRY_STATUSES } from '@app/tournaments';
import { EntryStatisticsDto } from '@app/players';
import { ActiveGameDto, PlayerCountsDto } from '@app/tournaments';

const UUID = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';
const TOURNAMENT_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'];

/** An entry of endpoint 13. */
export class InternalPlayerDto {
  @ApiProperty({ format: 'uuid', example: UUID, description: 'The id of this entry: JWT subject, event and room id of the player' })
  internal_player_id: string;
  @ApiProperty({ format: 'uuid', example: UUID, description: "The service's id of the (operator, user) pair" }) player_id: string;
  @ApiProperty({ example: 'LuckyLuke' }) display_name: string;
  @ApiProperty({ example: 'user-42', description: "The operator's user id" }) external_id: string;
  @ApiProperty({ enum: ENTRY_STATUSES, example: 'active' }) status: string;
  @ApiProperty({ example: '1250.5', description: 'Decimal string' }) points: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2',
    description: "The current room's round, else the tournament's current round for a player still in, else null",
  })
  current_round_id: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'A',
    description: "The current room's group, or its room id when it has none; null outside rooms",
  })
  current_group_id: string | null;
  @ApiProperty({ type: 'integer', example: 1 }) entry_count: number;
  @ApiProperty({ format: 'date-time', example: '2026-11-23T10:00:00.000Z' }) registered_at: string;
}

export class InternalPlayerListDto {
  @ApiProperty({ format: 'uuid', example: UUID }) tournament_id: string;
  @ApiProperty({
    type: 'integer',
    example: 42,
    description: 'Players holding a seat (every status but withdrawn and refunded); pagination.total counts the filtered list',
  })
  total_players: number;
  @ApiProperty({ type: 'integer', nullable: true, example: 100, description: 'null: unlimited' }) max_players: number | null;
  @ApiProperty({ enum: TOURNAMENT_STATUSES, example: 'in_progress' }) tournament_status: string;
  @ApiProperty({ type: [InternalPlayerDto], description: 'In registration order' }) players: InternalPlayerDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

/** `timing` of endpoint 14 and of the internal status (D11). */
export class TournamentTimingDto {
  @ApiProperty({ format: 'date-time', example: '2026-11-29T18:00:00.000Z' }) scheduled_start: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: '2026-11-29T18:00:02.000Z' }) actual_start: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: null }) completed_at: string | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 60,
    description: 'points_based: completed this long after the start; null: no time limit',
  })
  duration_minutes: number | null;
  @ApiProperty({ type: 'integer', example: 0, description: 'Registration stays open this long after the start' })
  late_registration_minutes: number;
}

/** `prize_pool_config` of endpoint 14 (D11). */
export class PrizePoolConfigDto {
  @ApiProperty({ type: Number, example: 500, description: 'Guaranteed prize, major units' }) guaranteed: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    example: { '1': 50, '2': 30, '3': 20 },
    description: 'Position key ("1" or a range "4-10") → percentage of the pool',
  })
  distribution: Record<string, number>;
  @ApiProperty({ type: Number, example: 0, description: 'Percentage of the fees kept by the operator (0-50)' }) rake_percent: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
}

export class EntrySettingsDto {
  @ApiProperty({ type: 'integer', example: 1 }) max_entries_per_player: number;
  @ApiProperty({ example: false }) rebuy_enabled: boolean;
  @ApiProperty({ type: Number, example: 10.5, description: 'Major units; the entry fee unless set' }) rebuy_fee: number;
}

/** Endpoint 14. */
export class InternalTournamentConfigDto {
  @ApiProperty({ format: 'uuid', example: UUID }) tournament_id: string;
  @ApiProperty({ example: 'Sunday Slots Showdown' }) name: string;
  @ApiProperty({ example: 'book-of-gold' }) game_slug: string;
  @ApiProperty({
    enum: ['points_based', 'leaderboard', 'elimination'],
    example: 'points_based',
    description: 'As sent; leaderboard is the same type as points_based',
  })
  tournament_type: string;
  @ApiProperty({ type: 'integer', nullable: true, example: 100, description: 'null: unlimited' }) max_players: number | null;
  @ApiProperty({ type: 'integer', example: 2 }) min_players: number;
  @ApiProperty({ enum: TOURNAMENT_STATUSES, example: 'scheduled' }) status: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-29T18:00:00.000Z' }) scheduled_start: string;
  @ApiProperty({ type: Number, example: 10.5, description: 'Major units of prize_pool_config.currency' }) entry_fee: number;
  @ApiProperty({ type: PrizePoolConfigDto }) prize_pool_config: PrizePoolConfigDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { reels: 5 },
    description: 'The config keys the service does not use itself',
  })
  game_config: Record<string, unknown>;
  @ApiProperty({ type: TournamentTimingDto }) timing: TournamentTimingDto;
  @ApiProperty({ type: EntrySettingsDto }) entry_settings: EntrySettingsDto;
}

/** The game platform's view of the tournament status (D11). */
export class InternalTournamentStatusDto {
  @ApiProperty({ format: 'uuid', example: UUID }) tournament_id: string;
  @ApiProperty({ enum: TOURNAMENT_STATUSES, example: 'in_progress' }) status: string;
  @ApiProperty({ example: 'round_2', description: 'registration, round_<n>, in_play, finished or cancelled' }) current_phase: string;
  @ApiProperty({ type: PlayerCountsDto }) player_counts: PlayerCountsDto;
  @ApiProperty({ type: EntryStatisticsDto }) entry_statistics: EntryStatisticsDto;
  @ApiProperty({ type: TournamentTimingDto }) timing: TournamentTimingDto;
  @ApiProperty({
    type: [ActiveGameDto],
    description: 'Open and playing rooms, oldest first (at most 1000); none once the tournament is over',
  })
  active_games: ActiveGameDto[];
}

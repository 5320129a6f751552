import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PaginationDto } from '@app/common';

export class PrizePoolDto {
  @ApiProperty({ example: 1000, description: 'Current pool: max(guarantee, fees × (1 − rake)) (D8)' }) totalAmount: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ example: 500, description: 'The guaranteed prize (prize_pool.total of the request)' }) guaranteedPrize: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, example: { '1': 50, '2': 30, '3': 20 } })
  distribution: Record<string, number>;
}

export class TournamentSettingsDto {
  @ApiProperty({ example: 'points_based', description: 'As sent; `leaderboard` is the same type as points_based' }) tournament_type: string;
  @ApiProperty() start_when_full: boolean;
  @ApiProperty({ type: Number, nullable: true }) duration_minutes: number | null;
  @ApiProperty() late_registration_minutes: number;
  @ApiProperty() max_entries_per_player: number;
  @ApiProperty() rebuy_enabled: boolean;
  @ApiProperty({ example: 10.5 }) rebuy_fee: number;
  @ApiProperty({ example: 0 }) rake_percent: number;
  @ApiProperty({ enum: ['earliest', 'share'] }) tie_break: string;
  @ApiProperty({ type: String, nullable: true }) game_url: string | null;
}

export class TournamentDto {
  @ApiProperty({ format: 'uuid' }) tournamentId: string;
  @ApiProperty({ example: 'acme-2026-11-29-sunday' }) externalId: string;
  @ApiProperty({ example: 'Sunday Slots Showdown' }) name: string;
  @ApiProperty({ example: 'book-of-gold' }) gameSlug: string;
  @ApiProperty({ enum: ['scheduled', 'in_progress', 'completed', 'cancelled'] }) status: string;
  @ApiProperty({ example: 'points_based' }) tournamentType: string;
  @ApiProperty({ format: 'date-time' }) scheduledStart: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) actualStartTime: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) completedAt: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) cancelledAt: string | null;
  @ApiProperty({ type: String, nullable: true }) cancellationReason: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 100, description: 'null: unlimited' }) maxPlayers: number | null;
  @ApiProperty({ example: 2 }) minPlayers: number;
  @ApiProperty({ example: 0 }) currentPlayers: number;
  @ApiProperty({ example: 10.5 }) entryFee: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ type: PrizePoolDto }) prizePool: PrizePoolDto;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The config keys the service does not use itself' }) gameConfig: Record<string, unknown>;
  @ApiProperty({ type: TournamentSettingsDto, description: 'Effective values of the config keys of D5, defaults applied' }) settings: TournamentSettingsDto;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class CreateTournamentResponseDto {
  @ApiProperty({ format: 'uuid' }) tournament_id: string;
  @ApiProperty({ example: 'scheduled' }) status: string;
  @ApiProperty({ example: 1050, description: 'The pool with max_players entries, or the guarantee when unlimited (D8)' }) estimated_prize_pool: number;
  @ApiProperty({ type: TournamentDto }) tournament: TournamentDto;
}

export class TournamentEnvelopeDto {
  @ApiProperty({ type: TournamentDto }) tournament: TournamentDto;
}

export class RefundSummaryDto {
  @ApiProperty({ example: 0 }) totalRefunded: number;
  @ApiProperty({ example: 0 }) playersRefunded: number;
}

export class CancelTournamentResponseDto {
  @ApiProperty({ example: true }) cancelled: boolean;
  @ApiProperty({ example: 'Game provider outage' }) reason: string;
  @ApiProperty({ type: RefundSummaryDto }) refunds: RefundSummaryDto;
}

export class LeaderboardEntryDto {
  @ApiProperty({ example: 1 }) position: number;
  @ApiProperty({ format: 'uuid' }) player_id: string;
  @ApiProperty({ example: 'LuckyLuke' }) display_name: string;
  @ApiProperty({ example: '1250.5', description: 'Decimal string' }) points: string;
  @ApiProperty({ example: 'active' }) status: string;
}

export class ParticipationStatsDto {
  @ApiProperty({ example: 42 }) total_registered: number;
  @ApiProperty({ example: 40 }) active_players: number;
  @ApiProperty({ example: 2 }) eliminated_players: number;
  @ApiProperty({ example: 45, description: 'Entries including rebuys' }) total_entries: number;
  @ApiProperty({ type: Number, nullable: true, example: 42, description: 'Percentage of seats taken; null when unlimited' }) fill_rate_percent: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 58, description: 'Seats left; null when unlimited' }) seats_available: number | null;
}

export class TournamentDetailsDto {
  @ApiProperty({ type: TournamentDto }) tournament: TournamentDto;
  @ApiProperty({ example: 42 }) player_count: number;
  @ApiProperty({ type: PrizePoolDto }) prize_pool: PrizePoolDto;
  @ApiProperty({ type: [LeaderboardEntryDto], description: 'Top 10' }) leaderboard_preview: LeaderboardEntryDto[];
  @ApiProperty({ type: ParticipationStatsDto }) participation_stats: ParticipationStatsDto;
}

export class PlayerCountsDto {
  @ApiProperty() total_registered: number;
  @ApiProperty() active_players: number;
  @ApiProperty() eliminated_players: number;
}

export class ActiveGameDto {
  @ApiProperty({ format: 'uuid' }) room_id: string;
  @ApiProperty({ type: Number, nullable: true }) round: number | null;
  @ApiProperty({ type: String, nullable: true }) group: string | null;
  @ApiProperty({ enum: ['open', 'playing'] }) status: string;
  @ApiProperty() player_count: number;
}

export class TournamentStatusDto {
  @ApiProperty({ format: 'uuid' }) tournament_id: string;
  @ApiProperty({ example: 'in_progress' }) status: string;
  @ApiProperty({ example: 'round_2', description: 'registration, round_<n>, in_play, finished or cancelled (D5)' }) current_phase: string;
  @ApiProperty({ type: PlayerCountsDto }) player_counts: PlayerCountsDto;
  @ApiProperty({ type: [ActiveGameDto] }) active_games: ActiveGameDto[];
}

export class TournamentListDto {
  @ApiProperty({ type: [TournamentDto] }) tournaments: TournamentDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

export class TournamentPageItemDto extends TournamentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) scheduled_start: string;
}

export class TournamentPageListDto {
  @ApiProperty({ type: [TournamentPageItemDto] }) data: TournamentPageItemDto[];
  @ApiProperty({ example: 1 }) current_page: number;
  @ApiProperty({ example: 20 }) per_page: number;
  @ApiProperty({ example: 42 }) total: number;
}

export class StartTournamentResponseDto {
  @ApiProperty({ type: TournamentDto }) tournament: TournamentDto;
  @ApiProperty({ format: 'date-time' }) actual_start_time: string;
  @ApiProperty({ example: 42 }) final_player_count: number;
  @ApiProperty({ example: 420 }) final_prize_pool: number;
  @ApiProperty({ example: 'Tournament started' }) message: string;
}

export class CompleteTournamentResponseDto {
  @ApiProperty({ type: TournamentDto }) tournament: TournamentDto;
  @ApiProperty({ format: 'date-time' }) completed_at: string;
  @ApiProperty({ example: 42 }) final_player_count: number;
  @ApiProperty({ example: 420 }) final_prize_pool: number;
  @ApiPropertyOptional({ example: 'Tournament completed' }) message: string;
}

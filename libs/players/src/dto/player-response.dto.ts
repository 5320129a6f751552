import { ApiProperty } from '@nestjs/swagger';
import { PaginationDto } from '@app/common';

const UUID = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';
const ENTRY_STATUSES = ['registered', 'active', 'eliminated', 'finished', 'winner', 'withdrawn', 'refunded'];

export class GameAccessDto {
  @ApiProperty({ example: 'eyJhbGciOiJFZERTQSIsImtpZCI6Ii4uLiJ9...', description: 'EdDSA-signed player JWT, audience game-platform' })
  jwt: string;
  @ApiProperty({ example: 'https://games.example.com/play/book-of-gold?jwt=eyJ...' }) game_url: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-30T18:00:00.000Z' }) expires_at: string;
}

/** The game launch data under the property named by the game slug (spec 6, D10). */
export class GameLaunchDto {
  @ApiProperty({ example: 'eyJhbGciOiJFZERTQSIsImtpZCI6Ii4uLiJ9...', description: 'EdDSA-signed player JWT, audience game-platform' })
  jwt: string;
  @ApiProperty({ example: 'https://games.example.com/play/book-of-gold?jwt=eyJ...' }) game_url: string;
}

export class RegistrationDto {
  @ApiProperty({ format: 'uuid', example: UUID, description: "The service's id of the (operator, user) pair" }) player_id: string;
  @ApiProperty({ format: 'uuid', example: UUID, description: 'The id of this entry; the JWT subject' }) internal_player_id: string;
  @ApiProperty({ format: 'uuid', example: UUID }) tournament_id: string;
  @ApiProperty({ example: 'user-42' }) user_id: string;
  @ApiProperty({ example: 'LuckyLuke' }) display_name: string;
  @ApiProperty({ enum: ENTRY_STATUSES, example: 'registered' }) status: string;
  @ApiProperty({ type: 'integer', example: 1 }) entry_count: number;
  @ApiProperty({ type: Number, example: 10.5 }) total_paid: number;
  @ApiProperty({ format: 'date-time', example: '2026-11-23T10:00:00.000Z' }) registered_at: string;
  @ApiProperty({ type: GameAccessDto, description: 'The same jwt and game_url as the property named by the game slug' })
  game_access: GameAccessDto;
  @ApiProperty({ example: 'Player registered' }) message: string;
  /** `<game slug>`: { jwt, game_url } — declared in the OpenAPI document as additionalProperties. */
  [game: string]: unknown;
}

export class PlayerStatusDto {
  @ApiProperty({ format: 'uuid', example: UUID }) player_id: string;
  @ApiProperty({ format: 'uuid', example: UUID }) internal_player_id: string;
  @ApiProperty({ example: 'user-42' }) user_id: string;
  @ApiProperty({ example: 'LuckyLuke' }) display_name: string;
  @ApiProperty({ format: 'uuid', example: UUID }) tournament_id: string;
  @ApiProperty({ enum: ENTRY_STATUSES, example: 'active' }) status: string;
  @ApiProperty({ example: '1250.5', description: 'Decimal string' }) points: string;
  @ApiProperty({ type: 'integer', nullable: true, example: 3, description: 'Current rank; null when not ranked (withdrawn, refunded)' })
  position: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2',
    description:
      "The round of the player's current room (its latest open or playing room), else the tournament's current round while the player is still in, else null",
  })
  current_round: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'A',
    description: "The group of the player's current room, or that room's id when it has no group; null outside rooms",
  })
  current_group: string | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: null,
    description: 'The round in which the player was eliminated, as the game platform reported it',
  })
  elimination_round: number | null;
  @ApiProperty({ type: 'integer', example: 1 }) entry_count: number;
  @ApiProperty({ type: Number, example: 10.5 }) total_paid: number;
  @ApiProperty({ type: Number, nullable: true, example: null }) prize_amount: number | null;
  @ApiProperty({ format: 'date-time', example: '2026-11-23T10:00:00.000Z' }) registered_at: string;
}

export class PlayerListItemDto {
  @ApiProperty({ format: 'uuid', example: UUID }) playerId: string;
  @ApiProperty({ format: 'uuid', example: UUID }) internalPlayerId: string;
  @ApiProperty({ example: 'LuckyLuke' }) displayName: string;
  @ApiProperty({ example: 'user-42' }) externalId: string;
  @ApiProperty({ enum: ENTRY_STATUSES, example: 'registered' }) status: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-23T10:00:00.000Z' }) registeredAt: string;
  @ApiProperty({ type: 'integer', example: 1 }) entryCount: number;
  @ApiProperty({ type: Number, example: 10.5 }) totalPaid: number;
  @ApiProperty({ type: 'integer', nullable: true, example: 1 }) currentPosition: number | null;
  @ApiProperty({ example: '0', description: 'Decimal string' }) currentScore: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: null }) eliminatedAt: string | null;
  @ApiProperty({ type: Number, nullable: true, example: null }) prizeAmount: number | null;
}

export class PlayerListDto {
  @ApiProperty({ type: [PlayerListItemDto] }) players: PlayerListItemDto[];
  @ApiProperty({ type: 'integer', example: 1 }) totalCount: number;
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

export class RefundDto {
  @ApiProperty({ type: Number, example: 10.5 }) amount: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
}

export class WithdrawalDto {
  @ApiProperty({ example: true }) withdrawn: boolean;
  @ApiProperty({ format: 'uuid', example: UUID }) player_id: string;
  @ApiProperty({ format: 'uuid', example: UUID }) internal_player_id: string;
  @ApiProperty({ format: 'uuid', example: UUID }) tournament_id: string;
  @ApiProperty({ example: 'withdrawn' }) status: string;
  @ApiProperty({ type: RefundDto }) refund: RefundDto;
  @ApiProperty({ example: 'Player withdrawn and refunded' }) message: string;
}

export class EntryStatisticsDto {
  @ApiProperty({ type: 'integer', example: 42 }) total_players: number;
  @ApiProperty({ type: 'integer', example: 50 }) total_entries: number;
  @ApiProperty({ type: Number, example: 1.19 }) average_entries_per_player: number;
}

export class RebuyResultDto {
  @ApiProperty({ example: true }) rebuy_approved: boolean;
  @ApiProperty({ type: 'integer', example: 2 }) new_entry_count: number;
  @ApiProperty({ type: Number, example: 21 }) total_paid: number;
  @ApiProperty({ type: 'integer', example: 1 }) additional_entries: number;
  @ApiProperty({ type: EntryStatisticsDto }) entry_statistics: EntryStatisticsDto;
  @ApiProperty({ example: 'Rebuy approved' }) message: string;
}

export class BalanceDto {
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ type: Number, example: 89.5 }) amount: number;
}

export class WalletDto {
  @ApiProperty({ example: 'user-42' }) user_id: string;
  @ApiProperty({ type: [BalanceDto] }) balances: BalanceDto[];
}

export class TransferResultDto {
  @ApiProperty({ example: 'tr-2026-11-23-0001' }) transfer_id: string;
  @ApiProperty({ example: 'user-42' }) user_id: string;
  @ApiProperty({ enum: ['in', 'out'], example: 'in' }) direction: string;
  @ApiProperty({ type: Number, example: 50 }) amount: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ type: Number, example: 89.5, description: 'Balance right after this transfer' }) balance: number;
  @ApiProperty({ format: 'date-time', example: '2026-11-23T10:00:00.000Z' }) created_at: string;
}

export class HistoryItemDto {
  @ApiProperty({ format: 'uuid', example: UUID }) tournament_id: string;
  @ApiProperty({ example: 'Sunday Slots Showdown' }) tournament_name: string;
  @ApiProperty({ example: 'points_based' }) tournament_type: string;
  @ApiProperty({ example: 'completed' }) status: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) started_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) ended_at: string | null;
  @ApiProperty({ enum: ENTRY_STATUSES, example: 'finished' }) player_status: string;
  @ApiProperty({ example: '1250.5' }) points_earned: string;
  @ApiProperty({ type: 'integer', nullable: true, example: 3 }) final_position: number | null;
  @ApiProperty({ type: 'integer', example: 42 }) total_players: number;
}

export class HistoryPageDto {
  @ApiProperty({ type: [HistoryItemDto] }) data: HistoryItemDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

export class PerformanceStatisticsDto {
  @ApiProperty({ type: Number, example: 12 }) total_tournaments: number;
  @ApiProperty({ type: Number, example: 10 }) completed_tournaments: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4.2,
    description: 'Over completed tournaments with a final position; null when none',
  })
  average_position: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 1 }) best_position: number | null;
  @ApiProperty({ type: Number, example: 15230.5 }) total_points_earned: number;
}

export class PlayerHistoryDto {
  @ApiProperty({ format: 'uuid', example: UUID }) player_id: string;
  @ApiProperty({ example: 'user-42' }) external_id: string;
  @ApiProperty({ example: 'LuckyLuke' }) display_name: string;
  @ApiProperty({ type: HistoryPageDto }) tournament_history: HistoryPageDto;
  @ApiProperty({ type: PerformanceStatisticsDto }) performance_statistics: PerformanceStatisticsDto;
}

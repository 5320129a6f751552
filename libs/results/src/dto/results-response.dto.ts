import { ApiProperty } from '@nestjs/swagger';
import { PrizePoolDto } from '@app/tournaments';

const UUID = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';

/** The Result winner entry of the spec: every player with a prize (D8). */
export class ResultWinnerDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 1, description: 'Final position, competition ranking (1, 2, 2, 4)' })
  position: number;
  @ApiProperty({ format: 'uuid', example: UUID }) playerId: string;
  @ApiProperty({ example: 'LuckyLuke' }) displayName: string;
  @ApiProperty({ type: Number, example: 1250.5, description: 'Final points' }) finalScore: number;
  @ApiProperty({ type: Number, example: 500, description: 'Major units, exact to the minor unit' }) prizeAmount: number;
  @ApiProperty({
    type: Number,
    example: 479,
    description: 'prizeAmount − totalPaid (negative when the prize is below what the player paid)',
  })
  netWinnings: number;
  @ApiProperty({ type: 'integer', minimum: 1, example: 2, description: 'Entries bought: 1 plus rebuys' }) entryCount: number;
  @ApiProperty({ type: Number, example: 21, description: 'Entry fee and rebuy fees paid' }) totalPaid: number;
}

export class ResultsStatisticsDto {
  @ApiProperty({ type: Number, example: 842.17, description: "Mean of all players' final points, two decimals" }) averageScore: number;
  @ApiProperty({ type: Number, example: 1050, description: 'Entry and rebuy fees held (net of refunds to withdrawn players)' })
  totalEntryFees: number;
  @ApiProperty({ type: Number, example: 5, description: 'Re-entries bought (a rebuy of 2 entries counts 2)' }) totalRebuys: number;
  @ApiProperty({ type: Number, example: 50, description: 'totalEntryFees − prizes paid; negative when a guarantee overlays the fees' })
  operatorRevenue: number;
}

/** Results of a completed tournament (spec 9, D8), camelCase as the spec writes it. */
export class ResultsDto {
  @ApiProperty({ format: 'uuid', example: UUID }) tournamentId: string;
  @ApiProperty({ example: 'Sunday Slots Showdown' }) name: string;
  @ApiProperty({ enum: ['completed'], example: 'completed' }) status: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-29T19:00:00.000Z' }) completedAt: string;
  @ApiProperty({ type: 'integer', minimum: 0, example: 3600, description: 'Seconds from the actual start to completion' }) duration: number;
  @ApiProperty({ type: 'integer', minimum: 0, example: 42, description: 'Players holding a seat at completion' }) totalPlayers: number;
  @ApiProperty({ type: 'integer', minimum: 0, example: 3, description: 'Rounds reported by the game platform (0 when none)' })
  totalRounds: number;
  @ApiProperty({ type: PrizePoolDto, description: 'The pool that was paid out' }) prizePool: PrizePoolDto;
  @ApiProperty({ type: [ResultWinnerDto], description: 'Every player with a prize, best first' }) winners: ResultWinnerDto[];
  @ApiProperty({ type: ResultsStatisticsDto }) statistics: ResultsStatisticsDto;
}

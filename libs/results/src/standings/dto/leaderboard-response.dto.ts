import { ApiProperty } from '@nestjs/swagger';
import { PaginationDto } from '@app/common';
import { LeaderboardEntryDto } from '@app/tournaments';

const UUID = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';

export class LeaderboardPageDto {
  @ApiProperty({
    type: [LeaderboardEntryDto],
    description:
      'Best first. `position` is the rank among all seated players, eliminated ones included (ties share a position: 1, 2, 2, 4)',
  })
  data: LeaderboardEntryDto[];

  @ApiProperty({
    type: PaginationDto,
    description: '`total`: the players the list holds (without the eliminated unless includeEliminated=true)',
  })
  pagination: PaginationDto;
}

export class LeaderboardDto {
  @ApiProperty({ format: 'uuid', example: UUID }) tournament_id: string;
  @ApiProperty({ type: LeaderboardPageDto }) leaderboard: LeaderboardPageDto;
  @ApiProperty({
    format: 'date-time',
    example: '2026-11-23T10:05:00.000Z',
    description: 'When the standings last changed (score, elimination, seat); before any change, the start time, else the creation time',
  })
  last_updated: string;
}

import { PickType } from '@nestjs/swagger';
import { LeaderboardQueryDto } from '@app/results';
import { StreamQuery } from '../live-standings.hub';

/** GET /api/tournaments/{id}/leaderboard/stream: the leaderboard's first page, validated as the leaderboard validates it. */
export class LeaderboardStreamQueryDto extends PickType(LeaderboardQueryDto, [
  'limit',
  'includeEliminated',
  'include_eliminated',
] as const) {}

export function toStreamQuery(input: LeaderboardStreamQueryDto): StreamQuery {
  return { limit: input.limit, includeEliminated: input.includeEliminated ?? input.include_eliminated ?? false };
}

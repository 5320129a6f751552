import { toPagination } from '@app/common';
import { TournamentEntity } from '@app/database';
import { LeaderboardEntryDto } from '@app/tournaments';
import { trimDecimal } from '@app/common';
import { LeaderboardDto } from './dto/leaderboard-response.dto';
import type { RankedStanding, StandingsPage } from './standings.repository';

export function toLeaderboardEntryDto({ position, row }: RankedStanding): LeaderboardEntryDto {
  return {
    position,
    player_id: row.playerId,
    display_name: row.displayName,
    points: trimDecimal(row.points),
    status: row.status,
  };
}

/** When the standings last changed: a score, elimination or seat change, else the start, else the creation. */
export function lastUpdatedOf(tournament: TournamentEntity): Date {
  return tournament.standingsUpdatedAt ?? tournament.actualStartTime ?? tournament.createdAt;
}

export function toLeaderboardDto(tournament: TournamentEntity, page: StandingsPage): LeaderboardDto {
  return {
    tournament_id: tournament.id,
    leaderboard: {
      data: page.rows.map(toLeaderboardEntryDto),
      pagination: toPagination(page.total, page),
    },
    last_updated: lastUpdatedOf(tournament).toISOString(),
  };
}

import { Injectable } from '@nestjs/common';
import { ForbiddenException, withJsonText } from '@app/common';
import { OperatorAuth } from '@app/auth';
import { TournamentAccess } from '@app/tournaments';
import { LeaderboardQueryDto } from './dto/leaderboard-query.dto';
import { LeaderboardDto } from './dto/leaderboard-response.dto';
import { LeaderboardCache, leaderboardQueryKey, leaderboardVersionKey } from './leaderboard.cache';
import { toLeaderboardDto } from './leaderboard.mapper';
import { StandingsQuery, StandingsService } from './standings.service';

/** The leaderboard (spec 8, D7): the operator's tournament, then a cached or computed page. */
@Injectable()
export class LeaderboardService {
  constructor(
    private readonly access: TournamentAccess,
    private readonly standings: StandingsService,
    private readonly cache: LeaderboardCache,
  ) {}

  async leaderboard(auth: OperatorAuth, tournamentId: string, input: LeaderboardQueryDto): Promise<LeaderboardDto> {
    return this.page(auth.operatorId, tournamentId, toStandingsQuery(input));
  }

  /** A page of the operator's tournament: from the cache when it is current, else computed and kept. */
  async page(operatorId: string, tournamentId: string, query: StandingsQuery): Promise<LeaderboardDto> {
    const queryKey = leaderboardQueryKey(query);
    const owner = this.cache.ownerOf(tournamentId);
    if (owner !== undefined && owner !== operatorId) throw ForbiddenException.otherOperator('tournament');
    const live = owner === undefined ? undefined : this.cache.getLive(tournamentId, queryKey);
    if (live) return live;

    // Begun before the reads: a change committed while they run keeps their page out of the cache.
    const fill = this.cache.beginFill(tournamentId);
    try {
      // Shared with the concurrent requests for the same leaderboard: one query for all of them.
      const tournament = await this.access.findShared(operatorId, tournamentId);
      this.cache.rememberOwner(tournament.id, tournament.operatorId);
      const version = leaderboardVersionKey(tournament);
      const cached = this.cache.get(tournament.id, queryKey, version);
      if (cached) return cached;
      // Serialised once here, for this answer and every hit after it.
      const page = withJsonText(toLeaderboardDto(tournament, await this.standings.page(tournament, query)));
      this.cache.store(fill, queryKey, tournament, page);
      return page;
    } finally {
      this.cache.endFill(fill);
    }
  }
}

export function toStandingsQuery(input: LeaderboardQueryDto): StandingsQuery {
  return {
    limit: input.limit,
    offset: input.offset,
    includeEliminated: input.includeEliminated ?? input.include_eliminated ?? false,
    aroundPlayer: input.around_player,
  };
}

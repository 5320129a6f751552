import { Injectable } from '@nestjs/common';
import { withJsonText } from '@app/common';
import { OperatorAuth } from '@app/auth';
import { TournamentAccess } from '@app/tournaments';
import { LeaderboardQueryDto } from './dto/leaderboard-query.dto';
import { LeaderboardDto } from './dto/leaderboard-response.dto';
import { LeaderboardCache, leaderboardCacheKey } from './leaderboard.cache';
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
    // Shared with the concurrent requests for the same leaderboard: one query for all of them.
    const tournament = await this.access.findShared(auth.operatorId, tournamentId);
    const query: StandingsQuery = {
      limit: input.limit,
      offset: input.offset,
      includeEliminated: input.includeEliminated ?? input.include_eliminated ?? false,
      aroundPlayer: input.around_player,
    };
    const key = leaderboardCacheKey(tournament, query);
    const cached = this.cache.get(key);
    if (cached) return cached;
    // Serialised once here, for this answer and every hit after it.
    const page = withJsonText(toLeaderboardDto(tournament, await this.standings.page(tournament, query)));
    this.cache.set(key, page);
    return page;
  }
}

import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ErrorCode, QUERY_ERRORS } from '@app/common';
import { Auth, CurrentOperator, OperatorAuth, Permission } from '@app/auth';
import { TOURNAMENT_ERRORS } from '@app/tournaments';
import { LeaderboardQueryDto } from './dto/leaderboard-query.dto';
import { LeaderboardDto } from './dto/leaderboard-response.dto';
import { LeaderboardService } from './leaderboard.service';

@ApiTags('Leaderboard')
@Controller('api/tournaments/:tournamentId/leaderboard')
export class LeaderboardController {
  constructor(private readonly leaderboards: LeaderboardService) {}

  @Get()
  @Auth({ permission: Permission.ResultsRead })
  @ApiOperation({
    summary: 'Leaderboard of a tournament',
    description:
      'Paged with limit (1-200, default 50) and offset, or centred on around_player. Eliminated players are left out unless includeEliminated=true (alias include_eliminated); positions are ranks among all players either way. A completed tournament ranks by its final positions. 404 player_not_found when around_player names no ranked player (or an eliminated one without includeEliminated).',
  })
  @ApiOkResponse({ type: LeaderboardDto })
  @ApiErrors(QUERY_ERRORS, TOURNAMENT_ERRORS, { 404: [ErrorCode.PlayerNotFound] })
  leaderboard(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string, @Query() query: LeaderboardQueryDto) {
    return this.leaderboards.leaderboard(auth, id, query);
  }
}

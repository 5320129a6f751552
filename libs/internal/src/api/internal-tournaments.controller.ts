import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, QUERY_ERRORS } from '@app/common';
import { TOURNAMENT_ERRORS } from '@app/tournaments';
import { CurrentInternalKey, InternalAuth, InternalKeyAuth } from '@app/auth';
import { ListPlayersQueryDto } from '@app/players';
import { InternalPlayerListDto, InternalTournamentConfigDto, InternalTournamentStatusDto } from './dto/internal-tournament.dto';
import { InternalTournamentsService } from './internal-tournaments.service';

@ApiTags('Game platform')
@Controller('api/internal/tournaments/:tournamentId')
export class InternalTournamentsController {
  constructor(private readonly service: InternalTournamentsService) {}

  @Get('players')
  @InternalAuth()
  @ApiOperation({ summary: 'Players of a tournament (paged with limit and offset)' })
  @ApiOkResponse({ type: InternalPlayerListDto })
  @ApiErrors(QUERY_ERRORS, TOURNAMENT_ERRORS)
  players(@CurrentInternalKey() auth: InternalKeyAuth, @Param('tournamentId') id: string, @Query() query: ListPlayersQueryDto) {
    return this.service.players(auth, id, query);
  }

  @Get('config')
  @InternalAuth()
  @ApiOperation({ summary: 'Tournament configuration' })
  @ApiOkResponse({ type: InternalTournamentConfigDto })
  @ApiErrors(TOURNAMENT_ERRORS)
  config(@CurrentInternalKey() auth: InternalKeyAuth, @Param('tournamentId') id: string) {
    return this.service.config(auth, id);
  }

  @Get('status')
  @InternalAuth()
  @ApiOperation({ summary: 'Tournament status for the game platform' })
  @ApiOkResponse({ type: InternalTournamentStatusDto })
  @ApiErrors(TOURNAMENT_ERRORS)
  status(@CurrentInternalKey() auth: InternalKeyAuth, @Param('tournamentId') id: string) {
    return this.service.status(auth, id);
  }
}

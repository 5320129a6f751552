import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@app/common';
import { CurrentInternalKey, InternalAuth, InternalKeyAuth } from '@app/auth';
import { ListPlayersQueryDto } from '@app/players/dto/player-query.dto';
import { InternalPlayerListDto, InternalTournamentConfigDto, InternalTournamentStatusDto } from './dto/internal-tournament.dto';
import { InternalTournamentsService } from './internal-tournaments.service';

@ApiTags('Game platform')
@Controller('api/internal/tournaments/:tournamentId')
export class InternalTournamentsController {
  constructor(private readonly service: InternalTournamentsService) {}

  @Get('players')
  @InternalAuth()
  @ApiOperation({ summary: 'Players of a tournament (spec 13, paged as D7)' })
  @ApiOkResponse({ type: InternalPlayerListDto })
  @ApiErrors(400, 403, 404)
  players(@CurrentInternalKey() auth: InternalKeyAuth, @Param('tournamentId') id: string, @Query() query: ListPlayersQueryDto) {
    return this.service.players(auth, id, query);
  }

  @Get('config')
  @InternalAuth()
  @ApiOperation({ summary: 'Tournament configuration (spec 14, D11)' })
  @ApiOkResponse({ type: InternalTournamentConfigDto })
  @ApiErrors(403, 404)
  config(@CurrentInternalKey() auth: InternalKeyAuth, @Param('tournamentId') id: string) {
    return this.service.config(auth, id);
  }

  @Get('status')
  @InternalAuth()
  @ApiOperation({ summary: 'Tournament status for the game platform (D11)' })
  @ApiOkResponse({ type: InternalTournamentStatusDto })
  @ApiErrors(403, 404)
  status(@CurrentInternalKey() auth: InternalKeyAuth, @Param('tournamentId') id: string) {
    return this.service.status(auth, id);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ApiErrors } from '@app/common';
import { Auth, CurrentOperator, OperatorAuth, Permission } from '@app/auth';
import { CancelTournamentDto, CreateTournamentDto, UpdateTournamentDto } from './dto/tournament-request.dto';
import { ListTournamentsQueryDto } from './dto/tournament-query.dto';
import {
  CancelTournamentResponseDto,
  CompleteTournamentResponseDto,
  CreateTournamentResponseDto,
  StartTournamentResponseDto,
  TournamentDetailsDto,
  TournamentEnvelopeDto,
  TournamentListDto,
  TournamentPageListDto,
  TournamentStatusDto,
} from './dto/tournament-response.dto';
import { TournamentsService } from './tournaments.service';

@ApiTags('Tournaments')
@ApiExtraModels(TournamentListDto, TournamentPageListDto)
@Controller('api/tournaments')
export class TournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  @Post()
  @Auth({ permission: Permission.TournamentsWrite })
  @ApiOperation({ summary: 'Create a tournament (spec 1)' })
  @ApiCreatedResponse({ type: CreateTournamentResponseDto })
  @ApiErrors(400, 409, 422)
  create(@CurrentOperator() auth: OperatorAuth, @Body() body: CreateTournamentDto) {
    return this.tournaments.create(auth, body);
  }

  @Get()
  @Auth({ permission: Permission.TournamentsRead })
  @ApiOperation({
    summary: 'List tournaments (spec 11, D7)',
    description: 'With limit/offset: `{ tournaments, pagination }`. With page and/or per_page: `{ data, current_page, per_page, total }`.',
  })
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(TournamentListDto) }, { $ref: getSchemaPath(TournamentPageListDto) }] } })
  @ApiErrors(400)
  list(@CurrentOperator() auth: OperatorAuth, @Query() query: ListTournamentsQueryDto) {
    return this.tournaments.list(auth, query);
  }

  @Get(':tournamentId')
  @Auth({ permission: Permission.TournamentsRead })
  @ApiOperation({ summary: 'Tournament details (spec 4)' })
  @ApiOkResponse({ type: TournamentDetailsDto })
  @ApiErrors(404)
  details(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string) {
    return this.tournaments.details(auth, id);
  }

  @Get(':tournamentId/status')
  @Auth({ permission: Permission.TournamentsRead })
  @ApiOperation({ summary: 'Tournament status (spec 5)' })
  @ApiOkResponse({ type: TournamentStatusDto })
  @ApiErrors(404)
  status(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string) {
    return this.tournaments.status(auth, id);
  }

  @Put(':tournamentId')
  @Auth({ permission: Permission.TournamentsWrite })
  @ApiOperation({ summary: 'Update a tournament before it starts (spec 2, D5)' })
  @ApiOkResponse({ type: TournamentEnvelopeDto })
  @ApiErrors(400, 404, 409, 422)
  update(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string, @Body() body: UpdateTournamentDto) {
    return this.tournaments.update(auth, id, body);
  }

  @Delete(':tournamentId')
  @Auth({ permission: Permission.TournamentsDelete })
  @ApiOperation({ summary: 'Cancel a tournament and refund every paid entry (spec 3, D5)' })
  @ApiOkResponse({ type: CancelTournamentResponseDto })
  @ApiErrors(400, 404, 409, 422)
  cancel(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string, @Body() body: CancelTournamentDto) {
    return this.tournaments.cancel(auth, id, body);
  }

  @Post(':tournamentId/start')
  @HttpCode(200)
  @Auth({ permission: Permission.TournamentsWrite })
  @ApiOperation({ summary: 'Start a scheduled tournament now (D5)', description: '422 when fewer than min_players are registered.' })
  @ApiOkResponse({ type: StartTournamentResponseDto })
  @ApiErrors(404, 409, 422)
  start(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string) {
    return this.tournaments.start(auth, id);
  }

  @Post(':tournamentId/complete')
  @HttpCode(200)
  @Auth({ permission: Permission.TournamentsWrite })
  @ApiOperation({ summary: 'Complete an in-progress tournament from the current standings (D5, D8)' })
  @ApiOkResponse({ type: CompleteTournamentResponseDto })
  @ApiErrors(404, 409)
  complete(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string) {
    return this.tournaments.complete(auth, id);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ApiErrors, BODY_ERRORS, ErrorCode, QUERY_ERRORS, VALIDATED_BODY_ERRORS } from '@app/common';
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
import { TOURNAMENT_ERRORS } from './tournament-access';
import { TournamentsService } from './tournaments.service';

@ApiTags('Tournaments')
@ApiExtraModels(TournamentListDto, TournamentPageListDto)
@Controller('api/tournaments')
export class TournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  @Post()
  @Auth({ permission: Permission.TournamentsWrite })
  @ApiOperation({ summary: 'Create a tournament' })
  @ApiCreatedResponse({ type: CreateTournamentResponseDto })
  @ApiErrors(VALIDATED_BODY_ERRORS, { 409: [ErrorCode.DuplicateExternalId] })
  create(@CurrentOperator() auth: OperatorAuth, @Body() body: CreateTournamentDto) {
    return this.tournaments.create(auth, body);
  }

  @Get()
  @Auth({ permission: Permission.TournamentsRead })
  @ApiOperation({
    summary: 'List tournaments',
    description: 'With limit/offset: `{ tournaments, pagination }`. With page and/or per_page: `{ data, current_page, per_page, total }`.',
  })
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(TournamentListDto) }, { $ref: getSchemaPath(TournamentPageListDto) }] } })
  @ApiErrors(QUERY_ERRORS)
  list(@CurrentOperator() auth: OperatorAuth, @Query() query: ListTournamentsQueryDto) {
    return this.tournaments.list(auth, query);
  }

  @Get(':tournamentId')
  @Auth({ permission: Permission.TournamentsRead })
  @ApiOperation({ summary: 'Tournament details' })
  @ApiOkResponse({ type: TournamentDetailsDto })
  @ApiErrors(TOURNAMENT_ERRORS)
  details(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string) {
    return this.tournaments.details(auth, id);
  }

  @Get(':tournamentId/status')
  @Auth({ permission: Permission.TournamentsRead })
  @ApiOperation({ summary: 'Tournament status' })
  @ApiOkResponse({ type: TournamentStatusDto })
  @ApiErrors(TOURNAMENT_ERRORS)
  status(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string) {
    return this.tournaments.status(auth, id);
  }

  @Put(':tournamentId')
  @Auth({ permission: Permission.TournamentsWrite })
  @ApiOperation({ summary: 'Update a tournament before it starts' })
  @ApiOkResponse({ type: TournamentEnvelopeDto })
  @ApiErrors(VALIDATED_BODY_ERRORS, TOURNAMENT_ERRORS, { 409: [ErrorCode.TournamentStarted, ErrorCode.TournamentCancelled] })
  update(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string, @Body() body: UpdateTournamentDto) {
    return this.tournaments.update(auth, id, body);
  }

  @Delete(':tournamentId')
  @Auth({ permission: Permission.TournamentsDelete })
  @ApiOperation({ summary: 'Cancel a tournament and refund every paid entry' })
  @ApiOkResponse({ type: CancelTournamentResponseDto })
  @ApiErrors(VALIDATED_BODY_ERRORS, TOURNAMENT_ERRORS, { 409: [ErrorCode.TournamentCancelled, ErrorCode.TournamentCompleted] })
  cancel(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string, @Body() body: CancelTournamentDto) {
    return this.tournaments.cancel(auth, id, body);
  }

  @Post(':tournamentId/start')
  @HttpCode(200)
  @Auth({ permission: Permission.TournamentsWrite })
  @ApiOperation({ summary: 'Start a scheduled tournament now', description: '422 when fewer than min_players are registered.' })
  @ApiOkResponse({ type: StartTournamentResponseDto })
  @ApiErrors(BODY_ERRORS, TOURNAMENT_ERRORS, {
    409: [ErrorCode.TournamentStarted, ErrorCode.TournamentCancelled, ErrorCode.TournamentCompleted],
    422: [ErrorCode.ValidationError],
  })
  start(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string) {
    return this.tournaments.start(auth, id);
  }

  @Post(':tournamentId/complete')
  @HttpCode(200)
  @Auth({ permission: Permission.TournamentsWrite })
  @ApiOperation({ summary: 'Complete an in-progress tournament from the current standings' })
  @ApiOkResponse({ type: CompleteTournamentResponseDto })
  @ApiErrors(BODY_ERRORS, TOURNAMENT_ERRORS, {
    409: [ErrorCode.TournamentNotStarted, ErrorCode.TournamentCancelled, ErrorCode.TournamentCompleted, ErrorCode.Conflict],
  })
  complete(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string) {
    return this.tournaments.complete(auth, id);
  }
}

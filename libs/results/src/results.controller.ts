import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ErrorCode } from '@app/common';
import { Auth, CurrentOperator, OperatorAuth, Permission } from '@app/auth';
import { TOURNAMENT_ERRORS } from '@app/tournaments';
import { ResultsDto } from './dto/results-response.dto';
import { ResultsService } from './results.service';

@ApiTags('Results')
@Controller('api/tournaments/:tournamentId/results')
export class ResultsController {
  constructor(private readonly service: ResultsService) {}

  @Get()
  @Auth({ permission: Permission.ResultsRead })
  @ApiOperation({
    summary: 'Results of a completed tournament',
    description:
      'Final positions, prizes and statistics as fixed at completion. 409 tournament_not_completed before completion. winners lists every player with a prize, best first (inside a tie the player who got a remainder minor unit first).',
  })
  @ApiOkResponse({ type: ResultsDto })
  @ApiErrors(TOURNAMENT_ERRORS, { 409: [ErrorCode.TournamentNotCompleted] })
  results(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string) {
    return this.service.results(auth, id);
  }
}

import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, VALIDATED_BODY_ERRORS } from '@app/common';
import { TOURNAMENT_ERRORS } from '@app/tournaments';
import { CurrentInternalKey, InternalAuth, InternalKeyAuth } from '@app/auth';
import { GAME_EVENT_SCHEMAS, GameEventsBatchDto } from './dto/game-events-request.dto';
import { GameEventsBatchResultDto } from './dto/game-events-response.dto';
import { GameEventsApplier } from './game-events.applier';

@ApiTags('Game platform')
@ApiExtraModels(...GAME_EVENT_SCHEMAS)
@Controller('api/internal/tournaments/:tournamentId/events')
export class GameEventsController {
  constructor(private readonly applier: GameEventsApplier) {}

  @Post()
  @HttpCode(200)
  @InternalAuth()
  @ApiOperation({
    summary: 'Report game events: 1 to 1000, applied in order, each exactly once',
    description:
      'A repeated event_id is a duplicate and changes nothing. A bad event is rejected alone (results[].error) while the others apply; a body that is not { events: [1..1000 objects] } is 422 and applies nothing.',
  })
  @ApiOkResponse({ type: GameEventsBatchResultDto })
  @ApiErrors(VALIDATED_BODY_ERRORS, TOURNAMENT_ERRORS)
  report(
    @CurrentInternalKey() auth: InternalKeyAuth,
    @Param('tournamentId') tournamentId: string,
    @Body() body: GameEventsBatchDto,
  ): Promise<GameEventsBatchResultDto> {
    return this.applier.apply({ tournamentId, auth }, body.events, 'http');
  }
}

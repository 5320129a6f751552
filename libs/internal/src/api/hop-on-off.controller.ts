import { Body, Controller, Delete, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { ApiErrors, AuthErrorCode, DATABASE_ERRORS, ErrorCode, VALIDATED_BODY_ERRORS } from '@app/common';
import { TOURNAMENT_ERRORS } from '@app/tournaments';
import { CurrentInternalKey, InternalAuth, InternalKeyAuth } from '@app/auth';
import { WithdrawalDto } from '@app/players';
import { CreateHopOnOffTournamentDto, HopOnOffTournamentResponseDto } from './dto/hop-on-off.dto';
import { HopOnOffService } from './hop-on-off.service';

/** Hop-on/off tournaments the game platform creates and its players leave before the start. */
@ApiTags('Game platform')
@Controller('api/internal/tournaments')
export class HopOnOffController {
  constructor(private readonly service: HopOnOffService) {}

  @Post()
  @InternalAuth()
  @ApiOperation({
    summary: 'Create a hop-on/off tournament, or join the one its lobby has open',
    description:
      'For the key’s operator (a key covering several operators names operatorId; 403 when the key does not cover it). ' +
      'With a lobbyKey, a tournament of the lobby still waiting for players (not started, not full) is answered with 200 instead ' +
      'of creating one; concurrent calls for one lobby create exactly one. Players register, rebuy and withdraw through the ' +
      'operator player endpoints; the registration that brings the count to minPlayers starts it, and it is cancelled with ' +
      'refunds when still below minPlayers waitTimeoutMinutes after its creation.',
  })
  @ApiCreatedResponse({ type: HopOnOffTournamentResponseDto, description: 'A new tournament' })
  @ApiOkResponse({ type: HopOnOffTournamentResponseDto, description: 'The tournament of the lobby still waiting for players' })
  @ApiErrors(VALIDATED_BODY_ERRORS, DATABASE_ERRORS, { 403: [AuthErrorCode.ResourceForbidden], 409: [ErrorCode.Conflict] })
  async create(
    @CurrentInternalKey() auth: InternalKeyAuth,
    @Body() body: CreateHopOnOffTournamentDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<HopOnOffTournamentResponseDto> {
    const result = await this.service.create(auth, body);
    reply.status(result.created ? 201 : 200);
    return result.body;
  }

  @Delete(':tournamentId/players/:playerId')
  @InternalAuth()
  @ApiOperation({
    summary: 'A player leaves a tournament before its start, refunded',
    description:
      'playerId is the player_id or the internal_player_id. Every payment of the entry (entry fee and rebuys) is refunded once and the ' +
      'seat freed; after the start 409 tournament_started. Leaving again answers 409 conflict and refunds nothing.',
  })
  @ApiOkResponse({ type: WithdrawalDto })
  @ApiErrors(TOURNAMENT_ERRORS, DATABASE_ERRORS, {
    404: [ErrorCode.PlayerNotFound],
    409: [ErrorCode.TournamentStarted, ErrorCode.TournamentCancelled, ErrorCode.Conflict],
  })
  leave(
    @CurrentInternalKey() auth: InternalKeyAuth,
    @Param('tournamentId') tournamentId: string,
    @Param('playerId') playerId: string,
  ): Promise<WithdrawalDto> {
    return this.service.leave(auth, tournamentId, playerId);
  }
}

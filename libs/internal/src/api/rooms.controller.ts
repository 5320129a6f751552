import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ErrorCode, QUERY_ERRORS, VALIDATED_BODY_ERRORS } from '@app/common';
import { TOURNAMENT_ERRORS } from '@app/tournaments';
import { CurrentInternalKey, InternalAuth, InternalKeyAuth } from '@app/auth';
import { CreateRoomDto, ListRoomsQueryDto, RoomDto, RoomListDto, UpdateRoomDto } from './dto/room.dto';
import { RoomsApiService } from './rooms-api.service';

const WRITABLE = 'Only while the tournament is scheduled or in progress (409 tournament_completed / tournament_cancelled otherwise).';

@ApiTags('Game platform')
@Controller('api/internal/tournaments/:tournamentId/rooms')
export class RoomsController {
  constructor(private readonly service: RoomsApiService) {}

  @Post()
  @InternalAuth()
  @ApiOperation({
    summary: 'Create a room',
    description: `The room starts open. ${WRITABLE} Players that are not seated entries of the tournament: 422 naming them.`,
  })
  @ApiCreatedResponse({ type: RoomDto })
  @ApiErrors(VALIDATED_BODY_ERRORS, TOURNAMENT_ERRORS, { 409: [ErrorCode.TournamentCancelled, ErrorCode.TournamentCompleted] })
  create(@CurrentInternalKey() auth: InternalKeyAuth, @Param('tournamentId') id: string, @Body() body: CreateRoomDto) {
    return this.service.create(auth, id, body);
  }

  @Get()
  @InternalAuth()
  @ApiOperation({ summary: 'List the rooms of a tournament (paged with limit and offset)' })
  @ApiOkResponse({ type: RoomListDto })
  @ApiErrors(QUERY_ERRORS, TOURNAMENT_ERRORS)
  list(@CurrentInternalKey() auth: InternalKeyAuth, @Param('tournamentId') id: string, @Query() query: ListRoomsQueryDto) {
    return this.service.list(auth, id, query);
  }

  @Get(':roomId')
  @InternalAuth()
  @ApiOperation({ summary: 'One room' })
  @ApiOkResponse({ type: RoomDto })
  @ApiErrors(TOURNAMENT_ERRORS, { 404: [ErrorCode.RoomNotFound] })
  get(@CurrentInternalKey() auth: InternalKeyAuth, @Param('tournamentId') id: string, @Param('roomId') roomId: string) {
    return this.service.get(auth, id, roomId);
  }

  @Patch(':roomId')
  @InternalAuth()
  @ApiOperation({
    summary: 'Change a room: status, players, metadata',
    description:
      `Status moves open → playing → closed (or open → closed); a move back is 409 invalid_room_transition; a closed room is final (409 room_closed, ` +
      `except a repeated close). ${WRITABLE}`,
  })
  @ApiOkResponse({ type: RoomDto })
  @ApiErrors(VALIDATED_BODY_ERRORS, TOURNAMENT_ERRORS, {
    404: [ErrorCode.RoomNotFound],
    409: [ErrorCode.RoomClosed, ErrorCode.InvalidRoomTransition, ErrorCode.TournamentCancelled, ErrorCode.TournamentCompleted],
  })
  update(
    @CurrentInternalKey() auth: InternalKeyAuth,
    @Param('tournamentId') id: string,
    @Param('roomId') roomId: string,
    @Body() body: UpdateRoomDto,
  ) {
    return this.service.update(auth, id, roomId, body);
  }
}

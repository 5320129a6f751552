import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@app/common';
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
  @ApiOperation({ summary: 'Create a room (D11)', description: `The room starts open. ${WRITABLE} Players that are not seated entries of the tournament: 422 naming them.` })
  @ApiCreatedResponse({ type: RoomDto })
  @ApiErrors(400, 403, 404, 409, 422)
  create(@CurrentInternalKey() auth: InternalKeyAuth, @Param('tournamentId') id: string, @Body() body: CreateRoomDto) {
    return this.service.create(auth, id, body);
  }

  @Get()
  @InternalAuth()
  @ApiOperation({ summary: 'List the rooms of a tournament (D11, paged as D7)' })
  @ApiOkResponse({ type: RoomListDto })
  @ApiErrors(400, 403, 404)
  list(@CurrentInternalKey() auth: InternalKeyAuth, @Param('tournamentId') id: string, @Query() query: ListRoomsQueryDto) {
    return this.service.list(auth, id, query);
  }

  @Get(':roomId')
  @InternalAuth()
  @ApiOperation({ summary: 'One room (D11)' })
  @ApiOkResponse({ type: RoomDto })
  @ApiErrors(403, 404)
  get(@CurrentInternalKey() auth: InternalKeyAuth, @Param('tournamentId') id: string, @Param('roomId') roomId: string) {
    return this.service.get(auth, id, roomId);
  }

  @Patch(':roomId')
  @InternalAuth()
  @ApiOperation({
    summary: 'Change a room: status, players, metadata (D11)',
    description:
      `Status moves open → playing → closed (or open → closed); a move back is 409 invalid_room_transition; a closed room is final (409 room_closed, ` +
      `except a repeated close). ${WRITABLE}`,
  })
  @ApiOkResponse({ type: RoomDto })
  @ApiErrors(400, 403, 404, 409, 422)
  update(@CurrentInternalKey() auth: InternalKeyAuth, @Param('tournamentId') id: string, @Param('roomId') roomId: string, @Body() body: UpdateRoomDto) {
    return this.service.update(auth, id, roomId, body);
  }
}

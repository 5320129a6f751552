import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock, toPagination, ValidationFailedException } from '@app/common';
import { InternalKeyAuth } from '@app/auth';
import { RoomsService } from '@app/rooms';
import { CreateRoomDto, ListRoomsQueryDto, RoomDto, RoomListDto, UpdateRoomDto } from './dto/room.dto';
import { InternalTournamentAccess } from './internal-tournament-access';
import { toRoomDto } from './internal.mapper';

/**
 * The game platform's rooms (D11). Each write is one transaction with the tournament row locked,
 * so room changes of a tournament apply one at a time and never race its completion or
 * cancellation.
 */
@Injectable()
export class RoomsApiService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InternalTournamentAccess,
    private readonly rooms: RoomsService,
    private readonly clock: Clock,
  ) {}

  async create(auth: InternalKeyAuth, tournamentId: string, input: CreateRoomDto): Promise<RoomDto> {
    const view = await this.dataSource.transaction(async (manager) => {
      const tournament = await this.access.lock(manager, auth, tournamentId);
      return this.rooms.create(
        manager,
        tournament,
        { round: input.round ?? null, group: input.group ?? null, players: input.players, metadata: input.metadata ?? {} },
        this.clock.now(),
      );
    });
    return toRoomDto(view);
  }

  async list(auth: InternalKeyAuth, tournamentId: string, query: ListRoomsQueryDto): Promise<RoomListDto> {
    const tournament = await this.access.find(auth, tournamentId);
    const [views, total] = await this.rooms.list(tournament, { statuses: query.status, limit: query.limit, offset: query.offset });
    return { rooms: views.map(toRoomDto), pagination: toPagination(total, query) };
  }

  async get(auth: InternalKeyAuth, tournamentId: string, roomId: string): Promise<RoomDto> {
    return toRoomDto(await this.rooms.get(await this.access.find(auth, tournamentId), roomId));
  }

  async update(auth: InternalKeyAuth, tournamentId: string, roomId: string, input: UpdateRoomDto): Promise<RoomDto> {
    if (Object.values(input).every((value) => value === undefined)) {
      throw ValidationFailedException.forField('body', 'send at least one of status, add_players, remove_players, metadata');
    }
    const view = await this.dataSource.transaction(async (manager) => {
      const tournament = await this.access.lock(manager, auth, tournamentId);
      return this.rooms.update(
        manager,
        tournament,
        roomId,
        { status: input.status, addPlayers: input.add_players, removePlayers: input.remove_players, metadata: input.metadata },
        this.clock.now(),
      );
    });
    return toRoomDto(view);
  }
}

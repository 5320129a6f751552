import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainException, ErrorCode, isUuid, newId, ValidationFailedException } from '@app/common';
import { RoomEntity, TournamentEntity } from '@app/database';
import { ActiveGameDto } from '@app/tournaments';
import {
  ACTIVE_ROOM_STATUSES,
  assertRoomsWritable,
  assertRoomTransition,
  CurrentRoom,
  MAX_ROOM_PLAYERS,
  roomClosed,
  roomsAreLive,
  RoomStatusValue,
} from './room-rules';
import { RoomsRepository } from './rooms.repository';

/** Most rooms listed as a tournament's `active_games`; the internal rooms list pages through all. */
export const MAX_ACTIVE_GAMES = 1000;
/** Most bad ids one 422 message names; the rest are counted. */
const MAX_NAMED_IDS = 20;

/** A room and its players' internal_player_ids, in the order they joined. */
export interface RoomView {
  room: RoomEntity;
  players: string[];
}

export interface NewRoom {
  round: number | null;
  group: string | null;
  players: readonly string[];
  metadata: Record<string, unknown>;
}

export interface RoomChanges {
  status?: RoomStatusValue;
  addPlayers?: readonly string[];
  removePlayers?: readonly string[];
  metadata?: Record<string, unknown>;
}

/**
 * Game rooms of tournaments (D11). The caller has already checked access to the tournament;
 * writes take the transaction's manager, with the tournament row locked by the caller, so the
 * tournament cannot finish while its rooms change.
 */
@Injectable()
export class RoomsService {
  constructor(private readonly rooms: RoomsRepository) {}

  /** Open and playing rooms: the status endpoint's `active_games` (none once the tournament is over). */
  async activeGames(tournament: TournamentEntity): Promise<ActiveGameDto[]> {
    if (!roomsAreLive(tournament.status)) return [];
    const rooms = await this.rooms.withCounts(tournament.operatorId, tournament.id, ACTIVE_ROOM_STATUSES, MAX_ACTIVE_GAMES);
    return rooms.map(({ room, playerCount }) => ({
      room_id: room.id,
      round: room.round,
      group: room.group,
      status: room.status,
      player_count: playerCount,
    }));
  }

  /** The room an entry plays in now, or null (also once the tournament is over). */
  async currentRoomOf(tournament: TournamentEntity, entryId: string): Promise<CurrentRoom | null> {
    return (await this.currentRoomsOf(tournament, [entryId])).get(entryId) ?? null;
  }

  async currentRoomsOf(tournament: TournamentEntity, entryIds: readonly string[]): Promise<Map<string, CurrentRoom>> {
    if (!roomsAreLive(tournament.status)) return new Map();
    return this.rooms.currentRooms(tournament.operatorId, tournament.id, entryIds);
  }

  async list(
    tournament: TournamentEntity,
    filter: { statuses?: readonly RoomStatusValue[]; limit: number; offset: number },
  ): Promise<[RoomView[], number]> {
    const [rooms, total] = await this.rooms.list(tournament.operatorId, tournament.id, filter);
    const players = await this.rooms.playersOf(rooms.map((r) => r.id));
    return [rooms.map((room) => ({ room, players: players.get(room.id) ?? [] })), total];
  }

  async get(tournament: TournamentEntity, roomId: string): Promise<RoomView> {
    const room = isUuid(roomId) ? await this.rooms.find(tournament.operatorId, tournament.id, roomId) : null;
    if (!room) throw roomNotFound();
    return this.view(room);
  }

  async create(manager: EntityManager, tournament: TournamentEntity, input: NewRoom, now: Date): Promise<RoomView> {
    assertRoomsWritable(tournament.status);
    await this.assertSeated(manager, tournament, input.players, 'players');
    const room = await this.rooms.insert(manager, tournament.operatorId, {
      id: newId(),
      tournamentId: tournament.id,
      round: input.round,
      group: input.group,
      status: 'open',
      metadata: input.metadata,
      createdAt: now,
      updatedAt: now,
    });
    await this.rooms.addPlayers(manager, room, input.players, now);
    return this.view(room, manager);
  }

  /**
   * Applies a PATCH: removals, then additions (already present: no change), then metadata
   * (replaced whole) and status. A retried close of a closed room is no change; anything else
   * on a closed room is 409 `room_closed`.
   */
  async update(manager: EntityManager, tournament: TournamentEntity, roomId: string, changes: RoomChanges, now: Date): Promise<RoomView> {
    assertRoomsWritable(tournament.status);
    const room = isUuid(roomId) ? await this.rooms.find(tournament.operatorId, tournament.id, roomId, manager, true) : null;
    if (!room) throw roomNotFound();
    if (room.status === 'closed') {
      if (onlyCloses(changes)) return this.view(room, manager);
      throw roomClosed();
    }
    if (changes.status) assertRoomTransition(room.status, changes.status);
    const add = changes.addPlayers ?? [];
    const remove = changes.removePlayers ?? [];
    const removing = new Set(remove);
    const both = add.filter((id) => removing.has(id));
    if (both.length > 0) throw ValidationFailedException.forField('add_players', `also in remove_players: ${nameIds(both)}`);
    await this.assertSeated(manager, tournament, add, 'add_players');
    await this.rooms.removePlayers(manager, room, remove);
    await this.rooms.addPlayers(manager, room, add, now);
    if (add.length > 0) {
      const size = await this.rooms.countPlayers(manager, room.id);
      if (size > MAX_ROOM_PLAYERS) {
        throw ValidationFailedException.forField('add_players', `the room would hold ${size} players; at most ${MAX_ROOM_PLAYERS}`);
      }
    }
    if (changes.metadata !== undefined) room.metadata = changes.metadata;
    if (changes.status) room.status = changes.status;
    room.updatedAt = now;
    return this.view(await this.rooms.save(manager, room), manager);
  }

  /** 422 naming the ids that are not seated entries of the tournament (unknown, other tournament, withdrawn, refunded). */
  private async assertSeated(manager: EntityManager, tournament: TournamentEntity, ids: readonly string[], field: string): Promise<void> {
    const seated = await this.rooms.seatedEntryIds(manager, tournament.operatorId, tournament.id, ids);
    const bad = ids.filter((id) => !seated.has(id));
    if (bad.length > 0) {
      throw ValidationFailedException.forField(
        field,
        `not seated players of this tournament (unknown, withdrawn or refunded internal_player_id): ${nameIds(bad)}`,
      );
    }
  }

  private async view(room: RoomEntity, manager?: EntityManager): Promise<RoomView> {
    const players = await this.rooms.playersOf([room.id], manager);
    return { room, players: players.get(room.id) ?? [] };
  }
}

function roomNotFound(): DomainException {
  return new DomainException(ErrorCode.RoomNotFound, 'Room not found in this tournament');
}

function onlyCloses(changes: RoomChanges): boolean {
  return (
    changes.status === 'closed' && changes.addPlayers === undefined && changes.removePlayers === undefined && changes.metadata === undefined
  );
}

function nameIds(ids: readonly string[]): string {
  const named = ids.slice(0, MAX_NAMED_IDS).join(', ');
  return ids.length > MAX_NAMED_IDS ? `${named} and ${ids.length - MAX_NAMED_IDS} more` : named;
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { OperatorScopedRepository, RoomEntity } from '@app/database';
import { CurrentRoom, RoomStatusValue } from './room-rules';

/** A room with how many players it holds. */
export interface RoomWithCount {
  room: RoomEntity;
  playerCount: number;
}

/** Entry statuses that may sit in a room: any that still holds a seat. */
const SEATED_ENTRY_SQL = `status NOT IN ('withdrawn', 'refunded')`;

/**
 * All SQL about rooms and their players (D11). Rooms carry their operator's id and every query
 * is scoped by it; room_players rows are reached through their room (or, for one entry, with the
 * tournament and the operator of the room).
 */
@Injectable()
export class RoomsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private rooms(manager: EntityManager = this.dataSource.manager) {
    return new OperatorScopedRepository(RoomEntity, manager);
  }

  insert(manager: EntityManager, operatorId: string, room: Omit<RoomEntity, 'operatorId'>): Promise<RoomEntity> {
    return this.rooms(manager).insert(operatorId, room);
  }

  save(manager: EntityManager, room: RoomEntity): Promise<RoomEntity> {
    return manager.save(RoomEntity, room);
  }

  /** A room of the tournament; `lock` row-locks it until the transaction of `manager` ends. */
  find(operatorId: string, tournamentId: string, roomId: string, manager?: EntityManager, lock = false): Promise<RoomEntity | null> {
    const query = this.rooms(manager)
      .queryBuilder(operatorId, 'r')
      .andWhere('r.tournament_id = :tournamentId', { tournamentId })
      .andWhere('r.id = :roomId', { roomId });
    if (lock) query.setLock('pessimistic_write');
    return query.getOne();
  }

  /** A page of the tournament's rooms, oldest first, optionally only of some statuses. */
  list(
    operatorId: string,
    tournamentId: string,
    filter: { statuses?: readonly RoomStatusValue[]; limit: number; offset: number },
  ): Promise<[RoomEntity[], number]> {
    const query = this.rooms().queryBuilder(operatorId, 'r').andWhere('r.tournament_id = :tournamentId', { tournamentId });
    if (filter.statuses?.length) query.andWhere('r.status IN (:...statuses)', { statuses: filter.statuses });
    return query.orderBy('r.created_at', 'ASC').addOrderBy('r.id', 'ASC').take(filter.limit).skip(filter.offset).getManyAndCount();
  }

  /** Rooms of these statuses with their player counts, oldest first, at most `limit`. */
  async withCounts(
    operatorId: string,
    tournamentId: string,
    statuses: readonly RoomStatusValue[],
    limit: number,
  ): Promise<RoomWithCount[]> {
    const rooms = await this.rooms()
      .queryBuilder(operatorId, 'r')
      .andWhere('r.tournament_id = :tournamentId', { tournamentId })
      .andWhere('r.status IN (:...statuses)', { statuses })
      .orderBy('r.created_at', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .take(limit)
      .getMany();
    const counts = await this.playerCounts(rooms.map((r) => r.id));
    return rooms.map((room) => ({ room, playerCount: counts.get(room.id) ?? 0 }));
  }

  /** The internal_player_ids of each room, in the order they joined. */
  async playersOf(roomIds: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, string[]>> {
    const players = new Map<string, string[]>(roomIds.map((id) => [id, []]));
    if (roomIds.length === 0) return players;
    const rows: Array<{ room_id: string; entry_id: string }> = await manager.query(
      `SELECT room_id, entry_id FROM room_players WHERE room_id = ANY($1::uuid[]) ORDER BY room_id, joined_at, entry_id`,
      [roomIds],
    );
    for (const row of rows) players.get(row.room_id)?.push(row.entry_id);
    return players;
  }

  async countPlayers(manager: EntityManager, roomId: string): Promise<number> {
    const [row]: Array<{ n: number }> = await manager.query('SELECT count(*)::int AS n FROM room_players WHERE room_id = $1', [roomId]);
    return row.n;
  }

  /** Puts entries in a room in one statement; entries already in it stay as they were. */
  async addPlayers(manager: EntityManager, room: RoomEntity, entryIds: readonly string[], now: Date): Promise<void> {
    if (entryIds.length === 0) return;
    await manager.query(
      `INSERT INTO room_players (room_id, entry_id, tournament_id, joined_at)
       SELECT $1, entry_id, $2, $3 FROM unnest($4::uuid[]) AS entry_id
       ON CONFLICT (room_id, entry_id) DO NOTHING`,
      [room.id, room.tournamentId, now, entryIds],
    );
  }

  async removePlayers(manager: EntityManager, room: RoomEntity, entryIds: readonly string[]): Promise<void> {
    if (entryIds.length === 0) return;
    await manager.query('DELETE FROM room_players WHERE room_id = $1 AND entry_id = ANY($2::uuid[])', [room.id, entryIds]);
  }

  /** Of `entryIds`, those that are entries of the tournament still holding a seat. */
  async seatedEntryIds(
    manager: EntityManager,
    operatorId: string,
    tournamentId: string,
    entryIds: readonly string[],
  ): Promise<Set<string>> {
    if (entryIds.length === 0) return new Set();
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM tournament_entries
       WHERE operator_id = $1 AND tournament_id = $2 AND id = ANY($3::uuid[]) AND ${SEATED_ENTRY_SQL}`,
      [operatorId, tournamentId, entryIds],
    );
    return new Set(rows.map((r) => r.id));
  }

  /**
   * The current room of each entry: the open or playing room it joined last (ties: the newer
   * room). Served by idx_room_players_entry.
   */
  async currentRooms(operatorId: string, tournamentId: string, entryIds: readonly string[]): Promise<Map<string, CurrentRoom>> {
    if (entryIds.length === 0) return new Map();
    const rows: Array<{ entry_id: string; room_id: string; round: number | null; group_name: string | null }> = await this.dataSource.query(
      `SELECT DISTINCT ON (rp.entry_id) rp.entry_id, r.id AS room_id, r.round, r.group_name
       FROM room_players rp JOIN rooms r ON r.id = rp.room_id
       WHERE rp.entry_id = ANY($1::uuid[]) AND rp.tournament_id = $2 AND r.operator_id = $3 AND r.status IN ('open', 'playing')
       ORDER BY rp.entry_id, rp.joined_at DESC, r.created_at DESC, r.id DESC`,
      [entryIds, tournamentId, operatorId],
    );
    return new Map(rows.map((r) => [r.entry_id, { roomId: r.room_id, round: r.round, group: r.group_name }]));
  }

  private async playerCounts(roomIds: readonly string[]): Promise<Map<string, number>> {
    if (roomIds.length === 0) return new Map();
    const rows: Array<{ room_id: string; n: number }> = await this.dataSource.query(
      'SELECT room_id, count(*)::int AS n FROM room_players WHERE room_id = ANY($1::uuid[]) GROUP BY room_id',
      [roomIds],
    );
    return new Map(rows.map((r) => [r.room_id, r.n]));
  }
}

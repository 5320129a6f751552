import { DomainException } from '@app/common';
import { ErrorCode } from '@app/common';

/**
 * Rules of the game platform's rooms (D11), in plain TypeScript: sizes, status transitions, when
 * a tournament's rooms may change, and what a player's room says about its round and group.
 */

export const ROOM_STATUSES = ['open', 'playing', 'closed'] as const;
export type RoomStatusValue = (typeof ROOM_STATUSES)[number];

/** Open and playing rooms are a tournament's `active_games`. */
export const ACTIVE_ROOM_STATUSES: readonly RoomStatusValue[] = ['open', 'playing'];

/** Most players one room holds, and most ids one request may name. */
export const MAX_ROOM_PLAYERS = 1000;
/** Most bytes of JSON a room's metadata may take (as `config`, D2). */
export const MAX_ROOM_METADATA_BYTES = 16 * 1024;
/** `group` is stored in a varchar(128). */
export const MAX_ROOM_GROUP_LENGTH = 128;
export const MAX_ROOM_ROUND = 1_000_000;

/** Forward moves only: open → playing → closed, and open → closed (a room abandoned before play). */
const ROOM_TRANSITIONS: Readonly<Record<RoomStatusValue, readonly RoomStatusValue[]>> = {
  open: ['playing', 'closed'],
  playing: ['closed'],
  closed: [],
};

export function isRoomStatus(value: unknown): value is RoomStatusValue {
  return typeof value === 'string' && (ROOM_STATUSES as readonly string[]).includes(value);
}

/**
 * A requested status change. The same status again is no change (a retried PATCH succeeds);
 * any change of a closed room → 409 `room_closed`; a move backwards (playing → open) → 409
 * `invalid_room_transition`.
 */
export function assertRoomTransition(from: RoomStatusValue, to: RoomStatusValue): void {
  if (from === to) return;
  if (from === 'closed') throw roomClosed();
  if (!ROOM_TRANSITIONS[from].includes(to)) {
    throw new DomainException(ErrorCode.InvalidRoomTransition, `A ${from} room cannot become ${to}; rooms move open → playing → closed`);
  }
}

/** A closed room is final: its players, metadata and status no longer change. */
export function roomClosed(): DomainException {
  return new DomainException(ErrorCode.RoomClosed, 'The room is closed; a closed room can no longer change');
}

/**
 * Rooms are created and changed only while the tournament is scheduled or in progress: after
 * it is completed (409 `tournament_completed`) or cancelled (409 `tournament_cancelled`) they are
 * history.
 */
export function assertRoomsWritable(tournamentStatus: string): void {
  if (tournamentStatus === 'scheduled' || tournamentStatus === 'in_progress') return;
  if (tournamentStatus === 'cancelled') {
    throw new DomainException(ErrorCode.TournamentCancelled, 'The tournament is cancelled; its rooms can no longer change');
  }
  throw new DomainException(ErrorCode.TournamentCompleted, `The tournament is ${tournamentStatus}; its rooms can no longer change`);
}

/** Rooms are live (active games, a player's current room) only while the tournament runs. */
export function roomsAreLive(tournamentStatus: string): boolean {
  return tournamentStatus === 'scheduled' || tournamentStatus === 'in_progress';
}

/** The room a player is in now: its latest open or playing room. */
export interface CurrentRoom {
  roomId: string;
  round: number | null;
  group: string | null;
}

/** Entry statuses of players still competing: they follow the tournament's current round. */
const STILL_IN = new Set(['registered', 'active']);

/**
 * A player's round and group (spec 7 `current_round` / `current_group`, endpoint 13
 * `current_round_id` / `current_group_id`): the group is the current room's group, or the room's
 * id when it has none; the round is the current room's round, else the tournament's current round
 * for a player still in; null otherwise. The round is a string, as spec 7 types it.
 */
export function roundAndGroupOf(
  entryStatus: string,
  room: CurrentRoom | null,
  tournamentRound: number | null,
): { currentRound: string | null; currentGroup: string | null } {
  const round = room?.round ?? (STILL_IN.has(entryStatus) ? tournamentRound : null);
  return {
    currentRound: round === null || round === undefined ? null : String(round),
    currentGroup: room ? (room.group ?? room.roomId) : null,
  };
}

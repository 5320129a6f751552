import { DomainException, ErrorCode } from '@app/common';
import { assertRoomsWritable, assertRoomTransition, roomsAreLive, roundAndGroupOf, ROOM_STATUSES, RoomStatusValue } from './room-rules';

function codeOf(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainException);
    return (error as DomainException).code;
  }
}

describe('room status transitions (D11)', () => {
  const allowed: Array<[RoomStatusValue, RoomStatusValue]> = [
    ['open', 'playing'],
    ['open', 'closed'],
    ['playing', 'closed'],
  ];

  it.each(allowed)('%s → %s is allowed', (from, to) => {
    expect(codeOf(() => assertRoomTransition(from, to))).toBeUndefined();
  });

  it.each(ROOM_STATUSES.map((s) => [s]))('%s → the same status is no change, not an error', (status) => {
    expect(codeOf(() => assertRoomTransition(status, status))).toBeUndefined();
  });

  it('playing → open goes backwards: 409 invalid_room_transition', () => {
    expect(codeOf(() => assertRoomTransition('playing', 'open'))).toBe(ErrorCode.InvalidRoomTransition);
  });

  it.each([['open'], ['playing']] as Array<[RoomStatusValue]>)('closed → %s: 409 room_closed (closed is final)', (to) => {
    expect(codeOf(() => assertRoomTransition('closed', to))).toBe(ErrorCode.RoomClosed);
  });

  it('every pair is either allowed, no change, or refused with one of the two codes', () => {
    for (const from of ROOM_STATUSES) {
      for (const to of ROOM_STATUSES) {
        const code = codeOf(() => assertRoomTransition(from, to));
        const expected =
          from === to || allowed.some(([a, b]) => a === from && b === to)
            ? undefined
            : from === 'closed'
              ? ErrorCode.RoomClosed
              : ErrorCode.InvalidRoomTransition;
        expect({ from, to, code }).toEqual({ from, to, code: expected });
      }
    }
  });
});

describe('rooms and the tournament state', () => {
  it.each([['scheduled'], ['in_progress']])('rooms change while %s', (status) => {
    expect(codeOf(() => assertRoomsWritable(status))).toBeUndefined();
    expect(roomsAreLive(status)).toBe(true);
  });

  it('a completed tournament refuses room changes with tournament_completed', () => {
    expect(codeOf(() => assertRoomsWritable('completed'))).toBe(ErrorCode.TournamentCompleted);
    expect(roomsAreLive('completed')).toBe(false);
  });

  it('a cancelled tournament refuses room changes with tournament_cancelled', () => {
    expect(codeOf(() => assertRoomsWritable('cancelled'))).toBe(ErrorCode.TournamentCancelled);
    expect(roomsAreLive('cancelled')).toBe(false);
  });
});

describe('roundAndGroupOf: current_round and current_group (spec 7, endpoint 13)', () => {
  const room = { roomId: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01', round: 3, group: 'B' };

  it("takes the current room's round and group", () => {
    expect(roundAndGroupOf('active', room, 2)).toEqual({ currentRound: '3', currentGroup: 'B' });
  });

  it('uses the room id as the group of a room without one', () => {
    expect(roundAndGroupOf('active', { ...room, group: null }, 2)).toEqual({ currentRound: '3', currentGroup: room.roomId });
  });

  it("falls back to the tournament's round when the room has none, for a player still in", () => {
    expect(roundAndGroupOf('active', { ...room, round: null }, 2)).toEqual({ currentRound: '2', currentGroup: 'B' });
  });

  it.each([['registered'], ['active']])("a %s player outside rooms follows the tournament's round", (status) => {
    expect(roundAndGroupOf(status, null, 5)).toEqual({ currentRound: '5', currentGroup: null });
  });

  it.each([['eliminated'], ['finished'], ['winner'], ['withdrawn'], ['refunded']])('a %s player outside rooms has no round', (status) => {
    expect(roundAndGroupOf(status, null, 5)).toEqual({ currentRound: null, currentGroup: null });
  });

  it('is all null before any round and room', () => {
    expect(roundAndGroupOf('registered', null, null)).toEqual({ currentRound: null, currentGroup: null });
  });
});

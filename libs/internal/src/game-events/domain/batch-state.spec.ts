import { BatchState, EntryState, inPlayRejection } from './batch-state';
import { GameEvent } from './game-event';

const A = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f0a';
const B = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f0b';
const GONE = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f0c';
const T1 = new Date('2026-11-22T10:00:01.000Z');
const T2 = new Date('2026-11-22T10:00:02.000Z');

function entry(id: string, fields: Partial<EntryState> = {}): EntryState {
  return {
    id,
    playerId: `p-${id.slice(-1)}`,
    displayName: id,
    status: 'active',
    points: 0n,
    pointsUpdatedAt: null,
    eliminatedAt: null,
    eliminationRound: null,
    ...fields,
  };
}

function state(round: number | null = null, status: 'scheduled' | 'in_progress' | 'completed' | 'cancelled' = 'in_progress') {
  return new BatchState({ status, currentRound: round }, [entry(A), entry(B), entry(GONE, { status: 'withdrawn' })]);
}

const score = (id: string, kind: 'set' | 'delta', units: bigint, occurredAt = T1): GameEvent => ({
  eventId: 'e',
  type: 'score.updated',
  occurredAt,
  internalPlayerId: id,
  change: { kind, units },
});
const eliminate = (ids: string[], round: number | null = null, occurredAt = T2): GameEvent => ({
  eventId: 'e',
  type: 'player.eliminated',
  occurredAt,
  internalPlayerIds: ids,
  round,
});
const round = (n: number, type: 'round.started' | 'round.completed' = 'round.started'): GameEvent => ({
  eventId: 'e',
  type,
  occurredAt: T1,
  round: n,
});

describe('BatchState (D5, D11)', () => {
  it('sets and adds points exactly, stamping the time the total was reached', () => {
    const s = state();
    expect(s.apply(score(A, 'set', 10_000_000_000n))).toBeNull();
    expect(s.apply(score(A, 'delta', -25_000_000n, T2))).toBeNull();
    const [changed] = s.takeChanges().entries;
    expect(changed).toMatchObject({ id: A, points: 9_975_000_000n, pointsUpdatedAt: T2.toISOString() });
  });

  it('keeps the earlier time when the total does not change, and writes nothing for it', () => {
    const s = new BatchState({ status: 'in_progress', currentRound: null }, [
      entry(A, { points: 500n, pointsUpdatedAt: '2026-11-22 09:00:00.123456+00' }),
    ]);
    expect(s.apply(score(A, 'set', 500n, T2))).toBeNull();
    expect(s.apply(score(A, 'delta', 0n, T2))).toBeNull();
    expect(s.hasChanges()).toBe(false);
    expect(s.takeChanges().entries).toEqual([]);
  });

  it('refuses a total beyond 10^15 points and leaves the entry as it was', () => {
    const s = state();
    const max = 10n ** 15n * 10n ** 8n;
    expect(s.apply(score(A, 'set', max))).toBeNull();
    expect(s.apply(score(A, 'delta', 1n))).toEqual({ error: 'invalid_event', message: expect.stringContaining('1000000000000000') });
    expect(s.takeChanges().entries[0].points).toBe(max);
  });

  it('refuses players that are not in the batch read (other tournament, unknown) and players who left', () => {
    const s = state();
    expect(s.apply(score('019a8f2e-7c4b-7d21-9e3a-000000000000', 'set', 1n))).toMatchObject({ error: 'player_not_found' });
    expect(s.apply(score(GONE, 'set', 1n))).toMatchObject({ error: 'player_inactive' });
    expect(s.apply(eliminate([GONE]))).toMatchObject({ error: 'player_inactive' });
  });

  it('eliminates several players with one time (they tie) and the current round by default', () => {
    const s = state(3);
    expect(s.apply(eliminate([A, B]))).toBeNull();
    const { entries, eliminations } = s.takeChanges();
    expect(entries.map((e) => [e.id, e.status, e.eliminatedAt, e.eliminationRound])).toEqual([
      [A, 'eliminated', T2.toISOString(), 3],
      [B, 'eliminated', T2.toISOString(), 3],
    ]);
    expect(eliminations.map((e) => e.id)).toEqual([A, B]);
  });

  it('uses the round an elimination names', () => {
    const s = state(3);
    s.apply(eliminate([A], 2));
    expect(s.takeChanges().entries[0].eliminationRound).toBe(2);
  });

  it('applies an elimination all or nothing: one eliminated player refuses the whole event', () => {
    const s = state();
    s.apply(eliminate([B]));
    s.takeChanges();
    expect(s.apply(eliminate([A, B]))).toMatchObject({ error: 'player_eliminated' });
    expect(s.hasChanges()).toBe(false);
  });

  it('moves rounds forward only', () => {
    const s = state();
    s.apply(round(1));
    s.apply(round(2));
    s.apply(round(1, 'round.completed'));
    expect(s.takeChanges()).toMatchObject({ currentRound: 2, roundChanged: true });
    s.apply(round(2, 'round.completed'));
    expect(s.takeChanges()).toMatchObject({ currentRound: 2, roundChanged: false });
  });

  it('forgets what it handed out: a second takeChanges is empty', () => {
    const s = state();
    s.apply(score(A, 'set', 1n));
    s.apply(eliminate([B]));
    expect(s.takeChanges().entries).toHaveLength(2);
    expect(s.takeChanges()).toEqual({ entries: [], eliminations: [], currentRound: null, roundChanged: false });
  });

  it.each([
    ['scheduled', 'tournament_not_started'],
    ['completed', 'tournament_completed'],
    ['cancelled', 'tournament_cancelled'],
  ] as const)('refuses every in-play event while %s', (status, error) => {
    const s = state(null, status);
    for (const event of [score(A, 'set', 1n), eliminate([A]), round(1)]) expect(s.apply(event)).toMatchObject({ error });
    expect(s.hasChanges()).toBe(false);
    expect(inPlayRejection('in_progress')).toBeNull();
  });

  it('applies nothing to a tournament after reset reports it completed', () => {
    const s = state();
    s.reset({ status: 'completed', currentRound: null }, [entry(A, { status: 'finished' })]);
    expect(s.apply(score(A, 'set', 1n))).toMatchObject({ error: 'tournament_completed' });
  });
});

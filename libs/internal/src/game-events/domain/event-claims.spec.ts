import { claimsOf, EventRecord, settleClaims } from './event-claims';
import { parseGameEvent } from './game-event';

const PLAYER = '0b9f8a52-3c1e-4a5e-9d7b-2f6c8e1a4b3d';
const at = (second: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, second)).toISOString();
const score = (eventId: string, second: number, extra: Record<string, unknown> = {}) => ({
  event_id: eventId,
  type: 'score.updated',
  occurred_at: at(second),
  internal_player_id: PLAYER,
  points_delta: 1,
  ...extra,
});
const record = (eventId: string, type: string, second: number): EventRecord => ({ eventId, type, occurredAt: new Date(at(second)) });

describe('claimsOf', () => {
  it('claims each readable event id once, for its first readable occurrence, in batch order', () => {
    const parsed = [
      score('b', 1),
      { event_id: 'a', type: 'score.updated', occurred_at: 'yesterday' }, // unreadable: not claimed for it
      score('a', 2),
      score('b', 3),
      { event_id: 'c', type: 'no.such.type', occurred_at: at(4) },
      { event_id: 'd', type: 'round.started', occurred_at: at(5), round: 2 },
    ].map(parseGameEvent);
    expect(claimsOf(parsed)).toEqual([record('b', 'score.updated', 1), record('a', 'score.updated', 2), record('d', 'round.started', 5)]);
  });

  it('claims nothing for a batch of unreadable events', () => {
    expect(claimsOf([{ type: 'score.updated' }, 'text', null].map(parseGameEvent))).toEqual([]);
  });
});

describe('settleClaims', () => {
  const claimed = new Map([
    ['a', record('a', 'score.updated', 1)],
    ['b', record('b', 'score.updated', 2)],
    ['c', record('c', 'score.updated', 3)],
  ]);

  it('keeps the claims of accepted events as they are', () => {
    expect(settleClaims(claimed, new Map(claimed))).toEqual({ release: [], rewrite: [] });
  });

  it('frees the ids no event was accepted under', () => {
    expect(settleClaims(claimed, new Map([['b', record('b', 'score.updated', 2)]]))).toEqual({ release: ['a', 'c'], rewrite: [] });
  });

  it('rewrites a claim accepted for another event of the same id (other time or type)', () => {
    const accepted = new Map([
      ['a', record('a', 'score.updated', 9)],
      ['b', record('b', 'round.started', 2)],
      ['c', record('c', 'score.updated', 3)],
    ]);
    expect(settleClaims(claimed, accepted)).toEqual({
      release: [],
      rewrite: [record('a', 'score.updated', 9), record('b', 'round.started', 2)],
    });
  });
});

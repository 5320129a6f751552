import { readQueueMessage } from './queue-message';

const TOURNAMENT = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';
const EVENT = { event_id: 'e', type: 'round.started', occurred_at: '2026-11-22T10:00:00Z', round: 1 };

describe('readQueueMessage (D11 inbound queue)', () => {
  it('reads { tournament_id, events }, leaving the events to be read one by one', () => {
    const bad = { event_id: 'x', type: 'nonsense' };
    expect(readQueueMessage(JSON.stringify({ tournament_id: TOURNAMENT.toUpperCase(), events: [EVENT, bad] }))).toEqual({
      ok: true,
      tournamentId: TOURNAMENT,
      events: [EVENT, bad],
    });
  });

  it.each([
    ['no body', undefined, /not JSON/],
    ['text', 'hello', /not JSON/],
    ['a JSON array', '[]', /JSON object/],
    ['null', 'null', /JSON object/],
    ['no tournament_id', JSON.stringify({ events: [EVENT] }), /tournament_id/],
    ['a bad tournament_id', JSON.stringify({ tournament_id: 'abc', events: [EVENT] }), /tournament_id/],
    ['no events', JSON.stringify({ tournament_id: TOURNAMENT }), /events/],
    ['no event', JSON.stringify({ tournament_id: TOURNAMENT, events: [] }), /events/],
    ['1001 events', JSON.stringify({ tournament_id: TOURNAMENT, events: Array.from({ length: 1001 }, () => EVENT) }), /events/],
    ['an event that is not an object', JSON.stringify({ tournament_id: TOURNAMENT, events: [EVENT, 'x'] }), /events/],
    ['an unknown field', JSON.stringify({ tournament_id: TOURNAMENT, events: [EVENT], operator_id: 'x' }), /operator_id/],
  ])('refuses %s with a reason', (_label, body, reason) => {
    const read = readQueueMessage(body);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.reason).toMatch(reason);
  });
});

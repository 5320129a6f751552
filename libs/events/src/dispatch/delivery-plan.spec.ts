import { planDelivery, PlannedEvent } from './delivery-plan';

const NOW = new Date('2026-11-22T10:00:10.000Z');
const past = new Date('2026-11-22T10:00:00.000Z');
const ev = (id: string, eventType: string, nextAttemptAt = past): PlannedEvent => ({ id, eventType, nextAttemptAt });
const ids = (events: PlannedEvent[]) => events.map((e) => e.id);
const LB = 'leaderboard.updated';

describe('planDelivery (order, backoff and leaderboard coalescing, D12)', () => {
  it('sends every due event in stream order', () => {
    const plan = planDelivery([ev('1', 'player.registered'), ev('2', 'player.registered'), ev('3', 'tournament.started')], NOW, null);
    expect(ids(plan.send)).toEqual(['1', '2', '3']);
    expect(plan.coalesced).toEqual([]);
    expect(plan.hold).toBeUndefined();
  });

  it('stops at the first event waiting for its retry, so nothing overtakes it', () => {
    const later = new Date(NOW.getTime() + 5000);
    const plan = planDelivery([ev('1', 'player.registered'), ev('2', 'player.eliminated', later), ev('3', 'player.eliminated')], NOW, null);
    expect(ids(plan.send)).toEqual(['1']);
  });

  it('supersedes every pending leaderboard.updated but the newest, which keeps its place among the others', () => {
    const plan = planDelivery(
      [ev('1', LB), ev('2', 'player.eliminated'), ev('3', LB), ev('4', 'player.eliminated'), ev('5', LB), ev('6', 'prize.awarded')],
      NOW,
      null,
    );
    expect(ids(plan.coalesced)).toEqual(['1', '3']);
    expect(ids(plan.send)).toEqual(['2', '4', '5', '6']);
  });

  it('holds the leaderboard.updated (and what follows it) until a second after the last one delivered', () => {
    const lastDelivered = new Date(NOW.getTime() - 400);
    const plan = planDelivery([ev('1', 'player.eliminated'), ev('2', LB), ev('3', 'player.eliminated')], NOW, lastDelivered);
    expect(ids(plan.send)).toEqual(['1']);
    expect(plan.hold).toEqual({ event: expect.objectContaining({ id: '2' }), until: new Date(lastDelivered.getTime() + 1000) });
  });

  it('sends the leaderboard.updated once the second has passed', () => {
    const plan = planDelivery([ev('1', LB), ev('2', 'player.eliminated')], NOW, new Date(NOW.getTime() - 1000));
    expect(ids(plan.send)).toEqual(['1', '2']);
    expect(plan.hold).toBeUndefined();
  });

  it('a held leaderboard.updated is superseded by a newer one, so the events in between go at once', () => {
    const held = new Date(NOW.getTime() + 600);
    const plan = planDelivery([ev('1', LB, held), ev('2', 'player.eliminated'), ev('3', LB)], NOW, new Date(NOW.getTime() - 400));
    expect(ids(plan.coalesced)).toEqual(['1']);
    expect(ids(plan.send)).toEqual(['2']);
    expect(plan.hold?.event.id).toBe('3');
  });
});

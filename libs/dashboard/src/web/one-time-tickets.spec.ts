import { Clock } from '@app/common';
import { OneTimeTickets } from './one-time-tickets';

class FakeClock extends Clock {
  at = Date.UTC(2026, 0, 1);
  now(): Date {
    return new Date(this.at);
  }
}

describe('OneTimeTickets', () => {
  let clock: FakeClock;
  let tickets: OneTimeTickets;
  beforeEach(() => {
    clock = new FakeClock();
    tickets = new OneTimeTickets(clock);
  });

  it('gives the payload once, to the session and kind it was issued for', () => {
    const id = tickets.issue('session-1', 'new-key', { secret: 's' }, 60_000);
    expect(tickets.take('session-2', 'new-key', id)).toBeUndefined();
    expect(tickets.take('session-1', 'wallet-mode-change', id)).toBeUndefined();
    expect(tickets.take('session-1', 'new-key', id)).toEqual({ secret: 's' });
    expect(tickets.take('session-1', 'new-key', id)).toBeUndefined();
    expect(tickets.size).toBe(0);
  });

  it('lets a page peek without spending the ticket', () => {
    const id = tickets.issue('s', 'wallet-mode-change', 1, 60_000);
    expect(tickets.peek('s', 'wallet-mode-change', id)).toBe(1);
    expect(tickets.peek('s', 'wallet-mode-change', id)).toBe(1);
    expect(tickets.take('s', 'wallet-mode-change', id)).toBe(1);
    expect(tickets.peek('s', 'wallet-mode-change', id)).toBeUndefined();
  });

  it('forgets a ticket once its time is up', () => {
    const id = tickets.issue('s', 'new-key', 'x', 60_000);
    clock.at += 59_999;
    expect(tickets.peek('s', 'new-key', id)).toBe('x');
    clock.at += 1;
    expect(tickets.take('s', 'new-key', id)).toBeUndefined();
    expect(tickets.size).toBe(0);
  });

  it('reads nothing for ids that are not strings, empty or absurdly long, and ids are unguessable', () => {
    const id = tickets.issue('s', 'new-key', 'x', 60_000);
    expect(id).toMatch(/^[\w-]{32}$/);
    for (const bad of [undefined, null, 42, ['x'], '', 'x'.repeat(65)]) expect(tickets.take('s', 'new-key', bad)).toBeUndefined();
    expect(tickets.issue('s', 'new-key', 'y', 60_000)).not.toBe(id);
  });
});

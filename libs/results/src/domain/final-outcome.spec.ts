import { finalStatusCounts, finalStatusOf, storedStatusesOf, withFinalOutcome } from './final-outcome';

describe('final outcome of entries completion left unplaced (D6, D8)', () => {
  const entry = (status: string, prizeAmount: string | null) => ({ status, prizeAmount }) as { status: never; prizeAmount: string | null };

  it('reads a completed tournament’s players still in as finished with a prize of 0', () => {
    expect(withFinalOutcome(entry('active', null), 'completed')).toEqual({ status: 'finished', prizeAmount: '0' });
    expect(withFinalOutcome(entry('registered', null), 'completed')).toEqual({ status: 'finished', prizeAmount: '0' });
    expect(withFinalOutcome(entry('eliminated', null), 'completed')).toEqual({ status: 'eliminated', prizeAmount: '0' });
  });

  it('leaves what completion wrote, players without a seat and other tournaments as they are (the same object)', () => {
    for (const [status, prize, tournament] of [
      ['winner', '12.5', 'completed'],
      ['finished', '0', 'completed'],
      ['eliminated', '0', 'completed'],
      ['withdrawn', null, 'completed'],
      ['refunded', null, 'completed'],
      ['active', null, 'in_progress'],
      ['registered', null, 'scheduled'],
      ['refunded', null, 'cancelled'],
    ] as const) {
      const e = entry(status, prize);
      expect(withFinalOutcome(e, tournament)).toBe(e);
    }
  });

  it('keeps the class of an entity it changes, and does not change the entity it was given', () => {
    class Entry {
      status = 'active' as never;
      prizeAmount: string | null = null;
      id = 'e1';
    }
    const original = new Entry();
    const final = withFinalOutcome(original, 'completed');
    expect(final).toBeInstanceOf(Entry);
    expect(final).toMatchObject({ id: 'e1', status: 'finished', prizeAmount: '0' });
    expect(original).toMatchObject({ status: 'active', prizeAmount: null });
    expect(finalStatusOf('active', 'completed')).toBe('finished');
    expect(finalStatusOf('active', 'in_progress')).toBe('active');
  });

  it('turns a status filter into the stored statuses that read as those statuses', () => {
    expect(storedStatusesOf(['finished'], 'completed').sort()).toEqual(['active', 'finished', 'registered']);
    expect(storedStatusesOf(['active'], 'completed')).toEqual([]);
    expect(storedStatusesOf(['registered', 'eliminated'], 'completed')).toEqual(['eliminated']);
    expect(storedStatusesOf(['winner', 'withdrawn'], 'completed')).toEqual(['winner', 'withdrawn']);
    expect(storedStatusesOf(['active', 'registered'], 'in_progress')).toEqual(['active', 'registered']);
  });

  it('counts players still in as finished once completed', () => {
    const counts = {
      active: { players: 3, entries: 4 },
      finished: { players: 2, entries: 2 },
      registered: { players: 1, entries: 1 },
      winner: { players: 1, entries: 3 },
    };
    expect(finalStatusCounts(counts, 'completed')).toEqual({ finished: { players: 6, entries: 7 }, winner: { players: 1, entries: 3 } });
    expect(finalStatusCounts(counts, 'in_progress')).toBe(counts);
  });
});

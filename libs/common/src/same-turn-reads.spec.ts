import { SameTurnReads } from './same-turn-reads';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SameTurnReads', () => {
  it('shares one query among the reads of a key asked for in the same turn', async () => {
    const reads = new SameTurnReads<number>();
    const load = jest.fn().mockResolvedValue(7);
    const results = await Promise.all([reads.read('a', load), reads.read('a', load), reads.read('a', load)]);
    expect(results).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart', async () => {
    const reads = new SameTurnReads<string>();
    const load = jest.fn((key: string) => Promise.resolve(key.toUpperCase()));
    expect(await Promise.all([reads.read('a', () => load('a')), reads.read('b', () => load('b'))])).toEqual(['A', 'B']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never lets a read join a query that was already sent: it gets a query of its own', async () => {
    const reads = new SameTurnReads<number>();
    let release!: (value: number) => void;
    let sent = 0;
    const first = reads.read('a', () => {
      sent++;
      return new Promise<number>((resolve) => (release = resolve));
    });
    await nextTurn(); // the first query is sent and still running
    expect(sent).toBe(1);
    expect(reads.waitingKeys).toBe(0);
    // Asked for now (say, after a write committed): must not get the first query's answer.
    const second = reads.read('a', () => {
      sent++;
      return Promise.resolve(2);
    });
    release(1);
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(sent).toBe(2);
  });

  it('hands a failed query to every read that shared it, and the next read tries again', async () => {
    const reads = new SameTurnReads<number>();
    const failing = jest.fn().mockRejectedValue(new Error('database gone'));
    const both = Promise.allSettled([reads.read('a', failing), reads.read('a', failing)]);
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await reads.read('a', () => Promise.resolve(3))).toBe(3);
  });
});

import { ANNOUNCE_SQL, TournamentChangeAnnouncer } from './change-announcer';

/** A send whose statements complete only when the test says so. */
function controlledSend() {
  const calls: Array<{ ids: string[]; settle: (error?: Error) => void }> = [];
  const send = jest.fn((sql: string, parameters: unknown[]) => {
    expect(sql).toBe(ANNOUNCE_SQL);
    return new Promise<void>((resolve, reject) => {
      calls.push({ ids: parameters[0] as string[], settle: (error) => (error ? reject(error) : resolve()) });
    });
  });
  return { send, calls };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('TournamentChangeAnnouncer', () => {
  it('sends the first change at once', async () => {
    const { send, calls } = controlledSend();
    const announcer = new TournamentChangeAnnouncer(send, jest.fn());
    announcer.announce('t1');
    expect(calls.map((c) => c.ids)).toEqual([['t1']]);
    calls[0]!.settle();
    await announcer.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends the changes made while a statement is in flight together in the next one, each tournament once', async () => {
    const { send, calls } = controlledSend();
    const announcer = new TournamentChangeAnnouncer(send, jest.fn());
    announcer.announce('t1');
    for (let i = 0; i < 1000; i++) announcer.announce(i % 2 ? 't1' : 't2');
    announcer.announce('t3');
    expect(calls).toHaveLength(1);
    calls[0]!.settle();
    await tick();
    expect(calls.map((c) => c.ids)).toEqual([['t1'], ['t2', 't1', 't3']]);
    calls[1]!.settle();
    await announcer.flush();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('starts again for a change announced after everything was sent', async () => {
    const { send, calls } = controlledSend();
    const announcer = new TournamentChangeAnnouncer(send, jest.fn());
    announcer.announce('t1');
    calls[0]!.settle();
    await announcer.flush();
    announcer.announce('t2');
    expect(calls.map((c) => c.ids)).toEqual([['t1'], ['t2']]);
    calls[1]!.settle();
    await announcer.flush();
  });

  it('tries a failed statement again, then gives the tournaments up and goes on with the next changes', async () => {
    const { send, calls } = controlledSend();
    const onGiveUp = jest.fn();
    const sleeps: number[] = [];
    const announcer = new TournamentChangeAnnouncer(send, onGiveUp, async (ms) => {
      sleeps.push(ms);
    });
    announcer.announce('t1');
    for (let attempt = 0; attempt < 4; attempt++) {
      await tick();
      if (attempt === 1) announcer.announce('t2');
      calls[attempt]!.settle(new Error('connection lost'));
    }
    await tick();
    expect(onGiveUp).toHaveBeenCalledWith(expect.objectContaining({ message: 'connection lost' }), ['t1']);
    expect(sleeps).toEqual([50, 250, 1000]);
    expect(calls.map((c) => c.ids)).toEqual([['t1'], ['t1'], ['t1'], ['t1'], ['t2']]);
    calls[4]!.settle();
    await announcer.flush();
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('flush waits for the statement in flight', async () => {
    const { send, calls } = controlledSend();
    const announcer = new TournamentChangeAnnouncer(send, jest.fn());
    announcer.announce('t1');
    let flushed = false;
    const flushing = announcer.flush().then(() => (flushed = true));
    await tick();
    expect(flushed).toBe(false);
    calls[0]!.settle();
    await flushing;
    expect(flushed).toBe(true);
  });
});

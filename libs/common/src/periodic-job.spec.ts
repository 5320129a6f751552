import { PeriodicJob } from './periodic-job';

describe('PeriodicJob', () => {
  afterEach(() => jest.useRealTimers());

  it('shares a pass in progress between callers and runs a new one afterwards', async () => {
    let release!: () => void;
    const pass = jest.fn(() => new Promise<number>((resolve) => (release = () => resolve(pass.mock.calls.length))));
    const job = new PeriodicJob(pass, () => undefined);
    const first = job.runOnce();
    const second = job.runOnce();
    expect(second).toBe(first);
    release();
    expect(await first).toBe(1);
    const third = job.runOnce();
    expect(third).not.toBe(first);
    release();
    expect(await third).toBe(2);
  });

  it('runs on its interval, reports failures, and stop() waits for the pass in progress', async () => {
    jest.useFakeTimers();
    const errors: string[] = [];
    let calls = 0;
    const job = new PeriodicJob(
      async () => {
        calls++;
        if (calls === 2) throw new Error('boom');
        return calls;
      },
      (error) => errors.push(error.message),
    );
    job.start(1000);
    await jest.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(3);
    expect(errors).toEqual(['boom']);
    await job.stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(3);
  });

  it('does not start a timer for an interval of 0', async () => {
    jest.useFakeTimers();
    const pass = jest.fn(async () => 1);
    new PeriodicJob(pass, () => undefined).start(0);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(pass).not.toHaveBeenCalled();
  });
});

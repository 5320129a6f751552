import { nextDelayMs } from './wallet-operations.worker';

describe('wallet worker backoff', () => {
  it('doubles from 1 s and stops at 5 minutes', () => {
    expect([1, 2, 3, 4, 5].map(nextDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(nextDelayMs(9)).toBe(256_000);
    expect(nextDelayMs(10)).toBe(300_000);
    expect(nextDelayMs(100)).toBe(300_000);
    expect(nextDelayMs(0)).toBe(1000);
  });
});

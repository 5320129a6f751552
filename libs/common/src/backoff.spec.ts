import { backoffDelayMs, DELIVERY_BACKOFF, UNREACHABLE_BACKOFF } from './backoff';

describe('backoff with full jitter', () => {
  it('doubles the ceiling per attempt from 1 s, capped at 5 minutes for refused events', () => {
    const ceiling = (attempt: number) => backoffDelayMs(attempt, DELIVERY_BACKOFF, () => 0.999999);
    expect([1, 2, 3, 4].map(ceiling)).toEqual([999, 1999, 3999, 7999]);
    expect(ceiling(9)).toBe(255_999);
    expect(ceiling(10)).toBe(299_999);
    expect(ceiling(1000)).toBe(299_999);
  });

  it('probes an unreachable queue at least every 30 s', () => {
    expect(backoffDelayMs(50, UNREACHABLE_BACKOFF, () => 0.999999)).toBe(29_999);
  });

  it('spreads retries over the whole interval (full jitter), never negative', () => {
    expect(backoffDelayMs(3, DELIVERY_BACKOFF, () => 0)).toBe(0);
    expect(backoffDelayMs(3, DELIVERY_BACKOFF, () => 0.5)).toBe(2000);
    expect(backoffDelayMs(0, DELIVERY_BACKOFF, () => 0.5)).toBe(500);
    const delays = Array.from({ length: 200 }, () => backoffDelayMs(4, DELIVERY_BACKOFF));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(8000);
    expect(new Set(delays).size).toBeGreaterThan(100);
  });
});

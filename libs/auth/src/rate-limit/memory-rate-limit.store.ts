import { CounterState } from './rate-limit-policy';
import { ConsumeResult, CounterRequest, RateLimitStore } from './rate-limit.store';

interface Window {
  count: number;
  endsAt: number;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Counters of this process only (no REDIS_URL): each instance limits on its own. JavaScript runs
 * one callback at a time, so check-then-count is atomic here without locks.
 */
export class MemoryRateLimitStore extends RateLimitStore {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    super();
    // Ended windows of callers that never came back would otherwise stay forever.
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  consume(counters: readonly CounterRequest[]): Promise<ConsumeResult> {
    const now = this.now();
    const current = counters.map((c) => this.current(c.key, c.windowMs, now));
    const allowed = counters.every((c, i) => current[i].count < c.limit);
    if (allowed) {
      counters.forEach((c, i) => {
        current[i].count += 1;
        this.windows.set(c.key, current[i]);
      });
    }
    return Promise.resolve({ allowed, counters: current.map((w) => ({ count: w.count, ttlMs: w.endsAt - now })) });
  }

  peek(key: string, windowMs: number): Promise<CounterState> {
    const now = this.now();
    const window = this.current(key, windowMs, now);
    return Promise.resolve({ count: window.count, ttlMs: window.endsAt - now });
  }

  close(): Promise<void> {
    clearInterval(this.sweeper);
    this.windows.clear();
    return Promise.resolve();
  }

  /** The live window of the key, or a fresh empty one (not stored until counted). */
  private current(key: string, windowMs: number, now: number): Window {
    const window = this.windows.get(key);
    if (window && window.endsAt > now) return { ...window };
    return { count: 0, endsAt: now + windowMs };
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
  }
}

import { CounterState } from './rate-limit-policy';

/** One fixed-window counter to check and count: at most `limit` hits per `windowMs`. */
export interface CounterRequest {
  key: string;
  limit: number;
  windowMs: number;
}

export interface ConsumeResult {
  /** False when any counter was already at its limit; nothing was counted then. */
  allowed: boolean;
  /** One per request, in order: after counting when allowed, as they were when refused. */
  counters: CounterState[];
}

/**
 * Where the counters live: Redis (shared by all instances) or this process's memory.
 *
 * Fixed windows: a counter's window starts with its first hit and lasts `windowMs`; the count
 * resets when it ends. `consume` is all-or-nothing and atomic: either every counter is below its
 * limit and each is counted once, or none is counted (so a refused call costs no budget).
 */
export abstract class RateLimitStore {
  abstract consume(counters: readonly CounterRequest[]): Promise<ConsumeResult>;
  /** The counter's state without counting anything. */
  abstract peek(key: string, windowMs: number): Promise<CounterState>;
  abstract close(): Promise<void>;
}

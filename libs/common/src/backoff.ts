/** Exponential backoff with full jitter: a random wait in [0, min(cap, base * 2^(attempt - 1))]. */
export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

/** Between attempts of an outbound delivery that was refused (SQS, the game platform): 1 s .. 5 min. */
export const DELIVERY_BACKOFF: BackoffPolicy = { baseMs: 1000, capMs: 5 * 60_000 };

/**
 * Between probes of a queue that could not be reached at all (network, 5xx, throttling): short,
 * so delivery resumes within half a minute of SQS coming back.
 */
export const UNREACHABLE_BACKOFF: BackoffPolicy = { baseMs: 1000, capMs: 30_000 };

/**
 * The wait before the next try after `attempt` failed tries (1 = the first failure). Full jitter
 * spreads the retries of many streams (and instances) instead of sending them all at once.
 */
export function backoffDelayMs(attempt: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.floor(random() * ceiling);
}

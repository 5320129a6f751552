/** Retry timing of the game-platform notifications (D12). */

/** Each POST is abandoned after this long (counts as a failed attempt). */
export const PLATFORM_CALL_TIMEOUT_MS = 5_000;

/** A claimed row is not claimed again before this, so a crashed sender's row is retried later. */
export const PLATFORM_CLAIM_LEASE_MS = 2 * PLATFORM_CALL_TIMEOUT_MS + 5_000;

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 5 * 60_000;

/**
 * Wait before the next attempt after `attempts` failed ones: exponential (1 s, 2 s, 4 s ... up
 * to 5 minutes) with ±20 % jitter, so many failed notifications do not all retry at once.
 * `random` is in [0, 1).
 */
export function platformRetryDelayMs(attempts: number, random: number = Math.random()): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random));
}

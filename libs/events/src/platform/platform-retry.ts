import { backoffDelayMs, DELIVERY_BACKOFF } from '@app/common';
/** Retry timing of the game-platform notifications (D12). */

/** Each POST is abandoned after this long (counts as a failed attempt). */
export const PLATFORM_CALL_TIMEOUT_MS = 5_000;

/** A claimed row is not claimed again before this, so a crashed sender's row is retried later. */
export const PLATFORM_CLAIM_LEASE_MS = 2 * PLATFORM_CALL_TIMEOUT_MS + 5_000;

/**
 * Wait before the next attempt after `attempts` failed ones: the same exponential backoff with
 * full jitter as every outbound delivery (1 s doubling up to 5 minutes), so many failed
 * notifications do not all retry at once.
 */
export function platformRetryDelayMs(attempts: number, random: () => number = Math.random): number {
  return backoffDelayMs(attempts, DELIVERY_BACKOFF, random);
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signing of the game-platform notifications (D12, docs/game-platform-webhook.md). The same
 * convention as the seamless wallet (docs/wallet-protocol.md): HMAC-SHA256 with the shared
 * secret over `<timestamp>.<raw body>`, the timestamp in Unix seconds; here the header carries
 * the bare lower-case hex digest.
 */

/** Header names (lower case, as Node delivers them). */
export const PLATFORM_HEADERS = {
  signature: 'x-signature',
  timestamp: 'x-timestamp',
  eventId: 'x-event-id',
} as const;

/** Receivers should refuse a timestamp further than this from their clock. */
export const PLATFORM_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Hex HMAC-SHA256(secret, "<timestamp>.<raw body>"). */
export function signPlatformNotification(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The headers of one signed POST. */
export function platformNotificationHeaders(secret: string, timestamp: number, rawBody: string, eventId: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    [PLATFORM_HEADERS.timestamp]: String(timestamp),
    [PLATFORM_HEADERS.signature]: signPlatformNotification(secret, timestamp, rawBody),
    [PLATFORM_HEADERS.eventId]: eventId,
  };
}

/**
 * What a receiver does (docs/game-platform-webhook.md): the signature must match and the
 * timestamp be within the tolerance of `nowSeconds`. Constant-time compare.
 */
export function verifyPlatformSignature(
  secret: string,
  timestampHeader: string | undefined,
  rawBody: string,
  signatureHeader: string | undefined,
  nowSeconds: number,
  toleranceSeconds = PLATFORM_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!timestampHeader || !/^\d{1,12}$/.test(timestampHeader) || !signatureHeader) return false;
  if (Math.abs(nowSeconds - Number(timestampHeader)) > toleranceSeconds) return false;
  const expected = Buffer.from(signPlatformNotification(secret, Number(timestampHeader), rawBody));
  const given = Buffer.from(signatureHeader);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

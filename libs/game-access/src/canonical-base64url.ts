/**
 * The one spelling of a JWT (RFC 7515 §2, §7.1: base64url "with all trailing '=' characters
 * omitted", and no other characters). Decoders, jose's included, are lenient: they accept padding,
 * ignore the unused low bits of the last character and skip white space, so without this check
 * the same signed token would have many spellings (`…A`, `…B` … `…P` and `…A==` verify alike) and
 * a token string could not serve as its own identity (a deny list, a cache key, a log search).
 *
 * A segment is canonical when re-encoding its decoded bytes gives back the same string:
 * - only the characters A-Z a-z 0-9 - _ (no `=`, `+`, `/`, white space or anything else);
 * - a length that is not 1 more than a multiple of 4 (no 6-bit remainder encodes a whole byte);
 * - a last character whose bits beyond the final byte are zero: after 4n+2 characters (one byte
 *   in the last group) its low 4 bits, after 4n+3 (two bytes) its low 2 bits.
 */

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64URL_CHARACTERS = /^[A-Za-z0-9_-]*$/;

/** Bits of the last character that carry no data, by the segment's length modulo 4. */
const UNUSED_LOW_BITS: Record<number, number> = { 0: 0, 2: 0b1111, 3: 0b11 };

/** Whether `segment` is the canonical unpadded base64url encoding of some bytes (the empty string encodes none). */
export function isCanonicalBase64url(segment: string): boolean {
  if (typeof segment !== 'string' || !BASE64URL_CHARACTERS.test(segment)) return false;
  const unused = UNUSED_LOW_BITS[segment.length % 4];
  if (unused === undefined) return false;
  if (unused === 0) return true;
  return (BASE64URL_ALPHABET.indexOf(segment[segment.length - 1]) & unused) === 0;
}

/**
 * Whether `token` is a JWS in compact serialization spelled canonically: exactly three segments
 * (header, payload, signature) separated by dots, each canonical base64url. The header and
 * payload must not be empty; the signature may be (an unsecured JWT, refused later as unsigned).
 */
export function isCanonicalCompactJws(token: string): boolean {
  if (typeof token !== 'string') return false;
  const segments = token.split('.');
  if (segments.length !== 3) return false;
  const [header, payload] = segments;
  return header.length > 0 && payload.length > 0 && segments.every(isCanonicalBase64url);
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export type KeyEnvironment = 'live' | 'test';

/** What the Authorization header holds, once read (D4). */
export type PresentedKey = { kind: 'operator'; publicId?: string; secret: string } | { kind: 'internal'; secret: string };

const SECRET_BODY = '[A-Za-z0-9_-]{20,128}';
const COMPOUND = new RegExp(`^(pk_(live|test)_[A-Za-z0-9]{8,64}):(sk_\\2_${SECRET_BODY})$`);
const SINGLE = new RegExp(`^sk_(live|test)_${SECRET_BODY}$`);
const INTERNAL = new RegExp(`^internal_${SECRET_BODY}$`);

/**
 * Reads a presented key: compound `pk_live_<id>:sk_live_<secret>`, single `sk_live_<secret>`
 * (either with `_test_`), or internal `internal_<secret>`. Returns undefined when malformed.
 */
export function parsePresentedKey(raw: string): PresentedKey | undefined {
  const compound = COMPOUND.exec(raw);
  if (compound) return { kind: 'operator', publicId: compound[1], secret: compound[3] };
  if (SINGLE.test(raw)) return { kind: 'operator', secret: raw };
  if (INTERNAL.test(raw)) return { kind: 'internal', secret: raw };
  return undefined;
}

/** `Bearer <token>` → token; anything else → undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Hex SHA-256: the only form in which a secret is stored. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests or public ids. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface GeneratedOperatorKey {
  publicId: string;
  secret: string;
  /** The whole key as the client sends it: `pk_..:sk_..`. Shown once. */
  apiKey: string;
  secretHash: string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomAlphanumeric(length: number): string {
  // 256 % 62 bias is irrelevant for an identifier that is public anyway.
  return Array.from(randomBytes(length), (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}

/** A new compound operator key with 256 bits of secret. */
export function generateOperatorKey(environment: KeyEnvironment): GeneratedOperatorKey {
  const publicId = `pk_${environment}_${randomAlphanumeric(24)}`;
  const secret = `sk_${environment}_${randomBytes(32).toString('base64url')}`;
  return { publicId, secret, apiKey: `${publicId}:${secret}`, secretHash: hashSecret(secret) };
}

/** A new internal (game platform) key. */
export function generateInternalKey(): { apiKey: string; secretHash: string } {
  const apiKey = `internal_${randomBytes(32).toString('base64url')}`;
  return { apiKey, secretHash: hashSecret(apiKey) };
}

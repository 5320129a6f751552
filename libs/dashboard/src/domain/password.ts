import { randomBytes, scrypt, ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Dashboard passwords (D13), hashed with scrypt (RFC 7914) from Node's own crypto. The stored
 * form carries its parameters, so they can be raised later without breaking existing hashes:
 * `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>`.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; allow twice that so Node's default 32 MB cap never trips.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Most memory a stored hash's parameters may ask for (128 * N * r bytes): 256 MiB. */
const MAX_SCRYPT_MEMORY = 256 * 2 ** 20;

/** Constant-time comparison; a malformed stored hash never matches and never throws. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) || p > 16) return false;
  // scrypt requires N to be a power of two above 1; the memory cap keeps a tampered row from
  // making one sign-in allocate gigabytes.
  if (128 * N * r > MAX_SCRYPT_MEMORY || N < 2 || (N & (N - 1)) !== 0) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  try {
    return timingSafeEqual(await derive(password, salt, { N, r, p }), expected);
  } catch {
    return false;
  }
}

/**
 * Verifies against a fixed throw-away hash, so that signing in with an unknown e-mail address
 * takes as long as with a known one and the response time does not reveal which addresses exist.
 */
let decoy: Promise<string> | undefined;
export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
}

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (password.length > PASSWORD_MAX_LENGTH) return `password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (password.trim().length === 0) return 'password must not be blank';
  return undefined;
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import type { CryptoKey, JWK } from 'jose';
import { KeyObject } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { AppConfig, Clock, ConfigError, newId } from '@app/common';
import { loadJose } from './jose';

/** The only signing algorithm of player JWTs (D10): EdDSA over Ed25519. */
export const GAME_TOKEN_ALG = 'EdDSA';
/** Sub-directory of DATA_DIR holding the generated keys when JWT_SIGNING_KEYS is unset. */
export const SIGNING_KEY_DIR = 'jwt-keys';

const KID = /^[A-Za-z0-9._~-]{1,128}$/;
const B64URL = /^[A-Za-z0-9_-]+$/;

/** A public key as published in the JWKS: never `d`. */
export interface PublicSigningJwk extends JWK {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

/** An Ed25519 private key in JWK form (what JWT_SIGNING_KEYS holds and `jwt generate-key` prints). */
export interface PrivateSigningJwk extends PublicSigningJwk {
  d: string;
}

export interface SigningKey {
  kid: string;
  /** When the key was made (key directory), or undefined for keys given by JWT_SIGNING_KEYS. */
  createdAt?: Date;
  /** Absent for a verify-only key of JWT_SIGNING_KEYS. */
  privateKey?: CryptoKey;
  /**
   * The private key as a node:crypto KeyObject: new tokens are signed with the synchronous
   * `crypto.sign`, several times cheaper per token than WebCrypto's asynchronous sign.
   */
  signer?: KeyObject;
  publicKey: CryptoKey;
  publicJwk: PublicSigningJwk;
}

/** The file `<kid>.json` of the key directory. */
interface KeyFile {
  kid: string;
  created_at: string;
  jwk: PrivateSigningJwk;
}

interface KeyRing {
  /** The key that signs new tokens: the first of JWT_SIGNING_KEYS, or the newest file. */
  signing?: SigningKey;
  /** Every published key, the signing one first. */
  keys: SigningKey[];
  byKid: Map<string, SigningKey>;
}

/** Thrown by `rotateSigningKey` when the keys come from JWT_SIGNING_KEYS. */
export class SigningKeyRotationError extends Error {}

/**
 * The Ed25519 keys of the player JWTs (D10), each with a `kid`.
 *
 * - `JWT_SIGNING_KEYS` set: a JSON array of JWKs; the first (a private key) signs, all are
 *   published. Checked at start-up: bad content stops the service with a ConfigError.
 * - Unset: the directory `<DATA_DIR>/jwt-keys`, one `<kid>.json` per key (mode 0600, written
 *   atomically). The first key is made on first use; the newest key signs and every key is
 *   published, so `rotateSigningKey()` (CLI `jwt rotate-key`) adds a key without invalidating the
 *   tokens the older ones signed. The directory is re-read when it changes, so a key rotated by the
 *   CLI is picked up by a running service.
 */
@Injectable()
export class SigningKeyStore implements OnModuleInit {
  private ring?: KeyRing;
  /** Directory mtime the ring was read at (directory source). */
  private ringStamp?: number;
  /** Serializes directory writes inside this process. */
  private writes: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  get source(): 'env' | 'directory' {
    return this.config.jwtSigningKeys !== undefined ? 'env' : 'directory';
  }

  get directory(): string {
    return join(this.config.dataDir, SIGNING_KEY_DIR);
  }

  /** Start-up check: JWT_SIGNING_KEYS, or the key files already in the directory (none are made here). */
  async onModuleInit(): Promise<void> {
    await this.current();
  }

  /** The key that signs new tokens; in directory mode the first key is generated when there is none. */
  async signingKey(): Promise<SigningKey & { privateKey: CryptoKey; signer: KeyObject }> {
    let ring = await this.current();
    if (!ring.signing) {
      await this.serialized(async () => {
        if (!(await this.current()).signing) await this.writeNewKey();
      });
      ring = await this.current();
    }
    const signing = ring.signing;
    if (!signing?.privateKey || !signing.signer) throw new Error('No signing key available');
    return signing as SigningKey & { privateKey: CryptoKey; signer: KeyObject };
  }

  /** The key with this `kid`, if it is published; never creates one. */
  async findKey(kid: string): Promise<SigningKey | undefined> {
    return (await this.current()).byKid.get(kid);
  }

  /** Every published public key, the signing one first (makes the first key when there is none). */
  async publicJwks(): Promise<PublicSigningJwk[]> {
    await this.signingKey();
    return (await this.current()).keys.map((key) => ({ ...key.publicJwk }));
  }

  /**
   * Adds a new key to the directory; it signs from now on, while the older keys stay published so
   * the tokens they signed verify until they expire. Not possible with JWT_SIGNING_KEYS (put the
   * new key first there instead).
   */
  async rotateSigningKey(): Promise<{ kid: string; createdAt: Date; publicJwk: PublicSigningJwk }> {
    if (this.source === 'env') {
      throw new SigningKeyRotationError(
        'JWT_SIGNING_KEYS is set: rotate by putting a new key (jwt generate-key) first in JWT_SIGNING_KEYS and keeping the old ones after it',
      );
    }
    const key = await this.serialized(() => this.writeNewKey());
    return { kid: key.kid, createdAt: key.createdAt as Date, publicJwk: { ...key.publicJwk } };
  }

  /** A fresh Ed25519 private JWK with a kid, for JWT_SIGNING_KEYS (`jwt generate-key`). */
  static async generatePrivateJwk(kid: string = newId()): Promise<PrivateSigningJwk> {
    const jose = await loadJose();
    const { privateKey } = await jose.generateKeyPair(GAME_TOKEN_ALG, { crv: 'Ed25519', extractable: true });
    const jwk = await jose.exportJWK(privateKey);
    return { kty: 'OKP', crv: 'Ed25519', x: jwk.x as string, d: jwk.d as string, kid, alg: 'EdDSA', use: 'sig' };
  }

  private async current(): Promise<KeyRing> {
    if (this.source === 'env') {
      this.ring ??= await parseEnvKeys(this.config.jwtSigningKeys as string);
      return this.ring;
    }
    const stamp = this.directoryStamp();
    if (!this.ring || stamp !== this.ringStamp) {
      // Stamp first, then read: a change in between only causes one more read later.
      this.ring = await this.readDirectory();
      this.ringStamp = stamp;
    }
    return this.ring;
  }

  /**
   * The directory's mtime, checked on every use so that a key rotated by the CLI signs at once.
   * Synchronous on purpose: one stat of a local directory is a single system call, where the
   * promise API hands it to libuv's thread pool and back, which cost about 130 µs of the event
   * loop's time per token under load (docs/benchmarks.md, sixth pass).
   */
  private directoryStamp(): number {
    const stats = statSync(this.directory, { throwIfNoEntry: false });
    return stats ? stats.mtimeMs : -1;
  }

  private async readDirectory(): Promise<KeyRing> {
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ring([]);
      throw error;
    }
    const keys: SigningKey[] = [];
    for (const name of names.filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort()) {
      keys.push(await this.readKeyFile(name));
    }
    // Newest first: it signs. Equal times (never written so by this store) fall back to the kid.
    keys.sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime() || (a.kid < b.kid ? 1 : -1));
    return ring(keys);
  }

  private async readKeyFile(name: string): Promise<SigningKey> {
    const path = join(this.directory, name);
    const where = `JWT signing key file ${path}`;
    let content: Partial<KeyFile>;
    try {
      content = JSON.parse(await readFile(path, 'utf8')) as Partial<KeyFile>;
    } catch (error) {
      if (error instanceof SyntaxError) throw new ConfigError(`${where} is not valid JSON`);
      throw error;
    }
    if (!content || typeof content !== 'object') throw new ConfigError(`${where} must hold a JSON object { kid, created_at, jwk }`);
    const createdAt = typeof content.created_at === 'string' ? new Date(content.created_at) : undefined;
    if (!createdAt || Number.isNaN(createdAt.getTime())) throw new ConfigError(`${where}: created_at must be an RFC 3339 date-time`);
    if (content.kid !== name.slice(0, -'.json'.length)) throw new ConfigError(`${where}: kid must equal the file name without .json`);
    const key = await importKey(content.jwk, where, { requirePrivate: true });
    if (key.kid !== content.kid) throw new ConfigError(`${where}: jwk.kid must equal kid`);
    return { ...key, createdAt };
  }

  /** Generates a key strictly newer than every key present and writes it atomically. */
  private async writeNewKey(): Promise<SigningKey> {
    const existing = await this.readDirectory();
    const newest = existing.signing?.createdAt?.getTime() ?? Number.NEGATIVE_INFINITY;
    const createdAt = new Date(Math.max(this.clock.now().getTime(), newest + 1));
    const jwk = await SigningKeyStore.generatePrivateJwk();
    const file: KeyFile = { kid: jwk.kid, created_at: createdAt.toISOString(), jwk };

    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const target = join(this.directory, `${jwk.kid}.json`);
    const temp = join(this.directory, `.${jwk.kid}.json.${process.pid}.tmp`);
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(file, null, 2)}\n`, 'utf8');
      await handle.sync();
    } catch (error) {
      await handle.close();
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await handle.close();
    await rename(temp, target);
    await syncDirectory(this.directory);
    this.ring = undefined;
    const key = await importKey(jwk, target, { requirePrivate: true });
    return { ...key, createdAt };
  }

  private serialized<T>(work: () => Promise<T>): Promise<T> {
    const result = this.writes.then(work);
    this.writes = result.catch(() => undefined);
    return result;
  }
}

function ring(keys: SigningKey[]): KeyRing {
  return { signing: keys[0], keys, byKid: new Map(keys.map((key) => [key.kid, key])) };
}

async function syncDirectory(path: string): Promise<void> {
  try {
    const dir = await open(path, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch {
    // Not every platform can fsync a directory; the rename itself is atomic.
  }
}

/** Parses JWT_SIGNING_KEYS; every problem is a ConfigError naming the entry (never echoing key material). */
async function parseEnvKeys(raw: string): Promise<KeyRing> {
  const name = 'JWT_SIGNING_KEYS';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError(`${name} must be a JSON array of Ed25519 private JWKs (see \`jwt generate-key\`): the value is not valid JSON`);
  }
  const list = Array.isArray(parsed) ? parsed : isObject(parsed) && Array.isArray(parsed.keys) ? parsed.keys : undefined;
  if (!list) throw new ConfigError(`${name} must be a JSON array of Ed25519 private JWKs (or a JWKS object { "keys": [...] })`);
  if (list.length === 0) throw new ConfigError(`${name} holds no key: give at least one Ed25519 private JWK`);
  const keys: SigningKey[] = [];
  for (const [index, entry] of list.entries()) {
    const key = await importKey(entry, `${name}[${index}]`, { requirePrivate: index === 0 });
    if (keys.some((k) => k.kid === key.kid)) throw new ConfigError(`${name}[${index}]: kid '${key.kid}' appears twice`);
    keys.push(key);
  }
  return ring(keys);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks and imports one Ed25519 JWK. A private key is also checked to match its public part by
 * signing and verifying a probe, so a wrong `x` fails at start-up rather than at every verify.
 */
async function importKey(value: unknown, where: string, options: { requirePrivate: boolean }): Promise<SigningKey> {
  if (!isObject(value)) throw new ConfigError(`${where} must be a JWK object`);
  const { kty, crv, x, d, kid, alg, use } = value;
  if (kty !== 'OKP' || crv !== 'Ed25519') throw new ConfigError(`${where}: only Ed25519 keys are accepted (kty "OKP", crv "Ed25519")`);
  if (typeof kid !== 'string' || !KID.test(kid)) {
    throw new ConfigError(`${where}: "kid" is required (1-128 characters of A-Z a-z 0-9 . _ ~ -)`);
  }
  const label = `${where} (kid '${kid}')`;
  if (alg !== undefined && alg !== 'EdDSA' && alg !== 'Ed25519') throw new ConfigError(`${label}: "alg" must be "EdDSA" when given`);
  if (use !== undefined && use !== 'sig') throw new ConfigError(`${label}: "use" must be "sig" when given`);
  if (typeof x !== 'string' || !B64URL.test(x)) throw new ConfigError(`${label}: "x" (the public key, base64url) is required`);
  if (d !== undefined && (typeof d !== 'string' || !B64URL.test(d))) throw new ConfigError(`${label}: "d" must be base64url`);
  if (options.requirePrivate && d === undefined) throw new ConfigError(`${label}: "d" is required: the signing key must be a private key`);

  const jose = await loadJose();
  const publicJwk: PublicSigningJwk = { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' };
  let publicKey: CryptoKey;
  let privateKey: CryptoKey | undefined;
  try {
    publicKey = (await jose.importJWK({ kty, crv, x }, GAME_TOKEN_ALG)) as CryptoKey;
    if (typeof d === 'string') privateKey = (await jose.importJWK({ kty, crv, x, d }, GAME_TOKEN_ALG)) as CryptoKey;
  } catch {
    const what = typeof d === 'string' ? 'private key ("x" must be the public key of "d")' : 'public key';
    throw new ConfigError(`${label}: not a valid Ed25519 ${what}`);
  }
  if (privateKey) {
    try {
      const probe = new TextEncoder().encode('key-check');
      const jws = await new jose.CompactSign(probe).setProtectedHeader({ alg: GAME_TOKEN_ALG }).sign(privateKey);
      await jose.compactVerify(jws, publicKey);
    } catch {
      throw new ConfigError(`${label}: "x" is not the public key of "d"`);
    }
  }
  return { kid, privateKey, signer: privateKey ? KeyObject.from(privateKey) : undefined, publicKey, publicJwk };
}

import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** Bytes of an AES-256 key. */
export const SECRET_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';
const B64URL = /^[A-Za-z0-9_-]*$/;
const KEY_ID = /^[0-9a-f]{8}$/;

/** A stored secret that cannot be opened: unknown key id, or a value that fails authentication. */
export class SecretDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretDecryptionError';
  }
}

/** The first 8 hex characters of the SHA-256 of the key: names the key in every stored value. */
export function secretKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/**
 * Reads a 32-byte key written as 64 hex characters or as base64 (standard or url-safe, padding
 * optional). Returns undefined for anything else; the caller names the setting in its error, and
 * never echoes the value.
 */
export function parseSecretKey(raw: string): Buffer | undefined {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(text)) return undefined;
  const key = Buffer.from(text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'), 'base64url');
  return key.length === SECRET_KEY_BYTES ? key : undefined;
}

/** The parts of a stored value `v1:<key id>:<iv>:<tag>:<ciphertext>`, or undefined if it is not one. */
function parseSealed(stored: string): { keyId: string; iv: Buffer; tag: Buffer; ciphertext: Buffer } | undefined {
  const parts = stored.split(':');
  if (parts.length !== 5 || parts[0] !== VERSION || !KEY_ID.test(parts[1])) return undefined;
  if (!parts.slice(2).every((part) => B64URL.test(part))) return undefined;
  const [iv, tag, ciphertext] = parts.slice(2).map((part) => Buffer.from(part, 'base64url'));
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return undefined;
  return { keyId: parts[1], iv, tag, ciphertext };
}

/**
 * Secrets at rest (the seamless wallet's HMAC secret): AES-256-GCM with a fresh 96-bit IV per
 * value, stored as `v1:<key id>:<iv b64url>:<tag b64url>:<ciphertext b64url>`. The key id tells
 * which key sealed a value, so a value sealed with a key this process does not have fails with a
 * clear error instead of decrypting to garbage; the GCM tag detects any tampering. The first key
 * seals; the previous keys (rotation) only open.
 */
export class SecretBox {
  private readonly keys = new Map<string, Buffer>();
  readonly keyId: string;

  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    for (const key of [current, ...previous]) {
      if (key.length !== SECRET_KEY_BYTES) throw new Error(`A secrets encryption key must be ${SECRET_KEY_BYTES} bytes`);
    }
    this.keyId = secretKeyId(current);
    this.keys.set(this.keyId, Buffer.from(current));
    for (const key of previous) {
      const id = secretKeyId(key);
      if (!this.keys.has(id)) this.keys.set(id, Buffer.from(key));
    }
  }

  /** Ids of every key this box can open with, the sealing one first. */
  get keyIds(): string[] {
    return [...this.keys.keys()];
  }

  /**
   * A 32-byte key for another purpose (e.g. signing cookies), derived from each key with
   * HKDF-SHA256 and the purpose as info, the sealing key's first: sign with the first, accept any
   * (so values signed before a rotation stay valid while the old key is listed). The secrets key
   * itself never leaves the box, and no derived key can decrypt anything.
   */
  derivedKeys(purpose: string): Buffer[] {
    return [...this.keys.values()].map((key) =>
      Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `tournament-service:${purpose}`, SECRET_KEY_BYTES)),
    );
  }

  /** True when `value` has the stored form (whatever key sealed it); anything else is legacy plaintext. */
  static isSealed(value: string): boolean {
    return parseSealed(value) !== undefined;
  }

  /** The key id of a sealed value, or undefined for plaintext. */
  static keyIdOf(value: string): string | undefined {
    return parseSealed(value)?.keyId;
  }

  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.keyId) as Buffer, iv);
    // The key id is authenticated too, so a value cannot be relabelled.
    cipher.setAAD(Buffer.from(`${VERSION}:${this.keyId}`));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [
      VERSION,
      this.keyId,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      ciphertext.toString('base64url'),
    ].join(':');
  }

  /** Opens a sealed value; throws SecretDecryptionError for an unknown key or a damaged value. */
  open(stored: string): string {
    const sealed = parseSealed(stored);
    if (!sealed) throw new SecretDecryptionError('The stored secret is not in the v1 encrypted form');
    const key = this.keys.get(sealed.keyId);
    if (!key) {
      throw new SecretDecryptionError(
        `The stored secret was encrypted with key id ${sealed.keyId}, which is not configured (configured: ${this.keyIds.join(', ')}): ` +
          'set SECRETS_ENCRYPTION_KEY to that key, or list it in SECRETS_ENCRYPTION_KEYS_PREVIOUS',
      );
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
      decipher.setAAD(Buffer.from(`${VERSION}:${sealed.keyId}`));
      decipher.setAuthTag(sealed.tag);
      return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretDecryptionError(
        `The stored secret (key id ${sealed.keyId}) failed authentication: it was altered or the key is wrong`,
      );
    }
  }

  /** Plaintext as is (a legacy row), a sealed value opened. */
  reveal(stored: string): string {
    return SecretBox.isSealed(stored) ? this.open(stored) : stored;
  }

  /** True when the value is not sealed with the current key: legacy plaintext, or an older key. */
  needsResealing(stored: string): boolean {
    return SecretBox.keyIdOf(stored) !== this.keyId;
  }
}

import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { parseSecretKey, SecretBox, SecretDecryptionError, secretKeyId } from './secret-box';

const KEY = Buffer.alloc(32, 7);
const OLD = Buffer.alloc(32, 9);

describe('SecretBox', () => {
  const box = new SecretBox(KEY);

  it('stores v1:<key id>:<iv>:<tag>:<ciphertext>, the key id being the first 8 hex of SHA-256 of the key', () => {
    const sealed = box.seal('wallet-hmac-secret-0123456789');
    const parts = sealed.split(':');
    expect(parts).toHaveLength(5);
    expect(parts[0]).toBe('v1');
    expect(parts[1]).toBe(createHash('sha256').update(KEY).digest('hex').slice(0, 8));
    expect(parts[1]).toBe(secretKeyId(KEY));
    expect(Buffer.from(parts[2], 'base64url')).toHaveLength(12);
    expect(Buffer.from(parts[3], 'base64url')).toHaveLength(16);
    for (const part of parts.slice(2)) expect(part).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('wallet-hmac-secret');
  });

  it('round-trips any text, with a fresh IV each time', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const a = box.seal(text);
        const b = box.seal(text);
        expect(a).not.toBe(b);
        expect(box.open(a)).toBe(text);
        expect(box.reveal(b)).toBe(text);
      }),
    );
  });

  it('opens values of a previous key but seals with the current one', () => {
    const old = new SecretBox(OLD).seal('rotated-secret');
    const rotated = new SecretBox(KEY, [OLD]);
    expect(rotated.keyIds).toEqual([secretKeyId(KEY), secretKeyId(OLD)]);
    expect(rotated.open(old)).toBe('rotated-secret');
    expect(rotated.needsResealing(old)).toBe(true);
    expect(SecretBox.keyIdOf(rotated.seal('x'))).toBe(secretKeyId(KEY));
    expect(rotated.needsResealing(rotated.seal('x'))).toBe(false);
  });

  it('derives a distinct key per purpose from each key, the current one first, never the key itself', () => {
    const rotated = new SecretBox(KEY, [OLD]);
    const [current, previous] = rotated.derivedKeys('dashboard-device');
    expect(rotated.derivedKeys('dashboard-device')).toHaveLength(2);
    expect(current).toHaveLength(32);
    expect(current.equals(new SecretBox(KEY).derivedKeys('dashboard-device')[0])).toBe(true);
    expect(previous.equals(new SecretBox(OLD).derivedKeys('dashboard-device')[0])).toBe(true);
    expect(current.equals(rotated.derivedKeys('another-purpose')[0])).toBe(false);
    expect(current.equals(KEY)).toBe(false);
  });

  it('refuses a value of an unknown key with a clear error naming the key ids, never garbage', () => {
    const foreign = new SecretBox(OLD).seal('someone-else');
    expect(() => box.open(foreign)).toThrow(SecretDecryptionError);
    expect(() => box.open(foreign)).toThrow(`key id ${secretKeyId(OLD)}, which is not configured (configured: ${secretKeyId(KEY)})`);
    expect(() => box.reveal(foreign)).toThrow(/SECRETS_ENCRYPTION_KEYS_PREVIOUS/);
  });

  it('detects a tampered ciphertext, tag, IV or relabelled key id', () => {
    const sealed = box.seal('tamper-me-please');
    const parts = sealed.split(':');
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] ^= 1;
      return bytes.toString('base64url');
    };
    for (const index of [2, 3, 4]) {
      const altered = [...parts];
      altered[index] = flip(altered[index]);
      expect(() => box.open(altered.join(':'))).toThrow(/failed authentication/);
    }
    // The key id is authenticated data: a value relabelled to another configured key fails too.
    const both = new SecretBox(KEY, [OLD]);
    const relabelled = [parts[0], secretKeyId(OLD), ...parts.slice(2)].join(':');
    expect(() => both.open(relabelled)).toThrow(/failed authentication/);
    expect(both.open(sealed)).toBe('tamper-me-please');
  });

  it('treats anything but the exact v1 form as legacy plaintext', () => {
    for (const plain of [
      '',
      'plain-secret-1234567',
      'v1:abc',
      'v1:zzzzzzzz:a:b:c',
      `v2:${secretKeyId(KEY)}:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAA:AA`,
    ]) {
      expect(SecretBox.isSealed(plain)).toBe(false);
      expect(box.reveal(plain)).toBe(plain);
      expect(box.needsResealing(plain)).toBe(true);
    }
    expect(() => box.open('plain')).toThrow(SecretDecryptionError);
  });

  it('accepts only 32-byte keys', () => {
    expect(() => new SecretBox(Buffer.alloc(16))).toThrow(/32 bytes/);
    expect(() => new SecretBox(KEY, [Buffer.alloc(31)])).toThrow(/32 bytes/);
  });
});

describe('parseSecretKey', () => {
  const key = randomBytes(32);

  it('reads 64 hex characters and base64 (standard, url-safe, with or without padding)', () => {
    for (const text of [
      key.toString('hex'),
      key.toString('hex').toUpperCase(),
      key.toString('base64'),
      key.toString('base64url'),
      ` ${key.toString('base64')}\n`,
    ]) {
      expect(parseSecretKey(text)).toEqual(key);
    }
  });

  it('refuses other lengths and alphabets', () => {
    for (const text of [
      '',
      'short',
      randomBytes(16).toString('hex'),
      randomBytes(31).toString('base64'),
      randomBytes(33).toString('base64'),
      `${key.toString('hex')}00`,
      '!'.repeat(44),
    ]) {
      expect(parseSecretKey(text)).toBeUndefined();
    }
  });
});

import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { bearerToken, generateInternalKey, generateOperatorKey, hashSecret, parsePresentedKey, safeEqual } from './api-key-format';

// D4: operator keys `pk_live_<id>:sk_live_<secret>` (or test), single `sk_live_<secret>`,
// internal `internal_<secret>`; only SHA-256 hashes of the secret part are stored.

const ID = 'AbCdEf0123456789';
const SECRET_BODY = 'x'.repeat(10) + 'Y_z-0123456789';

describe('parsePresentedKey', () => {
  describe('compound operator keys', () => {
    it.each(['live', 'test'])('reads pk_%s_<id>:sk_%s_<secret>', (env) => {
      const publicId = `pk_${env}_${ID}`;
      const secret = `sk_${env}_${SECRET_BODY}`;
      expect(parsePresentedKey(`${publicId}:${secret}`)).toEqual({
        kind: 'operator',
        publicId,
        secret,
      });
    });

    it.each([
      ['pk_live', 'sk_test'],
      ['pk_test', 'sk_live'],
    ])('refuses a mixed environment %s_..:%s_..', (pk, sk) => {
      expect(parsePresentedKey(`${pk}_${ID}:${sk}_${SECRET_BODY}`)).toBeUndefined();
    });

    it('accepts the shortest and longest public ids (8 and 64 characters)', () => {
      for (const id of ['a'.repeat(8), 'a'.repeat(64)]) {
        expect(parsePresentedKey(`pk_live_${id}:sk_live_${SECRET_BODY}`)).toMatchObject({
          kind: 'operator',
          publicId: `pk_live_${id}`,
        });
      }
    });

    it.each([
      ['a public id shorter than 8', `pk_live_${'a'.repeat(7)}:sk_live_${SECRET_BODY}`],
      ['a public id longer than 64', `pk_live_${'a'.repeat(65)}:sk_live_${SECRET_BODY}`],
      ['a public id with a symbol', `pk_live_abcd-efgh:sk_live_${SECRET_BODY}`],
      ['a secret shorter than 20', `pk_live_${ID}:sk_live_${'s'.repeat(19)}`],
      ['a secret longer than 128', `pk_live_${ID}:sk_live_${'s'.repeat(129)}`],
      ['a secret with a symbol', `pk_live_${ID}:sk_live_${'s'.repeat(20)}!`],
      ['no secret', `pk_live_${ID}:`],
      ['no public id', `:sk_live_${SECRET_BODY}`],
      ['a public id only', `pk_live_${ID}`],
      ['two colons', `pk_live_${ID}::sk_live_${SECRET_BODY}`],
      ['the parts swapped', `sk_live_${SECRET_BODY}:pk_live_${ID}`],
      ['an unknown environment', `pk_prod_${ID}:sk_prod_${SECRET_BODY}`],
      ['upper-case prefixes', `PK_LIVE_${ID}:SK_LIVE_${SECRET_BODY}`],
      ['a leading space', ` pk_live_${ID}:sk_live_${SECRET_BODY}`],
      ['a trailing space', `pk_live_${ID}:sk_live_${SECRET_BODY} `],
      ['a trailing newline', `pk_live_${ID}:sk_live_${SECRET_BODY}\n`],
      ['an internal secret part', `pk_live_${ID}:internal_${SECRET_BODY}`],
    ])('refuses %s', (_label, raw) => {
      expect(parsePresentedKey(raw)).toBeUndefined();
    });
  });

  describe('single operator keys', () => {
    it.each(['live', 'test'])('reads sk_%s_<secret> as an operator key without a public id', (env) => {
      const raw = `sk_${env}_${SECRET_BODY}`;
      const parsed = parsePresentedKey(raw);
      expect(parsed).toEqual({ kind: 'operator', secret: raw });
      expect(parsed).not.toHaveProperty('publicId');
    });

    it('accepts 20 and 128 character secrets', () => {
      expect(parsePresentedKey(`sk_live_${'a'.repeat(20)}`)).toBeDefined();
      expect(parsePresentedKey(`sk_live_${'a'.repeat(128)}`)).toBeDefined();
    });

    it.each([
      ['too short', `sk_live_${'a'.repeat(19)}`],
      ['too long', `sk_live_${'a'.repeat(129)}`],
      ['no environment', `sk_${SECRET_BODY}`],
      ['an unknown environment', `sk_prod_${SECRET_BODY}`],
      ['a dot in the secret', `sk_live_${SECRET_BODY}.x`],
      ['base64 padding', `sk_live_${SECRET_BODY}==`],
      ['a public key alone', `pk_live_${SECRET_BODY}`],
    ])('refuses a single key with %s', (_label, raw) => {
      expect(parsePresentedKey(raw)).toBeUndefined();
    });
  });

  describe('internal keys', () => {
    it('reads internal_<secret> as an internal key whose secret is the whole key', () => {
      const raw = `internal_${SECRET_BODY}`;
      expect(parsePresentedKey(raw)).toEqual({ kind: 'internal', secret: raw });
    });

    it.each([
      ['too short', `internal_${'a'.repeat(19)}`],
      ['too long', `internal_${'a'.repeat(129)}`],
      ['upper case', `INTERNAL_${SECRET_BODY}`],
      ['no underscore', `internal${SECRET_BODY}`],
      ['a space', `internal_${SECRET_BODY} x`],
    ])('refuses an internal key %s', (_label, raw) => {
      expect(parsePresentedKey(raw)).toBeUndefined();
    });
  });

  it.each([
    ['empty', ''],
    ['whitespace', '   '],
    ['a bearer header', `Bearer sk_live_${SECRET_BODY}`],
    ['random text', 'not-a-key'],
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc'],
  ])('refuses %s input', (_label, raw) => {
    expect(parsePresentedKey(raw)).toBeUndefined();
  });

  it('never throws on arbitrary strings and returns undefined or a well-formed result', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (raw) => {
        const parsed = parsePresentedKey(raw);
        if (parsed === undefined) return;
        expect(['operator', 'internal']).toContain(parsed.kind);
        expect(raw.endsWith(parsed.secret)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on strings built from key-like pieces', () => {
    const piece = fc.constantFrom('pk_', 'sk_', 'live_', 'test_', 'internal_', ':', '_', '-', 'a', 'Z', '9', ' ', '\n');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.string({ maxLength: 40 }), (pieces, tail) => {
        const raw = pieces.join('') + tail;
        expect(() => parsePresentedKey(raw)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });

  it('reads any well-formed compound key back into its parts', () => {
    const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.split(''));
    const secretChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split(''));
    fc.assert(
      fc.property(
        fc.constantFrom('live', 'test'),
        fc.array(alnum, { minLength: 8, maxLength: 64 }),
        fc.array(secretChar, { minLength: 20, maxLength: 128 }),
        (env, id, body) => {
          const publicId = `pk_${env}_${id.join('')}`;
          const secret = `sk_${env}_${body.join('')}`;
          expect(parsePresentedKey(`${publicId}:${secret}`)).toEqual({ kind: 'operator', publicId, secret });
          expect(parsePresentedKey(secret)).toEqual({ kind: 'operator', secret });
        },
      ),
    );
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['BEARER abc', 'abc'],
    ['Bearer    abc', 'abc'],
    ['Bearer abc   ', 'abc'],
    ['Bearer\tabc', 'abc'],
    [`Bearer pk_live_${ID}:sk_live_${SECRET_BODY}`, `pk_live_${ID}:sk_live_${SECRET_BODY}`],
    [`Bearer internal_${SECRET_BODY}`, `internal_${SECRET_BODY}`],
  ])('reads %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  it.each([
    ['undefined', undefined],
    ['empty', ''],
    ['scheme only', 'Bearer'],
    ['scheme and space', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['no scheme', 'abc'],
    ['two tokens', 'Bearer abc def'],
    ['no separator', 'Bearerabc'],
    ['leading space', ' Bearer abc'],
  ])('gives undefined for %s', (_label, header) => {
    expect(bearerToken(header)).toBeUndefined();
  });

  it('never throws on arbitrary headers', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (header) => {
        const token = bearerToken(header);
        if (token !== undefined) expect(token).toMatch(/^\S+$/);
      }),
    );
  });
});

describe('hashSecret', () => {
  const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

  it('is the hex SHA-256 of the UTF-8 secret', () => {
    expect(hashSecret('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashSecret('sk_live_é€😀')).toBe(sha256('sk_live_é€😀'));
  });

  it('matches node:crypto for any string, as 64 lower-case hex characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (s) => {
        const hash = hashSecret(s);
        expect(hash).toBe(sha256(s));
        expect(hash).toMatch(/^[0-9a-f]{64}$/);
      }),
    );
  });
});

describe('safeEqual', () => {
  it('is true for equal strings and false otherwise', () => {
    const h = hashSecret('one');
    expect(safeEqual(h, h)).toBe(true);
    expect(safeEqual(h, `${h}`)).toBe(true);
    expect(safeEqual(h, hashSecret('two'))).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });

  it('is false, without throwing, for different lengths', () => {
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', 'a')).toBe(false);
    // Same number of characters, different number of UTF-8 bytes.
    expect(safeEqual('é', 'e')).toBe(false);
  });

  it('agrees with === on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(safeEqual(a, b)).toBe(a === b);
        expect(safeEqual(a, a)).toBe(true);
      }),
    );
  });
});

describe('generateOperatorKey', () => {
  it.each(['live', 'test'] as const)('issues a compound %s key that parses back to itself', (env) => {
    const key = generateOperatorKey(env);
    expect(key.apiKey).toBe(`${key.publicId}:${key.secret}`);
    expect(key.publicId).toMatch(new RegExp(`^pk_${env}_[A-Za-z0-9]{24}$`));
    expect(key.secret).toMatch(new RegExp(`^sk_${env}_[A-Za-z0-9_-]{43}$`));
    expect(parsePresentedKey(key.apiKey)).toEqual({
      kind: 'operator',
      publicId: key.publicId,
      secret: key.secret,
    });
    expect(key.secretHash).toBe(hashSecret(key.secret));
    expect(key.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not store the secret in the hash, nor the public id in the secret', () => {
    const key = generateOperatorKey('live');
    expect(key.secretHash).not.toContain(key.secret);
    expect(key.secret).not.toContain(key.publicId.slice('pk_live_'.length));
  });

  it('issues a distinct key every time', () => {
    const keys = Array.from({ length: 200 }, () => generateOperatorKey('live'));
    expect(new Set(keys.map((k) => k.publicId)).size).toBe(keys.length);
    expect(new Set(keys.map((k) => k.secret)).size).toBe(keys.length);
    expect(new Set(keys.map((k) => k.secretHash)).size).toBe(keys.length);
  });

  it('round-trips for any run (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('live' as const, 'test' as const), (env) => {
        const key = generateOperatorKey(env);
        const parsed = parsePresentedKey(key.apiKey);
        expect(parsed).toEqual({ kind: 'operator', publicId: key.publicId, secret: key.secret });
        expect(safeEqual(hashSecret(parsed!.secret), key.secretHash)).toBe(true);
        // The secret alone is also a valid single-form key of the same environment.
        expect(parsePresentedKey(key.secret)).toEqual({ kind: 'operator', secret: key.secret });
      }),
      { numRuns: 500 },
    );
  });
});

describe('generateInternalKey', () => {
  it('issues an internal key that parses back to itself with the right hash', () => {
    const key = generateInternalKey();
    expect(key.apiKey).toMatch(/^internal_[A-Za-z0-9_-]{43}$/);
    expect(parsePresentedKey(key.apiKey)).toEqual({ kind: 'internal', secret: key.apiKey });
    expect(key.secretHash).toBe(createHash('sha256').update(key.apiKey).digest('hex'));
  });

  it('issues a distinct key every time', () => {
    const keys = Array.from({ length: 200 }, () => generateInternalKey());
    expect(new Set(keys.map((k) => k.apiKey)).size).toBe(keys.length);
    expect(new Set(keys.map((k) => k.secretHash)).size).toBe(keys.length);
  });

  it('round-trips for any run (property)', () => {
    fc.assert(
      fc.property(fc.constant(null), () => {
        const key = generateInternalKey();
        const parsed = parsePresentedKey(key.apiKey);
        expect(parsed?.kind).toBe('internal');
        expect(safeEqual(hashSecret(parsed!.secret), key.secretHash)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

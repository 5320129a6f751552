import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, ConfigError, loadConfig, ManualClock } from '@app/common';
import { GameTokenService } from './game-token.service';
import { loadJose } from './jose';
import { PrivateSigningJwk, SIGNING_KEY_DIR, SigningKeyRotationError, SigningKeyStore } from './signing-key-store';

const START = new Date('2030-01-01T00:00:00Z');

let dataDir: string;
let clock: ManualClock;

function configFor(overrides: Partial<AppConfig> = {}): AppConfig {
  return Object.assign(loadConfig({}), { dataDir, jwtSigningKeys: undefined }, overrides);
}

const tokenInput = {
  tournamentId: 't-1',
  internalPlayerId: 'ip-1',
  playerId: 'p-1',
  operatorId: 'o-1',
  externalUserId: 'u-1',
  displayName: 'Ann',
  game: 'slots',
};

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'jwt-keys-spec-'));
  clock = new ManualClock(START);
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('SigningKeyStore, key directory (JWT_SIGNING_KEYS unset)', () => {
  const keyDir = () => join(dataDir, SIGNING_KEY_DIR);

  it('creates nothing at start-up', async () => {
    const store = new SigningKeyStore(configFor(), clock);
    await store.onModuleInit();
    await expect(stat(keyDir())).rejects.toMatchObject({ code: 'ENOENT' });
    expect(store.source).toBe('directory');
    expect(store.directory).toBe(keyDir());
  });

  it('generates the first key on first use as <kid>.json, mode 0600, with no temp file left', async () => {
    const store = new SigningKeyStore(configFor(), clock);
    const key = await store.signingKey();
    const files = await readdir(keyDir());
    expect(files).toEqual([`${key.kid}.json`]);
    const path = join(keyDir(), files[0]);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const content = JSON.parse(await readFile(path, 'utf8'));
    expect(content).toMatchObject({
      kid: key.kid,
      created_at: START.toISOString(),
      jwk: { kty: 'OKP', crv: 'Ed25519', kid: key.kid, alg: 'EdDSA', use: 'sig', x: expect.any(String), d: expect.any(String) },
    });
    expect(key.createdAt).toEqual(START);
  });

  it('keeps using the stored key: the same one after a restart, and only one file', async () => {
    const first = await new SigningKeyStore(configFor(), clock).signingKey();
    const restarted = new SigningKeyStore(configFor(), clock);
    await restarted.onModuleInit();
    expect((await restarted.signingKey()).kid).toBe(first.kid);
    expect(await readdir(keyDir())).toHaveLength(1);
  });

  it('generates a single key when first uses race', async () => {
    const store = new SigningKeyStore(configFor(), clock);
    const kids = await Promise.all([store.signingKey(), store.signingKey(), store.publicJwks()]);
    expect(new Set([kids[0].kid, kids[1].kid, kids[2][0].kid]).size).toBe(1);
    expect(await readdir(keyDir())).toHaveLength(1);
  });

  it('publishes public parts only, with kid, alg EdDSA and use sig', async () => {
    const store = new SigningKeyStore(configFor(), clock);
    const jwks = await store.publicJwks();
    expect(jwks).toHaveLength(1);
    expect(Object.keys(jwks[0]).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x']);
    expect(jwks[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
  });

  it('rotation: the new key signs, the old one stays published and its tokens still verify', async () => {
    const store = new SigningKeyStore(configFor(), clock);
    const tokens = new GameTokenService(configFor(), clock, store);
    const before = await tokens.issue(tokenInput);
    const oldKid = (await store.signingKey()).kid;

    const rotated = await store.rotateSigningKey();
    expect(rotated.kid).not.toBe(oldKid);
    expect(rotated.createdAt.getTime()).toBeGreaterThan(START.getTime() - 1);
    expect((await store.signingKey()).kid).toBe(rotated.kid);
    expect((await store.publicJwks()).map((k) => k.kid)).toEqual([rotated.kid, oldKid]);

    const after = await tokens.issue(tokenInput);
    const jose = await loadJose();
    expect(jose.decodeProtectedHeader(before.jwt).kid).toBe(oldKid);
    expect(jose.decodeProtectedHeader(after.jwt).kid).toBe(rotated.kid);
    await expect(tokens.verify(before.jwt)).resolves.toMatchObject({ valid: true });
    await expect(tokens.verify(after.jwt)).resolves.toMatchObject({ valid: true });

    // And after a restart, from the files alone.
    const restarted = new GameTokenService(configFor(), clock, new SigningKeyStore(configFor(), clock));
    await expect(restarted.verify(before.jwt)).resolves.toMatchObject({ valid: true });
  });

  it('a new key is newer than every key present even when the clock has not moved or went back', async () => {
    const store = new SigningKeyStore(configFor(), clock);
    const first = await store.signingKey();
    const second = await store.rotateSigningKey();
    clock.set(new Date('2020-01-01T00:00:00Z'));
    const third = await store.rotateSigningKey();
    expect(second.createdAt.getTime()).toBeGreaterThan((first.createdAt as Date).getTime());
    expect(third.createdAt.getTime()).toBeGreaterThan(second.createdAt.getTime());
    expect((await store.signingKey()).kid).toBe(third.kid);
  });

  it('signs with the key whose file records the latest created_at', async () => {
    const store = new SigningKeyStore(configFor(), clock);
    const old = await store.signingKey();
    const rotated = await store.rotateSigningKey();
    const oldPath = join(keyDir(), `${old.kid}.json`);
    const content = JSON.parse(await readFile(oldPath, 'utf8'));
    content.created_at = '2031-01-01T00:00:00.000Z';
    await writeFile(oldPath, JSON.stringify(content));
    const fresh = new SigningKeyStore(configFor(), clock);
    expect((await fresh.signingKey()).kid).toBe(old.kid);
    expect((await fresh.publicJwks()).map((k) => k.kid)).toEqual([old.kid, rotated.kid]);
  });

  it('a running store picks up a key rotated by another process (the CLI)', async () => {
    const running = new SigningKeyStore(configFor(), clock);
    const old = await running.signingKey();
    const cli = new SigningKeyStore(configFor(), clock);
    const rotated = await cli.rotateSigningKey();
    expect((await running.signingKey()).kid).toBe(rotated.kid);
    expect(await running.findKey(old.kid)).toBeDefined();
  });

  it('refuses a corrupted key file with a ConfigError naming the file', async () => {
    const store = new SigningKeyStore(configFor(), clock);
    const key = await store.signingKey();
    const path = join(keyDir(), `${key.kid}.json`);
    await writeFile(path, '{ not json');
    const fresh = new SigningKeyStore(configFor(), clock);
    await expect(fresh.onModuleInit()).rejects.toThrow(ConfigError);
    await expect(fresh.onModuleInit()).rejects.toThrow(path);

    const content = { kid: key.kid, created_at: START.toISOString(), jwk: { kty: 'RSA', kid: key.kid } };
    await writeFile(path, JSON.stringify(content));
    await expect(new SigningKeyStore(configFor(), clock).signingKey()).rejects.toThrow(/only Ed25519 keys/);
  });

  it('ignores files that are not keys (temp files, other names)', async () => {
    const store = new SigningKeyStore(configFor(), clock);
    const key = await store.signingKey();
    await writeFile(join(keyDir(), '.abandoned.json.123.tmp'), 'partial');
    await writeFile(join(keyDir(), 'README'), 'notes');
    expect((await new SigningKeyStore(configFor(), clock).publicJwks()).map((k) => k.kid)).toEqual([key.kid]);
  });
});

describe('SigningKeyStore, JWT_SIGNING_KEYS', () => {
  let first: PrivateSigningJwk;
  let second: PrivateSigningJwk;

  beforeAll(async () => {
    first = await SigningKeyStore.generatePrivateJwk('key-2030');
    second = await SigningKeyStore.generatePrivateJwk('key-2029');
  });

  const envStore = (value: string) => new SigningKeyStore(configFor({ jwtSigningKeys: value }), clock);

  it('generatePrivateJwk makes an Ed25519 private JWK with kid, alg and use', async () => {
    const jwk = await SigningKeyStore.generatePrivateJwk();
    expect(Object.keys(jwk).sort()).toEqual(['alg', 'crv', 'd', 'kid', 'kty', 'use', 'x']);
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
  });

  it('signs with the first key, publishes all, and writes nothing to DATA_DIR', async () => {
    const store = envStore(JSON.stringify([first, second]));
    await store.onModuleInit();
    expect(store.source).toBe('env');
    expect((await store.signingKey()).kid).toBe('key-2030');
    const jwks = await store.publicJwks();
    expect(jwks.map((k) => k.kid)).toEqual(['key-2030', 'key-2029']);
    expect(jwks.every((k) => !('d' in k))).toBe(true);
    expect(jwks[1].x).toBe(second.x);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('tokens signed by a key that moved to second place still verify (rotation by configuration)', async () => {
    const before = envStore(JSON.stringify([second]));
    const token = await new GameTokenService(configFor(), clock, before).issue(tokenInput);
    const after = envStore(JSON.stringify([first, second]));
    const service = new GameTokenService(configFor(), clock, after);
    await expect(service.verify(token.jwt)).resolves.toMatchObject({ valid: true });
    const jose = await loadJose();
    expect(jose.decodeProtectedHeader((await service.issue(tokenInput)).jwt).kid).toBe('key-2030');
  });

  it('accepts a JWKS object and verify-only public keys after the first', async () => {
    const { d: _d, ...publicOnly } = second;
    const store = envStore(JSON.stringify({ keys: [first, publicOnly] }));
    await store.onModuleInit();
    expect((await store.publicJwks()).map((k) => k.kid)).toEqual(['key-2030', 'key-2029']);
  });

  it('does not rotate: the keys are the configuration', async () => {
    await expect(envStore(JSON.stringify([first])).rotateSigningKey()).rejects.toThrow(SigningKeyRotationError);
  });

  const badValues: Array<[string, () => unknown, RegExp]> = [
    ['not JSON', () => 'not-json', /not valid JSON/],
    ['a JSON string', () => '"abc"', /must be a JSON array/],
    ['an empty array', () => '[]', /holds no key/],
    ['a non-object entry', () => [42], /JWT_SIGNING_KEYS\[0\] must be a JWK object/],
    ['an RSA key', () => [{ kty: 'RSA', n: 'abc', e: 'AQAB', kid: 'r' }], /only Ed25519 keys/],
    ['an X25519 key', () => [{ ...first, crv: 'X25519' }], /only Ed25519 keys/],
    ['a missing kid', () => [{ ...first, kid: undefined }], /"kid" is required/],
    ['a bad kid', () => [{ ...first, kid: 'a/b' }], /"kid" is required/],
    ['an HMAC alg', () => [{ ...first, alg: 'HS256' }], /"alg" must be "EdDSA"/],
    ['use enc', () => [{ ...first, use: 'enc' }], /"use" must be "sig"/],
    ['a missing x', () => [{ ...first, x: undefined }], /"x" \(the public key/],
    ['a public first key', () => [{ ...first, d: undefined }, second], /JWT_SIGNING_KEYS\[0\].*"d" is required/],
    ['a non-base64url d', () => [{ ...first, d: 'ab+/=' }], /"d" must be base64url/],
    ['a d of the wrong length', () => [{ ...first, d: 'AAAA' }], /not a valid Ed25519 private key/],
    [
      'an x that is not the public key of d',
      () => [{ ...first, x: second.x }],
      /not a valid Ed25519 private key \("x" must be the public key of "d"\)/,
    ],
    ['a duplicate kid', () => [first, { ...second, kid: first.kid }], /JWT_SIGNING_KEYS\[1\]: kid 'key-2030' appears twice/],
  ];

  it.each(badValues)('stops start-up with a ConfigError on %s', async (_name, value, message) => {
    const raw = value();
    const store = envStore(typeof raw === 'string' ? raw : JSON.stringify(raw));
    const error = await store.onModuleInit().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^JWT_SIGNING_KEYS/);
    expect((error as Error).message).toMatch(message);
    // Never the key material.
    expect((error as Error).message).not.toContain(first.d);
    expect((error as Error).message).not.toContain(second.d);
  });
});

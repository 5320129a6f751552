import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, SystemClock } from '@app/common';
import { GameTokenService } from '@app/game-access/game-token.service';
import { SigningKeyStore } from '@app/game-access/signing-key-store';
import { loadJose } from '@app/game-access/jose';
import { runCli } from '../support/run-cli';
import { startTestApp, TestApp } from '../support/test-app';

// D10: the player JWT is EdDSA-signed with a kid and verifiable by anyone holding the public JWKS
// of GET /api/internal/.well-known/jwks.json (no key needed).

const JWKS_PATH = '/api/internal/.well-known/jwks.json';

const tokenInput = {
  tournamentId: '0198d3a2-0000-7000-8000-000000000001',
  internalPlayerId: '0198d3a2-0000-7000-8000-000000000002',
  playerId: 'player-42',
  operatorId: '0198d3a2-0000-7000-8000-000000000003',
  externalUserId: 'user-99',
  displayName: 'Ann Example',
  game: 'slots',
};

describe('game access: player JWTs and the JWKS (D10)', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'game-access-e2e-'));
    t = await startTestApp({ dataDir, jwtSigningKeys: undefined });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the JWKS without a key, cacheable for 5 minutes, public parts only', async () => {
    const res = await t.http.get(JWKS_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body.keys.length).toBeGreaterThanOrEqual(1);
    for (const key of res.body.keys) {
      expect(key).toEqual({ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: expect.any(String), alg: 'EdDSA', use: 'sig' });
    }
    expect(res.text).not.toContain('"d"');
  });

  it('is public even when a key is sent, and answers under /api/api too', async () => {
    const withBadKey = await t.http.get(JWKS_PATH, {
      headers: { 'x-internal-api-key': 'internal_nonsense', authorization: 'Bearer nonsense' },
    });
    expect(withBadKey.status).toBe(200);
    const doubled = await t.http.get(`/api${JWKS_PATH}`);
    expect(doubled.status).toBe(200);
    expect(doubled.body).toEqual(withBadKey.body);
  });

  it('keeps the keys under DATA_DIR/jwt-keys, files of mode 0600', async () => {
    const files = await readdir(join(dataDir, 'jwt-keys'));
    expect(files.length).toBeGreaterThanOrEqual(1);
    for (const file of files) expect((await stat(join(dataDir, 'jwt-keys', file))).mode & 0o777).toBe(0o600);
  });

  it('a token issued by the service verifies against the remote JWKS with audience game-platform', async () => {
    const jose = await loadJose();
    const issued = await t.app.get(GameTokenService).issue(tokenInput);
    const jwks = jose.createRemoteJWKSet(new URL(`${t.baseUrl}${JWKS_PATH}`));
    const { payload, protectedHeader } = await jose.jwtVerify(issued.jwt, jwks, {
      audience: 'game-platform',
      issuer: t.config.jwtIssuer,
      algorithms: ['EdDSA'],
    });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'JWT', kid: expect.any(String) });
    expect(payload).toMatchObject({
      sub: tokenInput.internalPlayerId,
      tid: tokenInput.tournamentId,
      oid: tokenInput.operatorId,
      pid: tokenInput.playerId,
      game: 'slots',
      jti: issued.jti,
      display_name: 'Ann Example',
    });
    expect(payload.exp).toBe(issued.expiresAt.getTime() / 1000);
  });

  it('after a rotation new tokens use the new kid and tokens of the old key still verify', async () => {
    const jose = await loadJose();
    const tokens = t.app.get(GameTokenService);
    const old = await tokens.issue(tokenInput);
    const rotated = await t.app.get(SigningKeyStore).rotateSigningKey();
    const fresh = await tokens.issue(tokenInput);
    expect(jose.decodeProtectedHeader(fresh.jwt).kid).toBe(rotated.kid);
    expect(jose.decodeProtectedHeader(old.jwt).kid).not.toBe(rotated.kid);

    const res = await t.http.get(JWKS_PATH);
    expect(res.body.keys[0].kid).toBe(rotated.kid);
    expect(res.body.keys.map((k: { kid: string }) => k.kid)).toContain(jose.decodeProtectedHeader(old.jwt).kid);

    const jwks = jose.createRemoteJWKSet(new URL(`${t.baseUrl}${JWKS_PATH}`));
    for (const token of [old.jwt, fresh.jwt]) {
      await expect(jose.jwtVerify(token, jwks, { audience: 'game-platform', issuer: t.config.jwtIssuer })).resolves.toBeDefined();
      await expect(tokens.verify(token)).resolves.toMatchObject({ valid: true });
    }
  });

  it('CLI `jwt rotate-key --json` adds a key that the running service signs with at once', async () => {
    const jose = await loadJose();
    const tokens = t.app.get(GameTokenService);
    const old = await tokens.issue(tokenInput);
    const cli = await runCli(['jwt', 'rotate-key', '--json'], { DATA_DIR: dataDir });
    expect(cli.code).toBe(0);
    expect(cli.json).toEqual({ kid: expect.any(String), created_at: expect.any(String), directory: join(dataDir, 'jwt-keys') });
    const fresh = await tokens.issue(tokenInput);
    expect(jose.decodeProtectedHeader(fresh.jwt).kid).toBe(cli.json.kid);
    expect((await t.http.get(JWKS_PATH)).body.keys[0].kid).toBe(cli.json.kid);
    await expect(tokens.verify(old.jwt)).resolves.toMatchObject({ valid: true });

    const human = await runCli(['jwt', 'rotate-key'], { DATA_DIR: dataDir });
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^New signing key [0-9a-f-]{36} in /);
  });

  it('is documented in OpenAPI as a public route', async () => {
    const doc = (await t.http.get('/api/docs-json')).body;
    const op = doc.paths[JWKS_PATH]?.get;
    expect(op).toBeDefined();
    expect(op.security ?? []).toEqual([]);
    expect(op.responses['200'].headers['Cache-Control']).toBeDefined();
    expect(op.responses['200'].content['application/json'].schema).toBeDefined();
  });
});

describe('game access with JWT_SIGNING_KEYS', () => {
  it('publishes the configured keys, signs with the first, and writes nothing to DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'game-access-env-e2e-'));
    const first = await SigningKeyStore.generatePrivateJwk('current');
    const second = await SigningKeyStore.generatePrivateJwk('previous');
    // With every key from the environment (the secrets key too), nothing is written to DATA_DIR.
    const t = await startTestApp({ dataDir, jwtSigningKeys: JSON.stringify([first, second]), secretsEncryptionKey: randomBytes(32) });
    try {
      const res = await t.http.get(JWKS_PATH);
      expect(res.body.keys.map((k: { kid: string; x: string }) => [k.kid, k.x])).toEqual([
        ['current', first.x],
        ['previous', second.x],
      ]);
      const jose = await loadJose();
      const issued = await t.app.get(GameTokenService).issue(tokenInput);
      expect(jose.decodeProtectedHeader(issued.jwt).kid).toBe('current');
      const jwks = jose.createRemoteJWKSet(new URL(`${t.baseUrl}${JWKS_PATH}`));
      await expect(jose.jwtVerify(issued.jwt, jwks, { audience: 'game-platform' })).resolves.toBeDefined();
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('CLI `jwt generate-key --json` prints a private JWK that JWT_SIGNING_KEYS accepts', async () => {
    const cli = await runCli(['jwt', 'generate-key', '--json'], {});
    expect(cli.code).toBe(0);
    expect(cli.json).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.any(String),
      d: expect.any(String),
      kid: expect.any(String),
      alg: 'EdDSA',
      use: 'sig',
    });
    const store = new SigningKeyStore(Object.assign(loadConfig({}), { jwtSigningKeys: JSON.stringify([cli.json]) }), new SystemClock());
    await store.onModuleInit();
    expect((await store.signingKey()).kid).toBe(cli.json.kid);
  });

  it('CLI `jwt rotate-key` refuses when JWT_SIGNING_KEYS is set', async () => {
    const key = await SigningKeyStore.generatePrivateJwk();
    const cli = await runCli(['jwt', 'rotate-key', '--json'], { JWT_SIGNING_KEYS: JSON.stringify([key]) });
    expect(cli.code).toBe(1);
    expect(cli.json).toMatchObject({ error: 'rotation_not_possible', message: expect.stringContaining('JWT_SIGNING_KEYS') });
  });

  it('refuses to start on an invalid JWT_SIGNING_KEYS with a ConfigError', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'game-access-bad-e2e-'));
    try {
      const started = startTestApp({ dataDir, jwtSigningKeys: '[{"kty":"RSA","kid":"x"}]' });
      await expect(started).rejects.toThrow(ConfigError);
      await expect(started).rejects.toThrow(/^JWT_SIGNING_KEYS\[0\]: only Ed25519 keys/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, isUuid, loadConfig, ManualClock } from '@app/common';
import { nonCanonicalSpellings } from '../../../test/support/jwt-spellings';
import { GAME_TOKEN_AUDIENCE, GAME_TOKEN_MAX_LENGTH, GameTokenService, IssueGameTokenInput } from './game-token.service';
import { Jose, loadJose } from './jose';
import { SigningKeyStore } from './signing-key-store';

const START = new Date('2030-01-01T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const ISSUER = 'tournament-service-test';

const input: IssueGameTokenInput = {
  tournamentId: '0198d3a2-0000-7000-8000-000000000001',
  internalPlayerId: '0198d3a2-0000-7000-8000-000000000002',
  playerId: 'player-42',
  operatorId: '0198d3a2-0000-7000-8000-000000000003',
  externalUserId: 'user-99',
  displayName: 'Ann Example',
  game: 'slots',
};

let jose: Jose;
let dataDir: string;
let clock: ManualClock;
let config: AppConfig;
let store: SigningKeyStore;
let service: GameTokenService;

beforeAll(async () => {
  jose = await loadJose();
});

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'game-token-spec-'));
  clock = new ManualClock(START);
  config = Object.assign(loadConfig({}), { dataDir, jwtIssuer: ISSUER, jwtSigningKeys: undefined });
  store = new SigningKeyStore(config, clock);
  service = new GameTokenService(config, clock, store);
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Claims as issue() writes them, to sign variants with the service's own key. */
function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const iat = Math.floor(START.getTime() / 1000);
  return {
    iss: ISSUER,
    aud: GAME_TOKEN_AUDIENCE,
    sub: input.internalPlayerId,
    tid: input.tournamentId,
    oid: input.operatorId,
    pid: input.playerId,
    game: input.game,
    iat,
    exp: iat + 3600,
    jti: '0198d3a2-0000-7000-8000-0000000000ff',
    tournament_id: input.tournamentId,
    internal_player_id: input.internalPlayerId,
    external_user_id: input.externalUserId,
    display_name: input.displayName,
    operator_id: input.operatorId,
    ...overrides,
  };
}

/** Signs `payload` with the service's current key (a genuine signature). */
async function signWithServiceKey(payload: Record<string, unknown>, header: Record<string, unknown> = {}): Promise<string> {
  const key = await store.signingKey();
  return new jose.SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: key.kid, ...header }).sign(key.privateKey);
}

describe('GameTokenService.issue', () => {
  it('signs with EdDSA, typ JWT and the kid of the signing key', async () => {
    const { jwt } = await service.issue(input);
    const header = jose.decodeProtectedHeader(jwt);
    expect(header).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: (await store.signingKey()).kid });
  });

  it('writes every claim of D10, sub being the internal player id', async () => {
    const issued = await service.issue(input);
    const payload = jose.decodeJwt(issued.jwt);
    const iat = Math.floor(START.getTime() / 1000);
    expect(payload).toEqual({
      iss: ISSUER,
      aud: 'game-platform',
      sub: input.internalPlayerId,
      tid: input.tournamentId,
      oid: input.operatorId,
      pid: input.playerId,
      game: 'slots',
      iat,
      exp: iat + 24 * 3600,
      jti: issued.jti,
      tournament_id: input.tournamentId,
      internal_player_id: input.internalPlayerId,
      external_user_id: input.externalUserId,
      display_name: input.displayName,
      operator_id: input.operatorId,
    });
    expect(isUuid(issued.jti)).toBe(true);
    expect(issued.jti[14]).toBe('7');
    expect(issued.expiresAt).toEqual(new Date(START.getTime() + 24 * HOUR));
  });

  it('gives every token its own jti', async () => {
    const [a, b] = await Promise.all([service.issue(input), service.issue(input)]);
    expect(a.jti).not.toBe(b.jti);
  });

  it('lives until the expected end when that is later than 24 h', async () => {
    const expectedEnd = new Date(START.getTime() + 72 * HOUR);
    const issued = await service.issue({ ...input, expectedEnd });
    expect(issued.expiresAt).toEqual(expectedEnd);
    expect(jose.decodeJwt(issued.jwt).exp).toBe(expectedEnd.getTime() / 1000);
  });

  it('lives 24 h when the expected end is sooner, null, or not a date', async () => {
    for (const expectedEnd of [new Date(START.getTime() + HOUR), null, undefined, new Date(NaN)]) {
      const issued = await service.issue({ ...input, expectedEnd });
      expect(issued.expiresAt).toEqual(new Date(START.getTime() + 24 * HOUR));
    }
  });

  it('rounds a sub-second expected end up, never before it', async () => {
    const expectedEnd = new Date(START.getTime() + 48 * HOUR + 250);
    const issued = await service.issue({ ...input, expectedEnd });
    expect(issued.expiresAt.getTime()).toBe(START.getTime() + 48 * HOUR + 1000);
  });

  it('takes iat from the injected clock', async () => {
    clock.set(new Date('2031-06-01T00:00:00.900Z'));
    const payload = jose.decodeJwt((await service.issue(input)).jwt);
    expect(payload.iat).toBe(Date.parse('2031-06-01T00:00:00Z') / 1000);
  });
});

describe('GameTokenService.verify', () => {
  it('accepts its own token and returns the claims and expiry', async () => {
    const issued = await service.issue(input);
    const result = await service.verify(issued.jwt);
    expect(result).toEqual({ valid: true, claims: jose.decodeJwt(issued.jwt), expiresAt: issued.expiresAt });
  });

  it('verifies with the public JWKS as an outside verifier would', async () => {
    const { jwt } = await service.issue(input);
    const keys = jose.createLocalJWKSet(await service.jwks());
    const { payload } = await jose.jwtVerify(jwt, keys, {
      audience: 'game-platform',
      issuer: ISSUER,
      currentDate: START,
      algorithms: ['EdDSA'],
    });
    expect(payload.sub).toBe(input.internalPlayerId);
  });

  describe('expiry (on the injected clock)', () => {
    it('is valid one second before exp', async () => {
      const issued = await service.issue(input);
      clock.set(new Date(issued.expiresAt.getTime() - 1000));
      await expect(service.verify(issued.jwt)).resolves.toMatchObject({ valid: true });
    });

    it('is token_expired at exp and after', async () => {
      const issued = await service.issue(input);
      clock.set(issued.expiresAt);
      await expect(service.verify(issued.jwt)).resolves.toEqual({ valid: false, error: 'token_expired' });
      clock.advance(30 * 24 * HOUR);
      await expect(service.verify(issued.jwt)).resolves.toEqual({ valid: false, error: 'token_expired' });
    });
  });

  describe('signature and algorithm', () => {
    it('refuses alg none (a token built by hand) as invalid_signature', async () => {
      const kid = (await store.signingKey()).kid;
      const unsigned = `${b64({ alg: 'none', typ: 'JWT', kid })}.${b64(claims())}.`;
      await expect(service.verify(unsigned)).resolves.toEqual({ valid: false, error: 'invalid_signature' });
      const unsecured = new jose.UnsecuredJWT(claims()).encode();
      await expect(service.verify(unsecured)).resolves.toEqual({ valid: false, error: 'invalid_signature' });
    });

    it.each(['HS256', 'HS384', 'HS512'])('refuses %s (HMAC) tokens as invalid_signature', async (alg) => {
      const kid = (await store.signingKey()).kid;
      const secret = new TextEncoder().encode('some-shared-secret-that-is-long-enough-for-hs512-0123456789abcdef');
      const token = await new jose.SignJWT(claims()).setProtectedHeader({ alg, typ: 'JWT', kid }).sign(secret);
      await expect(service.verify(token)).resolves.toEqual({ valid: false, error: 'invalid_signature' });
    });

    it('refuses HS256 keyed with the published public key (algorithm confusion)', async () => {
      const [published] = (await service.jwks()).keys;
      const secret = Buffer.from(published.x as string, 'base64url');
      const forged = await new jose.SignJWT(claims()).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: published.kid }).sign(secret);
      await expect(service.verify(forged)).resolves.toEqual({ valid: false, error: 'invalid_signature' });
    });

    it('refuses another asymmetric alg (ES256) as invalid_signature', async () => {
      const { privateKey } = await jose.generateKeyPair('ES256');
      const kid = (await store.signingKey()).kid;
      const token = await new jose.SignJWT(claims()).setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid }).sign(privateKey);
      await expect(service.verify(token)).resolves.toEqual({ valid: false, error: 'invalid_signature' });
    });

    it('refuses an unknown kid, and a missing kid, as invalid_signature', async () => {
      await store.signingKey();
      const { privateKey } = await jose.generateKeyPair('EdDSA');
      const unknown = await new jose.SignJWT(claims())
        .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: 'not-a-key-of-ours' })
        .sign(privateKey);
      await expect(service.verify(unknown)).resolves.toEqual({ valid: false, error: 'invalid_signature' });
      const noKid = await new jose.SignJWT(claims()).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' }).sign(privateKey);
      await expect(service.verify(noKid)).resolves.toEqual({ valid: false, error: 'invalid_signature' });
    });

    it('refuses a foreign key claiming our kid as invalid_signature', async () => {
      const kid = (await store.signingKey()).kid;
      const { privateKey } = await jose.generateKeyPair('EdDSA');
      const token = await new jose.SignJWT(claims()).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid }).sign(privateKey);
      await expect(service.verify(token)).resolves.toEqual({ valid: false, error: 'invalid_signature' });
    });

    it('refuses a tampered payload as invalid_signature', async () => {
      const { jwt } = await service.issue(input);
      const [header, , signature] = jwt.split('.');
      const payload = jose.decodeJwt(jwt);
      const tampered = `${header}.${b64({ ...payload, pid: 'someone-else' })}.${signature}`;
      await expect(service.verify(tampered)).resolves.toEqual({ valid: false, error: 'invalid_signature' });
      const extended = `${header}.${b64({ ...payload, exp: payload.exp! + 365 * 24 * 3600 })}.${signature}`;
      await expect(service.verify(extended)).resolves.toEqual({ valid: false, error: 'invalid_signature' });
    });

    it('refuses a tampered signature and a tampered header as invalid_signature', async () => {
      const { jwt } = await service.issue(input);
      const [header, payload, signature] = jwt.split('.');
      const flipped = Buffer.from(signature, 'base64url');
      flipped[0] ^= 1;
      await expect(service.verify(`${header}.${payload}.${flipped.toString('base64url')}`)).resolves.toEqual({
        valid: false,
        error: 'invalid_signature',
      });
      const otherHeader = b64({ ...jose.decodeProtectedHeader(jwt), extra: 1 });
      await expect(service.verify(`${otherHeader}.${payload}.${signature}`)).resolves.toEqual({ valid: false, error: 'invalid_signature' });
    });

    it('an expired token with a bad signature is invalid_signature (the signature is checked first)', async () => {
      const { jwt } = await service.issue(input);
      const [header, payload] = jwt.split('.');
      clock.advance(48 * HOUR);
      await expect(service.verify(`${header}.${payload}.${'A'.repeat(86)}`)).resolves.toEqual({ valid: false, error: 'invalid_signature' });
    });
  });

  describe('claims', () => {
    it('refuses a wrong aud as invalid_claims', async () => {
      const token = await signWithServiceKey(claims({ aud: 'another-platform' }));
      await expect(service.verify(token)).resolves.toEqual({ valid: false, error: 'invalid_claims' });
    });

    it('refuses a wrong iss as invalid_claims', async () => {
      const token = await signWithServiceKey(claims({ iss: 'someone-else' }));
      await expect(service.verify(token)).resolves.toEqual({ valid: false, error: 'invalid_claims' });
    });

    it('refuses a token issued under another JWT_ISSUER as invalid_claims', async () => {
      const { jwt } = await service.issue(input);
      const other = new GameTokenService({ ...config, jwtIssuer: 'another-service' } as AppConfig, clock, store);
      await expect(other.verify(jwt)).resolves.toEqual({ valid: false, error: 'invalid_claims' });
    });

    it.each([
      'iss',
      'aud',
      'sub',
      'tid',
      'oid',
      'pid',
      'game',
      'iat',
      'exp',
      'jti',
      'tournament_id',
      'internal_player_id',
      'external_user_id',
      'display_name',
      'operator_id',
    ])('refuses a token without %s as invalid_claims', async (name) => {
      const token = await signWithServiceKey(claims({ [name]: undefined }));
      await expect(service.verify(token)).resolves.toEqual({ valid: false, error: 'invalid_claims' });
    });

    it.each([
      ['tid', 42],
      ['pid', null],
      ['display_name', { name: 'x' }],
      ['aud', ['game-platform', 'other']],
    ])('refuses %s of the wrong type as invalid_claims', async (name, value) => {
      const token = await signWithServiceKey(claims({ [name]: value }));
      await expect(service.verify(token)).resolves.toEqual({ valid: false, error: 'invalid_claims' });
    });

    it('refuses a typ other than JWT as invalid_claims', async () => {
      const token = await signWithServiceKey(claims(), { typ: 'at+jwt' });
      await expect(service.verify(token)).resolves.toEqual({ valid: false, error: 'invalid_claims' });
    });

    it('refuses a token not valid yet (nbf in the future) as invalid_claims', async () => {
      const token = await signWithServiceKey(claims({ nbf: Math.floor(START.getTime() / 1000) + 3600 }));
      await expect(service.verify(token)).resolves.toEqual({ valid: false, error: 'invalid_claims' });
    });
  });

  describe('malformed input', () => {
    it.each([
      ['an empty string', ''],
      ['garbage', 'not a token'],
      ['three garbage segments', 'a.b.c'],
      ['two segments', 'eyJhbGciOiJFZERTQSJ9.e30'],
      ['a JWE-like five segments', 'a.b.c.d.e'],
      ['a header that is not JSON', `${Buffer.from('not json').toString('base64url')}.${b64({})}.c2ln`],
      ['a header without alg', `${b64({ typ: 'JWT' })}.${b64(claims())}.c2ln`],
      ['an oversized input', 'a'.repeat(GAME_TOKEN_MAX_LENGTH + 1)],
    ])('refuses %s as malformed_token', async (_name, token) => {
      await expect(service.verify(token)).resolves.toEqual({ valid: false, error: 'malformed_token' });
    });

    it('refuses every other spelling of a genuine token (padding, unused low bits, white space, + and /) as malformed_token', async () => {
      const { jwt } = await service.issue(input);
      const [header, payload, signature] = jwt.split('.');
      const spellings = nonCanonicalSpellings(jwt);
      // 15 other last characters of the 64-byte signature, and padding or white space in each segment.
      expect(spellings.length).toBeGreaterThanOrEqual(15 + 3 * 3);
      for (const spelling of spellings) {
        // Each spelling decodes to the very bytes of the genuine token: only the spelling differs.
        expect(spelling.split('.').map((segment) => Buffer.from(segment, 'base64url').toString('base64url'))).toEqual([
          header,
          payload,
          signature,
        ]);
        await expect(service.verify(spelling).then((result) => [spelling, result])).resolves.toEqual([
          spelling,
          { valid: false, error: 'malformed_token' },
        ]);
      }
      await expect(service.verify(jwt)).resolves.toMatchObject({ valid: true });
    });

    it('refuses a non-string as malformed_token', async () => {
      await expect(service.verify(undefined as unknown as string)).resolves.toEqual({ valid: false, error: 'malformed_token' });
      await expect(service.verify({ token: 'x' } as unknown as string)).resolves.toEqual({ valid: false, error: 'malformed_token' });
    });

    it('refuses a genuine signature over a payload that is not a claims object as malformed_token', async () => {
      const key = await store.signingKey();
      const jws = await new jose.CompactSign(new TextEncoder().encode('[1,2,3]'))
        .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: key.kid })
        .sign(key.privateKey);
      await expect(service.verify(jws)).resolves.toEqual({ valid: false, error: 'malformed_token' });
    });
  });

  it('does not create a key to verify', async () => {
    const fresh = new GameTokenService(
      config,
      clock,
      new SigningKeyStore({ ...config, dataDir: join(dataDir, 'empty') } as AppConfig, clock),
    );
    const { jwt } = await service.issue(input);
    await expect(fresh.verify(jwt)).resolves.toEqual({ valid: false, error: 'invalid_signature' });
  });
});

describe('GameTokenService.jwks', () => {
  it('lists the public keys only, each with kid, alg EdDSA and use sig', async () => {
    await service.issue(input);
    await store.rotateSigningKey();
    const { keys } = await service.jwks();
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).toEqual({ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: expect.any(String), alg: 'EdDSA', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
  });
});

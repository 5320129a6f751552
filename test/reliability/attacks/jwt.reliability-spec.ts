import { createHmac, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SigningKeyStore } from '@app/game-access/signing-key-store';
import { loadJose } from '@app/game-access/jose';
import { createInternalKey, operatorWithKey } from '../../support/factories';
import { HttpClient } from '../../support/http';
import { nonCanonicalSpellings } from '../../support/jwt-spellings';
import { expectLedgerReconciles } from '../../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../../support/test-app';
import { createTournamentId } from '../../support/tournament-fixtures';
import { isServerError } from '../support/attack-routes';
import { registerUser } from '../support/attack-world';
import { recordFigures } from '../support/figures';

// RFC 8725 (JWT Best Current Practices) against POST /api/internal/auth/validate-token (D11): the
// player JWTs of D10 are EdDSA with a published kid, `aud` game-platform, the service's `iss`,
// `typ` JWT (explicit typing, §3.11: jose checks it on every verification), `exp` required.
// Every forged, altered or confused token gets 200 { valid: false, error } and never valid: true.

const PATH = '/api/internal/auth/validate-token';
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('attack.jwt: RFC 8725 attacks on validate-token', () => {
  let t: TestApp;
  let platform: HttpClient;
  let jwt: string;
  let header: Record<string, any>;
  let claims: Record<string, any>;

  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'attack-jwt-')) });
    const op = await operatorWithKey(t);
    platform = t.http.with({ 'x-internal-api-key': (await createInternalKey(t)).apiKey });
    const tournamentId = await createTournamentId(op.client);
    jwt = (await registerUser(op.client, tournamentId, `jwt-user-${process.pid}`)).game_access.jwt;
    const jose = await loadJose();
    header = jose.decodeProtectedHeader(jwt) as Record<string, any>;
    claims = jose.decodeJwt(jwt) as Record<string, any>;
  });
  afterAll(async () => t?.close());

  /** Signs `payload` with the service's own current key (so only what the attack changes is wrong). */
  async function serviceSigned(payload: Record<string, unknown>, extraHeader: Record<string, unknown> = {}): Promise<string> {
    const jose = await loadJose();
    const key = await t.app.get(SigningKeyStore).signingKey();
    return new jose.SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: key.kid, ...extraHeader }).sign(key.privateKey);
  }

  /** Signs any header (jose refuses some, e.g. an unknown `crit`) with the service's key, by hand. */
  async function serviceSignedRaw(h: Record<string, unknown>, payload: Record<string, unknown>): Promise<string> {
    const key = await t.app.get(SigningKeyStore).signingKey();
    const input = `${b64({ ...h, kid: key.kid })}.${b64(payload)}`;
    const signature = await crypto.subtle.sign('Ed25519', key.privateKey, Buffer.from(input));
    return `${input}.${Buffer.from(signature).toString('base64url')}`;
  }

  const hs256 = (h: Record<string, unknown>, p: Record<string, unknown>, secret: string | Buffer) => {
    const input = `${b64(h)}.${b64(p)}`;
    return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
  };

  it('every forged, altered or confused token is valid: false, and the real one stays valid', async () => {
    const jose = await loadJose();
    const now = Math.floor(Date.now() / 1000);
    const jwks = (await t.http.get('/api/internal/.well-known/jwks.json')).body;
    const publicJwk = jwks.keys.find((k: any) => k.kid === header.kid);
    expect(publicJwk).toBeDefined();
    const publicKeyRaw = Buffer.from(publicJwk.x, 'base64url');
    const publicPem = (
      await jose.exportSPKI((await jose.importJWK(publicJwk, 'EdDSA')) as Parameters<typeof jose.exportSPKI>[0])
    ).toString();
    const [h, p, s] = jwt.split('.');
    const withoutExp = { ...claims };
    delete withoutExp.exp;
    const attackerKeys = generateKeyPairSync('ed25519');
    const attackerJwk = { ...attackerKeys.publicKey.export({ format: 'jwk' }), kid: header.kid };
    const attackerSigned = async (extra: Record<string, unknown>) =>
      new jose.SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: header.kid, ...extra }).sign(attackerKeys.privateKey);

    const attacks: Array<[string, string | Promise<string>]> = [
      ['alg_none', `${b64({ alg: 'none', typ: 'JWT', kid: header.kid })}.${p}.`],
      ['alg_none_keeping_signature', `${b64({ alg: 'none', typ: 'JWT', kid: header.kid })}.${p}.${s}`],
      ['alg_None_mixed_case', `${b64({ alg: 'None', typ: 'JWT', kid: header.kid })}.${p}.`],
      ['hs256_with_jwks_json', hs256({ alg: 'HS256', typ: 'JWT', kid: header.kid }, claims, JSON.stringify(publicJwk))],
      ['hs256_with_public_key_bytes', hs256({ alg: 'HS256', typ: 'JWT', kid: header.kid }, claims, publicKeyRaw)],
      ['hs256_with_public_key_pem', hs256({ alg: 'HS256', typ: 'JWT', kid: header.kid }, claims, publicPem)],
      ['hs256_with_jwk_x', hs256({ alg: 'HS256', typ: 'JWT', kid: header.kid }, claims, publicJwk.x)],
      ['wrong_aud', serviceSigned({ ...claims, aud: 'another-service' })],
      ['aud_array_without_ours', serviceSigned({ ...claims, aud: ['another-service'] })],
      ['wrong_iss', serviceSigned({ ...claims, iss: 'https://attacker.example' })],
      ['typ_at_jwt', serviceSigned(claims, { typ: 'at+jwt' })],
      ['typ_jwe', serviceSigned(claims, { typ: 'JWE' })],
      [
        'typ_missing',
        (async () => {
          const key = await t.app.get(SigningKeyStore).signingKey();
          return new jose.SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: key.kid }).sign(key.privateKey);
        })(),
      ],
      ['expired', serviceSigned({ ...claims, iat: now - 7200, exp: now - 3600 })],
      ['no_exp', serviceSigned(withoutExp)],
      ['exp_not_a_number', serviceSigned({ ...claims, exp: 'never' })],
      ['nbf_in_future', serviceSigned({ ...claims, nbf: now + 3600 })],
      ['unknown_kid', serviceSigned(claims, { kid: 'no-such-kid' })],
      ['kid_path_traversal', serviceSigned(claims, { kid: '../../../../etc/passwd' })],
      [
        'kid_missing',
        (async () => {
          const key = await t.app.get(SigningKeyStore).signingKey();
          return new jose.SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' }).sign(key.privateKey);
        })(),
      ],
      ['tampered_payload', `${h}.${b64({ ...claims, pid: 'another-player', display_name: 'Mallory' })}.${s}`],
      ['tampered_header', `${b64({ ...header, typ: 'JWT', extra: 1 })}.${p}.${s}`],
      ['tampered_signature', `${h}.${p}.${s.slice(0, -4)}${s.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`],
      ['wrong_key_same_kid', attackerSigned({})],
      ['embedded_jwk_header', attackerSigned({ jwk: attackerJwk })],
      ['jku_header', attackerSigned({ jku: 'http://127.0.0.1:1/jwks.json' })],
      ['x5u_header', attackerSigned({ x5u: 'http://127.0.0.1:1/cert.pem' })],
      ['crit_unknown', serviceSignedRaw({ alg: 'EdDSA', typ: 'JWT', crit: ['exp-ext'], 'exp-ext': true }, claims)],
      ['alg_es256_label', `${b64({ ...header, alg: 'ES256' })}.${p}.${s}`],
      // Nested JWTs (cty JWT): the real token wrapped by an unsigned or attacker-signed outer one,
      // for a verifier that would check the inner token and trust the outer one.
      ['nested_in_unsigned_outer', `${b64({ alg: 'none', cty: 'JWT' })}.${b64(jwt)}.`],
      [
        'nested_in_attacker_signed_outer',
        (async () => {
          const input = `${b64({ alg: 'EdDSA', typ: 'JWT', kid: header.kid, cty: 'JWT' })}.${b64(jwt)}`;
          const { sign } = await import('node:crypto');
          return `${input}.${sign(null, Buffer.from(input), attackerKeys.privateKey).toString('base64url')}`;
        })(),
      ],
      ['nested_reusing_real_signature', `${b64({ ...header, cty: 'JWT' })}.${b64(jwt)}.${s}`],
      ['jwe_compact', `${b64({ alg: 'dir', enc: 'A256GCM', kid: header.kid })}..${b64('iv-iv-iv-iv')}.${b64('ciphertext')}.${b64('tag')}`],
      ['jws_json_serialization', JSON.stringify({ payload: p, signatures: [{ protected: h, signature: s }] })],
      ['two_part_token', `${h}.${p}`],
      ['huge_token', `${h}.${b64({ ...claims, pad: 'x'.repeat(20_000) })}.${s}`],
      ['huge_header', `${b64({ ...header, pad: 'x'.repeat(9_000) })}.${p}.${s}`],
      ['empty_segments', '..'],
      ['not_base64', `${h}.%%%%.${s}`],
      ['whitespace_wrapped', ` ${jwt} `],
    ];

    const answers: Record<string, string> = {};
    const failures: string[] = [];
    let accepted = 0;
    for (const [name, tokenOrPromise] of attacks) {
      const token = await tokenOrPromise;
      const res = await platform.post(PATH, { token });
      if (res.body?.valid === true) accepted++;
      if (isServerError(res)) failures.push(`${name}: ${res.status}`);
      if (res.status !== 200 || res.body?.valid !== false || typeof res.body?.error !== 'string' || Object.keys(res.body).length !== 2) {
        failures.push(`${name}: ${res.status} ${res.text.slice(0, 200)}`);
      } else {
        answers[name] = res.body.error;
      }
    }
    expect(failures).toEqual([]);
    // The error says what was wrong, where it is certain.
    expect(answers).toMatchObject({
      alg_none: 'invalid_signature',
      hs256_with_jwks_json: 'invalid_signature',
      wrong_aud: 'invalid_claims',
      wrong_iss: 'invalid_claims',
      typ_at_jwt: 'invalid_claims',
      typ_missing: 'invalid_claims',
      expired: 'token_expired',
      no_exp: 'invalid_claims',
      unknown_kid: 'invalid_signature',
      tampered_payload: 'invalid_signature',
      wrong_key_same_kid: 'invalid_signature',
      embedded_jwk_header: 'invalid_signature',
      huge_token: 'malformed_token',
    });
    // The control: the real token, and one signed by hand like the attacks above, are valid.
    expect((await platform.post(PATH, { token: await serviceSignedRaw({ alg: 'EdDSA', typ: 'JWT' }, claims) })).body.valid).toBe(true);
    const real = await platform.post(PATH, { token: jwt });
    expect(real.status).toBe(200);
    expect(real.body.valid).toBe(true);
    await expectLedgerReconciles(t);

    const byError: Record<string, number> = {};
    for (const error of Object.values(answers)) byError[`answered_${error}`] = (byError[`answered_${error}`] ?? 0) + 1;
    recordFigures(
      'attacks',
      'attack.jwt',
      'RFC 8725 attacks on POST /api/internal/auth/validate-token (alg none, HS256 with the public key, aud/iss/typ, exp, kid, tampering, foreign keys, nested JWT, JWE, huge tokens)',
      {
        attacks: attacks.length,
        valid_false: Object.keys(answers).length,
        accepted,
        ...byError,
        // A typ other than JWT, and none at all, refused as invalid claims (asserted above).
        typ_checked: answers.typ_at_jwt === 'invalid_claims' && answers.typ_missing === 'invalid_claims',
      },
    );
  });

  it('every other spelling of a real token (same bytes, lenient base64url) is malformed_token, the real one stays valid', async () => {
    const [h, p, s] = jwt.split('.');
    // Every spelling that a lenient decoder reads as the token's own bytes, by segment and kind.
    const spellings = nonCanonicalSpellings(jwt);
    const kindOf = (spelling: string): string => {
      const segment = ['header', 'payload', 'signature'][spelling.split('.').findIndex((part, i) => part !== [h, p, s][i])] ?? 'other';
      const changed = spelling.split('.').find((part, i) => part !== [h, p, s][i]) ?? '';
      const kind = changed.includes('=')
        ? 'padding'
        : /\s/.test(changed)
          ? 'whitespace'
          : /[+/]/.test(changed)
            ? 'standard_alphabet'
            : 'unused_bits';
      return `${segment}_${kind}`;
    };
    const tried: Record<string, number> = {};
    const failures: string[] = [];
    let accepted = 0;
    let malformed = 0;
    for (const spelling of spellings) {
      expect(spelling.split('.').map((part) => Buffer.from(part, 'base64url').toString('base64url'))).toEqual([h, p, s]);
      const kind = kindOf(spelling);
      tried[kind] = (tried[kind] ?? 0) + 1;
      const res = await platform.post(PATH, { token: spelling });
      if (res.body?.valid === true) accepted++;
      if (res.status === 200 && res.body?.valid === false && res.body.error === 'malformed_token') malformed++;
      else failures.push(`${kind} ${JSON.stringify(spelling.slice(-12))}: ${res.status} ${res.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(accepted).toBe(0);
    // The signature's 15 other last characters (4 unused bits), and padding in each segment.
    expect(tried.signature_unused_bits).toBe(15);
    for (const segment of ['header', 'payload', 'signature']) expect(tried[`${segment}_padding`]).toBeGreaterThan(0);
    const real = await platform.post(PATH, { token: jwt });
    expect(real.body.valid).toBe(true);

    recordFigures(
      'attacks',
      'attack.jwt_spellings',
      'Other spellings of a real player JWT (padding, unused low bits, white space, + and /: the same bytes to a lenient base64url decoder) on POST /api/internal/auth/validate-token',
      {
        spellings: spellings.length,
        ...Object.fromEntries(
          Object.entries(tried)
            .sort()
            .map(([kind, count]) => [`tried_${kind}`, count]),
        ),
        answered_malformed_token: malformed,
        accepted,
        real_token_valid: real.body.valid === true,
      },
    );
  });
});

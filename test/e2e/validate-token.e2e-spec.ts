import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ManualClock } from '@app/common';
import { SigningKeyStore } from '@app/game-access/signing-key-store';
import { loadJose } from '@app/game-access/jose';
import { createInternalKey, operatorWithKey } from '../support/factories';
import { HttpClient } from '../support/http';
import { nonCanonicalSpellings, sameBytesLastCharacters } from '../support/jwt-spellings';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, expectErrorBody } from '../support/tournament-fixtures';

// D11 validate-token: token introspection for the game platform. Good tokens come from real
// registrations; every attack of D10/D11 is a 200 { valid: false, error }.

const PATH = '/api/internal/auth/validate-token';
const DAY_MS = 24 * 60 * 60 * 1000;

type Operator = Awaited<ReturnType<typeof operatorWithKey>>;

describe('POST /api/internal/auth/validate-token (D11)', () => {
  const clock = new ManualClock(new Date());
  let t: TestApp;
  let op: Operator;
  let other: Operator;
  let platform: HttpClient;
  let otherPlatform: HttpClient;
  let unboundPlatform: HttpClient;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'validate-token-e2e-')) }, [], { clock });
    op = await operatorWithKey(t);
    other = await operatorWithKey(t);
    platform = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [op.operatorId])).apiKey });
    otherPlatform = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [other.operatorId])).apiKey });
    unboundPlatform = t.http.with({ authorization: `Bearer ${(await createInternalKey(t)).apiKey}` });
  });
  afterAll(async () => t?.close());
  afterEach(async () => expectLedgerReconciles(t));

  const db = () => t.app.get(DataSource);

  /** Funds and registers a new user through the operator API; returns the registration record. */
  async function register(tournamentId: string, client: HttpClient = op.client, fee = 10): Promise<any> {
    const user = `vt-user-${++seq}`;
    if (fee > 0) {
      const funded = await client.post(`/api/players/${user}/wallet/transfers`, {
        transfer_id: `fund-${user}`,
        direction: 'in',
        amount: fee * 3,
      });
      expect(funded.status).toBe(201);
    }
    const res = await client.post(`/api/tournaments/${tournamentId}/players`, {
      user_id: user,
      display_name: `Player ${seq}`,
      entry_payment_details: { payment_id: `pay-${user}` },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  const validate = (token: unknown, client: HttpClient = platform) => client.post(PATH, { token });

  /** A token signed with the service's own current key, with `claims` changed as given. */
  async function signWithServiceKey(
    base: string,
    change: (claims: Record<string, any>) => void,
    header: Record<string, unknown> = {},
  ): Promise<string> {
    const jose = await loadJose();
    const claims: Record<string, any> = { ...jose.decodeJwt(base) };
    change(claims);
    const key = await t.app.get(SigningKeyStore).signingKey();
    return new jose.SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: key.kid, ...header }).sign(key.privateKey);
  }

  const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  describe('a valid token', () => {
    let tournamentId: string;
    let record: any;

    beforeAll(async () => {
      tournamentId = await createTournamentId(op.client, { config: { rebuy_enabled: true, max_entries_per_player: 2, rebuy_fee: 5 } });
      record = await register(tournamentId);
    });

    it('answers every D11 field for a player registered through the API', async () => {
      const res = await validate(record.game_access.jwt);
      expect(res.status).toBe(200);
      const [tournament] = await db().query('SELECT name, scheduled_start FROM tournaments WHERE id = $1', [tournamentId]);
      expect(res.body).toEqual({
        valid: true,
        tournament_id: tournamentId,
        internal_player_id: record.internal_player_id,
        player_id: record.player_id,
        display_name: record.display_name,
        external_user_id: record.user_id,
        operator_id: op.operatorId,
        game_slug: 'book-of-gold',
        player_status: 'registered',
        permissions: ['play', 'rebuy'],
        room_assignment: null,
        tournament_context: {
          name: tournament.name,
          status: 'scheduled',
          scheduled_start: new Date(tournament.scheduled_start).toISOString(),
          actual_start_time: null,
        },
        player_context: { status: 'registered', points: '0', position: 1, entry_count: 1 },
        token_expires_at: record.game_access.expires_at,
      });
      expect(record['book-of-gold'].jwt).toBe(record.game_access.jwt);
    });

    it('accepts the key as Authorization: Bearer internal_... and an unbound key', async () => {
      const res = await validate(record.game_access.jwt, unboundPlatform);
      expect(res.status).toBe(200);
      expect(res.body.valid).toBe(true);
    });

    it('drops "rebuy" once the player holds max_entries_per_player entries, and follows status, points and rooms', async () => {
      const rebuy = await op.client.post(`/api/tournaments/${tournamentId}/players/${record.player_id}/rebuy`, {
        payment_id: `rebuy-${record.player_id}`,
      });
      expect(rebuy.status).toBe(200);
      const second = await register(tournamentId);
      const started = await op.client.post(`/api/tournaments/${tournamentId}/start`);
      expect(started.status).toBe(200);
      await db().query(`UPDATE tournament_entries SET points = 12.5, points_updated_at = now() WHERE id = $1`, [second.internal_player_id]);
      await db().query(`UPDATE tournament_entries SET points = 3, points_updated_at = now() WHERE id = $1`, [record.internal_player_id]);
      const room = await platform.post(`/api/internal/tournaments/${tournamentId}/rooms`, {
        round: 1,
        group: 'A',
        players: [record.internal_player_id],
      });
      expect(room.status).toBe(201);

      const first = await validate(record.game_access.jwt);
      expect(first.body).toMatchObject({
        valid: true,
        player_status: 'active',
        permissions: ['play'],
        room_assignment: room.body.room_id,
        tournament_context: { status: 'in_progress', actual_start_time: started.body.actual_start_time },
        player_context: { status: 'active', points: '3', position: 2, entry_count: 2 },
      });
      const other = await validate(second.game_access.jwt);
      expect(other.body).toMatchObject({
        permissions: ['play', 'rebuy'],
        room_assignment: null,
        player_context: { points: '12.5', position: 1, entry_count: 1 },
      });

      const closed = await platform.patch(`/api/internal/tournaments/${tournamentId}/rooms/${room.body.room_id}`, { status: 'closed' });
      expect(closed.status).toBe(200);
      expect((await validate(record.game_access.jwt)).body.room_assignment).toBeNull();
    });

    it('has no "rebuy" when rebuys are not enabled', async () => {
      const plain = await createTournamentId(op.client);
      const player = await register(plain);
      expect((await validate(player.game_access.jwt)).body.permissions).toEqual(['play']);
    });

    it('a re-issued token validates too', async () => {
      const plain = await createTournamentId(op.client);
      const player = await register(plain);
      const reissued = await op.client.post(`/api/tournaments/${plain}/players/${player.player_id}/token`);
      expect(reissued.status).toBe(200);
      const res = await validate(reissued.body.game_access.jwt);
      expect(res.body).toMatchObject({
        valid: true,
        internal_player_id: player.internal_player_id,
        token_expires_at: reissued.body.game_access.expires_at,
      });
    });
  });

  describe('invalid tokens: 200 { valid: false, error } and nothing else', () => {
    let tournamentId: string;
    let record: any;
    let jwt: string;

    beforeAll(async () => {
      tournamentId = await createTournamentId(op.client);
      record = await register(tournamentId);
      jwt = record.game_access.jwt;
    });

    async function expectInvalid(token: string, error: string): Promise<void> {
      const res = await validate(token);
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { valid: false, error } });
    }

    it.each([
      ['not a JWT at all', 'hello'],
      ['two segments', 'abc.def'],
      ['a header that is not JSON', `${Buffer.from('nope').toString('base64url')}.e30.sig`],
      ['longer than 8192 characters', `${'a'.repeat(8193)}`],
    ])('%s → malformed_token', async (_label, token) => {
      await expectInvalid(token, 'malformed_token');
    });

    it('a tampered payload (display name changed, signature kept) → invalid_signature', async () => {
      const [header, payload, signature] = jwt.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = `${header}.${b64url({ ...claims, display_name: 'Mallory' })}.${signature}`;
      await expectInvalid(forged, 'invalid_signature');
    });

    it('a tampered signature → invalid_signature', async () => {
      const [header, payload, signature] = jwt.split('.');
      const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
      await expectInvalid(`${header}.${payload}.${flipped}`, 'invalid_signature');
    });

    describe('only the canonical spelling of a token validates (unpadded base64url, no unused bits set)', () => {
      it('the token followed by == → malformed_token, the token itself still valid', async () => {
        await expectInvalid(`${jwt}==`, 'malformed_token');
        expect((await validate(jwt)).body.valid).toBe(true);
      });

      it('the last signature character changed in its unused low bits → malformed_token', async () => {
        const [header, payload, signature] = jwt.split('.');
        // An Ed25519 signature is 64 bytes: 86 characters, the last carrying 2 bits of data and 4 unused.
        expect(signature).toHaveLength(86);
        const others = sameBytesLastCharacters(signature);
        expect(others).toHaveLength(15);
        for (const last of others) {
          const respelled = `${header}.${payload}.${signature.slice(0, -1)}${last}`;
          expect(Buffer.from(respelled.split('.')[2], 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
          await expectInvalid(respelled, 'malformed_token');
        }
      });

      it('padding in the header or the payload → malformed_token', async () => {
        const [header, payload, signature] = jwt.split('.');
        for (const padded of [
          `${header}=.${payload}.${signature}`,
          `${header}==.${payload}.${signature}`,
          `${header}.${payload}=.${signature}`,
          `${header}.${payload}==.${signature}`,
        ]) {
          await expectInvalid(padded, 'malformed_token');
        }
      });

      it('every other spelling that decodes to the same bytes → malformed_token', async () => {
        const spellings = nonCanonicalSpellings(jwt);
        expect(spellings.length).toBeGreaterThan(20);
        for (const spelling of spellings) await expectInvalid(spelling, 'malformed_token');
        expect((await validate(jwt)).body.valid).toBe(true);
      });
    });

    it('alg none (unsecured JWT built by hand) → invalid_signature', async () => {
      const [header, payload] = jwt.split('.');
      const kid = JSON.parse(Buffer.from(header, 'base64url').toString()).kid;
      await expectInvalid(`${b64url({ alg: 'none', typ: 'JWT', kid })}.${payload}.`, 'invalid_signature');
    });

    it('HS256 with the published public key as the HMAC secret → invalid_signature', async () => {
      const jose = await loadJose();
      const jwks = (await t.http.get('/api/internal/.well-known/jwks.json')).body.keys;
      const { kid } = jose.decodeProtectedHeader(jwt);
      const publicJwk = jwks.find((k: { kid: string }) => k.kid === kid);
      for (const secret of [Buffer.from(publicJwk.x, 'base64url'), Buffer.from(JSON.stringify(publicJwk))]) {
        const forged = await new jose.SignJWT(jose.decodeJwt(jwt))
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
          .sign(new Uint8Array(secret));
        await expectInvalid(forged, 'invalid_signature');
      }
    });

    it('signed by a key the service does not publish, under an unknown kid or a real one → invalid_signature', async () => {
      const jose = await loadJose();
      const { privateKey } = await jose.generateKeyPair('EdDSA', { crv: 'Ed25519' });
      const claims = jose.decodeJwt(jwt);
      const { kid } = jose.decodeProtectedHeader(jwt);
      for (const header of [{ kid: 'unknown-kid' }, { kid }, {}]) {
        const forged = await new jose.SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', ...header }).sign(privateKey);
        await expectInvalid(forged, 'invalid_signature');
      }
    });

    it('signed by the service key but for another audience or issuer → invalid_claims', async () => {
      await expectInvalid(await signWithServiceKey(jwt, (c) => (c.aud = 'someone-else')), 'invalid_claims');
      await expectInvalid(await signWithServiceKey(jwt, (c) => (c.iss = 'https://evil.example.com')), 'invalid_claims');
    });

    it('signed by the service key without exp, or without a required claim → invalid_claims', async () => {
      await expectInvalid(await signWithServiceKey(jwt, (c) => delete c.exp), 'invalid_claims');
      await expectInvalid(await signWithServiceKey(jwt, (c) => delete c.tid), 'invalid_claims');
    });

    it('signed by the service key with exp in the past → token_expired', async () => {
      const past = Math.floor(clock.now().getTime() / 1000) - 60;
      await expectInvalid(await signWithServiceKey(jwt, (c) => ((c.exp = past), (c.iat = past - 3600))), 'token_expired');
    });

    it('a real token once its lifetime has passed (clock moved) → token_expired, and valid again before', async () => {
      const issuedFor = new Date(record.game_access.expires_at).getTime() - clock.now().getTime();
      expect(issuedFor).toBeGreaterThanOrEqual(DAY_MS - 5_000);
      const saved = clock.now();
      try {
        clock.set(new Date(new Date(record.game_access.expires_at).getTime() + 1_000));
        await expectInvalid(jwt, 'token_expired');
      } finally {
        clock.set(saved);
      }
      expect((await validate(jwt)).body.valid).toBe(true);
    });

    it('a withdrawn player → player_inactive', async () => {
      const player = await register(tournamentId);
      expect((await validate(player.game_access.jwt)).body.valid).toBe(true);
      const withdrawn = await op.client.delete(`/api/tournaments/${tournamentId}/players/${player.player_id}`, {
        reason: 'Player request',
      });
      expect(withdrawn.status).toBe(200);
      await expectInvalid(player.game_access.jwt, 'player_inactive');
    });

    it('a refunded player (tournament cancelled) → player_inactive', async () => {
      const cancelledId = await createTournamentId(op.client);
      const player = await register(cancelledId);
      const cancelled = await op.client.delete(`/api/tournaments/${cancelledId}`, { reason: 'Provider outage' });
      expect(cancelled.status).toBe(200);
      await expectInvalid(player.game_access.jwt, 'player_inactive');
    });
  });

  describe('keys and operators', () => {
    let jwt: string;

    beforeAll(async () => {
      jwt = (await register(await createTournamentId(op.client))).game_access.jwt;
    });

    it('403 RESOURCE_FORBIDDEN for a valid token of an operator the key is not bound to', async () => {
      const res = await validate(jwt, otherPlatform);
      expectErrorBody(res, 403, 'forbidden', { code: 'RESOURCE_FORBIDDEN' });
    });

    it('a key bound to the other operator still validates that operator’s own tokens', async () => {
      const theirs = await register(await createTournamentId(other.client), other.client);
      expect((await validate(theirs.game_access.jwt, otherPlatform)).body).toMatchObject({ valid: true, operator_id: other.operatorId });
      expectErrorBody(await validate(theirs.game_access.jwt, platform), 403, 'forbidden', { code: 'RESOURCE_FORBIDDEN' });
    });

    it('an invalid token is valid: false whoever asks (nothing to scope)', async () => {
      expect((await validate('hello', otherPlatform)).body).toEqual({ valid: false, error: 'malformed_token' });
    });

    it('401 without a key, with an operator key, with a revoked internal key', async () => {
      const revoked = await createInternalKey(t, [op.operatorId]);
      expect((await t.admin.delete(`/api/admin/internal-api-keys/${revoked.keyId}`)).status).toBe(200);
      for (const client of [
        t.http,
        t.http.with({ authorization: `Bearer ${op.apiKey}` }),
        t.http.with({ 'x-internal-api-key': op.apiKey }),
        t.http.with({ 'x-internal-api-key': revoked.apiKey }),
        t.http.with({ 'x-internal-api-key': 'internal_not-a-real-key' }),
      ]) {
        expectErrorBody(await validate(jwt, client), 401, 'unauthorized', { code: 'INVALID_API_KEY' });
      }
    });

    it('an internal key is refused on operator routes (401)', async () => {
      expectErrorBody(await platform.get('/api/tournaments'), 401, 'unauthorized', { code: 'INVALID_API_KEY' });
    });
  });

  describe('bad bodies', () => {
    it.each([
      ['missing token', {}, 'token'],
      ['a number', { token: 42 }, 'token'],
      ['null', { token: null }, 'token'],
      ['an object', { token: { jwt: 'x' } }, 'token'],
      ['an empty string', { token: '' }, 'token'],
      ['an unknown field', { token: 'abc', extra: 1 }, 'extra'],
    ])('%s → 422 naming the field', async (_label, body, field) => {
      const res = await platform.post(PATH, body);
      expect(res.status).toBe(422);
      const message = field === 'token' ? 'token must be a non-empty string: the player JWT' : 'extra is not an allowed field';
      expect(res.body).toEqual({ error: 'validation_error', message: expect.any(String), errors: { [field]: [message] } });
    });

    it('a body that is not a JSON object → 400 invalid_request', async () => {
      const res = await platform.post(PATH, '"just a string"');
      expectErrorBody(res, 400, 'invalid_request');
      expectErrorBody(await platform.post(PATH, '{ not json'), 400, 'invalid_request');
    });
  });
});

import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SecretBox, SecretDecryptionError, secretKeyId } from '@app/common';
import { createDashboardUser, DashboardSession } from '../../support/dashboard-client';
import { createInternalKey, createKey } from '../../support/factories';
import { FakeWallet, startFakeWallet } from '../../support/fake-wallet-server';
import { HttpClient } from '../../support/http';
import { expectLedgerReconciles } from '../../support/ledger-reconciliation';
import { startTestApp, TEST_ADMIN_KEY, TestApp } from '../../support/test-app';
import { createTournamentId, minutesFromNow } from '../../support/tournament-fixtures';
import { recordFigures } from '../support/figures';
import { dumpDatabase, PlantedSecret, secretsFoundIn } from '../support/secrets-search';

// OWASP API Security Top 10 (2023), issue 9 §5: a dump of the database holds no plaintext secret,
// and the seamless wallet secret is encrypted at rest with the key from the environment.

const secretOf = (html: string) => /<code id="new-key-secret" data-testid="new-key-secret">([^<]+)<\/code>/.exec(html)?.[1];
const MARKER = `dump-marker-${randomBytes(4).toString('hex')}`;

describe('attack: secrets in a database dump', () => {
  const key = randomBytes(32);
  const wallets: FakeWallet[] = [];
  let t: TestApp;

  beforeAll(async () => {
    for (let i = 0; i < 4; i++) wallets.push(await startFakeWallet({ secret: `wallet-hmac-${i}-${randomBytes(12).toString('hex')}` }));
    t = await startTestApp({ walletAllowLocalhost: true, secretsEncryptionKey: key });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all(wallets.map((w) => w.close()));
  });

  it('attack.secrets-dump: no API key, internal key, admin key, wallet secret, password or session cookie in a pg_dump', async () => {
    const planted: PlantedSecret[] = [{ kind: 'admin_key', value: TEST_ADMIN_KEY }];
    const plantKey = (value: string) => {
      planted.push({ kind: 'api_key', value });
      planted.push({ kind: 'api_key_secret_part', value: value.slice(value.indexOf('sk_')) });
    };
    const clients: HttpClient[] = [];

    // Seamless operators: three through the admin API (the third changes its secret by PATCH), one through the dashboard.
    const operatorIds: string[] = [];
    const replaced = `replaced-later-${randomBytes(12).toString('hex')}`;
    planted.push({ kind: 'wallet_secret_replaced', value: replaced });
    for (let i = 0; i < 3; i++) {
      const created = await t.admin.post('/api/admin/operators', {
        name: `${MARKER} seamless ${i}`,
        wallet_mode: 'seamless',
        wallet_url: wallets[i].url,
        wallet_secret: i === 2 ? replaced : wallets[i].secret,
      });
      expect(created.status).toBe(201);
      operatorIds.push(created.body.operator_id);
    }
    planted.push(...wallets.slice(0, 3).map((w) => ({ kind: 'wallet_secret', value: w.secret })));
    expect((await t.admin.patch(`/api/admin/operators/${operatorIds[2]}`, { wallet_secret: wallets[2].secret })).status).toBe(200);
    const transfer = await t.admin.post('/api/admin/operators', { name: `${MARKER} transfer` });
    operatorIds.push(transfer.body.operator_id);

    // Keys of every role, two internal keys.
    for (const operatorId of operatorIds) {
      for (const role of ['full_access', 'read_only']) {
        const created = await createKey(t, operatorId, role);
        plantKey(created.apiKey);
        if (role === 'full_access') clients.push(created.client);
      }
    }
    for (const scope of [undefined, operatorIds.slice(0, 2)])
      planted.push({ kind: 'internal_key', value: (await createInternalKey(t, scope)).apiKey });

    // Dashboard users, their sessions, a key made on the dashboard, and the fourth wallet secret typed into the settings form.
    const sessions: DashboardSession[] = [];
    for (const operatorId of operatorIds.slice(2)) {
      const password = `pw ${randomBytes(9).toString('base64')} staple`;
      const user = await createDashboardUser(t, operatorId, undefined, password);
      planted.push({ kind: 'dashboard_password', value: password });
      const session = await DashboardSession.signedIn(t, user);
      sessions.push(session);
      for (const [name, value] of session.cookies) planted.push({ kind: `cookie:${name}`, value });
    }
    await sessions[1].get('/dashboard/keys');
    const posted = await sessions[1].postForm('/dashboard/keys', { name: 'dashboard made', role: 'full_access', expires_at: '' });
    expect(posted.status).toBe(303);
    // The secret is shown once, on the page the create form redirects to.
    const page = await sessions[1].follow(posted);
    expect(page.status).toBe(200);
    plantKey(secretOf(page.text) as string);
    await sessions[1].get('/dashboard/settings');
    const settings = await sessions[1].postForm('/dashboard/settings', {
      wallet_mode: 'seamless',
      wallet_url: wallets[3].url,
      wallet_secret: wallets[3].secret,
      events_queue_url: '',
      events_format: 'platform',
      currency: 'EUR',
    });
    // Switching the wallet mode is saved once confirmed on the page the form redirects to.
    expect(settings.status).toBe(303);
    const confirm = await sessions[1].follow(settings);
    const change = /name="change" value="([^"]+)"/.exec(confirm.text)?.[1] ?? '';
    expect((await sessions[1].postForm('/dashboard/settings/wallet-mode', { change })).status).toBe(303);
    planted.push({ kind: 'wallet_secret', value: wallets[3].secret });

    // Seamless registrations (the wallet secret is decrypted and signs real calls), some with an Idempotency-Key.
    let registered = 0;
    let replays = 0;
    const jwts: string[] = [];
    for (const [index, client] of clients.entries()) {
      const tid = await createTournamentId(client, {
        name: `${MARKER} cup`,
        entry_fee: 5,
        max_players: 10,
        scheduled_start: minutesFromNow(60),
      });
      for (let p = 0; p < 2; p++) {
        const userId = `dump-user-${index}-${p}`;
        for (const w of wallets) w.setBalance(userId, 'EUR', 20);
        const res = await client.post(
          `/api/tournaments/${tid}/players`,
          { user_id: userId, entry_payment_details: { payment_id: `pay-${index}-${p}` } },
          p === 0 ? { headers: { 'idempotency-key': `idem-${index}-${p}` } } : {},
        );
        expect(res.status).toBe(201);
        jwts.push(res.body.game_access.jwt);
        registered += 1;
        if (p === 0) {
          // The stored response is sealed at rest, and still replayed exactly (same token).
          const replay = await client.post(
            `/api/tournaments/${tid}/players`,
            { user_id: userId, entry_payment_details: { payment_id: `pay-${index}-${p}` } },
            { headers: { 'idempotency-key': `idem-${index}-${p}` } },
          );
          expect(replay.status).toBe(201);
          expect(replay.body.game_access.jwt).toBe(res.body.game_access.jwt);
          replays += 1;
        }
      }
    }
    // Every seamless wallet was called with a valid signature: the stored secret decrypts to the right one.
    for (const w of wallets) {
      expect(w.requests.length).toBeGreaterThan(0);
      expect(w.requests.every((r) => r.signatureValid)).toBe(true);
    }
    await t.flushAudit();

    // Stored form: every wallet secret is `v1:<id of SECRETS_ENCRYPTION_KEY>:...`, opens with that key, and only with it.
    const stored: { wallet_secret: string }[] = await t.app
      .get(DataSource)
      .query('SELECT wallet_secret FROM operators WHERE wallet_secret IS NOT NULL');
    expect(stored).toHaveLength(4);
    const box = new SecretBox(key);
    const wrong = new SecretBox(randomBytes(32));
    const walletSecrets = new Set(wallets.map((w) => w.secret));
    for (const { wallet_secret: value } of stored) {
      expect(value).toMatch(new RegExp(`^v1:${secretKeyId(key)}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$`));
      expect(walletSecrets.has(box.open(value))).toBe(true);
      expect(() => wrong.open(value)).toThrow(SecretDecryptionError);
      expect(() => wrong.open(value)).toThrow(`key id ${secretKeyId(key)}, which is not configured`);
    }

    const dump = await dumpDatabase(t);
    // The dump is real: the rows planted above are in it.
    expect(dump.text).toContain(MARKER);
    expect(dump.text).toContain(operatorIds[0]);
    const secrets = planted.filter((s) => s.value !== '');
    const found = secretsFoundIn(dump.text, secrets);
    expect(found).toEqual([]);
    // Player JWTs are bearer tokens too: the stored Idempotency-Key responses that hold them are sealed.
    const jwtHits = secretsFoundIn(
      dump.text,
      jwts.map((value) => ({ kind: 'jwt', value })),
    ).length;
    expect(jwtHits).toBe(0);
    const storedResponses: { response_body: string }[] = await t.app
      .get(DataSource)
      .query('SELECT response_body FROM idempotency_keys WHERE response_body IS NOT NULL');
    expect(storedResponses.length).toBeGreaterThanOrEqual(replays);
    for (const { response_body: body } of storedResponses) expect(body).toMatch(/^v1:/);

    await expectLedgerReconciles(t);
    const kinds = (prefix: string) => secrets.filter((s) => s.kind.startsWith(prefix)).length;
    recordFigures(
      'attacks',
      'attack.secrets-dump',
      'Dump of the database after planting every kind of secret: no plaintext secret in it; wallet secrets AES-256-GCM under the configured key',
      {
        secrets_planted: secrets.length,
        api_keys: kinds('api_key_secret_part'),
        internal_keys: kinds('internal_key'),
        wallet_secrets: kinds('wallet_secret'),
        dashboard_passwords: kinds('dashboard_password'),
        session_cookies: kinds('cookie:'),
        seamless_registrations: registered,
        dump_method: dump.method,
        dump_bytes: Buffer.byteLength(dump.text),
        plaintext_hits: found.length,
        wrong_key_decryptions: 0,
        idempotent_replays: replays,
        stored_responses_sealed: storedResponses.length,
        player_jwts_in_dump: `${jwtHits}/${jwts.length}`,
      },
    );
  });
});

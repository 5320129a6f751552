import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { SecretBox, secretKeyId } from '@app/common';
import { startEmbeddedDatabase } from '@app/database';
import { DashboardSession } from '../../support/dashboard-client';
import { FakeWallet, startFakeWallet } from '../../support/fake-wallet-server';
import { HttpClient, HttpResponse } from '../../support/http';
import { ensureBuilt, freePort, ServiceProcess } from '../../support/spawn-service';
import { createTestDatabase, TestDatabase, TEST_DB_KIND } from '../../support/test-database';
import { createTournamentId, minutesFromNow } from '../../support/tournament-fixtures';
import { recordFigures } from '../support/figures';
import { PlantedSecret, secretsFoundIn } from '../support/secrets-search';

// Issue 9 §5: the logs hold no secret, whatever the requests carry; the wallet secret stays
// encrypted at rest with the key from the environment, survives a key rotation, and a legacy
// plaintext row is encrypted at the next start.

const ADMIN_KEY = `admin-${randomBytes(16).toString('hex')}`;
const READY_MS = 60_000;

describe('attack: secrets in the logs, and the wallet secret key at rest', () => {
  let database: TestDatabase | undefined;
  let dataDir: string;
  let wallet: FakeWallet;
  const services: ServiceProcess[] = [];
  const keyA = randomBytes(32);
  const keyB = randomBytes(32);
  let operatorId: string;
  let operatorClient: (service: ServiceProcess) => HttpClient;
  let seq = 0;

  async function startService(env: Record<string, string | undefined>): Promise<ServiceProcess> {
    const service = new ServiceProcess(await freePort(), {
      HOST: '127.0.0.1',
      SEED_DEMO: 'false', // The demo seed prints its keys once by design (D15): not part of this run.
      ADMIN_API_KEY: ADMIN_KEY,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      WALLET_ALLOW_LOCALHOST: 'true',
      RATE_LIMIT_FAILED_AUTH: '1000',
      ...env,
    });
    services.push(service);
    await service.waitReady(READY_MS);
    return service;
  }

  async function stop(service: ServiceProcess): Promise<void> {
    service.signal('SIGTERM');
    expect(await service.waitExit(15_000)).toEqual({ code: 0, signal: null });
  }

  /** The service's database, opened directly while no service runs (the embedded one has one owner). */
  async function withDatabase<T>(work: (db: Client) => Promise<T>): Promise<T> {
    const embedded = database ? undefined : await startEmbeddedDatabase(dataDir, 4);
    const db = new Client({ connectionString: database?.url ?? embedded!.url });
    await db.connect();
    try {
      return await work(db);
    } finally {
      await db.end();
      await embedded?.stop();
    }
  }

  const storedSecret = (db: Client) =>
    db.query('SELECT wallet_secret FROM operators WHERE id = $1', [operatorId]).then((r) => r.rows[0].wallet_secret as string);

  /** A paid seamless registration: the service must sign the wallet call with the decrypted secret. */
  async function seamlessRegistration(service: ServiceProcess): Promise<HttpResponse> {
    const client = operatorClient(service);
    const tid = await createTournamentId(client, { entry_fee: 5, max_players: 20, scheduled_start: minutesFromNow(60) });
    const userId = `log-user-${++seq}`;
    wallet.setBalance(userId, 'EUR', 50);
    return client.post(`/api/tournaments/${tid}/players`, { user_id: userId, entry_payment_details: { payment_id: `log-pay-${seq}` } });
  }

  beforeAll(async () => {
    ensureBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'secrets-logs-'));
    if (TEST_DB_KIND === 'postgres') database = await createTestDatabase();
    wallet = await startFakeWallet({ secret: `wallet-hmac-${randomBytes(12).toString('hex')}` });
  });
  afterAll(async () => {
    for (const service of services) await service.kill();
    await wallet?.close();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('attack.secrets-logs: no secret carried by any request reaches stdout or stderr at LOG_LEVEL debug', async () => {
    const service = await startService({ LOG_LEVEL: 'debug', SECRETS_ENCRYPTION_KEY: keyA.toString('base64') });
    const http = new HttpClient(service.baseUrl);
    const admin = http.with({ 'x-admin-api-key': ADMIN_KEY });
    const planted: PlantedSecret[] = [
      { kind: 'admin_key', value: ADMIN_KEY },
      { kind: 'wallet_secret', value: wallet.secret },
    ];
    let requests = 0;
    const send = async (response: Promise<HttpResponse>) => {
      requests += 1;
      return response;
    };

    // Administration: a wallet secret in bodies (create, change, a refused one echoed by validation), keys created.
    const first = `first-wallet-secret-${randomBytes(8).toString('hex')}`;
    planted.push({ kind: 'wallet_secret', value: first });
    const created = await send(
      admin.post('/api/admin/operators', {
        name: 'Logged operator',
        wallet_mode: 'seamless',
        wallet_url: wallet.url,
        wallet_secret: first,
      }),
    );
    expect(created.status).toBe(201);
    operatorId = created.body.operator_id;
    expect((await send(admin.patch(`/api/admin/operators/${operatorId}`, { wallet_secret: wallet.secret }))).status).toBe(200);
    const refusedSecret = `refused-wallet-secret-${randomBytes(8).toString('hex')}`;
    planted.push({ kind: 'wallet_secret_refused', value: refusedSecret });
    expect(
      (
        await send(
          admin.post('/api/admin/operators', {
            name: 'x',
            wallet_mode: 'seamless',
            wallet_url: 'https://10.0.0.1/w',
            wallet_secret: refusedSecret,
            bogus: refusedSecret,
          }),
        )
      ).status,
    ).toBe(422);
    expect(
      (await send(http.post('/api/admin/operators', { name: 'x' }, { headers: { 'x-admin-api-key': `${ADMIN_KEY}-wrong` } }))).status,
    ).toBe(401);
    planted.push({ kind: 'wrong_admin_key', value: `${ADMIN_KEY}-wrong` });

    const keyRes = await send(admin.post(`/api/admin/operators/${operatorId}/api-keys`, { name: 'logged', role: 'full_access' }));
    const apiKey: string = keyRes.body.api_key;
    planted.push({ kind: 'api_key', value: apiKey }, { kind: 'api_key_secret_part', value: apiKey.slice(apiKey.indexOf('sk_')) });
    operatorClient = (s) => new HttpClient(s.baseUrl, { authorization: `Bearer ${apiKey}` });
    const internalRes = await send(admin.post('/api/admin/internal-api-keys', { name: 'platform' }));
    const internalKey: string = internalRes.body.api_key;
    planted.push({ kind: 'internal_key', value: internalKey });

    // Operator API: the key in the header, in a query string, a wrong secret for a real key id, validation errors echoing fields.
    const client = operatorClient(service);
    expect((await send(client.get('/api/tournaments'))).status).toBe(200);
    expect(
      (await send(client.get(`/api/tournaments?api_key=${encodeURIComponent(apiKey)}&token=${encodeURIComponent(internalKey)}`))).status,
    ).toBeLessThan(500);
    const wrongSecret = `${apiKey.slice(0, apiKey.indexOf('sk_'))}sk_live_${randomBytes(24).toString('base64url')}`;
    planted.push({ kind: 'wrong_api_key', value: wrongSecret });
    expect((await send(http.get('/api/tournaments', { headers: { authorization: `Bearer ${wrongSecret}` } }))).status).toBe(401);
    expect(
      (await send(http.get('/api/tournaments', { headers: { authorization: `Basic ${Buffer.from(`u:${apiKey}`).toString('base64')}` } })))
        .status,
    ).toBe(401);
    expect(
      (await send(client.post('/api/tournaments', { name: apiKey, game: internalKey, entry_fee: wallet.secret, [ADMIN_KEY]: 1 }))).status,
    ).toBe(422);
    expect(
      (
        await send(
          client.post('/api/tournaments', `{"name": "${apiKey}", "game": "${wallet.secret}"`, {
            headers: { 'content-type': 'application/json' },
          }),
        )
      ).status,
    ).toBe(400);

    // A seamless registration (the wallet call is signed with the decrypted secret), and its player JWT used.
    const registration = await send(seamlessRegistration(service));
    requests += 2;
    expect(registration.status).toBe(201);
    expect(wallet.requests.at(-1)?.signatureValid).toBe(true);
    const jwt: string = registration.body.game_access.jwt;
    planted.push({ kind: 'player_jwt', value: jwt });

    // Internal API: the key in both headers, a wrong one, and the player JWT validated.
    const internal = http.with({ 'x-internal-api-key': internalKey });
    expect((await send(internal.post('/api/internal/auth/validate-token', { token: jwt }))).status).toBe(200);
    expect(
      (await send(http.post('/api/internal/auth/validate-token', { token: jwt }, { headers: { authorization: `Bearer ${internalKey}` } })))
        .status,
    ).toBe(200);
    expect(
      (await send(http.post('/api/internal/auth/validate-token', { token: jwt }, { headers: { 'x-internal-api-key': `${internalKey}x` } })))
        .status,
    ).toBe(401);
    expect((await send(internal.post('/api/internal/auth/validate-token', { token: `${jwt}x` }))).status).toBeLessThan(500);

    // Dashboard: a user's password at sign-in (wrong then right), the session cookie, a wallet secret in the settings form.
    const password = `pw ${randomBytes(9).toString('base64')} staple`;
    const email = `logs.${Date.now()}@operator.example`;
    expect((await send(admin.post(`/api/admin/operators/${operatorId}/dashboard-users`, { email, password }))).status).toBe(201);
    planted.push({ kind: 'dashboard_password', value: password });
    const browser = new DashboardSession(service.baseUrl);
    expect((await browser.signIn(email, `${password}-wrong`)).status).toBe(401);
    planted.push({ kind: 'dashboard_password_wrong', value: `${password}-wrong` });
    expect((await browser.signIn(email, password)).status).toBe(303);
    requests += 4;
    for (const [name, value] of browser.cookies) planted.push({ kind: `cookie:${name}`, value });
    await browser.get('/dashboard/settings');
    const typed = `typed-wallet-secret-${randomBytes(8).toString('hex')}`;
    planted.push({ kind: 'wallet_secret_typed', value: typed });
    const refused = await browser.postForm('/dashboard/settings', {
      wallet_mode: 'seamless',
      wallet_url: 'https://10.0.0.1/w',
      wallet_secret: typed,
      events_queue_url: '',
      events_format: 'platform',
      currency: 'EUR',
    });
    expect(refused.status).toBe(422);
    expect(refused.text).not.toContain(typed);
    requests += 2;

    await stop(service);
    const log = `${service.stdout}\n${service.stderr}`;
    const lines = log.split('\n').filter((line) => line.trim() !== '');
    // The scan is real: the requests were logged (one line per request at debug/info) with their paths.
    expect(lines.filter((line) => line.includes('"/api/tournaments"')).length).toBeGreaterThanOrEqual(3);
    expect(log).toContain('/api/internal/auth/validate-token');
    const found = secretsFoundIn(log, planted);
    expect(found.map((s) => s.kind)).toEqual([]);

    recordFigures(
      'attacks',
      'attack.secrets-logs',
      'Requests carrying every kind of secret to the service process at LOG_LEVEL debug: none of them in its stdout or stderr',
      {
        secrets_planted: planted.length,
        requests_sent: requests,
        log_lines_scanned: lines.length,
        log_bytes: Buffer.byteLength(log),
        hits: found.length,
      },
    );
  });

  it('secrets.key-at-rest: wrong key refused clearly at start-up; rotation and legacy plaintext re-encrypted at start-up', async () => {
    expect(operatorId).toBeDefined();
    const stored = await withDatabase(storedSecret);
    expect(SecretBox.keyIdOf(stored)).toBe(secretKeyId(keyA));
    expect(stored).not.toContain(wallet.secret);

    // A service with another key: a clear start-up error naming the key id; registrations get 503 and the wallet is never called.
    const wrong = await startService({ LOG_LEVEL: 'info', SECRETS_ENCRYPTION_KEY: keyB.toString('hex') });
    const callsBefore = wallet.requests.length;
    const refused = await seamlessRegistration(wrong);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('service_unavailable');
    expect(JSON.stringify(refused.body)).not.toContain(wallet.secret);
    const wrongKeyCalls = wallet.requests.length - callsBefore;
    expect(wrongKeyCalls).toBe(0);
    await stop(wrong);
    expect(wrong.stdout + wrong.stderr).toContain(`key id(s) ${secretKeyId(keyA)}, which no configured key matches`);
    expect(await withDatabase(storedSecret)).toBe(stored);

    // Rotation: B current, A previous. The start-up pass moves the secret to B; the wallet works.
    const rotated = await startService({
      LOG_LEVEL: 'info',
      SECRETS_ENCRYPTION_KEY: keyB.toString('hex'),
      SECRETS_ENCRYPTION_KEYS_PREVIOUS: keyA.toString('base64url'),
    });
    expect((await seamlessRegistration(rotated)).status).toBe(201);
    expect(wallet.requests.at(-1)?.signatureValid).toBe(true);
    await stop(rotated);
    expect(rotated.stdout).toContain('Re-encrypted 0 plaintext and 1 previous-key wallet secrets');
    const underB = await withDatabase(storedSecret);
    expect(SecretBox.keyIdOf(underB)).toBe(secretKeyId(keyB));
    expect(new SecretBox(keyB).open(underB)).toBe(wallet.secret);

    // A legacy row (written before encryption existed) works and is encrypted at the next start.
    await withDatabase((db) => db.query('UPDATE operators SET wallet_secret = $1 WHERE id = $2', [wallet.secret, operatorId]));
    const legacy = await startService({ LOG_LEVEL: 'info', SECRETS_ENCRYPTION_KEY: keyB.toString('hex') });
    expect((await seamlessRegistration(legacy)).status).toBe(201);
    expect(wallet.requests.at(-1)?.signatureValid).toBe(true);
    await stop(legacy);
    expect(legacy.stdout).toContain('Re-encrypted 1 plaintext and 0 previous-key wallet secrets');
    const resealed = await withDatabase(storedSecret);
    expect(SecretBox.keyIdOf(resealed)).toBe(secretKeyId(keyB));
    expect(new SecretBox(keyB).open(resealed)).toBe(wallet.secret);

    recordFigures(
      'attacks',
      'secrets.key-at-rest',
      'Wallet secret under SECRETS_ENCRYPTION_KEY: a wrong key is refused clearly (no wallet call); a rotated key and a legacy plaintext row are re-encrypted at start-up',
      {
        wrong_key_registration_status: refused.status,
        wallet_calls_with_wrong_key: wrongKeyCalls,
        rotated_to_new_key: 1,
        legacy_rows_encrypted: 1,
        registrations_after_rotation: 2,
      },
    );
  });
});

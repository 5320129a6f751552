import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../support/run-cli';
import { startTestApp, TestApp } from '../support/test-app';

const ROLES = ['full_access', 'tournament_manager', 'read_only', 'player_registration'];

describe('admin CLI (D4) against the database the service uses', () => {
  let t: TestApp;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    // The CLI talks to the same database as the running service, through DATABASE_URL.
    env = { DATABASE_URL: t.database.url };
  });
  afterAll(() => t?.close());

  it('creates an operator, a key of each role and an internal key, all usable over HTTP', async () => {
    const operator = await runCli(['operator', 'create', '--name', 'Acme', '--currency', 'GBP', '--json'], env);
    expect(operator.code).toBe(0);
    expect(operator.json).toMatchObject({ name: 'Acme', currency: 'GBP', operator_id: expect.any(String) });
    const operatorId = operator.json.operator_id;

    for (const role of ROLES) {
      const key = await runCli(['key', 'create', '--operator', operatorId, '--name', `${role} key`, '--role', role, '--json'], env);
      expect(key.code).toBe(0);
      expect(key.json).toMatchObject({ role, operator_id: operatorId, api_key: expect.stringMatching(/^pk_live_.+:sk_live_.+$/) });
      const res = await t.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${key.json.api_key}` } });
      expect(res.status).toBe(200);
      expect(res.body.role).toBe(role);
      expect(res.body.permissions).toEqual(key.json.permissions);
    }

    const internal = await runCli(['internal-key', 'create', '--name', 'platform', '--operators', operatorId, '--json'], env);
    expect(internal.code).toBe(0);
    expect(internal.json).toMatchObject({ operator_ids: [operatorId], api_key: expect.stringMatching(/^internal_/) });

    const listed = await runCli(['key', 'list', '--operator', operatorId, '--json'], env);
    expect(listed.json.api_keys).toHaveLength(4);
    expect(listed.stdout).not.toContain('sk_live_');
  });

  it('revokes a key so that the API refuses it', async () => {
    const operator = await runCli(['operator', 'create', '--name', 'Revokers', '--json'], env);
    const key = await runCli(['key', 'create', '--operator', operator.json.operator_id, '--name', 'k', '--role', 'read_only', '--json'], env);
    const revoked = await runCli(['key', 'revoke', '--operator', operator.json.operator_id, '--key', key.json.key_id, '--json'], env);
    expect(revoked.code).toBe(0);
    expect(revoked.json.revoked_at).toEqual(expect.any(String));
    const res = await t.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${key.json.api_key}` } });
    expect(res.status).toBe(401);
  });

  it('revokes a key in use: the running service refuses it within API_KEY_CACHE_MS (1 s)', async () => {
    const operator = await runCli(['operator', 'create', '--name', 'Busy revokers', '--json'], env);
    const key = await runCli(['key', 'create', '--operator', operator.json.operator_id, '--name', 'k', '--role', 'read_only', '--json'], env);
    const headers = { authorization: `Bearer ${key.json.api_key}` };
    // In use: the service now holds the key in its key cache.
    expect((await t.http.get('/api/auth/permissions', { headers })).status).toBe(200);
    const revoked = await runCli(['key', 'revoke', '--operator', operator.json.operator_id, '--key', key.json.key_id, '--json'], env);
    expect(revoked.code).toBe(0);
    // The CLI is another process: the service learns of it when its cached entry lapses.
    const revokedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - revokedAt < 3000) {
      status = (await t.http.get('/api/auth/permissions', { headers })).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThanOrEqual(1500);
  });

  it('prints readable text without --json', async () => {
    const operator = await runCli(['operator', 'create', '--name', 'Plain'], env);
    expect(operator.code).toBe(0);
    expect(operator.stdout).toMatch(/^Operator created: [0-9a-f-]{36} \(Plain, EUR\)/);
  });

  it('reports migrations as JSON', async () => {
    const migrate = await runCli(['migrate', '--json'], env);
    expect(migrate.code).toBe(0);
    expect(migrate.json).toEqual({ applied: [] });
  });

  it('refuses bad input with the API’s error codes and a non-zero exit', async () => {
    const badRole = await runCli(['key', 'create', '--operator', '01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d', '--name', 'k', '--role', 'root', '--json'], env);
    expect(badRole.code).toBe(1);
    expect(badRole.json).toMatchObject({ error: 'validation_error', errors: { role: expect.any(Array) } });

    const unknownOperator = await runCli(['key', 'create', '--operator', '01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d', '--name', 'k', '--role', 'read_only', '--json'], env);
    expect(unknownOperator.code).toBe(1);
    expect(unknownOperator.json).toEqual({ error: 'not_found', message: 'Operator not found' });

    const missing = await runCli(['operator', 'create'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--name/);
  });
});

describe('admin CLI on the embedded database', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ts-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates a new data directory and keeps what it creates', async () => {
    const env = { DATA_DIR: dataDir };
    const migrate = await runCli(['migrate', '--json'], env);
    expect(migrate.code).toBe(0);
    expect(migrate.json.applied.length).toBeGreaterThan(0);
    const created = await runCli(['operator', 'create', '--name', 'Embedded', '--json'], env);
    expect(created.code).toBe(0);
    const listed = await runCli(['operator', 'list', '--json'], env);
    expect(listed.json.operators.map((o: any) => o.operator_id)).toEqual([created.json.operator_id]);
  });
});

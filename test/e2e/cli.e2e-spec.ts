import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runCli, runCliInProcess } from '../support/run-cli';
import { ROOT } from '../support/spawn-service';
import { startTestApp, TestApp } from '../support/test-app';

const ROLES = ['full_access', 'tournament_manager', 'read_only', 'player_registration'];

describe('admin CLI against the database the service uses', () => {
  let t: TestApp;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    // The CLI talks to the same database as the running service, through DATABASE_URL, on the
    // same machine (the service's DATA_DIR: its secrets key). Most commands run in this process
    // (runCliInProcess); a few run the built CLI, so that the binary itself stays proven.
    env = { DATABASE_URL: t.database.url, DATA_DIR: t.config.dataDir };
  });
  afterAll(() => t?.close());

  it('creates an operator, a key of each role and an internal key, all usable over HTTP', async () => {
    const operator = await runCliInProcess(['operator', 'create', '--name', 'Acme', '--currency', 'GBP', '--json'], env);
    expect(operator.code).toBe(0);
    expect(operator.json).toMatchObject({ name: 'Acme', currency: 'GBP', operator_id: expect.any(String) });
    const operatorId = operator.json.operator_id;

    for (const role of ROLES) {
      const key = await runCliInProcess(
        ['key', 'create', '--operator', operatorId, '--name', `${role} key`, '--role', role, '--json'],
        env,
      );
      expect(key.code).toBe(0);
      expect(key.json).toMatchObject({ role, operator_id: operatorId, api_key: expect.stringMatching(/^pk_live_.+:sk_live_.+$/) });
      const res = await t.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${key.json.api_key}` } });
      expect(res.status).toBe(200);
      expect(res.body.role).toBe(role);
      expect(res.body.permissions).toEqual(key.json.permissions);
    }

    const internal = await runCliInProcess(['internal-key', 'create', '--name', 'platform', '--operators', operatorId, '--json'], env);
    expect(internal.code).toBe(0);
    expect(internal.json).toMatchObject({ operator_ids: [operatorId], api_key: expect.stringMatching(/^internal_/) });

    const listed = await runCliInProcess(['key', 'list', '--operator', operatorId, '--json'], env);
    expect(listed.json.api_keys).toHaveLength(4);
    expect(listed.stdout).not.toContain('sk_live_');
  });

  it('revokes a key so that the API refuses it', async () => {
    const operator = await runCliInProcess(['operator', 'create', '--name', 'Revokers', '--json'], env);
    const key = await runCliInProcess(
      ['key', 'create', '--operator', operator.json.operator_id, '--name', 'k', '--role', 'read_only', '--json'],
      env,
    );
    const revoked = await runCliInProcess(
      ['key', 'revoke', '--operator', operator.json.operator_id, '--key', key.json.key_id, '--json'],
      env,
    );
    expect(revoked.code).toBe(0);
    expect(revoked.json.revoked_at).toEqual(expect.any(String));
    const res = await t.http.get('/api/auth/permissions', { headers: { authorization: `Bearer ${key.json.api_key}` } });
    expect(res.status).toBe(401);
  });

  it('revokes a key in use: the running service refuses it within API_KEY_CACHE_MS (1 s)', async () => {
    const operator = await runCliInProcess(['operator', 'create', '--name', 'Busy revokers', '--json'], env);
    const key = await runCliInProcess(
      ['key', 'create', '--operator', operator.json.operator_id, '--name', 'k', '--role', 'read_only', '--json'],
      env,
    );
    const headers = { authorization: `Bearer ${key.json.api_key}` };
    // In use: the service now holds the key in its key cache.
    expect((await t.http.get('/api/auth/permissions', { headers })).status).toBe(200);
    // The built CLI, in its own process: the service learns of it when its cached entry lapses.
    const revoked = await runCli(['key', 'revoke', '--operator', operator.json.operator_id, '--key', key.json.key_id, '--json'], env);
    expect(revoked.code).toBe(0);
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
    const operator = await runCliInProcess(['operator', 'create', '--name', 'Plain'], env);
    expect(operator.code).toBe(0);
    expect(operator.stdout).toMatch(/^Operator created: [0-9a-f-]{36} \(Plain, EUR\)/);
  });

  it('lists with a header row and the keys’ names; internal keys can be listed', async () => {
    const operator = await runCliInProcess(['operator', 'create', '--name', 'Listed Casino', '--json'], env);
    const operatorId = operator.json.operator_id;
    const backend = await runCliInProcess(
      ['key', 'create', '--operator', operatorId, '--name', 'Backend server', '--role', 'tournament_manager', '--json'],
      env,
    );
    const reports = await runCliInProcess(
      ['key', 'create', '--operator', operatorId, '--name', 'Monthly reports', '--role', 'read_only', '--json'],
      env,
    );
    await runCliInProcess(['key', 'revoke', '--operator', operatorId, '--key', reports.json.key_id], env);
    const platform = await runCliInProcess(
      ['internal-key', 'create', '--name', 'Listed platform', '--operators', operatorId, '--json'],
      env,
    );

    const operators = await runCliInProcess(['operator', 'list', '--limit', '100'], env);
    expect(operators.code).toBe(0);
    const operatorLines = operators.stdout.trimEnd().split('\n');
    expect(operatorLines[0]).toMatch(/^OPERATOR ID\s+NAME\s+CURRENCY\b/);
    expect(operatorLines).toContainEqual(expect.stringMatching(new RegExp(`^${operatorId}\\s+Listed Casino\\s+EUR\\b`)));

    const keys = await runCliInProcess(['key', 'list', '--operator', operatorId], env);
    expect(keys.code).toBe(0);
    const keyLines = keys.stdout.trimEnd().split('\n');
    expect(keyLines[0]).toMatch(/^KEY ID\s+NAME\s+ROLE\s+PUBLIC PART\s+STATE\b/);
    expect(keyLines).toHaveLength(3);
    expect(keyLines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${backend.json.key_id}\\s+Backend server\\s+tournament_manager\\s+${backend.json.key_prefix}\\s+active\\b`),
      ),
    );
    expect(keyLines).toContainEqual(
      expect.stringMatching(new RegExp(`^${reports.json.key_id}\\s+Monthly reports\\s+read_only\\s+\\S+\\s+revoked\\b`)),
    );
    expect(keys.stdout).not.toContain('sk_live_');

    const internal = await runCliInProcess(['internal-key', 'list', '--limit', '100'], env);
    expect(internal.code).toBe(0);
    const internalLines = internal.stdout.trimEnd().split('\n');
    expect(internalLines[0]).toMatch(/^KEY ID\s+NAME\s+OPERATORS\s+STATE\b/);
    expect(internalLines).toContainEqual(
      expect.stringMatching(new RegExp(`^${platform.json.key_id}\\s+Listed platform\\s+${operatorId}\\s+active\\b`)),
    );
    expect(internal.stdout).not.toContain(platform.json.api_key);

    const internalJson = await runCliInProcess(['internal-key', 'list', '--limit', '100', '--json'], env);
    const listed = internalJson.json.internal_api_keys.find((k: any) => k.key_id === platform.json.key_id);
    expect(listed).toMatchObject({ name: 'Listed platform', operator_ids: [operatorId], revoked_at: null });
    expect(listed).not.toHaveProperty('api_key');
  });

  it('an empty list says so instead of printing a bare header', async () => {
    const operator = await runCliInProcess(['operator', 'create', '--name', 'Keyless', '--json'], env);
    const keys = await runCliInProcess(['key', 'list', '--operator', operator.json.operator_id], env);
    expect(keys.code).toBe(0);
    expect(keys.stdout).toBe('No API keys\n');
  });

  it('reports migrations as JSON (the built CLI)', async () => {
    const migrate = await runCli(['migrate', '--json'], env);
    expect(migrate.code).toBe(0);
    expect(migrate.json).toEqual({ applied: [] });
  });

  it('refuses bad input with the API’s error codes and a non-zero exit', async () => {
    const badRole = await runCliInProcess(
      ['key', 'create', '--operator', '01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d', '--name', 'k', '--role', 'root', '--json'],
      env,
    );
    expect(badRole.code).toBe(1);
    expect(badRole.json).toMatchObject({ error: 'validation_error', errors: { role: expect.any(Array) } });

    // The built CLI: its process exits with 1, the error as JSON on stderr.
    const unknownOperator = await runCli(
      ['key', 'create', '--operator', '01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d', '--name', 'k', '--role', 'read_only', '--json'],
      env,
    );
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
    // In this process: each command opens the embedded database in DATA_DIR and closes it again.
    const migrate = await runCliInProcess(['migrate', '--json'], env);
    expect(migrate.code).toBe(0);
    expect(migrate.json.applied.length).toBeGreaterThan(0);
    const created = await runCliInProcess(['operator', 'create', '--name', 'Embedded', '--json'], env);
    expect(created.code).toBe(0);
    // Then the built CLI, in its own process, finds what they left (and the data directory unlocked).
    const listed = await runCli(['operator', 'list', '--json'], env);
    expect(listed.code).toBe(0);
    expect(listed.json.operators.map((o: any) => o.operator_id)).toEqual([created.json.operator_id]);
    // The first command creates the embedded database (initdb), the last starts a process: on a
    // busy two-core machine that alone can take most of a minute.
  }, 150_000);
});

describe('CLI help', () => {
  const COMMANDS = [
    [],
    ['operator'],
    ['operator', 'create'],
    ['operator', 'list'],
    ['key'],
    ['key', 'create'],
    ['key', 'list'],
    ['key', 'revoke'],
    ['user'],
    ['user', 'create'],
    ['user', 'list'],
    ['user', 'disable'],
    ['internal-key'],
    ['internal-key', 'create'],
    ['internal-key', 'list'],
    ['internal-key', 'revoke'],
    ['jwt'],
    ['jwt', 'rotate-key'],
    ['jwt', 'generate-key'],
    ['events'],
    ['events', 'list'],
    ['events', 'replay'],
    ['migrate'],
  ];

  it.each(COMMANDS.map((command) => [command.join(' ') || '(top level)', command]))(
    '%s --help cites no internal label and opens no database',
    async (_name, command) => {
      // No database configured at all: help must not need one.
      const help = await runCli([...(command as string[]), '--help'], { DATA_DIR: '/nonexistent/never-created' });
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^Usage: tournament-service/);
      expect(help.stdout).not.toMatch(/\bD\d{1,2}b?\b|spec endpoint|\(spec \d+\)|seed-spec|decisions\.md/i);
    },
  );

  it('lists internal-key list among the commands', async () => {
    const help = await runCli(['internal-key', '--help'], {});
    expect(help.stdout).toMatch(/^\s+list \[options\]\s+List the internal keys/m);
  });
});

describe('npm run cli and npm start rebuild dist/ only when it is stale', () => {
  const CHECK = join(ROOT, 'scripts/build-if-stale.js');

  function run(command: string, args: string[], cwd = ROOT): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { cwd, env: { ...process.env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it('`npm run cli -- --help` answers from the current dist/ without building it again', async () => {
    // The test run built dist/ before any file started, so it is current.
    const outputs = ['dist/apps/api/src/cli.js', 'dist/apps/api/src/main.js', 'dist/libs/common/src/index.js'].map((path) =>
      join(ROOT, path),
    );
    const before = outputs.map((path) => statSync(path).mtimeMs);
    const result = await run('npm', ['run', '--silent', 'cli', '--', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: tournament-service/);
    expect(result.stderr).not.toMatch(/Building/);
    expect(outputs.map((path) => statSync(path).mtimeMs)).toEqual(before);
  });

  describe('the staleness check', () => {
    let root: string;
    const write = (path: string, text = '', mtimeSeconds?: number) => {
      const full = join(root, path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
      if (mtimeSeconds !== undefined) utimesSync(full, mtimeSeconds, mtimeSeconds);
    };
    const check = () => run(process.execPath, [CHECK, '--check', root]);

    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'ts-stale-'));
      write('.swcrc', '{}', 1_000);
      write('apps/api/src/main.ts', 'x', 2_000);
      write('libs/common/src/index.ts', 'x', 2_000);
      write('libs/common/src/index.spec.ts', 'test', 9_000);
      write('dist/apps/api/src/main.js', 'x', 3_000);
      write('dist/libs/common/src/index.js', 'x', 3_000);
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('finds dist/ current when every source has a newer output (tests are not built)', async () => {
      expect(await check()).toMatchObject({ code: 0, stdout: 'dist is up to date\n' });
    });

    it('finds it stale when a source changed after its output was written', async () => {
      write('libs/common/src/index.ts', 'y', 4_000);
      expect(await check()).toMatchObject({
        code: 1,
        stdout: expect.stringContaining('libs/common/src/index.ts changed since the last build'),
      });
    });

    it('finds it stale when a source has no output yet', async () => {
      write('libs/common/src/new-file.ts', 'z', 2_500);
      expect(await check()).toMatchObject({ code: 1, stdout: expect.stringContaining('libs/common/src/new-file.ts has not been built') });
    });

    it('finds it stale when there is no dist/ at all (a fresh clone)', async () => {
      rmSync(join(root, 'dist'), { recursive: true });
      expect(await check()).toMatchObject({ code: 1, stdout: expect.stringContaining('no dist/ yet') });
    });

    it('finds it stale when the compiler settings changed', async () => {
      write('.swcrc', '{ }', 5_000);
      expect(await check()).toMatchObject({ code: 1, stdout: expect.stringContaining('.swcrc changed') });
    });
  });
});

import { DataSource } from 'typeorm';
import { DashboardSession } from '../support/dashboard-client';
import { createOperator } from '../support/factories';
import { runCli, runCliInProcess } from '../support/run-cli';
import { startTestApp, TestApp } from '../support/test-app';

const PASSWORD = 'a long enough passphrase';

/** Issue 8: `user create --operator ID --email E --password P`, then signing in to the dashboard. */
describe('CLI dashboard users against the database the service uses', () => {
  let t: TestApp;
  let env: Record<string, string>;
  let operatorId: string;
  beforeAll(async () => {
    t = await startTestApp();
    // Most commands run in this process (runCliInProcess), one runs the built CLI. The service's
    // DATA_DIR, as a CLI on the same machine would have it (its secrets key).
    env = { DATABASE_URL: t.database.url, DATA_DIR: t.config.dataDir };
    operatorId = (await createOperator(t)).operatorId;
  });
  afterAll(() => t?.close());

  it('creates a user who can then sign in to the dashboard', async () => {
    const created = await runCliInProcess(
      ['user', 'create', '--operator', operatorId, '--email', 'Ops@CLI.example', '--password', PASSWORD],
      env,
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Dashboard user [0-9a-f-]{36} \(ops@cli\.example, admin\) created for operator /);
    expect(created.stdout + created.stderr).not.toContain(PASSWORD);

    const browser = new DashboardSession(t.baseUrl);
    const signIn = await browser.signIn('ops@cli.example', PASSWORD);
    expect(signIn.status).toBe(303);
    const home = await browser.follow(signIn);
    expect(home.status).toBe(200);
    expect(home.text).toContain('ops@cli.example');

    const listed = await t.admin.get(`/api/admin/operators/${operatorId}/dashboard-users`);
    expect(listed.body.dashboard_users.map((u: any) => u.email)).toContain('ops@cli.example');
  });

  it('prints JSON without the password or its hash', async () => {
    const created = await runCliInProcess(
      ['user', 'create', '--operator', operatorId, '--email', 'json@cli.example', '--password', PASSWORD, '--json'],
      env,
    );
    expect(created.code).toBe(0);
    expect(created.json).toEqual({
      id: expect.any(String),
      operator_id: operatorId,
      email: 'json@cli.example',
      role: 'admin',
      created_at: expect.any(String),
      last_login_at: null,
      disabled_at: null,
    });
    expect(created.stdout).not.toMatch(/scrypt|password/);
  });

  it('creates a user of the role given by --role, and refuses an unknown role', async () => {
    const manager = await runCliInProcess(
      ['user', 'create', '--operator', operatorId, '--email', 'manager@cli.example', '--password', PASSWORD, '--role', 'manager', '--json'],
      env,
    );
    expect(manager.code).toBe(0);
    expect(manager.json.role).toBe('manager');
    const bad = await runCliInProcess(
      ['user', 'create', '--operator', operatorId, '--email', 'root@cli.example', '--password', PASSWORD, '--role', 'root'],
      env,
    );
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/role/);
    const listed = await t.admin.get(`/api/admin/operators/${operatorId}/dashboard-users?limit=100`);
    expect(listed.body.dashboard_users.map((u: any) => u.email)).not.toContain('root@cli.example');
  });

  it('takes the password from DASHBOARD_USER_PASSWORD when --password is not given (the built CLI)', async () => {
    // In its own process: the binary reads the variable from its environment.
    const created = await runCli(['user', 'create', '--operator', operatorId, '--email', 'env@cli.example', '--json'], {
      ...env,
      DASHBOARD_USER_PASSWORD: PASSWORD,
    });
    expect(created.code).toBe(0);
    expect((await new DashboardSession(t.baseUrl).signIn('env@cli.example', PASSWORD)).status).toBe(303);

    const none = await runCliInProcess(['user', 'create', '--operator', operatorId, '--email', 'nopass@cli.example'], env);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('password is required');
  });

  it('refuses a short password with a clear message and a non-zero exit', async () => {
    const short = await runCliInProcess(
      ['user', 'create', '--operator', operatorId, '--email', 'short@cli.example', '--password', 'short'],
      env,
    );
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('password must be at least 12 characters long');
    expect(short.stdout).toBe('');

    const json = await runCliInProcess(
      ['user', 'create', '--operator', operatorId, '--email', 'short@cli.example', '--password', 'short', '--json'],
      env,
    );
    expect(json.code).toBe(1);
    expect(json.json).toMatchObject({ error: 'validation_error', errors: { password: ['password must be at least 12 characters long'] } });
    expect(
      (await t.admin.get(`/api/admin/operators/${operatorId}/dashboard-users`)).body.dashboard_users.map((u: any) => u.email),
    ).not.toContain('short@cli.example');
  });

  it('refuses a duplicate e-mail address (in any case) with a clear message', async () => {
    const first = await runCliInProcess(
      ['user', 'create', '--operator', operatorId, '--email', 'dup@cli.example', '--password', PASSWORD],
      env,
    );
    expect(first.code).toBe(0);
    const again = await runCliInProcess(
      ['user', 'create', '--operator', operatorId, '--email', 'DUP@cli.example', '--password', PASSWORD],
      env,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Error (conflict): A dashboard user with this e-mail address already exists');

    // Unique across the platform: another operator cannot take the address either.
    const other = (await createOperator(t)).operatorId;
    const elsewhere = await runCliInProcess(
      ['user', 'create', '--operator', other, '--email', 'dup@cli.example', '--password', PASSWORD, '--json'],
      env,
    );
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.json).toEqual({ error: 'conflict', message: 'A dashboard user with this e-mail address already exists' });
  });

  it('refuses a bad e-mail address and an unknown operator', async () => {
    const bad = await runCliInProcess(
      ['user', 'create', '--operator', operatorId, '--email', 'not-an-address', '--password', PASSWORD, '--json'],
      env,
    );
    expect(bad.code).toBe(1);
    expect(bad.json).toMatchObject({ error: 'validation_error', errors: { email: ['email must be a valid e-mail address'] } });

    const unknown = await runCliInProcess(
      [
        'user',
        'create',
        '--operator',
        '01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d',
        '--email',
        'x@cli.example',
        '--password',
        PASSWORD,
        '--json',
      ],
      env,
    );
    expect(unknown.code).toBe(1);
    expect(unknown.json).toEqual({ error: 'not_found', message: 'Operator not found' });

    const missing = await runCliInProcess(['user', 'create', '--operator', operatorId], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--email/);
  });

  it('lists the operator’s users and disables one, which ends its session and its sign-in', async () => {
    const own = (await createOperator(t)).operatorId;
    const created = await runCliInProcess(
      ['user', 'create', '--operator', own, '--email', 'leaver@cli.example', '--password', PASSWORD, '--json'],
      env,
    );
    const browser = await DashboardSession.signedIn(t, { email: 'leaver@cli.example', password: PASSWORD });

    const listed = await runCliInProcess(['user', 'list', '--operator', own, '--json'], env);
    expect(listed.code).toBe(0);
    expect(listed.json.dashboard_users).toEqual([
      expect.objectContaining({ id: created.json.id, email: 'leaver@cli.example', disabled_at: null, last_login_at: expect.any(String) }),
    ]);
    expect(listed.json.pagination).toMatchObject({ total: 1 });
    const plain = await runCliInProcess(['user', 'list', '--operator', own], env);
    expect(plain.stdout).toMatch(/^USER ID\s+EMAIL\s+STATE\s+LAST SIGN-IN\n/);
    expect(plain.stdout).toMatch(new RegExp(`^${created.json.id}\\s+leaver@cli\\.example\\s+active\\s+\\d{4}-`, 'm'));

    const disabled = await runCliInProcess(['user', 'disable', '--operator', own, '--user', created.json.id], env);
    expect(disabled.code).toBe(0);
    expect(disabled.stdout).toMatch(/^Dashboard user .* \(leaver@cli\.example\) disabled at \d{4}-/);

    const page = await browser.get('/dashboard/tournaments');
    expect(page.status).toBe(303);
    expect(page.location).toMatch(/^\/dashboard\/login\?reason=signin/);
    expect((await new DashboardSession(t.baseUrl).signIn('leaver@cli.example', PASSWORD)).status).toBe(401);
    expect((await runCliInProcess(['user', 'list', '--operator', own], env)).stdout).toMatch(/leaver@cli\.example\s+disabled\b/);

    await t.flushAudit();
    const audit = await t.app
      .get(DataSource)
      .query(`SELECT action, details FROM audit_logs WHERE operator_id = $1 AND action LIKE 'dashboard_user.%' ORDER BY created_at`, [own]);
    expect(audit.map((row: any) => [row.action, row.details.via])).toEqual([
      ['dashboard_user.created', 'cli'],
      ['dashboard_user.disabled', 'cli'],
    ]);

    const stranger = await runCliInProcess(['user', 'disable', '--operator', operatorId, '--user', created.json.id, '--json'], env);
    expect(stranger.code).toBe(1);
    expect(stranger.json).toEqual({ error: 'not_found', message: 'Dashboard user not found' });
  });
});

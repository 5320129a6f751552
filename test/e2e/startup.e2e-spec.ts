import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { runCli } from '../support/run-cli';
import { ensureBuilt, freePort, ServiceProcess } from '../support/spawn-service';
import { TEST_DB_KIND } from '../support/test-database';

// D15, the promise of `npm ci && npm start`: the built service starts on its own, seeds a demo
// operator on first start and prints its keys once (on a PostgreSQL server only with
// SEED_DEMO=true), and shuts down cleanly. On the embedded database it also owns its DATA_DIR:
// one process at a time, a crashed owner's lock taken over.
// This file runs the built service as separate processes, like a user would.

const ALL_PERMISSIONS = ['tournaments.read', 'tournaments.write', 'tournaments.delete', 'players.read', 'players.write', 'results.read'];
const OPERATOR_KEY = /\b(pk_live_[A-Za-z0-9]+:sk_live_[A-Za-z0-9_-]+)/;
const INTERNAL_KEY = /\b(internal_[A-Za-z0-9_-]+)/;
// A bound against hanging, not a speed goal: a first start on the embedded database runs initdb
// in WebAssembly, and CI runs this file next to another busy worker on two cores.
const READY_MS = 45_000;
const STOP_MS = 10_000;
/** Nest's own start-up lines: every module loaded, every route mapped, "application started". */
const FRAMEWORK_LINES = /InstanceLoader|RoutesResolver|RouterExplorer|NestFactory|NestApplication|dependencies initialized|Mapped \{/;
const ADMIN_KEY = 'startup-admin-key-0123456789';

jest.setTimeout(120_000);

const started: ServiceProcess[] = [];
const tempDirs: string[] = [];

async function start(env: Record<string, string | undefined>): Promise<ServiceProcess> {
  const service = new ServiceProcess(await freePort(), { LOG_LEVEL: 'info', ...env });
  started.push(service);
  return service;
}

function demoKeysOf(service: ServiceProcess): { apiKey: string; internalKey: string } {
  const apiKey = OPERATOR_KEY.exec(service.stdout)?.[1];
  const internalKey = INTERNAL_KEY.exec(service.stdout)?.[1];
  if (!apiKey || !internalKey) throw new Error(`demo keys not printed\n${service.output}`);
  return { apiKey, internalKey };
}

async function permissions(service: ServiceProcess, apiKey: string) {
  const res = await fetch(`${service.baseUrl}/api/auth/permissions`, { headers: { authorization: `Bearer ${apiKey}` } });
  return { status: res.status, body: (await res.json()) as any };
}

async function expectFullAccess(service: ServiceProcess, apiKey: string) {
  const res = await permissions(service, apiKey);
  expect(res.status).toBe(200);
  expect(res.body.role).toBe('full_access');
  expect([...res.body.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
  expect(res.body.expires_at).toBeNull();
  return res.body as { operator_id: string; api_key_id: string };
}

async function expectCleanStop(service: ServiceProcess) {
  service.signal('SIGTERM');
  const status = await service.waitExit(STOP_MS);
  if (!status) throw new Error(`still running ${STOP_MS} ms after SIGTERM\n${service.output}`);
  expect(status).toEqual({ code: 0, signal: null });
}

/** The index of the one stdout line matching `pattern` (fails when there is none, or several). */
function lineIndex(lines: string[], pattern: RegExp): number {
  const found = lines.flatMap((line, index) => (pattern.test(line) ? [index] : []));
  expect({ pattern: String(pattern), found: found.length }).toEqual({ pattern: String(pattern), found: 1 });
  return found[0];
}

/**
 * What a person reads at the default level (LOG_LEVEL=info): where the service listens, Swagger
 * UI, the dashboard, the admin API's state, in that order; nothing of Nest's module and route mapping.
 */
function expectStartupSummary(service: ServiceProcess, admin: 'on' | 'off') {
  const url = `http://localhost:${service.port}`;
  const lines = service.stdout.split('\n');
  const order = [
    lineIndex(lines, new RegExp(`^Tournament Service listening on ${url} \\((embedded database in .+|PostgreSQL)\\)$`)),
    lineIndex(lines, new RegExp(`^  Swagger UI: +${url}/api/docs$`)),
    lineIndex(lines, new RegExp(`^  Dashboard: +${url}/dashboard$`)),
    lineIndex(
      lines,
      admin === 'on'
        ? new RegExp(`^  Admin API: +on at ${url}/api/admin \\(header X-Admin-Api-Key`)
        : /^ {2}Admin API: +off \(set ADMIN_API_KEY, 16 characters or more, to turn on \/api\/admin\)$/,
    ),
  ];
  expect(order).toEqual([order[0], order[0] + 1, order[0] + 2, order[0] + 3]);
  expect(service.output).not.toMatch(FRAMEWORK_LINES);
  return order[3];
}

function expectNoDemoKeys(service: ServiceProcess) {
  expect(service.stdout).not.toMatch(/pk_live_/);
  expect(service.stdout).not.toMatch(/sk_live_/);
  expect(service.stdout).not.toMatch(/internal_[A-Za-z0-9]/);
  expect(service.stdout).not.toMatch(/Demo operator created/i);
}

/** The checks that hold whichever database the service runs on. */
function firstStartChecks(env: () => Record<string, string | undefined>) {
  let first: ServiceProcess;
  let apiKey: string;
  let operatorId: string;

  it('answers /health/ready with 200 once started', async () => {
    first = await start(env());
    await first.waitReady(READY_MS);
    const live = await fetch(`${first.baseUrl}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
  });

  it('prints where it listens, Swagger UI, the dashboard and the admin API state, then the demo keys, and no Nest module or route lines', () => {
    const lastSummaryLine = expectStartupSummary(first, 'off');
    const lines = first.stdout.split('\n');
    expect(lineIndex(lines, /Demo operator created \(first start\)/)).toBeGreaterThan(lastSummaryLine);
    expect(lineIndex(lines, /^Operator API key \(full\): +pk_live_/)).toBeGreaterThan(lastSummaryLine);
    // The key's curl example names the address the service listens on.
    expect(first.stdout).toContain(`http://localhost:${first.port}/api/auth/permissions`);
  });

  it('prints the demo operator key and internal key on first start', () => {
    const keys = demoKeysOf(first);
    apiKey = keys.apiKey;
    expect(keys.apiKey).toMatch(/^pk_live_[A-Za-z0-9]+:sk_live_[A-Za-z0-9_-]{20,}$/);
    expect(keys.internalKey).toMatch(/^internal_[A-Za-z0-9_-]{20,}$/);
    expect(first.stderr).not.toContain(keys.apiKey);
  });

  it('the printed operator key works and holds all six permissions', async () => {
    operatorId = (await expectFullAccess(first, apiKey)).operator_id;
    expect(operatorId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the printed internal key is an internal key: refused on the operator API', async () => {
    const { internalKey } = demoKeysOf(first);
    const res = await permissions(first, internalKey);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', code: 'INVALID_API_KEY', message: expect.any(String) });
  });

  it('has no admin API without ADMIN_API_KEY (404 like an unknown route)', async () => {
    const res = await fetch(`${first.baseUrl}/api/admin/operators`, { headers: { 'x-admin-api-key': 'anything-at-all-0123456789' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    expect((await fetch(`${first.baseUrl}/api/docs-json`)).status).toBe(200);
    expect((await fetch(`${first.baseUrl}/api/docs`)).status).toBe(200);
  });

  it('exits with code 0 within 10 s of SIGTERM', async () => {
    await expectCleanStop(first);
    await expect(fetch(`${first.baseUrl}/health/live`)).rejects.toThrow();
  });

  it('a restart on the same database prints no demo keys, and the old key still works', async () => {
    const again = await start({ ...env(), ADMIN_API_KEY: ADMIN_KEY });
    await again.waitReady(READY_MS);
    expectNoDemoKeys(again);
    expectStartupSummary(again, 'on');
    const body = await expectFullAccess(again, apiKey);
    expect(body.operator_id).toBe(operatorId);
    await expectCleanStop(again);
  });

  it("the printed internal key reaches the demo operator's tournaments only: a later operator's config is 403", async () => {
    const { internalKey } = demoKeysOf(first);
    const service = await start({ ...env(), ADMIN_API_KEY: ADMIN_KEY });
    await service.waitReady(READY_MS);
    const call = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
      const res = await fetch(`${service.baseUrl}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
      return { status: res.status, body: (await res.json()) as any };
    };
    const admin = { 'x-admin-api-key': ADMIN_KEY };
    const createTournament = (key: string) =>
      call('/api/tournaments', {
        method: 'POST',
        headers: { authorization: `Bearer ${key}` },
        body: JSON.stringify({
          name: 'Startup cup',
          external_id: `startup-${Date.now()}-${Math.random()}`,
          game: 'book-of-gold',
          scheduled_start: new Date(Date.now() + 3_600_000).toISOString(),
          entry_fee: 10,
        }),
      });
    // A second operator, created through the admin API after the first start, with a tournament.
    const operator = await call('/api/admin/operators', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ name: 'Second operator', currency: 'EUR' }),
    });
    expect(operator.status).toBe(201);
    const key = await call(`/api/admin/operators/${operator.body.operator_id}/api-keys`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ name: 'k', role: 'full_access' }),
    });
    expect(key.status).toBe(201);
    const theirs = await createTournament(key.body.api_key);
    const ours = await createTournament(apiKey);
    expect([theirs.status, ours.status]).toEqual([201, 201]);

    const internal = { 'x-internal-api-key': internalKey };
    const foreign = await call(`/api/internal/tournaments/${theirs.body.tournament_id}/config`, { headers: internal });
    expect(foreign).toEqual({ status: 403, body: { error: 'forbidden', code: 'RESOURCE_FORBIDDEN', message: expect.any(String) } });
    const own = await call(`/api/internal/tournaments/${ours.body.tournament_id}/config`, { headers: internal });
    expect(own.status).toBe(200);
    await expectCleanStop(service);
  });

  return {
    get apiKey() {
      return apiKey;
    },
    get operatorId() {
      return operatorId;
    },
  };
}

/**
 * A port already taken: one line on stderr, exit code 1, and no demo operator in the database
 * (read by the CLI afterwards, which on the embedded database also needs the data directory free).
 */
function portInUseChecks(freshEnv: () => Promise<Record<string, string | undefined>>) {
  it('a port already in use: one line saying so, exit code 1, and no demo operator created', async () => {
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '0.0.0.0', resolve));
    try {
      const env = await freshEnv();
      const service = new ServiceProcess(port, { LOG_LEVEL: 'info', ...env });
      started.push(service);
      const status = await service.waitExit(READY_MS);
      if (!status) throw new Error(`still running with its port taken\n${service.output}`);
      expect(status).toEqual({ code: 1, signal: null });
      expect(service.stderr).toBe(`Cannot start: port ${port} is already in use (set PORT to another port)\n`);
      expect(service.stdout).not.toMatch(/listening on/i);
      expectNoDemoKeys(service);

      const operators = await runCli(['operator', 'list', '--json'], env);
      expect(operators.code).toBe(0);
      expect(operators.json.operators).toEqual([]);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
}

beforeAll(() => ensureBuilt());

afterAll(async () => {
  await Promise.all(started.map((service) => service.kill()));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

if (TEST_DB_KIND === 'embedded') {
  describe('npm start on the embedded database in DATA_DIR (no DATABASE_URL)', () => {
    let dataDir: string;
    const env = () => ({ DATA_DIR: dataDir });

    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'ts-startup-'));
    });
    afterAll(async () => {
      await Promise.all(started.map((service) => service.kill()));
      rmSync(dataDir, { recursive: true, force: true });
    });

    describe('first start, stop and restart', () => {
      const state = firstStartChecks(env);

      describe('one process per DATA_DIR', () => {
        let owner: ServiceProcess;

        beforeAll(async () => {
          owner = await start(env());
          await owner.waitReady(READY_MS);
        });

        it('a second process on the same DATA_DIR exits non-zero, saying the data directory is in use', async () => {
          const intruder = await start(env());
          const status = await intruder.waitExit(READY_MS);
          if (!status) throw new Error(`second process did not exit\n${intruder.output}`);
          expect(status.code).not.toBe(0);
          expect(status.code).not.toBeNull();
          const said = `${intruder.stderr}\n${intruder.stdout}`;
          expect(said).toMatch(/data director/i);
          expect(said).toMatch(/in use/i);
          expect(said).toContain(dataDir);
          // A clear message, not a stack trace.
          expect(said).not.toMatch(/\n\s+at /);
          expectNoDemoKeys(intruder);
        });

        it('while the first keeps serving', async () => {
          expect(owner.running).toBe(true);
          expect((await fetch(`${owner.baseUrl}/health/ready`)).status).toBe(200);
          await expectFullAccess(owner, state.apiKey);
        });

        it('after SIGKILL of the owner, a restart takes over the stale lock', async () => {
          owner.signal('SIGKILL');
          expect(await owner.waitExit(STOP_MS)).toEqual({ code: null, signal: 'SIGKILL' });
          const heir = await start(env());
          await heir.waitReady(READY_MS);
          expectNoDemoKeys(heir);
          const body = await expectFullAccess(heir, state.apiKey);
          expect(body.operator_id).toBe(state.operatorId);
          await expectCleanStop(heir);
        });

        it('after a clean stop the DATA_DIR can be opened again at once', async () => {
          const next = await start(env());
          await next.waitReady(READY_MS);
          await expectFullAccess(next, state.apiKey);
          await expectCleanStop(next);
        });
      });
    });

    portInUseChecks(async () => {
      const fresh = mkdtempSync(join(tmpdir(), 'ts-startup-port-'));
      tempDirs.push(fresh);
      return { DATA_DIR: fresh };
    });

    it('a DATA_DIR that does not exist yet is created', async () => {
      const parent = mkdtempSync(join(tmpdir(), 'ts-startup-new-'));
      const nested = join(parent, 'deeper', 'data');
      try {
        const service = await start({ DATA_DIR: nested });
        await service.waitReady(READY_MS);
        demoKeysOf(service);
        expect(readdirSync(nested).length).toBeGreaterThan(0);
        await expectCleanStop(service);
      } finally {
        rmSync(parent, { recursive: true, force: true });
      }
    });
  });
} else {
  describe('npm start on a PostgreSQL server (DATABASE_URL set; DATA_DIR checks apply to the embedded database only)', () => {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `startup_${process.pid}_${Date.now()}`;
    let databaseUrl: string;
    let dataDir: string;
    // On a PostgreSQL server the demo seed is off unless SEED_DEMO=true is given.
    const env = () => ({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'true' });

    const admin = async (sql: string) => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dataDir = mkdtempSync(join(tmpdir(), 'ts-startup-pg-'));
    });
    afterAll(async () => {
      await Promise.all(started.map((service) => service.kill()));
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin(`DROP DATABASE IF EXISTS ${name}_port WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    });

    firstStartChecks(env);

    portInUseChecks(async () => {
      const fresh = `${name}_port`;
      await admin(`CREATE DATABASE ${fresh}`);
      const url = new URL(serverUrl);
      url.pathname = `/${fresh}`;
      return { DATABASE_URL: url.toString(), DATA_DIR: dataDir, SEED_DEMO: 'true' };
    });

    it('opens no embedded database in DATA_DIR (only the generated secrets key is kept there: SECRETS_ENCRYPTION_KEY is unset)', () => {
      expect(readdirSync(dataDir)).toEqual(['secrets-key']);
    });

    it('two processes may share the server', async () => {
      const a = await start(env());
      const b = await start(env());
      await Promise.all([a.waitReady(READY_MS), b.waitReady(READY_MS)]);
      expectNoDemoKeys(a);
      expectNoDemoKeys(b);
      await Promise.all([expectCleanStop(a), expectCleanStop(b)]);
    });

    it('without SEED_DEMO, a first start on an empty database creates no operator and prints no keys', async () => {
      const fresh = `${name}_noseed`;
      await admin(`CREATE DATABASE ${fresh}`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${fresh}`;
        const service = await start({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
        await service.waitReady(READY_MS);
        expectStartupSummary(service, 'off');
        expectNoDemoKeys(service);
        await expectCleanStop(service);
        const operators = await runCli(['operator', 'list', '--json'], { DATABASE_URL: url.toString(), DATA_DIR: dataDir });
        expect(operators.code).toBe(0);
        expect(operators.json.operators).toEqual([]);
        const internalKeys = await runCli(['internal-key', 'list', '--json'], { DATABASE_URL: url.toString(), DATA_DIR: dataDir });
        expect(internalKeys.code).toBe(0);
        expect(internalKeys.json.internal_api_keys).toEqual([]);
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${fresh} WITH (FORCE)`);
      }
    });

    it('two processes starting together on an empty database seed one demo operator between them', async () => {
      const fresh = `${name}_pair`;
      await admin(`CREATE DATABASE ${fresh}`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${fresh}`;
        const a = await start({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, SEED_DEMO: 'true' });
        const b = await start({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, SEED_DEMO: 'true' });
        await Promise.all([a.waitReady(READY_MS), b.waitReady(READY_MS)]);
        const printed = [a, b].filter((service) => OPERATOR_KEY.test(service.stdout));
        expect(printed).toHaveLength(1);
        const { apiKey } = demoKeysOf(printed[0]);
        await expectFullAccess(a, apiKey);
        await expectFullAccess(b, apiKey);
        await Promise.all([expectCleanStop(a), expectCleanStop(b)]);
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${fresh} WITH (FORCE)`);
      }
    });
  });
}

import { ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probeCounters, ProbeModule } from '../support/probe.module';
import { freePort, ServiceProcess } from '../support/spawn-service';
import { startTestApp } from '../support/test-app';

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then stops accepting new ones', async () => {
    const t = await startTestApp({}, [ProbeModule]);
    const started = probeCounters.slowStarted;
    const inFlight = t.http.get('/api/probe/slow?ms=700');
    // In flight means in its handler: on a loaded machine a fixed pause can end before the request
    // gets there, and a request that arrives after the shutdown began is refused with 503.
    while (probeCounters.slowStarted === started) await new Promise((resolve) => setTimeout(resolve, 10));
    const closing = t.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ done: true });
    await closing;
    await expect(fetch(`${t.baseUrl}/health/live`)).rejects.toThrow();
  });
});

describe('JSON logs (built service)', () => {
  let dataDir: string;
  let child: ChildProcess;
  let stdout = '';
  const port = 36000 + Math.floor(Math.random() * 2000);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ts-logs-'));
    // The run's template data directory saves initdb (test/support/global-setup.js); the logs are what is checked here.
    if (process.env.EMBEDDED_TEMPLATE_DIR) cpSync(process.env.EMBEDDED_TEMPLATE_DIR, dataDir, { recursive: true });
    child = spawn(process.execPath, [join(__dirname, '../../dist/apps/api/src/main.js')], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ADMIN_API_KEY: 'log-test-admin-key-123456',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stdout += chunk));
    // Generous: a first start on the embedded database (initdb, migrations) on a busy CI machine.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => undefined);
      if (ready?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`service did not become ready:\n${stdout}`);
  }, 90_000);

  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one JSON line per request with its request id, and never a key or secret', async () => {
    const apiKey = /(pk_live_\S+:sk_live_\S+)/.exec(stdout)![1];
    const secret = apiKey.split(':')[1];
    const base = `http://127.0.0.1:${port}`;
    const ok = await fetch(`${base}/api/auth/permissions?token=${secret}`, {
      headers: { authorization: `Bearer ${apiKey}`, 'x-request-id': 'log-check-1' },
    });
    expect(ok.status).toBe(200);
    await fetch(`${base}/api/auth/permissions`, { headers: { authorization: `Bearer ${secret}x` } });
    await fetch(`${base}/api/admin/operators`, {
      method: 'POST',
      headers: { 'x-admin-api-key': 'log-test-admin-key-123456', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Logged', wallet_secret: 'wallet-secret-value-123456' }),
    });
    await fetch(`${base}/api/admin/operators`, {
      method: 'POST',
      headers: { 'x-admin-api-key': 'log-test-admin-key-123456', 'content-type': 'application/json' },
      body: '{broken',
    });

    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);

    const jsonLines = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    const requestLines = jsonLines.filter((line) => line.req);
    expect(requestLines.length).toBeGreaterThanOrEqual(4);
    for (const line of requestLines) {
      expect(line.requestId).toEqual(expect.any(String));
      expect(line.req.id).toBe(line.requestId);
    }
    expect(requestLines.find((line) => line.requestId === 'log-check-1')).toMatchObject({
      req: { method: 'GET', path: '/api/auth/permissions' },
      res: { statusCode: 200 },
    });
    // The fields log pipelines read, and no others.
    for (const line of requestLines) {
      expect(Object.keys(line).sort()).toEqual(['hostname', 'level', 'msg', 'pid', 'req', 'requestId', 'res', 'responseTime', 'time']);
      expect(Object.keys(line.req).sort()).toEqual(['id', 'method', 'path']);
      expect(line.responseTime).toEqual(expect.any(Number));
    }
    // Nest's module and route mapping are debug lines: not shown at the default level.
    expect(
      jsonLines.filter((line) => /InstanceLoader|RoutesResolver|RouterExplorer|NestFactory|NestApplication/.test(String(line.context))),
    ).toEqual([]);
    const logText = jsonLines.map((line) => JSON.stringify(line)).join('\n');
    for (const forbidden of [secret, 'log-test-admin-key-123456', 'wallet-secret-value-123456', 'authorization']) {
      expect(logText).not.toContain(forbidden);
    }
    expect(jsonLines.some((line) => /shutting down/.test(line.msg))).toBe(true);
  });
});

describe('LOG_PRETTY=true (built service)', () => {
  let dataDir: string;
  let service: ServiceProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ts-pretty-'));
    service = new ServiceProcess(await freePort(), {
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_PRETTY: 'true',
      SEED_DEMO: 'false',
    });
    await service.waitReady(60_000);
  }, 90_000);

  afterAll(async () => {
    await service?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes a request as `METHOD path status N ms`, without its query string', async () => {
    expect((await fetch(`${service.baseUrl}/api/docs-json?x=1`)).status).toBe(200);
    expect((await fetch(`${service.baseUrl}/api/auth/permissions`)).status).toBe(401);
    service.signal('SIGTERM');
    expect(await service.waitExit(10_000)).toEqual({ code: 0, signal: null });

    // eslint-disable-next-line no-control-regex
    const lines = service.stdout.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: GET \/api\/docs-json 200 \d+ ms$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: GET \/api\/auth\/permissions 401 \d+ ms$/));
    expect(service.stdout).not.toMatch(/InstanceLoader|RouterExplorer|RoutesResolver/);
    expect(lines).toContain(`Tournament Service listening on http://127.0.0.1:${service.port} (embedded database in ${dataDir})`);
  });
});

import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describeDifference, renderSdkFiles } from './render-sdk-files';

/**
 * `npm run sdk:generate`: builds the service (the npm script does), starts it on a throwaway
 * embedded database at a free loopback port, fetches its OpenAPI document from /api/docs-json and
 * writes the SDK's generated files. `--check` writes nothing and exits 1 when a checked-in file
 * differs. Run from the repository root; this file runs compiled, from dist/libs/sdk/tools.
 */
const ROOT = resolve(__dirname, '../../../..');
const MAIN = join(ROOT, 'dist/apps/api/src/main.js');
const READY_TIMEOUT_MS = 120_000;

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const document = await fetchServedDocument();
  let stale = 0;
  for (const file of await renderSdkFiles(document)) {
    const target = join(ROOT, file.path);
    const current = readIfExists(target);
    if (current === file.contents) {
      process.stdout.write(`${file.path}: up to date\n`);
    } else if (check) {
      stale++;
      process.stdout.write(`${describeDifference(file.path, file.contents, current ?? '')}\n`);
    } else {
      writeFileSync(target, file.contents);
      process.stdout.write(`${file.path}: written (${file.contents.split('\n').length - 1} lines)\n`);
    }
  }
  if (stale > 0) process.exitCode = 1;
}

/** The document of the built service, started on its own empty embedded database. */
async function fetchServedDocument(): Promise<object> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sdk-generate-'));
  // Only what the service needs: no DATABASE_URL, so it runs on the embedded database.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SCHEDULER_INTERVAL_MS: '0',
    EVENTS_DISPATCH_INTERVAL_MS: '0',
  };
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitReady(child, baseUrl, () => stderr);
    const response = await fetch(`${baseUrl}/api/docs-json`);
    if (!response.ok) throw new Error(`GET /api/docs-json answered ${response.status}`);
    return (await response.json()) as object;
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitReady(child: ChildProcess, baseUrl: string, output: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode} before it was ready:\n${output()}`);
    const res = await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the service was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`sdk:generate failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

import { ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(__dirname, '../..');
export const MAIN = join(ROOT, 'dist/apps/api/src/main.js');

/**
 * The built service, as `npm start` runs it. The jest global setup builds dist/ before any test
 * file starts; this builds it only when a run skipped that step.
 */
export function ensureBuilt(): void {
  if (!existsSync(MAIN)) execSync('npm run build --silent', { cwd: ROOT, stdio: 'inherit' });
}

/** A TCP port that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One `node dist/apps/api/src/main.js` process with its output captured. */
export class ServiceProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  stdout = '';
  stderr = '';
  private exitStatus?: ExitStatus;
  private readonly exited: Promise<ExitStatus>;

  constructor(
    readonly port: number,
    env: Record<string, string | undefined>,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (this.stdout += chunk));
    this.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.exitStatus = { code, signal };
        resolve(this.exitStatus);
      });
    });
  }

  get running(): boolean {
    return this.exitStatus === undefined;
  }

  get output(): string {
    return `--- stdout ---\n${this.stdout}\n--- stderr ---\n${this.stderr}`;
  }

  /** Resolves once GET /health/ready answers 200; rejects if the process exits or time runs out. */
  async waitReady(timeoutMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (!this.running) throw new Error(`service exited (${JSON.stringify(this.exitStatus)}) before it was ready\n${this.output}`);
      const res = await fetch(`${this.baseUrl}/health/ready`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
      if (res?.status === 200) return Date.now() - started;
      await sleep(100);
    }
    throw new Error(`service was not ready within ${timeoutMs} ms\n${this.output}`);
  }

  /** The exit status, or undefined if the process still runs after `timeoutMs`. */
  async waitExit(timeoutMs: number): Promise<ExitStatus | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timeoutMs)));
    try {
      return await Promise.race([this.exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** Test cleanup: kills this process (only this one) if it still runs. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.waitExit(5000);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ApiClient } from './http';
import { BenchContext } from './types';

export const ROOT = join(__dirname, '../..');
export const MAIN = join(ROOT, 'dist/apps/api/src/main.js');

/** Node's flags of `npm run start:prod` (and the Dockerfile): the service is measured as it is run. */
export function productionNodeFlags(): string[] {
  const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts[
    'start:prod'
  ];
  const words = script.split(/\s+/);
  if (words[0] !== 'node' || words[words.length - 1] !== 'dist/apps/api/src/main.js')
    throw new Error(`unexpected start:prod script: ${script}`);
  return words.slice(1, -1);
}

/** The admin key every benchmark service is started with (D15: at least 16 characters). */
export const BENCH_ADMIN_KEY = 'bench-admin-key-0123456789abcdef';

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
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

/**
 * A process's command name and the user and system CPU seconds it has used, from
 * /proc/<pid>/stat (clock ticks of 10 ms), or undefined once it is gone.
 */
export function processCpu(pid: number | string): { command: string; user: number; system: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return {
      command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      user: Number(fields[11]) / 100,
      system: Number(fields[12]) / 100,
    };
  } catch {
    return undefined;
  }
}

/** Resident set size of a process in MB (VmRSS of /proc/<pid>/status), or undefined once it is gone. */
export function rssMb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples the RSS of a process every `intervalMs` until stopped; `stop()` returns the peak in MB. */
export function sampleRss(pid: number, intervalMs = 100): { stop(): { peakMb: number; samples: number } } {
  let peakMb = rssMb(pid) ?? 0;
  let samples = 1;
  const timer = setInterval(() => {
    const mb = rssMb(pid);
    if (mb !== undefined) {
      peakMb = Math.max(peakMb, mb);
      samples++;
    }
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const last = rssMb(pid);
      if (last !== undefined) peakMb = Math.max(peakMb, last);
      return { peakMb, samples };
    },
  };
}

export interface StartServiceOptions {
  /** PostgreSQL URL; absent: the embedded database in `dataDir` (required then). */
  databaseUrl?: string;
  /** DATA_DIR (the embedded database, and the service's key files). */
  dataDir?: string;
  /** Extra environment (wins over the defaults). */
  env?: Record<string, string>;
  /** Directory for `--cpu-prof` output; absent: no profiling. */
  cpuProfDir?: string;
  /** Milliseconds to wait for /health/ready (default 120 s: the first start migrates). */
  readyTimeoutMs?: number;
}

/**
 * The service under test: `node <start:prod flags> dist/apps/api/src/main.js` as its own process, on a free port,
 * with the settings of the benchmark (no demo seed, warn logs, no event delivery, rate limits on
 * with internal limits raised high enough not to throttle the load generator).
 */
export class BenchService {
  readonly baseUrl: string;
  readonly admin: ApiClient;
  readonly http: ApiClient;
  stdout = '';
  stderr = '';
  private exitCode: number | null | undefined;
  private readonly exited: Promise<void>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
    readonly options: StartServiceOptions,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.http = new ApiClient(this.baseUrl);
    this.admin = this.http.with({ 'x-admin-api-key': BENCH_ADMIN_KEY });
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (this.stdout = (this.stdout + chunk).slice(-20_000)));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (this.stderr = (this.stderr + chunk).slice(-20_000)));
    this.exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        this.exitCode = code;
        resolve();
      }),
    );
  }

  get pid(): number {
    return this.child.pid!;
  }

  get running(): boolean {
    return this.exitCode === undefined;
  }

  static async start(options: StartServiceOptions): Promise<BenchService> {
    if (!options.databaseUrl && !options.dataDir) throw new Error('startService: databaseUrl or dataDir is required');
    const port = await freePort();
    const env: Record<string, string | undefined> = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      ADMIN_API_KEY: BENCH_ADMIN_KEY,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      EVENTS_DISPATCH_INTERVAL_MS: '0',
      RATE_LIMIT_INTERNAL: '1000000',
      RATE_LIMIT_INTERNAL_BURST: '1000000',
      ...options.env,
    };
    for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
    const profile = options.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`] : [];
    const args = [...productionNodeFlags(), ...profile, MAIN];
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const service = new BenchService(child, port, options);
    try {
      await service.waitReady(options.readyTimeoutMs ?? 120_000);
    } catch (error) {
      await service.stop();
      throw error;
    }
    return service;
  }

  private async waitReady(timeoutMs: number): Promise<void> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (!this.running) throw new Error(`service exited (${this.exitCode}) before it was ready\n${this.output}`);
      const res = await fetch(`${this.baseUrl}/health/ready`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
      if (res?.status === 200) return;
      await sleep(200);
    }
    throw new Error(`service was not ready within ${timeoutMs} ms\n${this.output}`);
  }

  get output(): string {
    return `--- stdout ---\n${this.stdout}\n--- stderr ---\n${this.stderr}`;
  }

  /** Current RSS of the service process in MB. */
  rssMb(): number | undefined {
    return rssMb(this.pid);
  }

  /** Starts sampling the RSS of the service process; `stop()` returns the peak. */
  sampleRss(intervalMs = 100): { stop(): { peakMb: number; samples: number } } {
    return sampleRss(this.pid, intervalMs);
  }

  /**
   * The embedded database's PostgreSQL URL (service started without DATABASE_URL): PGlite is
   * served by @electric-sql/pglite-socket on a random loopback port of the service process
   * (libs/database/src/embedded/embedded-database.ts), which is not printed; it is the listening
   * port of this process other than the HTTP one (found with `ss -ltnpH`).
   */
  embeddedDatabaseUrl(): string {
    if (this.options.databaseUrl) return this.options.databaseUrl;
    const lines = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' }).split('\n');
    const ports = lines
      .filter((line) => line.includes(`pid=${this.pid},`))
      .map((line) => Number(/127\.0\.0\.1:(\d+)/.exec(line)?.[1]))
      .filter((port) => Number.isInteger(port) && port !== this.port);
    if (ports.length !== 1) throw new Error(`cannot find the embedded database port of pid ${this.pid}: ${JSON.stringify(ports)}`);
    return `postgres://postgres@127.0.0.1:${ports[0]}/postgres`;
  }

  /**
   * The database to seed with SQL: DATABASE_URL on PostgreSQL, else the embedded database's
   * loopback socket (PGlite runs one transaction at a time: seed before the load, not during it).
   */
  databaseUrl(): string {
    return this.embeddedDatabaseUrl();
  }

  get embedded(): boolean {
    return !this.options.databaseUrl;
  }

  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited. */
  async stop(graceMs = 15_000): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

/** Starts the built service (see BenchService). */
export function startService(options: StartServiceOptions): Promise<BenchService> {
  return BenchService.start(options);
}

/**
 * `context.pgUrl` of a scenario run against the embedded database (scenario 7): the runner calls
 * a scenario module with `pgUrl = embeddedContextUrl(dataDir)`; `startBenchService(context)`
 * then starts the service without DATABASE_URL on that DATA_DIR.
 */
export const EMBEDDED_PREFIX = 'embedded:';

export function embeddedContextUrl(dataDir: string): string {
  return `${EMBEDDED_PREFIX}${dataDir}`;
}

export function isEmbeddedContext(context: Pick<BenchContext, 'pgUrl'>): boolean {
  return context.pgUrl.startsWith(EMBEDDED_PREFIX);
}

/**
 * The service for a scenario: on the PostgreSQL bench database of the context, or (scenario 7)
 * on the embedded database whose DATA_DIR the context names. Seed with `service.databaseUrl()`.
 * Every scenario module should start its service with this, so it runs on both databases.
 */
export function startBenchService(
  context: Pick<BenchContext, 'pgUrl'>,
  options: Omit<StartServiceOptions, 'databaseUrl' | 'dataDir'> = {},
): Promise<BenchService> {
  if (isEmbeddedContext(context)) return BenchService.start({ ...options, dataDir: context.pgUrl.slice(EMBEDDED_PREFIX.length) });
  return BenchService.start({ ...options, databaseUrl: context.pgUrl });
}

import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../../support/spawn-service';
import { TestDatabase } from '../../support/test-database';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries of the Debian layout (/usr/lib/postgresql/<major>/bin). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((d) => /^\d+$/.test(d))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const major of majors) {
    const dir = join(root, major, 'bin');
    if (existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temp directory, a free loopback port, its
 * socket in that directory), so that a test can stop and restart the server under load without
 * touching the machine's server that other suites use. As root, the cluster belongs to the
 * `postgres` user (initdb refuses root) and every pg_ctl runs through `runuser`.
 */
export class PrivatePostgres {
  private running = false;

  private constructor(
    readonly port: number,
    private readonly baseDir: string,
    private readonly bin: string,
    private readonly asPostgres: boolean,
  ) {}

  get dataDir(): string {
    return join(this.baseDir, 'data');
  }

  /** Server URL of a database of this cluster. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  static async start(): Promise<PrivatePostgres> {
    const bin = binDir();
    const asPostgres = process.getuid?.() === 0;
    const baseDir = mkdtempSync(join(tmpdir(), 'private-pg-'));
    if (asPostgres) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      chownSync(baseDir, Number(stdout.trim()), Number(gid.trim()));
    }
    const pg = new PrivatePostgres(await freePort(), baseDir, bin, asPostgres);
    try {
      await pg.exec('initdb', ['-D', pg.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
      await pg.startServer();
    } catch (error) {
      await pg.destroy();
      throw error;
    }
    return pg;
  }

  /** Starts the server (again, same port and data) and resolves once it accepts connections. */
  async startServer(): Promise<void> {
    await this.exec('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      join(this.baseDir, 'server.log'),
      '-o',
      `-p ${this.port} -k ${this.baseDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
      '-w',
      '-t',
      '30',
      'start',
    ]);
    this.running = true;
  }

  /** Stops the server: `fast` (clients disconnected, clean shutdown) or `immediate`. */
  async stopServer(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    if (!this.running) return;
    await this.exec('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
    this.running = false;
  }

  /** A fresh database on this cluster, as startTestApp's `database` option takes it. */
  async createDatabase(name: string): Promise<TestDatabase> {
    const client = new Client({ connectionString: this.url() });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
    return { url: this.url(name), kind: 'postgres', stop: async () => undefined };
  }

  /** Stops the server at once (if it runs) and removes its directory. */
  async destroy(): Promise<void> {
    try {
      if (existsSync(join(this.dataDir, 'postmaster.pid'))) {
        this.running = true;
        await this.stopServer('immediate');
      }
    } finally {
      rmSync(this.baseDir, { recursive: true, force: true });
    }
  }

  private async exec(tool: string, args: string[]): Promise<void> {
    const path = join(this.bin, tool);
    const [file, argv] = this.asPostgres ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
    try {
      await run(file, argv, { cwd: this.baseDir, timeout: 60_000 });
    } catch (error) {
      const e = error as { stderr?: string; stdout?: string; message: string };
      throw new Error(`${tool} ${args.at(-1)} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
    }
  }
}

import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alignOutput, parseWalkthrough, splitByStep, Walkthrough, walkthroughScript } from '../support/markdown-walkthrough';
import { ensureBuilt, freePort, ROOT, ServiceProcess } from '../support/spawn-service';
import { createTestDatabase, TEST_DB_KIND, TestDatabase } from '../support/test-database';

/**
 * README.md's "Your first tournament" is run exactly as a reader would paste it: the service is
 * started with the variables of the README's start command, the variables the README has the
 * reader set are given to one bash shell (BASE pointing at this service instead of port 3000),
 * and every command block runs in order in that shell. Each block must print exactly the lines
 * the README shows under it (`...` standing for ids, keys and tokens), and nothing on stderr:
 * the day a response changes, the README fails here.
 */

const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const READY_MS = 30_000;
const RUN_MS = 120_000;

let walkthrough: Walkthrough | undefined;
let parseError: unknown;
try {
  walkthrough = parseWalkthrough(README);
} catch (error) {
  parseError = error;
}
const steps = walkthrough?.steps ?? [];

/** What the walkthrough must cover, as paths its commands call (issue 22: the whole first hour). */
const COVERED = [
  ['the admin API', '/api/admin/operators'],
  ['an internal key', '/api/admin/internal-api-keys'],
  ['wallet funding', '/wallet/transfers'],
  ['tournament creation', '"$BASE/api/tournaments"'],
  ['registration', '/players"'],
  ['the start', '/start"'],
  ['game events', '/api/internal/tournaments/$TOURNAMENT_ID/events'],
  ['completion', '/complete"'],
  ['results', '/results"'],
  ['player history', '/tournaments"'],
  ['balances', '/wallet"'],
];

interface ShellRun {
  stdout: string[][];
  stderr: string[][];
  code: number | null;
  ms: number;
}

function runBash(
  script: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { cwd: tmpdir(), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, code });
    });
  });
}

describe('README.md: "Your first tournament" runs as written', () => {
  let service: ServiceProcess | undefined;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let run: ShellRun | undefined;
  let setupError: unknown;

  beforeAll(
    async () => {
      if (!walkthrough) return;
      try {
        execFileSync('bash', ['-c', 'command -v curl && command -v jq'], { stdio: 'pipe' });
      } catch {
        setupError = new Error('The README walkthrough needs curl and jq on the PATH (apt-get install curl jq; .ci/run installs them)');
        return;
      }
      ensureBuilt();
      dataDir = mkdtempSync(join(tmpdir(), 'readme-walkthrough-'));
      const storage: Record<string, string> = { DATA_DIR: dataDir };
      if (TEST_DB_KIND === 'postgres') {
        database = await createTestDatabase();
        storage.DATABASE_URL = database.url;
      }
      service = new ServiceProcess(await freePort(), { ...walkthrough.startEnv, ...storage, LOG_LEVEL: 'warn' });
      await service.waitReady(READY_MS);
      const shellEnv = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        LANG: 'C.UTF-8',
        ...walkthrough.shellEnv,
        BASE: service.baseUrl,
      };
      const started = Date.now();
      const result = await runBash(walkthroughScript(steps), shellEnv, RUN_MS);
      run = {
        stdout: splitByStep(result.stdout, steps.length),
        stderr: splitByStep(result.stderr, steps.length),
        code: result.code,
        ms: Date.now() - started,
      };
    },
    READY_MS + RUN_MS + 30_000,
  );

  afterAll(async () => {
    await service?.kill();
    await database?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('has a walkthrough: a start command, the shell variables, and command blocks each followed by its output', () => {
    if (parseError) throw parseError;
    expect(walkthrough!.startEnv).toEqual({ ADMIN_API_KEY: expect.stringMatching(/^.{16,}$/) });
    expect(walkthrough!.shellEnv).toEqual({ BASE: 'http://localhost:3000', ADMIN_API_KEY: walkthrough!.startEnv.ADMIN_API_KEY });
    expect(steps.length).toBeGreaterThanOrEqual(8);
  });

  it.each(COVERED)('covers %s (%s)', (_what, path) => {
    expect(steps.some((step) => step.commands.includes(path))).toBe(true);
  });

  it('runs every block in one shell, against the service started as the README says', () => {
    if (setupError) throw setupError;
    expect(service?.running).toBe(true);
    expect(run?.code).toBe(0);
  });

  it.each(steps.map((step, index) => [index + 1, step.line, index] as const))(
    'step %i (README.md line %i) prints what the README shows under it',
    (_n, _line, index) => {
      if (setupError) throw setupError;
      const step = steps[index];
      const actual = run!.stdout[index];
      expect({ stdout: alignOutput(step.expected, actual).join('\n'), stderr: run!.stderr[index].join('\n') }).toEqual({
        stdout: step.expected.join('\n'),
        stderr: '',
      });
    },
  );
});

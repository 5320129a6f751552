import { runCliCommand } from './run';

/** runCliCommand with its output captured, in this process (the database commands: test/e2e/cli*.e2e-spec.ts). */
async function run(argv: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCliCommand(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), env });
  return { code, stdout, stderr };
}

describe('runCliCommand', () => {
  let exit: jest.SpyInstance;
  let processStdout: jest.SpyInstance;
  let processStderr: jest.SpyInstance;
  beforeEach(() => {
    exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('process.exit called');
    });
    processStdout = jest.spyOn(process.stdout, 'write');
    processStderr = jest.spyOn(process.stderr, 'write');
  });
  afterEach(() => jest.restoreAllMocks());

  function expectProcessUntouched() {
    expect(exit).not.toHaveBeenCalled();
    expect(processStdout).not.toHaveBeenCalled();
    expect(processStderr).not.toHaveBeenCalled();
  }

  it('writes help to the given stdout and returns 0 instead of exiting', async () => {
    const help = await run(['key', 'create', '--help']);
    expect(help).toEqual({ code: 0, stdout: expect.stringMatching(/^Usage: tournament-service key create \[options\]/), stderr: '' });
    expect(help.stdout).toContain('--role <role>');
    expectProcessUntouched();
  });

  it('returns 2 for a usage error, the message on the given stderr', async () => {
    expect(await run(['operator', 'create'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "error: required option '--name <name>' not specified\n",
    });
    expect(await run(['operators'])).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining("unknown command 'operators'") });
    expectProcessUntouched();
  });

  it('prints a command’s result on the given stdout', async () => {
    const generated = await run(['jwt', 'generate-key', '--json']);
    expect(generated.code).toBe(0);
    expect(JSON.parse(generated.stdout)).toMatchObject({ kty: 'OKP', crv: 'Ed25519', d: expect.any(String), kid: expect.any(String) });
    expectProcessUntouched();
  });

  it('reads its configuration from the given environment, not the process’s', async () => {
    const saved = process.env.DB_POOL_SIZE;
    process.env.DB_POOL_SIZE = '10';
    try {
      const refused = await run(['operator', 'list', '--json'], { DB_POOL_SIZE: 'many', DATA_DIR: '/nonexistent/never-created' });
      expect(refused.code).toBe(1);
      expect(JSON.parse(refused.stderr)).toEqual({
        error: 'cannot_start',
        message: "DB_POOL_SIZE must be an integer from 1 to 200, got 'many'",
      });
      expect(refused.stdout).toBe('');
    } finally {
      if (saved === undefined) delete process.env.DB_POOL_SIZE;
      else process.env.DB_POOL_SIZE = saved;
    }
    expectProcessUntouched();
  });
});

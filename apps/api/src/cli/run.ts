import 'reflect-metadata';
import { CommanderError } from 'commander';
import { buildProgram, CliIo, CommandResult, CliServices, KeyServices } from './commands';

export type { CliIo } from './commands';

/**
 * Runs one CLI command (`argv` without the node and script paths) and resolves to its exit code:
 * 0 on success, 1 when the command fails, 2 for a usage error. What it prints goes to `io`, and
 * the configuration comes from `io.env` only. cli.ts runs it on the process's own streams and
 * environment; importing this module runs nothing.
 *
 * Only commander is loaded up front, so that `--help` and a mistyped command answer at once; Nest,
 * TypeORM and the feature modules are loaded when a command runs.
 */
export async function runCliCommand(argv: string[], io: CliIo): Promise<number> {
  const json = argv.includes('--json');
  let exitCode = 0;
  const run = async (work: (services: CliServices) => Promise<CommandResult>) => {
    exitCode = await withServices(work, json, io);
  };
  const runKeys = async (work: (services: KeyServices) => Promise<CommandResult>) => {
    exitCode = await withKeyServices(work, json, io);
  };
  try {
    await buildProgram(run, runKeys, io).parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? 0 : 2;
    }
    throw error;
  }
  return exitCode;
}

function print(result: CommandResult, json: boolean, io: CliIo): void {
  io.stdout(json ? `${JSON.stringify(result.json, null, 2)}\n` : `${result.human.join('\n')}\n`);
}

async function withServices(work: (services: CliServices) => Promise<CommandResult>, json: boolean, io: CliIo): Promise<number> {
  let database;
  try {
    const [{ loadConfig }, { resolveDatabase }, { openServices }] = await Promise.all([
      import('@app/common'),
      import('../bootstrap/database'),
      import('./open-services'),
    ]);
    const config = loadConfig(io.env);
    database = await resolveDatabase(config);
    const opened = await openServices(config, database.url);
    try {
      print(await work(opened.services), json, io);
      return 0;
    } finally {
      await opened.close();
    }
  } catch (error) {
    return reportError(error, json, io);
  } finally {
    await database?.stop();
  }
}

/** The JWT key commands touch only DATA_DIR/jwt-keys (or nothing): no database, no lock. */
async function withKeyServices(work: (services: KeyServices) => Promise<CommandResult>, json: boolean, io: CliIo): Promise<number> {
  const [{ loadConfig, SystemClock }, { SigningKeyRotationError, SigningKeyStore }] = await Promise.all([
    import('@app/common'),
    import('@app/game-access'),
  ]);
  try {
    const config = loadConfig(io.env);
    const signingKeys = new SigningKeyStore(config, new SystemClock());
    print(await work({ signingKeys, generatePrivateJwk: () => SigningKeyStore.generatePrivateJwk() }), json, io);
    return 0;
  } catch (error) {
    if (error instanceof SigningKeyRotationError) {
      io.stderr(json ? `${JSON.stringify({ error: 'rotation_not_possible', message: error.message })}\n` : `Error: ${error.message}\n`);
      return 1;
    }
    return reportError(error, json, io);
  }
}

async function reportError(error: unknown, json: boolean, io: CliIo): Promise<number> {
  const [{ ConfigError, DomainException, toErrorResponse, ValidationFailedException }, { DataDirLockedError }] = await Promise.all([
    import('@app/common'),
    import('@app/database'),
  ]);
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    io.stderr(json ? `${JSON.stringify({ error: 'cannot_start', message: error.message })}\n` : `Error: ${error.message}\n`);
    return 1;
  }
  const response = toErrorResponse(error, 'cli');
  if (json) {
    io.stderr(`${JSON.stringify(response.body, null, 2)}\n`);
  } else {
    io.stderr(`Error (${response.body.error}): ${response.body.message}\n`);
    if (error instanceof ValidationFailedException) {
      for (const [field, messages] of Object.entries(error.errors)) io.stderr(`  ${field}: ${messages.join('; ')}\n`);
    }
    if (!(error instanceof DomainException)) io.stderr(`${(error as Error)?.stack ?? String(error)}\n`);
  }
  return 1;
}

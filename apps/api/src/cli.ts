import 'reflect-metadata';
import { CommanderError } from 'commander';
import { buildProgram, CommandResult, CliServices, KeyServices } from './cli/commands';

/**
 * The administration CLI: `npm run cli -- operator create --name Acme --json`. Each command (but `jwt ...`) opens
 * the database (the embedded one in DATA_DIR, or DATABASE_URL), applies pending migrations, runs
 * the same use case as the admin API, and prints the result (JSON with --json).
 *
 * Only commander is loaded up front, so that `--help` and a mistyped command answer at once; Nest,
 * TypeORM and the feature modules are loaded when a command runs.
 */
async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  let exitCode = 0;
  const run = async (work: (services: CliServices) => Promise<CommandResult>) => {
    exitCode = await withServices(work, json);
  };
  const runKeys = async (work: (services: KeyServices) => Promise<CommandResult>) => {
    exitCode = await withKeyServices(work, json);
  };
  try {
    await buildProgram(run, runKeys).parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? 0 : 2;
    }
    throw error;
  }
  return exitCode;
}

function print(result: CommandResult, json: boolean): void {
  process.stdout.write(json ? `${JSON.stringify(result.json, null, 2)}\n` : `${result.human.join('\n')}\n`);
}

async function withServices(work: (services: CliServices) => Promise<CommandResult>, json: boolean): Promise<number> {
  let database;
  try {
    const [{ loadConfig }, { resolveDatabase }, { openServices }] = await Promise.all([
      import('@app/common'),
      import('./bootstrap/database'),
      import('./cli/open-services'),
    ]);
    const config = loadConfig();
    database = await resolveDatabase(config);
    const opened = await openServices(config, database.url);
    try {
      print(await work(opened.services), json);
      return 0;
    } finally {
      await opened.close();
    }
  } catch (error) {
    return reportError(error, json);
  } finally {
    await database?.stop();
  }
}

/** The JWT key commands touch only DATA_DIR/jwt-keys (or nothing): no database, no lock. */
async function withKeyServices(work: (services: KeyServices) => Promise<CommandResult>, json: boolean): Promise<number> {
  const [{ loadConfig, SystemClock }, { SigningKeyRotationError, SigningKeyStore }] = await Promise.all([
    import('@app/common'),
    import('@app/game-access'),
  ]);
  try {
    const config = loadConfig();
    const signingKeys = new SigningKeyStore(config, new SystemClock());
    print(await work({ signingKeys, generatePrivateJwk: () => SigningKeyStore.generatePrivateJwk() }), json);
    return 0;
  } catch (error) {
    if (error instanceof SigningKeyRotationError) {
      process.stderr.write(
        json ? `${JSON.stringify({ error: 'rotation_not_possible', message: error.message })}\n` : `Error: ${error.message}\n`,
      );
      return 1;
    }
    return reportError(error, json);
  }
}

async function reportError(error: unknown, json: boolean): Promise<number> {
  const [{ ConfigError, DomainException, toErrorResponse, ValidationFailedException }, { DataDirLockedError }] = await Promise.all([
    import('@app/common'),
    import('@app/database'),
  ]);
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(json ? `${JSON.stringify({ error: 'cannot_start', message: error.message })}\n` : `Error: ${error.message}\n`);
    return 1;
  }
  const response = toErrorResponse(error, 'cli');
  if (json) {
    process.stderr.write(`${JSON.stringify(response.body, null, 2)}\n`);
  } else {
    process.stderr.write(`Error (${response.body.error}): ${response.body.message}\n`);
    if (error instanceof ValidationFailedException) {
      for (const [field, messages] of Object.entries(error.errors)) process.stderr.write(`  ${field}: ${messages.join('; ')}\n`);
    }
    if (!(error instanceof DomainException)) process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  }
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);

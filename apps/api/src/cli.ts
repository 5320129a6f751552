import { runCliCommand } from './cli/run';

/**
 * The administration CLI: `npm run cli -- operator create --name Acme --json`. Each command (but `jwt ...`) opens
 * the database (the embedded one in DATA_DIR, or DATABASE_URL), applies pending migrations, runs
 * the same use case as the admin API, and prints the result (JSON with --json).
 *
 * The commands themselves are in cli/run.ts (runCliCommand); this file runs one on the process's
 * arguments, streams and environment, and exits with its code.
 */
runCliCommand(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  json: any;
}

const CLI = join(__dirname, '../../dist/apps/api/src/cli.js');

/** What a command printed, read as JSON: its output, else its error output. */
function parseJson(stdout: string, stderr: string): unknown {
  for (const text of [stdout, stderr]) {
    try {
      return JSON.parse(text);
    } catch {
      // Not JSON: try the other stream.
    }
  }
  return undefined;
}

/** Runs the built CLI (as `npm run cli -- ...` does) in its own process, with the given environment. */
export function runCli(args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, json: parseJson(stdout, stderr) }));
  });
}

/**
 * Runs the same command as runCli, with the same environment, in this process: the CLI's own
 * function (runCliCommand) with its output captured. No process to start and no module to load
 * for each command, so a suite of many commands runs in a fraction of the time. runCli stays for
 * what only the real process shows (the binary itself, its exit code, help without loading Nest).
 *
 * Nest's application context sets the process-wide log levels of its Logger: they are put back, so
 * the service a suite runs in this process logs as before.
 */
export async function runCliInProcess(args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  // Loaded on first use: suites that only spawn the CLI never load its modules.
  const { runCliCommand } = await import('../../apps/api/src/cli/run');
  let stdout = '';
  let stderr = '';
  const logger = Logger as unknown as { staticInstanceRef?: unknown; logLevels?: unknown };
  const { staticInstanceRef, logLevels } = logger;
  let code: number;
  try {
    code = await runCliCommand(args, {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    });
  } finally {
    logger.staticInstanceRef = staticInstanceRef;
    logger.logLevels = logLevels;
  }
  return { code, stdout, stderr, json: parseJson(stdout, stderr) };
}

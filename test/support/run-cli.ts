import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  json: any;
}

const CLI = join(__dirname, '../../dist/apps/api/src/cli.js');

/** Runs the built CLI (as `npm run cli -- ...` does) with the given environment. */
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
    child.on('close', (code) => {
      let json: unknown;
      try {
        json = JSON.parse(stdout);
      } catch {
        try {
          json = JSON.parse(stderr);
        } catch {
          json = undefined;
        }
      }
      resolve({ code, stdout, stderr, json });
    });
  });
}

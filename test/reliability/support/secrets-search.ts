import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { TestApp } from '../../support/test-app';

/** A secret the service was given or handed out, by kind, that must never be found at rest or in a log. */
export interface PlantedSecret {
  kind: string;
  value: string;
}

/**
 * The forms a secret could take in a dump or a log line: as is, JSON-escaped, URL-encoded, hex
 * and base64 of its bytes (bytea, an encoded column).
 */
export function encodingsOf(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  return [
    ...new Set([
      value,
      JSON.stringify(value).slice(1, -1),
      encodeURIComponent(value),
      bytes.toString('hex'),
      bytes.toString('base64').replace(/=+$/, ''),
      bytes.toString('base64url'),
    ]),
  ];
}

/** The secrets found in `text` (any encoding), each once. */
export function secretsFoundIn(text: string, secrets: PlantedSecret[]): PlantedSecret[] {
  const lower = text.toLowerCase();
  return secrets.filter((secret) =>
    encodingsOf(secret.value).some((form) => text.includes(form) || (/^[0-9a-f]+$/.test(form) && lower.includes(form))),
  );
}

const exec = promisify(execFile);

/**
 * The whole database as an attacker with a backup would see it: `pg_dump` of the test's own
 * database on the PostgreSQL server; on the embedded database (which pg_dump cannot read through
 * its single-session socket) every row of every table as JSON.
 */
export async function dumpDatabase(t: TestApp): Promise<{ text: string; method: string }> {
  if (t.database.kind === 'postgres') {
    const { stdout } = await exec('pg_dump', ['--no-owner', '--no-privileges', t.database.url], { maxBuffer: 512 * 1024 * 1024 });
    return { text: stdout, method: 'pg_dump' };
  }
  const db = t.app.get(DataSource);
  const tables: { name: string }[] = await db.query(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const lines: string[] = [];
  for (const { name } of tables) {
    const rows: { row: string }[] = await db.query(`SELECT row_to_json(t)::text AS row FROM "${name}" t`);
    lines.push(`-- ${name}`, ...rows.map((r) => r.row));
  }
  return { text: lines.join('\n'), method: 'row_to_json' };
}

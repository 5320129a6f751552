import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedDatabase } from '@app/database';

export interface TestDatabase {
  url: string;
  kind: 'embedded' | 'postgres';
  /** Embedded only: the data directory. */
  dataDir?: string;
  stop(): Promise<void>;
}

let counter = 0;

/** Which database the suite runs on: PostgreSQL when DATABASE_URL is set, else embedded. */
export const TEST_DB_KIND: 'embedded' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'embedded';

/**
 * A fresh database for one test file: its own database on the PostgreSQL server (named
 * after the jest worker, so parallel workers never share state), or its own embedded data
 * directory. `maxConnections`: of the embedded server (at least the app's pool size + 2).
 * `migrated: false`: an embedded directory without the migrated template (a server database is
 * always created empty).
 */
export async function createTestDatabase(maxConnections = 16, { migrated = true } = {}): Promise<TestDatabase> {
  if (TEST_DB_KIND === 'postgres') return createServerDatabase(process.env.DATABASE_URL!);
  const dataDir = mkdtempSync(join(tmpdir(), 'ts-test-'));
  // A migrated data directory made once per run (test/support/global-setup.js) saves initdb and the migrations.
  const template = process.env.EMBEDDED_TEMPLATE_DIR;
  if (template && migrated) cpSync(template, dataDir, { recursive: true });
  const embedded = await startEmbeddedDatabase(dataDir, maxConnections);
  return {
    url: embedded.url,
    kind: 'embedded',
    dataDir,
    async stop() {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createServerDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `test_w${process.env.JEST_WORKER_ID ?? '0'}_${process.pid}_${++counter}`;
  await withClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'postgres',
    async stop() {
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { EmbeddedDatabase, startEmbeddedDatabase } from './embedded-database';

/**
 * Several connections (two pools, like two service instances) on the embedded database at once:
 * parameterised queries and short transactions with SKIP LOCKED must neither fail nor mix up
 * their results. Without the session queue fix this fails with 'portal "" does not exist'.
 */
describe('embedded database under concurrent connections', () => {
  let dir: string;
  let database: EmbeddedDatabase;
  let pools: Pool[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ts-session-queue-'));
    // The empty data directory the test run made once (test/support/global-setup.js) saves an initdb.
    if (process.env.EMBEDDED_TEMPLATE_DIR) cpSync(process.env.EMBEDDED_TEMPLATE_DIR, dir, { recursive: true });
    database = await startEmbeddedDatabase(dir, 12);
    pools = [new Pool({ connectionString: database.url, max: 5 }), new Pool({ connectionString: database.url, max: 5 })];
    await pools[0].query('CREATE TABLE jobs (id int PRIMARY KEY, due boolean NOT NULL, runs int NOT NULL DEFAULT 0)');
    await pools[0].query('INSERT INTO jobs SELECT g, true FROM generate_series(1, 200) g');
  }, 120_000);
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function takeNextJob(pool: Pool): Promise<boolean> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query('SELECT id FROM jobs WHERE due AND id > $1 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED', [0]);
      if (rows.length === 0) {
        await client.query('COMMIT');
        return false;
      }
      await client.query('UPDATE jobs SET due = false, runs = runs + 1 WHERE id = $1', [rows[0].id]);
      await client.query('COMMIT');
      return true;
    } finally {
      client.release();
    }
  }

  it('runs every job exactly once and answers every query with its own result', async () => {
    const mixedUp: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        const pool = pools[worker % 2];
        for (let i = 0; await takeNextJob(pool); i++) {
          const tag = `${worker}-${i}`;
          const { rows } = await pool.query('SELECT $1::text AS tag, $2::int AS i', [tag, i]);
          if (rows[0].tag !== tag) mixedUp.push(`${tag} got ${rows[0].tag}`);
        }
      }),
    );
    expect(mixedUp).toEqual([]);
    const { rows } = await pools[1].query('SELECT min(runs) AS min, max(runs) AS max FROM jobs');
    expect(rows[0]).toEqual({ min: 1, max: 1 });
  });

  it('keeps serving other connections after a connection drops in the middle of a transaction', async () => {
    const client = await pools[0].connect();
    await client.query('BEGIN');
    await client.query('UPDATE jobs SET runs = 99 WHERE id = $1', [1]);
    client.release(new Error('drop this connection'));
    const { rows } = await pools[1].query('SELECT runs FROM jobs WHERE id = $1', [1]);
    expect(rows[0].runs).toBe(1);
  });
});

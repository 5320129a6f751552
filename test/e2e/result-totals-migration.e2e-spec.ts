import { DataSource } from 'typeorm';
import { MIGRATIONS } from '@app/database/migrations';
import { TournamentResultTotals1797700000000 } from '@app/database/migrations/1797700000000-TournamentResultTotals';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { connectWithMigrations, sqlUuidOf } from '../support/migrations';

// Migration TournamentResultTotals adds the table of a completed tournament's results totals.
// Here on data written by the schema before it: the table comes empty (results of tournaments
// completed before are counted), holds one row per tournament that goes with its tournament, and
// its revert removes it and nothing else.

const UPTO_NEW = MIGRATIONS.indexOf(TournamentResultTotals1797700000000) + 1;

async function seed(db: DataSource): Promise<string> {
  const [{ id: operatorId }] = await db.query(
    `INSERT INTO operators (id, name, currency) VALUES (${sqlUuidOf(`'totals:op'`)}, 'Totals', 'EUR') RETURNING id`,
  );
  for (const externalId of ['completed-a', 'completed-b']) {
    await db.query(
      `INSERT INTO tournaments (id, operator_id, external_id, name, game_slug, tournament_type, currency, entry_fee, scheduled_start, status)
       VALUES (${sqlUuidOf('$2::text')}, $1, $2, $2, 'slots', 'points_based', 'EUR', 5, now() - interval '1 hour', 'completed')`,
      [operatorId, externalId],
    );
  }
  return operatorId;
}

/** Every row of the tables the migration must leave alone, as JSON. */
const otherRows = async (db: DataSource): Promise<unknown[]> =>
  (
    await db.query(`SELECT to_jsonb(o) AS row FROM operators o UNION ALL SELECT to_jsonb(t) FROM (SELECT * FROM tournaments ORDER BY id) t`)
  ).map((r: { row: unknown }) => r.row);

const tableExists = async (db: DataSource): Promise<boolean> =>
  (await db.query(`SELECT to_regclass('tournament_result_totals') IS NOT NULL AS present`))[0].present;

const insertTotals = (db: DataSource, operatorId: string, externalId: string, prizes: string) =>
  db.query(
    `INSERT INTO tournament_result_totals (tournament_id, operator_id, players, points_sum, prizes, rebuys, created_at)
     VALUES (${sqlUuidOf('$2::text')}, $1, 3, '12.5', $3::numeric, 1, now())`,
    [operatorId, externalId, prizes],
  );

describe('migration TournamentResultTotals on data written by the schema before it', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(8, { migrated: false });
  }, 120_000);
  afterAll(async () => database?.stop());

  it('adds an empty table whose rows go with their tournament, and its revert removes the table and nothing else', async () => {
    const before = await connectWithMigrations(database.url, UPTO_NEW - 1);
    await before.runMigrations({ transaction: 'all' });
    const operatorId = await seed(before);
    expect(await tableExists(before)).toBe(false);
    const oldRows = await otherRows(before);
    await before.destroy();

    const after = await connectWithMigrations(database.url, UPTO_NEW);
    try {
      const applied = await after.runMigrations({ transaction: 'all' });
      expect(applied.map((m) => m.name)).toEqual(['TournamentResultTotals1797700000000']);
      // Tournaments completed before have no stored totals: their results are counted.
      expect(await after.query('SELECT * FROM tournament_result_totals')).toEqual([]);
      expect(await otherRows(after)).toEqual(oldRows);

      await insertTotals(after, operatorId, 'completed-b', '7.25');
      // One row per tournament, never a negative total, never for a tournament that does not exist.
      await expect(insertTotals(after, operatorId, 'completed-b', '7.25')).rejects.toMatchObject({ code: '23505' });
      await expect(insertTotals(after, operatorId, 'completed-a', '-0.01')).rejects.toMatchObject({
        code: '23514',
        constraint: 'ck_tournament_result_totals',
      });
      await expect(insertTotals(after, operatorId, 'no-such-tournament', '1')).rejects.toMatchObject({ code: '23503' });
      expect(await after.query('SELECT players, points_sum::text, prizes::text, rebuys FROM tournament_result_totals')).toEqual([
        { players: 3, points_sum: '12.50000000', prizes: '7.25000000', rebuys: 1 },
      ]);

      await after.undoLastMigration({ transaction: 'all' });
      expect(await tableExists(after)).toBe(false);
      expect(await otherRows(after)).toEqual(oldRows);

      // And up again: the table is back, empty.
      expect((await after.runMigrations({ transaction: 'all' })).map((m) => m.name)).toEqual(['TournamentResultTotals1797700000000']);
      expect(await after.query('SELECT * FROM tournament_result_totals')).toEqual([]);
      // A tournament deleted takes its totals with it.
      await insertTotals(after, operatorId, 'completed-a', '0');
      await after.query(`DELETE FROM tournaments WHERE id = ${sqlUuidOf(`'completed-a'`)}`);
      expect(await after.query('SELECT * FROM tournament_result_totals')).toEqual([]);
    } finally {
      await after.destroy();
    }
  }, 120_000);
});

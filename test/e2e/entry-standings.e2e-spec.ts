import { DataSource } from 'typeorm';
import { MIGRATIONS } from '@app/database/migrations';
import { EntryStandings1797000000000 } from '@app/database/migrations/1797000000000-EntryStandings';
import { seatedEntries, standingsDrift } from '../support/entry-standings';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { connectWithMigrations, sqlUuidOf } from '../support/migrations';

// entry_standings holds the standings order of the seated entries (one narrow row each), so that
// a score update of tournament_entries is HOT. The database keeps it in step with the entries
// (statement triggers), whoever writes them: this writes entries with plain SQL in every way the
// service does (and some it does not) and compares the two tables row by row after each step.
// Then the migration itself, on data written by the schema before it, both ways.

/** An empty database (no migrations): a fresh server database, or a new embedded data directory. */
const emptyDatabase = (): Promise<TestDatabase> => createTestDatabase(8, { migrated: false });

const UPTO_NEW = MIGRATIONS.indexOf(EntryStandings1797000000000) + 1;

/** An operator, two tournaments and `count` players with an entry in each (SQL only: works on any schema since the entries table). */
async function seed(db: DataSource, tag: string, count: number): Promise<{ operatorId: string; tournaments: string[] }> {
  const [{ id: operatorId }] = await db.query(
    `INSERT INTO operators (id, name, currency) VALUES (${sqlUuidOf(`'${tag}:op'`)}, $1, 'EUR') RETURNING id`,
    [`Standings ${tag}`],
  );
  const tournaments: string[] = [];
  for (const n of [1, 2]) {
    const [{ id }] = await db.query(
      `INSERT INTO tournaments (id, operator_id, external_id, name, game_slug, tournament_type, currency, entry_fee, scheduled_start)
       VALUES (${sqlUuidOf(`'${tag}:t${n}'`)}, $1, $2, $2, 'slots', 'points_based', 'EUR', 0, now()) RETURNING id`,
      [operatorId, `${tag}-t${n}`],
    );
    tournaments.push(id);
  }
  await db.query(
    `INSERT INTO players (id, operator_id, external_id, display_name)
     SELECT ${sqlUuidOf(`$2 || ':player:' || g`)}, $1, $2 || '-' || g, 'Player ' || g FROM generate_series(1, $3::int) g`,
    [operatorId, tag, count],
  );
  // Every status; points, times and eliminations vary, some ties and NULLs.
  await db.query(
    `INSERT INTO tournament_entries (id, operator_id, tournament_id, player_id, display_name, status, request_hash, points,
       points_updated_at, eliminated_at, elimination_round, registered_at, updated_at)
     SELECT ${sqlUuidOf(`$2 || ':entry:' || t.n || ':' || g`)}, $1, t.id, ${sqlUuidOf(`$2 || ':player:' || g`)}, 'Player ' || g,
       (ARRAY['registered', 'active', 'active', 'eliminated', 'finished', 'winner', 'withdrawn', 'refunded'])[1 + g % 8],
       repeat('0', 64), ((g * 37) % 50) / 4.0,
       CASE WHEN g % 5 = 0 THEN NULL ELSE timestamptz '2026-03-01 12:00:00.123456+00' + g * interval '1 millisecond' END,
       CASE WHEN g % 8 = 3 THEN timestamptz '2026-03-01 13:00:00+00' + (g / 10) * interval '1 second' END,
       CASE WHEN g % 8 = 3 THEN 1 END,
       timestamptz '2026-03-01 10:00:00+00' + g * interval '1 microsecond', now()
     FROM generate_series(1, $3::int) g CROSS JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM tournaments WHERE id = ANY($4::uuid[])) t`,
    [operatorId, tag, count, tournaments],
  );
  return { operatorId, tournaments };
}

// As the triggers were first written, and with every migration after them.
describe.each([
  ['as first written', UPTO_NEW],
  ['with every later migration', MIGRATIONS.length],
])('entry_standings follows tournament_entries (database triggers), %s', (_version, migrations) => {
  let database: TestDatabase;
  let db: DataSource;
  let tournaments: string[];
  const SEATED_PER_TOURNAMENT = 300 - 2 * 37; // 300 players, of whom 37 withdrawn (g % 8 = 6) and 37 refunded (g % 8 = 7)

  beforeAll(async () => {
    database = await emptyDatabase();
    db = await connectWithMigrations(database.url, migrations);
    await db.runMigrations({ transaction: 'all' });
    ({ tournaments } = await seed(db, 'sync', 300));
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    await database?.stop();
  });

  const expectInStep = async () => expect(await standingsDrift(db)).toEqual([]);
  const standingsOf = async (tid: string) =>
    Number((await db.query('SELECT count(*)::int AS n FROM entry_standings WHERE tournament_id = $1', [tid]))[0].n);

  it('holds a row for each seated entry inserted, and none for withdrawn or refunded ones', async () => {
    expect(await standingsOf(tournaments[0])).toBe(SEATED_PER_TOURNAMENT);
    expect(await seatedEntries(db)).toBe(2 * SEATED_PER_TOURNAMENT);
    await expectInStep();
  });

  it('follows a batch of score updates (the ingestion statement), eliminations and untouched columns', async () => {
    await db.query(
      `UPDATE tournament_entries e SET points = c.points, points_updated_at = c.at, status = e.status, updated_at = now()
       FROM (SELECT id, points + 7.125 AS points, clock_timestamp() AS at FROM tournament_entries WHERE tournament_id = $1 AND status = 'active') c
       WHERE e.id = c.id`,
      [tournaments[0]],
    );
    await db.query(
      `UPDATE tournament_entries SET status = 'eliminated', eliminated_at = now(), elimination_round = 2
       WHERE tournament_id = $1 AND status = 'active' AND points > 10`,
      [tournaments[0]],
    );
    await db.query(`UPDATE tournament_entries SET display_name = display_name || '!' WHERE tournament_id = $1`, [tournaments[1]]);
    await expectInStep();
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM entry_standings s JOIN tournament_entries e ON e.id = s.id WHERE s.points <> e.points OR s.eliminated_at IS DISTINCT FROM e.eliminated_at`,
    );
    expect(n).toBe(0);
  });

  it('drops the row of an entry that withdraws or is refunded, and adds it back if it holds a seat again', async () => {
    const [{ id }] = await db.query(`SELECT id FROM tournament_entries WHERE tournament_id = $1 AND status = 'active' LIMIT 1`, [
      tournaments[1],
    ]);
    await db.query(`UPDATE tournament_entries SET status = 'withdrawn', withdrawn_at = now() WHERE id = $1`, [id]);
    expect(await standingsOf(tournaments[1])).toBe(SEATED_PER_TOURNAMENT - 1);
    await expectInStep();
    await db.query(`UPDATE tournament_entries SET status = 'refunded', refunded_at = now() WHERE id = $1`, [id]);
    await expectInStep();
    await db.query(`UPDATE tournament_entries SET status = 'active', points = 99 WHERE id = $1`, [id]);
    expect(await standingsOf(tournaments[1])).toBe(SEATED_PER_TOURNAMENT);
    await expectInStep();
  });

  it('follows completion and cancellation of a whole tournament, and deletions', async () => {
    await db.query(
      `UPDATE tournament_entries e SET position = r.place, status = CASE WHEN r.place = 1 THEN 'winner' ELSE 'finished' END, prize_amount = 0
       FROM (SELECT id, row_number() OVER (ORDER BY points DESC, id)::int AS place FROM tournament_entries
             WHERE tournament_id = $1 AND status NOT IN ('withdrawn', 'refunded')) r
       WHERE e.id = r.id`,
      [tournaments[0]],
    );
    await expectInStep();
    await db.query(`UPDATE tournament_entries SET status = 'refunded', refunded_at = now() WHERE tournament_id = $1`, [tournaments[1]]);
    expect(await standingsOf(tournaments[1])).toBe(0);
    await expectInStep();
    await db.query(`DELETE FROM tournament_entries WHERE tournament_id = $1 AND status = 'finished' AND points < 5`, [tournaments[0]]);
    await expectInStep();
    // A rolled-back change leaves both tables as they were.
    const points = async () =>
      (
        await db.query(
          `SELECT (SELECT sum(points) FROM entry_standings WHERE tournament_id = $1)::text AS standings,
                  (SELECT sum(points) FROM tournament_entries WHERE tournament_id = $1 AND status NOT IN ('withdrawn', 'refunded'))::text AS entries`,
          [tournaments[0]],
        )
      )[0];
    const before = await points();
    const undone = new Error('rolled back on purpose');
    await expect(
      db.transaction(async (manager) => {
        await manager.query(`UPDATE tournament_entries SET points = points + 1 WHERE tournament_id = $1`, [tournaments[0]]);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(await points()).toEqual(before);
    await expectInStep();
    expect(await standingsOf(tournaments[0])).toBeGreaterThan(0);
  });
});

describe('migration EntryStandings on data written by the schema before it', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await emptyDatabase();
  }, 120_000);
  afterAll(async () => database?.stop());

  it('fills entry_standings from the existing entries, and its revert brings back the entries index', async () => {
    const before = await connectWithMigrations(database.url, UPTO_NEW - 1);
    await before.runMigrations({ transaction: 'all' });
    const [{ n: oldIndex }] = await before.query(`SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'idx_entries_standings'`);
    expect(oldIndex).toBe(1);
    const { tournaments } = await seed(before, 'migrate', 400);
    // Scores changed through the old schema too (rows no longer where they were inserted).
    await before.query(
      `UPDATE tournament_entries SET points = points * 2, points_updated_at = now() WHERE tournament_id = $1 AND status = 'active'`,
      [tournaments[0]],
    );
    const entries = await before.query(`SELECT * FROM tournament_entries ORDER BY id`);
    await before.destroy();

    const after = await connectWithMigrations(database.url, UPTO_NEW);
    try {
      const applied = await after.runMigrations({ transaction: 'all' });
      expect(applied.map((m) => m.name)).toEqual(['EntryStandings1797000000000']);
      expect(await seatedEntries(after)).toBe(2 * (400 - 100));
      expect(await standingsDrift(after)).toEqual([]);
      const indexes = async () =>
        (
          await after.query(
            `SELECT indexname FROM pg_indexes WHERE indexname IN ('idx_entries_standings', 'idx_standings_order') ORDER BY 1`,
          )
        ).map((r: { indexname: string }) => r.indexname);
      expect(await indexes()).toEqual(['idx_standings_order']);
      // The triggers are in place: a new entry gets its row.
      await after.query(`UPDATE tournament_entries SET points = points + 1 WHERE tournament_id = $1`, [tournaments[1]]);
      expect(await standingsDrift(after)).toEqual([]);
      await after.query(`UPDATE tournament_entries SET points = points - 1 WHERE tournament_id = $1`, [tournaments[1]]);

      await after.undoLastMigration({ transaction: 'all' });
      expect(await indexes()).toEqual(['idx_entries_standings']);
      const [{ n: tables }] = await after.query(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'entry_standings'`);
      expect(tables).toBe(0);
      const [{ n: triggers }] = await after.query(
        `SELECT count(*)::int AS n FROM pg_trigger WHERE tgrelid = 'tournament_entries'::regclass AND NOT tgisinternal`,
      );
      expect(triggers).toBe(0);
      expect(await after.query(`SELECT * FROM tournament_entries ORDER BY id`)).toEqual(entries);
      // Entries can be written again without the triggers' functions.
      await after.query(`UPDATE tournament_entries SET points = points + 1 WHERE tournament_id = $1`, [tournaments[1]]);
    } finally {
      await after.destroy();
    }
  }, 120_000);
});

import { DataSource, EntityManager } from 'typeorm';
import { MIGRATIONS } from '@app/database/migrations';
import { HotSeatUpdates1797400000000 } from '@app/database/migrations/1797400000000-HotSeatUpdates';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { connectWithMigrations, sqlUuidOf } from '../support/migrations';

// Migration HotSeatUpdates: no index of tournaments names current_players any more (the open
// lobby index names the stored generated column has_room instead), so a seat update is HOT. Here
// on data written by the schema before it: the seat update's statement counted before and after,
// the rows and the lobby rule kept, and the revert back to the old indexes.

const UPTO_NEW = MIGRATIONS.indexOf(HotSeatUpdates1797400000000) + 1;

/** Tournaments of one operator, as [external_id, lobby_key, max_players, current_players]. */
const TOURNAMENTS: Array<[string, string | null, number | null, number]> = [
  ['open-lobby', 'lobby-a', 3, 1],
  ['full-lobby', 'lobby-a', 2, 2], // full: not the lobby's open one, so it may share the key
  ['open-other-lobby', 'lobby-b', null, 7],
  ['plain', null, 10, 4],
  ['plain-full', null, 1, 1],
];

async function seed(db: DataSource): Promise<string> {
  const [{ id: operatorId }] = await db.query(
    `INSERT INTO operators (id, name, currency) VALUES (${sqlUuidOf(`'hot:op'`)}, 'Hot seats', 'EUR') RETURNING id`,
  );
  for (const [externalId, lobbyKey, maxPlayers, currentPlayers] of TOURNAMENTS) {
    await db.query(
      `INSERT INTO tournaments (id, operator_id, external_id, name, game_slug, tournament_type, currency, entry_fee, scheduled_start,
         format, lobby_key, max_players, current_players)
       VALUES (${sqlUuidOf('$2::text')}, $1, $2, $2, 'slots', 'points_based', 'EUR', 0, now() + interval '1 hour', $3, $4, $5, $6)`,
      [operatorId, externalId, lobbyKey ? 'hop_on_off' : 'scheduled', lobbyKey, maxPlayers, currentPlayers],
    );
  }
  return operatorId;
}

/** Updates and HOT updates of tournaments that `work` makes, counted for its transaction. */
async function countUpdates(db: DataSource, work: (manager: EntityManager) => Promise<void>): Promise<{ updates: number; hot: number }> {
  return db.transaction(async (manager) => {
    const counts = async (): Promise<{ updates: number; hot: number }> =>
      (
        await manager.query(
          `SELECT n_tup_upd::int AS updates, n_tup_hot_upd::int AS hot FROM pg_stat_xact_user_tables WHERE relname = 'tournaments'`,
        )
      )[0];
    // A delta: the connection's counts may hold earlier transactions' until they are reported.
    const before = await counts();
    await work(manager);
    const after = await counts();
    return { updates: after.updates - before.updates, hot: after.hot - before.hot };
  });
}

/** Three seats taken with the statement register_player_entry takes a seat with (not the last seat). */
const threeSeats = (operatorId: string) => async (manager: EntityManager) => {
  for (let i = 0; i < 3; i++) {
    const [taken] = await manager.query(
      `UPDATE tournaments t SET current_players = t.current_players + 1, fees_collected = t.fees_collected + 0,
         standings_updated_at = greatest(now(), t.standings_updated_at + interval '1 millisecond'), event_sequence = t.event_sequence + 1
       WHERE t.id = ${sqlUuidOf(`'plain'`)} AND t.operator_id = $1 AND (t.max_players IS NULL OR t.current_players < t.max_players)
       RETURNING t.current_players`,
      [operatorId],
    );
    expect(taken).toEqual([{ current_players: 5 + i }]);
  }
  // Back to where it was, in one statement (it changes no indexed column either).
  await manager.query(`UPDATE tournaments SET current_players = current_players - 3 WHERE id = ${sqlUuidOf(`'plain'`)}`);
};

const tournamentIndexes = async (db: DataSource): Promise<string[]> =>
  (await db.query(`SELECT indexdef FROM pg_indexes WHERE tablename = 'tournaments' ORDER BY indexname`)).map(
    (r: { indexdef: string }) => r.indexdef,
  );
const reloptions = async (db: DataSource): Promise<string[] | null> =>
  (await db.query(`SELECT reloptions FROM pg_class WHERE oid = 'tournaments'::regclass`))[0].reloptions;
/** Every row as JSON, without has_room (the one column the migration adds). */
const rows = async (db: DataSource): Promise<unknown[]> =>
  (await db.query(`SELECT to_jsonb(t) - 'has_room' AS row FROM tournaments t ORDER BY id`)).map((r: { row: unknown }) => r.row);

describe('migration HotSeatUpdates on data written by the schema before it', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(8, { migrated: false });
  }, 120_000);
  afterAll(async () => database?.stop());

  it('makes the seat update HOT, keeps the rows and the open-lobby rule, and its revert brings back the old indexes', async () => {
    const before = await connectWithMigrations(database.url, UPTO_NEW - 1);
    await before.runMigrations({ transaction: 'all' });
    const operatorId = await seed(before);
    // The old schema: every seat update writes into every index.
    expect(await countUpdates(before, threeSeats(operatorId))).toEqual({ updates: 4, hot: 0 });
    const oldIndexes = await tournamentIndexes(before);
    expect(oldIndexes.filter((d) => /current_players/.test(d)).length).toBe(2);
    expect(await reloptions(before)).toBeNull();
    const oldRows = await rows(before);
    await before.destroy();

    const after = await connectWithMigrations(database.url, UPTO_NEW);
    try {
      const applied = await after.runMigrations({ transaction: 'all' });
      expect(applied.map((m) => m.name)).toEqual(['HotSeatUpdates1797400000000']);
      expect(await rows(after)).toEqual(oldRows);
      const hasRoom = await after.query(`SELECT external_id, has_room FROM tournaments ORDER BY external_id`);
      expect(hasRoom).toEqual([
        { external_id: 'full-lobby', has_room: false },
        { external_id: 'open-lobby', has_room: true },
        { external_id: 'open-other-lobby', has_room: true },
        { external_id: 'plain', has_room: true },
        { external_id: 'plain-full', has_room: false },
      ]);
      const indexes = await tournamentIndexes(after);
      expect(indexes.filter((d) => /current_players/.test(d))).toEqual([]);
      expect(indexes.filter((d) => /uq_tournaments_open_lobby/.test(d))).toEqual([
        expect.stringMatching(
          /\(operator_id, lobby_key\) WHERE \(\(lobby_key IS NOT NULL\) AND \(\(status\)::text = 'scheduled'::text\) AND has_room\)$/,
        ),
      ]);
      expect(indexes).toHaveLength(oldIndexes.length - 1);
      expect(await reloptions(after)).toEqual(['fillfactor=80']);
      expect(await after.query(`SELECT "table", "name", "value" FROM typeorm_metadata`)).toEqual([
        { table: 'tournaments', name: 'has_room', value: `"max_players" IS NULL OR "current_players" < "max_players"` },
      ]);

      // The same statements now write no index entry.
      expect(await countUpdates(after, threeSeats(operatorId))).toEqual({ updates: 4, hot: 4 });
      // Still one open tournament per lobby; the full one is outside the rule.
      await expect(
        after.query(
          `INSERT INTO tournaments (id, operator_id, external_id, name, game_slug, tournament_type, currency, entry_fee, scheduled_start, format, lobby_key, max_players)
           VALUES (${sqlUuidOf(`'second-open'`)}, $1, 'second-open', 'second-open', 'slots', 'points_based', 'EUR', 0, now(), 'hop_on_off', 'lobby-a', 3)`,
          [operatorId],
        ),
      ).rejects.toMatchObject({ code: '23505', constraint: 'uq_tournaments_open_lobby' });
      await expect(after.query(`UPDATE tournaments SET current_players = 1 WHERE id = ${sqlUuidOf(`'full-lobby'`)}`)).rejects.toMatchObject(
        {
          code: '23505',
          constraint: 'uq_tournaments_open_lobby',
        },
      );
      // has_room is the database's: it follows the seats, and cannot be written.
      await after.query(`UPDATE tournaments SET current_players = 0 WHERE id = ${sqlUuidOf(`'plain-full'`)}`);
      await expect(after.query(`UPDATE tournaments SET has_room = true WHERE id = ${sqlUuidOf(`'plain'`)}`)).rejects.toMatchObject({
        code: '428C9',
      });
      const [{ has_room }] = await after.query(`SELECT has_room FROM tournaments WHERE id = ${sqlUuidOf(`'plain-full'`)}`);
      expect(has_room).toBe(true);
      await after.query(`UPDATE tournaments SET current_players = 1 WHERE id = ${sqlUuidOf(`'plain-full'`)}`);
      const newRows = await rows(after);

      await after.undoLastMigration({ transaction: 'all' });
      expect(await tournamentIndexes(after)).toEqual(oldIndexes);
      expect(await reloptions(after)).toBeNull();
      const [{ n: columns }] = await after.query(
        `SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'tournaments' AND column_name = 'has_room'`,
      );
      expect(columns).toBe(0);
      expect((await after.query(`SELECT to_regclass('typeorm_metadata') AS t`))[0].t).toBeNull();
      expect(await rows(after)).toEqual(newRows);
      // The old predicate is back: the full lobby tournament still may not open next to the open one.
      await expect(after.query(`UPDATE tournaments SET current_players = 1 WHERE id = ${sqlUuidOf(`'full-lobby'`)}`)).rejects.toMatchObject(
        {
          code: '23505',
          constraint: 'uq_tournaments_open_lobby',
        },
      );
      expect(await countUpdates(after, threeSeats(operatorId))).toEqual({ updates: 4, hot: 0 });
    } finally {
      await after.destroy();
    }
  }, 120_000);
});

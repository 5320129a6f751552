import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '@app/database';
import { createTestDatabase, TEST_DB_KIND, TestDatabase } from '../support/test-database';

// The foreign key from an entry to its tournament is checked at commit (migration
// DeferredEntryTournamentKey): an entry of a tournament that does not exist is still refused, a
// tournament with entries still cannot be deleted, and inserting an entry no longer locks the
// tournament row that every other registration of the tournament updates for its seat.

describe('the key from an entry to its tournament', () => {
  let database: TestDatabase;
  let db: Client;
  let operatorId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const migrations = await new DataSource(buildDataSourceOptions(database.url, 2)).initialize();
    await migrations.runMigrations({ transaction: 'all' });
    await migrations.destroy();
    db = new Client({ connectionString: database.url });
    await db.connect();
    operatorId = randomUUID();
    await db.query(`INSERT INTO operators (id, name, currency) VALUES ($1, 'Entry key', 'EUR')`, [operatorId]);
  });
  // A failed case leaves no transaction open for the next.
  afterEach(() => db.query('ROLLBACK'));
  afterAll(async () => {
    await db?.end();
    await database?.stop();
  });

  async function tournament(client: Client = db): Promise<string> {
    const id = randomUUID();
    await client.query(
      `INSERT INTO tournaments (id, operator_id, external_id, name, game_slug, tournament_type, currency, entry_fee, scheduled_start)
       VALUES ($1, $2, $3, 'Keyed', 'slots', 'points_based', 'EUR', 0, now() + interval '1 hour')`,
      [id, operatorId, `keyed-${id}`],
    );
    return id;
  }

  async function insertEntry(client: Client, tournamentId: string): Promise<string> {
    const playerId = randomUUID();
    await client.query(`INSERT INTO players (id, operator_id, external_id, display_name) VALUES ($1, $2, $3, 'P')`, [
      playerId,
      operatorId,
      `player-${playerId}`,
    ]);
    const entryId = randomUUID();
    await client.query(
      `INSERT INTO tournament_entries (id, operator_id, tournament_id, player_id, display_name, status, entry_count, total_paid, points,
         request_hash, registered_at, updated_at)
       VALUES ($1, $2, $3, $4, 'P', 'registered', 1, 0, 0, 'h', now(), now())`,
      [entryId, operatorId, tournamentId, playerId],
    );
    return entryId;
  }

  const sqlState = (error: unknown) => (error as { code?: string }).code;

  it('refuses, at commit, an entry of a tournament that does not exist, and stores nothing of the transaction', async () => {
    const missing = randomUUID();
    await db.query('BEGIN');
    const entryId = await insertEntry(db, missing);
    const committed = await db.query('COMMIT').then(
      () => 'committed',
      (error: unknown) => sqlState(error),
    );
    expect(committed).toBe('23503');
    expect((await db.query('SELECT count(*)::int AS n FROM tournament_entries WHERE id = $1', [entryId])).rows).toEqual([{ n: 0 }]);
  });

  it('still refuses deleting a tournament that has entries, at the DELETE', async () => {
    const tid = await tournament();
    await insertEntry(db, tid);
    const deleted = await db.query('DELETE FROM tournaments WHERE id = $1', [tid]).then(
      () => 'deleted',
      (error: unknown) => sqlState(error),
    );
    // foreign_key_violation on PostgreSQL 15; the embedded database's newer PostgreSQL says restrict_violation.
    expect(['23503', '23001']).toContain(deleted);
    expect((await db.query('SELECT count(*)::int AS n FROM tournaments WHERE id = $1', [tid])).rows).toEqual([{ n: 1 }]);
  });

  // Two transactions at once, so on PostgreSQL only: the embedded database runs one at a time,
  // so no other transaction can be holding a lock there while an entry is inserted.
  if (TEST_DB_KIND === 'postgres')
    it('an entry being inserted does not lock its tournament row: the row can be locked for update until the entry commits', async () => {
      const tid = await tournament();
      const registering = new Client({ connectionString: database.url });
      await registering.connect();
      try {
        await registering.query('BEGIN');
        const entryId = await insertEntry(registering, tid);
        // With the key checked at the insert, the open transaction would hold KEY SHARE on the row: 55P03 here.
        await db.query('BEGIN');
        const locked = await db.query('SELECT id FROM tournaments WHERE id = $1 FOR UPDATE NOWAIT', [tid]).then(
          (result) => result.rows.length,
          (error: unknown) => sqlState(error),
        );
        await db.query('ROLLBACK');
        expect(locked).toBe(1);
        await registering.query('COMMIT');
        expect((await db.query('SELECT tournament_id FROM tournament_entries WHERE id = $1', [entryId])).rows).toEqual([
          { tournament_id: tid },
        ]);
      } finally {
        await registering.end();
      }
    });
});

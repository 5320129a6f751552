import { MigrationInterface, QueryRunner } from 'typeorm';

/** `has_room`: the tournament takes another seat (no limit, or fewer players than the limit). */
const HAS_ROOM_EXPRESSION = `"max_players" IS NULL OR "current_players" < "max_players"`;

/** TypeORM keeps the expression of a generated column here; `migration:generate` reads it back. */
const METADATA_ROW = `"type" = 'GENERATED_COLUMN' AND "database" = current_database() AND "schema" = current_schema()
  AND "table" = 'tournaments' AND "name" = 'has_room'`;

/**
 * Seat updates of `tournaments` become HOT updates. A registration (register_player_entry) and a
 * withdrawal change `current_players`, `fees_collected`, `standings_updated_at` and
 * `event_sequence` of the tournament row, and every registration into a tournament waits for the
 * one before it on that row. Two indexes named `current_players`, so no seat update could be HOT:
 * each one wrote a new entry into all 14 indexes of the table while holding the row.
 *
 * - `idx_tournaments_operator_players (operator_id, current_players)` is dropped: the list sorted
 *   by players sorts the operator's (filtered) rows instead, a top-N sort of one operator's rows.
 * - `uq_tournaments_open_lobby` (one open hop-on/off tournament per lobby) names the stored
 *   generated column `has_room` instead of `current_players < max_players`. PostgreSQL compares
 *   the indexed columns' values: `has_room` changes only with the seat that fills the tournament
 *   (or frees the last one), so every other seat leaves all indexes untouched.
 * - fillfactor 80: room on each page for the new versions of its rows (a HOT version must fit on
 *   the page of the old one). Set before the column is added, whose table rewrite applies it to
 *   the rows there already.
 *
 * Adding a stored generated column rewrites the table under an exclusive lock (a short one for
 * the size of this table). The column's expression is also written where TypeORM looks for it
 * (`typeorm_metadata`), so that `migration:generate` compares the entity with it.
 */
export class HotSeatUpdates1797400000000 implements MigrationInterface {
  name = 'HotSeatUpdates1797400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_tournaments_operator_players"`);
    await queryRunner.query(`DROP INDEX "public"."uq_tournaments_open_lobby"`);
    await queryRunner.query(`ALTER TABLE "tournaments" SET (fillfactor = 80)`);
    await queryRunner.query(
      `ALTER TABLE "tournaments" ADD "has_room" boolean GENERATED ALWAYS AS (${HAS_ROOM_EXPRESSION}) STORED NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_tournaments_open_lobby" ON "tournaments" ("operator_id", "lobby_key") WHERE "lobby_key" IS NOT NULL AND "status" = 'scheduled' AND "has_room"`,
    );
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" character varying NOT NULL, "database" character varying, "schema" character varying,
        "table" character varying, "name" character varying, "value" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata" ("database", "schema", "table", "type", "name", "value")
       VALUES (current_database(), current_schema(), 'tournaments', 'GENERATED_COLUMN', 'has_room', $1)`,
      [HAS_ROOM_EXPRESSION],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE ${METADATA_ROW}`);
    // The table came with this migration (no earlier one has a generated column or a view).
    await queryRunner.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM "typeorm_metadata") THEN DROP TABLE "typeorm_metadata"; END IF;
    END $$`);
    await queryRunner.query(`DROP INDEX "public"."uq_tournaments_open_lobby"`);
    await queryRunner.query(`ALTER TABLE "tournaments" DROP COLUMN "has_room"`);
    await queryRunner.query(`ALTER TABLE "tournaments" RESET (fillfactor)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_tournaments_open_lobby" ON "tournaments"  ("operator_id", "lobby_key") WHERE "lobby_key" IS NOT NULL AND "status" = 'scheduled' AND ("max_players" IS NULL OR "current_players" < "max_players")`,
    );
    await queryRunner.query(`CREATE INDEX "idx_tournaments_operator_players" ON "tournaments"  ("operator_id", "current_players") `);
  }
}

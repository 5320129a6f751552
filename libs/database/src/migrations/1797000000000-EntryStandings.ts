import { MigrationInterface, QueryRunner } from 'typeorm';

/** The standings order over `entry_standings` (the same order idx_entries_standings held). */
const STANDINGS_INDEX_COLUMNS = `"tournament_id", "eliminated_at" DESC NULLS FIRST, "points" DESC, "points_updated_at" ASC NULLS FIRST, "registered_at" ASC, "id" ASC`;

/** The columns a standings row copies from its entry. */
const COLUMNS = `"id", "operator_id", "tournament_id", "eliminated_at", "points", "points_updated_at", "registered_at"`;

/**
 * `entry_standings`: the standings order in a narrow table of its own. One row per entry holding
 * a seat (status neither withdrawn nor refunded) with only the columns of the order, and the
 * standings index on it instead of on `tournament_entries`.
 *
 * Why: with `points` in an index of `tournament_entries`, no score update could be HOT, so each
 * one wrote a new entry into every index of that wide table, among them `idx_entries_player`,
 * whose pages are spread over every entry ever made (docs/benchmarks.md). Now a score update of
 * `tournament_entries` changes no indexed column (HOT, given room on the page: fillfactor 85),
 * and the narrow row's update touches two small indexes.
 *
 * The database keeps the two tables in step, whoever writes the entries: statement-level AFTER
 * triggers with transition tables, one set-based statement per change (never one trigger call
 * per row). An insert adds the seated entries; an update (any: a trigger with a transition table
 * cannot name columns) removes the entries that lost their seat, updates the rows whose values
 * changed and adds seated entries that had no row; a delete of an entry deletes its row (foreign key, ON
 * DELETE CASCADE). The trigger functions join on the primary key only (hash and merge joins off):
 * their plans are cached per connection, and a plan made for a large first change must not seq
 * scan the table for every small one after it.
 */
export class EntryStandings1797000000000 implements MigrationInterface {
  name = 'EntryStandings1797000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "entry_standings" ("id" uuid NOT NULL, "operator_id" uuid NOT NULL, "tournament_id" uuid NOT NULL,
        "eliminated_at" TIMESTAMP WITH TIME ZONE, "points" numeric(30,8) NOT NULL, "points_updated_at" TIMESTAMP WITH TIME ZONE,
        "registered_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "pk_entry_standings" PRIMARY KEY ("id"),
        CONSTRAINT "fk_entry_standings_entry" FOREIGN KEY ("id") REFERENCES "tournament_entries"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "entry_standings" (${COLUMNS}) SELECT ${COLUMNS} FROM "tournament_entries" WHERE "status" NOT IN ('withdrawn', 'refunded')`,
    );
    await queryRunner.query(`CREATE INDEX "idx_standings_order" ON "entry_standings" (${STANDINGS_INDEX_COLUMNS})`);
    // Statistics now: until autovacuum analyses the new table, the planner would guess its sizes.
    await queryRunner.query(`ANALYZE "entry_standings"`);

    await queryRunner.query(`CREATE FUNCTION "entry_standings_inserted"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO entry_standings (id, operator_id, tournament_id, eliminated_at, points, points_updated_at, registered_at)
  SELECT n.id, n.operator_id, n.tournament_id, n.eliminated_at, n.points, n.points_updated_at, n.registered_at
  FROM inserted_entries n
  WHERE n.status NOT IN ('withdrawn', 'refunded');
  RETURN NULL;
END
$fn$`);
    // The insert of missing rows costs a primary-key probe per row: it runs only when some seated
    // entry of the statement was not updated (no change, or no row yet). A batch of score updates
    // changes every row it names, so it updates and stops there.
    await queryRunner.query(`CREATE FUNCTION "entry_standings_updated"() RETURNS trigger
LANGUAGE plpgsql SET enable_hashjoin = off SET enable_mergejoin = off AS $fn$
DECLARE
  v_seated bigint;
  v_updated bigint;
BEGIN
  DELETE FROM entry_standings s
  USING updated_entries n
  WHERE s.id = n.id AND n.status IN ('withdrawn', 'refunded');

  UPDATE entry_standings s
  SET operator_id = n.operator_id, tournament_id = n.tournament_id, eliminated_at = n.eliminated_at, points = n.points,
      points_updated_at = n.points_updated_at, registered_at = n.registered_at
  FROM updated_entries n
  WHERE s.id = n.id AND n.status NOT IN ('withdrawn', 'refunded')
    AND (s.operator_id, s.tournament_id, s.eliminated_at, s.points, s.points_updated_at, s.registered_at)
        IS DISTINCT FROM (n.operator_id, n.tournament_id, n.eliminated_at, n.points, n.points_updated_at, n.registered_at);
  GET DIAGNOSTICS v_updated = ROW_COUNT;
  SELECT count(*) INTO v_seated FROM updated_entries n WHERE n.status NOT IN ('withdrawn', 'refunded');

  IF v_updated < v_seated THEN
    INSERT INTO entry_standings (id, operator_id, tournament_id, eliminated_at, points, points_updated_at, registered_at)
    SELECT n.id, n.operator_id, n.tournament_id, n.eliminated_at, n.points, n.points_updated_at, n.registered_at
    FROM updated_entries n
    WHERE n.status NOT IN ('withdrawn', 'refunded') AND NOT EXISTS (SELECT 1 FROM entry_standings s WHERE s.id = n.id);
  END IF;
  RETURN NULL;
END
$fn$`);
    await queryRunner.query(
      `CREATE TRIGGER "trg_entry_standings_insert" AFTER INSERT ON "tournament_entries"
       REFERENCING NEW TABLE AS inserted_entries FOR EACH STATEMENT EXECUTE FUNCTION "entry_standings_inserted"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_entry_standings_update"
       AFTER UPDATE ON "tournament_entries"
       REFERENCING NEW TABLE AS updated_entries FOR EACH STATEMENT EXECUTE FUNCTION "entry_standings_updated"()`,
    );

    await queryRunner.query(`DROP INDEX "public"."idx_entries_standings"`);
    // Room on each page for a score update's new row version, so that it can stay HOT.
    await queryRunner.query(`ALTER TABLE "tournament_entries" SET (fillfactor = 85)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournament_entries" RESET (fillfactor)`);
    await queryRunner.query(
      `CREATE INDEX "idx_entries_standings" ON "tournament_entries" ("tournament_id", "eliminated_at" DESC NULLS FIRST, "points" DESC, "points_updated_at" ASC NULLS FIRST, "registered_at" ASC, "id" ASC) WHERE "status" NOT IN ('withdrawn', 'refunded')`,
    );
    await queryRunner.query(`DROP TRIGGER "trg_entry_standings_update" ON "tournament_entries"`);
    await queryRunner.query(`DROP TRIGGER "trg_entry_standings_insert" ON "tournament_entries"`);
    await queryRunner.query(`DROP FUNCTION "entry_standings_updated"()`);
    await queryRunner.query(`DROP FUNCTION "entry_standings_inserted"()`);
    await queryRunner.query(`DROP TABLE "entry_standings"`);
  }
}

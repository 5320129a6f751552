import { MigrationInterface, QueryRunner } from 'typeorm';
import { ENTRY_STANDINGS_UPDATE_TRIGGER_SQL, entryStandingsUpdatedFunctionSql } from './1797000000000-EntryStandings';

/** The standings columns of an entry, and whether it holds a seat: what entry_standings copies of it. */
function standingsOf(alias: string): string {
  const a = alias;
  return `${a}.id, ${a}.operator_id, ${a}.tournament_id, ${a}.eliminated_at, ${a}.points, ${a}.points_updated_at, ${a}.registered_at,
           ${a}.status IN ('withdrawn', 'refunded')`;
}

/**
 * An update of entries that changes nothing entry_standings copies (neither the order's columns
 * nor whether an entry holds a seat) leaves the standings alone, without reading them.
 *
 * Why: completion writes every paid entry's position, prize and status (winner or finished,
 * still seated), and the trigger then probed the standings' primary key once per entry to find
 * nothing to change: 10,000 probes, about 150 ms of a million-player completion, most of them
 * on pages no other statement of it reads. The trigger now also sees the rows as they were
 * (`old_entries`) and compares the two sets in memory first: one hashed set operation over the
 * statement's own rows. A statement that changes some entry's standings runs the same
 * statements as before, so nothing else about keeping the two tables in step changes.
 */
export class StandingsSkipUnchangedEntries1797800000000 implements MigrationInterface {
  name = 'StandingsSkipUnchangedEntries1797800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trg_entry_standings_update" ON "tournament_entries"`);
    await queryRunner.query(`DROP FUNCTION "entry_standings_updated"()`);
    await queryRunner.query(
      entryStandingsUpdatedFunctionSql(`  IF NOT EXISTS (
    SELECT ${standingsOf('n')} FROM updated_entries n
    EXCEPT
    SELECT ${standingsOf('o')} FROM old_entries o
  ) THEN
    RETURN NULL;
  END IF;

`),
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_entry_standings_update"
       AFTER UPDATE ON "tournament_entries"
       REFERENCING OLD TABLE AS old_entries NEW TABLE AS updated_entries FOR EACH STATEMENT EXECUTE FUNCTION "entry_standings_updated"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trg_entry_standings_update" ON "tournament_entries"`);
    await queryRunner.query(`DROP FUNCTION "entry_standings_updated"()`);
    await queryRunner.query(entryStandingsUpdatedFunctionSql(''));
    await queryRunner.query(ENTRY_STANDINGS_UPDATE_TRIGGER_SQL);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

const ENTRY_TOURNAMENT_KEY = 'FK_1e80943043013463f8872d41553';

/**
 * The foreign key from an entry to its tournament is checked at commit instead of at the insert.
 *
 * Checked at the insert, it took a KEY SHARE lock on the tournament row while other
 * registrations were updating that row for their seats, and every such lock turned the row
 * version's lock into a multixact: registrations into one tournament then spent their time
 * looking up multixact members on every read of the row, and dead versions could not be pruned
 * for longer. Checked at commit, the registration has already updated the row for its seat, so
 * the check adds no lock of another transaction. The rule itself is unchanged: an entry of a
 * tournament that does not exist is refused (23503, at commit), and a tournament with entries
 * cannot be deleted (ON DELETE RESTRICT is never deferred).
 */
export class DeferredEntryTournamentKey1797500000000 implements MigrationInterface {
  name = 'DeferredEntryTournamentKey1797500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournament_entries" ALTER CONSTRAINT "${ENTRY_TOURNAMENT_KEY}" DEFERRABLE INITIALLY DEFERRED`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "tournament_entries" ALTER CONSTRAINT "${ENTRY_TOURNAMENT_KEY}" NOT DEFERRABLE INITIALLY IMMEDIATE`,
    );
  }
}

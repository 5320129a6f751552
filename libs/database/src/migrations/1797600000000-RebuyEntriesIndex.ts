import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The entries of a tournament that bought more than one entry (rebuys), indexed by tournament:
 * a tournament's results count its rebuys from these few rows instead of reading every entry of
 * a field of a million. Score updates never change entry_count, so they stay HOT.
 */
export class RebuyEntriesIndex1797600000000 implements MigrationInterface {
  name = 'RebuyEntriesIndex1797600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_entries_rebuys" ON "tournament_entries" ("tournament_id") WHERE "entry_count" > 1`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_entries_rebuys"`);
  }
}

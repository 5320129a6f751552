import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Players sharing a final position are paged in one fixed order (their id): the final standings
 * index holds the id after the position, so `ORDER BY position, id` is still read along it, and
 * pages cut through a tie neither repeat nor skip a player. Generated, reviewed.
 */
export class FinalPositionOrder1795460000000 implements MigrationInterface {
  name = 'FinalPositionOrder1795460000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_entries_final_position"`);
    await queryRunner.query(
      `CREATE INDEX "idx_entries_final_position" ON "tournament_entries"  ("tournament_id", "position", "id") WHERE "position" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_entries_final_position"`);
    await queryRunner.query(
      `CREATE INDEX "idx_entries_final_position" ON "tournament_entries"  ("tournament_id", "position") WHERE "position" IS NOT NULL`,
    );
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `tournament_series.last_failure`: the last occurrence whose tournament the scheduler could not
 * create (when, which start, a code and a message), kept until a later occurrence's tournament is
 * created; null when there is none.
 */
export class SeriesLastFailure1796800000000 implements MigrationInterface {
  name = 'SeriesLastFailure1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournament_series" ADD "last_failure" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournament_series" DROP COLUMN "last_failure"`);
  }
}

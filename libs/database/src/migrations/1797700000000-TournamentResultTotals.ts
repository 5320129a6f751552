import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `tournament_result_totals`: the totals of a completed tournament's results (players who held a
 * seat, their points, the prizes paid, the rebuys), written once by the completion transaction.
 *
 * Why: the results counted them at every read, and the seated players and their points are a
 * scan of the whole field (a million standings rows: about 200 ms). Completion counts the field
 * anyway to rank it, and a completed tournament's entries never change, so the count is kept.
 * A tournament completed before this table existed (or by an instance that does not yet write
 * it, during a rolling deployment) has no row, and its results are counted as before.
 */
export class TournamentResultTotals1797700000000 implements MigrationInterface {
  name = 'TournamentResultTotals1797700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "tournament_result_totals" ("tournament_id" uuid NOT NULL, "operator_id" uuid NOT NULL,
        "players" integer NOT NULL, "points_sum" numeric(38,8) NOT NULL, "prizes" numeric(38,8) NOT NULL, "rebuys" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "pk_tournament_result_totals" PRIMARY KEY ("tournament_id"),
        CONSTRAINT "ck_tournament_result_totals" CHECK ("players" >= 0 AND "prizes" >= 0 AND "rebuys" >= 0),
        CONSTRAINT "fk_tournament_result_totals_tournament" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "tournament_result_totals"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recurring tournament series: the `tournament_series` table (one operator's schedule, lead time
 * and tournament template) and `tournaments.series_id`. The unique index on (series_id,
 * scheduled_start) is what makes the scheduler create each occurrence's tournament exactly once,
 * however many instances try at the same time; a deleted series leaves its tournaments' series_id.
 */
export class TournamentSeries1796200000000 implements MigrationInterface {
  name = 'TournamentSeries1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "tournament_series" ("id" uuid NOT NULL, "operator_id" uuid NOT NULL, "external_id" character varying(128) NOT NULL, "name" character varying(200) NOT NULL, "schedule" text NOT NULL, "lead_time_seconds" integer NOT NULL, "active" boolean NOT NULL DEFAULT true, "template" jsonb NOT NULL, "next_start" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_tournament_series_operator_external_id" UNIQUE ("operator_id", "external_id"), CONSTRAINT "ck_tournament_series_lead_time" CHECK ("lead_time_seconds" >= 60), CONSTRAINT "PK_364d3b67852fe7754c0a0edf971" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_tournament_series_due" ON "tournament_series"  ("next_start") WHERE "active" AND "next_start" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_tournament_series_operator_created" ON "tournament_series"  ("operator_id", "created_at", "id") `,
    );
    await queryRunner.query(`ALTER TABLE "tournaments" ADD "series_id" uuid`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_tournaments_series_start" ON "tournaments"  ("series_id", "scheduled_start") WHERE "series_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "tournament_series" ADD CONSTRAINT "FK_71ceaa98cd0eac8b82f97cb82a1" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournament_series" DROP CONSTRAINT "FK_71ceaa98cd0eac8b82f97cb82a1"`);
    await queryRunner.query(`DROP INDEX "public"."uq_tournaments_series_start"`);
    await queryRunner.query(`ALTER TABLE "tournaments" DROP COLUMN "series_id"`);
    await queryRunner.query(`DROP INDEX "public"."idx_tournament_series_operator_created"`);
    await queryRunner.query(`DROP INDEX "public"."idx_tournament_series_due"`);
    await queryRunner.query(`DROP TABLE "tournament_series"`);
  }
}

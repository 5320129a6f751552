import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hop-on/off tournaments created by the game platform: the tournament's format and its lobby. The
 * partial unique index allows one tournament per operator and lobby that is still waiting for
 * players (scheduled and not full), so concurrent creates for one lobby make exactly one.
 */
export class HopOnOffTournaments1796100000000 implements MigrationInterface {
  name = 'HopOnOffTournaments1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournaments" ADD "format" character varying(16) NOT NULL DEFAULT 'scheduled'`);
    await queryRunner.query(`ALTER TABLE "tournaments" ADD "lobby_key" character varying(128)`);
    await queryRunner.query(
      `CREATE INDEX "idx_tournaments_operator_lobby" ON "tournaments"  ("operator_id", "lobby_key", "created_at") WHERE "lobby_key" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_tournaments_open_lobby" ON "tournaments"  ("operator_id", "lobby_key") WHERE "lobby_key" IS NOT NULL AND "status" = 'scheduled' AND ("max_players" IS NULL OR "current_players" < "max_players")`,
    );
    await queryRunner.query(
      `ALTER TABLE "tournaments" ADD CONSTRAINT "ck_tournaments_format" CHECK ("format" IN ('scheduled', 'hop_on_off'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournaments" DROP CONSTRAINT "ck_tournaments_format"`);
    await queryRunner.query(`DROP INDEX "public"."uq_tournaments_open_lobby"`);
    await queryRunner.query(`DROP INDEX "public"."idx_tournaments_operator_lobby"`);
    await queryRunner.query(`ALTER TABLE "tournaments" DROP COLUMN "lobby_key"`);
    await queryRunner.query(`ALTER TABLE "tournaments" DROP COLUMN "format"`);
  }
}

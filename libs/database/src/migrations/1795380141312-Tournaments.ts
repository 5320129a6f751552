import { MigrationInterface, QueryRunner } from 'typeorm';

export class Tournaments1795380141312 implements MigrationInterface {
  name = 'Tournaments1795380141312';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "tournaments" ("id" uuid NOT NULL, "operator_id" uuid NOT NULL, "external_id" character varying(128) NOT NULL, "name" character varying(200) NOT NULL, "game_slug" character varying(64) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'scheduled', "tournament_type" character varying(32) NOT NULL, "currency" character varying(10) NOT NULL, "entry_fee" numeric(24,8) NOT NULL, "max_players" integer, "min_players" integer NOT NULL DEFAULT '1', "guaranteed_prize" numeric(24,8) NOT NULL DEFAULT '0', "prize_distribution" jsonb, "config" jsonb NOT NULL DEFAULT '{}', "scheduled_start" TIMESTAMP WITH TIME ZONE NOT NULL, "actual_start_time" TIMESTAMP WITH TIME ZONE, "completed_at" TIMESTAMP WITH TIME ZONE, "cancelled_at" TIMESTAMP WITH TIME ZONE, "cancellation_reason" character varying(500), "current_round" integer, "current_players" integer NOT NULL DEFAULT '0', "fees_collected" numeric(24,8) NOT NULL DEFAULT '0', "event_sequence" bigint NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_tournaments_operator_external_id" UNIQUE ("operator_id", "external_id"), CONSTRAINT "ck_tournaments_money" CHECK ("entry_fee" >= 0 AND "guaranteed_prize" >= 0), CONSTRAINT "ck_tournaments_counts" CHECK ("current_players" >= 0 AND "min_players" >= 1 AND ("max_players" IS NULL OR "max_players" >= 1)), CONSTRAINT "ck_tournaments_seats" CHECK ("max_players" IS NULL OR "current_players" <= "max_players"), CONSTRAINT "ck_tournaments_status" CHECK ("status" IN ('scheduled', 'in_progress', 'completed', 'cancelled')), CONSTRAINT "PK_6d5d129da7a80cf99e8ad4833a9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_tournaments_running" ON "tournaments"  ("actual_start_time") WHERE "status" = 'in_progress'`,
    );
    await queryRunner.query(`CREATE INDEX "idx_tournaments_due_start" ON "tournaments"  ("scheduled_start") WHERE "status" = 'scheduled'`);
    await queryRunner.query(`CREATE INDEX "idx_tournaments_operator_fee" ON "tournaments"  ("operator_id", "entry_fee") `);
    await queryRunner.query(`CREATE INDEX "idx_tournaments_operator_players" ON "tournaments"  ("operator_id", "current_players") `);
    await queryRunner.query(`CREATE INDEX "idx_tournaments_operator_name" ON "tournaments"  ("operator_id", "name") `);
    await queryRunner.query(`CREATE INDEX "idx_tournaments_operator_game" ON "tournaments"  ("operator_id", "game_slug", "created_at") `);
    await queryRunner.query(`CREATE INDEX "idx_tournaments_operator_start" ON "tournaments"  ("operator_id", "scheduled_start") `);
    await queryRunner.query(
      `CREATE INDEX "idx_tournaments_operator_status_start" ON "tournaments"  ("operator_id", "status", "scheduled_start") `,
    );
    await queryRunner.query(`CREATE INDEX "idx_tournaments_operator_created" ON "tournaments"  ("operator_id", "created_at", "id") `);
    await queryRunner.query(
      `CREATE TABLE "outbox_events" ("id" uuid NOT NULL, "operator_id" uuid NOT NULL, "tournament_id" uuid, "sequence" bigint, "event_type" character varying(64) NOT NULL, "data" jsonb NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "delivered_at" TIMESTAMP WITH TIME ZONE, "last_error" text, CONSTRAINT "uq_outbox_tournament_sequence" UNIQUE ("tournament_id", "sequence"), CONSTRAINT "PK_6689a16c00d09b8089f6237f1d2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_outbox_pending" ON "outbox_events"  ("next_attempt_at") WHERE "status" = 'pending'`);
    await queryRunner.query(`CREATE INDEX "idx_outbox_operator" ON "outbox_events"  ("operator_id", "id") `);
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("operator_id" uuid NOT NULL, "key" character varying(255) NOT NULL, "request_hash" character(64) NOT NULL, "method" character varying(10) NOT NULL, "path" text NOT NULL, "state" character varying(16) NOT NULL, "response_status" integer, "response_body" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "locked_until" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_90ee0c60bc146d5c5b9fce75fe9" PRIMARY KEY ("operator_id", "key"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "tournaments" ADD CONSTRAINT "FK_5c98daa444e6939d71b71b903da" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournaments" DROP CONSTRAINT "FK_5c98daa444e6939d71b71b903da"`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
    await queryRunner.query(`DROP INDEX "public"."idx_outbox_operator"`);
    await queryRunner.query(`DROP INDEX "public"."idx_outbox_pending"`);
    await queryRunner.query(`DROP TABLE "outbox_events"`);
    await queryRunner.query(`DROP INDEX "public"."idx_tournaments_operator_created"`);
    await queryRunner.query(`DROP INDEX "public"."idx_tournaments_operator_status_start"`);
    await queryRunner.query(`DROP INDEX "public"."idx_tournaments_operator_start"`);
    await queryRunner.query(`DROP INDEX "public"."idx_tournaments_operator_game"`);
    await queryRunner.query(`DROP INDEX "public"."idx_tournaments_operator_name"`);
    await queryRunner.query(`DROP INDEX "public"."idx_tournaments_operator_players"`);
    await queryRunner.query(`DROP INDEX "public"."idx_tournaments_operator_fee"`);
    await queryRunner.query(`DROP INDEX "public"."idx_tournaments_due_start"`);
    await queryRunner.query(`DROP INDEX "public"."idx_tournaments_running"`);
    await queryRunner.query(`DROP TABLE "tournaments"`);
  }
}

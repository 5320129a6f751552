import { MigrationInterface, QueryRunner } from 'typeorm';

export class OutboundDelivery1795440146581 implements MigrationInterface {
  name = 'OutboundDelivery1795440146581';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "platform_notifications" ("id" uuid NOT NULL, "operator_id" uuid NOT NULL, "tournament_id" uuid NOT NULL, "event_type" character varying(64) NOT NULL, "payload" jsonb NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL, "delivered_at" TIMESTAMP WITH TIME ZONE, "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_37656e17e38913e96abc9bb47a9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_platform_notifications_tournament" ON "platform_notifications"  ("tournament_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_platform_notifications_due" ON "platform_notifications"  ("next_attempt_at") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE TABLE "outbox_leases" ("stream_key" character varying(64) NOT NULL, "owner" character varying(64) NOT NULL, "lease_until" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_78f1ec6a01b87090b28c23bfad5" PRIMARY KEY ("stream_key"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "outbox_leases"`);
    await queryRunner.query(`DROP INDEX "public"."idx_platform_notifications_due"`);
    await queryRunner.query(`DROP INDEX "public"."idx_platform_notifications_tournament"`);
    await queryRunner.query(`DROP TABLE "platform_notifications"`);
  }
}

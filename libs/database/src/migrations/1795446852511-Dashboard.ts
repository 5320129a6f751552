import { MigrationInterface, QueryRunner } from 'typeorm';

export class Dashboard1795446852511 implements MigrationInterface {
  name = 'Dashboard1795446852511';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "dashboard_users" ("id" uuid NOT NULL, "operator_id" uuid NOT NULL, "email" character varying(254) NOT NULL, "password_hash" character varying(255) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_login_at" TIMESTAMP WITH TIME ZONE, "disabled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_a34bdf209c625b674f61a9a60dc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_dashboard_users_email" ON "dashboard_users"  ("email") `);
    // Hand-written: e-mail addresses are stored lower-cased, so the unique index is case-insensitive.
    await queryRunner.query(
      `ALTER TABLE "dashboard_users" ADD CONSTRAINT "chk_dashboard_users_email_lower" CHECK ("email" = lower("email"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_dashboard_users_operator" ON "dashboard_users"  ("operator_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "dashboard_sessions" ("id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "user_id" uuid NOT NULL, "operator_id" uuid NOT NULL, "csrf_token" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "absolute_expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_09c60e2bedb298d55d575d12503" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_dashboard_sessions_token_hash" ON "dashboard_sessions"  ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "idx_dashboard_sessions_expiry" ON "dashboard_sessions"  ("expires_at") `);
    await queryRunner.query(`CREATE INDEX "idx_dashboard_sessions_user" ON "dashboard_sessions"  ("user_id") `);
    await queryRunner.query(
      `ALTER TABLE "dashboard_users" ADD CONSTRAINT "FK_31182445af9dc9ed14281c34974" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dashboard_sessions" ADD CONSTRAINT "FK_6b6e025460444b5f7885bfb0d43" FOREIGN KEY ("user_id") REFERENCES "dashboard_users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dashboard_sessions" DROP CONSTRAINT "FK_6b6e025460444b5f7885bfb0d43"`);
    await queryRunner.query(`ALTER TABLE "dashboard_users" DROP CONSTRAINT "FK_31182445af9dc9ed14281c34974"`);
    await queryRunner.query(`DROP INDEX "public"."idx_dashboard_sessions_user"`);
    await queryRunner.query(`DROP INDEX "public"."idx_dashboard_sessions_expiry"`);
    await queryRunner.query(`DROP INDEX "public"."uq_dashboard_sessions_token_hash"`);
    await queryRunner.query(`DROP TABLE "dashboard_sessions"`);
    await queryRunner.query(`DROP INDEX "public"."idx_dashboard_users_operator"`);
    await queryRunner.query(`ALTER TABLE "dashboard_users" DROP CONSTRAINT "chk_dashboard_users_email_lower"`);
    await queryRunner.query(`DROP INDEX "public"."uq_dashboard_users_email"`);
    await queryRunner.query(`DROP TABLE "dashboard_users"`);
  }
}

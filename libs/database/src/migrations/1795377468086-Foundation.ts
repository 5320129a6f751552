import { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1795377468086 implements MigrationInterface {
  name = 'Foundation1795377468086';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "operators" ("id" uuid NOT NULL, "name" character varying(200) NOT NULL, "currency" character varying(10) NOT NULL, "environment" character varying(4) NOT NULL DEFAULT 'live', "wallet_mode" character varying(16) NOT NULL DEFAULT 'transfer', "wallet_url" text, "wallet_secret" text, "events_queue_url" text, "events_format" character varying(16) NOT NULL DEFAULT 'platform', "rate_limits" jsonb NOT NULL DEFAULT '{}'::jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3d02b3692836893720335a79d1b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "api_keys" ("id" uuid NOT NULL, "operator_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "role" character varying(32) NOT NULL, "public_id" character varying(64) NOT NULL, "secret_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_api_keys_public_id" ON "api_keys"  ("public_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_api_keys_secret_hash" ON "api_keys"  ("secret_hash") `);
    await queryRunner.query(`CREATE INDEX "idx_api_keys_operator" ON "api_keys"  ("operator_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "audit_logs" ("id" uuid NOT NULL, "operator_id" uuid, "api_key_id" uuid, "action" character varying(64) NOT NULL, "method" character varying(10), "path" text, "status_code" integer, "latency_ms" integer, "request_id" character varying(128), "client_ip" character varying(64), "details" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_1bb179d048bbc581caa3b013439" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_audit_logs_operator_time" ON "audit_logs"  ("operator_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "internal_api_keys" ("id" uuid NOT NULL, "name" character varying(200) NOT NULL, "secret_hash" character(64) NOT NULL, "operator_ids" uuid array, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_995139d9a390f63796e93bc6809" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_internal_api_keys_secret_hash" ON "internal_api_keys"  ("secret_hash") `);
    await queryRunner.query(
      `ALTER TABLE "api_keys" ADD CONSTRAINT "FK_71a775bced6fbe4ec17a41a0d51" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_keys" DROP CONSTRAINT "FK_71a775bced6fbe4ec17a41a0d51"`);
    await queryRunner.query(`DROP INDEX "public"."uq_internal_api_keys_secret_hash"`);
    await queryRunner.query(`DROP TABLE "internal_api_keys"`);
    await queryRunner.query(`DROP INDEX "public"."idx_audit_logs_operator_time"`);
    await queryRunner.query(`DROP TABLE "audit_logs"`);
    await queryRunner.query(`DROP INDEX "public"."idx_api_keys_operator"`);
    await queryRunner.query(`DROP INDEX "public"."uq_api_keys_secret_hash"`);
    await queryRunner.query(`DROP INDEX "public"."uq_api_keys_public_id"`);
    await queryRunner.query(`DROP TABLE "api_keys"`);
    await queryRunner.query(`DROP TABLE "operators"`);
  }
}

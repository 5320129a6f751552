import { MigrationInterface, QueryRunner } from 'typeorm';

export class Players1795430487299 implements MigrationInterface {
  name = 'Players1795430487299';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "players" ("id" uuid NOT NULL, "operator_id" uuid NOT NULL, "external_id" character varying(128) NOT NULL, "display_name" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_players_operator_external_id" UNIQUE ("operator_id", "external_id"), CONSTRAINT "PK_de22b8fdeee0c33ab55ae71da3b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "wallet_accounts" ("player_id" uuid NOT NULL, "currency" character varying(10) NOT NULL, "operator_id" uuid NOT NULL, "balance" numeric(24,8) NOT NULL DEFAULT '0', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_wallet_accounts_balance" CHECK ("balance" >= 0), CONSTRAINT "PK_4b400c62e4e19881920f1d781ae" PRIMARY KEY ("player_id", "currency"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "ledger_entries" ("id" uuid NOT NULL, "operator_id" uuid NOT NULL, "player_id" uuid NOT NULL, "tournament_id" uuid, "entry_id" uuid, "kind" character varying(16) NOT NULL, "amount" numeric(24,8) NOT NULL, "currency" character varying(10) NOT NULL, "transaction_id" character varying(300) NOT NULL, "wallet_mode" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "uq_ledger_operator_transaction" UNIQUE ("operator_id", "transaction_id"), CONSTRAINT "ck_ledger_sign" CHECK (("kind" IN ('transfer_in', 'refund', 'prize') AND "amount" >= 0) OR ("kind" IN ('transfer_out', 'entry', 'rebuy') AND "amount" <= 0)), CONSTRAINT "ck_ledger_kind" CHECK ("kind" IN ('transfer_in', 'transfer_out', 'entry', 'rebuy', 'refund', 'prize')), CONSTRAINT "PK_6efcb84411d3f08b08450ae75d5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_ledger_entry" ON "ledger_entries"  ("entry_id") `);
    await queryRunner.query(`CREATE INDEX "idx_ledger_tournament" ON "ledger_entries"  ("tournament_id", "kind") `);
    await queryRunner.query(`CREATE INDEX "idx_ledger_player" ON "ledger_entries"  ("player_id", "currency", "id") `);
    await queryRunner.query(
      `CREATE TABLE "tournament_entries" ("id" uuid NOT NULL, "operator_id" uuid NOT NULL, "tournament_id" uuid NOT NULL, "player_id" uuid NOT NULL, "display_name" character varying(64) NOT NULL, "status" character varying(16) NOT NULL, "entry_count" integer NOT NULL DEFAULT '1', "total_paid" numeric(24,8) NOT NULL DEFAULT '0', "payment_id" character varying(255), "request_hash" character(64) NOT NULL, "points" numeric(30,8) NOT NULL DEFAULT '0', "points_updated_at" TIMESTAMP WITH TIME ZONE, "position" integer, "prize_amount" numeric(24,8), "current_round" integer, "elimination_round" integer, "eliminated_at" TIMESTAMP WITH TIME ZONE, "registered_at" TIMESTAMP WITH TIME ZONE NOT NULL, "withdrawn_at" TIMESTAMP WITH TIME ZONE, "refunded_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "uq_entries_operator_payment" UNIQUE ("operator_id", "payment_id"), CONSTRAINT "ck_entries_counts" CHECK ("entry_count" >= 1 AND "total_paid" >= 0), CONSTRAINT "ck_entries_status" CHECK ("status" IN ('registered', 'active', 'eliminated', 'finished', 'winner', 'withdrawn', 'refunded')), CONSTRAINT "PK_6787159985071e204cbc079bbd8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_entries_player" ON "tournament_entries"  ("player_id", "registered_at") `);
    await queryRunner.query(`CREATE INDEX "idx_entries_tournament_status" ON "tournament_entries"  ("tournament_id", "status") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_entries_tournament_player_live" ON "tournament_entries"  ("tournament_id", "player_id") WHERE "status" <> 'withdrawn'`,
    );
    await queryRunner.query(
      `CREATE TABLE "wallet_operations" ("id" uuid NOT NULL, "operator_id" uuid NOT NULL, "kind" character varying(16) NOT NULL, "transaction_id" character varying(300) NOT NULL, "payload" jsonb NOT NULL, "state" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "uq_wallet_operations_transaction" UNIQUE ("operator_id", "transaction_id"), CONSTRAINT "PK_534ee6e714d2637e8afef834b0b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_wallet_operations_due" ON "wallet_operations"  ("next_attempt_at") WHERE "state" = 'pending'`,
    );
    await queryRunner.query(
      `ALTER TABLE "players" ADD CONSTRAINT "FK_7250b3e7f65f67c526726300670" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "wallet_accounts" ADD CONSTRAINT "FK_f4a880bbc760c69a78ada25ae6b" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ledger_entries" ADD CONSTRAINT "FK_6cf088e6f565605b5f8f35b5fcb" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tournament_entries" ADD CONSTRAINT "FK_a4661783fcc6a523002b206cb5e" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tournament_entries" ADD CONSTRAINT "FK_1e80943043013463f8872d41553" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    // Reviewed addition: the ledger is append-only (D9). Corrections are new rows, never edits.
    await queryRunner.query(
      `CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'ledger_entries is append-only'; END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER trg_ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER trg_ledger_entries_append_only ON "ledger_entries"`);
    await queryRunner.query(`DROP FUNCTION ledger_entries_append_only()`);
    await queryRunner.query(`ALTER TABLE "tournament_entries" DROP CONSTRAINT "FK_1e80943043013463f8872d41553"`);
    await queryRunner.query(`ALTER TABLE "tournament_entries" DROP CONSTRAINT "FK_a4661783fcc6a523002b206cb5e"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_6cf088e6f565605b5f8f35b5fcb"`);
    await queryRunner.query(`ALTER TABLE "wallet_accounts" DROP CONSTRAINT "FK_f4a880bbc760c69a78ada25ae6b"`);
    await queryRunner.query(`ALTER TABLE "players" DROP CONSTRAINT "FK_7250b3e7f65f67c526726300670"`);
    await queryRunner.query(`DROP INDEX "public"."idx_wallet_operations_due"`);
    await queryRunner.query(`DROP TABLE "wallet_operations"`);
    await queryRunner.query(`DROP INDEX "public"."uq_entries_tournament_player_live"`);
    await queryRunner.query(`DROP INDEX "public"."idx_entries_tournament_status"`);
    await queryRunner.query(`DROP INDEX "public"."idx_entries_player"`);
    await queryRunner.query(`DROP TABLE "tournament_entries"`);
    await queryRunner.query(`DROP INDEX "public"."idx_ledger_player"`);
    await queryRunner.query(`DROP INDEX "public"."idx_ledger_tournament"`);
    await queryRunner.query(`DROP INDEX "public"."idx_ledger_entry"`);
    await queryRunner.query(`DROP TABLE "ledger_entries"`);
    await queryRunner.query(`DROP TABLE "wallet_accounts"`);
    await queryRunner.query(`DROP TABLE "players"`);
  }
}

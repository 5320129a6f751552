import { MigrationInterface, QueryRunner } from 'typeorm';

export class GamePlay1795436051083 implements MigrationInterface {
  name = 'GamePlay1795436051083';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rooms" ("id" uuid NOT NULL, "operator_id" uuid NOT NULL, "tournament_id" uuid NOT NULL, "round" integer, "group_name" character varying(128), "status" character varying(16) NOT NULL DEFAULT 'open', "metadata" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "ck_rooms_status" CHECK ("status" IN ('open', 'playing', 'closed')), CONSTRAINT "PK_0368a2d7c215f2d0458a54933f2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_rooms_tournament_status" ON "rooms"  ("tournament_id", "status") `);
    await queryRunner.query(`CREATE INDEX "idx_rooms_tournament" ON "rooms"  ("tournament_id", "created_at", "id") `);
    await queryRunner.query(
      `CREATE TABLE "room_players" ("room_id" uuid NOT NULL, "entry_id" uuid NOT NULL, "tournament_id" uuid NOT NULL, "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_27b7ff99f2b8ab6de951e07e6f8" PRIMARY KEY ("room_id", "entry_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_room_players_entry" ON "room_players"  ("entry_id", "joined_at") `);
    await queryRunner.query(
      `CREATE TABLE "game_events" ("tournament_id" uuid NOT NULL, "event_id" character varying(128) NOT NULL, "operator_id" uuid NOT NULL, "event_type" character varying(64) NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "applied_at" TIMESTAMP WITH TIME ZONE NOT NULL, "source" character varying(8) NOT NULL, CONSTRAINT "PK_4eac7ba93c3292cbe27e57cca98" PRIMARY KEY ("tournament_id", "event_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "tournaments" ADD "standings_updated_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE INDEX "idx_entries_final_position" ON "tournament_entries"  ("tournament_id", "position") WHERE "position" IS NOT NULL`,
    );
    // Reviewed addition: the standings order of D5/D7 as one index (seated entries only), so a
    // leaderboard page is an index scan with LIMIT and a rank is a count over an index range.
    await queryRunner.query(
      `CREATE INDEX "idx_entries_standings" ON "tournament_entries" ("tournament_id", "eliminated_at" DESC NULLS FIRST, "points" DESC, "points_updated_at" ASC NULLS FIRST, "registered_at" ASC, "id" ASC) WHERE "status" NOT IN ('withdrawn', 'refunded')`,
    );
    await queryRunner.query(
      `ALTER TABLE "rooms" ADD CONSTRAINT "FK_7575a24619c225f78083c8de42d" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "room_players" ADD CONSTRAINT "FK_969851ff175224dad99e6192c2f" FOREIGN KEY ("room_id") REFERENCES "rooms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "room_players" ADD CONSTRAINT "FK_61d64c46cd2ca4e2b9ddfceef20" FOREIGN KEY ("entry_id") REFERENCES "tournament_entries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "game_events" ADD CONSTRAINT "FK_b31c2f684291a0d55b25563c40a" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_entries_standings"`);
    await queryRunner.query(`ALTER TABLE "game_events" DROP CONSTRAINT "FK_b31c2f684291a0d55b25563c40a"`);
    await queryRunner.query(`ALTER TABLE "room_players" DROP CONSTRAINT "FK_61d64c46cd2ca4e2b9ddfceef20"`);
    await queryRunner.query(`ALTER TABLE "room_players" DROP CONSTRAINT "FK_969851ff175224dad99e6192c2f"`);
    await queryRunner.query(`ALTER TABLE "rooms" DROP CONSTRAINT "FK_7575a24619c225f78083c8de42d"`);
    await queryRunner.query(`DROP INDEX "public"."idx_entries_final_position"`);
    await queryRunner.query(`ALTER TABLE "tournaments" DROP COLUMN "standings_updated_at"`);
    await queryRunner.query(`DROP TABLE "game_events"`);
    await queryRunner.query(`DROP INDEX "public"."idx_room_players_entry"`);
    await queryRunner.query(`DROP TABLE "room_players"`);
    await queryRunner.query(`DROP INDEX "public"."idx_rooms_tournament"`);
    await queryRunner.query(`DROP INDEX "public"."idx_rooms_tournament_status"`);
    await queryRunner.query(`DROP TABLE "rooms"`);
  }
}

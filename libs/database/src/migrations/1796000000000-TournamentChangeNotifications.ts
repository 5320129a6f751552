import { MigrationInterface, QueryRunner } from 'typeorm';

/** The trigger function as this migration creates it (a later migration restores it on its way down). */
export const NOTIFY_TOURNAMENT_CHANGE_SQL = `
      CREATE FUNCTION notify_tournament_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed tournaments%ROWTYPE;
      BEGIN
        IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
        PERFORM pg_notify('tournament_changes', json_build_object(
          'tournament_id', changed.id,
          'operator_id', changed.operator_id,
          'status', CASE WHEN TG_OP = 'DELETE' THEN 'deleted' ELSE changed.status END,
          'current_round', changed.current_round,
          'version', floor(extract(epoch FROM coalesce(changed.standings_updated_at, changed.actual_start_time, changed.created_at)) * 1000)::bigint,
          'at', floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint
        )::text);
        RETURN NULL;
      END
      $$`;

/** The update trigger as this migration creates it (a later migration restores it on its way down). */
export const TOURNAMENTS_NOTIFY_UPDATE_SQL = `
      CREATE TRIGGER tournaments_notify_update AFTER UPDATE ON "tournaments" FOR EACH ROW
      WHEN (
        OLD.standings_updated_at IS DISTINCT FROM NEW.standings_updated_at
        OR OLD.status IS DISTINCT FROM NEW.status
        OR OLD.current_players IS DISTINCT FROM NEW.current_players
        OR OLD.fees_collected IS DISTINCT FROM NEW.fees_collected
        OR OLD.current_round IS DISTINCT FROM NEW.current_round
        OR OLD.actual_start_time IS DISTINCT FROM NEW.actual_start_time
      )
      EXECUTE FUNCTION notify_tournament_change()`;

/**
 * Every committed change of what a leaderboard or a live stream shows (the standings version,
 * the seats, the prize pool, the status, the round) or a deleted tournament sends one
 * notification on the channel `tournament_changes`, at commit and only if the transaction
 * commits. Every instance listens, so caches and live streams everywhere learn of a change made
 * through any of them. The payload names the tournament, its owner, the new standings version
 * (milliseconds; the leaderboard's `last_updated`), status and round, and when it was written.
 */
export class TournamentChangeNotifications1796000000000 implements MigrationInterface {
  name = 'TournamentChangeNotifications1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(NOTIFY_TOURNAMENT_CHANGE_SQL);
    await queryRunner.query(TOURNAMENTS_NOTIFY_UPDATE_SQL);
    await queryRunner.query(
      `CREATE TRIGGER tournaments_notify_delete AFTER DELETE ON "tournaments" FOR EACH ROW EXECUTE FUNCTION notify_tournament_change()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER tournaments_notify_delete ON "tournaments"`);
    await queryRunner.query(`DROP TRIGGER tournaments_notify_update ON "tournaments"`);
    await queryRunner.query(`DROP FUNCTION notify_tournament_change()`);
  }
}

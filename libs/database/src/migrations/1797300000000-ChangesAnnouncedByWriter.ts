import { MigrationInterface, QueryRunner } from 'typeorm';
import { NOTIFY_TOURNAMENT_CHANGE_SQL, TOURNAMENTS_NOTIFY_UPDATE_SQL } from './1796000000000-TournamentChangeNotifications';
import { REGISTER_PLAYER_ENTRY_SQL } from './1796900000000-RegisterPlayerEntry';

/**
 * A transaction that sends NOTIFY holds a database-wide lock from its commit until the commit is
 * on disk, so every notifying transaction commits one after the other, with no group commit.
 * With one notification per seat and per batch of scores, registrations across many
 * tournaments queued on that lock as they did on one tournament's row.
 *
 * From here a writer may take announcing its changes on itself: a transaction that sets
 * `tournament_changes.announced_by` to `writer` (transaction-local) sends no notification from
 * the trigger; the writer announces the tournaments it changed after the commit, many commits
 * in one statement (`tournament_change_notice` builds the same payload from the row as it is
 * then). Every other change, and every change by any other writer, is announced by the trigger
 * in its transaction as before. `register_player_entry` sets the setting when its argument says
 * `"announced_by": "writer"`.
 */
export class ChangesAnnouncedByWriter1797300000000 implements MigrationInterface {
  name = 'ChangesAnnouncedByWriter1797300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION tournament_change_notice(changed tournaments, deleted boolean) RETURNS text LANGUAGE sql VOLATILE AS $$
        SELECT json_build_object(
          'tournament_id', changed.id,
          'operator_id', changed.operator_id,
          'status', CASE WHEN deleted THEN 'deleted' ELSE changed.status END,
          'current_round', changed.current_round,
          'version', floor(extract(epoch FROM coalesce(changed.standings_updated_at, changed.actual_start_time, changed.created_at)) * 1000)::bigint,
          'at', floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint
        )::text
      $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION notify_tournament_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('tournament_changes', tournament_change_notice(OLD, true));
        ELSE
          PERFORM pg_notify('tournament_changes', tournament_change_notice(NEW, false));
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`DROP TRIGGER tournaments_notify_update ON "tournaments"`);
    await queryRunner.query(`
      CREATE TRIGGER tournaments_notify_update AFTER UPDATE ON "tournaments" FOR EACH ROW
      WHEN (
        (OLD.standings_updated_at IS DISTINCT FROM NEW.standings_updated_at
        OR OLD.status IS DISTINCT FROM NEW.status
        OR OLD.current_players IS DISTINCT FROM NEW.current_players
        OR OLD.fees_collected IS DISTINCT FROM NEW.fees_collected
        OR OLD.current_round IS DISTINCT FROM NEW.current_round
        OR OLD.actual_start_time IS DISTINCT FROM NEW.actual_start_time)
        AND current_setting('tournament_changes.announced_by', true) IS DISTINCT FROM 'writer'
      )
      EXECUTE FUNCTION notify_tournament_change()`);
    await queryRunner.query(registerPlayerEntryAnnouncing());
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(REGISTER_PLAYER_ENTRY_SQL.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
    await queryRunner.query(`DROP TRIGGER tournaments_notify_update ON "tournaments"`);
    await queryRunner.query(TOURNAMENTS_NOTIFY_UPDATE_SQL);
    await queryRunner.query(NOTIFY_TOURNAMENT_CHANGE_SQL.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
    await queryRunner.query(`DROP FUNCTION tournament_change_notice(tournaments, boolean)`);
  }
}

/** register_player_entry as before, plus: `"announced_by": "writer"` in its argument takes announcing on the caller. */
function registerPlayerEntryAnnouncing(): string {
  const anchor = '\nBEGIN\n';
  if (!REGISTER_PLAYER_ENTRY_SQL.includes(anchor)) throw new Error('register_player_entry: the function body has no BEGIN line');
  return REGISTER_PLAYER_ENTRY_SQL.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION').replace(
    anchor,
    `${anchor}  IF p->>'announced_by' = 'writer' THEN
    PERFORM set_config('tournament_changes.announced_by', 'writer', true);
  END IF;
`,
  );
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/** The function as this migration creates it (a later migration derives its next version from it). */
export const REGISTER_PLAYER_ENTRY_SQL = `CREATE FUNCTION "register_player_entry"(p jsonb)
RETURNS TABLE (player_id uuid, player_display_name varchar, player_created_at timestamptz, player_updated_at timestamptz,
               current_players integer, fees_collected numeric)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_operator uuid := (p->>'operator_id')::uuid;
  v_tournament uuid := (p->>'tournament_id')::uuid;
  v_now timestamptz := (p->>'now')::timestamptz;
  v_fee numeric := (p->>'fee')::numeric;
  v_player players%ROWTYPE;
  v_seat record;
BEGIN
  INSERT INTO players (id, operator_id, external_id, display_name)
  VALUES ((p->>'new_player_id')::uuid, v_operator, p->>'user_id', p->>'display_name')
  ON CONFLICT (operator_id, external_id) DO NOTHING
  RETURNING * INTO v_player;
  IF v_player.id IS NULL THEN
    -- A new statement, a new snapshot: a player committed since the INSERT began is seen here.
    SELECT * INTO v_player FROM players WHERE operator_id = v_operator AND external_id = p->>'user_id';
    IF v_player.id IS NULL THEN
      RAISE EXCEPTION 'player upsert found no row';
    END IF;
    IF v_player.display_name IS DISTINCT FROM p->>'display_name' THEN
      UPDATE players SET display_name = p->>'display_name', updated_at = now() WHERE id = v_player.id AND operator_id = v_operator
      RETURNING * INTO v_player;
    END IF;
  END IF;

  INSERT INTO tournament_entries (id, operator_id, tournament_id, player_id, display_name, status, entry_count, total_paid,
    payment_id, request_hash, points, registered_at, updated_at)
  VALUES ((p->>'entry_id')::uuid, v_operator, v_tournament, v_player.id, p->>'display_name', p->>'entry_status', 1, v_fee,
    p->>'payment_id', p->>'request_hash', 0, v_now, v_now);

  IF (p->>'charge')::boolean THEN
    IF p->>'wallet_mode' <> 'seamless' THEN
      UPDATE wallet_accounts SET balance = balance - v_fee, updated_at = now()
      WHERE player_id = v_player.id AND currency = p->>'currency' AND operator_id = v_operator AND balance >= v_fee;
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'TSIB1', MESSAGE = 'insufficient balance';
      END IF;
    END IF;
    INSERT INTO ledger_entries (id, operator_id, player_id, tournament_id, entry_id, kind, amount, currency, transaction_id, wallet_mode, created_at)
    VALUES ((p->>'ledger_id')::uuid, v_operator, v_player.id, v_tournament, (p->>'entry_id')::uuid, 'entry', -v_fee, p->>'currency',
      p->>'transaction_id', p->>'wallet_mode', v_now);
  END IF;

  UPDATE tournaments t SET current_players = t.current_players + 1, fees_collected = t.fees_collected + v_fee,
    standings_updated_at = greatest(v_now, t.standings_updated_at + interval '1 millisecond'), event_sequence = t.event_sequence + 1
  WHERE t.id = v_tournament AND t.operator_id = v_operator
    AND (t.max_players IS NULL OR t.current_players < t.max_players) AND t.fees_collected + v_fee <= (p->>'fees_limit')::numeric
    AND t.status = p#>>'{terms,status}' AND t.entry_fee = (p#>>'{terms,entry_fee}')::numeric AND t.currency = p#>>'{terms,currency}'
    AND t.config = (p#>>'{terms,config}')::jsonb AND t.actual_start_time IS NOT DISTINCT FROM (p#>>'{terms,actual_start_time}')::timestamptz
  RETURNING t.current_players, t.fees_collected, t.event_sequence INTO v_seat;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TSST1', MESSAGE = 'seat not taken';
  END IF;

  INSERT INTO outbox_events (id, operator_id, tournament_id, sequence, event_type, data, occurred_at, status, attempts)
  VALUES ((p->>'event_id')::uuid, v_operator, v_tournament, v_seat.event_sequence, p->>'event_type',
    jsonb_set(jsonb_set(p->'event_data', '{playerId}', to_jsonb(v_player.id::text)), '{currentPlayers}', to_jsonb(v_seat.current_players)),
    v_now, 'pending', 0);

  RETURN QUERY SELECT v_player.id, v_player.display_name, v_player.created_at, v_player.updated_at, v_seat.current_players, v_seat.fees_collected;
END
$fn$`;

/**
 * `register_player_entry(jsonb)`: the writes of one registration in one statement, inside the
 * caller's transaction, in the order the registration always wrote them (so the locks are taken
 * in the same order): the player (created on first sight, renamed to the name given), the entry,
 * the transfer-wallet debit and its ledger row (or the ledger row alone for a seamless wallet,
 * debited before the transaction), then the seat with its `player.registered` outbox event.
 *
 * Every invariant stays with the database: one live entry per player and one entry per payment_id
 * (unique indexes, whose violations come out as they are), a balance that covers the fee
 * (conditional UPDATE), and the seat taken only while the tournament still holds the terms the
 * registration was checked against and has room (conditional UPDATE; the CHECK on the table
 * still refuses an over-full tournament). Refusals raise their own SQLSTATE, so the whole
 * registration rolls back: TSIB1 the balance does not cover the fee, TSST1 the seat was not taken.
 * Returns the player and the tournament's counters as the seat left them.
 */
export class RegisterPlayerEntry1796900000000 implements MigrationInterface {
  name = 'RegisterPlayerEntry1796900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(REGISTER_PLAYER_ENTRY_SQL);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION "register_player_entry"(jsonb)`);
  }
}

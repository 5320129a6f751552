// The shape of an outbox event row written with SQL, used by the outbox's repository. The
// registration's `player.registered` row is written in the same shape by the database function
// register_player_entry (migration 1796900000000).

/** SQL expressions for the columns of pending outbox events (insertPendingEventsSql). */
export interface PendingEventColumns {
  id: string;
  operatorId: string;
  tournamentId: string;
  sequence: string;
  type: string;
  data: string;
  occurredAt: string;
}

/**
 * The INSERT of outbox events waiting for delivery (pending, no attempt yet), one per row of
 * `from` (a FROM list, e.g. an `unnest` or a preceding CTE step), each column given as an SQL
 * expression: the shape of an event row written with SQL, whatever writes it. Nothing else is
 * written with them: events of PLATFORM_NOTIFIED_TYPES go through OutboxWriter.append.
 */
export function insertPendingEventsSql(columns: PendingEventColumns, from: string): string {
  const c = columns;
  return `INSERT INTO outbox_events (id, operator_id, tournament_id, sequence, event_type, data, occurred_at, status, attempts)
    SELECT ${c.id}, ${c.operatorId}, ${c.tournamentId}, ${c.sequence}, ${c.type}, ${c.data}, ${c.occurredAt}, 'pending', 0
    FROM ${from}`;
}

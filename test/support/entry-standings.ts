import { DataSource } from 'typeorm';

/** The columns of a standings row, as text so that every difference shows (times to the microsecond). */
const COLUMNS = `id::text, operator_id::text, tournament_id::text, eliminated_at::text, points::text, points_updated_at::text, registered_at::text`;

/**
 * The rows where entry_standings differs from what the standings index of tournament_entries held
 * (its predicate: a seated entry; its columns: the order): seated entries with no row or another
 * row, and rows with no seated entry. Empty when the two tables are in step.
 */
export async function standingsDrift(db: DataSource): Promise<Array<{ side: string; id: string }>> {
  const seated = `SELECT ${COLUMNS} FROM tournament_entries WHERE status NOT IN ('withdrawn', 'refunded')`;
  const standings = `SELECT ${COLUMNS} FROM entry_standings`;
  return db.query(
    `SELECT 'entry without its standings row' AS side, id FROM (${seated} EXCEPT ALL ${standings}) missing
     UNION ALL
     SELECT 'standings row without its entry' AS side, id FROM (${standings} EXCEPT ALL ${seated}) extra
     ORDER BY 1, 2`,
  );
}

/** How many seated entries the database holds (so that a drift check is known to have compared something). */
export async function seatedEntries(db: DataSource): Promise<number> {
  const [row] = await db.query(`SELECT count(*)::int AS n FROM tournament_entries WHERE status NOT IN ('withdrawn', 'refunded')`);
  return Number(row.n);
}

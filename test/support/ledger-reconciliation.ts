import { DataSource } from 'typeorm';
import { TestApp } from './test-app';

export interface ReconciliationReport {
  /** Accounts whose balance differs from the sum of their transfer-mode movements. */
  balanceMismatches: Array<{ player_id: string; currency: string; balance: string; movements: string }>;
  /** Tournaments whose fees held differ from (fees collected − refunds) in the ledger. */
  tournamentMismatches: Array<{ id: string; fees_collected: string; ledger_held: string }>;
  /** Entries whose total_paid differs from their entry and rebuy debits. */
  entryMismatches: Array<{ id: string; total_paid: string; debits: string }>;
  /** Refunds without a debit, or larger than it. */
  badRefunds: Array<{ transaction_id: string }>;
}

/**
 * The money invariants of D9, read straight from the database: per player, the balance equals
 * the sum of the movements; per tournament, fees collected − refunds = money held; per entry,
 * total_paid equals its debits; every refund matches exactly one debit.
 */
export async function reconcile(t: TestApp): Promise<ReconciliationReport> {
  const db = t.app.get(DataSource);
  const balanceMismatches = await db.query(`
    SELECT a.player_id, a.currency, a.balance::text, coalesce(m.total, 0)::text AS movements
    FROM wallet_accounts a
    LEFT JOIN (SELECT player_id, currency, sum(amount) AS total FROM ledger_entries WHERE wallet_mode = 'transfer' GROUP BY player_id, currency) m
      ON m.player_id = a.player_id AND m.currency = a.currency
    WHERE a.balance <> coalesce(m.total, 0)`);
  const tournamentMismatches = await db.query(`
    SELECT t.id, t.fees_collected::text, coalesce(-l.total, 0)::text AS ledger_held
    FROM tournaments t
    LEFT JOIN (SELECT tournament_id, sum(amount) AS total FROM ledger_entries WHERE kind IN ('entry', 'rebuy', 'refund') GROUP BY tournament_id) l
      ON l.tournament_id = t.id
    WHERE t.fees_collected <> coalesce(-l.total, 0)`);
  const entryMismatches = await db.query(`
    SELECT e.id, e.total_paid::text, coalesce(-l.total, 0)::text AS debits
    FROM tournament_entries e
    LEFT JOIN (SELECT entry_id, sum(amount) AS total FROM ledger_entries WHERE kind IN ('entry', 'rebuy') GROUP BY entry_id) l ON l.entry_id = e.id
    WHERE e.total_paid <> coalesce(-l.total, 0)`);
  const badRefunds = await db.query(`
    SELECT r.transaction_id FROM ledger_entries r
    LEFT JOIN ledger_entries d ON d.operator_id = r.operator_id AND r.transaction_id = 'refund:' || d.transaction_id AND d.kind IN ('entry', 'rebuy')
    WHERE r.kind = 'refund' AND (d.id IS NULL OR r.amount <> -d.amount)`);
  return { balanceMismatches, tournamentMismatches, entryMismatches, badRefunds };
}

/** Fails the test with the report unless every money invariant holds. */
export async function expectLedgerReconciles(t: TestApp): Promise<void> {
  const report = await reconcile(t);
  expect(report).toEqual({ balanceMismatches: [], tournamentMismatches: [], entryMismatches: [], badRefunds: [] });
}

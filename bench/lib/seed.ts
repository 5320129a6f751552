import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { withPg } from './db';

/**
 * Seeding large data with SQL (generate_series, INSERT … SELECT) straight into the service's
 * tables, writing what the API would write (libs/players/src/registration/registration.service.ts,
 * libs/wallet/src/ledger/*): players, wallet accounts and transfer_in ledger rows for funded
 * players; entries, the seat and fee counters of the tournament, and one `entry` ledger row per
 * paid entry (`payment:<payment_id>`, amount -fee). Outbox events and audit rows of the seeded
 * registrations are not written (nothing measured reads them). Every helper ends with ANALYZE.
 *
 * Ids are derived from `prefix` and the index (md5 → uuid), so player `i` of a prefix is always
 * the same row: seedEntries reuses the players seedPlayers made with the same prefix, or makes them.
 * The user_id (external_id) of player i is `${prefix}-${i}`.
 */

export interface SeedPlayersOptions {
  operatorId: string;
  /** Players 1 … count. */
  count: number;
  /** Prefix of ids and user ids; unique per data set. */
  prefix: string;
  /** When set, each player gets a wallet account with this balance (decimal string) by a transfer_in. */
  balance?: string;
  currency?: string;
}

/** The user_id (external id) of seeded player `i` of `prefix`. */
export function seededUserId(prefix: string, i: number): string {
  return `${prefix}-${i}`;
}

/**
 * A deterministic UUID from text: its md5 with the version nibble set to 4 and the variant to 8,
 * so that it is a valid RFC 4122 UUID (the API validates ids it is sent). Same as uuidSql.
 */
function md5Uuid(text: string): string {
  const md5 = createHash('md5').update(text).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The player id of seeded player `i` of `prefix` (as seedPlayers / seedEntries write it). */
export function seededPlayerId(prefix: string, i: number): string {
  return md5Uuid(`${prefix}:player:${i}`);
}

/** The entry id (internal_player_id) of seeded entry `i` of `prefix` in `tournamentId`. */
export function seededEntryId(prefix: string, tournamentId: string, i: number): string {
  return md5Uuid(`${prefix}:entry:${tournamentId}:${i}`);
}

/** SQL of md5Uuid(text). */
const uuidSql = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/** SQL expression: the player id of index `i` (an SQL expression) under `$prefix` (a text param). */
const playerIdSql = (prefixParam: string, i: string) => uuidSql(`${prefixParam} || ':player:' || ${i}`);

/** Creates players 1 … count (skips those that exist) and, with `balance`, funds them. */
export async function seedPlayers(url: string, options: SeedPlayersOptions): Promise<void> {
  await withPg(url, async (client) => {
    await insertPlayers(client, options.operatorId, options.prefix, options.count);
    if (options.balance !== undefined)
      await fundPlayers(client, options.operatorId, options.prefix, options.count, options.balance, options.currency ?? 'EUR');
    await client.query('ANALYZE players; ANALYZE wallet_accounts; ANALYZE ledger_entries');
  });
}

async function insertPlayers(client: Client, operatorId: string, prefix: string, count: number): Promise<void> {
  await client.query(
    `INSERT INTO players (id, operator_id, external_id, display_name, created_at, updated_at)
     SELECT ${playerIdSql('$2::text', 'i')}, $1, $2::text || '-' || i, 'Player ' || i, now(), now()
     FROM generate_series(1, $3::int) AS i
     ON CONFLICT DO NOTHING`,
    [operatorId, prefix, count],
  );
}

async function fundPlayers(
  client: Client,
  operatorId: string,
  prefix: string,
  count: number,
  balance: string,
  currency: string,
): Promise<void> {
  await client.query(
    `INSERT INTO wallet_accounts (player_id, currency, operator_id, balance, updated_at)
     SELECT ${playerIdSql('$2::text', 'i')}, $4, $1, $5::numeric, now() FROM generate_series(1, $3::int) AS i
     ON CONFLICT (player_id, currency) DO UPDATE SET balance = wallet_accounts.balance + EXCLUDED.balance, updated_at = now()`,
    [operatorId, prefix, count, currency, balance],
  );
  await client.query(
    `INSERT INTO ledger_entries (id, operator_id, player_id, tournament_id, entry_id, kind, amount, currency, transaction_id, wallet_mode, created_at)
     SELECT gen_random_uuid(), $1, ${playerIdSql('$2::text', 'i')}, NULL, NULL, 'transfer_in', $5::numeric, $4,
            'transfer:fund-' || $2::text || '-' || i, 'transfer', now()
     FROM generate_series(1, $3::int) AS i`,
    [operatorId, prefix, count, currency, balance],
  );
}

export interface SeedEntriesOptions {
  operatorId: string;
  tournamentId: string;
  /** Entries first … count, one per player first … count of `prefix`. */
  count: number;
  /** Index of the first entry (default 1): seeding in parts, e.g. one before the start, the rest after. */
  first?: number;
  prefix: string;
  /**
   * Entry status: 'registered' (a scheduled tournament; the API's /start activates them) or
   * 'active' (what a registration into an in-progress tournament writes).
   */
  status?: 'registered' | 'active';
  /**
   * Random points 0 … 99,999.99 with points_updated_at set (a tournament in play); default true.
   * Deterministic per index, so ties exist but are rare.
   */
  withPoints?: boolean;
  /**
   * The tournament's entry fee as a decimal string; above 0 each entry is paid: the player is
   * funded with the fee (transfer_in) and charged it (entry ledger row, balance back to 0), as a
   * transfer-mode registration would. Default '0' (free: no money, no ledger rows).
   */
  fee?: string;
  currency?: string;
  /** Rows per INSERT statement (default 200,000): bounded memory on the server. */
  batchSize?: number;
  log?: (message: string) => void;
}

/**
 * Seats players first … count in the tournament: players (created when missing), entries, and the
 * tournament's current_players, fees_collected and standings version, then ANALYZE.
 */
export async function seedEntries(url: string, options: SeedEntriesOptions): Promise<void> {
  const fee = options.fee ?? '0';
  const paid = Number(fee) > 0;
  const currency = options.currency ?? 'EUR';
  const status = options.status ?? 'registered';
  const withPoints = options.withPoints ?? true;
  const batch = options.batchSize ?? 200_000;
  await withPg(url, async (client) => {
    const first = options.first ?? 1;
    for (let from = first; from <= options.count; from += batch) {
      const to = Math.min(options.count, from + batch - 1);
      options.log?.(`  seeding entries ${from}…${to} of ${options.count}`);
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO players (id, operator_id, external_id, display_name, created_at, updated_at)
         SELECT ${playerIdSql('$2::text', 'i')}, $1, $2::text || '-' || i, 'Player ' || i, now(), now()
         FROM generate_series($3::int, $4::int) AS i
         ON CONFLICT DO NOTHING`,
        [options.operatorId, options.prefix, from, to],
      );
      await client.query(
        `INSERT INTO tournament_entries (id, operator_id, tournament_id, player_id, display_name, status, entry_count, total_paid,
           payment_id, request_hash, points, points_updated_at, position, prize_amount, current_round, elimination_round,
           eliminated_at, registered_at, withdrawn_at, refunded_at, updated_at)
         SELECT ${uuidSql("$2::text || ':entry:' || $3::text || ':' || i")}, $1, $3::uuid, ${playerIdSql('$2::text', 'i')}, 'Player ' || i, $6::varchar, 1, $7::numeric,
           CASE WHEN $8::boolean THEN 'pay-' || $3::text || '-' || i END,
           encode(sha256(convert_to($3::text || ':' || i, 'UTF8')), 'hex'),
           CASE WHEN $9::boolean THEN ((hashtext($3::text || ':' || i) & 2147483647) % 10000000) / 100.0 ELSE 0 END,
           CASE WHEN $9::boolean THEN now() - (i % 3600) * interval '1 second' END,
           NULL, NULL, NULL, NULL, NULL,
           now() - interval '2 hours' + i * interval '1 microsecond', NULL, NULL, now()
         FROM generate_series($4::int, $5::int) AS i`,
        [options.operatorId, options.prefix, options.tournamentId, from, to, status, fee, paid, withPoints],
      );
      if (paid) {
        await client.query(
          `INSERT INTO ledger_entries (id, operator_id, player_id, tournament_id, entry_id, kind, amount, currency, transaction_id, wallet_mode, created_at)
           SELECT gen_random_uuid(), $1::uuid, ${playerIdSql('$2::text', 'i')}, NULL, NULL, 'transfer_in', $6::numeric, $7,
                  'transfer:fund-' || $3::text || '-' || i, 'transfer', now() - interval '3 hours'
           FROM generate_series($4::int, $5::int) AS i
           UNION ALL
           SELECT gen_random_uuid(), $1::uuid, ${playerIdSql('$2::text', 'i')}, $3::uuid, ${uuidSql("$2::text || ':entry:' || $3::text || ':' || i")}, 'entry', -($6::numeric), $7,
                  'payment:pay-' || $3::text || '-' || i, 'transfer', now() - interval '2 hours'
           FROM generate_series($4::int, $5::int) AS i`,
          [options.operatorId, options.prefix, options.tournamentId, from, to, fee, currency],
        );
        await client.query(
          `INSERT INTO wallet_accounts (player_id, currency, operator_id, balance, updated_at)
           SELECT ${playerIdSql('$2::text', 'i')}, $5, $1, 0, now() FROM generate_series($3::int, $4::int) AS i
           ON CONFLICT (player_id, currency) DO NOTHING`,
          [options.operatorId, options.prefix, from, to, currency],
        );
      }
      await client.query('COMMIT');
    }
    await client.query(
      `UPDATE tournaments SET current_players = current_players + $3, fees_collected = fees_collected + $3 * $4::numeric,
         standings_updated_at = greatest(now(), coalesce(standings_updated_at + interval '1 millisecond', now())), updated_at = now()
       WHERE id = $1 AND operator_id = $2`,
      [options.tournamentId, options.operatorId, options.count - first + 1, fee],
    );
    await analyze(client);
  });
}

/** VACUUM ANALYZE of the tables the seeds write (after a bulk update, e.g. /start activating 1M rows). */
export async function vacuumAnalyze(url: string): Promise<void> {
  await withPg(url, async (client) => {
    for (const table of ['players', 'tournament_entries', 'entry_standings', 'tournaments', 'wallet_accounts', 'ledger_entries'])
      await client.query(`VACUUM ANALYZE ${table}`);
    // The seed's (and earlier scenarios') dirty pages are written now, not by a checkpoint that
    // would fall inside the measured seconds of the next load.
    await client.query('CHECKPOINT');
  });
}

async function analyze(client: Client): Promise<void> {
  for (const table of ['players', 'tournament_entries', 'entry_standings', 'tournaments', 'wallet_accounts', 'ledger_entries'])
    await client.query(`ANALYZE ${table}`);
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { DomainException, ErrorCode, newId } from '@app/common';
import {
  EntryStatus,
  isEmbeddedDatabase,
  noteTournamentChange,
  onPooledClient,
  OperatorEntity,
  PlayerEntity,
  prefixedColumnsSql,
  readPrefixed,
  postgresErrorOf,
  TournamentEntity,
} from '@app/database';
import { EventType } from '@app/events';

/** What a registration was checked against: the seat is taken only while the tournament still holds it. */
export interface RegistrationTerms {
  status: string;
  entryFee: string;
  currency: string;
  /** The tournament's config as JSON text. */
  config: string;
  actualStartTime: string | null;
}

/** What a registration reads before it writes, in one statement. */
export interface RegistrationState {
  /** Null only for an operator that does not exist (an API key outlives nothing). */
  operator: OperatorEntity | null;
  /** Null when the operator has no such tournament (or the id is not a UUID). */
  tournament: TournamentEntity | null;
  /** Whether the user has an entry in the tournament that holds or held a seat (any status but withdrawn). */
  live: boolean;
  /** The fingerprint of the entry of the payment_id (in any tournament of the operator), if there is one. */
  byPayment: PaymentEntry | null;
}

/** What a registration needs of the entry of its payment_id before it is a replay: its fingerprint. */
export interface PaymentEntry {
  requestHash: string;
}

/** Everything register_player_entry writes for one registration. */
export interface EntryWrite {
  operatorId: string;
  tournamentId: string;
  userId: string;
  displayName: string;
  entryId: string;
  entryStatus: EntryStatus;
  /** The entry fee, decimal text (0 for a free tournament). */
  fee: string;
  /** Whether the fee is charged: a ledger row, and for a transfer wallet the debit. */
  charge: boolean;
  walletMode: string;
  currency: string;
  paymentId: string | null;
  requestHash: string;
  /** The ledger row's transaction id. */
  transactionId: string;
  now: Date;
  terms: RegistrationTerms;
  /** The most fees a tournament may hold, decimal text. */
  feesLimit: string;
  /** The `player.registered` event data without currentPlayers, which the function adds. */
  event: object;
}

/** What the write left: the player and the tournament's counters. */
export interface EntryWritten {
  player: PlayerEntity;
  currentPlayers: number;
  feesCollected: string;
}

/** SQLSTATEs that register_player_entry raises (migration 1796900000000). */
const INSUFFICIENT_BALANCE = 'TSIB1';
const SEAT_NOT_TAKEN = 'TSST1';

/**
 * The SQL of a registration: one read of what it checks, and one call of register_player_entry
 * (a database function) that writes the player, entry, debit, ledger row, seat and event. The
 * tables belong to several libraries; the statements are kept here, as the registration sends them.
 */
@Injectable()
export class RegistrationRepository {
  private readSql?: string;
  /**
   * The read's prepared-statement name on a PostgreSQL server; none on the embedded database,
   * whose connections share one session (a name prepared by one would already exist for the next).
   */
  private readonly readName: string | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.readName = isEmbeddedDatabase((dataSource.options as { url?: string }).url) ? undefined : READ_STATEMENT;
  }

  /**
   * The operator, its tournament, whether the user has a live entry in it and the fingerprint of
   * the payment_id's entry, in one statement. `tournamentId` null (not a UUID) finds no tournament and no live entry.
   */
  async read(
    operatorId: string,
    tournamentId: string | null,
    userId: string,
    paymentId: string | null,
    manager?: EntityManager,
  ): Promise<RegistrationState> {
    this.readSql ??= registrationReadSql(this.dataSource.manager);
    const params = [operatorId, tournamentId, userId, paymentId];
    // Outside a transaction straight through the pg pool: TypeORM's query runner adds nothing to
    // one plain statement but its own CPU.
    const [row]: Array<Record<string, unknown>> = manager
      ? await manager.query(this.readSql, params)
      : (await this.pool().query<Record<string, unknown>>({ name: this.readName, text: this.readSql, values: params })).rows;
    manager ??= this.dataSource.manager;
    if (!row) return { operator: null, tournament: null, live: false, byPayment: null };
    const paymentHash = row['p.requestHash'] as string | null;
    return {
      operator: readPrefixed(manager, OperatorEntity, row, 'o'),
      tournament: readPrefixed(manager, TournamentEntity, row, 't'),
      live: row['l.id'] !== null,
      byPayment: paymentHash === null ? null : { requestHash: paymentHash },
    };
  }

  /**
   * Writes the registration (register_player_entry) in the caller's transaction. Null when the
   * seat was not taken (the tournament no longer holds the terms, or is full); 409
   * insufficient_balance when a transfer wallet does not cover the fee. Either way the function
   * raised, so the transaction must roll back. Unique violations (a live entry, a payment_id
   * already used) come out as the database raised them.
   */
  async write(manager: EntityManager, write: EntryWrite): Promise<EntryWritten | null> {
    let rows: WrittenRow[];
    try {
      rows = await manager.query(WRITE_SQL, [entryWriteJson(write)]);
    } catch (error) {
      return refusal(error, write);
    }
    noteTournamentChange(manager, write.tournamentId);
    return entryWritten(rows[0]!, write);
  }

  /**
   * The same write as one statement of its own, outside any transaction (autocommit): the
   * function's writes commit together when the statement ends, or none of them does, and the
   * tournament row it updates for the seat is locked only while the statement runs. For a
   * registration with nothing else to write atomically with it (no start of the tournament).
   * `sent` runs once the statement has been handed to the connection, before its answer.
   * The statement takes announcing the seat to the other instances on this process (after its
   * commit), so that registrations do not commit one at a time behind the notification lock.
   */
  async writeAlone(write: EntryWrite, sent?: () => void): Promise<EntryWritten | null> {
    const json = entryWriteJson(write, true);
    let rows: WrittenRow[];
    try {
      rows = await onPooledClient(this.pool(), async (client) => {
        const pending = client.query<WrittenRow>(WRITE_SQL, [json]);
        sent?.();
        return (await pending).rows;
      });
    } catch (error) {
      return refusal(error, write);
    }
    noteTournamentChange(this.dataSource.manager, write.tournamentId, true);
    return entryWritten(rows[0]!, write);
  }

  /** The pg pool under TypeORM's connection (PostgreSQL and the embedded database alike). */
  private pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }
}

/**
 * The registration's read: the operator, its tournament, the user's live entry in it and the
 * payment_id's entry. Sent as a prepared statement, so its plan is made once per connection, as a
 * generic plan, whatever the statistics of the day: every table is reached by a whole unique key
 * (the player's id first, then the live entry by tournament and player), so no plan can walk a
 * tournament's entries.
 */
export function registrationReadSql(manager: EntityManager): string {
  // Only the two entities the registration uses whole: every column the pg driver describes
  // costs CPU on each result, and a replay (the only user of the payment_id's entry) reads it then.
  const columns = [prefixedColumnsSql(manager, OperatorEntity, 'o', 'o'), prefixedColumnsSql(manager, TournamentEntity, 't', 't')].join(
    ', ',
  );
  return `SELECT ${columns}, l.id AS "l.id", p.request_hash AS "p.requestHash"
    FROM operators o
    LEFT JOIN tournaments t ON t.id = $2::uuid AND t.operator_id = o.id
    LEFT JOIN LATERAL (
      SELECT e.id FROM tournament_entries e
      WHERE e.tournament_id = t.id AND e.status <> 'withdrawn' AND e.operator_id = o.id
        AND e.player_id = (SELECT pl.id FROM players pl WHERE pl.operator_id = $1::uuid AND pl.external_id = $3::varchar)
      LIMIT 1
    ) l ON true
    LEFT JOIN LATERAL (SELECT e.request_hash FROM tournament_entries e WHERE e.operator_id = o.id AND e.payment_id = $4::varchar LIMIT 1) p ON true
    WHERE o.id = $1::uuid`;
}

const WRITE_SQL = 'SELECT * FROM register_player_entry($1::jsonb)';

/**
 * The read's name as a prepared statement on each pooled connection: parsed and planned once
 * per connection instead of on every registration. Planning it locked every index of the four
 * tables it joins (about 25 locks a registration, most of them past a backend's fast-path
 * slots); its cached plan locks only the indexes it reads.
 */
const READ_STATEMENT = 'registration_read';

/** The row register_player_entry returns. */
interface WrittenRow {
  player_id: string;
  player_display_name: string;
  player_created_at: Date;
  player_updated_at: Date;
  current_players: number;
  fees_collected: string;
}

/**
 * The function's argument. One object literal of fixed shape: built by spreading an optional key
 * into it, the object ended in dictionary mode and JSON.stringify took five times as long.
 * `announced_by` undefined is left out of the JSON.
 */
function entryWriteJson(write: EntryWrite, announcedByWriter = false): string {
  return JSON.stringify({
    announced_by: announcedByWriter ? 'writer' : undefined,
    operator_id: write.operatorId,
    tournament_id: write.tournamentId,
    user_id: write.userId,
    display_name: write.displayName,
    new_player_id: newId(),
    entry_id: write.entryId,
    entry_status: write.entryStatus,
    fee: write.fee,
    charge: write.charge,
    wallet_mode: write.walletMode,
    currency: write.currency,
    payment_id: write.paymentId,
    request_hash: write.requestHash,
    ledger_id: newId(),
    transaction_id: write.transactionId,
    now: write.now.toISOString(),
    fees_limit: write.feesLimit,
    terms: {
      status: write.terms.status,
      entry_fee: write.terms.entryFee,
      currency: write.terms.currency,
      config: write.terms.config,
      actual_start_time: write.terms.actualStartTime,
    },
    event_id: newId(),
    event_type: EventType.PlayerRegistered,
    event_data: write.event,
  });
}

/** A refusal the function raised, as the registration answers it: null for a seat not taken. */
function refusal(error: unknown, write: EntryWrite): null {
  const code = postgresErrorOf(error).code;
  if (code === SEAT_NOT_TAKEN) return null;
  if (code === INSUFFICIENT_BALANCE) {
    throw new DomainException(ErrorCode.InsufficientBalance, `The player's ${write.currency} balance does not cover ${write.fee}`);
  }
  throw error;
}

function entryWritten(row: WrittenRow, write: EntryWrite): EntryWritten {
  const player = new PlayerEntity();
  player.id = row.player_id;
  player.operatorId = write.operatorId;
  player.externalId = write.userId;
  player.displayName = row.player_display_name;
  player.createdAt = row.player_created_at;
  player.updatedAt = row.player_updated_at;
  return { player, currentPlayers: row.current_players, feesCollected: row.fees_collected };
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { newId } from '@app/common';
import { LedgerEntryEntity, LedgerKind, OperatorScopedRepository, WalletAccountEntity } from '@app/database';

export interface LedgerRowInput {
  operatorId: string;
  playerId: string;
  tournamentId: string | null;
  entryId: string | null;
  kind: LedgerKind;
  /** Signed decimal from the player's side: negative for a debit. */
  amount: string;
  currency: string;
  transactionId: string;
  walletMode: string;
  createdAt: Date;
}

/** A transfer-mode debit: $1 player, $2 currency, $3 operator, $4 the amount; no row when the balance does not cover it. */
const DEBIT_SQL = `UPDATE wallet_accounts SET balance = balance - $4::numeric, updated_at = now()
  WHERE player_id = $1 AND currency = $2 AND operator_id = $3 AND balance >= $4::numeric`;

/** All SQL of the ledger and of transfer-mode balances (D9). */
@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private ledger(manager: EntityManager = this.dataSource.manager) {
    return new OperatorScopedRepository(LedgerEntryEntity, manager);
  }

  private accounts(manager: EntityManager = this.dataSource.manager) {
    return new OperatorScopedRepository(WalletAccountEntity, manager);
  }

  async append(manager: EntityManager, row: LedgerRowInput): Promise<LedgerEntryEntity> {
    const { operatorId, ...rest } = row;
    return this.ledger(manager).insert(operatorId, { id: newId(), ...rest });
  }

  /**
   * A transfer-mode debit and its ledger row in one statement: the balance goes down by `amount`
   * (positive decimal) only if it covers it, and the row (`row.amount`, the signed debit) is
   * written only with that debit. Returns the row, or null when the balance does not cover it
   * (nothing written). The ledger's unique transaction id still refuses a repeated movement.
   */
  async debitAndAppend(manager: EntityManager, row: LedgerRowInput, amount: string): Promise<LedgerEntryEntity | null> {
    if (!row.operatorId) throw new Error('operator scope required');
    const id = newId();
    const written: Array<{ id: string }> = await manager.query(
      `WITH debit AS (${DEBIT_SQL} RETURNING player_id)
       INSERT INTO ledger_entries (id, operator_id, player_id, tournament_id, entry_id, kind, amount, currency, transaction_id, wallet_mode, created_at)
       SELECT $5::uuid, $3, debit.player_id, $6::uuid, $7::uuid, $8::varchar, $9::numeric, $2, $10::varchar, $11::varchar, $12::timestamptz
       FROM debit
       RETURNING id`,
      [
        row.playerId,
        row.currency,
        row.operatorId,
        amount,
        id,
        row.tournamentId,
        row.entryId,
        row.kind,
        row.amount,
        row.transactionId,
        row.walletMode,
        row.createdAt,
      ],
    );
    if (written.length === 0) return null;
    return manager.create(LedgerEntryEntity, { id, ...row });
  }

  /**
   * Many movements of one operator in one INSERT (prize payouts): one round trip whatever the
   * count. The unique transaction id refuses the whole statement if any movement was made before.
   * The rows travel as one JSON document (json_to_recordset): serialised natively by the service
   * and parsed once by the database, where an array per column cost ten thousand escaped
   * elements each way.
   */
  async appendMany(manager: EntityManager, operatorId: string, rows: Array<Omit<LedgerRowInput, 'operatorId'>>): Promise<void> {
    if (!operatorId) throw new Error('operator scope required');
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO ledger_entries (id, operator_id, player_id, tournament_id, entry_id, kind, amount, currency, transaction_id, wallet_mode, created_at)
       SELECT m.id, $1, m.player_id, m.tournament_id, m.entry_id, m.kind, m.amount, m.currency, m.transaction_id, m.wallet_mode, m.created_at
       FROM json_to_recordset($2::json)
         AS m(id uuid, player_id uuid, tournament_id uuid, entry_id uuid, kind varchar, amount numeric, currency varchar, transaction_id varchar,
              wallet_mode varchar, created_at timestamptz)`,
      [
        operatorId,
        JSON.stringify(
          rows.map((r) => ({
            id: newId(),
            player_id: r.playerId,
            tournament_id: r.tournamentId,
            entry_id: r.entryId,
            kind: r.kind,
            amount: r.amount,
            currency: r.currency,
            transaction_id: r.transactionId,
            wallet_mode: r.walletMode,
            created_at: r.createdAt,
          })),
        ),
      ],
    );
  }

  /** Adds to many balances in one statement (one credit per player and currency), opening accounts on first use. */
  async creditMany(
    manager: EntityManager,
    operatorId: string,
    credits: Array<{ playerId: string; currency: string; amount: string }>,
  ): Promise<void> {
    if (!operatorId) throw new Error('operator scope required');
    if (credits.length === 0) return;
    const rows: Array<{ player_id: string }> = await manager.query(
      `INSERT INTO wallet_accounts (player_id, currency, operator_id, balance)
       SELECT c.player_id, c.currency, $1, c.amount FROM json_to_recordset($2::json) AS c(player_id uuid, currency varchar, amount numeric)
       ON CONFLICT (player_id, currency) DO UPDATE SET balance = wallet_accounts.balance + EXCLUDED.balance, updated_at = now()
       WHERE wallet_accounts.operator_id = EXCLUDED.operator_id
       RETURNING player_id`,
      [operatorId, JSON.stringify(credits.map((c) => ({ player_id: c.playerId, currency: c.currency, amount: c.amount })))],
    );
    if (rows.length !== credits.length) throw new Error('a wallet account belongs to another operator');
  }

  /** Whether a movement with this transaction id is in the ledger (read outside any transaction). */
  async hasTransaction(operatorId: string, transactionId: string): Promise<boolean> {
    return (await this.dataSource.manager.countBy(LedgerEntryEntity, { operatorId, transactionId })) > 0;
  }

  findByTransaction(operatorId: string, transactionId: string, manager?: EntityManager): Promise<LedgerEntryEntity | null> {
    return this.ledger(manager).findOne(operatorId, { transactionId });
  }

  /** Adds to a balance, opening the account on first use. */
  async credit(manager: EntityManager, operatorId: string, playerId: string, currency: string, amount: string): Promise<string> {
    const rows: Array<{ balance: string }> = await manager.query(
      `INSERT INTO wallet_accounts (player_id, currency, operator_id, balance) VALUES ($1, $2, $3, $4::numeric)
       ON CONFLICT (player_id, currency) DO UPDATE SET balance = wallet_accounts.balance + EXCLUDED.balance, updated_at = now()
       WHERE wallet_accounts.operator_id = EXCLUDED.operator_id
       RETURNING balance`,
      [playerId, currency, operatorId, amount],
    );
    if (!rows[0]) throw new Error('wallet account belongs to another operator');
    return rows[0].balance;
  }

  /**
   * Adds `amount` to a balance only when the result stays at most `max` (a transfer in, bounded
   * by MAX_BALANCE_MAJOR): one conditional upsert, so parallel transfers can never pass the limit
   * together. Returns the new balance, or null when it would pass the limit (nothing written).
   */
  async creditUpTo(
    manager: EntityManager,
    operatorId: string,
    playerId: string,
    currency: string,
    amount: string,
    max: string,
  ): Promise<string | null> {
    const rows: Array<{ balance: string; operator_id: string }> = await manager.query(
      `INSERT INTO wallet_accounts (player_id, currency, operator_id, balance) SELECT $1, $2, $3, $4::numeric WHERE $4::numeric <= $5::numeric
       ON CONFLICT (player_id, currency) DO UPDATE SET balance = wallet_accounts.balance + EXCLUDED.balance, updated_at = now()
       WHERE wallet_accounts.operator_id = EXCLUDED.operator_id AND wallet_accounts.balance + EXCLUDED.balance <= $5::numeric
       RETURNING balance`,
      [playerId, currency, operatorId, amount, max],
    );
    return rows[0]?.balance ?? null;
  }

  /**
   * Takes `amount` from a balance only when it covers it: one conditional UPDATE, so parallel
   * debits can never take a balance below zero (the CHECK constraint is the last line). Returns
   * the new balance, or null when the money is not there.
   */
  async debit(manager: EntityManager, operatorId: string, playerId: string, currency: string, amount: string): Promise<string | null> {
    const [rows] = (await manager.query(`${DEBIT_SQL} RETURNING balance`, [playerId, currency, operatorId, amount])) as [
      Array<{ balance: string }>,
      number,
    ];
    return rows[0]?.balance ?? null;
  }

  balances(operatorId: string, playerId: string): Promise<WalletAccountEntity[]> {
    return this.accounts().find(operatorId, { playerId }, { order: { currency: 'ASC' } });
  }

  /** The debits (entry, rebuy) of the entries that have no refund yet, oldest first. */
  unrefundedDebits(manager: EntityManager, operatorId: string, entryIds: string[]): Promise<LedgerEntryEntity[]> {
    return this.ledger(manager)
      .queryBuilder(operatorId, 'l')
      .andWhere('l.entry_id IN (:...entryIds)', { entryIds })
      .andWhere("l.kind IN ('entry', 'rebuy')")
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.operator_id = l.operator_id AND r.kind = 'refund' AND r.transaction_id = 'refund:' || l.transaction_id)`,
      )
      .orderBy('l.id', 'ASC')
      .getMany();
  }
}

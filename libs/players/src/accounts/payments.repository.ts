import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { LedgerEntryEntity, OperatorEntity } from '@app/database';

/**
 * What taking and giving back players' money reads besides players and entries: the operator
 * (its wallet mode and wallet settings) and ledger rows. These tables belong to libs/operators and
 * libs/wallet; the statements are kept here as the players' services send them.
 */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The operator, or EntityNotFoundError; read in the caller's transaction when a manager is given. */
  getOperator(operatorId: string, manager: EntityManager = this.dataSource.manager): Promise<OperatorEntity> {
    return manager.findOneByOrFail(OperatorEntity, { id: operatorId });
  }

  /** The ledger row of a transaction id (unique per operator), if any. */
  findLedgerRow(manager: EntityManager, operatorId: string, transactionId: string): Promise<LedgerEntryEntity | null> {
    return manager.findOneBy(LedgerEntryEntity, { operatorId, transactionId });
  }

  /** The transfer balance right after a ledger row: the sum of the account's movements up to it. */
  async transferBalanceAfter(manager: EntityManager, row: LedgerEntryEntity): Promise<string> {
    const [{ balance }] = await manager.query(
      `SELECT coalesce(sum(amount) FILTER (WHERE wallet_mode = 'transfer'), 0)::text AS balance FROM ledger_entries
       WHERE operator_id = $1 AND player_id = $2 AND currency = $3 AND id <= $4`,
      [row.operatorId, row.playerId, row.currency, row.id],
    );
    return balance;
  }
}

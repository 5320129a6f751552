import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { OperatorEntity, WalletOperationEntity, WalletOperationKind } from '@app/database';

/** A queued seamless-wallet operation as the services build it; the repository adds the operator. */
export type NewWalletOperation = Omit<WalletOperationEntity, 'operatorId'>;

/** How many due operations one worker pass claims. */
const CLAIM_BATCH = 20;

/** Rows per INSERT of queued credits: keeps each statement well under PostgreSQL's 65535 parameters. */
const INSERT_CHUNK = 1000;

/** The row of an operation (cast: TypeORM's insert values cannot type its JSON payload). */
const rowOf = (operatorId: string, operation: NewWalletOperation) => ({ ...operation, operatorId }) as never;

/**
 * All SQL of `wallet_operations`: the debit intents and queued rollbacks of seamless debits,
 * the queued credits of refunds and prizes, and the wallet worker's claims and outcomes. An
 * operation the worker claimed is addressed by its primary key alone: the worker serves every
 * operator, and the row it read carries the operator.
 */
@Injectable()
export class WalletOperationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether an operation of this kind and transaction id exists (queued or finished). */
  async exists(operatorId: string, kind: WalletOperationKind, transactionId: string): Promise<boolean> {
    return (await this.dataSource.manager.countBy(WalletOperationEntity, { operatorId, kind, transactionId })) > 0;
  }

  /** Records a debit intent, outside any transaction: it must survive the registration's rollback. */
  async insertIntent(operatorId: string, intent: NewWalletOperation): Promise<void> {
    await this.dataSource.createQueryBuilder().insert().into(WalletOperationEntity).values(rowOf(operatorId, intent)).execute();
  }

  /**
   * Queues a rollback (nothing when one with its transaction id is queued already) and closes the
   * debit intent it undoes, in one transaction of its own.
   */
  async queueRollback(
    operatorId: string,
    rollback: NewWalletOperation,
    intent: { id: string; lastError: string; completedAt: Date },
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.createQueryBuilder().insert().into(WalletOperationEntity).values(rowOf(operatorId, rollback)).orIgnore().execute();
      await manager.update(
        WalletOperationEntity,
        { id: intent.id },
        { state: 'done', lastError: intent.lastError, completedAt: intent.completedAt },
      );
    });
  }

  /** Queues one credit in the caller's transaction. */
  async queueCredit(manager: EntityManager, operatorId: string, credit: NewWalletOperation): Promise<void> {
    await manager.save(WalletOperationEntity, { ...credit, operatorId });
  }

  /** Queues many credits in the caller's transaction, a chunk of rows per INSERT. */
  async queueCredits(manager: EntityManager, operatorId: string, credits: NewWalletOperation[]): Promise<void> {
    const rows = credits.map((credit) => rowOf(operatorId, credit));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await manager.insert(WalletOperationEntity, rows.slice(i, i + INSERT_CHUNK));
    }
  }

  /**
   * Takes the operations due at `now` and pushes their next attempt out to `leaseUntil`, in one
   * statement (SKIP LOCKED: another instance never claims the same ones), then reads them.
   */
  async claimDue(now: Date, leaseUntil: Date): Promise<WalletOperationEntity[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE wallet_operations SET next_attempt_at = $2, attempts = attempts + 1
       WHERE id IN (SELECT id FROM wallet_operations WHERE state = 'pending' AND next_attempt_at <= $1
                    ORDER BY next_attempt_at LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [now, leaseUntil],
    )) as [Array<{ id: string }>, number];
    if (rows.length === 0) return [];
    return this.dataSource.manager.findBy(
      WalletOperationEntity,
      rows.map((r) => ({ id: r.id })),
    );
  }

  /** The operator whose wallet a claimed operation goes to. */
  findOperator(operatorId: string): Promise<OperatorEntity> {
    return this.dataSource.manager.findOneByOrFail(OperatorEntity, { id: operatorId });
  }

  /** Closes an operation with its outcome. */
  async finish(id: string, state: 'done' | 'failed', lastError: string | null, completedAt: Date): Promise<void> {
    await this.dataSource.manager.update(WalletOperationEntity, { id }, { state, lastError, completedAt });
  }

  /** Closes an operation as done, keeping its last error. */
  async markDone(id: string, completedAt: Date): Promise<void> {
    await this.dataSource.manager.update(WalletOperationEntity, { id }, { state: 'done', completedAt });
  }

  /** Leaves an operation pending until its next attempt, with the error of the last one. */
  async postpone(id: string, nextAttemptAt: Date, lastError: string | null): Promise<void> {
    await this.dataSource.manager.update(WalletOperationEntity, { id }, { nextAttemptAt, lastError });
  }
}

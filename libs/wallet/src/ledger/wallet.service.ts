import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock, decimalToMinor, DomainException, ErrorCode, formatAmount, newId } from '@app/common';
import { LedgerEntryEntity, LedgerKind, OperatorEntity } from '@app/database';
import { transactionIds } from '../domain/transaction-ids';
import { trimDecimal } from '@app/common';
import { LedgerRepository } from './ledger.repository';
import { NewWalletOperation, WalletOperationsRepository } from './wallet-operations.repository';

export interface Charge {
  operator: OperatorEntity;
  playerId: string;
  externalUserId: string;
  tournamentId: string;
  entryId: string;
  kind: Extract<LedgerKind, 'entry' | 'rebuy'>;
  amountMinor: bigint;
  digits: number;
  currency: string;
  transactionId: string;
}

/** A credit to one player's wallet (refund or prize). */
export interface CreditMovement {
  playerId: string;
  tournamentId: string | null;
  entryId: string | null;
  kind: 'refund' | 'prize';
  /** Non-negative decimal text. */
  amount: string;
  currency: string;
  transactionId: string;
}

/**
 * Money movements of tournaments through the operator's wallet mode (D9), each written as a
 * ledger row in the caller's transaction. Transfer mode moves the balance the service keeps;
 * seamless mode records the movement and queues the wallet call (credits), or relies on a debit
 * the caller has already made at the operator's wallet.
 */
@Injectable()
export class WalletService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly operations: WalletOperationsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Debits an entry fee or rebuy. Transfer mode: the balance must cover it (409
   * insufficient_balance otherwise, and the caller's transaction rolls back). Seamless mode: the
   * caller debited the operator's wallet before this transaction; only the ledger row is written.
   */
  async charge(manager: EntityManager, charge: Charge): Promise<LedgerEntryEntity | null> {
    if (charge.amountMinor === 0n) return null;
    const amount = formatAmount(charge.amountMinor, charge.digits);
    const row = {
      operatorId: charge.operator.id,
      playerId: charge.playerId,
      tournamentId: charge.tournamentId,
      entryId: charge.entryId,
      kind: charge.kind,
      amount: formatAmount(-charge.amountMinor, charge.digits),
      currency: charge.currency,
      transactionId: charge.transactionId,
      walletMode: charge.operator.walletMode,
      createdAt: this.clock.now(),
    };
    if (charge.operator.walletMode === 'seamless') return this.ledger.append(manager, row);
    // The debit and its ledger row in one statement (one round trip): both or neither.
    const written = await this.ledger.debitAndAppend(manager, row, amount);
    if (written === null) {
      throw new DomainException(ErrorCode.InsufficientBalance, `The player's ${charge.currency} balance does not cover ${amount}`);
    }
    return written;
  }

  /** Refunds one debit exactly once (the refund's transaction id derives from the debit's). */
  async refund(
    manager: EntityManager,
    operator: OperatorEntity,
    externalUserId: string,
    debit: LedgerEntryEntity,
  ): Promise<LedgerEntryEntity> {
    const amount = debit.amount.startsWith('-') ? debit.amount.slice(1) : debit.amount;
    return this.creditMovement(manager, operator, externalUserId, {
      playerId: debit.playerId,
      tournamentId: debit.tournamentId,
      entryId: debit.entryId,
      kind: 'refund',
      amount,
      currency: debit.currency,
      transactionId: transactionIds.refundOf(debit.transactionId),
    });
  }

  /**
   * Many credits of one operator at once (prize payouts): the same effect as creditMovement for
   * each, in a fixed number of statements. Transfer mode adds to the balances; seamless mode
   * queues one wallet_operations credit per movement, delivered by the wallet worker, addressed
   * to the operator's user ids, which only then are looked up (`externalUserIds`, by player id).
   */
  async creditMovements(
    manager: EntityManager,
    operator: OperatorEntity,
    movements: CreditMovement[],
    externalUserIds: (playerIds: string[]) => Promise<Map<string, string>>,
  ): Promise<void> {
    if (movements.length === 0) return;
    const now = this.clock.now();
    await this.ledger.appendMany(
      manager,
      operator.id,
      movements.map((movement) => ({ ...movement, walletMode: operator.walletMode, createdAt: now })),
    );
    if (operator.walletMode !== 'seamless') {
      await this.ledger.creditMany(manager, operator.id, sumByAccount(movements));
      return;
    }
    const userIds = await externalUserIds([...new Set(movements.map((movement) => movement.playerId))]);
    await this.operations.queueCredits(
      manager,
      operator.id,
      movements.map((movement) => this.creditOperation(movement, userIds.get(movement.playerId)!, now)),
    );
  }

  /** A credit to the player (refund or prize): balance (transfer) or a queued wallet call (seamless). */
  async creditMovement(
    manager: EntityManager,
    operator: OperatorEntity,
    externalUserId: string,
    movement: {
      playerId: string;
      tournamentId: string | null;
      entryId: string | null;
      kind: 'refund' | 'prize';
      amount: string;
      currency: string;
      transactionId: string;
    },
  ): Promise<LedgerEntryEntity> {
    const now = this.clock.now();
    const row = await this.ledger.append(manager, {
      operatorId: operator.id,
      ...movement,
      walletMode: operator.walletMode,
      createdAt: now,
    });
    if (operator.walletMode === 'seamless') {
      await this.operations.queueCredit(manager, operator.id, this.creditOperation(movement, externalUserId, now));
    } else {
      await this.ledger.credit(manager, operator.id, movement.playerId, movement.currency, movement.amount);
    }
    return row;
  }

  /** The queued seamless-wallet credit of a movement (D9, docs/wallet-protocol.md). */
  private creditOperation(movement: CreditMovement, externalUserId: string, now: Date): NewWalletOperation {
    return {
      id: newId(),
      kind: 'credit',
      transactionId: movement.transactionId,
      payload: {
        transactionId: movement.transactionId,
        userId: externalUserId,
        amount: trimDecimal(movement.amount),
        currency: movement.currency,
        tournamentId: movement.tournamentId,
        reason: movement.kind,
      },
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      createdAt: now,
      completedAt: null,
    };
  }
}

/** One credit per player and currency: a bulk upsert may touch each account once. */
function sumByAccount(movements: CreditMovement[]): Array<{ playerId: string; currency: string; amount: string }> {
  const totals = new Map<string, { playerId: string; currency: string; amount: string }>();
  for (const movement of movements) {
    const account = `${movement.playerId}\u0000${movement.currency}`;
    const previous = totals.get(account);
    totals.set(account, {
      playerId: movement.playerId,
      currency: movement.currency,
      amount: previous ? addDecimals(previous.amount, movement.amount) : movement.amount,
    });
  }
  return [...totals.values()];
}

/** Sum of two non-negative decimal texts, exactly (scale of the longer fraction). */
function addDecimals(a: string, b: string): string {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const total = decimalToMinor(a, scale) + decimalToMinor(b, scale);
  return formatAmount(total, scale);
}

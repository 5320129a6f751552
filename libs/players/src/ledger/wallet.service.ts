import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock, DomainException, ErrorCode, formatAmount, newId } from '@app/common';
import { LedgerEntryEntity, LedgerKind, OperatorEntity, WalletOperationEntity } from '@app/database';
import { transactionIds, trimDecimal } from '../domain';
import { LedgerRepository } from './ledger.repository';

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
    if (charge.operator.walletMode !== 'seamless') {
      const balance = await this.ledger.debit(manager, charge.operator.id, charge.playerId, charge.currency, amount);
      if (balance === null) {
        throw new DomainException(ErrorCode.InsufficientBalance, `The player's ${charge.currency} balance does not cover ${amount}`);
      }
    }
    return this.ledger.append(manager, {
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
    });
  }

  /** Refunds one debit exactly once (the refund's transaction id derives from the debit's). */
  async refund(manager: EntityManager, operator: OperatorEntity, externalUserId: string, debit: LedgerEntryEntity): Promise<LedgerEntryEntity> {
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

  /** A credit to the player (refund or prize): balance (transfer) or a queued wallet call (seamless). */
  async creditMovement(
    manager: EntityManager,
    operator: OperatorEntity,
    externalUserId: string,
    movement: { playerId: string; tournamentId: string | null; entryId: string | null; kind: 'refund' | 'prize'; amount: string; currency: string; transactionId: string },
  ): Promise<LedgerEntryEntity> {
    const now = this.clock.now();
    const row = await this.ledger.append(manager, { operatorId: operator.id, ...movement, walletMode: operator.walletMode, createdAt: now });
    if (operator.walletMode === 'seamless') {
      await manager.save(WalletOperationEntity, {
        id: newId(),
        operatorId: operator.id,
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
      });
    } else {
      await this.ledger.credit(manager, operator.id, movement.playerId, movement.currency, movement.amount);
    }
    return row;
  }
}

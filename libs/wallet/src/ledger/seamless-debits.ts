import { Injectable, Logger } from '@nestjs/common';
import {
  AppConfig,
  Clock,
  DomainException,
  ErrorCode,
  newId,
  revealSecret,
  SecretDecryptionError,
  ServiceUnavailableException,
} from '@app/common';
import { OperatorEntity } from '@app/database';
import { transactionIds } from '../domain/transaction-ids';
import { SeamlessWalletClient } from '../seamless/seamless-wallet.client';
import { WalletTarget, WalletTransferRequest } from '../seamless/wallet-protocol';
import { LedgerRepository } from './ledger.repository';
import { NewWalletOperation, WalletOperationsRepository } from './wallet-operations.repository';

/** A debit accepted by the operator's wallet, before the registration that it pays for commits. */
export interface AcceptedDebit {
  request: WalletTransferRequest;
  intentId: string;
}

/** A payment_id whose debit was rolled back (after an unknown outcome): a retry needs a new one. */
const rolledBackPayment = () =>
  new DomainException(
    ErrorCode.IdempotencyConflict,
    'The debit of this payment_id was rolled back after an unconfirmed outcome; retry with a new payment_id',
  );

/**
 * The wallet of a seamless operator. The secret is decrypted when the entity is read; one that
 * stayed sealed (encrypted with a key this process lacks) is never used as a key: 503, and the
 * reason (which key id is missing) goes to the log.
 */
export function walletTarget(operator: OperatorEntity): WalletTarget {
  let secret: string;
  try {
    secret = revealSecret(operator.walletSecret ?? '');
  } catch (error) {
    if (!(error instanceof SecretDecryptionError)) throw error;
    new Logger('SeamlessWallet').error(`Operator ${operator.id}: ${error.message}`);
    throw new ServiceUnavailableException(
      "The operator's wallet secret cannot be decrypted with the configured key; no wallet call was made",
      60,
    );
  }
  return { url: operator.walletUrl ?? '', secret };
}

/**
 * Debits at a seamless wallet (D9) around the transaction that records them. The order is:
 * a durable intent, the wallet call, then the caller's transaction. A refused debit is 409
 * insufficient_balance; an unknown outcome is rolled back (queued, retried until accepted) and
 * answered 503; a debit whose transaction then fails is rolled back the same way. If the process
 * dies between the call and the commit, the intent is found later by the wallet worker, which
 * rolls it back unless the ledger shows the payment. A transaction id with a rollback queued or
 * delivered is never debited again (409 idempotency_conflict): the wallet would replay its first
 * answer, `ok`, for a debit it has undone.
 */
@Injectable()
export class SeamlessDebits {
  constructor(
    private readonly operations: WalletOperationsRepository,
    private readonly ledger: LedgerRepository,
    private readonly client: SeamlessWalletClient,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async debit(operator: OperatorEntity, request: WalletTransferRequest): Promise<AcceptedDebit> {
    if (await this.isRolledBack(operator.id, request.transactionId)) throw rolledBackPayment();
    const target = walletTarget(operator);
    const intentId = await this.recordIntent(operator, request);
    const outcome = await this.client.debit(target, request);
    if (outcome.status === 'accepted') {
      // A parallel request with this payment_id had its debit rolled back meanwhile.
      if (await this.isRolledBack(operator.id, request.transactionId)) {
        await this.finishIntent(intentId, 'done', 'a rollback of this transaction id is queued');
        throw rolledBackPayment();
      }
      return { request, intentId };
    }
    if (outcome.status === 'refused') {
      await this.finishIntent(intentId, 'failed', `refused: ${outcome.reason}`);
      throw new DomainException(ErrorCode.InsufficientBalance, "The operator's wallet refused the debit (insufficient funds)");
    }
    await this.rollBack(operator, { request, intentId }, `debit outcome unknown: ${outcome.error}`);
    throw new ServiceUnavailableException(
      "The operator's wallet did not confirm the debit; it is being rolled back. Retry later with a new payment_id.",
    );
  }

  /**
   * After the recording transaction failed: rolls the debit back unless a payment with this
   * transaction id is in the ledger (a parallel request with the same payment_id recorded it).
   */
  async compensate(operator: OperatorEntity, debit: AcceptedDebit): Promise<void> {
    if (await this.isRecorded(operator.id, debit.request.transactionId)) {
      await this.finishIntent(debit.intentId, 'done', null);
      return;
    }
    await this.rollBack(operator, debit, 'the registration did not complete');
  }

  /** After the recording transaction committed. */
  async settled(debit: AcceptedDebit): Promise<void> {
    await this.finishIntent(debit.intentId, 'done', null);
  }

  async isRecorded(operatorId: string, paymentId: string): Promise<boolean> {
    return this.ledger.hasTransaction(operatorId, transactionIds.payment(paymentId));
  }

  /**
   * Whether a rollback of this debit is queued or delivered. The operator's wallet answers a
   * repeated transaction id with its first answer (possibly `ok`, also after the rollback undid
   * it), so such a transaction id must never pay for a registration or rebuy again.
   */
  private async isRolledBack(operatorId: string, transactionId: string): Promise<boolean> {
    return this.operations.exists(operatorId, 'rollback', `rollback:${transactionId}`);
  }

  /** Queues a rollback of the debit (delivered by the wallet worker) and closes its intent. */
  async rollBack(operator: OperatorEntity, debit: AcceptedDebit, why: string): Promise<void> {
    const now = this.clock.now();
    const rollback: NewWalletOperation = {
      id: newId(),
      kind: 'rollback',
      transactionId: `rollback:${debit.request.transactionId}`,
      payload: {
        ...debit.request,
        originalTransactionId: debit.request.transactionId,
        transactionId: `rollback:${debit.request.transactionId}`,
      },
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lastError: why,
      createdAt: now,
      completedAt: null,
    };
    await this.operations.queueRollback(operator.id, rollback, { id: debit.intentId, lastError: `rolled back: ${why}`, completedAt: now });
  }

  /**
   * The intent: a pending `debit` operation due only after the call and its transaction had
   * time to finish (twice the wallet timeout and a margin); the worker treats it as abandoned then.
   */
  private async recordIntent(operator: OperatorEntity, request: WalletTransferRequest): Promise<string> {
    const now = this.clock.now();
    const id = newId();
    await this.operations.insertIntent(operator.id, {
      id,
      kind: 'debit',
      transactionId: `debit:${request.transactionId}:${id}`,
      payload: { ...request },
      state: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(now.getTime() + 2 * this.config.walletTimeoutMs + 30_000),
      lastError: null,
      createdAt: now,
      completedAt: null,
    });
    return id;
  }

  private async finishIntent(id: string, state: 'done' | 'failed', error: string | null): Promise<void> {
    await this.operations.finish(id, state, error, this.clock.now());
  }
}

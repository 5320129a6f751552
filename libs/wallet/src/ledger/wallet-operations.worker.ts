import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig, Clock, faultPoint, PeriodicJob } from '@app/common';
import { OperatorEntity, WalletOperationEntity } from '@app/database';
import { SeamlessWalletClient } from '../seamless/seamless-wallet.client';
import { WalletCallOutcome, WalletRollbackRequest, WalletTransferRequest } from '../seamless/wallet-protocol';
import { SeamlessDebits, walletTarget } from './seamless-debits';
import { WalletOperationsRepository } from './wallet-operations.repository';

/** Longest wait between two attempts of one operation. */
const MAX_BACKOFF_MS = 5 * 60_000;

export interface WalletWorkerRun {
  delivered: number;
  retried: number;
}

/** Backoff after `attempts` failed deliveries: 1 s, 2 s, 4 s ... up to 5 minutes. */
export function nextDelayMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers queued seamless-wallet operations (D9): credits (refunds, prizes) and rollbacks are
 * retried with backoff until the operator accepts them, whatever restarts happen in between;
 * abandoned debit intents (the process died between the debit and its commit) are rolled back
 * unless the ledger shows the payment. Operations are claimed with SKIP LOCKED and a lease, so
 * several instances never send one twice at once (and the operator dedupes by transaction id).
 */
@Injectable()
export class WalletOperationsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WalletOperationsWorker.name);
  private readonly job = new PeriodicJob(
    () => this.pass(),
    (error) => this.logger.error(`Wallet worker failed: ${error.message}`),
  );

  constructor(
    private readonly operations: WalletOperationsRepository,
    private readonly client: SeamlessWalletClient,
    private readonly debits: SeamlessDebits,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.schedulerIntervalMs);
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  runOnce(): Promise<WalletWorkerRun> {
    return this.job.runOnce();
  }

  private async pass(): Promise<WalletWorkerRun> {
    const run: WalletWorkerRun = { delivered: 0, retried: 0 };
    for (const operation of await this.claimDue()) {
      const delivered = await this.deliver(operation).catch((error: Error) => {
        this.logger.error(`wallet operation ${operation.transactionId}: ${error.message}`);
        return false;
      });
      if (delivered) run.delivered++;
      else run.retried++;
    }
    return run;
  }

  /** Takes due operations and pushes their next attempt out by a lease, in one statement. */
  private async claimDue(): Promise<WalletOperationEntity[]> {
    const now = this.clock.now();
    const lease = new Date(now.getTime() + 2 * this.config.walletTimeoutMs + 5_000);
    return this.operations.claimDue(now, lease);
  }

  private async deliver(operation: WalletOperationEntity): Promise<boolean> {
    const operator = await this.operations.findOperator(operation.operatorId);
    if (operation.kind === 'debit') return this.recoverIntent(operator, operation);
    if (
      operation.kind === 'rollback' &&
      (await this.debits.isRecorded(operator.id, (operation.payload as unknown as WalletRollbackRequest).originalTransactionId))
    ) {
      // A parallel request with the same payment_id recorded this debit: it pays for an entry now.
      await this.operations.finish(operation.id, 'done', 'not sent: the debit is recorded in the ledger', this.clock.now());
      return true;
    }
    const target = walletTarget(operator);
    if (operation.kind === 'credit') faultPoint('payout.before_credit');
    const outcome: WalletCallOutcome =
      operation.kind === 'credit'
        ? await this.client.credit(target, operation.payload as unknown as WalletTransferRequest)
        : await this.client.rollback(target, operation.payload as unknown as WalletRollbackRequest);
    if (outcome.status === 'accepted') {
      if (operation.kind === 'credit') faultPoint('payout.after_credit_sent');
      await this.operations.finish(operation.id, 'done', null, this.clock.now());
      return true;
    }
    const error = outcome.status === 'refused' ? `refused: ${outcome.reason}` : outcome.error;
    const next = new Date(this.clock.now().getTime() + nextDelayMs(operation.attempts));
    await this.operations.postpone(operation.id, next, error);
    return false;
  }

  /** A debit intent still pending after its deadline: the process died mid-registration. */
  private async recoverIntent(operator: OperatorEntity, intent: WalletOperationEntity): Promise<boolean> {
    const request = intent.payload as unknown as WalletTransferRequest;
    if (await this.debits.isRecorded(operator.id, request.transactionId)) {
      await this.operations.markDone(intent.id, this.clock.now());
    } else {
      await this.debits.rollBack(operator, { request, intentId: intent.id }, 'abandoned debit (no registration recorded it)');
    }
    return true;
  }
}

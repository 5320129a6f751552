import { Module } from '@nestjs/common';
import { LedgerRepository } from './ledger/ledger.repository';
import { SeamlessDebits } from './ledger/seamless-debits';
import { WalletOperationsRepository } from './ledger/wallet-operations.repository';
import { WalletOperationsWorker } from './ledger/wallet-operations.worker';
import { WalletService } from './ledger/wallet.service';
import { SeamlessWalletModule } from './seamless/seamless-wallet.module';

/**
 * Money: the ledger, payments and refunds through either kind of wallet, the seamless wallet's
 * debits and the worker that retries its rollbacks and credits. Needs the global AppConfig and
 * Clock, and the default data source.
 */
@Module({
  imports: [SeamlessWalletModule],
  providers: [LedgerRepository, WalletOperationsRepository, WalletService, SeamlessDebits, WalletOperationsWorker],
  exports: [LedgerRepository, WalletOperationsRepository, WalletService, SeamlessDebits, WalletOperationsWorker, SeamlessWalletModule],
})
export class WalletModule {}

export * from './seamless';
export * from './ledger/ledger.repository';
export * from './ledger/wallet-operations.repository';
export * from './ledger/wallet.service';
export * from './ledger/wallet-operations.worker';
export * from './domain/transaction-ids';
export * from './wallet.module';

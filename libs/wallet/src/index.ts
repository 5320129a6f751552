export * from './ledger/ledger.repository';
export * from './ledger/wallet.service';
export * from './domain/transaction-ids';
export * from './wallet.module';
export * from './ledger/seamless-debits';
export * from './seamless/wallet-protocol';
export * from './seamless/wallet-url';

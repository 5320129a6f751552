export * from './entry-status';
export * from './fingerprint';
export * from './transaction-ids';

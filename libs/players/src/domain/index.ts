export * from './entry-status';
export * from './transaction-ids';
export * from './decimal-text';
export * from './standings';
export * from './final-outcome';

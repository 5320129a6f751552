export * from './entities';
export * from './data-source-options';
export * from './database.module';
export * from './migrate';
export * from './operator-scoped.repository';
export * from './idempotency/idempotency.repository';
export * from './embedded/embedded-database';
export * from './embedded/data-dir-lock';

export * from './lifecycle';
export * from './tournament-config';
export * from './distribution';
export * from './prize-pool';
export * from './tournament-rules';
export * from './money-limits';
export * from './entry-status';
export * from './series-schedule';

export * from './events.module';
export * from './outbox.writer';
export * from './domain/event-types';
export * from './domain/envelope';

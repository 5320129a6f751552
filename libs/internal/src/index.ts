export * from './internal.module';

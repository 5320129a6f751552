export * from './results.module';

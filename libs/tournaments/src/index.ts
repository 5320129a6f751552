export * from './tournaments.module';

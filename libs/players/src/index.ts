export * from './players.module';

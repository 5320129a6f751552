export * from './players.module';
export * from './players-core.module';
export * from './registration/players.repository';
export * from './registration/player-participation';
export * from './registration/player-token.validator';

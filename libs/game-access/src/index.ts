export * from './game-access.module';
export * from './game-token.service';
export * from './game-url';
export * from './signing-key-store';

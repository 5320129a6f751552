export * from './game-access.module';
export * from './game-token.service';
export * from './game-url';
export * from './jwks.dto';
export * from './signing-key-store';

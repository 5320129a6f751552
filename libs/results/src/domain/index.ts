export * from './final-positions';
export * from './prizes';
export * from './statistics';

export * from './final-positions';
export * from './prizes';
export * from './statistics';
export * from './standings';
export * from './final-outcome';
export * from './projected-prizes';

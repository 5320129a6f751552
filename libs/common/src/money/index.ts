export * from './currency';
export * from './amount';
export * from './percent';
export * from './limits';
export * from './decimal-text';

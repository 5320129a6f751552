export * from './error-code';
export * from './domain.exception';
export * from './error-response';
export * from './http-exception.filter';

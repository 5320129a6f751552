export * from './bidi-controls';
export * from './decorators';
export * from './flatten-errors';
export * from './request-validation.pipe';
export * from './rfc3339';

export { createAdminClient, createInternalClient, createOperatorClient } from './client';
export type { AdminClient, ClientConfig, IdempotencyOption, InternalClient, Method, OperatorClient, TypedClient } from './client';
export { ApiError, isApiError, isAuthErrorCode, isKnownErrorCode, unwrap, UNEXPECTED_RESPONSE } from './errors';
export type { SuccessData } from './errors';
export { API_VERSION, AUTH_ERROR_CODES, ERROR_CODES } from './generated/constants';
export type {
  AdminPaths,
  ApiErrorCode,
  AuthErrorCode,
  components,
  DocumentErrorCode,
  InternalPaths,
  KnownErrorCode,
  OperatorPaths,
  operations,
  paths,
  Schema,
} from './types';

import { ERROR_STATUS, ErrorCode } from './error-code';
import {
  DomainException,
  ForbiddenException,
  ServiceUnavailableException,
  UnauthorizedException,
  ValidationFailedException,
} from './domain.exception';

export interface ErrorBody {
  error: string;
  message: string;
  code?: string;
  required_permission?: string;
  errors?: Record<string, string[]>;
  details?: Record<string, unknown>;
}

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** PostgreSQL SQLSTATE classes and socket errors that mean "the database is not reachable". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connect ECONNREFUSED',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection is not established',
  'Driver not Connected',
  'database is not established',
  'Pool is closed',
  'Cannot use a pool after calling end',
  // TypeORM releases a query runner whose connection dropped (its pg client emitted 'error'); the
  // next query of that transaction then fails with one of these (QueryRunnerAlreadyReleasedError,
  // QueryRunnerProviderAlreadyReleasedError).
  'Query runner already released',
  'connection provided by a query runner was already released',
];

/**
 * Turns anything thrown while serving a request into a D3 response. Only DomainException
 * messages reach the client verbatim; everything unexpected becomes a bare 500 with the request
 * id, so no stack, SQL or entity ever leaks.
 */
export function toErrorResponse(error: unknown, requestId: string): ErrorResponse {
  if (error instanceof DomainException) return fromDomain(error, requestId);
  const httpLike = fromHttpLike(error);
  if (httpLike) return httpLike;
  if (isDependencyDown(error)) return fromDomain(new ServiceUnavailableException(), requestId);
  const overflow = numericOverflowException(error);
  if (overflow) return fromDomain(overflow, requestId);
  if (isUniqueViolation(error)) {
    return fromDomain(new DomainException(ErrorCode.Conflict, 'The request conflicts with existing data'), requestId);
  }
  return internalError(requestId);
}

export function internalError(requestId: string): ErrorResponse {
  return {
    status: 500,
    body: {
      error: ErrorCode.InternalError,
      message: 'An unexpected error occurred',
      details: { request_id: requestId },
    },
    headers: {},
  };
}

function fromDomain(error: DomainException, requestId: string): ErrorResponse {
  const status = ERROR_STATUS[error.code];
  const body: ErrorBody = { error: error.code, message: error.message };
  const headers: Record<string, string> = {};
  if (error instanceof UnauthorizedException) body.code = error.authCode;
  if (error instanceof ForbiddenException) {
    body.code = error.authCode;
    if (error.requiredPermission) body.required_permission = error.requiredPermission;
  }
  if (error instanceof ValidationFailedException) body.errors = error.errors;
  if (error.details) body.details = { ...error.details };
  if (error instanceof ServiceUnavailableException) {
    headers['retry-after'] = String(error.retryAfterSeconds);
  }
  const retryAfter = error.details?.retry_after;
  if (typeof retryAfter === 'number') headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfter)));
  if (status >= 500) body.details = { ...(body.details ?? {}), request_id: requestId };
  return { status, body, headers };
}

interface HttpLikeError {
  statusCode?: number;
  status?: number;
  code?: string;
  message?: string;
  getStatus?: () => number;
}

/** Errors raised by Fastify (body parsing, limits, routing) and Nest's own HttpExceptions. */
function fromHttpLike(error: unknown): ErrorResponse | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as HttpLikeError;
  const status = typeof e.getStatus === 'function' ? e.getStatus() : (e.statusCode ?? undefined);
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const body = httpLikeBody(status, e);
  const headers: Record<string, string> = status === 429 ? { 'retry-after': '60' } : {};
  return { status: body.error === ErrorCode.InvalidRequest ? 400 : status, body, headers };
}

function httpLikeBody(status: number, e: HttpLikeError): ErrorBody {
  switch (status) {
    case 404:
      return { error: ErrorCode.NotFound, message: 'No such route or resource' };
    case 413:
      return { error: ErrorCode.PayloadTooLarge, message: 'The request body exceeds 1 MiB' };
    case 415:
      return {
        error: ErrorCode.InvalidRequest,
        message: 'Unsupported Content-Type: request bodies must be application/json',
      };
    case 400:
      return { error: ErrorCode.InvalidRequest, message: describeBadRequest(e) };
    case 405:
      return { error: ErrorCode.NotFound, message: 'No such route or resource' };
    case 401:
      return { error: ErrorCode.Unauthorized, code: 'INVALID_API_KEY', message: 'Invalid or missing API key' };
    case 403:
      return { error: ErrorCode.Forbidden, code: 'INSUFFICIENT_PERMISSIONS', message: 'Forbidden' };
    case 409:
      return { error: ErrorCode.Conflict, message: 'The request conflicts with the current state' };
    case 422:
      return { error: ErrorCode.ValidationError, message: 'Request validation failed', errors: {} };
    case 429:
      return { error: ErrorCode.RateLimitExceeded, message: 'Rate limit exceeded' };
    default:
      return { error: ErrorCode.InvalidRequest, message: 'The request could not be processed' };
  }
}

function describeBadRequest(e: HttpLikeError): string {
  switch (e.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return "Body cannot be empty when Content-Type is 'application/json'";
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Content-Length does not match the body';
    default:
      if (e.code?.startsWith('FST_ERR_CTP') || e instanceof SyntaxError) {
        return 'The request body is not valid JSON';
      }
      return 'The request could not be read';
  }
}

function isDependencyDown(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: string; message?: string; driverError?: unknown };
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  if (e.message && UNAVAILABLE_MESSAGES.some((m) => e.message!.includes(m))) return true;
  return e.driverError ? isDependencyDown(e.driverError) : false;
}

/**
 * A PostgreSQL numeric overflow (SQLSTATE 22003: a value past its NUMERIC(24,8) column, |x| <
 * 10^16) as the 409 `conflict` that names the limit, or undefined for any other error. The
 * limits of libs/common/src/money/limits.ts refuse such amounts before they are written; this is
 * the net under them, so an overflow is never a 500. The transaction that met it rolled back.
 */
export function numericOverflowException(error: unknown): DomainException | undefined {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  if (e?.code !== '22003' && e?.driverError?.code !== '22003') return undefined;
  return new DomainException(
    ErrorCode.Conflict,
    `An amount or balance would exceed the largest the service stores (amounts below ${MONEY_COLUMN_LIMIT}, balances below ${BALANCE_COLUMN_LIMIT} in absolute value); nothing was changed`,
  );
}

/** 10^16: money columns are NUMERIC(24,8), 16 integer digits (COLUMN_LIMIT_MAJOR of money/limits.ts). */
const MONEY_COLUMN_LIMIT = '10000000000000000';
/** 10^30: balances are NUMERIC(38,8), 30 integer digits (BALANCE_COLUMN_LIMIT_MAJOR of money/limits.ts). */
const BALANCE_COLUMN_LIMIT = '1000000000000000000000000000000';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  return e?.code === '23505' || e?.driverError?.code === '23505';
}

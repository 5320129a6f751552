import { AUTH_ERROR_CODES, ERROR_CODES } from './generated/constants';
import type { ApiErrorCode, AuthErrorCode } from './types';

/** Stands for a response that is not an error body of this API (a proxy's HTML page, say). */
export const UNEXPECTED_RESPONSE = 'unexpected_response';

/**
 * An error response of the API: `{ error, message, details? }` (401 and 403 add `code`, 422 adds
 * `errors`). `code` is the body's machine-readable `error`, typed as the union of the API's codes,
 * so `if (e.code === 'player_already_registerd')` does not compile.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status. */
  readonly status: number;
  /** The body's `error` (or `unexpected_response` when the body is not an error of this API). */
  readonly code: ApiErrorCode | typeof UNEXPECTED_RESPONSE;
  /** 401 and 403: `INVALID_API_KEY`, `INSUFFICIENT_PERMISSIONS` or `RESOURCE_FORBIDDEN`. */
  readonly authCode?: AuthErrorCode;
  /** Extra context (`request_id` on 5xx, `retry_after` on 429, ...). */
  readonly details?: Record<string, unknown>;
  /** 422 `validation_error`: messages by field path. */
  readonly fieldErrors?: Record<string, string[]>;
  /** The response's `X-Request-Id`, to quote when reporting a problem. */
  readonly requestId?: string;
  /** The body as received (parsed JSON, or text). */
  readonly body: unknown;

  constructor(status: number, body: unknown, requestId?: string) {
    const fields = isObject(body) ? body : {};
    const message = typeof fields.message === 'string' ? fields.message : `HTTP ${status}`;
    super(message);
    this.status = status;
    this.body = body;
    this.requestId = requestId;
    this.code = typeof fields.error === 'string' ? (fields.error as ApiErrorCode) : UNEXPECTED_RESPONSE;
    if (typeof fields.code === 'string') this.authCode = fields.code as AuthErrorCode;
    if (isObject(fields.details)) this.details = fields.details;
    if (isObject(fields.errors)) this.fieldErrors = fields.errors as Record<string, string[]>;
  }

  /** An ApiError from an openapi-fetch result that carries `error`. */
  static fromResult(result: { error?: unknown; response: Response }): ApiError {
    return new ApiError(result.response.status, result.error, result.response.headers.get('x-request-id') ?? undefined);
  }
}

/** Whether `value` is an ApiError, optionally with one of the given codes. */
export function isApiError(value: unknown, ...codes: ApiErrorCode[]): value is ApiError {
  return value instanceof ApiError && (codes.length === 0 || (codes as string[]).includes(value.code));
}

/** Whether a string is one of the API's known error codes. */
export function isKnownErrorCode(value: string): value is (typeof ERROR_CODES)[number] {
  return (ERROR_CODES as readonly string[]).includes(value);
}

/** Whether a string is one of the `code` values of 401 and 403 responses. */
export function isAuthErrorCode(value: string): value is AuthErrorCode {
  return (AUTH_ERROR_CODES as readonly string[]).includes(value);
}

/** The data type of the success branch of an openapi-fetch result. */
export type SuccessData<Result> = Result extends { data: infer Data; error?: never } ? Data : never;

/**
 * The data of a successful call, or an {@link ApiError} thrown for an error response:
 * `const tournament = await unwrap(operator.GET('/api/tournaments/{tournamentId}', ...))`.
 */
export async function unwrap<Result extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<Result>,
): Promise<SuccessData<Result>> {
  const result = await call;
  // openapi-fetch leaves `error` undefined for an error without a body: the status decides.
  if (!result.response.ok) throw ApiError.fromResult(result);
  return result.data as SuccessData<Result>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

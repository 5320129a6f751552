import { AuthErrorCode, ErrorCode } from './error-code';

/**
 * The one exception type that services throw. It carries a code, never an HTTP status: the
 * status is decided once, at the edge, by the exception filter (ERROR_STATUS).
 */
export class DomainException extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainException';
  }
}

/** 422 with the per-field `errors` map of D3. */
export class ValidationFailedException extends DomainException {
  constructor(
    readonly errors: Record<string, string[]>,
    message = 'Request validation failed',
  ) {
    super(ErrorCode.ValidationError, message);
  }

  static forField(field: string, ...messages: string[]): ValidationFailedException {
    return new ValidationFailedException({ [field]: messages });
  }
}

/** 401 `{ error: "unauthorized", code: "INVALID_API_KEY", message }`. */
export class UnauthorizedException extends DomainException {
  readonly authCode = AuthErrorCode.InvalidApiKey;
  constructor(message = 'Invalid or missing API key') {
    super(ErrorCode.Unauthorized, message);
  }
}

/** 403 for a missing permission, or for a resource of another operator. */
export class ForbiddenException extends DomainException {
  constructor(
    readonly authCode: AuthErrorCode.InsufficientPermissions | AuthErrorCode.ResourceForbidden,
    message: string,
    readonly requiredPermission?: string,
  ) {
    super(ErrorCode.Forbidden, message);
  }

  static missingPermission(permission: string): ForbiddenException {
    return new ForbiddenException(AuthErrorCode.InsufficientPermissions, `This API key lacks the '${permission}' permission`, permission);
  }

  static otherOperator(resource = 'resource'): ForbiddenException {
    return new ForbiddenException(AuthErrorCode.ResourceForbidden, `This ${resource} belongs to another operator`);
  }
}

/** 503 with Retry-After, for a dependency that is down. */
export class ServiceUnavailableException extends DomainException {
  constructor(
    message = 'A required dependency is unavailable; retry shortly',
    readonly retryAfterSeconds = 5,
  ) {
    super(ErrorCode.ServiceUnavailable, message);
  }
}

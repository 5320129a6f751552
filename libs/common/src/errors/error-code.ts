/**
 * Every machine-readable error code the API returns (D3). The HTTP status of each code is fixed
 * in one table, so a code always means the same status wherever it is thrown.
 */
export enum ErrorCode {
  InvalidRequest = 'invalid_request',
  UnsupportedApiVersion = 'unsupported_api_version',
  ValidationError = 'validation_error',
  Unauthorized = 'unauthorized',
  Forbidden = 'forbidden',
  NotFound = 'not_found',
  TournamentNotFound = 'tournament_not_found',
  PlayerNotFound = 'player_not_found',
  RoomNotFound = 'room_not_found',
  RoomClosed = 'room_closed',
  InvalidRoomTransition = 'invalid_room_transition',
  PayloadTooLarge = 'payload_too_large',
  PlayerAlreadyRegistered = 'player_already_registered',
  TournamentFull = 'tournament_full',
  InsufficientBalance = 'insufficient_balance',
  TournamentStarted = 'tournament_started',
  TournamentCancelled = 'tournament_cancelled',
  TournamentCompleted = 'tournament_completed',
  RegistrationClosed = 'registration_closed',
  TournamentNotCompleted = 'tournament_not_completed',
  TournamentNotStarted = 'tournament_not_started',
  DuplicateExternalId = 'duplicate_external_id',
  RebuyNotAllowed = 'rebuy_not_allowed',
  IdempotencyConflict = 'idempotency_conflict',
  IdempotencyKeyInUse = 'idempotency_key_in_use',
  Conflict = 'conflict',
  RateLimitExceeded = 'rate_limit_exceeded',
  InternalError = 'internal_error',
  ServiceUnavailable = 'service_unavailable',
}

export const ERROR_STATUS = {
  [ErrorCode.InvalidRequest]: 400,
  [ErrorCode.UnsupportedApiVersion]: 400,
  [ErrorCode.ValidationError]: 422,
  [ErrorCode.Unauthorized]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.TournamentNotFound]: 404,
  [ErrorCode.PlayerNotFound]: 404,
  [ErrorCode.RoomNotFound]: 404,
  [ErrorCode.RoomClosed]: 409,
  [ErrorCode.InvalidRoomTransition]: 409,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.PlayerAlreadyRegistered]: 409,
  [ErrorCode.TournamentFull]: 409,
  [ErrorCode.InsufficientBalance]: 409,
  [ErrorCode.TournamentStarted]: 409,
  [ErrorCode.TournamentCancelled]: 409,
  [ErrorCode.TournamentCompleted]: 409,
  [ErrorCode.RegistrationClosed]: 409,
  [ErrorCode.TournamentNotCompleted]: 409,
  [ErrorCode.TournamentNotStarted]: 409,
  [ErrorCode.DuplicateExternalId]: 409,
  [ErrorCode.RebuyNotAllowed]: 409,
  [ErrorCode.IdempotencyConflict]: 409,
  [ErrorCode.IdempotencyKeyInUse]: 409,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.RateLimitExceeded]: 429,
  [ErrorCode.InternalError]: 500,
  [ErrorCode.ServiceUnavailable]: 503,
} as const satisfies Record<ErrorCode, number>;

/** An HTTP status that some error code has. */
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/** The `code` field that D3 adds to 401 and 403 bodies. */
export enum AuthErrorCode {
  InvalidApiKey = 'INVALID_API_KEY',
  InsufficientPermissions = 'INSUFFICIENT_PERMISSIONS',
  ResourceForbidden = 'RESOURCE_FORBIDDEN',
}

/** The status of the bodies that carry each `code`. */
export const AUTH_ERROR_STATUS = {
  [AuthErrorCode.InvalidApiKey]: 401,
  [AuthErrorCode.InsufficientPermissions]: 403,
  [AuthErrorCode.ResourceForbidden]: 403,
} as const satisfies Record<AuthErrorCode, number>;

/** The error codes (and 401/403 `code` values) that are sent with status S. */
export type CodeOfStatus<S extends number> =
  | { [C in ErrorCode]: (typeof ERROR_STATUS)[C] extends S ? C : never }[ErrorCode]
  | { [C in AuthErrorCode]: (typeof AUTH_ERROR_STATUS)[C] extends S ? C : never }[AuthErrorCode];

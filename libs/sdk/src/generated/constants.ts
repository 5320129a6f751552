/**
 * GENERATED FILE, DO NOT EDIT.
 * Generated from the service's OpenAPI document (GET /api/docs-json) by `npm run sdk:generate`
 * (libs/sdk/tools/generate.ts). Regenerate it with `npm run sdk:generate` after any change to the
 * document; `npm test` (test/e2e/sdk-generated.e2e-spec.ts) fails while it differs from the
 * document the service serves.
 */

/** The version of the API this SDK was generated from; the client sends it as `API-Version`. */
export const API_VERSION = "1.0.0";

/** Every machine-readable error code of the API: the `error` field of an error response. */
export const ERROR_CODES = [
  "invalid_request",
  "unsupported_api_version",
  "validation_error",
  "unauthorized",
  "forbidden",
  "not_found",
  "tournament_not_found",
  "player_not_found",
  "room_not_found",
  "room_closed",
  "invalid_room_transition",
  "payload_too_large",
  "player_already_registered",
  "tournament_full",
  "insufficient_balance",
  "tournament_started",
  "tournament_cancelled",
  "tournament_completed",
  "registration_closed",
  "tournament_not_completed",
  "tournament_not_started",
  "duplicate_external_id",
  "rebuy_not_allowed",
  "idempotency_conflict",
  "idempotency_key_in_use",
  "conflict",
  "rate_limit_exceeded",
  "internal_error",
  "service_unavailable",
] as const;

/** The `code` field that 401 and 403 responses add. */
export const AUTH_ERROR_CODES = [
  "INVALID_API_KEY",
  "INSUFFICIENT_PERMISSIONS",
  "RESOURCE_FORBIDDEN",
] as const;

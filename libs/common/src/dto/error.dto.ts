import { METHOD_METADATA } from '@nestjs/common/constants';
import { DECORATORS } from '@nestjs/swagger';
import type { ExampleObject, HeadersObject, ResponseObject, ResponsesObject, SchemaObject } from '@nestjs/swagger';
import { AUTH_ERROR_STATUS, AuthErrorCode, CodeOfStatus, ERROR_STATUS, ErrorCode, ErrorStatus } from '../errors/error-code';

/**
 * The error responses of the OpenAPI document. Every operation lists, per status, exactly the
 * codes it can answer with: `error` (and the 401/403 `code`) is an enum per operation and status,
 * with one example per code, so a generated client can compare codes with the compiler's help.
 *
 * Declarations add up: the auth decorators (@Auth, @InternalAuth, @AdminAuth) declare what every
 * route of their kind can answer (401, 429, 400 unsupported_api_version, 500, 503), and each
 * route adds its own with @ApiErrors({ 404: [...], 409: [...] }).
 */

/** Error codes grouped by the status they are sent with; a code under another status does not compile. */
export type ErrorDeclaration = { readonly [S in ErrorStatus]?: readonly CodeOfStatus<S>[] };

type AnyCode = ErrorCode | AuthErrorCode;

/** What each code means to a client, and the message the server sends with it (the example). */
const CODES: Record<AnyCode, { meaning: string; message: string }> = {
  [ErrorCode.InvalidRequest]: {
    meaning:
      'the request cannot be read: malformed JSON, a body that is not an object, a Content-Type other than application/json, a bad query parameter or a malformed Idempotency-Key',
    message: 'The request body is not valid JSON',
  },
  [ErrorCode.UnsupportedApiVersion]: {
    meaning: 'the API-Version header names a version other than 1 or 1.0.0',
    message: "API version '2' is not supported; the only version is 1.0.0",
  },
  [ErrorCode.ValidationError]: {
    meaning: 'a field is missing, wrong, unknown or breaks a business rule; `errors` names each field',
    message: 'Request validation failed',
  },
  [ErrorCode.Unauthorized]: { meaning: 'no valid key', message: 'Invalid or missing API key' },
  [ErrorCode.Forbidden]: { meaning: 'the key may not do this', message: 'Forbidden' },
  [ErrorCode.NotFound]: {
    meaning: 'no such resource, or a path that names none (undecodable, or a parameter longer than 256 characters)',
    message: 'No such route or resource',
  },
  [ErrorCode.TournamentNotFound]: { meaning: 'no tournament with this id', message: 'Tournament not found' },
  [ErrorCode.PlayerNotFound]: { meaning: 'no such player', message: 'Player not found in this tournament' },
  [ErrorCode.RoomNotFound]: { meaning: 'no room with this id in the tournament', message: 'Room not found in this tournament' },
  [ErrorCode.RoomClosed]: {
    meaning: 'the room is closed and can no longer change',
    message: 'The room is closed; a closed room can no longer change',
  },
  [ErrorCode.InvalidRoomTransition]: {
    meaning: 'rooms move open → playing → closed, never back',
    message: 'A playing room cannot become open; rooms move open → playing → closed',
  },
  [ErrorCode.PayloadTooLarge]: { meaning: 'the body exceeds 1 MiB', message: 'The request body exceeds 1 MiB' },
  [ErrorCode.PlayerAlreadyRegistered]: {
    meaning: 'the user already holds a live entry in this tournament',
    message: 'This user is already registered in the tournament',
  },
  [ErrorCode.TournamentFull]: { meaning: 'every seat is taken', message: 'The tournament is full' },
  [ErrorCode.InsufficientBalance]: {
    meaning: "the player's balance (or the operator's seamless wallet) does not cover the amount",
    message: "The player's EUR balance does not cover 10.00",
  },
  [ErrorCode.TournamentStarted]: {
    meaning: 'the tournament has started; this is allowed only before',
    message: 'The tournament has already started',
  },
  [ErrorCode.TournamentCancelled]: { meaning: 'the tournament is cancelled', message: 'The tournament is cancelled and cannot be started' },
  [ErrorCode.TournamentCompleted]: { meaning: 'the tournament is completed', message: 'The tournament has already completed' },
  [ErrorCode.RegistrationClosed]: {
    meaning: 'registration is closed: the tournament started (and late registration ended) or is final',
    message: 'Registration is closed: the tournament has started',
  },
  [ErrorCode.TournamentNotCompleted]: {
    meaning: 'results exist only once the tournament is completed',
    message: 'Results are available once the tournament is completed; it is in_progress',
  },
  [ErrorCode.TournamentNotStarted]: {
    meaning: 'only a tournament in progress can be completed',
    message: 'The tournament has not started yet; only a tournament in progress can be completed',
  },
  [ErrorCode.DuplicateExternalId]: {
    meaning: 'the operator already has a tournament with this external_id',
    message: 'A tournament with this external_id already exists for this operator',
  },
  [ErrorCode.RebuyNotAllowed]: {
    meaning: 'rebuys are off, the tournament is final, the player cannot rebuy, or max_entries_per_player would be exceeded',
    message: 'Rebuy not allowed: rebuys are not enabled for this tournament',
  },
  [ErrorCode.IdempotencyConflict]: {
    meaning: 'the Idempotency-Key (or the payment_id / transfer_id) was already used for a different request',
    message: 'This Idempotency-Key was already used for a different request (method, path or body)',
  },
  [ErrorCode.IdempotencyKeyInUse]: {
    meaning: 'a request with this Idempotency-Key is still running; retry after it completes',
    message: 'A request with this Idempotency-Key is still being processed; retry after it completes',
  },
  [ErrorCode.Conflict]: {
    meaning: 'the request conflicts with the current state',
    message: 'The request conflicts with the current state',
  },
  [ErrorCode.RateLimitExceeded]: {
    meaning: 'a rate limit refused the call; retry after Retry-After seconds',
    message: 'Rate limit exceeded for general API calls: 1000 requests per 60 s; retry in 12 s',
  },
  [ErrorCode.InternalError]: { meaning: 'an unexpected error; quote details.request_id', message: 'An unexpected error occurred' },
  [ErrorCode.ServiceUnavailable]: {
    meaning: 'a dependency (the database, or the operator’s wallet) is unavailable; retry after Retry-After seconds',
    message: 'A required dependency is unavailable; retry shortly',
  },
  [AuthErrorCode.InvalidApiKey]: {
    meaning: 'the key is missing, malformed, unknown, revoked, expired or of the wrong kind',
    message: 'Invalid or missing API key',
  },
  [AuthErrorCode.InsufficientPermissions]: {
    meaning: 'the key’s role lacks the permission the route needs (named in required_permission)',
    message: "This API key lacks the 'tournaments.write' permission",
  },
  [AuthErrorCode.ResourceForbidden]: {
    meaning: 'the resource belongs to an operator the key does not act for',
    message: 'This tournament belongs to another operator',
  },
};

/** Per-code examples of the details a body carries (the schema below declares each property). */
const EXAMPLE_DETAILS: Partial<Record<AnyCode, Record<string, unknown>>> = {
  [ErrorCode.UnsupportedApiVersion]: { supported_versions: ['1.0.0'] },
  [ErrorCode.RateLimitExceeded]: { limit: 1000, window_seconds: 60, retry_after: 12, category: 'general' },
  [ErrorCode.InternalError]: { request_id: '01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d' },
  [ErrorCode.ServiceUnavailable]: { request_id: '01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d' },
};

/** The limits a 429 can name in details.category, by the kind of route. */
export const RATE_LIMIT_CATEGORIES = {
  operator: ['creation', 'registration', 'results', 'tournament_ops', 'general', 'burst', 'failed_auth'],
  internal: ['internal', 'internal_burst', 'failed_auth'],
  admin: ['failed_auth'],
} as const;

const RETRY_AFTER = { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 1 } } as const;
const RATE_LIMIT_HEADERS: HeadersObject = {
  'Retry-After': RETRY_AFTER,
  'X-RateLimit-Limit': { description: 'Requests allowed in the window of the limit that refused the call', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Always 0 on a 429', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Unix time (seconds) at which that window ends', schema: { type: 'integer' } },
};

const STATUS_TITLES: Record<number, string> = {
  400: 'The request cannot be read',
  401: 'Authentication failed',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Body too large',
  422: 'Validation failed',
  429: 'Rate limit exceeded',
  500: 'Internal error',
  503: 'Service unavailable',
};

/** The status of a code; undefined for a string that is no code. */
export function statusOfCode(code: string): number | undefined {
  return (ERROR_STATUS as Record<string, number>)[code] ?? (AUTH_ERROR_STATUS as Record<string, number>)[code];
}

const isAuthCode = (code: string): code is AuthErrorCode => Object.values<string>(AuthErrorCode).includes(code);

/** The error model of one operation: the codes per status, the 429's limit categories, the 403's permission. */
export interface ErrorModel {
  codes: Map<number, Set<AnyCode>>;
  rateLimitCategories: Set<string>;
  requiredPermissions: Set<string>;
}

/** What an error response says beyond its codes: the limits a 429 can name, the permission a 403 names. */
export interface ErrorContext {
  rateLimitCategories?: readonly string[];
  requiredPermissions?: readonly string[];
}

/** The JSON schema of an error body of `status` that carries exactly `codes`. */
export function errorSchema(status: number, codes: readonly AnyCode[], context: ErrorContext = {}): SchemaObject {
  const { rateLimitCategories = [], requiredPermissions = [] } = context;
  const errors = [
    ...new Set(codes.map((code) => (isAuthCode(code) ? (status === 401 ? ErrorCode.Unauthorized : ErrorCode.Forbidden) : code))),
  ];
  const authCodes = codes.filter(isAuthCode);
  const properties: Record<string, SchemaObject> = {
    error: { type: 'string', enum: errors, description: 'Machine-readable error code' },
  };
  const required = ['error', 'message'];
  if (status === 401 || status === 403) {
    properties.code = {
      type: 'string',
      enum: authCodes.length > 0 ? authCodes : [status === 401 ? AuthErrorCode.InvalidApiKey : AuthErrorCode.InsufficientPermissions],
    };
    required.push('code');
  }
  if (authCodes.includes(AuthErrorCode.InsufficientPermissions)) {
    properties.required_permission = {
      type: 'string',
      description: 'The permission the key lacks (with INSUFFICIENT_PERMISSIONS)',
      ...(requiredPermissions.length > 0 ? { enum: [...requiredPermissions] } : {}),
    };
  }
  properties.message = { type: 'string', description: 'For people; do not parse' };
  if (status === 422) {
    properties.errors = {
      type: 'object',
      description: 'Field path → messages',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    };
    required.push('errors');
  }
  const details = detailsSchema(errors, rateLimitCategories);
  if (details) {
    properties.details = details;
    if (details.required?.length) required.push('details');
  }
  return { type: 'object', required, properties };
}

/** The `details` of a body with one of these codes, or undefined when none carries any. */
function detailsSchema(errors: readonly AnyCode[], rateLimitCategories: readonly string[]): SchemaObject | undefined {
  const properties: Record<string, SchemaObject> = {};
  let required: string[] | undefined;
  const only = (code: AnyCode) => errors.length === 1 && errors[0] === code;
  if (errors.includes(ErrorCode.InvalidRequest)) {
    properties.errors = {
      type: 'object',
      description: 'With a bad query parameter or Idempotency-Key: parameter → messages',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    };
  }
  if (errors.includes(ErrorCode.UnsupportedApiVersion)) {
    properties.supported_versions = {
      type: 'array',
      items: { type: 'string' },
      description: 'With unsupported_api_version',
      example: ['1.0.0'],
    };
  }
  if (errors.includes(ErrorCode.RateLimitExceeded)) {
    properties.limit = { type: 'integer', description: 'Requests (or failed authentications) allowed per window' };
    properties.window_seconds = { type: 'integer', description: 'Length of the window, in seconds' };
    properties.retry_after = { type: 'integer', description: 'Seconds until a call can pass again (also in Retry-After)' };
    properties.category = {
      type: 'string',
      description: 'The limit that refused the call',
      ...(rateLimitCategories.length > 0 ? { enum: [...rateLimitCategories] } : {}),
    };
    if (only(ErrorCode.RateLimitExceeded)) required = ['limit', 'window_seconds', 'retry_after', 'category'];
  }
  if (errors.includes(ErrorCode.InternalError) || errors.includes(ErrorCode.ServiceUnavailable)) {
    properties.request_id = { type: 'string', description: 'The request id (also in X-Request-Id); quote it when reporting a problem' };
    if (errors.every((code) => code === ErrorCode.InternalError || code === ErrorCode.ServiceUnavailable)) required = ['request_id'];
  }
  if (errors.includes(ErrorCode.ServiceUnavailable)) {
    properties.checks = { type: 'object', description: 'Readiness only: the result of each check', additionalProperties: true };
  }
  if (Object.keys(properties).length === 0) return undefined;
  return { type: 'object', properties, ...(required ? { required } : {}) };
}

/** An example body per code, valid against errorSchema of the same codes. */
function examplesOf(status: number, codes: readonly AnyCode[], context: ErrorContext): Record<string, ExampleObject> {
  const { rateLimitCategories = [], requiredPermissions = [] } = context;
  const permission = requiredPermissions[0] ?? 'tournaments.write';
  return Object.fromEntries(
    codes.map((code) => {
      const value: Record<string, unknown> = isAuthCode(code)
        ? { error: status === 401 ? ErrorCode.Unauthorized : ErrorCode.Forbidden, code }
        : { error: code };
      if (code === AuthErrorCode.InsufficientPermissions) value.required_permission = permission;
      value.message = code === AuthErrorCode.InsufficientPermissions ? insufficientPermissionMessage(permission) : CODES[code].message;
      if (code === ErrorCode.ValidationError) value.errors = { name: ['name must be longer than or equal to 1 characters'] };
      const details = EXAMPLE_DETAILS[code];
      if (details) {
        value.details =
          code === ErrorCode.RateLimitExceeded && rateLimitCategories.length > 0 && !rateLimitCategories.includes(String(details.category))
            ? { ...details, category: rateLimitCategories[0] }
            : details;
      }
      return [code, { summary: code, value }];
    }),
  );
}

/** The response object of `status` with exactly `codes`. */
export function errorResponse(status: number, codes: readonly AnyCode[], context: ErrorContext = {}): ResponseObject {
  const sorted = [...new Set(codes)].sort();
  const permissions = context.requiredPermissions ?? [];
  const lines = sorted.map((code) => {
    const line = `- \`${code}\`: ${CODES[code].meaning}`;
    return code === AuthErrorCode.InsufficientPermissions && permissions.length > 0
      ? `${line}; this route needs ${permissions.map((p) => `'${p}'`).join(' or ')} (${insufficientPermissionMessage(permissions[0])})`
      : line;
  });
  const headers: HeadersObject | undefined =
    status === 429 ? RATE_LIMIT_HEADERS : sorted.includes(ErrorCode.ServiceUnavailable) ? { 'Retry-After': RETRY_AFTER } : undefined;
  return {
    description: `${STATUS_TITLES[status] ?? 'Error'}:\n${lines.join('\n')}`,
    ...(headers ? { headers } : {}),
    content: {
      'application/json': {
        schema: errorSchema(status, sorted, context),
        examples: examplesOf(status, sorted, context),
      },
    },
  };
}

/** Refuses a declaration whose codes are not sent with the status they are listed under. */
export function checkDeclaration(declaration: Readonly<Record<number, readonly string[] | undefined>>): void {
  for (const [key, codes] of Object.entries(declaration)) {
    const status = Number(key);
    if (!codes || codes.length === 0) throw new Error(`ApiErrors: status ${status} lists no error code`);
    for (const code of codes) {
      const actual = statusOfCode(code);
      if (actual === undefined) throw new Error(`ApiErrors: '${code}' is not an error code`);
      if (actual !== status) throw new Error(`ApiErrors: '${code}' is sent with ${actual}, not ${status}`);
    }
  }
}

const ERROR_MODEL = Symbol('error-model');

/** The accumulated error model of a route handler. */
export function errorModelOf(handler: object): ErrorModel | undefined {
  return Reflect.getMetadata(ERROR_MODEL, handler) as ErrorModel | undefined;
}

/** Adds to a handler's model and rewrites its Swagger responses for the statuses touched. */
function contribute(handler: object, declaration: Readonly<Record<number, readonly AnyCode[] | undefined>>, context: ErrorContext): void {
  const model: ErrorModel = errorModelOf(handler) ?? { codes: new Map(), rateLimitCategories: new Set(), requiredPermissions: new Set() };
  for (const category of context.rateLimitCategories ?? []) model.rateLimitCategories.add(category);
  for (const permission of context.requiredPermissions ?? []) model.requiredPermissions.add(permission);
  const touched = new Set<number>();
  for (const [key, codes] of Object.entries(declaration)) {
    const status = Number(key);
    const set = model.codes.get(status) ?? new Set<AnyCode>();
    for (const code of codes ?? []) set.add(code);
    model.codes.set(status, set);
    touched.add(status);
  }
  if ((context.rateLimitCategories ?? []).length > 0 && model.codes.has(429)) touched.add(429);
  if ((context.requiredPermissions ?? []).length > 0 && model.codes.has(403)) touched.add(403);
  Reflect.defineMetadata(ERROR_MODEL, model, handler);
  const responses = { ...((Reflect.getMetadata(DECORATORS.API_RESPONSE, handler) as Record<string, unknown> | undefined) ?? {}) };
  for (const status of touched) {
    const response = errorResponse(status, [...model.codes.get(status)!], {
      rateLimitCategories: [...model.rateLimitCategories],
      requiredPermissions: [...model.requiredPermissions],
    });
    const media = response.content!['application/json'];
    // The shape @ApiResponse stores; Nest's explorer wraps schema and examples into content.
    responses[status] = { description: response.description, headers: response.headers, schema: media.schema, examples: media.examples };
  }
  Reflect.defineMetadata(DECORATORS.API_RESPONSE, responses, handler);
}

/** The route handlers of a controller class (methods with an HTTP method decorator). */
function routeHandlers(controller: abstract new (...args: never[]) => unknown): object[] {
  const prototype = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype)
    .filter((name) => name !== 'constructor')
    .map((name) => Object.getOwnPropertyDescriptor(prototype, name)?.value as unknown)
    .filter((value): value is object => typeof value === 'function' && Reflect.getMetadata(METHOD_METADATA, value) !== undefined);
}

/** On a method: that route; on a controller class: each of its routes. */
function errorDecorator(
  declaration: Readonly<Record<number, readonly AnyCode[] | undefined>>,
  context: ErrorContext = {},
): MethodDecorator & ClassDecorator {
  checkDeclaration(declaration);
  return ((target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (descriptor) {
      contribute(descriptor.value as object, declaration, context);
      return descriptor;
    }
    for (const handler of routeHandlers(target as abstract new (...args: never[]) => unknown)) contribute(handler, declaration, context);
    return target;
  }) as MethodDecorator & ClassDecorator;
}

/**
 * Declares error codes an operation can answer with, grouped by status:
 * `@ApiErrors({ 404: [ErrorCode.TournamentNotFound], 409: [ErrorCode.TournamentFull] })`. Several
 * declarations (and several decorators) add up. A code listed under a status it is not sent with
 * does not compile, and is refused at start-up as well.
 */
export function ApiErrors(...declarations: ErrorDeclaration[]): MethodDecorator & ClassDecorator {
  const merged: Record<number, AnyCode[]> = {};
  for (const declaration of declarations) {
    for (const [status, codes] of Object.entries(declaration) as Array<[string, readonly AnyCode[]]>) {
      (merged[Number(status)] ??= []).push(...codes);
    }
  }
  return errorDecorator(merged);
}

/** The 429 of a kind of route, with the limits its details.category can name. */
export function ApiRateLimited(categories: readonly string[]): MethodDecorator & ClassDecorator {
  return errorDecorator({ 429: [ErrorCode.RateLimitExceeded] }, { rateLimitCategories: categories });
}

/** The 403 of a route whose key must hold `permission`: the body names it in required_permission. */
export function ApiPermissionRequired(permission: string): MethodDecorator & ClassDecorator {
  return errorDecorator({ 403: [AuthErrorCode.InsufficientPermissions] }, { requiredPermissions: [permission] });
}

/** The message of INSUFFICIENT_PERMISSIONS, as the permission guard words it. */
function insufficientPermissionMessage(permission: string): string {
  return `This API key lacks the '${permission}' permission`;
}

/**
 * What any request can get: a request that cannot be read at all (headers over 16 KiB, broken
 * HTTP framing: answered before any route is known), a refused API-Version header, a body over
 * 1 MiB (on any method), an unexpected error.
 */
export const ANY_REQUEST_ERRORS = {
  400: [ErrorCode.InvalidRequest, ErrorCode.UnsupportedApiVersion],
  413: [ErrorCode.PayloadTooLarge],
  500: [ErrorCode.InternalError],
} as const satisfies ErrorDeclaration;

/** What a request that reads the database can get when it is down (503 with Retry-After). */
export const DATABASE_ERRORS = { 503: [ErrorCode.ServiceUnavailable] } as const satisfies ErrorDeclaration;

/**
 * What a POST, PUT, PATCH or DELETE can get from its body before any route code runs: a body
 * that cannot be read or is not JSON (400), over 1 MiB (413).
 */
export const BODY_ERRORS = {
  400: [ErrorCode.InvalidRequest],
  413: [ErrorCode.PayloadTooLarge],
} as const satisfies ErrorDeclaration;

/** A route with a JSON body DTO: BODY_ERRORS, and 422 for fields that fail validation. */
export const VALIDATED_BODY_ERRORS = { ...BODY_ERRORS, 422: [ErrorCode.ValidationError] } as const satisfies ErrorDeclaration;

/** A route with query parameters: one that cannot be read is 400 invalid_request. */
export const QUERY_ERRORS = { 400: [ErrorCode.InvalidRequest] } as const satisfies ErrorDeclaration;

/** A route with a path parameter: a path that cannot be decoded, or a parameter over 256 characters. */
export const PATH_ERRORS = { 404: [ErrorCode.NotFound] } as const satisfies ErrorDeclaration;

/**
 * Adds codes to an operation of an already built document (for what is declared once for many
 * operations, e.g. the Idempotency-Key of every operator write): the codes already declared under
 * the status are kept, and the response is rewritten with the union.
 */
export function addErrorCodes(responses: ResponsesObject, codes: readonly (ErrorCode | AuthErrorCode)[]): void {
  const byStatus = new Map<number, AnyCode[]>();
  for (const code of codes) {
    const status = statusOfCode(code)!;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, added] of byStatus) {
    const existing = responses[status] as ResponseObject | undefined;
    if (existing && '$ref' in existing) continue;
    const schema = existing?.content?.['application/json']?.schema as SchemaObject | undefined;
    const declared = (schema?.properties?.error as SchemaObject | undefined)?.enum as AnyCode[] | undefined;
    const authDeclared = (schema?.properties?.code as SchemaObject | undefined)?.enum as AnyCode[] | undefined;
    const rebuilt = errorResponse(status, [...(status === 401 || status === 403 ? (authDeclared ?? []) : (declared ?? [])), ...added]);
    responses[status] = rebuilt;
  }
}

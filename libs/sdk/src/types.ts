import type { AUTH_ERROR_CODES, ERROR_CODES } from './generated/constants';
import type { components, operations, paths } from './generated/openapi';

export type { components, operations, paths };

/** A schema of the document by name, e.g. `Schema<'TournamentDto'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Routes of the platform administration (`X-Admin-Api-Key`). */
export type AdminPaths = { [P in keyof paths as P extends `/api/admin/${string}` ? P : never]: paths[P] };
/** Routes of the game platform (`X-Internal-Api-Key`), with the public JWKS. */
export type InternalPaths = { [P in keyof paths as P extends `/api/internal/${string}` ? P : never]: paths[P] };
/** Routes of an operator (`Authorization: Bearer`), with the public health and metrics routes. */
export type OperatorPaths = { [P in keyof paths as P extends `/api/admin/${string}` | `/api/internal/${string}` ? never : P]: paths[P] };

/** Every error code of the API, as the server defines them. */
export type KnownErrorCode = (typeof ERROR_CODES)[number];
/** The `code` of a 401 or 403 response. */
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

type Operation = operations[keyof operations];
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | '2XX';
type ErrorBodies<Op> = Op extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends SuccessStatus
        ? never
        : Responses[Status] extends { content: { 'application/json': infer Body } }
          ? Body
          : never;
    }[keyof Responses]
  : never;

/** The `error` codes the document declares across every error response of every operation. */
export type DocumentErrorCode = ErrorBodies<Operation> extends infer Body ? (Body extends { error: infer Code } ? Code : never) : never;

/**
 * The union of the API's error codes: the codes the document declares, with the server's own
 * list. A document that types `error` as a plain string on some response adds nothing, so a
 * comparison with a misspelled code never compiles.
 */
export type ApiErrorCode = string extends DocumentErrorCode ? KnownErrorCode : DocumentErrorCode | KnownErrorCode;

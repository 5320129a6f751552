import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import {
  ANY_REQUEST_ERRORS,
  ApiErrors,
  ApiPermissionRequired,
  ApiRateLimited,
  AuthErrorCode,
  DATABASE_ERRORS,
  ErrorCode,
  RATE_LIMIT_CATEGORIES,
  UnauthorizedException,
} from '@app/common';
import { InternalKeyAuth, OperatorAuth } from '../domain/auth-context';
import { Permission } from '../domain/permissions';
import { AdminKeyGuard } from '../guards/admin-key.guard';
import { IdempotencyGuard } from '../guards/idempotency.guard';
import { InternalKeyGuard } from '../guards/internal-key.guard';
import { OperatorKeyGuard } from '../guards/operator-key.guard';
import { PermissionGuard, REQUIRED_PERMISSION } from '../guards/permission.guard';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';

/** Names of the OpenAPI security schemes (declared in the document builder). */
export const SECURITY = {
  operator: 'operator-api-key',
  internal: 'internal-api-key',
  internalBearer: 'internal-api-key-bearer',
  admin: 'admin-api-key',
  /** A player's game JWT in the `token` query parameter: the live leaderboard stream of its tournament only. */
  playerToken: 'player-token',
} as const;

/**
 * What every authenticated route can answer, whatever it does: a refused API-Version (400), a
 * refused key (401), a rate limit (429), an unexpected error (500), and 503 while the database is
 * down (keys are looked up there).
 */
const AUTHENTICATED_ERRORS = { ...ANY_REQUEST_ERRORS, ...DATABASE_ERRORS, 401: [AuthErrorCode.InvalidApiKey] } as const;

/**
 * An operator route: an operator key, optionally holding `permission`. Sets the metadata,
 * applies the guards in the order of D4 (key, permission, rate limit; operator scoping of a
 * resource happens in its service), then the Idempotency-Key claim of D12b for writes, and
 * declares the Swagger security and auth errors. The rate-limit category comes from the route's
 * path (rate-limit-category.ts).
 */
export function Auth(options: { permission?: Permission } = {}): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(REQUIRED_PERMISSION, options.permission),
    UseGuards(OperatorKeyGuard, PermissionGuard, RateLimitGuard, IdempotencyGuard),
    ApiBearerAuth(SECURITY.operator),
    ApiErrors(AUTHENTICATED_ERRORS),
    ApiRateLimited(RATE_LIMIT_CATEGORIES.operator),
    ...(options.permission ? [ApiPermissionRequired(options.permission)] : []),
  );
}

/**
 * The Idempotency-Key of an operator write (POST, PUT, PATCH, DELETE): a malformed key (400), the
 * same key for another request or while the first still runs (409).
 */
export const OPERATOR_WRITE_ERRORS = {
  400: [ErrorCode.InvalidRequest],
  409: [ErrorCode.IdempotencyConflict, ErrorCode.IdempotencyKeyInUse],
} as const;

/** A game-platform route: an internal key in either header form, rate-limited per key (D11). */
export function InternalAuth(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(InternalKeyGuard, RateLimitGuard),
    ApiSecurity(SECURITY.internal),
    ApiSecurity(SECURITY.internalBearer),
    ApiErrors(AUTHENTICATED_ERRORS),
    ApiRateLimited(RATE_LIMIT_CATEGORIES.internal),
  );
}

/**
 * A platform administration route (D4): X-Admin-Api-Key. Without ADMIN_API_KEY the admin API
 * does not exist: every admin path answers 404 `not_found`.
 */
export function AdminAuth(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(AdminKeyGuard),
    ApiSecurity(SECURITY.admin),
    ApiErrors(AUTHENTICATED_ERRORS, { 404: [ErrorCode.NotFound] }),
    ApiRateLimited(RATE_LIMIT_CATEGORIES.admin),
  );
}

/** The authenticated operator key of the request. */
export const CurrentOperator = createParamDecorator((_: unknown, context: ExecutionContext): OperatorAuth => {
  const auth = context.switchToHttp().getRequest<FastifyRequest>().auth;
  if (auth?.kind !== 'operator') throw new UnauthorizedException();
  return auth;
});

/** The authenticated internal key of the request. */
export const CurrentInternalKey = createParamDecorator((_: unknown, context: ExecutionContext): InternalKeyAuth => {
  const auth = context.switchToHttp().getRequest<FastifyRequest>().auth;
  if (auth?.kind !== 'internal') throw new UnauthorizedException();
  return auth;
});

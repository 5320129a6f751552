import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { ForbiddenResponseDto, RateLimitedResponseDto, UnauthorizedException, UnauthorizedResponseDto } from '@app/common';
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
} as const;

/** D14's 429, with the headers a client backs off by. */
function RateLimitedResponse(description: string): MethodDecorator & ClassDecorator {
  return ApiResponse({
    status: 429,
    description,
    type: RateLimitedResponseDto,
    headers: {
      'Retry-After': { description: 'Seconds until the request may be retried', schema: { type: 'integer' } },
      'X-RateLimit-Limit': { description: 'Requests allowed in the window of the limit that refused the call', schema: { type: 'integer' } },
      'X-RateLimit-Remaining': { description: 'Always 0 on a 429', schema: { type: 'integer' } },
      'X-RateLimit-Reset': { description: 'Unix time (seconds) at which that window ends', schema: { type: 'integer' } },
    },
  });
}

/**
 * An operator route: an operator key, optionally holding `permission`. Sets the metadata,
 * applies the guards in the order of D4 (key, permission, rate limit; operator scoping of a
 * resource happens in its service), then the Idempotency-Key claim of D12b for writes, and
 * declares the Swagger security and auth errors. The rate-limit category comes from the route's
 * path (rate-limit-category.ts).
 */
export function Auth(options: { permission?: Permission } = {}): MethodDecorator & ClassDecorator {
  const decorators = [
    SetMetadata(REQUIRED_PERMISSION, options.permission),
    UseGuards(OperatorKeyGuard, PermissionGuard, RateLimitGuard, IdempotencyGuard),
    ApiBearerAuth(SECURITY.operator),
    ApiUnauthorizedResponse({ description: 'Missing, malformed, unknown, revoked or expired key', type: UnauthorizedResponseDto }),
    RateLimitedResponse('rate_limit_exceeded: a per-operator limit of D14 (the route category, general or burst), or too many failed authentications from this address'),
  ];
  if (options.permission) {
    decorators.push(
      ApiForbiddenResponse({
        description: `The key lacks '${options.permission}', or the resource belongs to another operator`,
        type: ForbiddenResponseDto,
      }),
    );
  }
  return applyDecorators(...decorators);
}

/** A game-platform route: an internal key in either header form, rate-limited per key (D11). */
export function InternalAuth(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(InternalKeyGuard, RateLimitGuard),
    ApiSecurity(SECURITY.internal),
    ApiSecurity(SECURITY.internalBearer),
    ApiUnauthorizedResponse({ description: 'Missing, unknown or revoked internal key, or an operator key', type: UnauthorizedResponseDto }),
    RateLimitedResponse('rate_limit_exceeded: the per-key limit of the internal API (per minute or burst), or too many failed authentications from this address'),
  );
}

/** A platform administration route (D4): X-Admin-Api-Key. */
export function AdminAuth(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(AdminKeyGuard),
    ApiSecurity(SECURITY.admin),
    ApiUnauthorizedResponse({ description: 'Missing or wrong admin key', type: UnauthorizedResponseDto }),
    RateLimitedResponse('rate_limit_exceeded: too many failed authentications from this address (the admin API has no other limit)'),
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

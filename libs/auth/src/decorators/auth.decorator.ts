import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { ForbiddenResponseDto, RateLimitedResponseDto, UnauthorizedException, UnauthorizedResponseDto } from '@app/common';
import { InternalKeyAuth, OperatorAuth } from '../domain/auth-context';
import { Permission } from '../domain/permissions';
import { AdminKeyGuard } from '../guards/admin-key.guard';
import { InternalKeyGuard } from '../guards/internal-key.guard';
import { OperatorKeyGuard } from '../guards/operator-key.guard';
import { PermissionGuard, REQUIRED_PERMISSION } from '../guards/permission.guard';

/** Names of the OpenAPI security schemes (declared in the document builder). */
export const SECURITY = {
  operator: 'operator-api-key',
  internal: 'internal-api-key',
  internalBearer: 'internal-api-key-bearer',
  admin: 'admin-api-key',
} as const;

/**
 * An operator route: an operator key, optionally holding `permission`. Sets the metadata,
 * applies the guards in the order of D4 and declares the Swagger security and auth errors.
 */
export function Auth(options: { permission?: Permission } = {}): MethodDecorator & ClassDecorator {
  const decorators = [
    SetMetadata(REQUIRED_PERMISSION, options.permission),
    UseGuards(OperatorKeyGuard, PermissionGuard),
    ApiBearerAuth(SECURITY.operator),
    ApiUnauthorizedResponse({ description: 'Missing, malformed, unknown, revoked or expired key', type: UnauthorizedResponseDto }),
    ApiResponse({ status: 429, description: 'rate_limit_exceeded, with Retry-After', type: RateLimitedResponseDto }),
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

/** A game-platform route: an internal key in either header form. */
export function InternalAuth(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(InternalKeyGuard),
    ApiSecurity(SECURITY.internal),
    ApiSecurity(SECURITY.internalBearer),
    ApiUnauthorizedResponse({ description: 'Missing, unknown or revoked internal key, or an operator key', type: UnauthorizedResponseDto }),
  );
}

/** A platform administration route (D4): X-Admin-Api-Key. */
export function AdminAuth(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(AdminKeyGuard),
    ApiSecurity(SECURITY.admin),
    ApiUnauthorizedResponse({ description: 'Missing or wrong admin key', type: UnauthorizedResponseDto }),
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

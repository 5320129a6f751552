import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { FastifyRequest } from 'fastify';
import { ForbiddenException, UnauthorizedException } from '@app/common';
import { OperatorAuth } from '../domain/auth-context';
import { Permission } from '../domain/permissions';

export const REQUIRED_PERMISSION = 'auth:required-permission';

/** Second check: the authenticated operator key holds the permission the route declares. */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, [
      context.getHandler(),
      context.getClass(),
    ]);
    const auth = context.switchToHttp().getRequest<FastifyRequest>().auth;
    if (auth?.kind !== 'operator') throw new UnauthorizedException();
    if (required) requirePermission(auth, required);
    return true;
  }
}

/** The 403 `insufficient_permissions` unless the operator key holds `permission`. */
export function requirePermission(auth: OperatorAuth, permission: Permission): void {
  if (!auth.permissions.includes(permission)) throw ForbiddenException.missingPermission(permission);
}

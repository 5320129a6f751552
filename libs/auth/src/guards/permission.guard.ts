import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { FastifyRequest } from 'fastify';
import { ForbiddenException, UnauthorizedException } from '@app/common';
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
    if (required && !auth.permissions.includes(required)) {
      throw ForbiddenException.missingPermission(required);
    }
    return true;
  }
}

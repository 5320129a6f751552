import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { DashboardContext } from '../sessions/dashboard-sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    dashboard?: DashboardContext;
  }
}

/** The signed-in dashboard user and its operator, set by DashboardSessionGuard. */
export const CurrentDashboardUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): DashboardContext => {
  const context = ctx.switchToHttp().getRequest<FastifyRequest>().dashboard;
  if (!context) throw new Error('CurrentDashboardUser used on a route without @DashboardPage()');
  return context;
});

/** A string field of a form body ('' when absent or not a string). */
export function formField(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

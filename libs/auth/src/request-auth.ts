import { FastifyRequest } from 'fastify';
import { AuthContext } from './domain/auth-context';
import { RequestOrigin } from './domain/request-origin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guards; read by scoping, audit and rate limiting. */
    auth?: AuthContext;
  }
}

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return {
    method: request.method,
    path: request.url.split('?')[0],
    requestId: String(request.id),
    clientIp: request.ip,
  };
}

export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

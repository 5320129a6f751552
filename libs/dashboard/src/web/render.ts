import { FastifyReply } from 'fastify';
import { SafeHtml } from '../domain/html';

/**
 * Sends a rendered page. Dashboard pages hold operator data and, once, a key secret: never cached
 * by the browser or a proxy.
 */
export function sendPage(reply: FastifyReply, page: SafeHtml, status = 200): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.value);
}

/** POST-redirect-GET: 303, so a reload never re-submits the form. */
export function redirectTo(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(location, 303);
}

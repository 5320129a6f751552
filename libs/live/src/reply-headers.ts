import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * The headers hooks and guards set on a reply (request id, API-Version, rate limits), for a
 * response written past Fastify: an SSE head, a WebSocket's 101.
 */
export function replyHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
  }
  return headers;
}

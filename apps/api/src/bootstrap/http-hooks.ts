import { Duplex } from 'node:stream';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainException, ErrorCode, toErrorResponse } from '@app/common';
import { isDashboardPath } from '@app/dashboard';

export const API_VERSION = '1.0.0';
/** The largest request body the service reads (1 MiB); a larger one is 413 `payload_too_large`. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
const ACCEPTED_VERSIONS = new Set(['1', '1.0.0']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * Hooks that run for every request, matched or not, before any Nest code: the version header
 * (D1), the request id echo, and the Content-Type rule of D3.
 */
export function registerHttpHooks(fastify: FastifyInstance): void {
  // Only JSON bodies are accepted; text/plain would otherwise be parsed into a string.
  fastify.removeContentTypeParser('text/plain');
  registerBodyChecks(fastify);

  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('API-Version', API_VERSION).header('X-Request-Id', String(request.id));
    const refusal = versionRefusal(request) ?? oversizedBodyRefusal(request) ?? contentTypeRefusal(request);
    if (refusal) {
      sendError(reply, refusal, String(request.id));
      return;
    }
    done();
  });

  // Graceful shutdown: responses finished while closing tell the client to drop the
  // connection, so a keep-alive socket does not hold the server open after its last request.
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('Connection', 'close');
    done(null, payload);
  });
}

/** D2: how deep a JSON body may nest objects and arrays; a deeper one cannot be read (400). */
export const MAX_JSON_DEPTH = 64;
/** With the `u` flag, a well-formed surrogate pair is one code point: only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * After Fastify's JSON parser (which refuses prototype poisoning), before any code walks the
 * body recursively (validation, hashing, storage): bounded depth, and strings that are
 * well-formed Unicode (no lone surrogate, which PostgreSQL cannot store and some validators
 * throw on). A body that fails cannot be read: 400 `invalid_request`.
 */
function registerBodyChecks(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, reply, done) => {
    const problem = request.body === undefined ? undefined : unreadableJson(request.body);
    if (problem) {
      sendError(reply, new DomainException(ErrorCode.InvalidRequest, problem), String(request.id));
      return;
    }
    done();
  });
}

/** Why a parsed JSON body cannot be accepted, or undefined. Iterative: safe on any depth. */
export function unreadableJson(value: unknown, maxDepth = MAX_JSON_DEPTH): string | undefined {
  const pending: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    if (typeof node === 'string') {
      if (LONE_SURROGATE.test(node)) return 'The request body holds a string that is not valid Unicode (a lone surrogate)';
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= maxDepth) return `The request body nests objects and arrays more than ${maxDepth} levels deep`;
    for (const [key, child] of Object.entries(node)) {
      if (LONE_SURROGATE.test(key)) return 'The request body holds a string that is not valid Unicode (a lone surrogate)';
      pending.push({ node: child, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Fastify's router errors, before any hook or Nest code: a path that does not decode
 * (`%zz`) or a path parameter longer than the router accepts. Such a URL names no resource: the
 * D3 404 `not_found` (D2: a path id that cannot exist is a 404, never a 500).
 */
export function frameworkErrorHandler(_error: Error, request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('API-Version', API_VERSION).header('X-Request-Id', String(request.id));
  sendError(reply, new DomainException(ErrorCode.NotFound, 'No such route or resource'), String(request.id));
}

/**
 * A request that Node's HTTP parser cannot read (headers over the size limit, broken framing,
 * a timeout): answered with the D3 400 `invalid_request` instead of Fastify's own JSON, then the
 * connection is closed (what follows on it cannot be trusted).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(error));
  socket.destroy(error);
}

/** The raw HTTP/1.1 response of clientErrorHandler. */
export function clientErrorResponse(error: { code?: string }): string {
  const message =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'The request headers exceed the size limit'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'The request was not received in time'
        : 'The request could not be read';
  const body = JSON.stringify({ error: ErrorCode.InvalidRequest, message });
  return [
    'HTTP/1.1 400 Bad Request',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `API-Version: ${API_VERSION}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

function versionRefusal(request: FastifyRequest): DomainException | undefined {
  const requested = request.headers['api-version'];
  if (requested === undefined) return undefined;
  const value = (Array.isArray(requested) ? requested[0] : requested).trim();
  if (ACCEPTED_VERSIONS.has(value)) return undefined;
  return new DomainException(
    ErrorCode.UnsupportedApiVersion,
    `API version '${value}' is not supported; the only version is ${API_VERSION}`,
    { supported_versions: [API_VERSION] },
  );
}

function contentTypeRefusal(request: FastifyRequest): DomainException | undefined {
  if (!BODY_METHODS.has(request.method) || !hasBody(request)) return undefined;
  const type = request.headers['content-type'];
  if (type && JSON_TYPE.test(type)) return undefined;
  // The dashboard's HTML forms (D13) post form-encoded bodies; the API takes JSON only.
  if (type && FORM_TYPE.test(type) && isDashboardPath(request.url)) return undefined;
  return new DomainException(
    ErrorCode.InvalidRequest,
    `Unsupported Content-Type '${type ?? '(none)'}': request bodies must be application/json`,
  );
}

/**
 * A declared body over the limit on a route that reads no body (GET, HEAD, OPTIONS). Routes that
 * read one get the same 413 from Fastify's body limit. Answering such a request normally would
 * close the connection with most of the body unread, and the TCP reset that follows can destroy
 * the response before the client has read it; a short 413 is what the
 * client of any route gets for a body over the limit.
 */
function oversizedBodyRefusal(request: FastifyRequest): DomainException | undefined {
  if (BODY_METHODS.has(request.method)) return undefined;
  const length = Number(request.headers['content-length'] ?? 0);
  if (!(length > BODY_LIMIT_BYTES)) return undefined;
  return new DomainException(ErrorCode.PayloadTooLarge, 'The request body exceeds 1 MiB');
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

function sendError(reply: FastifyReply, error: unknown, requestId: string): void {
  const response = toErrorResponse(error, requestId);
  void reply.status(response.status).headers(response.headers).send(response.body);
}

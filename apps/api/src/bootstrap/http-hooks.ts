import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainException, ErrorCode, toErrorResponse } from '@app/common';

export const API_VERSION = '1.0.0';
const ACCEPTED_VERSIONS = new Set(['1', '1.0.0']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Hooks that run for every request, matched or not, before any Nest code: the version header
 * (D1), the request id echo, and the Content-Type rule of D3.
 */
export function registerHttpHooks(fastify: FastifyInstance): void {
  // Only JSON bodies are accepted; text/plain would otherwise be parsed into a string.
  fastify.removeContentTypeParser('text/plain');

  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('API-Version', API_VERSION).header('X-Request-Id', String(request.id));
    const refusal = versionRefusal(request) ?? contentTypeRefusal(request);
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
  return new DomainException(
    ErrorCode.InvalidRequest,
    `Unsupported Content-Type '${type ?? '(none)'}': request bodies must be application/json`,
  );
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

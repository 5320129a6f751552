import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Params } from 'nestjs-pino';
import pino, { Logger as PinoRoot } from 'pino';
import { AppConfig } from '@app/common';

/**
 * JSON log lines (pino, behind nestjs-pino's Nest logger). Requests are logged by request id,
 * method, path and status only: no headers, bodies or query strings, so keys and tokens never
 * reach a log. Redaction is a second line of defence. Lines logged about a request elsewhere (the
 * error filters, idempotency) name its request id themselves.
 *
 * Why not pino-http's middleware: through Nest's middleware engine it builds two child loggers
 * (with their redaction) and an AsyncLocalStorage scope for every request, whether or not anything
 * is logged, and an AsyncLocalStorage scope turns on promise hooks, a cost every promise of the
 * process then pays. Under the bench load that took more CPU than the bare route itself
 * (`/health/live` 7,900 -> 22,500 requests/s without it; docs/benchmarks.md, sixth pass). Here a
 * request's line is built only when its level is on.
 */
const QUIET_PATHS = new Set(['/health/live', '/health/ready', '/metrics']);

/** `destination` (tests) replaces standard output. */
export function createRootLogger(config: Pick<AppConfig, 'logLevel' | 'logPretty'>, destination?: pino.DestinationStream): PinoRoot {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    transport: config.logPretty ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-internal-api-key"]', 'req.headers["x-admin-api-key"]', 'req.headers.cookie', '*.api_key', '*.wallet_secret'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * nestjs-pino serves Nest's logger from `root`. Its request middleware is mounted on no route:
 * registerRequestLogging does that job for every request, matched or not.
 */
export function loggerParams(root: PinoRoot): Params {
  return { pinoHttp: { logger: root }, forRoutes: [] };
}

/** The root logger of loggerParams, from the parameters nestjs-pino was given. */
export function rootLoggerOf(params: Params): PinoRoot {
  return (params.pinoHttp as { logger: PinoRoot }).logger;
}

/**
 * One line per finished request, matched or not (pino-http's shape: `req`, `res`,
 * `responseTime`, `requestId`; "request completed" at info, "request errored" at error for a 5xx).
 */
export function registerRequestLogging(fastify: FastifyInstance, root: PinoRoot): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    logFinished(root, request, reply);
    done();
  });
}

function logFinished(root: PinoRoot, request: FastifyRequest, reply: FastifyReply): void {
  const failed = reply.statusCode >= 500;
  if (!root.isLevelEnabled(failed ? 'error' : 'info')) return;
  const path = request.url.split('?')[0];
  if (QUIET_PATHS.has(path)) return;
  const requestId = String(request.id);
  const line = {
    req: { id: requestId, method: request.method, path },
    res: { statusCode: reply.statusCode },
    responseTime: Math.round(reply.elapsedTime),
    requestId,
  };
  if (failed) root.error(line, 'request errored');
  else root.info(line, 'request completed');
}

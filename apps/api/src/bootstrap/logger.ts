import { LoggerService } from '@nestjs/common';
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

/**
 * LOG_PRETTY (development): `[12:00:00.000] INFO: GET /api/tournaments 200 3 ms`, and the Nest
 * context of other lines in brackets; no pid or host name. Options only: a transport runs in a
 * worker thread, so no function can be passed.
 */
export const PRETTY_OPTIONS = {
  singleLine: true,
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: 'pid,hostname,context',
  messageFormat: '{if context}[{context}] {end}{msg}',
};

/** `destination` (tests) replaces standard output. */
export function createRootLogger(config: Pick<AppConfig, 'logLevel' | 'logPretty'>, destination?: pino.DestinationStream): PinoRoot {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    transport: config.logPretty ? { target: 'pino-pretty', options: PRETTY_OPTIONS } : undefined,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-internal-api-key"]',
        'req.headers["x-admin-api-key"]',
        'req.headers.cookie',
        '*.api_key',
        '*.wallet_secret',
      ],
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
 * With `pretty` (LOG_PRETTY), a line a person reads instead: `GET /api/tournaments 200 3 ms`.
 */
export function registerRequestLogging(fastify: FastifyInstance, root: PinoRoot, options: { pretty?: boolean } = {}): void {
  const log = options.pretty ? logFinishedPretty : logFinished;
  fastify.addHook('onResponse', (request, reply, done) => {
    log(root, request, reply);
    done();
  });
}

function logFinishedPretty(root: PinoRoot, request: FastifyRequest, reply: FastifyReply): void {
  const failed = reply.statusCode >= 500;
  if (!root.isLevelEnabled(failed ? 'error' : 'info')) return;
  const path = request.url.split('?')[0];
  if (QUIET_PATHS.has(path)) return;
  const line = `${request.method} ${path} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
  if (failed) root.error(line);
  else root.info(line);
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

/**
 * Nest's own start-up chatter (every module loaded, every route mapped, "application started"):
 * debug lines, so that the default level (info) shows only what a person needs.
 */
const FRAMEWORK_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

const LISTEN_ERROR = /^Error: listen E[A-Z]+\b/;

/** Nest's logger (nestjs-pino's), with FRAMEWORK_CONTEXTS' info lines moved to debug. */
export class QuietFrameworkLogger implements LoggerService {
  constructor(private readonly inner: LoggerService) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) this.inner.debug?.(message, ...rest);
    else this.inner.log(message, ...rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    // A failed listen is told by main.ts in one line ("Cannot start: port 3000 is already in use").
    if (rest[rest.length - 1] === 'NestApplication' && typeof message === 'string' && LISTEN_ERROR.test(message))
      this.inner.debug?.(message, ...rest);
    else this.inner.error(message, ...rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.inner.warn(message, ...rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.inner.debug?.(message, ...rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.inner.verbose?.(message, ...rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    if (this.inner.fatal) this.inner.fatal(message, ...rest);
    else this.inner.error(message, ...rest);
  }
}

import { IncomingMessage } from 'node:http';
import { Params } from 'nestjs-pino';
import { AppConfig } from '@app/common';

/**
 * JSON log lines (nestjs-pino), each with the request id of the request it belongs to. Requests
 * are logged by method, path and status only: no headers, bodies or query strings, so keys and
 * tokens never reach a log. Redaction is a second line of defence.
 */
const QUIET_PATHS = new Set(['/health/live', '/health/ready', '/metrics']);

export function loggerParams(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      transport: config.logPretty ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
      genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id?: string }).id ?? 'unknown',
      customProps: (req: IncomingMessage) => ({ requestId: (req as IncomingMessage & { id?: string }).id }),
      serializers: {
        req: (req: { id?: string; method?: string; url?: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url?.split('?')[0],
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      redact: {
        paths: ['req.headers.authorization', 'req.headers["x-internal-api-key"]', 'req.headers["x-admin-api-key"]', 'req.headers.cookie', '*.api_key', '*.wallet_secret'],
        censor: '[redacted]',
      },
      // Probes and scrapes every few seconds would drown the log.
      autoLogging: { ignore: (req: IncomingMessage) => QUIET_PATHS.has((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '') },
    },
  };
}

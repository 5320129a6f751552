import Fastify, { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { LoggerService } from '@nestjs/common';
import { createRootLogger, QuietFrameworkLogger, registerRequestLogging } from './logger';

/** A Fastify instance with the service's request logging, and the JSON lines it wrote. */
async function loggedServer(logLevel: string, pretty = false): Promise<{ server: FastifyInstance; lines: Array<Record<string, unknown>> }> {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString('utf8').split('\n')) if (text) lines.push(JSON.parse(text) as Record<string, unknown>);
      callback();
    },
  });
  const root = createRootLogger({ logLevel, logPretty: false }, sink);
  let next = 0;
  const server = Fastify({ genReqId: () => `req-${++next}` });
  registerRequestLogging(server, root, { pretty });
  server.post('/work', async (request) => {
    root.warn({ item: (request.body as { item: string }).item }, 'working');
    return { ok: true };
  });
  server.get('/fails', async (_request, reply) => reply.code(503).send({ error: 'service_unavailable' }));
  server.get('/health/live', async () => ({ status: 'ok' }));
  await server.ready();
  return { server, lines };
}

describe('request logging', () => {
  it('writes one line per request, matched or not, with its id, method, path and status', async () => {
    const { server, lines } = await loggedServer('info');
    await server.inject({ method: 'POST', url: '/work?secret=x', payload: { item: 'a' } });
    await server.inject({ method: 'GET', url: '/nowhere' });
    expect(lines.filter((l) => l.req)).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: process.pid,
        hostname: expect.any(String),
        requestId: 'req-1',
        req: { id: 'req-1', method: 'POST', path: '/work' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        msg: 'request completed',
      },
      expect.objectContaining({ requestId: 'req-2', req: { id: 'req-2', method: 'GET', path: '/nowhere' }, res: { statusCode: 404 } }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
    await server.close();
  });

  it('logs a 5xx at error level and leaves out probes', async () => {
    const { server, lines } = await loggedServer('info');
    await server.inject({ method: 'GET', url: '/fails' });
    await server.inject({ method: 'GET', url: '/health/live' });
    expect(lines.filter((l) => l.req)).toEqual([expect.objectContaining({ level: 50, msg: 'request errored', res: { statusCode: 503 } })]);
    await server.close();
  });

  it('builds no request line below its level', async () => {
    const { server, lines } = await loggedServer('warn');
    await server.inject({ method: 'POST', url: '/work', payload: { item: 'a' } });
    await server.inject({ method: 'GET', url: '/fails' });
    expect(lines.map((l) => l.msg)).toEqual(['working', 'request errored']);
    await server.close();
  });
});

describe('request logging for LOG_PRETTY', () => {
  it('writes `METHOD path status N ms` as the message, without the query string', async () => {
    const { server, lines } = await loggedServer('info', true);
    await server.inject({ method: 'POST', url: '/work?secret=x', payload: { item: 'a' } });
    await server.inject({ method: 'GET', url: '/nowhere' });
    await server.inject({ method: 'GET', url: '/fails' });
    await server.inject({ method: 'GET', url: '/health/live' });
    const requestLines = lines.filter((l) => l.msg !== 'working');
    expect(requestLines.map((l) => l.msg)).toEqual([
      expect.stringMatching(/^POST \/work 200 \d+ ms$/),
      expect.stringMatching(/^GET \/nowhere 404 \d+ ms$/),
      expect.stringMatching(/^GET \/fails 503 \d+ ms$/),
    ]);
    expect(requestLines.map((l) => l.level)).toEqual([30, 30, 50]);
    await server.close();
  });
});

describe('QuietFrameworkLogger', () => {
  function recorder() {
    const calls: Array<[string, unknown, unknown]> = [];
    const inner: LoggerService = {
      log: (message: unknown, context?: unknown) => calls.push(['log', message, context]),
      error: (message: unknown, context?: unknown) => calls.push(['error', message, context]),
      warn: (message: unknown, context?: unknown) => calls.push(['warn', message, context]),
      debug: (message: unknown, context?: unknown) => calls.push(['debug', message, context]),
    };
    return { calls, logger: new QuietFrameworkLogger(inner) };
  }

  it('moves Nest’s module, route and start-up lines to debug and keeps the service’s own at info', () => {
    const { calls, logger } = recorder();
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('TournamentsController {/api/tournaments}:', 'RoutesResolver');
    logger.log('Mapped {/api/tournaments, GET} route', 'RouterExplorer');
    logger.log('Starting Nest application...', 'NestFactory');
    logger.log('Nest application successfully started', 'NestApplication');
    logger.log('Generated the secrets encryption key', 'Secrets');
    logger.warn('careful', 'InstanceLoader');
    expect(calls.map(([level, , context]) => `${level} ${context}`)).toEqual([
      'debug InstanceLoader',
      'debug RoutesResolver',
      'debug RouterExplorer',
      'debug NestFactory',
      'debug NestApplication',
      'log Secrets',
      'warn InstanceLoader',
    ]);
  });

  it('leaves a failed listen to the one-line start-up error, and keeps every other error', () => {
    const { calls, logger } = recorder();
    logger.error('Error: listen EADDRINUSE: address already in use 0.0.0.0:3000', 'NestApplication');
    logger.error('Something else broke', 'NestApplication');
    logger.error('Error: listen EADDRINUSE', 'Main');
    expect(calls.map(([level, , context]) => `${level} ${context}`)).toEqual([
      'debug NestApplication',
      'error NestApplication',
      'error Main',
    ]);
  });
});

import { Logger as NestLogger, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { IncomingMessage } from 'node:http';
import { Logger, Params, PARAMS_PROVIDER_TOKEN } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import {
  AppConfig,
  Clock,
  HttpErrorFilter,
  MetricsService,
  newId,
  RequestValidationPipe,
  resolveSecretKeys,
  serializeReply,
} from '@app/common';
import { AuditLogWriter } from '@app/auth';
import { LeaderboardFastPath } from '@app/results';
import { resealStoredSecrets, runMigrations } from '@app/database';
import { registerDashboardSecurity } from '@app/dashboard';
import { AppModule } from '../app.module';
import { StartupState } from '../health/startup-state';
import { DemoKeys, DemoSeeder } from '../seed/demo-seeder';
import { registerIdempotency } from '../idempotency/register-idempotency';
import { BODY_LIMIT_BYTES, clientErrorHandler, frameworkErrorHandler, registerHttpHooks } from './http-hooks';
import { QuietFrameworkLogger, registerRequestLogging, rootLoggerOf } from './logger';
import { setupOpenApi } from './openapi';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface CreatedApp {
  app: NestFastifyApplication;
}

/**
 * Builds the whole HTTP application: Fastify with its limits and hooks, the Nest modules, the
 * global pipe and filter, OpenAPI and migrations. main.ts and the tests both start the service
 * through here, so tests exercise exactly what production runs. The first-start seed is
 * seedDemoOperator, called once the application listens: a start that cannot listen (port in
 * use) must leave no demo data behind.
 */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  /** `leaderboardFastPath: false` (tests) serves every leaderboard read through the Nest route. */
  options: { extraModules?: Type[]; clock?: Clock; leaderboardFastPath?: boolean } = {},
): Promise<CreatedApp> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIdFor,
    // D1: `/api/api/...` is the same resource as `/api/...`.
    rewriteUrl: (req: IncomingMessage) => collapseDoubledPrefix(req.url ?? '/'),
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 256 },
    return503OnClosing: true,
    // D3 bodies for what fails before any hook runs: router errors and unreadable HTTP.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, databaseUrl, options.extraModules, options.clock),
    adapter,
    {
      bufferLogs: true,
      abortOnError: false,
    },
  );
  app.useLogger(new QuietFrameworkLogger(app.get(Logger)));
  app.flushLogs();

  const fastify = app.getHttpAdapter().getInstance();
  registerHttpHooks(fastify);
  // JSON.stringify, except for bodies serialised once ahead (cached leaderboard pages).
  fastify.setReplySerializer(serializeReply);
  registerRequestLogging(fastify, rootLoggerOf(app.get<Params>(PARAMS_PROVIDER_TOKEN)), { pretty: config.logPretty });
  await registerDashboardSecurity(app);
  registerObservers(app);
  app.useGlobalPipes(new RequestValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  registerIdempotency(app);
  // Cached leaderboard pages answered before Nest's guard chain, with the same checks (see the class).
  if (options.leaderboardFastPath !== false) app.get(LeaderboardFastPath).attach(fastify);
  setupOpenApi(app);

  await runMigrations(app.get(DataSource));
  await resealSecrets(app, config);
  await app.init();
  return { app };
}

/** Start-up is over (listening, demo keys printed): /health/ready may answer 200 from now on. */
export function markStarted(app: NestFastifyApplication): void {
  app.get(StartupState).markComplete();
}

/** D15: the demo operator and its keys, when SEED_DEMO is on and the database has no operator yet. */
export function seedDemoOperator(app: NestFastifyApplication, config: Pick<AppConfig, 'seedDemo'>): Promise<DemoKeys | undefined> {
  return config.seedDemo ? app.get(DemoSeeder).seedIfEmpty() : Promise.resolve(undefined);
}

/** Re-encrypts legacy plaintext wallet secrets and those of a previous key with the current key. */
async function resealSecrets(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  // This application's own key (a test process may hold several applications, each with its own).
  const report = await resealStoredSecrets(app.get(DataSource), (await resolveSecretKeys(config)).box);
  const logger = new NestLogger('Secrets');
  if (report.encrypted + report.rotated > 0) {
    logger.log(`Re-encrypted ${report.encrypted} plaintext and ${report.rotated} previous-key wallet secrets with the current key`);
  }
  if (report.unreadableKeyIds.length > 0) {
    logger.error(
      `Some wallet secrets were encrypted with key id(s) ${report.unreadableKeyIds.join(', ')}, which no configured key matches: ` +
        'their seamless wallets cannot be called until SECRETS_ENCRYPTION_KEY or SECRETS_ENCRYPTION_KEYS_PREVIOUS holds that key',
    );
  }
}

/** After each response: the request histogram, and the audit row of an operator request. */
function registerObservers(app: NestFastifyApplication): void {
  const metrics = app.get(MetricsService);
  const audit = app.get(AuditLogWriter);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      const auth = request.auth;
      if (auth?.kind === 'operator') {
        audit.record({
          operatorId: auth.operatorId,
          apiKeyId: auth.keyId,
          action: 'api.request',
          method: request.method,
          path: request.url.split('?')[0],
          statusCode: reply.statusCode,
          latencyMs: Math.round(reply.elapsedTime),
          requestId: String(request.id),
          clientIp: request.ip,
        });
      }
      done();
    });
}

/** A caller's X-Request-Id is kept when it is a sane token; otherwise a fresh UUID v7. */
function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : newId();
  // pino-http reads the id from the raw request, so log lines and responses agree.
  (req as IncomingMessage & { id?: string }).id = id;
  return id;
}

export function collapseDoubledPrefix(url: string): string {
  return url === '/api/api' || url.startsWith('/api/api/') || url.startsWith('/api/api?') ? url.slice(4) : url;
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Type } from '@nestjs/common';
import { MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, Clock, loadConfig } from '@app/common';
import { AuditLogWriter } from '@app/auth';
import { createApp, markStarted, seedDemoOperator } from '../../apps/api/src/bootstrap/create-app';
import { DemoKeys } from '../../apps/api/src/seed/demo-seeder';
import { HttpClient } from './http';
import { checkResponsesOf, stopCheckingResponsesOf } from './response-check';
import { createTestDatabase, TestDatabase } from './test-database';

export const TEST_ADMIN_KEY = 'test-admin-key-0123456789abcdef';

/**
 * Suites create many tournaments and refuse many keys from one address within a minute: they
 * run with every rate limit (D14) and the dashboard sign-in limit (D13) out of reach.
 * rate-limits*.e2e-spec.ts and dashboard-security.e2e-spec.ts set low ones explicitly.
 */
const UNREACHABLE_RATE_LIMITS = Object.fromEntries([
  ...['CREATION', 'REGISTRATION', 'RESULTS', 'TOURNAMENT_OPS', 'GENERAL', 'BURST', 'INTERNAL', 'INTERNAL_BURST', 'FAILED_AUTH'].map(
    (name) => [`RATE_LIMIT_${name}`, '1000000'],
  ),
  // Dashboard sign-ins (D13) all come from 127.0.0.1; dashboard-security.e2e-spec.ts sets a low limit.
  ['DASHBOARD_LOGIN_ATTEMPTS', '1000000'],
]);

function finalPositionsSetting(): Record<string, string> {
  const value = process.env.FINAL_POSITIONS_STORED_UP_TO;
  return value === undefined ? {} : { FINAL_POSITIONS_STORED_UP_TO: value };
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  database: TestDatabase;
  baseUrl: string;
  /** Unauthenticated client. */
  http: HttpClient;
  /** Client that sends the admin key. */
  admin: HttpClient;
  demoKeys?: DemoKeys;
  /** Writes buffered audit entries now, so a test can read them. */
  flushAudit(): Promise<void>;
  close(): Promise<void>;
}

/** The path prefixes of a module's controllers, as the OpenAPI document writes them. */
function routePrefixesOf(module: Type): string[] {
  const controllers: Type[] = Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? [];
  return controllers.flatMap((controller) => {
    const paths: string | string[] = Reflect.getMetadata(PATH_METADATA, controller) ?? '/';
    return (Array.isArray(paths) ? paths : [paths]).map((path) => `/${path.replace(/^\/+|\/+$/g, '')}`);
  });
}

/**
 * The real service (same createApp as main.ts) on its own fresh database, listening on a random
 * loopback port.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  extraModules: Type[] = [],
  /** `started: false` leaves start-up unfinished (/health/ready answers 503) for the test to finish. */
  /** `leaderboardFastPath: false`: every leaderboard read through the Nest route (LeaderboardFastPath off). */
  options: { clock?: Clock; database?: TestDatabase; started?: boolean; leaderboardFastPath?: boolean } = {},
): Promise<TestApp> {
  // A shared database (several instances on one database) is stopped by whoever created it.
  const database = options.database ?? (await createTestDatabase(Math.max(16, (overrides.dbPoolSize ?? 10) + 2)));
  const ownsDatabase = options.database === undefined;
  const config = Object.assign(
    // A private data directory, so tests never write signing keys into the repository's ./data.
    // FINAL_POSITIONS_STORED_UP_TO=0 runs every suite with completion writing only the paid places.
    loadConfig({
      ...UNREACHABLE_RATE_LIMITS,
      ...finalPositionsSetting(),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      AUDIT_FLUSH_MS: '25',
      SCHEDULER_INTERVAL_MS: '0',
      EVENTS_DISPATCH_INTERVAL_MS: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ts-app-')),
    }),
    { adminApiKey: TEST_ADMIN_KEY },
    overrides,
  );
  let created;
  try {
    created = await createApp(config, database.url, {
      extraModules,
      clock: options.clock,
      leaderboardFastPath: options.leaderboardFastPath,
    });
  } catch (error) {
    if (ownsDatabase) await database.stop();
    throw error;
  }
  const { app } = created;
  await app.listen({ port: 0, host: '127.0.0.1' });
  // As main.ts: the demo operator once the application listens.
  const demoKeys = await seedDemoOperator(app, config);
  if (options.started !== false) markStarted(app);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  // Every reply the suite's HttpClient receives from this app must match the document it serves
  // (except from the test-only routes of extraModules, which document nothing).
  checkResponsesOf(baseUrl, extraModules.flatMap(routePrefixesOf));
  const http = new HttpClient(baseUrl);
  return {
    app,
    config,
    database,
    baseUrl,
    http,
    admin: http.with({ 'x-admin-api-key': TEST_ADMIN_KEY }),
    demoKeys,
    flushAudit: () => app.get(AuditLogWriter).flush(),
    async close() {
      stopCheckingResponsesOf(baseUrl);
      await app.close();
      if (ownsDatabase) await database.stop();
    },
  };
}

import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, ConfigError, loadConfig } from '@app/common';
import { DataDirLockedError } from '@app/database';
import { createApp, markStarted, seedDemoOperator } from './bootstrap/create-app';
import { resolveDatabase, ResolvedDatabase } from './bootstrap/database';
import { baseUrlOf, checkPortFree, formatStartupSummary, listenFailure, showsInfo } from './bootstrap/startup-summary';
import { formatDemoKeys } from './seed/demo-seeder';

/** A start that failed for a reason told in one line (no stack trace). */
class StartFailure extends Error {}

async function main(): Promise<void> {
  const config = loadConfig();
  await checkPortFree(config).catch((error: unknown) => {
    throw asStartFailure(error, config);
  });
  const database = await resolveDatabase(config);
  const { app } = await createApp(config, database.url).catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
  // Listen first, seed after: a start that cannot listen creates no demo operator, and releases
  // the database (and the embedded data directory's lock) before it exits.
  let baseUrl: string;
  let demoKeys;
  try {
    await listen(app, config);
    baseUrl = baseUrlOf(config.host, app.getHttpServer().address());
    demoKeys = await seedDemoOperator(app, config);
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.stop();
    throw error;
  }
  if (showsInfo(config)) {
    process.stdout.write(
      formatStartupSummary({ baseUrl, database: databaseLabel(config, database), adminApi: Boolean(config.adminApiKey) }),
    );
  }
  // Shown once, whatever the log level: they cannot be read again.
  if (demoKeys) process.stdout.write(formatDemoKeys(demoKeys, baseUrl));
  markStarted(app);

  const logger = new Logger('Main');
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: finishing in-flight requests and shutting down`);
    const force = setTimeout(() => {
      logger.error('Shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000);
    force.unref();
    await app.close();
    await database.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

async function listen(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    throw asStartFailure(error, config);
  }
}

function asStartFailure(error: unknown, config: AppConfig): unknown {
  const reason = listenFailure(error, config);
  return reason ? new StartFailure(reason) : error;
}

function databaseLabel(config: AppConfig, database: ResolvedDatabase): string {
  return database.embedded ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartFailure) {
    process.stderr.write(`Cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`Cannot start: ${(error as Error)?.stack ?? String(error)}\n`);
  }
  process.exit(1);
});

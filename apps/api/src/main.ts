import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from '@app/common';
import { DataDirLockedError } from '@app/database';
import { createApp } from './bootstrap/create-app';
import { resolveDatabase } from './bootstrap/database';
import { formatDemoKeys } from './seed/demo-seeder';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await resolveDatabase(config);
  const { app, demoKeys } = await createApp(config, database.url).catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
  if (demoKeys) process.stdout.write(formatDemoKeys(demoKeys, config.port));
  await app.listen({ port: config.port, host: config.host });
  const logger = new Logger('Main');
  logger.log(`Listening on http://${config.host}:${config.port} (${database.embedded ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);

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

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`Cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`Cannot start: ${(error as Error)?.stack ?? String(error)}\n`);
  }
  process.exit(1);
});

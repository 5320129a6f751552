import { AppConfig } from '@app/common';
import { startEmbeddedDatabase } from '@app/database';

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded database in DATA_DIR (D15). */
export async function resolveDatabase(config: AppConfig): Promise<ResolvedDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  }
  // The pool must never exceed what the embedded server accepts.
  const embedded = await startEmbeddedDatabase(config.dataDir, config.dbPoolSize + 2);
  return { url: embedded.url, embedded: true, stop: () => embedded.stop() };
}

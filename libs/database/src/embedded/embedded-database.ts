import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DataDirLock } from './data-dir-lock';
import { serializeSessionsPerBatch } from './session-queue';

export interface EmbeddedDatabase {
  /** A postgres:// URL that the normal pg driver connects to. */
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite (PostgreSQL compiled to WebAssembly) kept in `dataDir` and served in-process over the
 * PostgreSQL wire protocol on a loopback port, so TypeORM uses the same pg driver as with a
 * server. PGlite runs one transaction at a time: every query of a transaction must go through
 * that transaction's EntityManager, or it waits for the transaction to end.
 */
export async function startEmbeddedDatabase(dataDir: string, maxConnections: number): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock = DataDirLock.acquire(dataDir);
  let db: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;
  try {
    db = await PGlite.create({ dataDir });
    server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
    serializeSessionsPerBatch(server);
    await server.start();
  } catch (error) {
    await db?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
  const [host, port] = server.getServerConn().split(':');
  const started = { db, server };
  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    async stop() {
      await started.server.stop();
      await started.db.close();
      lock.release();
    },
  };
}

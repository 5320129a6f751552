import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DataDirLock } from './data-dir-lock';
import { serializeSessionsPerBatch } from './session-queue';
import { NOTIFICATION_CHANNELS } from '../notifications/channels';

/** Emits `notification` (channel, payload) for every NOTIFY committed on an embedded database. */
export type EmbeddedNotifications = EventEmitter<{ notification: [channel: string, payload: string] }>;

/** The embedded databases this process serves, by URL: the service finds its notifications here. */
const notificationsByUrl = new Map<string, EmbeddedNotifications>();

/** The notifications of the embedded database at `url`, if this process serves it. */
export function embeddedNotificationsOf(url: string): EmbeddedNotifications | undefined {
  return notificationsByUrl.get(url);
}

/**
 * Whether `url` is an embedded database this process serves. Every connection to one is the same
 * PGlite session, so session state such as a prepared statement's name is shared by them all.
 */
export function isEmbeddedDatabase(url: string | undefined): boolean {
  return url !== undefined && notificationsByUrl.has(url);
}

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
  const notifications: EmbeddedNotifications = new EventEmitter();
  notifications.setMaxListeners(0);
  try {
    db = await PGlite.create({ dataDir });
    // The one session LISTENs; the session queue reads the notifications out of the replies.
    for (const channel of NOTIFICATION_CHANNELS) await db.exec(`LISTEN ${channel}`);
    server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
    serializeSessionsPerBatch(server, (channel, payload) => notifications.emit('notification', channel, payload));
    await server.start();
  } catch (error) {
    await db?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
  const [host, port] = server.getServerConn().split(':');
  const started = { db, server };
  const url = `postgres://postgres@${host}:${port}/postgres`;
  notificationsByUrl.set(url, notifications);
  return {
    url,
    async stop() {
      notificationsByUrl.delete(url);
      await started.server.stop();
      await started.db.close();
      lock.release();
    },
  };
}

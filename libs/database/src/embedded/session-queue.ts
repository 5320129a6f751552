import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { NotificationScanner } from './notification-scanner';

/** A wire-protocol message waiting for the one PGlite session (pglite-socket's queue entry). */
interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
  onData: (data: Uint8Array) => void;
}

/** The private state of pglite-socket's QueryQueueManager that this module takes over. */
interface QueueInternals {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

/**
 * Message types that end an extended-protocol batch (Sync), are a whole query (Query), or end the
 * connection (Terminate). Any other typed message (Parse, Bind, Describe, Execute, Close, Flush)
 * leaves the session in the middle of that connection's batch.
 */
const BATCH_ENDS = new Set(['S', 'Q', 'X']);

/**
 * pglite-socket (0.2.17) shares one PGlite session between all connections and takes their
 * messages one at a time in arrival order. Outside a transaction it lets another connection's
 * message in between the Parse, Bind and Execute of a parameterised query, which replaces the
 * unnamed statement or portal under it ("portal \"\" does not exist", or another connection's
 * rows); and a message that throws leaves its queue stuck for good. This replaces its queue
 * loop so a connection keeps the session from its first message until its batch ends (Sync)
 * and for as long as it has a transaction open, and so a failure never stops the loop.
 */
export function serializeSessionsPerBatch(server: PGLiteSocketServer, onNotification?: (channel: string, payload: string) => void): void {
  const queue = (server as unknown as { queryQueue: QueueInternals }).queryQueue;
  let batchOpen = false;

  const nextMessage = (): QueuedMessage | undefined => {
    const owned = (batchOpen || queue.db.isInTransaction()) && queue.lastHandlerId !== null;
    if (!owned) return queue.queue.shift();
    const index = queue.queue.findIndex((entry) => entry.handlerId === queue.lastHandlerId);
    // The owner has not sent its next message yet: wait; its enqueue restarts the loop.
    return index === -1 ? undefined : queue.queue.splice(index, 1)[0];
  };

  queue.processQueue = async function processQueue(): Promise<void> {
    if (queue.processing) return;
    queue.processing = true;
    try {
      for (let entry = nextMessage(); entry; entry = nextMessage()) {
        await run(queue.db, entry, onNotification);
        queue.lastHandlerId = entry.handlerId;
        batchOpen = !BATCH_ENDS.has(messageType(entry.message));
      }
    } finally {
      queue.processing = false;
    }
  };

  const clearTransaction = queue.clearTransactionIfNeeded.bind(queue);
  queue.clearTransactionIfNeeded = async (handlerId: number): Promise<void> => {
    // A connection that closes mid-batch must not keep the session from the others.
    if (queue.lastHandlerId === handlerId && batchOpen) {
      batchOpen = false;
      if (!queue.db.isInTransaction()) queue.lastHandlerId = null;
    }
    await clearTransaction(handlerId);
    await queue.processQueue();
  };
}

async function run(db: PGlite, entry: QueuedMessage, onNotification?: (channel: string, payload: string) => void): Promise<void> {
  let bytes = 0;
  // Each message's reply is whole backend messages, so the scan starts afresh per message.
  const scanner = onNotification && new NotificationScanner(onNotification);
  try {
    await db.runExclusive(() =>
      db.execProtocolRawStream(entry.message, {
        onRawData: (data: Uint8Array) => {
          bytes += data.length;
          scanner?.push(data);
          entry.onData(data);
        },
      }),
    );
    entry.resolve(bytes);
  } catch (error) {
    entry.reject(error);
  }
}

/** The type byte of a typed message; startup-phase messages (no type byte) count as whole. */
function messageType(message: Uint8Array): string {
  if (message.length >= 8) {
    const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
    if (view.getInt32(0) === message.length) return 'Q';
  }
  return String.fromCharCode(message[0] ?? 0x51);
}

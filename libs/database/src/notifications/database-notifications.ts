import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import { embeddedNotificationsOf } from '../embedded/embedded-database';

interface DatabaseNotificationEvents {
  notification: [channel: string, payload: string];
  /** Listening (again): every notification from now on arrives; any before may have been missed. */
  connected: [];
  /** Not listening: notifications are being missed until `connected`. */
  disconnected: [error: Error | undefined];
}

const RECONNECT_MIN_MS = 200;
const RECONNECT_MAX_MS = 5_000;

/**
 * LISTEN on the service's notification channels, kept up for the life of the process: one
 * dedicated connection to a PostgreSQL server (outside the pool, reconnected with backoff), or
 * the in-process feed of an embedded database this process serves.
 */
export class DatabaseNotifications extends EventEmitter<DatabaseNotificationEvents> {
  private client: Client | undefined;
  private listening = false;
  private closed = false;
  private retryMs = RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private detachEmbedded: (() => void) | undefined;

  constructor(
    private readonly url: string,
    private readonly channels: readonly string[],
  ) {
    super();
    this.setMaxListeners(0);
  }

  get isListening(): boolean {
    return this.listening;
  }

  /** Resolves once listening, or after the first failed attempt (it keeps retrying). */
  async start(): Promise<void> {
    const embedded = embeddedNotificationsOf(this.url);
    if (embedded) {
      const forward = (channel: string, payload: string) => {
        if (this.channels.includes(channel)) this.emit('notification', channel, payload);
      };
      embedded.on('notification', forward);
      this.detachEmbedded = () => embedded.off('notification', forward);
      this.setListening(true);
      return;
    }
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.detachEmbedded?.();
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.url, application_name: 'tournament-service-listener', keepAlive: true });
    this.client = client;
    client.on('notification', (message) => {
      if (message.payload !== undefined) this.emit('notification', message.channel, message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, undefined));
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`LISTEN ${channel}`);
      if (this.closed || this.client !== client) return;
      this.retryMs = RECONNECT_MIN_MS;
      this.setListening(true);
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: Client, error: Error | undefined): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.setListening(false, error);
    if (this.closed) return;
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }

  private setListening(listening: boolean, error?: Error): void {
    const was = this.listening;
    this.listening = listening;
    if (listening) this.emit('connected');
    else if (was || error) this.emit('disconnected', error);
  }
}

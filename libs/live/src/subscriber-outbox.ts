import type { LiveMessage } from './live-message';
import type { StreamSink } from './stream-sink';

export interface OutboxHooks {
  /** A snapshot replaced by a newer one before it could be written. */
  dropped(): void;
  /** The subscriber was disconnected for reading too slowly. */
  disconnected(): void;
  /** A message reached the connection (its socket buffer). */
  written(message: LiveMessage): void;
}

/**
 * What one subscriber still has to receive, bounded whatever its speed: while its connection's
 * buffer is full, only the newest snapshot waits (with the status messages, which are few and
 * all kept, in order), and a connection that stays full for `slowTimeoutMs` is dropped.
 */
export class SubscriberOutbox {
  private blocked = false;
  private pending: LiveMessage[] = [];
  private endPending = false;
  private slowTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** The version of the last snapshot written or waiting: the same one is never sent twice. */
  private snapshotVersion: number | undefined;

  constructor(
    private readonly sink: StreamSink,
    private readonly slowTimeoutMs: number,
    private readonly hooks: OutboxHooks,
  ) {
    sink.onDrain(() => this.drained());
  }

  get isBlocked(): boolean {
    return this.blocked;
  }

  get waiting(): number {
    return this.pending.length;
  }

  /** `final`: the snapshot that ends the stream, sent after its status event even when it was sent before. */
  deliver(message: LiveMessage, final = false): void {
    if (this.closed || this.endPending) return;
    if (message.type === 'snapshot') {
      if (message.version === this.snapshotVersion && !final) return;
      this.snapshotVersion = message.version;
    }
    if (!this.blocked) return this.write(message);
    if (message.type === 'snapshot') {
      const before = this.pending.length;
      this.pending = this.pending.filter((waiting) => waiting.type !== 'snapshot');
      if (this.pending.length < before) this.hooks.dropped();
    }
    this.pending.push(message);
  }

  /** Ends the stream once everything waiting is written. */
  end(): void {
    if (this.closed) return;
    if (this.blocked) {
      this.endPending = true;
      return;
    }
    this.finish();
    this.sink.end();
  }

  /** The connection went away: nothing more is written. */
  close(): void {
    this.finish();
  }

  private write(message: LiveMessage): void {
    const flushed = this.sink.write(message);
    this.hooks.written(message);
    if (flushed) return;
    this.blocked = true;
    this.slowTimer = setTimeout(() => this.tooSlow(), this.slowTimeoutMs);
    this.slowTimer.unref();
  }

  private drained(): void {
    if (this.closed || !this.blocked) return;
    this.blocked = false;
    clearTimeout(this.slowTimer);
    while (!this.blocked && this.pending.length > 0) this.write(this.pending.shift()!);
    if (!this.blocked && this.endPending) {
      this.endPending = false;
      this.end();
    }
  }

  private tooSlow(): void {
    if (this.closed) return;
    this.finish();
    this.hooks.disconnected();
    this.sink.drop();
  }

  private finish(): void {
    this.closed = true;
    this.pending = [];
    clearTimeout(this.slowTimer);
  }
}

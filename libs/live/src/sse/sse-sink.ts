import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { serializeReply } from '@app/common';
import { LiveMessage, toSseFrame } from '../live-message';
import { StreamSink } from '../stream-sink';

/** How long a browser's EventSource waits before it reconnects after the connection drops. */
export const SSE_RETRY_MS = 3000;
export const SSE_HEARTBEAT = ': heartbeat\n\n';

/**
 * One Server-Sent Events response. The hub writes the first snapshot while it subscribes, before
 * the response is known to succeed (its errors are JSON responses): until `open`, frames wait here
 * in order, and an end waits with them.
 */
export class SseSink implements StreamSink {
  private waiting: string[] | undefined = [];
  private snapshotsWaiting = 0;
  private endedEarly = false;

  constructor(private readonly raw: ServerResponse) {}

  write(message: LiveMessage): boolean {
    const frame = toSseFrame(message);
    if (this.waiting) {
      this.waiting.push(frame);
      if (message.type === 'snapshot') this.snapshotsWaiting++;
      return true;
    }
    return this.raw.write(frame);
  }

  onDrain(listener: () => void): void {
    this.raw.on('drain', listener);
  }

  end(): void {
    if (this.waiting) this.endedEarly = true;
    else this.raw.end();
  }

  drop(): void {
    this.raw.destroy();
  }

  /**
   * The stream ended before it opened without a snapshot to send: a finished tournament whose
   * final standings the client already has (Last-Event-ID). Answered 204, which tells an
   * EventSource to stop reconnecting.
   */
  get nothingToSend(): boolean {
    return this.endedEarly && this.snapshotsWaiting === 0;
  }

  /** The 200 head, the reconnection delay, then what waited (and the end, if it came). */
  open(headers: OutgoingHttpHeaders): void {
    this.raw.writeHead(200, headers);
    const waiting = this.waiting ?? [];
    this.waiting = undefined;
    this.raw.write(`retry: ${SSE_RETRY_MS}\n\n${waiting.join('')}`);
    if (this.endedEarly) this.raw.end();
  }

  /**
   * An `event: error` frame with a REST error body, the last thing an open stream sends before
   * the server ends it for a reason the client must learn of (its credentials no longer hold).
   */
  error(body: object): void {
    if (!this.waiting && !this.raw.writableEnded) this.raw.write(`event: error\ndata: ${serializeReply(body)}\n\n`);
  }

  /** A comment line that keeps proxies from closing an idle connection; skipped while the buffer is full. */
  heartbeat(): void {
    if (!this.waiting && !this.raw.writableNeedDrain && !this.raw.writableEnded) this.raw.write(SSE_HEARTBEAT);
  }
}

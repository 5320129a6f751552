import { ServerResponse } from 'node:http';
import { FastifyReply } from 'fastify';

/**
 * A Server-Sent Events response taken over from Fastify (hijacked): from then on the framework
 * neither sends nor ends it, so it carries the headers the hooks already set (security headers,
 * request id) itself. Nothing is written once the connection is gone (a write after the end
 * would raise an error event on the response).
 */
export class EventStreamResponse {
  private closed = false;
  private readonly closeListeners: Array<() => void> = [];

  private constructor(private readonly raw: ServerResponse) {
    raw.on('close', () => this.gone());
    // A reset connection reports here; 'close' follows and ends the stream.
    raw.on('error', () => undefined);
  }

  /**
   * Takes the reply over and sends the headers at once (so the browser's EventSource opens
   * before the first event), with the reconnection delay browsers wait after a dropped stream.
   */
  static open(reply: FastifyReply, retryMs: number): EventStreamResponse {
    reply.hijack();
    const raw = reply.raw;
    const stream = new EventStreamResponse(raw);
    if (raw.destroyed || !raw.socket || raw.socket.destroyed) {
      stream.gone();
      return stream;
    }
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies that buffer responses (nginx) would hold the events back.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${retryMs}\n\n`);
    return stream;
  }

  /** Gone, or ended by this side: nothing more can be written. */
  get isClosed(): boolean {
    return this.closed || this.raw.writableEnded || this.raw.destroyed;
  }

  /** The connection's buffer is full: wait for `onDrain` before writing more. */
  get isBlocked(): boolean {
    return this.raw.writableNeedDrain;
  }

  /** Writes event frames; false when the buffer is full. */
  write(frames: string): boolean {
    if (this.isClosed) return true;
    return this.raw.write(frames);
  }

  /** A comment line (heartbeat): keeps proxies from closing an idle connection. Skipped while the buffer is full. */
  comment(text: string): void {
    if (!this.isClosed && !this.isBlocked) this.raw.write(`: ${text}\n\n`);
  }

  onDrain(listener: () => void): void {
    this.raw.on('drain', listener);
  }

  /** Calls `listener` once, when the connection is gone (ended by either side); at once if it already is. */
  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.closeListeners.push(listener);
  }

  /** Ends the response after what was written, with `lastFrames` if given. */
  end(lastFrames?: string): void {
    if (this.isClosed) return;
    if (lastFrames) this.raw.end(lastFrames);
    else this.raw.end();
  }

  /** Drops the connection without ending the response (the browser reconnects). */
  destroy(): void {
    if (!this.raw.destroyed) this.raw.destroy();
  }

  private gone(): void {
    if (this.closed) return;
    this.closed = true;
    for (const listener of this.closeListeners.splice(0)) listener();
  }
}

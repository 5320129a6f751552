import { IncomingHttpHeaders } from 'node:http';
import WebSocket, { ClientOptions } from 'ws';

/** An upgrade the server refused: its HTTP status, headers and JSON body. */
export interface RefusedUpgrade {
  status: number;
  headers: IncomingHttpHeaders;
  body: any;
}

export interface LiveConnectOptions {
  headers?: Record<string, string>;
  /** A player's game token, sent as `?token=`. */
  token?: string;
  /** ws client options (e.g. `autoPong: false` for a client that never answers pings). */
  options?: ClientOptions;
}

/**
 * A client of the live WebSocket (GET /api/ws), with the `ws` package: what it received, in
 * order, and helpers to wait for the next message or for the close.
 */
export class LiveWsClient {
  readonly messages: any[] = [];
  pings = 0;
  closed: { code: number; reason: string } | undefined;
  private cursor = 0;
  private waiters: Array<() => void> = [];

  private constructor(
    readonly socket: WebSocket,
    /** The headers of the 101 response. */
    readonly upgradeHeaders: IncomingHttpHeaders,
  ) {
    socket.on('message', (data, isBinary) => {
      this.messages.push(isBinary ? data : JSON.parse(data.toString()));
      this.wake();
    });
    socket.on('ping', () => this.pings++);
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
    socket.on('error', () => undefined);
  }

  /** Connects; resolves with the open client, or with the server's refusal of the upgrade. */
  static connect(baseUrl: string, { headers = {}, token, options = {} }: LiveConnectOptions = {}): Promise<LiveWsClient | RefusedUpgrade> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/api/ws${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers, ...options });
      let upgradeHeaders: IncomingHttpHeaders = {};
      socket.once('upgrade', (response) => (upgradeHeaders = response.headers));
      socket.once('open', () => resolve(new LiveWsClient(socket, upgradeHeaders)));
      socket.once('unexpected-response', (_request, response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: text ? JSON.parse(text) : undefined }),
        );
      });
      socket.once('error', reject);
    });
  }

  /** Connects and fails unless the upgrade succeeds. */
  static async open(baseUrl: string, options: LiveConnectOptions = {}): Promise<LiveWsClient> {
    const result = await LiveWsClient.connect(baseUrl, options);
    if (!(result instanceof LiveWsClient)) throw new Error(`upgrade refused: ${result.status} ${JSON.stringify(result.body)}`);
    return result;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message));
  }

  subscribe(tournamentId: string, fields: Record<string, unknown> = {}): void {
    this.send({ type: 'subscribe', tournament_id: tournamentId, ...fields });
  }

  unsubscribe(tournamentId: string): void {
    this.send({ type: 'unsubscribe', tournament_id: tournamentId });
  }

  /** The next message after the last one returned that `accept`s, skipping the others. */
  async next(accept: (message: any) => boolean = () => true, timeoutMs = 10_000): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.messages.length) {
        const message = this.messages[this.cursor++];
        if (accept(message)) return message;
      }
      if (this.closed) throw new Error(`the connection closed (${this.closed.code}) before the message came`);
      if (Date.now() >= deadline) throw new Error(`no message within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
      await this.wait(deadline);
    }
  }

  /** Resolves with the close code once the connection is closed. */
  async untilClosed(timeoutMs = 10_000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() >= deadline) throw new Error(`the connection did not close within ${timeoutMs} ms`);
      await this.wait(deadline);
    }
    return this.closed;
  }

  async close(): Promise<void> {
    this.socket.close();
    await this.untilClosed();
  }

  private wait(deadline: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }
}

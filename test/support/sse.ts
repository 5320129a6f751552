import { get, IncomingMessage } from 'node:http';
import { assertDocumentedResponse } from './response-check';

/** One block of a Server-Sent Events stream (fields as the EventSource specification reads them). */
export interface SseFrame {
  /** `event:`, or `message` for a block with data and no event name; undefined for a block without data. */
  event?: string;
  id?: string;
  /** `data:` lines joined with a newline. */
  data?: string;
  retry?: number;
  /** Comment lines (`: heartbeat`), without the colon and one leading space. */
  comments: string[];
}

/** Parses complete blocks from `buffer`; returns them and what is left (an unfinished block). */
export function parseSseBlocks(buffer: string): { frames: SseFrame[]; rest: string } {
  const frames: SseFrame[] = [];
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    if (block === '') continue;
    const frame: SseFrame = { comments: [] };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        frame.comments.push(line.slice(1).replace(/^ /, ''));
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') frame.event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') frame.id = value;
      else if (field === 'retry' && /^\d+$/.test(value)) frame.retry = Number(value);
    }
    if (data.length > 0) {
      frame.data = data.join('\n');
      frame.event ??= 'message';
    }
    frames.push(frame);
  }
  return { frames, rest };
}

/** A parsed event with its JSON data. */
export interface SseEvent {
  event: string;
  id?: string;
  data: any;
}

/**
 * A Server-Sent Events connection read as it streams, as a browser's EventSource would hold it
 * (without its reconnection), on a connection of its own. Node's http client rather than fetch:
 * fetch's pool opens a spare connection to the server when a streaming body is aborted, which
 * then holds the test app's shutdown until the server's headers timeout. A refusal (any status
 * but 200) is read whole; every reply is checked against the OpenAPI document like the
 * HttpClient's.
 */
export class SseConnection {
  readonly frames: SseFrame[] = [];
  ended = false;
  private cursor = 0;
  private waiters: Array<() => void> = [];

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    /** The JSON body of a refusal. */
    readonly body: any,
    /** The raw body of a refusal. */
    readonly text: string,
    private readonly response: IncomingMessage,
  ) {}

  static async open(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<SseConnection> {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = get(`${baseUrl}${path}`, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, resolve);
      request.on('error', reject);
    });
    const status = response.statusCode!;
    const received = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) received.append(name, item);
    }
    const contentType = received.get('content-type');
    response.setEncoding('utf8');
    if (status !== 200) {
      let text = '';
      for await (const chunk of response) text += chunk;
      const body = text ? JSON.parse(text) : undefined;
      await assertDocumentedResponse(baseUrl, { method: 'GET', path, status, contentType, text, body });
      const refused = new SseConnection(status, received, body, text, response);
      refused.ended = true;
      return refused;
    }
    await assertDocumentedResponse(baseUrl, { method: 'GET', path, status: 200, contentType, text: '(an event stream)', body: undefined });
    const connection = new SseConnection(200, received, undefined, '', response);
    connection.read();
    return connection;
  }

  /** The next event (snapshot, status) after the last one returned, skipping comments and `retry`. */
  async nextEvent(timeoutMs = 10_000): Promise<SseEvent> {
    const frame = await this.nextFrame((f) => f.data !== undefined, timeoutMs);
    return { event: frame.event!, id: frame.id, data: JSON.parse(frame.data!) };
  }

  /** The next event that `accept`s, skipping the others. */
  async eventWhere(accept: (event: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = await this.nextEvent(Math.max(1, deadline - Date.now()));
      if (accept(event)) return event;
    }
  }

  /** The next frame that `accept`s, after the last one returned. */
  async nextFrame(accept: (frame: SseFrame) => boolean = () => true, timeoutMs = 10_000): Promise<SseFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.frames.length) {
        const frame = this.frames[this.cursor++];
        if (accept(frame)) return frame;
      }
      if (this.ended) throw new Error('the stream ended');
      if (Date.now() >= deadline) throw new Error(`no frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves once the server has ended the stream; the events of `frames` are all there is. */
  async untilEnded(timeoutMs = 10_000): Promise<SseEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() >= deadline) throw new Error(`the stream did not end within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const events: SseEvent[] = [];
    while (this.cursor < this.frames.length) {
      const frame = this.frames[this.cursor++];
      if (frame.data !== undefined) events.push({ event: frame.event!, id: frame.id, data: JSON.parse(frame.data) });
    }
    return events;
  }

  /** The client goes away (as a closed browser tab). */
  close(): void {
    this.response.destroy();
  }

  private read(): void {
    let buffer = '';
    this.response.on('data', (chunk: string) => {
      const { frames, rest } = parseSseBlocks(buffer + chunk);
      buffer = rest;
      if (frames.length > 0) {
        this.frames.push(...frames);
        this.wake();
      }
    });
    // 'close' comes after the end of the body, and after a destroy (close()) alike.
    this.response.on('close', () => {
      this.ended = true;
      this.wake();
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }
}

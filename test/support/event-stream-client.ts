import { parseSseBlocks, SseFrame } from './sse';

/** One Server-Sent Event as a browser's EventSource would dispatch it (a comment is `event: ':'`). */
export interface StreamEvent {
  event: string;
  id?: string;
  data: string;
}

/**
 * A Server-Sent Events reader over fetch, for tests: the response as sent (status, headers),
 * then each event (and comment) in order as it arrives, and whether the server ended the stream.
 */
export class EventStreamClient {
  readonly events: StreamEvent[] = [];
  ended = false;
  private buffer = '';
  private readonly waiters = new Set<() => void>();

  private constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {
    void this.read();
  }

  /** Opens `url`; a response that is not an event stream is returned with its body as text. */
  static async open(
    url: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: Headers; text?: string; stream?: EventStreamClient }> {
    const controller = new AbortController();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      redirect: 'manual',
      signal: controller.signal,
    });
    if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      return { status: response.status, headers: response.headers, text: await response.text() };
    }
    return { status: response.status, headers: response.headers, stream: new EventStreamClient(response, controller) };
  }

  /** The events of a type received so far (comments are type ':'). */
  ofType(type: string): StreamEvent[] {
    return this.events.filter((e) => e.event === type);
  }

  /** Waits until `check` holds (re-checked at each event and at the end), failing after `ms`. */
  async until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
    if (check()) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(test);
        reject(new Error(`timed out waiting for ${what}; events: ${JSON.stringify(this.events.map((e) => e.event))}`));
      }, ms);
      const test = () => {
        if (!check()) return;
        clearTimeout(timer);
        this.waiters.delete(test);
        resolve();
      };
      this.waiters.add(test);
    });
  }

  /** Waits for the `n`-th event of a type (1-based) and returns it. */
  async nth(type: string, n: number, ms = 10_000): Promise<StreamEvent> {
    await this.until(() => this.ofType(type).length >= n, `${type} #${n}`, ms);
    return this.ofType(type)[n - 1];
  }

  /** Waits until the server ends the response. */
  untilEnded(ms = 10_000): Promise<void> {
    return this.until(() => this.ended, 'the end of the stream', ms);
  }

  close(): void {
    this.controller.abort();
  }

  private async read(): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of this.response.body as unknown as AsyncIterable<Uint8Array>) {
        this.buffer += decoder.decode(chunk, { stream: true });
        this.parse();
      }
      this.ended = true;
    } catch {
      // Aborted by close(): not an end sent by the server.
    }
    this.notify();
  }

  private parse(): void {
    const { frames, rest } = parseSseBlocks(this.buffer);
    this.buffer = rest;
    for (const frame of frames) {
      this.events.push(toStreamEvent(frame));
      this.notify();
    }
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

/** A block as the tests name it: a comment is `:`, a lone `retry:` is `retry` with its value as data. */
function toStreamEvent(frame: SseFrame): StreamEvent {
  const id = frame.id === undefined ? {} : { id: frame.id };
  if (frame.comments.length > 0) return { event: ':', ...id, data: frame.data ?? '' };
  if (frame.retry !== undefined && frame.data === undefined) return { event: 'retry', ...id, data: String(frame.retry) };
  return { event: frame.event ?? 'message', ...id, data: frame.data ?? '' };
}

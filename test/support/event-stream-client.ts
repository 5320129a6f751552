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
    let boundary: number;
    while ((boundary = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, boundary);
      this.buffer = this.buffer.slice(boundary + 2);
      const event: StreamEvent = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) {
          event.event = ':';
          continue;
        }
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event.event = value;
        else if (field === 'id') event.id = value;
        else if (field === 'data') data.push(value);
        else if (field === 'retry') {
          event.event = 'retry';
          data.push(value);
        }
      }
      event.data = data.join('\n');
      this.events.push(event);
      this.notify();
    }
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

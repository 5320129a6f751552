import { LiveMessage, StreamSink, toSseFrame } from '@app/live';
import { EventStreamResponse } from '../web/event-stream';
import { LeaderboardPage, LiveCounters } from './live-standings';

/** What the sink needs of the connection (EventStreamResponse). */
export type EventStreamTarget = Pick<EventStreamResponse, 'isClosed' | 'isBlocked' | 'write' | 'end' | 'destroy' | 'onDrain'>;

const END = Symbol('end');
type Waiting = LiveMessage | typeof END;

/** The dashboard's own events: the counters after each snapshot, and the end of a finished tournament's stream. */
export function countersFrame(counters: LiveCounters): string {
  return `event: counters\ndata: ${JSON.stringify(counters)}\n\n`;
}

/**
 * Tells the page that the stream is over for good (its tournament is finished): the page then
 * closes its EventSource, which would otherwise reconnect by itself to a stream that ended.
 */
export const END_FRAME = 'event: end\ndata: {}\n\n';

/**
 * The live hub's messages to one dashboard page, in order, each snapshot written together with
 * its `counters` event. The counters need a read (the prize pool), so messages wait behind it;
 * a snapshot still waiting when a newer one comes is replaced by it, as the hub does for a slow
 * subscriber. Backpressure is the connection's: `write` answers false while its buffer is full,
 * and the hub then holds messages back until it drains. Until `attach` (the response is taken
 * over only once the subscription is accepted), messages wait.
 */
export class DashboardStreamSink implements StreamSink {
  private waiting: Waiting[] = [];
  private stream: EventStreamTarget | undefined;
  private drainListener: (() => void) | undefined;
  private pumping = false;

  constructor(
    private readonly countersOf: (board: LeaderboardPage) => Promise<LiveCounters>,
    /** A snapshot's counters could not be read: the connection is dropped and the page reconnects. */
    private readonly failed: (error: unknown) => void,
  ) {}

  attach(stream: EventStreamTarget): void {
    this.stream = stream;
    stream.onDrain(() => this.drainListener?.());
    void this.pump();
  }

  write(message: LiveMessage): boolean {
    if (message.type === 'snapshot') this.waiting = this.waiting.filter((w) => w === END || w.type !== 'snapshot');
    this.waiting.push(message);
    void this.pump();
    return !(this.stream?.isBlocked ?? false);
  }

  onDrain(listener: () => void): void {
    this.drainListener = listener;
  }

  end(): void {
    this.waiting.push(END);
    void this.pump();
  }

  drop(): void {
    this.waiting = [];
    this.stream?.destroy();
  }

  private async pump(): Promise<void> {
    const stream = this.stream;
    if (!stream || this.pumping) return;
    this.pumping = true;
    try {
      while (this.waiting.length > 0 && !stream.isClosed) {
        const next = this.waiting.shift()!;
        if (next === END) {
          stream.end(END_FRAME);
        } else if (next.type === 'snapshot') {
          const counters = await this.countersOf(next.data as LeaderboardPage);
          if (stream.isClosed) break;
          stream.write(toSseFrame(next) + countersFrame(counters));
        } else {
          stream.write(toSseFrame(next));
        }
      }
    } catch (error) {
      this.waiting = [];
      stream.destroy();
      this.failed(error);
    } finally {
      this.pumping = false;
    }
  }
}

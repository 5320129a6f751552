import type { LiveMessage } from './live-message';
import type { StreamSink } from './stream-sink';
import { SubscriberOutbox } from './subscriber-outbox';

const snapshot = (version: number): LiveMessage => ({ type: 'snapshot', tournamentId: 't', version, data: { version } });
const status = (value: string): LiveMessage => ({
  type: 'status',
  tournamentId: 't',
  version: 0,
  data: { tournament_id: 't', status: value, current_phase: value },
});

/** A connection whose buffer fills when told to; `drain()` empties it. */
class Connection implements StreamSink {
  written: LiveMessage[] = [];
  full = false;
  ended = false;
  dropped = false;
  private listener?: () => void;
  write(message: LiveMessage): boolean {
    this.written.push(message);
    return !this.full;
  }
  onDrain(listener: () => void): void {
    this.listener = listener;
  }
  end(): void {
    this.ended = true;
  }
  drop(): void {
    this.dropped = true;
  }
  drain(): void {
    this.full = false;
    this.listener?.();
  }
}

describe('SubscriberOutbox', () => {
  let connection: Connection;
  let counts: { dropped: number; disconnected: number; written: number };
  const outbox = (timeoutMs = 1000) =>
    new SubscriberOutbox(connection, timeoutMs, {
      dropped: () => counts.dropped++,
      disconnected: () => counts.disconnected++,
      written: () => counts.written++,
    });

  beforeEach(() => {
    jest.useFakeTimers();
    connection = new Connection();
    counts = { dropped: 0, disconnected: 0, written: 0 };
  });
  afterEach(() => jest.useRealTimers());

  it('writes at once while the connection keeps up, and never the same snapshot version twice', () => {
    const box = outbox();
    box.deliver(snapshot(1));
    box.deliver(snapshot(1));
    box.deliver(status('in_progress'));
    box.deliver(snapshot(2));
    expect(connection.written).toEqual([snapshot(1), status('in_progress'), snapshot(2)]);
    expect(counts.written).toBe(3);
  });

  it('keeps only the newest snapshot while the buffer is full, with every status in order, and writes them on drain', () => {
    const box = outbox();
    connection.full = true;
    box.deliver(snapshot(1)); // written, and the buffer is now full
    box.deliver(snapshot(2));
    box.deliver(status('completed'));
    box.deliver(snapshot(3));
    box.deliver(snapshot(4));
    expect(box.waiting).toBe(2);
    expect(counts.dropped).toBe(2);
    connection.drain();
    expect(connection.written).toEqual([snapshot(1), status('completed'), snapshot(4)]);
    expect(box.isBlocked).toBe(false);
  });

  it('holds at most one snapshot however many arrive for a subscriber that never reads', () => {
    const box = outbox();
    connection.full = true;
    for (let version = 1; version <= 10_000; version++) box.deliver(snapshot(version));
    expect(box.waiting).toBe(1);
    expect(counts.dropped).toBe(9_998);
  });

  it('drops a connection that stays full past the timeout, and writes nothing more to it', () => {
    const box = outbox(1000);
    connection.full = true;
    box.deliver(snapshot(1));
    jest.advanceTimersByTime(999);
    expect(connection.dropped).toBe(false);
    jest.advanceTimersByTime(1);
    expect(connection.dropped).toBe(true);
    expect(counts.disconnected).toBe(1);
    box.deliver(snapshot(2));
    connection.drain();
    expect(connection.written).toEqual([snapshot(1)]);
  });

  it('is not dropped when the buffer empties in time', () => {
    const box = outbox(1000);
    connection.full = true;
    box.deliver(snapshot(1));
    jest.advanceTimersByTime(900);
    connection.drain();
    jest.advanceTimersByTime(5000);
    expect(connection.dropped).toBe(false);
  });

  it('ends the stream after what waits has been written', () => {
    const box = outbox();
    connection.full = true;
    box.deliver(snapshot(1));
    box.deliver(status('completed'));
    box.end();
    expect(connection.ended).toBe(false);
    connection.drain();
    expect(connection.written).toEqual([snapshot(1), status('completed')]);
    expect(connection.ended).toBe(true);
  });

  it('writes nothing after the connection closed', () => {
    const box = outbox();
    box.close();
    box.deliver(snapshot(1));
    box.end();
    expect(connection.written).toEqual([]);
    expect(connection.ended).toBe(false);
  });
});

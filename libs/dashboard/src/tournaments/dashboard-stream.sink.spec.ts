import { LiveMessage, toSseFrame } from '@app/live';
import { countersFrame, DashboardStreamSink, END_FRAME, EventStreamTarget } from './dashboard-stream.sink';
import { LeaderboardPage, LiveCounters } from './live-standings';

class FakeStream implements EventStreamTarget {
  readonly frames: string[] = [];
  isClosed = false;
  isBlocked = false;
  destroyed = false;
  drain: (() => void) | undefined;
  write(frames: string): boolean {
    this.frames.push(frames);
    return !this.isBlocked;
  }
  end(lastFrames?: string): void {
    if (lastFrames) this.frames.push(lastFrames);
    this.isClosed = true;
  }
  destroy(): void {
    this.destroyed = true;
    this.isClosed = true;
  }
  onDrain(listener: () => void): void {
    this.drain = listener;
  }
}

function snapshot(version: number): LiveMessage {
  const data: LeaderboardPage = {
    tournament_id: 't',
    leaderboard: { data: [], pagination: { total: version } },
    last_updated: new Date(version).toISOString(),
  };
  return { type: 'snapshot', tournamentId: 't', version, data };
}

const status: LiveMessage = {
  type: 'status',
  tournamentId: 't',
  version: 5,
  data: { tournament_id: 't', status: 'completed', current_phase: 'completed' },
};

function counters(version: number): LiveCounters {
  return { version, players: version, active: 0, eliminated: 0, prize_pool: '0.00 EUR', prizes: {} };
}

/** Counters read on demand: each read waits until the test releases it. */
function deferredReads() {
  const pending: Array<{ version: number; resolve: (c: LiveCounters) => void; reject: (e: Error) => void }> = [];
  const read = (board: LeaderboardPage) =>
    new Promise<LiveCounters>((resolve, reject) => pending.push({ version: Date.parse(board.last_updated), resolve, reject }));
  return { pending, read };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('DashboardStreamSink', () => {
  it('holds messages until attached, then writes each snapshot with its counters, in order, and the end last', async () => {
    const reads = deferredReads();
    const sink = new DashboardStreamSink(reads.read, () => undefined);
    expect(sink.write(snapshot(1))).toBe(true);
    sink.write(status);
    sink.end();
    const stream = new FakeStream();
    sink.attach(stream);
    await settle();
    expect(stream.frames).toEqual([]);
    reads.pending[0].resolve(counters(1));
    await settle();
    expect(stream.frames).toEqual([toSseFrame(snapshot(1)) + countersFrame(counters(1)), toSseFrame(status), END_FRAME]);
    expect(stream.isClosed).toBe(true);
  });

  it('replaces a waiting snapshot by a newer one, keeping the status messages in order', async () => {
    const reads = deferredReads();
    const stream = new FakeStream();
    const sink = new DashboardStreamSink(reads.read, () => undefined);
    sink.attach(stream);
    sink.write(snapshot(1));
    sink.write(snapshot(2));
    sink.write(status);
    sink.write(snapshot(3));
    reads.pending[0].resolve(counters(1));
    await settle();
    expect(reads.pending.map((p) => p.version)).toEqual([1, 3]);
    reads.pending[1].resolve(counters(3));
    await settle();
    expect(stream.frames).toEqual([
      toSseFrame(snapshot(1)) + countersFrame(counters(1)),
      toSseFrame(status),
      toSseFrame(snapshot(3)) + countersFrame(counters(3)),
    ]);
  });

  it('answers false while the connection is full and passes its drain on', () => {
    const stream = new FakeStream();
    const sink = new DashboardStreamSink(deferredReads().read, () => undefined);
    let drained = 0;
    sink.onDrain(() => drained++);
    sink.attach(stream);
    stream.isBlocked = true;
    expect(sink.write(status)).toBe(false);
    stream.drain!();
    expect(drained).toBe(1);
  });

  it('drops the connection when the counters cannot be read, and reports why', async () => {
    const reads = deferredReads();
    const stream = new FakeStream();
    const failures: unknown[] = [];
    const sink = new DashboardStreamSink(reads.read, (error) => failures.push(error));
    sink.attach(stream);
    sink.write(snapshot(1));
    sink.end();
    const error = new Error('database down');
    reads.pending[0].reject(error);
    await settle();
    expect(stream.destroyed).toBe(true);
    expect(stream.frames).toEqual([]);
    expect(failures).toEqual([error]);
  });

  it('writes nothing once the connection is gone', async () => {
    const reads = deferredReads();
    const stream = new FakeStream();
    const sink = new DashboardStreamSink(reads.read, () => undefined);
    sink.attach(stream);
    sink.write(snapshot(1));
    stream.isClosed = true;
    reads.pending[0].resolve(counters(1));
    await settle();
    sink.write(status);
    await settle();
    expect(stream.frames).toEqual([]);
  });
});

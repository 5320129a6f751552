import { ForbiddenException } from '@app/common';
import { LiveMessage, LiveStandingsHub, StreamSink } from '@app/live';
import { operatorWithKey } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { createTournamentId, seatPlayers } from '../support/tournament-fixtures';
import { until } from '../support/until';

// The hub behind both live transports, with in-memory connections: one snapshot per change,
// across instances, and nothing kept once subscribers leave.

class MemorySink implements StreamSink {
  readonly messages: LiveMessage[] = [];
  ended = false;
  dropped = false;
  full = false;
  private drain?: () => void;
  write(message: LiveMessage): boolean {
    this.messages.push(message);
    return !this.full;
  }
  onDrain(listener: () => void): void {
    this.drain = listener;
  }
  end(): void {
    this.ended = true;
  }
  drop(): void {
    this.dropped = true;
  }
  emptied(): void {
    this.full = false;
    this.drain?.();
  }
  snapshots(): any[] {
    return this.messages.filter((m) => m.type === 'snapshot').map((m) => m.data);
  }
}

describe('live standings hub', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(40);
    a = await startTestApp({}, [], { database });
    b = await startTestApp(
      { streams: { minIntervalMs: 50, maxSubscribersPerOperator: 3, heartbeatMs: 15_000, slowSubscriberTimeoutMs: 300 } },
      [],
      {
        database,
      },
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.stop();
  });

  it('sends the current snapshot at once, then one after a change made through the other instance', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    const sink = new MemorySink();
    const hub = b.app.get(LiveStandingsHub);
    const subscription = await hub.subscribe({
      operatorId: op.operatorId,
      tournamentId: tid,
      query: { limit: 10, includeEliminated: false },
      kind: 'sse',
      sink,
    });
    expect(sink.snapshots()).toHaveLength(1);
    expect(sink.snapshots()[0].leaderboard.data).toEqual([]);
    await seatPlayers(a, tid, 2);
    await until(() => sink.snapshots().at(-1)?.leaderboard.pagination.total === 2, 'the snapshot with both players');
    const board = await op.client.get(`/api/tournaments/${tid}/leaderboard?limit=10`);
    expect(sink.snapshots().at(-1)).toEqual(board.body);
    subscription.close();
    expect(hub.size).toBe(0);
  });

  it('refuses another operator tournament and more streams than the cap', async () => {
    const op = await operatorWithKey(a);
    const other = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    const hub = b.app.get(LiveStandingsHub);
    const request = (operatorId: string) => ({
      operatorId,
      tournamentId: tid,
      query: { limit: 10, includeEliminated: false },
      kind: 'ws' as const,
      sink: new MemorySink(),
    });
    await expect(hub.subscribe(request(other.operatorId))).rejects.toBeInstanceOf(ForbiddenException);
    const open = [
      await hub.subscribe(request(op.operatorId)),
      await hub.subscribe(request(op.operatorId)),
      await hub.subscribe(request(op.operatorId)),
    ];
    await expect(hub.subscribe(request(op.operatorId))).rejects.toMatchObject({ code: 'rate_limit_exceeded' });
    for (const s of open) s.close();
    expect(hub.size).toBe(0);

    // Subscribes in flight together cannot pass the cap together.
    const together = await Promise.allSettled([1, 2, 3, 4, 5].map(() => hub.subscribe(request(op.operatorId))));
    expect(together.map((r) => r.status).sort()).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    for (const r of together) if (r.status === 'fulfilled') r.value.close();
    expect(hub.size).toBe(0);
  });

  it('keeps only the newest snapshot for a subscriber that does not read, and drops it after the timeout', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    const slow = new MemorySink();
    const hub = b.app.get(LiveStandingsHub);
    await hub.subscribe({
      operatorId: op.operatorId,
      tournamentId: tid,
      query: { limit: 10, includeEliminated: false },
      kind: 'sse',
      sink: slow,
    });
    slow.full = true;
    await seatPlayers(a, tid, 1);
    await until(() => slow.snapshots().length === 2, 'two snapshots to the slow subscriber');
    await seatPlayers(a, tid, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slow.snapshots()).toHaveLength(2);
    await until(() => slow.dropped, 'the slow subscriber to be dropped', 5000);
    expect(hub.size).toBe(0);
  });
});

import { DataSource } from 'typeorm';
import { LeaderboardStreams, LiveStandingsHub } from '@app/live';
import { TournamentChanges } from '@app/tournaments';
import { createInternalKey, operatorWithKey } from '../support/factories';
import { PostgresGate } from '../support/postgres-gate';
import { SseConnection } from '../support/sse';
import { startTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TEST_DB_KIND, TestDatabase } from '../support/test-database';
import { createTournamentId, seatPlayers } from '../support/tournament-fixtures';
import { until } from '../support/until';

// An instance learns of the changes made through the others from the database: on PostgreSQL
// through one LISTEN connection of its own, which can be lost (a restart, a failover, a killed
// backend). While it is down the leaderboard is still current (every read checks the
// tournament's standings version); once it is back, live streams follow changes again. Two
// instances share one database; every change is made through B, so A has only the database to
// learn of it from. A reaches PostgreSQL through a gate that can turn its listener away, so that
// the listener stays down for as long as the test needs, as during a failover.

const LISTENER = 'tournament-service-listener';
const STREAMS = { minIntervalMs: 50, heartbeatMs: 200, slowSubscriberTimeoutMs: 30_000, maxSubscribersPerOperator: 100 };

const KILL_LISTENERS = `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
  WHERE application_name = '${LISTENER}' AND datname = current_database()`;

async function changeMetrics(t: TestApp): Promise<{ listening: number; reconnects: number }> {
  const text = (await t.http.get('/metrics')).text;
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  return { listening: value('tournament_changes_listening'), reconnects: value('tournament_changes_reconnects_total') };
}

async function cacheHits(t: TestApp): Promise<number> {
  const text = (await t.http.get('/metrics')).text;
  return Number(/^leaderboard_cache_lookups_total\{result="hit"\} (\S+)$/m.exec(text)?.[1] ?? 0);
}

describe('tournament changes after a lost LISTEN connection', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let gate: PostgresGate | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(40);
    if (database.kind === 'postgres') gate = await PostgresGate.open(database.url);
    const throughGate = gate ? { ...database, url: gate.urlThrough(database.url) } : database;
    a = await startTestApp({ streams: STREAMS }, [], { database: throughGate });
    b = await startTestApp({}, [], { database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await gate?.close();
    await database?.stop();
  });

  /**
   * A running tournament of two players whose leaderboard A has cached and streams to a live
   * subscriber; `score` sets the first player's points through B.
   */
  async function followedOnA() {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    await seatPlayers(a, tid, 2);
    expect((await op.client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
    const [first] = (await op.client.get(`/api/tournaments/${tid}/players?limit=10`)).body.players;
    const internal = await createInternalKey(a, [op.operatorId]);
    const platformOnB = b.http.with({ 'x-internal-api-key': internal.apiKey });
    const bearer = { authorization: `Bearer ${op.apiKey}` };
    const path = `/api/tournaments/${tid}/leaderboard`;

    let events = 0;
    const score = async (points: number) => {
      const sent = await platformOnB.post(`/api/internal/tournaments/${tid}/events`, {
        events: [
          {
            event_id: `score-${++events}`,
            type: 'score.updated',
            occurred_at: new Date().toISOString(),
            internal_player_id: first.internalPlayerId,
            points,
          },
        ],
      });
      expect(sent.body).toMatchObject({ accepted: 1, rejected: 0 });
    };
    const boardOn = async (t: TestApp) => {
      const res = await t.http.get(path, { headers: bearer });
      expect(res.status).toBe(200);
      return res.body;
    };
    const topPoints = (board: any): string | undefined => board.leaderboard.data[0]?.points;

    // Cached on A: the second read of the page is a hit.
    const before = await boardOn(a);
    const hits = await cacheHits(a);
    expect(await boardOn(a)).toEqual(before);
    expect(await cacheHits(a)).toBe(hits + 1);

    const sse = await SseConnection.open(a.baseUrl, `${path}/stream`, bearer);
    expect(sse.status).toBe(200);
    expect((await sse.nextEvent()).data).toEqual(before);
    return { before, score, boardOn, topPoints, sse };
  }

  const nothingOpen = (t: TestApp) => t.app.get(LiveStandingsHub).size === 0 && t.app.get(LeaderboardStreams).size === 0;

  if (TEST_DB_KIND === 'postgres') {
    it('with its listener killed, A answers the next read with a change made meanwhile; relistening, its live stream follows changes again', async () => {
      const { before, score, boardOn, topPoints, sse } = await followedOnA();
      const changes = a.app.get(TournamentChanges);
      const initially = await changeMetrics(a);
      expect(initially.listening).toBe(1);
      // Whether A listened at each reset (one when the connection goes, one when it is back).
      const listeningAtResets: boolean[] = [];
      const detach = changes.onReset(() => listeningAtResets.push(changes.isLive));
      try {
        // One listener per instance on this database: A's and B's. A's may not come back yet.
        gate!.refuse(LISTENER);
        const killed = await a.app.get(DataSource).query(KILL_LISTENERS);
        expect(killed).toEqual([{ terminated: true }, { terminated: true }]);
        await until(() => listeningAtResets.includes(false), "A to notice that its listener's connection is gone");

        // Not live: the page is read again, kept for the tournament's current version...
        expect(await boardOn(a)).toEqual(before);
        await score(10);
        // ...and a change through B, which A was not told of, is on A's next read (as on B's).
        const afterChange = await boardOn(a);
        expect(topPoints(afterChange)).toBe('10');
        expect(afterChange).toEqual(await boardOn(b));
        expect(changes.isLive).toBe(false);
        expect(await changeMetrics(a)).toEqual({ listening: 0, reconnects: initially.reconnects });
        // It keeps trying (a refused attempt does not end the retries).
        await until(() => gate!.turnedAway > 0, "A's listener to try again and be turned away");

        // Let in again, A listens again and counts the reconnection.
        gate!.admit(LISTENER);
        await until(async () => {
          const now = await changeMetrics(a);
          return now.listening === 1 && now.reconnects === initially.reconnects + 1;
        }, 'A to listen again');
        expect(listeningAtResets.at(-1)).toBe(true);
        expect(changes.isLive).toBe(true);
      } finally {
        detach();
      }

      // The stream has the change A was not told of (each reset reads the standings again)...
      expect((await sse.eventWhere((e) => topPoints(e.data) === '10')).data).toEqual(await boardOn(a));
      // ...and the next change through B reaches it through the new LISTEN connection.
      await score(20);
      const next = await sse.eventWhere((e) => topPoints(e.data) === '20');
      expect(next.data).toEqual(await boardOn(a));
      expect(next.data).toEqual(await boardOn(b));
      expect((await changeMetrics(a)).reconnects).toBe(initially.reconnects + 1);
      sse.close();
      await until(() => nothingOpen(a), 'the stream to close');
    });
  } else {
    it('embedded: changes come from inside the process, so there is no listener connection to lose; changes through B keep reaching A', async () => {
      const { score, boardOn, topPoints, sse } = await followedOnA();
      expect(await a.app.get(DataSource).query(KILL_LISTENERS)).toEqual([]);
      expect(a.app.get(TournamentChanges).isLive).toBe(true);
      expect(await changeMetrics(a)).toEqual({ listening: 1, reconnects: 0 });

      await score(10);
      const afterChange = await boardOn(a);
      expect(topPoints(afterChange)).toBe('10');
      expect(afterChange).toEqual(await boardOn(b));
      await score(20);
      const next = await sse.eventWhere((e) => topPoints(e.data) === '20');
      expect(next.data).toEqual(await boardOn(a));
      expect(await changeMetrics(a)).toEqual({ listening: 1, reconnects: 0 });
      sse.close();
      await until(() => nothingOpen(a), 'the stream to close');
    });
  }
});

import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { operatorWithKey } from '../support/factories';
import { Fauxqs, startFauxqs } from '../support/fauxqs';
import { HttpClient } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { sleep } from '../support/spawn-service';
import { startTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { GameEventsApplier } from '../../libs/internal/src/game-events/game-events.applier';
import { createTournamentId, seatPlayers } from '../support/tournament-fixtures';

// The inbound game events queue (D11) against a real SQS emulator: messages `{ tournament_id,
// events }` apply with the rules of the HTTP endpoint, at-least-once delivery gives an
// exactly-once effect, bad messages are dropped and counted without blocking the queue.

interface Seat {
  internalId: string;
  playerId: string;
}

describe('game events from the inbound SQS queue (D11)', () => {
  let sqs: Fauxqs;
  let database: TestDatabase;
  let seq = 0;
  const base = Date.now();

  beforeAll(async () => {
    sqs = await startFauxqs();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await sqs?.stop();
    await database?.stop();
  });

  const event = (type: string, fields: Record<string, unknown> = {}) => ({
    event_id: `sqs-ev-${++seq}`,
    type,
    occurred_at: new Date(base + seq * 1000).toISOString(),
    ...fields,
  });

  describe.each([
    ['a standard queue', false],
    ['a FIFO queue', true],
  ])('%s', (_label, fifo) => {
    let t: TestApp;
    let client: HttpClient;
    let queueUrl: string;

    beforeAll(async () => {
      // A short visibility timeout, so a message left on the queue comes back quickly.
      queueUrl = await sqs.createQueue(`game-events-${fifo ? 'fifo' : 'std'}-${process.pid}`, { fifo, visibilityTimeoutSeconds: 1 });
      t = await startTestApp({ gameEventsQueueUrl: queueUrl, ...sqs.sqsConfig() }, [], { database });
      client = (await operatorWithKey(t)).client;
    });
    afterAll(async () => t?.close());
    afterEach(async () => expectLedgerReconciles(t));

    /** Sends a message as the game platform would: FIFO messages grouped by tournament, each send a new delivery. */
    const publish = (body: unknown, tid = 'none') => sqs.send(queueUrl, body, fifo ? { groupId: tid, deduplicationId: randomUUID() } : {});
    const player = async (tid: string, seat: Seat) => (await client.get(`/api/tournaments/${tid}/players/${seat.internalId}`)).body;
    const metric = async (name: string, labels: string) => {
      const line = (await t.http.get('/metrics')).text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
      return line ? Number(line.split(' ').pop()) : 0;
    };

    async function running(players: number): Promise<{ tid: string; seats: Seat[] }> {
      const tid = await createTournamentId(client, { entry_fee: 1, max_players: 10 });
      await seatPlayers(t, tid, players);
      expect((await client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
      const list = await client.get(`/api/tournaments/${tid}/players`);
      return {
        tid,
        seats: list.body.players.map((p: { internalPlayerId: string; playerId: string }) => ({
          internalId: p.internalPlayerId,
          playerId: p.playerId,
        })),
      };
    }

    it('applies a message; the same message delivered twice applies once', async () => {
      const { tid, seats } = await running(2);
      const message = {
        tournament_id: tid,
        events: [
          event('round.started', { round: 1 }),
          event('score.updated', { internal_player_id: seats[0].internalId, points_delta: '10.5' }),
          event('score.updated', { internal_player_id: seats[1].internalId, points_delta: 4 }),
        ],
      };
      await publish(message, tid);
      await publish(message, tid);
      await sqs.waitUntilEmpty(queueUrl);

      expect((await player(tid, seats[0])).points).toBe('10.5');
      expect((await player(tid, seats[1])).points).toBe('4');
      expect((await client.get(`/api/tournaments/${tid}/status`)).body.current_phase).toBe('round_1');
      const rows = await t.app
        .get(DataSource)
        .query('SELECT source, count(*)::int AS n FROM game_events WHERE tournament_id = $1 GROUP BY source', [tid]);
      expect(rows).toEqual([{ source: 'sqs', n: 3 }]);
      expect(await metric('game_events_total', 'source="sqs",status="duplicate"')).toBeGreaterThanOrEqual(3);
    });

    it('drops and counts malformed messages and unknown tournaments without blocking the messages after them', async () => {
      const { tid, seats } = await running(1);
      const malformedBefore = await metric('game_events_queue_messages_total', 'outcome="malformed"');
      const refusedBefore = await metric('game_events_queue_messages_total', 'outcome="refused"');
      await publish('this is not JSON', tid);
      await publish({ tournament_id: tid }, tid);
      await publish({ tournament_id: tid, events: [] }, tid);
      await publish({ tournament_id: 'not-a-uuid', events: [event('round.started', { round: 1 })] }, tid);
      await publish({ tournament_id: tid, events: [event('round.started', { round: 1 })], extra: true }, tid);
      await publish({ tournament_id: randomUUID(), events: [event('round.started', { round: 1 })] }, tid);
      // A bad event inside a good message is rejected alone, as over HTTP.
      await publish(
        {
          tournament_id: tid,
          events: [
            event('score.updated', { internal_player_id: seats[0].internalId, points: 'many' }),
            event('score.updated', { internal_player_id: seats[0].internalId, points: 3 }),
          ],
        },
        tid,
      );
      await sqs.waitUntilEmpty(queueUrl);

      expect((await player(tid, seats[0])).points).toBe('3');
      expect((await metric('game_events_queue_messages_total', 'outcome="malformed"')) - malformedBefore).toBe(5);
      expect((await metric('game_events_queue_messages_total', 'outcome="refused"')) - refusedBefore).toBe(1);
    });

    it('leaves a message that failed for a transient reason (database down) on the queue, and applies it once on redelivery', async () => {
      const { tid, seats } = await running(1);
      const applier = t.app.get(GameEventsApplier);
      const failedBefore = await metric('game_events_queue_messages_total', 'outcome="failed"');
      const outage = jest
        .spyOn(applier, 'apply')
        .mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
      let attempts: number;
      try {
        await publish(
          { tournament_id: tid, events: [event('score.updated', { internal_player_id: seats[0].internalId, points_delta: 7 })] },
          tid,
        );
        await sqs.waitUntilEmpty(queueUrl);
      } finally {
        attempts = outage.mock.calls.length;
        outage.mockRestore();
      }
      expect(attempts).toBe(2);
      expect((await metric('game_events_queue_messages_total', 'outcome="failed"')) - failedBefore).toBe(1);
      expect((await player(tid, seats[0])).points).toBe('7');
    });

    it('applies messages of two tournaments, each in its own order', async () => {
      const one = await running(1);
      const two = await running(1);
      for (let i = 1; i <= 3; i++) {
        await publish(
          { tournament_id: one.tid, events: [event('score.updated', { internal_player_id: one.seats[0].internalId, points: i * 10 })] },
          one.tid,
        );
        await publish(
          { tournament_id: two.tid, events: [event('score.updated', { internal_player_id: two.seats[0].internalId, points_delta: i })] },
          two.tid,
        );
      }
      await sqs.waitUntilEmpty(queueUrl);
      expect((await player(two.tid, two.seats[0])).points).toBe('6');
      // Sets are order-sensitive: a FIFO group delivers them in order, so the last one wins.
      if (fifo) expect((await player(one.tid, one.seats[0])).points).toBe('30');
      else expect(['10', '20', '30']).toContain((await player(one.tid, one.seats[0])).points);
    });
  });

  it('starts no consumer when GAME_EVENTS_QUEUE_URL is unset', async () => {
    const queueUrl = await sqs.createQueue(`game-events-unused-${process.pid}`);
    const t = await startTestApp({ ...sqs.sqsConfig() }, [], { database });
    try {
      await sqs.send(queueUrl, { tournament_id: randomUUID(), events: [event('round.started', { round: 1 })] });
      await sleep(1500);
      expect(await sqs.depth(queueUrl)).toEqual({ visible: 1, inFlight: 0 });
      expect((await t.http.get('/metrics')).text).not.toContain('game_events_queue_messages_total{');
    } finally {
      await t.close();
    }
  });
});

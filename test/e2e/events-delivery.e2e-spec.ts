import { DeleteMessageBatchCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { DataSource } from 'typeorm';
import { OutboxDispatcher } from '../../libs/events/src/dispatch/outbox.dispatcher';
import { createInternalKey, createKey, createOperator } from '../support/factories';
import { Fauxqs, startFauxqs } from '../support/fauxqs';
import { HttpClient } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { runCli } from '../support/run-cli';
import { sleep } from '../support/spawn-service';
import { startTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { createTournamentId, seatPlayers } from '../support/tournament-fixtures';
import { until } from '../support/until';

// Outbound delivery of the outbox to SQS (D12) against a real SQS emulator: what a consumer of
// the queue receives (envelope forms, routing, FIFO ids, order, each event once), leaderboard
// coalescing, several instances on one database, dead events and their replay (admin API, CLI).

interface Received {
  body: any;
  attributes: Record<string, string>;
  groupId?: string;
  dedupId?: string;
}

interface StoredRow {
  id: string;
  event_type: string;
  sequence: string;
  status: string;
  data: Record<string, unknown>;
  occurred_at: Date;
  delivered_at: Date | null;
  attempts: number;
  last_error: string | null;
}

let seq = 0;
const base = Date.now();
/** A game event for POST /api/internal/tournaments/{id}/events. */
const gameEvent = (type: string, fields: Record<string, unknown> = {}) => ({
  event_id: `dlv-${process.pid}-${++seq}`,
  type,
  occurred_at: new Date(base + seq * 1000).toISOString(),
  ...fields,
});

/** Receives and deletes every message until the queue stays empty for a second (so a duplicate would show). */
async function drain(sqs: Fauxqs, queueUrl: string): Promise<Received[]> {
  const received: Received[] = [];
  for (;;) {
    const { Messages = [] } = await sqs.client.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 1,
        MessageAttributeNames: ['All'],
        MessageSystemAttributeNames: ['All'],
      }),
    );
    if (Messages.length === 0) return received;
    for (const m of Messages) {
      received.push({
        body: JSON.parse(m.Body ?? 'null'),
        attributes: Object.fromEntries(Object.entries(m.MessageAttributes ?? {}).map(([k, v]) => [k, v.StringValue ?? ''])),
        groupId: m.Attributes?.MessageGroupId,
        dedupId: m.Attributes?.MessageDeduplicationId,
      });
    }
    await sqs.client.send(
      new DeleteMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: Messages.map((m, i) => ({ Id: `d${i}`, ReceiptHandle: m.ReceiptHandle! })),
      }),
    );
  }
}

function rowsOf(t: TestApp, where: string, params: unknown[]): Promise<StoredRow[]> {
  return t.app.get(DataSource).query(`SELECT * FROM outbox_events WHERE ${where} ORDER BY sequence NULLS LAST, id`, params);
}

const tournamentRows = (t: TestApp, tournamentId: string) => rowsOf(t, 'tournament_id = $1', [tournamentId]);

/** Waits until no event of the tournament is pending any more (delivered, coalesced or dead). */
async function settled(t: TestApp, tournamentId: string, timeoutMs = 20_000): Promise<StoredRow[]> {
  return until(
    async () => {
      const rows = await tournamentRows(t, tournamentId);
      return rows.length > 0 && rows.every((r) => r.status !== 'pending') && rows;
    },
    `the events of ${tournamentId} to settle`,
    timeoutMs,
    50,
  );
}

/** Waits until the tournament's first event is dead; its rows. */
function firstEventDead(t: TestApp, tournamentId: string): Promise<StoredRow[]> {
  return until(
    async () => {
      const rows = await tournamentRows(t, tournamentId);
      return rows[0]?.status === 'dead' && rows;
    },
    'the event to die',
    20_000,
    50,
  );
}

/** The platform envelope the stored row must arrive as (D12). */
const platformEnvelope = (row: StoredRow, operatorId: string, tournamentId: string) => ({
  eventType: row.event_type,
  eventId: row.id,
  timestamp: new Date(row.occurred_at).toISOString(),
  tournamentId,
  operatorId,
  sequence: Number(row.sequence),
  data: row.data,
});

describe('outbound events to SQS (D12)', () => {
  let sqs: Fauxqs;
  beforeAll(async () => {
    sqs = await startFauxqs();
  });
  afterAll(async () => sqs?.stop());

  describe('one instance delivering', () => {
    let t: TestApp;
    let defaultQueue: string;
    const metric = async (name: string) =>
      (await t.http.get('/metrics')).text
        .split('\n')
        .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
        .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);

    beforeAll(async () => {
      defaultQueue = await sqs.createQueue(`default-${process.pid}`);
      t = await startTestApp({ ...sqs.sqsConfig(), sqsQueueUrl: defaultQueue, eventsDispatchIntervalMs: 50, eventsMaxAttempts: 3 });
    });
    afterAll(async () => t?.close());
    afterEach(async () => expectLedgerReconciles(t));

    it('a whole tournament’s life arrives on the operator’s FIFO queue, in sequence order, each event once, as platform envelopes', async () => {
      const queue = await sqs.createQueue(`life-${process.pid}`, { fifo: true });
      const operator = await createOperator(t, { events_queue_url: queue });
      const { client } = await createKey(t, operator.operatorId);
      const internal = await createInternalKey(t, [operator.operatorId]);
      const platform = t.http.with({ 'X-Internal-Api-Key': internal.apiKey });

      const tid = await createTournamentId(client, { entry_fee: 5, max_players: 10 });
      expect((await client.put(`/api/tournaments/${tid}`, { name: 'Renamed life' })).status).toBe(200);
      await seatPlayers(t, tid, 3);
      expect((await client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
      const players = (await client.get(`/api/tournaments/${tid}/players?limit=100`)).body.players as Array<{ internalPlayerId: string }>;
      const [a, b, c] = players.map((p) => p.internalPlayerId);
      const events = [
        gameEvent('round.started', { round: 1 }),
        gameEvent('score.updated', { internal_player_id: a, points: 30 }),
        gameEvent('score.updated', { internal_player_id: b, points: 20 }),
        gameEvent('player.eliminated', { internal_player_id: c }),
        gameEvent('tournament.completed'),
      ];
      const applied = await platform.post(`/api/internal/tournaments/${tid}/events`, { events });
      expect(applied.status).toBe(200);
      expect(applied.body.accepted).toBe(events.length);

      const rows = await settled(t, tid);
      const received = await drain(sqs, queue);
      const delivered = rows.filter((r) => r.status === 'delivered');
      expect(rows.filter((r) => r.status === 'dead')).toEqual([]);
      expect(new Set(delivered.map((r) => r.event_type))).toEqual(
        new Set([
          'tournament.created',
          'tournament.updated',
          'player.registered',
          'tournament.started',
          'player.eliminated',
          'leaderboard.updated',
          'tournament.completed',
          ...delivered.filter((r) => r.event_type === 'prize.awarded').map((r) => r.event_type),
        ]),
      );
      // Exactly the delivered events, in sequence order, each once, with their data.
      expect(received.map((m) => m.body)).toEqual(delivered.map((r) => platformEnvelope(r, operator.operatorId, tid)));
      expect(received.map((m) => m.body.sequence)).toEqual([...received.map((m) => m.body.sequence)].sort((x, y) => x - y));
      for (const m of received) {
        expect(m.groupId).toBe(tid);
        expect(m.dedupId).toBe(m.body.eventId);
        expect(m.attributes.operator_id).toBe(operator.operatorId);
        expect(m.attributes.event_type).toBe(m.body.eventType);
      }
      // tournament.started carries the resource as the API shows it (D12).
      const started = received.find((m) => m.body.eventType === 'tournament.started')!.body;
      expect(started.data).toMatchObject({ tournamentName: 'Renamed life', initialPlayerCount: 3 });
      expect(await metric('outbox_events_delivered_total')).toBeGreaterThanOrEqual(received.length);
      await until(async () => (await metric('outbox_lag_seconds')) === 0, 'no outbox lag', 20_000, 50);
    });

    it('sends CloudEvents to an operator that chose them (a standard queue: no group, no dedup id)', async () => {
      const queue = await sqs.createQueue(`ce-${process.pid}`);
      const operator = await createOperator(t, { events_queue_url: queue });
      expect((await t.admin.patch(`/api/admin/operators/${operator.operatorId}`, { events_format: 'cloudevents' })).status).toBe(200);
      const { client } = await createKey(t, operator.operatorId);
      const tid = await createTournamentId(client);

      const [row] = await settled(t, tid);
      const [message, ...rest] = await drain(sqs, queue);
      expect(rest).toEqual([]);
      expect(message.body).toEqual({
        specversion: '1.0',
        id: row.id,
        source: `/operators/${operator.operatorId}/tournaments/${tid}`,
        type: 'tournament.created',
        time: new Date(row.occurred_at).toISOString(),
        subject: tid,
        datacontenttype: 'application/json',
        data: row.data,
        operatorid: operator.operatorId,
        sequence: 1,
      });
      expect(message.groupId).toBeUndefined();
      expect(message.dedupId).toBeUndefined();
      expect(message.attributes.operator_id).toBe(operator.operatorId);
    });

    it('routes each operator’s events to its own queue, the others’ to the default queue with operator_id', async () => {
      const ownQueue = await sqs.createQueue(`own-${process.pid}`, { fifo: true });
      const a = await createOperator(t, { events_queue_url: ownQueue });
      const b = await createOperator(t);
      const tidA = await createTournamentId((await createKey(t, a.operatorId)).client);
      const tidB = await createTournamentId((await createKey(t, b.operatorId)).client);
      const [rowA] = await settled(t, tidA);
      const [rowB] = await settled(t, tidB);

      const onOwn = await drain(sqs, ownQueue);
      const onDefault = await drain(sqs, defaultQueue);
      expect(onOwn.map((m) => [m.body.eventId, m.attributes.operator_id])).toEqual([[rowA.id, a.operatorId]]);
      expect(onDefault.map((m) => [m.body.eventId, m.body.operatorId, m.attributes.operator_id])).toEqual([
        [rowB.id, b.operatorId, b.operatorId],
      ]);
    });

    it('an event SQS keeps refusing becomes dead after EVENTS_MAX_ATTEMPTS and no longer holds its tournament back; the admin API replays it', async () => {
      const queueName = `late-${process.pid}`;
      const missingQueue = defaultQueue.replace(/[^/]+$/, queueName);
      const operator = await createOperator(t, { events_queue_url: missingQueue });
      const { client } = await createKey(t, operator.operatorId);
      const tid = await createTournamentId(client);

      const [dead] = await firstEventDead(t, tid);
      expect(dead).toMatchObject({ event_type: 'tournament.created', attempts: 3, delivered_at: null });
      expect(dead.last_error).toMatch(/QueueDoesNotExist/);
      expect(await metric('outbox_events_dead_total')).toBeGreaterThanOrEqual(1);

      const listed = await t.admin.get(`/api/admin/events?status=dead&operator_id=${operator.operatorId}`);
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual({
        events: [
          expect.objectContaining({
            event_id: dead.id,
            operator_id: operator.operatorId,
            tournament_id: tid,
            sequence: 1,
            status: 'dead',
            attempts: 3,
            last_error: dead.last_error,
          }),
        ],
        pagination: { total: 1, limit: 20, offset: 0, hasMore: false },
      });

      // The queue appears; a later event goes through while the dead one stays dead.
      const queue = await sqs.createQueue(queueName);
      expect(queue).toBe(missingQueue);
      expect((await client.put(`/api/tournaments/${tid}`, { name: 'After the dead one' })).status).toBe(200);
      const rows = await settled(t, tid);
      expect(rows.map((r) => [r.event_type, r.status])).toEqual([
        ['tournament.created', 'dead'],
        ['tournament.updated', 'delivered'],
      ]);
      expect((await drain(sqs, queue)).map((m) => m.body.eventType)).toEqual(['tournament.updated']);

      const replayed = await t.admin.post('/api/admin/events/replay', { event_ids: [dead.id] });
      expect(replayed.status).toBe(200);
      expect(replayed.body).toEqual({ replayed: 1, event_ids: [dead.id] });
      await settled(t, tid);
      const [again] = await tournamentRows(t, tid);
      expect(again).toMatchObject({ status: 'delivered', attempts: 1 });
      expect((await drain(sqs, queue)).map((m) => [m.body.eventId, m.body.sequence])).toEqual([[dead.id, 1]]);
      // Replaying it again changes nothing: it is not dead any more.
      expect((await t.admin.post('/api/admin/events/replay', { event_ids: [dead.id] })).body).toEqual({ replayed: 0, event_ids: [] });
    });

    it('the CLI lists dead events and replays them (by operator)', async () => {
      const queueName = `cli-${process.pid}`;
      const operator = await createOperator(t, { events_queue_url: defaultQueue.replace(/[^/]+$/, queueName) });
      const tid = await createTournamentId((await createKey(t, operator.operatorId)).client);
      const [dead] = await firstEventDead(t, tid);
      // The service's DATA_DIR (its secrets key), never ./data of the working directory.
      const env = { DATABASE_URL: t.database.url, DATA_DIR: t.config.dataDir };

      const listed = await runCli(['events', 'list', '--status', 'dead', '--operator', operator.operatorId, '--json'], env);
      expect(listed.code).toBe(0);
      expect(listed.json.events.map((e: { event_id: string; status: string }) => [e.event_id, e.status])).toEqual([[dead.id, 'dead']]);
      const text = await runCli(['events', 'list', '--status', 'dead', '--operator', operator.operatorId], env);
      expect(text.stdout).toMatch(/^EVENT ID\s+TYPE\s+STATE\s+ATTEMPTS\s+LAST ERROR\n/);
      expect(text.stdout).toMatch(new RegExp(`^${dead.id}\\s+tournament\\.created\\s+dead\\s+3\\b`, 'm'));

      const queue = await sqs.createQueue(queueName);
      const replayed = await runCli(['events', 'replay', '--operator', operator.operatorId, '--json'], env);
      expect(replayed.code).toBe(0);
      expect(replayed.json).toEqual({ replayed: 1, event_ids: [dead.id] });
      await settled(t, tid);
      expect((await drain(sqs, queue)).map((m) => m.body.eventId)).toEqual([dead.id]);

      const bad = await runCli(['events', 'replay', '--event', 'not-a-uuid', '--json'], env);
      expect(bad.code).toBe(1);
      expect(bad.json.error).toBe('validation_error');
    });

    it('admin routes need the admin key and refuse bad input with 4xx', async () => {
      expect((await t.http.get('/api/admin/events')).status).toBe(401);
      expect((await t.http.post('/api/admin/events/replay', {})).status).toBe(401);
      expect((await t.admin.get('/api/admin/events?status=lost')).status).toBe(400);
      expect((await t.admin.get('/api/admin/events?operator_id=nope')).status).toBe(400);
      expect((await t.admin.get('/api/admin/events?limit=1000')).status).toBe(400);
      expect((await t.admin.post('/api/admin/events/replay', { event_ids: ['x'] })).status).toBe(422);
      expect((await t.admin.post('/api/admin/events/replay', { event_ids: [] })).status).toBe(422);
      expect((await t.admin.post('/api/admin/events/replay', { everything: true })).status).toBe(422);
    });
  });

  describe('without any queue', () => {
    it('leaves the events pending and untouched (D15), without spinning on them', async () => {
      const t = await startTestApp({ ...sqs.sqsConfig(), eventsDispatchIntervalMs: 0 });
      try {
        const operator = await createOperator(t);
        const tid = await createTournamentId((await createKey(t, operator.operatorId)).client);
        const before = await tournamentRows(t, tid);
        const run = await t.app.get(OutboxDispatcher).runOnce();
        expect(run).toEqual({ streams: 0, delivered: 0, failed: 0, coalesced: 0 });
        expect(await tournamentRows(t, tid)).toEqual(before);
        expect(before.map((r) => [r.status, r.attempts, r.last_error])).toEqual([['pending', 0, null]]);
      } finally {
        await t.close();
      }
    });
  });

  describe('leaderboard.updated coalescing and stream leases (dispatch passes driven by the test)', () => {
    let t: TestApp;
    let queue: string;
    let client: HttpClient;
    let platform: HttpClient;
    let operatorId: string;
    const dispatch = () => t.app.get(OutboxDispatcher).runOnce();

    beforeAll(async () => {
      queue = await sqs.createQueue(`coalesce-${process.pid}`, { fifo: true });
      // No default queue: the emulator's account is allowed explicitly for the operator's own queue.
      t = await startTestApp({ ...sqs.sqsConfig(), sqsAllowedAccountIds: ['000000000000'], eventsDispatchIntervalMs: 0 });
      const operator = await createOperator(t, { events_queue_url: queue });
      operatorId = operator.operatorId;
      client = (await createKey(t, operatorId)).client;
      platform = t.http.with({ 'X-Internal-Api-Key': (await createInternalKey(t, [operatorId])).apiKey });
    });
    afterAll(async () => t?.close());
    afterEach(async () => expectLedgerReconciles(t));

    async function running(players: number): Promise<{ tid: string; ids: string[] }> {
      const tid = await createTournamentId(client, { entry_fee: 1, max_players: 10 });
      await seatPlayers(t, tid, players);
      expect((await client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
      const list = await client.get(`/api/tournaments/${tid}/players?limit=100`);
      return { tid, ids: list.body.players.map((p: { internalPlayerId: string }) => p.internalPlayerId) };
    }
    const score = async (tid: string, id: string, points: number) => {
      const res = await platform.post(`/api/internal/tournaments/${tid}/events`, {
        events: [gameEvent('score.updated', { internal_player_id: id, points })],
      });
      expect(res.body.accepted).toBe(1);
    };

    it('delivers only the newest of several pending leaderboard.updated, at most one per second, without reordering the others', async () => {
      const { tid, ids } = await running(3);
      await dispatch();
      await drain(sqs, queue);

      await score(tid, ids[0], 10);
      await platform.post(`/api/internal/tournaments/${tid}/events`, {
        events: [gameEvent('player.eliminated', { internal_player_id: ids[2] })],
      });
      await score(tid, ids[1], 20);
      await score(tid, ids[0], 30);
      const run = await dispatch();
      expect(run.coalesced).toBe(3);
      const afterFirst = await tournamentRows(t, tid);
      const board = afterFirst.filter((r) => r.event_type === 'leaderboard.updated');
      expect(board.map((r) => r.status)).toEqual(['coalesced', 'coalesced', 'coalesced', 'delivered']);

      // Within the second the next one waits, uncounted.
      await score(tid, ids[1], 40);
      await dispatch();
      expect(Date.now() - board[3].delivered_at!.getTime()).toBeLessThan(1000);
      const [held] = (await tournamentRows(t, tid)).slice(afterFirst.length);
      expect([held.event_type, held.status, held.attempts, held.delivered_at]).toEqual(['leaderboard.updated', 'pending', 0, null]);
      await platform.post(`/api/internal/tournaments/${tid}/events`, {
        events: [gameEvent('player.eliminated', { internal_player_id: ids[1] })],
      });
      const received = await drain(sqs, queue);
      expect(received.map((m) => m.body.eventId)).toEqual([afterFirst.find((r) => r.event_type === 'player.eliminated')!.id, board[3].id]);

      // Once the second has passed, the newest supersedes the held one; order is kept.
      await sleep(Math.max(0, board[3].delivered_at!.getTime() + 1000 - Date.now()) + 50);
      await dispatch();
      const after = (await tournamentRows(t, tid)).slice(afterFirst.length);
      expect(after.map((r) => r.status)).toEqual(['coalesced', 'delivered', 'delivered']);
      expect((await drain(sqs, queue)).map((m) => m.body.eventId)).toEqual([after[1].id, after[2].id]);
      const delivered = (await tournamentRows(t, tid)).filter((r) => r.event_type === 'leaderboard.updated' && r.status === 'delivered');
      expect(delivered[1].delivered_at!.getTime() - delivered[0].delivered_at!.getTime()).toBeGreaterThanOrEqual(1000);

      // Superseded events stay in the history (GET /api/events, the admin list).
      const coalesced = await t.admin.get(`/api/admin/events?status=coalesced&tournament_id=${tid}`);
      expect(coalesced.body.events.map((e: { event_type: string }) => e.event_type)).toEqual(Array(4).fill('leaderboard.updated'));
    });

    it('does not touch a stream another instance holds the lease of, and takes it over once the lease expired', async () => {
      const tid = await createTournamentId(client);
      const db = t.app.get(DataSource);
      await db.query(
        `INSERT INTO outbox_leases (stream_key, owner, lease_until) VALUES ($1, 'another-instance', now() + interval '1 hour')`,
        [tid],
      );
      expect(await dispatch()).toMatchObject({ delivered: 0 });
      expect((await tournamentRows(t, tid)).map((r) => r.status)).toEqual(['pending']);

      await db.query(`UPDATE outbox_leases SET lease_until = now() - interval '1 second' WHERE stream_key = $1`, [tid]);
      expect(await dispatch()).toMatchObject({ delivered: 1 });
      expect((await drain(sqs, queue)).map((m) => m.body.tournamentId)).toEqual([tid]);
      // The lease is given back after the pass.
      expect(await db.query('SELECT * FROM outbox_leases WHERE stream_key = $1', [tid])).toEqual([]);
    });
  });

  describe('two instances on one database', () => {
    let database: TestDatabase;
    let apps: TestApp[] = [];
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await database?.stop();
    });

    it('deliver busy tournaments with every tournament’s order intact and no event twice (standard queue)', async () => {
      database = await createTestDatabase();
      const queue = await sqs.createQueue(`busy-${process.pid}`);
      const config = { ...sqs.sqsConfig(), sqsQueueUrl: queue, eventsDispatchIntervalMs: 50 };
      apps = [await startTestApp(config, [], { database })];
      apps.push(await startTestApp(config, [], { database }));
      const [first, second] = apps;
      const operator = await createOperator(first);
      const clients = [(await createKey(first, operator.operatorId)).client, (await createKey(second, operator.operatorId)).client];
      const internal = await createInternalKey(first, [operator.operatorId]);
      const platforms = apps.map((app) => app.http.with({ 'X-Internal-Api-Key': internal.apiKey }));

      const tournaments: string[] = [];
      for (let i = 0; i < 4; i++) {
        const tid = await createTournamentId(clients[i % 2], { entry_fee: 1, max_players: 20 });
        await seatPlayers(apps[i % 2], tid, 6);
        expect((await clients[(i + 1) % 2].post(`/api/tournaments/${tid}/start`)).status).toBe(200);
        tournaments.push(tid);
      }
      // Game events alternate between the instances while both deliver.
      for (let round = 0; round < 5; round++) {
        await Promise.all(
          tournaments.map(async (tid, i) => {
            const platform = platforms[(round + i) % 2];
            const players = (await clients[0].get(`/api/tournaments/${tid}/players?limit=100`)).body.players as Array<{
              internalPlayerId: string;
            }>;
            const events = [
              gameEvent('round.started', { round: round + 1 }),
              gameEvent('player.eliminated', { internal_player_id: players[round].internalPlayerId }),
            ];
            expect((await platform.post(`/api/internal/tournaments/${tid}/events`, { events })).status).toBe(200);
          }),
        );
      }

      const stored = new Map<string, StoredRow[]>();
      for (const tid of tournaments) stored.set(tid, await settled(first, tid, 30_000));
      const received = await drain(sqs, queue);

      const ids = received.map((m) => m.body.eventId as string);
      expect(new Set(ids).size).toBe(ids.length);
      for (const tid of tournaments) {
        const rows = stored.get(tid)!;
        const delivered = rows.filter((r) => r.status === 'delivered');
        expect(rows.filter((r) => r.status === 'dead' || r.status === 'pending')).toEqual([]);
        // Each delivered event arrived once, in its tournament's sequence order.
        const sequences = received.filter((m) => m.body.tournamentId === tid).map((m) => m.body.sequence);
        expect(sequences).toEqual(delivered.map((r) => Number(r.sequence)));
        // And each was sent after the ones before it (delivery times never go back).
        const times = delivered.map((r) => r.delivered_at!.getTime());
        expect(times).toEqual([...times].sort((x, y) => x - y));
      }
      expect(received).toHaveLength([...stored.values()].flat().filter((r) => r.status === 'delivered').length);
    }, 120_000);
  });
});

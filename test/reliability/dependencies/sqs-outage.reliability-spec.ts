import { DeleteMessageBatchCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { DataSource } from 'typeorm';
import { createInternalKey, createKey, createOperator } from '../../support/factories';
import { Fauxqs, startFauxqs } from '../../support/fauxqs';
import { sleep } from '../../support/spawn-service';
import { startTestApp, TestApp } from '../../support/test-app';
import { createTournamentId, seatPlayers } from '../../support/tournament-fixtures';
import { recordFigures } from '../support/figures';
import { reconciledLedgerDifference } from '../support/storm-kit';

// Issue 9.3 and D12: "No event is lost when SQS is down: the outbox holds it until delivered."
// SQS goes away for a full minute while the service keeps taking registrations and game events;
// when it is back (same endpoint, queue recreated), every event arrives, once, in each
// tournament's order — with the default EVENTS_MAX_ATTEMPTS, since an unreachable SQS is not
// counted against events. (Moved here from test/e2e/events-delivery-outage.e2e-spec.ts.)

const OUTAGE_MS = 60_000;

interface Row {
  id: string;
  sequence: string;
  event_type: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

interface Message {
  tournamentId: string;
  sequence: number;
  eventId: string;
}

describe('outbound events through an SQS outage (issue 9.3, D12)', () => {
  let sqs: Fauxqs | undefined;
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    await sqs?.stop();
  });

  const rows = (tid: string): Promise<Row[]> =>
    t!.app.get(DataSource).query('SELECT * FROM outbox_events WHERE tournament_id = $1 ORDER BY sequence', [tid]);
  const metric = async (name: string) =>
    Number(
      (await t!.http.get('/metrics')).text
        .split('\n')
        .find((l) => l.startsWith(`${name} `))
        ?.split(' ')[1] ?? NaN,
    );

  async function settled(tid: string, timeoutMs: number): Promise<Row[]> {
    const started = Date.now();
    for (;;) {
      const current = await rows(tid);
      if (current.every((r) => r.status !== 'pending')) return current;
      if (Date.now() - started > timeoutMs)
        throw new Error(`events of ${tid} still pending: ${current.filter((r) => r.status === 'pending').length}`);
      await sleep(100);
    }
  }

  /** Every message on the queue (received and deleted), until it stays empty for a second. */
  async function drain(queueUrl: string): Promise<Message[]> {
    const received: Message[] = [];
    for (;;) {
      const { Messages = [] } = await sqs!.client.send(
        new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
      );
      if (Messages.length === 0) return received;
      received.push(...Messages.map((m) => JSON.parse(m.Body!)));
      await sqs!.client.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: Messages.map((m, i) => ({ Id: `d${i}`, ReceiptHandle: m.ReceiptHandle! })),
        }),
      );
    }
  }

  it('holds every event while SQS is down for a minute and delivers all of them, in order, once it is back', async () => {
    sqs = await startFauxqs();
    const port = Number(new URL(sqs.endpoint).port);
    const queueName = `outage-${process.pid}`;
    const queue = await sqs.createQueue(queueName, { fifo: true });
    t = await startTestApp({ ...sqs.sqsConfig(), sqsQueueUrl: queue, eventsDispatchIntervalMs: 50 });
    expect(t.config.eventsMaxAttempts).toBe(10);
    const operator = await createOperator(t);
    const { client } = await createKey(t, operator.operatorId);
    const platform = t.http.with({ 'X-Internal-Api-Key': (await createInternalKey(t, [operator.operatorId])).apiKey });

    // One tournament keeps taking registrations, another is in play and gets game events.
    const open = await createTournamentId(client, { entry_fee: 1, max_players: 200 });
    const playing = await createTournamentId(client, { entry_fee: 1, max_players: 10 });
    await seatPlayers(t, playing, 3);
    expect((await client.post(`/api/tournaments/${playing}/start`)).status).toBe(200);
    const players = (await client.get(`/api/tournaments/${playing}/players?limit=100`)).body.players as Array<{ internalPlayerId: string }>;
    await settled(open, 20_000);
    await settled(playing, 20_000);
    const beforeOutage = await drain(queue);
    expect(beforeOutage.length).toBeGreaterThan(0);

    await sqs.stop();
    const outageStarted = Date.now();
    let step = 0;
    while (Date.now() - outageStarted < OUTAGE_MS) {
      await seatPlayers(t, open, 1);
      const res = await platform.post(`/api/internal/tournaments/${playing}/events`, {
        events: [
          {
            event_id: `outage-${++step}`,
            type: 'score.updated',
            occurred_at: new Date().toISOString(),
            internal_player_id: players[step % 3].internalPlayerId,
            points_delta: 1,
          },
        ],
      });
      expect(res.status).toBe(200);
      await sleep(500);
    }
    // Down for a minute: nothing delivered, nothing dead, the lag shows it, the error is kept.
    const waiting = [...(await rows(open)), ...(await rows(playing))].filter((r) => r.status === 'pending');
    expect(waiting.length).toBeGreaterThan(20);
    expect([...(await rows(open)), ...(await rows(playing))].filter((r) => r.status === 'dead')).toEqual([]);
    const lagSeconds = await metric('outbox_lag_seconds');
    expect(lagSeconds).toBeGreaterThan(30);
    expect(waiting[0].last_error).toMatch(/SQS unreachable/);

    // SQS is back where it was; the queue is created again (a new, empty queue).
    sqs = await startFauxqs(15_000, port);
    expect(await sqs.createQueue(queueName, { fifo: true })).toBe(queue);
    const backAt = Date.now();
    const finalOpen = await settled(open, 60_000);
    const finalPlaying = await settled(playing, 60_000);
    const drainMs = Date.now() - backAt;
    const afterOutage = await drain(queue);

    let duplicates = 0;
    let outOfOrder = 0;
    for (const [tid, final] of [
      [open, finalOpen],
      [playing, finalPlaying],
    ] as const) {
      expect(final.filter((r) => r.status !== 'delivered' && r.status !== 'coalesced')).toEqual([]);
      // Refused attempts only count: every delivered event took exactly one.
      expect(final.filter((r) => r.status === 'delivered').every((r) => r.attempts === 1)).toBe(true);
      const arrived = [...beforeOutage, ...afterOutage].filter((m) => m.tournamentId === tid);
      duplicates += arrived.length - new Set(arrived.map((m) => m.eventId)).size;
      outOfOrder += arrived.filter((m, i) => i > 0 && Number(m.sequence) <= Number(arrived[i - 1].sequence)).length;
      expect(arrived.map((m) => m.eventId)).toEqual(final.filter((r) => r.status === 'delivered').map((r) => r.id));
    }
    expect(duplicates).toBe(0);
    expect(outOfOrder).toBe(0);
    expect(finalOpen.filter((r) => r.event_type === 'player.registered').length).toBeGreaterThanOrEqual(step);
    const waitingIds = new Set(waiting.map((r) => r.id));
    const deliveredAfter = afterOutage.filter((m) => waitingIds.has(m.eventId)).length;
    const coalescedAfter = [...finalOpen, ...finalPlaying].filter((r) => waitingIds.has(r.id) && r.status === 'coalesced').length;
    expect(deliveredAfter + coalescedAfter).toBe(waiting.length);
    const maxAttempts = Math.max(...[...finalOpen, ...finalPlaying].map((r) => r.attempts));
    const difference = await reconciledLedgerDifference(t);

    recordFigures('dependencies', 'dep.sqs-outage', 'SQS endpoint down for 60 s while registrations and game events go on; then back', {
      outage_ms: OUTAGE_MS,
      events_written_during_outage: waiting.length,
      delivered_after_outage: deliveredAfter,
      coalesced: coalescedAfter,
      lost: waiting.length - deliveredAfter - coalescedAfter,
      duplicates,
      out_of_order: outOfOrder,
      max_attempts_per_event: maxAttempts,
      outbox_lag_at_end_of_outage_s: lagSeconds,
      drain_ms: drainMs,
      ledger_difference: difference,
    });
  }, 150_000);
});

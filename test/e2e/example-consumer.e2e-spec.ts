import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { CloudEvent, PlatformEnvelope, StoredEvent, toCloudEvent, toPlatformEnvelope } from '@app/events';
import { Fauxqs, startFauxqs } from '../support/fauxqs';
import { ROOT, sleep } from '../support/spawn-service';

// The example consumer for operators (examples/sqs-consumer/consumer.mjs) against a real SQS
// protocol server: messages put on a FIFO queue as the service's dispatcher puts them (group =
// tournament, dedup id = event id, attribute operator_id), in both envelope forms. The consumer
// must handle each event once, in sequence order per tournament, skip a redelivered duplicate,
// retry a failed event without letting later ones of its tournament pass it, and delete what it
// handled.

interface ConsumedEvent {
  eventId: string;
  eventType: string;
  tournamentId: string | null;
  operatorId: string;
  sequence: number | null;
  data: Record<string, unknown>;
  format: 'platform' | 'cloudevents';
}
type Handle = (event: ConsumedEvent, context: { late: boolean }) => Promise<void> | void;
interface PollSummary {
  received: number;
  handled: number;
  duplicates: number;
  failed: number;
  unreadable: number;
}
interface ExampleConsumer {
  parseEvent(body: string): ConsumedEvent;
  createConsumer(options: { client: SQSClient; queueUrl: string; handle: Handle; waitTimeSeconds?: number; logger?: unknown }): {
    pollOnce(signal?: AbortSignal): Promise<PollSummary>;
    run(signal: AbortSignal): Promise<void>;
  };
}

/** The example is plain Node ESM: loaded with a native import, as jose is (libs/game-access/src/jose.ts). */
function loadExample(): Promise<ExampleConsumer> {
  const importEsm = new Function('specifier', `return import(specifier); // ${randomUUID()}`) as (
    specifier: string,
  ) => Promise<ExampleConsumer>;
  return importEsm(pathToFileURL(join(ROOT, 'examples/sqs-consumer/consumer.mjs')).href);
}

const OPERATOR = '0190f1a0-0000-7000-8000-0000000000aa';
const quietLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

function storedEvent(tournamentId: string, sequence: number, eventType: string, data: Record<string, unknown> = {}): StoredEvent {
  return {
    id: randomUUID(),
    operatorId: OPERATOR,
    tournamentId,
    sequence: String(sequence),
    eventType,
    data,
    occurredAt: new Date(Date.UTC(2030, 0, 1, 0, 0, sequence)),
  };
}

describe('example SQS consumer (examples/sqs-consumer)', () => {
  let sqs: Fauxqs;
  let example: ExampleConsumer;

  beforeAll(async () => {
    [sqs, example] = await Promise.all([startFauxqs(), loadExample()]);
  });
  afterAll(async () => sqs?.stop());

  /** Sends as the dispatcher does: one batch, group and dedup ids on FIFO queues, the operator_id attribute. */
  async function put(
    queueUrl: string,
    messages: Array<{ envelope: PlatformEnvelope | CloudEvent | string; tournamentId: string; dedupId?: string }>,
  ): Promise<void> {
    const fifo = queueUrl.endsWith('.fifo');
    const { Failed = [] } = await sqs.client.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: messages.map((m, i) => ({
          Id: String(i),
          MessageBody: typeof m.envelope === 'string' ? m.envelope : JSON.stringify(m.envelope),
          MessageAttributes: { operator_id: { DataType: 'String', StringValue: OPERATOR } },
          ...(fifo
            ? {
                MessageGroupId: m.tournamentId,
                MessageDeduplicationId: m.dedupId ?? (typeof m.envelope === 'string' ? randomUUID() : eventIdOf(m.envelope)),
              }
            : {}),
        })),
      }),
    );
    expect(Failed).toEqual([]);
  }
  const eventIdOf = (envelope: PlatformEnvelope | CloudEvent) => ('eventId' in envelope ? envelope.eventId : envelope.id);

  it('handles each event once, in sequence order per tournament, in both forms; skips a duplicate; retries a failure in order; deletes', async () => {
    const queueUrl = await sqs.createQueue(`example-${process.pid}`, { fifo: true, visibilityTimeoutSeconds: 1 });
    const platformTournament = randomUUID();
    const cloudTournament = randomUUID();
    const platformEvents = [
      storedEvent(platformTournament, 1, 'tournament.created', { name: 'Platform form' }),
      storedEvent(platformTournament, 2, 'player.registered', { playerId: 'p-1' }),
      storedEvent(platformTournament, 3, 'tournament.started', { initialPlayerCount: 1 }),
    ];
    const cloudEvents = [
      storedEvent(cloudTournament, 1, 'tournament.created', { name: 'CloudEvents form' }),
      storedEvent(cloudTournament, 2, 'player.registered', { playerId: 'p-2' }),
      storedEvent(cloudTournament, 4, 'leaderboard.updated', { changedPlayers: ['p-2'] }),
    ];
    // Interleaved as two tournaments' deliveries would be, then a redelivery of an event already
    // sent (as after SQS's 5-minute deduplication window: a new dedup id, the same eventId).
    await put(queueUrl, [
      { envelope: toPlatformEnvelope(platformEvents[0]), tournamentId: platformTournament },
      { envelope: toCloudEvent(cloudEvents[0]), tournamentId: cloudTournament },
      { envelope: toPlatformEnvelope(platformEvents[1]), tournamentId: platformTournament },
      { envelope: toCloudEvent(cloudEvents[1]), tournamentId: cloudTournament },
      { envelope: toCloudEvent(cloudEvents[2]), tournamentId: cloudTournament },
      { envelope: toPlatformEnvelope(platformEvents[2]), tournamentId: platformTournament },
    ]);
    await put(queueUrl, [
      { envelope: toPlatformEnvelope(platformEvents[1]), tournamentId: platformTournament, dedupId: `${platformEvents[1].id}-redelivered` },
    ]);

    const handled: Array<[string | null, number | null, string, string]> = [];
    let failOnce = true;
    const handle: Handle = (event) => {
      // The CloudEvents tournament's registration fails the first time (say, its database was busy).
      if (failOnce && event.eventId === cloudEvents[1].id) {
        failOnce = false;
        throw new Error('transient failure');
      }
      handled.push([event.tournamentId, event.sequence, event.eventType, event.format]);
    };
    const totals = { handled: 0, duplicates: 0, failed: 0 };
    const consumer = example.createConsumer({ client: sqs.client, queueUrl, handle, waitTimeSeconds: 1, logger: quietLogger });
    // A bounded run: poll until all six events and the duplicate are accounted for, or 20 s.
    const deadline = Date.now() + 20_000;
    while ((totals.handled < 6 || totals.duplicates < 1) && Date.now() < deadline) {
      const summary = await consumer.pollOnce();
      totals.handled += summary.handled;
      totals.duplicates += summary.duplicates;
      totals.failed += summary.failed;
    }

    expect(totals).toEqual({ handled: 6, duplicates: 1, failed: 1 });
    expect(handled.filter(([tid]) => tid === platformTournament)).toEqual([
      [platformTournament, 1, 'tournament.created', 'platform'],
      [platformTournament, 2, 'player.registered', 'platform'],
      [platformTournament, 3, 'tournament.started', 'platform'],
    ]);
    // Sequence 4 waited for the failed 2 (a gap in sequence, as a coalesced leaderboard.updated leaves, is fine).
    expect(handled.filter(([tid]) => tid === cloudTournament)).toEqual([
      [cloudTournament, 1, 'tournament.created', 'cloudevents'],
      [cloudTournament, 2, 'player.registered', 'cloudevents'],
      [cloudTournament, 4, 'leaderboard.updated', 'cloudevents'],
    ]);
    // Everything handled was deleted, the duplicate too.
    await sqs.waitUntilEmpty(queueUrl, 5000);
  });

  it('reads both envelope forms into the same event', () => {
    const stored = storedEvent(randomUUID(), 7, 'prize.awarded', { amount: 12.5, position: 1 });
    const fromPlatform = example.parseEvent(JSON.stringify(toPlatformEnvelope(stored)));
    const fromCloud = example.parseEvent(JSON.stringify(toCloudEvent(stored)));
    const common = {
      eventId: stored.id,
      eventType: 'prize.awarded',
      tournamentId: stored.tournamentId,
      operatorId: OPERATOR,
      sequence: 7,
      timestamp: stored.occurredAt.toISOString(),
      data: stored.data,
    };
    expect(fromPlatform).toEqual({ ...common, format: 'platform' });
    expect(fromCloud).toEqual({ ...common, format: 'cloudevents' });
    expect(() => example.parseEvent(JSON.stringify({ hello: 'world' }))).toThrow(/not a Tournament Service event/);
  });

  it('on a standard queue: an older event arriving after a newer one is handled as late; an unreadable message stays for the dead-letter queue', async () => {
    const queueUrl = await sqs.createQueue(`example-standard-${process.pid}`, { visibilityTimeoutSeconds: 30 });
    const tournamentId = randomUUID();
    const [first, second] = [storedEvent(tournamentId, 1, 'player.registered'), storedEvent(tournamentId, 2, 'player.withdrawn')];
    const seen: Array<[number | null, boolean]> = [];
    const consumer = example.createConsumer({
      client: sqs.client,
      queueUrl,
      handle: (event, { late }) => void seen.push([event.sequence, late]),
      waitTimeSeconds: 1,
      logger: quietLogger,
    });

    await put(queueUrl, [
      { envelope: toPlatformEnvelope(second), tournamentId },
      { envelope: 'not json at all', tournamentId },
    ]);
    expect(await consumer.pollOnce()).toMatchObject({ received: 2, handled: 1, unreadable: 1 });
    await put(queueUrl, [{ envelope: toPlatformEnvelope(first), tournamentId }]);
    expect(await consumer.pollOnce()).toMatchObject({ received: 1, handled: 1 });

    expect(seen).toEqual([
      [2, false],
      [1, true],
    ]);
    // The unreadable message was not deleted: it is in flight until its visibility timeout ends.
    expect(await sqs.depth(queueUrl)).toEqual({ visible: 0, inFlight: 1 });
  });

  it('runs as a script with the documented command: prints each event, deletes it, stops on SIGTERM', async () => {
    const queueUrl = await sqs.createQueue(`example-script-${process.pid}`, { fifo: true });
    const tournamentId = randomUUID();
    const event = storedEvent(tournamentId, 1, 'tournament.created', { name: 'From the script' });
    await put(queueUrl, [{ envelope: toCloudEvent(event), tournamentId }]);
    const child = spawn(process.execPath, ['examples/sqs-consumer/consumer.mjs'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        EVENTS_QUEUE_URL: queueUrl,
        SQS_ENDPOINT: sqs.endpoint,
        AWS_REGION: sqs.region,
        AWS_ACCESS_KEY_ID: 'test',
        AWS_SECRET_ACCESS_KEY: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 15_000;
      while (!output.includes('From the script') && Date.now() < deadline) await sleep(50);
      expect(output).toContain(`tournament.created tournament ${tournamentId} #1`);
      await sqs.waitUntilEmpty(queueUrl, 5000);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('runs until its signal aborts, also in the middle of a long poll', async () => {
    const queueUrl = await sqs.createQueue(`example-idle-${process.pid}`);
    const consumer = example.createConsumer({
      client: sqs.client,
      queueUrl,
      handle: () => undefined,
      waitTimeSeconds: 20,
      logger: quietLogger,
    });
    const stop = new AbortController();
    const started = Date.now();
    const running = consumer.run(stop.signal);
    setTimeout(() => stop.abort(), 300);
    await running;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

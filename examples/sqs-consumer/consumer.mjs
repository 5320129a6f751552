#!/usr/bin/env node
/**
 * Example consumer of the Tournament Service's outbound events (docs/events.md), for operators.
 * Plain Node.js (>= 20) ESM with one dependency, @aws-sdk/client-sqs. Copy it and replace
 * `logEvent` with your own handler.
 *
 *   EVENTS_QUEUE_URL=https://sqs.eu-west-1.amazonaws.com/123456789012/tournament-events.fifo \
 *     node examples/sqs-consumer/consumer.mjs
 *
 * What it shows:
 * - long polling (WaitTimeSeconds 20, up to 10 messages per receive);
 * - both envelope forms: the platform envelope and CloudEvents 1.0 (structured JSON);
 * - idempotency by eventId: delivery is at-least-once, so an event seen before is skipped;
 * - per-tournament order by `sequence`: a batch is handled tournament by tournament in sequence
 *   order, and when one event fails the later events of that tournament are left on the queue,
 *   so they come back after it (on FIFO queues SQS holds the group back too);
 * - delete after handling: a message is deleted only once its event was handled (or was a
 *   duplicate); a failure leaves it to come back after the queue's visibility timeout.
 *
 * The store below keeps handled ids in memory, which is enough for a demo. In production keep
 * them in your database and record an event id in the same transaction as the event's effect:
 * that is what makes "handled once" hold across restarts.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';

/**
 * @typedef {object} TournamentEvent  One event, the same whichever envelope form carried it.
 * @property {string} eventId
 * @property {string} eventType        e.g. `player.registered` (the catalogue in docs/events.md)
 * @property {string | null} tournamentId
 * @property {string} operatorId
 * @property {number | null} sequence  increases per tournament; gaps are normal (coalesced
 *                                     `leaderboard.updated`, dead events replayed later)
 * @property {string} timestamp        when it happened (ISO 8601)
 * @property {Record<string, unknown>} data
 * @property {'platform' | 'cloudevents'} format
 */

/**
 * @typedef {object} ProgressStore  What the consumer remembers between messages.
 * @property {(eventId: string) => Promise<boolean>} isHandled
 * @property {(stream: string) => Promise<number | null>} lastSequence  highest sequence handled
 * @property {(event: TournamentEvent) => Promise<void>} markHandled
 */

/**
 * Reads a message body in either envelope form.
 * @param {string} body
 * @returns {TournamentEvent}
 */
export function parseEvent(body) {
  const json = JSON.parse(body);
  if (json && json.specversion === '1.0' && typeof json.id === 'string' && typeof json.type === 'string') {
    return {
      eventId: json.id,
      eventType: json.type,
      tournamentId: json.subject ?? null,
      operatorId: json.operatorid,
      sequence: typeof json.sequence === 'number' ? json.sequence : null,
      timestamp: json.time,
      data: json.data ?? {},
      format: 'cloudevents',
    };
  }
  if (json && typeof json.eventId === 'string' && typeof json.eventType === 'string') {
    return {
      eventId: json.eventId,
      eventType: json.eventType,
      tournamentId: json.tournamentId ?? null,
      operatorId: json.operatorId,
      sequence: typeof json.sequence === 'number' ? json.sequence : null,
      timestamp: json.timestamp,
      data: json.data ?? {},
      format: 'platform',
    };
  }
  throw new Error('not a Tournament Service event (neither a platform envelope nor a CloudEvent)');
}

/** The ordering stream of an event: its tournament, or its operator for events without one. */
export function streamOf(event) {
  return event.tournamentId ?? `operator:${event.operatorId}`;
}

/**
 * Handled event ids and the highest sequence per stream, in memory (demo only: see above).
 * @returns {ProgressStore}
 */
export function createMemoryStore() {
  const handled = new Set();
  const last = new Map();
  return {
    async isHandled(eventId) {
      return handled.has(eventId);
    },
    async lastSequence(stream) {
      return last.get(stream) ?? null;
    },
    async markHandled(event) {
      handled.add(event.eventId);
      const stream = streamOf(event);
      if (event.sequence !== null && event.sequence > (last.get(stream) ?? -1)) last.set(stream, event.sequence);
    },
  };
}

/**
 * Handles one received batch: parses, orders by stream and sequence, skips events handled
 * before, calls `handle` for the others, and says which messages may be deleted.
 *
 * `handle(event, { late })` gets `late: true` when a newer event of the same tournament was
 * already handled (a standard queue's reordering, or a dead event replayed later): the event
 * still happened, but it must not overwrite newer state (e.g. an older leaderboard snapshot).
 *
 * @param {Array<import('@aws-sdk/client-sqs').Message>} messages
 * @param {{ handle: (event: TournamentEvent, context: { late: boolean }) => Promise<void> | void, store: ProgressStore, logger?: Pick<Console, 'warn' | 'error'> }} options
 * @returns {Promise<{ deletable: string[], handled: number, duplicates: number, failed: number, unreadable: number }>}
 */
export async function handleBatch(messages, { handle, store, logger = console }) {
  const summary = { deletable: [], handled: 0, duplicates: 0, failed: 0, unreadable: 0 };
  const parsed = [];
  messages.forEach((message, index) => {
    try {
      parsed.push({ message, index, event: parseEvent(message.Body ?? '') });
    } catch (error) {
      // Not ours or broken: left on the queue, so its redrive policy moves it to a dead-letter queue.
      summary.unreadable++;
      logger.warn(`unreadable message ${message.MessageId}: ${error.message}`);
    }
  });
  parsed.sort((a, b) => {
    const byStream = streamOf(a.event).localeCompare(streamOf(b.event));
    if (byStream !== 0) return byStream;
    return (a.event.sequence ?? 0) - (b.event.sequence ?? 0) || a.index - b.index;
  });

  const blocked = new Set();
  for (const { message, event } of parsed) {
    const stream = streamOf(event);
    // After a failure, the stream's later events wait for it (not deleted, so they come back).
    if (blocked.has(stream)) continue;
    if (await store.isHandled(event.eventId)) {
      summary.duplicates++;
      summary.deletable.push(message.ReceiptHandle);
      continue;
    }
    const last = await store.lastSequence(stream);
    const late = event.sequence !== null && last !== null && event.sequence <= last;
    try {
      await handle(event, { late });
    } catch (error) {
      summary.failed++;
      blocked.add(stream);
      logger.error(`event ${event.eventId} (${event.eventType}) failed, it will come back: ${error.message}`);
      continue;
    }
    await store.markHandled(event);
    summary.handled++;
    summary.deletable.push(message.ReceiptHandle);
  }
  return summary;
}

/**
 * A long-polling consumer of one queue.
 * @param {{
 *   client: SQSClient,
 *   queueUrl: string,
 *   handle: (event: TournamentEvent, context: { late: boolean }) => Promise<void> | void,
 *   store?: ProgressStore,
 *   waitTimeSeconds?: number,
 *   maxMessages?: number,
 *   logger?: Pick<Console, 'info' | 'warn' | 'error'>,
 * }} options
 */
export function createConsumer({
  client,
  queueUrl,
  handle,
  store = createMemoryStore(),
  waitTimeSeconds = 20,
  maxMessages = 10,
  logger = console,
}) {
  /** One receive (waits up to waitTimeSeconds for messages), handle, delete. */
  async function pollOnce(signal) {
    const { Messages = [] } = await client.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: maxMessages,
        WaitTimeSeconds: waitTimeSeconds,
        MessageAttributeNames: ['All'],
        MessageSystemAttributeNames: ['ApproximateReceiveCount', 'MessageGroupId'],
      }),
      { abortSignal: signal },
    );
    const summary = await handleBatch(Messages, { handle, store, logger });
    if (summary.deletable.length > 0) {
      const { Failed = [] } = await client.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: summary.deletable.map((receiptHandle, i) => ({ Id: String(i), ReceiptHandle: receiptHandle })),
        }),
      );
      // A message not deleted comes back later; its event id makes it a skipped duplicate then.
      for (const failure of Failed) logger.warn(`delete failed (${failure.Code}): ${failure.Message}`);
    }
    return { received: Messages.length, ...summary };
  }

  /** Polls until `signal` aborts; errors (network, throttling) are logged and retried after a pause. */
  async function run(signal) {
    let pause = 1000;
    while (!signal.aborted) {
      try {
        await pollOnce(signal);
        pause = 1000;
      } catch (error) {
        if (signal.aborted) break;
        logger.error(`receive failed, retrying in ${pause} ms: ${error.message}`);
        await new Promise((done) => setTimeout(done, pause));
        pause = Math.min(pause * 2, 30_000);
      }
    }
  }

  return { pollOnce, run };
}

/** `sqs.<region>.amazonaws.com/...`: the region of a queue URL. */
export function regionOfQueueUrl(queueUrl) {
  return /^sqs\.([a-z0-9-]+)\./.exec(new URL(queueUrl).hostname)?.[1];
}

/** The demo handler: one line per event. */
function logEvent(event, { late }) {
  const where = event.tournamentId ? `tournament ${event.tournamentId} #${event.sequence}` : `operator ${event.operatorId}`;
  console.info(`${event.timestamp} ${event.eventType} ${where}${late ? ' (late)' : ''} ${JSON.stringify(event.data)}`);
}

async function main() {
  const queueUrl = process.env.EVENTS_QUEUE_URL;
  if (!queueUrl) {
    console.error('Set EVENTS_QUEUE_URL to the queue the Tournament Service delivers your events to.');
    process.exit(2);
  }
  const client = new SQSClient({
    region: process.env.AWS_REGION ?? regionOfQueueUrl(queueUrl) ?? 'us-east-1',
    // SQS_ENDPOINT: a local emulator (LocalStack, fauxqs, ...); credentials come from the usual AWS chain.
    ...(process.env.SQS_ENDPOINT ? { endpoint: process.env.SQS_ENDPOINT, useQueueUrlAsEndpoint: false } : {}),
  });
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop.abort());
  console.info(`consuming ${queueUrl} (Ctrl-C to stop)`);
  await createConsumer({ client, queueUrl, handle: logEvent }).run(stop.signal);
  client.destroy();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

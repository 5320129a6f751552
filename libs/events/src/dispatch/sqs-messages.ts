import type { SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import { EventFormat, StoredEvent, toEnvelope } from '../domain/envelope';

/** SQS takes at most 10 entries per SendMessageBatch. */
export const MAX_BATCH_ENTRIES = 10;
/** Below SQS's 256 KiB limit on a whole batch request (bodies and attributes). */
export const MAX_BATCH_BYTES = 250_000;

/** Where one stream's events go and in which form. */
export interface Route {
  queueUrl: string;
  format: EventFormat;
  /** The FIFO message group: the tournament id, or the operator id for operator streams. */
  groupId: string;
}

/** The operator's own queue, else the default queue; none: the events stay in the outbox (D15). */
export function queueFor(operatorQueueUrl: string | null, defaultQueueUrl: string | undefined): string | undefined {
  return operatorQueueUrl ?? defaultQueueUrl;
}

export function isFifoQueue(queueUrl: string): boolean {
  return queueUrl.endsWith('.fifo');
}

/**
 * One event as an SQS batch entry (D12): the body is the operator's envelope; `operator_id` (and
 * `event_type`, for subscription filters) ride along as message attributes on every queue, so a
 * shared default queue can be split by operator. FIFO queues get the stream's group and the event
 * id as deduplication id, so a resend after a crash is dropped by SQS within its 5-minute window.
 */
export function toBatchEntry(event: StoredEvent, route: Route): SendMessageBatchRequestEntry {
  return {
    Id: event.id,
    MessageBody: JSON.stringify(toEnvelope(event, route.format)),
    MessageAttributes: {
      operator_id: { DataType: 'String', StringValue: event.operatorId },
      event_type: { DataType: 'String', StringValue: event.eventType },
    },
    ...(isFifoQueue(route.queueUrl) ? { MessageGroupId: route.groupId, MessageDeduplicationId: event.id } : {}),
  };
}

function entryBytes(entry: SendMessageBatchRequestEntry): number {
  const attributes = Object.entries(entry.MessageAttributes ?? {}).reduce(
    (sum, [name, value]) => sum + name.length + 6 + Buffer.byteLength(value.StringValue ?? ''),
    0,
  );
  return Buffer.byteLength(entry.MessageBody ?? '') + attributes;
}

/**
 * Splits entries, in order, into SendMessageBatch calls of up to 10 entries and below the
 * request size limit. A single entry larger than the limit goes alone (SQS refuses it, and it
 * ends dead after its attempts instead of blocking the stream forever).
 */
export function toBatches<T extends SendMessageBatchRequestEntry>(entries: T[]): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const entry of entries) {
    const size = entryBytes(entry);
    if (current.length > 0 && (current.length === MAX_BATCH_ENTRIES || bytes + size > MAX_BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

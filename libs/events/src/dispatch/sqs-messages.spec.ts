import { StoredEvent, toCloudEvent, toPlatformEnvelope } from '../domain/envelope';
import { isFifoQueue, MAX_BATCH_BYTES, queueFor, toBatchEntry, toBatches } from './sqs-messages';

const EVENT: StoredEvent = {
  id: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01',
  operatorId: '019a8f2e-0000-7000-8000-000000000001',
  tournamentId: '019a8f2e-0000-7000-8000-0000000000aa',
  sequence: '7',
  eventType: 'player.registered',
  data: { playerId: 'p1' },
  occurredAt: new Date('2026-11-22T10:00:00Z'),
};
const FIFO = 'https://sqs.eu-west-1.amazonaws.com/123456789012/events.fifo';
const STANDARD = 'https://sqs.eu-west-1.amazonaws.com/123456789012/events';

describe('SQS messages of outbox events (D12)', () => {
  it('routes to the operator’s queue, else the default queue, else nowhere', () => {
    expect(queueFor('https://q/op', 'https://q/default')).toBe('https://q/op');
    expect(queueFor(null, 'https://q/default')).toBe('https://q/default');
    expect(queueFor(null, undefined)).toBeUndefined();
  });

  it('FIFO: group = the stream (tournament), dedup id = event id; body = the platform envelope; operator_id attribute', () => {
    const entry = toBatchEntry(EVENT, { queueUrl: FIFO, format: 'platform', groupId: EVENT.tournamentId! });
    expect(isFifoQueue(FIFO)).toBe(true);
    expect(entry).toEqual({
      Id: EVENT.id,
      MessageBody: JSON.stringify(toPlatformEnvelope(EVENT)),
      MessageAttributes: {
        operator_id: { DataType: 'String', StringValue: EVENT.operatorId },
        event_type: { DataType: 'String', StringValue: 'player.registered' },
      },
      MessageGroupId: EVENT.tournamentId,
      MessageDeduplicationId: EVENT.id,
    });
  });

  it('standard queues get neither group nor dedup id; CloudEvents operators get CloudEvents', () => {
    const entry = toBatchEntry(EVENT, { queueUrl: STANDARD, format: 'cloudevents', groupId: EVENT.tournamentId! });
    expect(isFifoQueue(STANDARD)).toBe(false);
    expect(entry.MessageGroupId).toBeUndefined();
    expect(entry.MessageDeduplicationId).toBeUndefined();
    expect(JSON.parse(entry.MessageBody!)).toEqual(JSON.parse(JSON.stringify(toCloudEvent(EVENT))));
    expect(entry.MessageAttributes!.operator_id.StringValue).toBe(EVENT.operatorId);
  });

  it('splits entries, in order, into batches of at most 10 and below the request size limit', () => {
    const small = Array.from({ length: 23 }, (_, i) => ({ Id: `e${i}`, MessageBody: 'x' }));
    expect(toBatches(small).map((b) => b.map((e) => e.Id))).toEqual([
      small.slice(0, 10).map((e) => e.Id),
      small.slice(10, 20).map((e) => e.Id),
      small.slice(20).map((e) => e.Id),
    ]);
    const big = Array.from({ length: 4 }, (_, i) => ({ Id: `b${i}`, MessageBody: 'y'.repeat(Math.floor(MAX_BATCH_BYTES / 2.5)) }));
    expect(toBatches(big).map((b) => b.length)).toEqual([2, 2]);
    const huge = [
      { Id: 'h', MessageBody: 'z'.repeat(MAX_BATCH_BYTES + 1) },
      { Id: 's', MessageBody: 'x' },
    ];
    expect(toBatches(huge).map((b) => b.map((e) => e.Id))).toEqual([['h'], ['s']]);
    expect(toBatches([])).toEqual([]);
  });
});

import { ConsoleLogger, Logger } from '@nestjs/common';
import { AppConfig, ManualClock, MetricsService } from '@app/common';
import { DispatchMetrics } from './dispatch-metrics';
import { DueStream, OutboxDeliveryRepository, PendingOutboxEvent, Refusal } from './outbox-delivery.repository';
import { OutboxDispatcher, REFUSED_QUEUE_RECHECK_MS } from './outbox.dispatcher';
import { SendOutcome, SqsTransport } from './sqs-transport';

const TOURNAMENT = '019a8f2e-0000-7000-8000-0000000000aa';
const OPERATOR = '019a8f2e-0000-7000-8000-000000000001';
const QUEUE = 'https://sqs.eu-west-1.amazonaws.com/123456789012/events.fifo';
const NOW = new Date('2026-11-22T10:00:00Z');

const STREAM: DueStream = {
  streamKey: TOURNAMENT,
  operatorId: OPERATOR,
  tournamentId: TOURNAMENT,
  operatorQueueUrl: QUEUE,
  format: 'platform',
};
const pending = (n: number): PendingOutboxEvent[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${i + 1}`,
    operatorId: OPERATOR,
    tournamentId: TOURNAMENT,
    sequence: String(i + 1),
    eventType: 'player.registered',
    data: {},
    occurredAt: NOW,
    attempts: 2,
    nextAttemptAt: NOW,
  }));

function setup(
  events: PendingOutboxEvent[],
  sends: Array<(ids: string[]) => SendOutcome>,
  settings: Partial<AppConfig> = { sqsAllowedAccountIds: ['123456789012'] },
  stream: DueStream = STREAM,
) {
  const delivered: string[] = [];
  const refusals: Refusal[] = [];
  const unreachable: string[] = [];
  let remaining = events;
  const repository = {
    dueStreams: jest.fn(async () => (remaining.length ? [stream] : [])),
    takeLease: jest.fn(async () => true),
    renewLease: jest.fn(async () => true),
    releaseLease: jest.fn(async () => undefined),
    releaseAllLeases: jest.fn(async () => undefined),
    pendingEvents: jest.fn(async () => remaining),
    lastLeaderboardDelivery: jest.fn(async () => null),
    markDelivered: jest.fn(async (ids: string[]) => {
      delivered.push(...ids);
      remaining = remaining.filter((e) => !ids.includes(e.id));
    }),
    markCoalesced: jest.fn(),
    holdUntil: jest.fn(),
    recordRefusals: jest.fn(async (r: Refusal[], max: number) => {
      refusals.push(...r);
      return r.map((x) => ({ id: x.id, eventType: 'player.registered', status: 3 >= max ? 'dead' : 'pending' }));
    }),
    recordUnreachable: jest.fn(async (ids: string[]) => void unreachable.push(...ids)),
    oldestRoutablePending: jest.fn(async () => null),
    recordQueueRefused: jest.fn(async () => undefined),
    operatorQueues: jest.fn(async () => [{ operatorId: OPERATOR, queueUrl: stream.operatorQueueUrl }]),
  };
  const calls: string[][] = [];
  const transport = {
    send: jest.fn(async (_queue: string, entries: Array<{ Id?: string }>) => {
      const ids = entries.map((e) => e.Id!);
      calls.push(ids);
      return sends[calls.length - 1](ids);
    }),
  };
  const config = Object.assign(new AppConfig(), { eventsMaxAttempts: 10, eventsDispatchIntervalMs: 0 }, settings);
  const dispatcher = new OutboxDispatcher(
    repository as unknown as OutboxDeliveryRepository,
    transport as unknown as SqsTransport,
    new DispatchMetrics(new MetricsService()),
    config,
    new ManualClock(NOW),
  );
  return { dispatcher, repository, calls, delivered, refusals, unreachable };
}

const acceptAll = (ids: string[]): SendOutcome => ({ accepted: ids, failed: [] });

describe('OutboxDispatcher', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(new ConsoleLogger()));

  it('sends a stream in batches of 10, in order, and stops at the first refused event', async () => {
    const { dispatcher, calls, delivered, refusals, repository } = setup(pending(25), [
      acceptAll,
      (ids) => ({
        accepted: ids.filter((id) => id !== 'e13'),
        failed: [{ id: 'e13', kind: 'refused', error: 'InvalidMessageContents: nope' }],
      }),
    ]);
    const run = await dispatcher.runOnce();
    expect(calls).toEqual([
      pending(10).map((e) => e.id),
      pending(20)
        .slice(10)
        .map((e) => e.id),
    ]);
    // SQS took the entries it accepted (they are on the queue); nothing after the failed batch was sent.
    expect(delivered).toEqual(
      pending(20)
        .map((e) => e.id)
        .filter((id) => id !== 'e13'),
    );
    expect(refusals).toEqual([{ id: 'e13', error: 'InvalidMessageContents: nope', nextAttemptAt: expect.any(Date) }]);
    // Third failure (attempts 2 → 3): full jitter below 1 s × 2^2.
    const delay = refusals[0].nextAttemptAt.getTime() - NOW.getTime();
    expect(delay).toBeGreaterThanOrEqual(0);
    expect(delay).toBeLessThan(4000);
    expect(run).toEqual({ streams: 1, delivered: 19, failed: 1, coalesced: 0 });
    expect(repository.releaseLease).toHaveBeenCalledWith(TOURNAMENT, dispatcher.owner);
  });

  it('pauses a queue it cannot reach without counting an attempt, and probes it again later', async () => {
    const unreachableOutcome = (ids: string[]): SendOutcome => ({
      accepted: [],
      failed: ids.map((id) => ({ id, kind: 'unreachable', error: 'Error: connect ECONNREFUSED' })),
    });
    const { dispatcher, calls, refusals, unreachable, repository } = setup(pending(3), [unreachableOutcome, acceptAll]);
    await dispatcher.runOnce();
    expect(unreachable).toEqual(['e1', 'e2', 'e3']);
    expect(refusals).toEqual([]);
    expect(repository.recordUnreachable).toHaveBeenCalledWith(['e1', 'e2', 'e3'], 'SQS unreachable: Error: connect ECONNREFUSED');

    // Paused: the next pass does not even take the lease.
    repository.takeLease.mockClear();
    await dispatcher.runOnce();
    expect(calls).toHaveLength(1);
    expect(repository.takeLease).not.toHaveBeenCalled();
  });

  it('frees its leases on shutdown', async () => {
    const { dispatcher, repository } = setup(pending(1), [acceptAll]);
    await dispatcher.runOnce();
    await dispatcher.beforeApplicationShutdown();
    expect(repository.releaseAllLeases).toHaveBeenCalledWith(dispatcher.owner);
  });

  it('starts no stream once shutdown began (and has no lease to free when it never took one)', async () => {
    const { dispatcher, repository, calls } = setup(pending(1), [acceptAll]);
    await dispatcher.beforeApplicationShutdown();
    await dispatcher.runOnce();
    expect(repository.takeLease).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(repository.releaseAllLeases).not.toHaveBeenCalled();
  });

  describe('an operator queue that is not allowed (outside the allowed AWS accounts)', () => {
    const FOREIGN = 'https://sqs.eu-west-1.amazonaws.com/999999999999/events.fifo';
    const foreignStream: DueStream = { ...STREAM, operatorQueueUrl: FOREIGN };

    it('sends nothing, to it or to the default queue, counts no attempt, and holds the events with the reason', async () => {
      const { dispatcher, calls, refusals, repository } = setup(
        pending(3),
        [acceptAll],
        { sqsAllowedAccountIds: ['123456789012'], sqsQueueUrl: QUEUE },
        foreignStream,
      );
      const run = await dispatcher.runOnce();
      expect(run).toEqual({ streams: 0, delivered: 0, failed: 0, coalesced: 0 });
      expect(calls).toEqual([]);
      expect(refusals).toEqual([]);
      expect(repository.recordQueueRefused).toHaveBeenCalledWith(
        ['e1', 'e2', 'e3'],
        'events queue refused, nothing sent: events_queue_url must be a queue of an AWS account this service allows: account 999999999999 is not in SQS_ALLOWED_ACCOUNT_IDS',
        new Date(NOW.getTime() + REFUSED_QUEUE_RECHECK_MS),
      );
      expect(repository.releaseLease).toHaveBeenCalledWith(TOURNAMENT, dispatcher.owner);
    });

    it('with neither SQS_ALLOWED_ACCOUNT_IDS nor SQS_QUEUE_URL, holds every operator queue', async () => {
      const { dispatcher, calls, repository } = setup(pending(1), [acceptAll], {});
      await dispatcher.runOnce();
      expect(calls).toEqual([]);
      expect(repository.recordQueueRefused).toHaveBeenCalledWith(
        ['e1'],
        expect.stringMatching(/cannot be set: .*not set/),
        expect.any(Date),
      );
    });

    it('the default queue (SQS_QUEUE_URL) is always written to', async () => {
      const { dispatcher, calls, repository } = setup(
        pending(2),
        [acceptAll],
        { sqsQueueUrl: 'https://sqs.eu-west-1.amazonaws.com/555555555555/platform' },
        { ...STREAM, operatorQueueUrl: null },
      );
      await dispatcher.runOnce();
      expect(calls).toEqual([['e1', 'e2']]);
      expect(repository.recordQueueRefused).not.toHaveBeenCalled();
    });

    it('reports such operators at start-up', async () => {
      const logged: string[] = [];
      const { dispatcher } = setup(pending(0), [], { sqsAllowedAccountIds: ['123456789012'] }, foreignStream);
      const spy = jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => void logged.push(String(message)));
      try {
        await dispatcher.onApplicationBootstrap();
      } finally {
        spy.mockRestore();
        await dispatcher.beforeApplicationShutdown();
      }
      expect(logged).toEqual([
        expect.stringMatching(new RegExp(`^Operator ${OPERATOR}'s events_queue_url is not allowed; .*account 999999999999`)),
      ]);
    });
  });
});

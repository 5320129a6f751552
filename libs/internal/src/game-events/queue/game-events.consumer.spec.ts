import { Message } from '@aws-sdk/client-sqs';
import { ConsoleLogger, Logger } from '@nestjs/common';
import { DomainException, ErrorCode, MetricsService, ServiceUnavailableException } from '@app/common';
import { GameEventsApplier } from '../game-events.applier';
import { GameEventsQueueConsumer } from './game-events.consumer';

const TOURNAMENT = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';
const EVENT = { event_id: 'e', type: 'round.started', occurred_at: '2026-11-22T10:00:00Z', round: 1 };

const message = (id: string, body: unknown): Message => ({ MessageId: id, Body: typeof body === 'string' ? body : JSON.stringify(body) });
const good = (id: string) => message(id, { tournament_id: TOURNAMENT, events: [EVENT] });

function consumerWith(apply: jest.Mock) {
  const metrics = new MetricsService();
  const consumer = new GameEventsQueueConsumer({ apply } as unknown as GameEventsApplier, metrics);
  const outcomes = async () =>
    Object.fromEntries(
      (await metrics.registry.getSingleMetric('game_events_queue_messages_total')!.get()).values.map((v) => [v.labels.outcome, v.value]),
    );
  return { consumer, outcomes };
}

describe('GameEventsQueueConsumer (D11 inbound queue)', () => {
  // The consumer logs every dropped or failed message; not needed here.
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(new ConsoleLogger()));

  it('applies each message in order for its tournament (no internal key), and acknowledges all of them', async () => {
    const apply = jest.fn().mockResolvedValue({ accepted: 1, duplicates: 0, rejected: 0, results: [] });
    const { consumer, outcomes } = consumerWith(apply);
    const batch = [good('m1'), good('m2')];
    expect(await consumer.handleMessages(batch)).toEqual(batch);
    expect(apply.mock.calls).toEqual([
      [{ tournamentId: TOURNAMENT, auth: null }, [EVENT], 'sqs'],
      [{ tournamentId: TOURNAMENT, auth: null }, [EVENT], 'sqs'],
    ]);
    expect(await outcomes()).toEqual({ applied: 2 });
  });

  it('acknowledges (drops) malformed messages and refused tournaments, so they cannot block the queue', async () => {
    const apply = jest
      .fn()
      .mockRejectedValueOnce(new DomainException(ErrorCode.TournamentNotFound, 'Tournament not found'))
      .mockResolvedValue({ accepted: 1, duplicates: 0, rejected: 0, results: [] });
    const { consumer, outcomes } = consumerWith(apply);
    const batch = [message('m1', 'garbage'), good('m2'), message('m3', { tournament_id: TOURNAMENT }), good('m4')];
    expect(await consumer.handleMessages(batch)).toEqual(batch);
    expect(apply).toHaveBeenCalledTimes(2);
    expect(await outcomes()).toEqual({ malformed: 2, refused: 1, applied: 1 });
  });

  it.each([
    ['an unexpected error (database unreachable)', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['a 503 domain error', new ServiceUnavailableException()],
  ])('keeps a message that failed with %s, and every message after it, on the queue', async (_label, failure) => {
    const apply = jest.fn().mockResolvedValueOnce({ accepted: 1, duplicates: 0, rejected: 0, results: [] }).mockRejectedValueOnce(failure);
    const { consumer, outcomes } = consumerWith(apply);
    const batch = [good('m1'), good('m2'), good('m3')];
    expect(await consumer.handleMessages(batch)).toEqual([batch[0]]);
    expect(apply).toHaveBeenCalledTimes(2);
    expect(await outcomes()).toEqual({ applied: 1, failed: 1 });
  });

  it('waits for the batch being applied before shutdown goes on', async () => {
    let finish!: () => void;
    const apply = jest
      .fn()
      .mockReturnValue(new Promise((resolve) => (finish = () => resolve({ accepted: 1, duplicates: 0, rejected: 0, results: [] }))));
    const { consumer } = consumerWith(apply);
    const handled = consumer.handleMessages([good('m1')]);
    let shutDown = false;
    const shutdown = consumer.beforeApplicationShutdown().then(() => (shutDown = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(shutDown).toBe(false);
    finish();
    await shutdown;
    expect(await handled).toHaveLength(1);
  });
});

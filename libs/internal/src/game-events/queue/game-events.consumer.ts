import { Message } from '@aws-sdk/client-sqs';
import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { SqsConsumerEventHandler, SqsMessageHandler } from '@ssut/nestjs-sqs';
import { Counter } from 'prom-client';
import { DomainException, ERROR_STATUS, MetricsService } from '@app/common';
import { GameEventsApplier } from '../game-events.applier';
import { readQueueMessage } from './queue-message';
import { GAME_EVENTS_QUEUE } from './sqs-options';

export type QueueOutcome = 'applied' | 'malformed' | 'refused' | 'failed';

/**
 * The inbound game events queue (D11): each message `{ tournament_id, events }` is applied by
 * the same applier as the HTTP endpoint, for the tournament's own operator. Delivery is at least
 * once; event_ids make the effect exactly once.
 *
 * Messages of one receive are handled one after the other, in order (a FIFO group stays in
 * order). A message that can never apply (not JSON, wrong shape, unknown tournament) is logged,
 * counted and deleted, so it cannot block the queue. A message that fails for a transient reason
 * (database down) is not deleted, nor is any message after it in that receive: SQS delivers them
 * again after the visibility timeout (and a redrive policy, if the queue has one, eventually
 * moves a message that keeps failing to its dead-letter queue).
 */
@Injectable()
export class GameEventsQueueConsumer implements BeforeApplicationShutdown {
  private readonly logger = new Logger(GameEventsQueueConsumer.name);
  private readonly messages: Counter<'outcome'>;
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly applier: GameEventsApplier,
    metrics: MetricsService,
  ) {
    this.messages = metrics.counter(
      'game_events_queue_messages_total',
      'Messages of the inbound game events queue, by outcome: applied, malformed (deleted), refused (unknown tournament; deleted), failed (left on the queue for a retry)',
      ['outcome'],
    );
  }

  /** Returns the messages to delete: every message handled, up to the first that must be retried. */
  @SqsMessageHandler(GAME_EVENTS_QUEUE, true)
  handleMessages(messages: Message[]): Promise<Message[]> {
    const work = this.handleInOrder(messages);
    this.inFlight = work.catch(() => undefined);
    return work;
  }

  @SqsConsumerEventHandler(GAME_EVENTS_QUEUE, 'error')
  onError(error: Error): void {
    this.logger.warn({ err: error }, `Game events queue: ${error.message}`);
  }

  /** Shutdown waits for the batch being applied (the consumer has stopped polling by then). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.inFlight;
  }

  private async handleInOrder(messages: Message[]): Promise<Message[]> {
    const done: Message[] = [];
    for (const message of messages) {
      const outcome = await this.handle(message);
      this.messages.inc({ outcome });
      if (outcome === 'failed') break;
      done.push(message);
    }
    return done;
  }

  private async handle(message: Message): Promise<QueueOutcome> {
    const read = readQueueMessage(message.Body);
    if (!read.ok) {
      this.logger.warn({ messageId: message.MessageId }, `Game events message ${message.MessageId} dropped: ${read.reason}`);
      return 'malformed';
    }
    try {
      const result = await this.applier.apply({ tournamentId: read.tournamentId, auth: null }, read.events, 'sqs');
      if (result.rejected > 0) {
        const reasons = result.results.filter((r) => r.status === 'rejected').map((r) => `${r.event_id}: ${r.error}`);
        this.logger.warn(
          { messageId: message.MessageId, tournamentId: read.tournamentId },
          `Game events rejected: ${reasons.slice(0, 20).join(', ')}`,
        );
      }
      return 'applied';
    } catch (error) {
      // A 4xx domain error (unknown tournament) never changes on a retry; anything else may.
      if (error instanceof DomainException && ERROR_STATUS[error.code] < 500) {
        this.logger.warn(
          { messageId: message.MessageId, tournamentId: read.tournamentId },
          `Game events message ${message.MessageId} dropped: ${error.message}`,
        );
        return 'refused';
      }
      const receives = message.Attributes?.ApproximateReceiveCount ?? '?';
      this.logger.error(
        { err: error, messageId: message.MessageId },
        `Game events message ${message.MessageId} failed (receive ${receives}); it will be retried`,
      );
      return 'failed';
    }
  }
}

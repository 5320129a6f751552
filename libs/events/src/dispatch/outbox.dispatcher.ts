import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { checkEventsQueueUrl, eventsQueuePolicy, EventsQueueUrlOptions } from './events-queue-url';
import { AppConfig, backoffDelayMs, Clock, DELIVERY_BACKOFF, PeriodicJob, UNREACHABLE_BACKOFF } from '@app/common';
import { EventType } from '../domain/event-types';
import { planDelivery } from './delivery-plan';
import { DispatchMetrics } from './dispatch-metrics';
import { DueStream, OutboxDeliveryRepository, PendingOutboxEvent } from './outbox-delivery.repository';
import { queueFor, Route, toBatchEntry, toBatches } from './sqs-messages';
import { EntryFailure, SqsTransport } from './sqs-transport';

/** How long a stream belongs to one instance without a renewal (a crashed owner blocks no longer). */
export const LEASE_MS = 30_000;
/** Streams per pass and pending events read per stream at a time. */
const STREAMS_PER_PASS = 50;
const WINDOW = 100;
/** Windows per stream per pass, so one busy tournament cannot starve the others. */
const WINDOWS_PER_STREAM = 5;
/** How long the events of an operator whose queue is not allowed wait before it is checked again. */
export const REFUSED_QUEUE_RECHECK_MS = 60_000;

export interface DispatchRun {
  streams: number;
  delivered: number;
  failed: number;
  coalesced: number;
}

type StreamOutcome = Omit<DispatchRun, 'streams'>;

/**
 * Delivers the transactional outbox to SQS (D12). Each stream (a tournament, or an operator's
 * events without a tournament) has one owner at a time through a lease in outbox_leases, so
 * several instances deliver in parallel without breaking any tournament's order. The owner reads
 * the stream's pending events in sequence order and sends them in batches of up to 10, stopping
 * at the first failure; delivery is at least once (a crash between a send and its bookkeeping
 * sends that batch again; FIFO queues drop such a resend by its deduplication id).
 */
@Injectable()
export class OutboxDispatcher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxDispatcher.name);
  /** This instance's identity in outbox_leases (two applications in one process differ too). */
  readonly owner = `${hostname().slice(0, 24)}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly job = new PeriodicJob(
    () => this.pass(),
    (error) => this.logger.error(`Outbox dispatch failed: ${error.message}`),
  );
  /** Queues that could not be reached, and when to probe them again (per instance). */
  private readonly unreachable = new Map<string, { failures: number; until: number }>();
  private stopping = false;
  /** Whether this instance ever took a lease (only then is there anything to free on shutdown). */
  private leased = false;
  /** Which operator queues may be written to (the allowed AWS accounts; events-queue-url.ts in @app/auth). */
  private readonly queuePolicy: EventsQueueUrlOptions;

  constructor(
    private readonly repository: OutboxDeliveryRepository,
    private readonly transport: SqsTransport,
    private readonly metrics: DispatchMetrics,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.queuePolicy = eventsQueuePolicy(config);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reportRefusedQueues().catch((error: Error) =>
      this.logger.warn(`Could not check the operators' events queues: ${error.message}`),
    );
    this.job.start(this.config.eventsDispatchIntervalMs);
  }

  /**
   * Before the database closes: finishes the stream in hand (no new one is started), then frees
   * this instance's leases so another instance takes its streams over at once.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.job.stop();
    if (!this.leased) return;
    await this.repository
      .releaseAllLeases(this.owner)
      .catch((error: Error) => this.logger.warn(`Could not release outbox leases: ${error.message}`));
  }

  /** One pass now (tests; the timer calls the same). */
  runOnce(): Promise<DispatchRun> {
    return this.job.runOnce();
  }

  private async pass(): Promise<DispatchRun> {
    const run: DispatchRun = { streams: 0, delivered: 0, failed: 0, coalesced: 0 };
    const hasDefault = this.config.sqsQueueUrl !== undefined;
    const streams = await this.repository.dueStreams(this.clock.now(), hasDefault, STREAMS_PER_PASS);
    for (const stream of streams) {
      if (this.stopping) break;
      const refusal = this.queueRefusal(stream);
      if (refusal) {
        await this.holdRefusedStream(stream, refusal);
        continue;
      }
      const route = this.routeOf(stream);
      if (!route || this.isPaused(route.queueUrl)) continue;
      const outcome = await this.deliverStream(stream, route);
      if (!outcome) continue;
      run.streams++;
      run.delivered += outcome.delivered;
      run.failed += outcome.failed;
      run.coalesced += outcome.coalesced;
    }
    await this.updateLag(hasDefault);
    return run;
  }

  /**
   * Why the stream's operator queue may not be written to (a URL stored before the allowed AWS
   * accounts were configured, or since taken off the list), or undefined. The default queue
   * (SQS_QUEUE_URL) is the platform's own and always allowed.
   */
  private queueRefusal(stream: DueStream): string | undefined {
    if (stream.operatorQueueUrl === null) return undefined;
    const check = checkEventsQueueUrl(stream.operatorQueueUrl, this.queuePolicy);
    return check.ok ? undefined : check.reason;
  }

  /**
   * Sends nothing to a queue that is not allowed, and does not fall back to the default queue
   * either: the stream's pending events stay pending (nothing is lost, no attempt is counted), keep
   * the reason as their last_error, and are looked at again after REFUSED_QUEUE_RECHECK_MS, so
   * they neither spin nor crowd out other streams. Alerted by an error log, the
   * outbox_queue_refusals_total counter and the growing outbox_lag_seconds. Once the administrator
   * sets an allowed queue (or allows the account), they are delivered in order.
   */
  private async holdRefusedStream(stream: DueStream, reason: string): Promise<void> {
    if (!(await this.repository.takeLease(stream.streamKey, this.owner, this.clock.now(), this.leaseEnd()))) return;
    this.leased = true;
    try {
      const events = await this.repository.pendingEvents(stream, WINDOW);
      const until = new Date(this.clock.now().getTime() + REFUSED_QUEUE_RECHECK_MS);
      await this.repository.recordQueueRefused(
        events.map((e) => e.id),
        `events queue refused, nothing sent: ${reason}`,
        until,
      );
      this.metrics.queueRefusals.inc();
      this.logger.error(
        `Outbox: operator ${stream.operatorId}'s events_queue_url is not allowed, ${events.length} event(s) held, not sent: ${reason}`,
      );
    } finally {
      await this.repository.releaseLease(stream.streamKey, this.owner);
    }
  }

  /** At start-up: an error log line for each operator whose stored queue is not allowed (their events will be held). */
  private async reportRefusedQueues(): Promise<void> {
    for (const operator of await this.repository.operatorQueues()) {
      const check = checkEventsQueueUrl(operator.queueUrl, this.queuePolicy);
      if (!check.ok)
        this.logger.error(
          `Operator ${operator.operatorId}'s events_queue_url is not allowed; its events will be held, not sent, until the administrator changes it: ${check.reason}`,
        );
    }
  }

  private routeOf(stream: DueStream): Route | undefined {
    const queueUrl = queueFor(stream.operatorQueueUrl, this.config.sqsQueueUrl);
    if (!queueUrl) return undefined;
    return { queueUrl, format: stream.format, groupId: stream.tournamentId ?? stream.operatorId };
  }

  /** Delivers what is due of one stream under its lease; undefined when another instance owns it. */
  private async deliverStream(stream: DueStream, route: Route): Promise<StreamOutcome | undefined> {
    if (!(await this.repository.takeLease(stream.streamKey, this.owner, this.clock.now(), this.leaseEnd()))) return undefined;
    this.leased = true;
    const outcome: StreamOutcome = { delivered: 0, failed: 0, coalesced: 0 };
    try {
      for (let window = 0; window < WINDOWS_PER_STREAM && !this.stopping; window++) {
        const events = await this.repository.pendingEvents(stream, WINDOW);
        const complete = await this.deliverWindow(stream, route, events, outcome);
        if (!complete || events.length < WINDOW) break;
      }
    } finally {
      await this.repository.releaseLease(stream.streamKey, this.owner);
    }
    return outcome;
  }

  /** Returns true when every event of the window was dealt with (the stream may go on). */
  private async deliverWindow(stream: DueStream, route: Route, events: PendingOutboxEvent[], outcome: StreamOutcome): Promise<boolean> {
    const hasLeaderboard = stream.tournamentId !== null && events.some((e) => e.eventType === EventType.LeaderboardUpdated);
    const lastLeaderboard = hasLeaderboard ? await this.repository.lastLeaderboardDelivery(stream.tournamentId!) : null;
    const plan = planDelivery(events, this.clock.now(), lastLeaderboard);
    if (plan.coalesced.length > 0) {
      await this.repository.markCoalesced(plan.coalesced.map((e) => e.id));
      this.metrics.coalesced.inc(plan.coalesced.length);
      outcome.coalesced += plan.coalesced.length;
    }
    if (plan.hold) await this.repository.holdUntil(plan.hold.event.id, plan.hold.until);

    const byId = new Map(plan.send.map((e) => [e.id, e]));
    for (const batch of toBatches(plan.send.map((e) => toBatchEntry(e, route)))) {
      const sent = await this.transport.send(route.queueUrl, batch);
      await this.repository.markDelivered(sent.accepted, this.clock.now());
      for (const id of sent.accepted) this.metrics.delivered.inc({ event_type: byId.get(id)!.eventType });
      outcome.delivered += sent.accepted.length;
      if (sent.failed.length > 0) {
        outcome.failed += sent.failed.length;
        await this.recordFailures(route.queueUrl, sent.failed, byId);
        return false;
      }
      this.unreachable.delete(route.queueUrl);
      if (this.stopping || !(await this.repository.renewLease(stream.streamKey, this.owner, this.leaseEnd()))) return false;
    }
    return plan.send.length + plan.coalesced.length === events.length;
  }

  /**
   * Stops the stream at its first failure, so nothing overtakes the failed event. Refused events
   * count an attempt and wait with backoff (dead after EVENTS_MAX_ATTEMPTS: a dead event no
   * longer holds the stream back). An unreachable queue pauses, not the events.
   */
  private async recordFailures(queueUrl: string, failures: EntryFailure[], byId: Map<string, PendingOutboxEvent>): Promise<void> {
    const unreachable = failures.filter((f) => f.kind === 'unreachable');
    if (unreachable.length > 0) {
      this.pause(queueUrl);
      await this.repository.recordUnreachable(
        unreachable.map((f) => f.id),
        `SQS unreachable: ${unreachable[0].error}`,
      );
      for (const f of unreachable) this.metrics.retried.inc({ event_type: byId.get(f.id)!.eventType });
      this.logger.warn(`Outbox: queue ${queueUrl} unreachable, ${unreachable.length} event(s) wait: ${unreachable[0].error}`);
    }
    const refused = failures.filter((f) => f.kind === 'refused');
    if (refused.length === 0) return;
    const now = this.clock.now().getTime();
    const results = await this.repository.recordRefusals(
      refused.map((f) => ({
        id: f.id,
        error: f.error,
        nextAttemptAt: new Date(now + backoffDelayMs(byId.get(f.id)!.attempts + 1, DELIVERY_BACKOFF)),
      })),
      this.config.eventsMaxAttempts,
    );
    for (const result of results) {
      if (result.status === 'dead') this.metrics.dead.inc({ event_type: result.eventType });
      else this.metrics.retried.inc({ event_type: result.eventType });
    }
    const dead = results.filter((r) => r.status === 'dead').length;
    this.logger.warn(
      `Outbox: SQS refused ${refused.length} event(s) for ${queueUrl}${dead ? `, ${dead} now dead` : ''}: ${refused[0].error}`,
    );
  }

  private pause(queueUrl: string): void {
    const failures = (this.unreachable.get(queueUrl)?.failures ?? 0) + 1;
    this.unreachable.set(queueUrl, { failures, until: Date.now() + backoffDelayMs(failures, UNREACHABLE_BACKOFF) });
  }

  private isPaused(queueUrl: string): boolean {
    const pause = this.unreachable.get(queueUrl);
    return pause !== undefined && pause.until > Date.now();
  }

  private leaseEnd(): Date {
    return new Date(this.clock.now().getTime() + LEASE_MS);
  }

  private async updateLag(hasDefault: boolean): Promise<void> {
    const oldest = await this.repository.oldestRoutablePending(hasDefault);
    this.metrics.lag.set(oldest ? Math.max(0, (this.clock.now().getTime() - oldest.getTime()) / 1000) : 0);
  }
}

import { Injectable } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { MetricsService } from '@app/common';

/** Prometheus metrics of outbound delivery; labelled by event type only (12 values). */
@Injectable()
export class DispatchMetrics {
  readonly lag: Gauge;
  readonly delivered: Counter<'event_type'>;
  readonly retried: Counter<'event_type'>;
  readonly dead: Counter<'event_type'>;
  readonly coalesced: Counter;
  readonly queueRefusals: Counter;

  constructor(metrics: MetricsService) {
    this.lag = metrics.gauge(
      'outbox_lag_seconds',
      'Age in seconds of the oldest undelivered outbox event that has a queue to go to (0 when none waits)',
    );
    this.delivered = metrics.counter('outbox_events_delivered_total', 'Outbox events accepted by SQS', ['event_type']);
    this.retried = metrics.counter('outbox_events_retried_total', 'Outbox events whose delivery failed and will be tried again', [
      'event_type',
    ]);
    this.dead = metrics.counter('outbox_events_dead_total', 'Outbox events marked dead after EVENTS_MAX_ATTEMPTS refused attempts', [
      'event_type',
    ]);
    this.coalesced = metrics.counter(
      'outbox_events_coalesced_total',
      'leaderboard.updated events superseded by a newer one before delivery',
    );
    this.queueRefusals = metrics.counter(
      'outbox_queue_refusals_total',
      "Times an operator's events were held, not sent, because its events_queue_url is not an allowed queue (SQS_ALLOWED_ACCOUNT_IDS)",
    );
  }
}

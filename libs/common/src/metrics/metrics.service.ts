import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus registry of this service instance (one per application, so that several
 * applications in one process, as in tests, never collide) and the HTTP request histogram.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly authFailures = new Counter({
    name: 'auth_failures_total',
    help: 'Refused authentications by key kind and reason',
    labelNames: ['kind', 'reason'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  counter<T extends string>(name: string, help: string, labelNames: readonly T[] = []): Counter<T> {
    return (this.registry.getSingleMetric(name) as Counter<T>) ?? new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  gauge<T extends string>(name: string, help: string, labelNames: readonly T[] = []): Gauge<T> {
    return (this.registry.getSingleMetric(name) as Gauge<T>) ?? new Gauge({ name, help, labelNames, registers: [this.registry] });
  }

  histogram<T extends string>(name: string, help: string, labelNames: readonly T[], buckets: number[]): Histogram<T> {
    return (
      (this.registry.getSingleMetric(name) as Histogram<T>) ??
      new Histogram({ name, help, labelNames, buckets, registers: [this.registry] })
    );
  }

  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.httpRequestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }
}

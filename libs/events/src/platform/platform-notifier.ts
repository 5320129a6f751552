import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig, Clock, MetricsService, PeriodicJob } from '@app/common';
import { PlatformNotificationEntity } from '@app/database';
import { postToPlatform } from './platform-http';
import { PLATFORM_CALL_TIMEOUT_MS, PLATFORM_CLAIM_LEASE_MS, platformRetryDelayMs } from './platform-retry';
import { platformNotificationHeaders } from './platform-signature';
import { PlatformNotificationsRepository } from './platform-notifications.repository';

export interface PlatformNotifierRun {
  delivered: number;
  retried: number;
  dead: number;
}

/** `{GAME_PLATFORM_URL}/internal/tournament/events` (D12). */
export function platformEventsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/internal/tournament/events`;
}

/**
 * Delivers the game-platform notifications (D12, docs/game-platform-webhook.md): signed POSTs of
 * pending rows, per tournament in creation order; a 2xx marks the row delivered; anything else
 * (status, timeout, connection error) is retried with exponential backoff and jitter until
 * EVENTS_MAX_ATTEMPTS, then the row is dead (kept; replayed by
 * POST /api/admin/platform-notifications/replay). Runs every EVENTS_DISPATCH_INTERVAL_MS when
 * GAME_PLATFORM_URL is set. At-least-once: a crash between the POST and its bookkeeping sends the
 * row again after the claim lease; receivers dedupe by X-Event-Id.
 */
@Injectable()
export class PlatformNotifier implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PlatformNotifier.name);
  private readonly job = new PeriodicJob(
    () => this.pass(),
    (error) => this.logger.error(`Platform notifier failed: ${error.message}`),
  );
  private readonly outcomes: Record<keyof PlatformNotifierRun, { inc(): void }>;

  constructor(
    private readonly repository: PlatformNotificationsRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    metrics: MetricsService,
  ) {
    this.outcomes = {
      delivered: metrics.counter('platform_notifications_delivered_total', 'Game-platform notifications accepted (2xx)'),
      retried: metrics.counter('platform_notifications_retried_total', 'Failed game-platform notification attempts that will be retried'),
      dead: metrics.counter('platform_notifications_dead_total', 'Game-platform notifications given up after EVENTS_MAX_ATTEMPTS'),
    };
  }

  onApplicationBootstrap(): void {
    if (this.config.gamePlatformUrl) this.job.start(this.config.eventsDispatchIntervalMs);
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One delivery pass now (tests, and the timer). */
  runOnce(): Promise<PlatformNotifierRun> {
    return this.job.runOnce();
  }

  private async pass(): Promise<PlatformNotifierRun> {
    const run: PlatformNotifierRun = { delivered: 0, retried: 0, dead: 0 };
    const { gamePlatformUrl, gamePlatformSecret } = this.config;
    if (!gamePlatformUrl || !gamePlatformSecret) return run;
    const now = this.clock.now();
    const claimed = await this.repository.claimDue(now, new Date(now.getTime() + PLATFORM_CLAIM_LEASE_MS));
    // At most one row per tournament is claimed, so sending them in parallel keeps each tournament's order.
    const outcomes = await Promise.all(claimed.map((row) => this.deliver(row, platformEventsUrl(gamePlatformUrl), gamePlatformSecret)));
    for (const outcome of outcomes) run[outcome]++;
    return run;
  }

  private async deliver(row: PlatformNotificationEntity, url: string, secret: string): Promise<keyof PlatformNotifierRun> {
    const body = JSON.stringify(row.payload);
    // Real time, not the application clock: receivers compare it with their own clock.
    const timestamp = Math.floor(Date.now() / 1000);
    const result = await postToPlatform(url, platformNotificationHeaders(secret, timestamp, body, row.id), body, PLATFORM_CALL_TIMEOUT_MS);
    if (result.ok && result.status >= 200 && result.status < 300) {
      await this.repository.markDelivered(row.id, this.clock.now());
      this.outcomes.delivered.inc();
      return 'delivered';
    }
    const error = result.ok ? `HTTP ${result.status}` : result.error;
    if (row.attempts >= this.config.eventsMaxAttempts) {
      await this.repository.markDead(row.id, error);
      this.outcomes.dead.inc();
      this.logger.error(`Game-platform notification ${row.id} (${row.eventType}) is dead after ${row.attempts} attempts: ${error}`);
      return 'dead';
    }
    await this.repository.scheduleRetry(row.id, new Date(this.clock.now().getTime() + platformRetryDelayMs(row.attempts)), error);
    this.outcomes.retried.inc();
    this.logger.warn(`Game-platform notification ${row.id} (${row.eventType}) failed (attempt ${row.attempts}), will retry: ${error}`);
    return 'retried';
  }
}

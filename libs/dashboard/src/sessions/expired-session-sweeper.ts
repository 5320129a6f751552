import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig, Clock, PeriodicJob } from '@app/common';
import { DashboardSessionRepository } from './dashboard-session.repository';

const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Deletes dashboard sessions whose idle expiry has passed. Not needed for security (an expired
 * session is refused and deleted when it is next presented), only to keep the table small when
 * users close the browser without signing out. Runs where the scheduler runs
 * (SCHEDULER_INTERVAL_MS > 0); deleting the same rows from two instances is harmless.
 */
@Injectable()
export class ExpiredSessionSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExpiredSessionSweeper.name);
  private readonly job = new PeriodicJob(
    () => this.sessions.deleteExpired(this.clock.now()),
    (error) => this.logger.warn(`Expired dashboard sessions not swept: ${error.message}`),
  );

  constructor(
    private readonly sessions: DashboardSessionRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.schedulerIntervalMs > 0) this.job.start(SWEEP_INTERVAL_MS);
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One sweep now; returns how many sessions were deleted. */
  runOnce(): Promise<number> {
    return this.job.runOnce();
  }
}

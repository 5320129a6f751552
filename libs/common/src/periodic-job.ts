/**
 * A background pass that runs every `intervalMs` in this instance (schedulers, queue workers).
 * One pass at a time: a call while a pass runs shares it, so a timer tick and a test calling
 * `runOnce()` never overlap. `stop()` waits for the pass in progress (graceful shutdown).
 */
export class PeriodicJob<T> {
  private timer?: NodeJS.Timeout;
  private running?: Promise<T>;

  constructor(
    private readonly pass: () => Promise<T>,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Starts the timer; an interval of 0 or less leaves the job to explicit `runOnce()` calls. */
  start(intervalMs: number): void {
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => void this.runOnce().catch(this.onError), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  runOnce(): Promise<T> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }
}

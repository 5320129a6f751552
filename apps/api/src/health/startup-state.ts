import { Injectable } from '@nestjs/common';

/**
 * Whether start-up is over: the service listens, and the first start's demo operator is created
 * and its keys printed. Until then /health/ready answers 503, so that whoever waits for readiness
 * (a script, an orchestrator) finds the demo keys already printed.
 */
@Injectable()
export class StartupState {
  private done = false;

  get complete(): boolean {
    return this.done;
  }

  markComplete(): void {
    this.done = true;
  }
}

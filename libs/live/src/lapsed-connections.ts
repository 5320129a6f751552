import { Logger } from '@nestjs/common';
import { DomainException } from '@app/common';
import { StreamCredentials, StreamViewer } from './stream-credentials';

/** An open connection (an SSE stream, a WebSocket) with the credentials it was opened with. */
export interface CheckedConnection {
  readonly viewer: StreamViewer;
  /** Its credentials no longer hold: tell the client why (the refusal its reconnection gets) and end. */
  lapse(refusal: DomainException): void;
}

/**
 * The re-check of open connections' credentials at each heartbeat, for the SSE streams and the
 * WebSocket connections alike: one at a time (a heartbeat that finds one running does not start
 * another), every credential checked together (StreamCredentials.lapsed), and each connection
 * whose credentials lapsed ended. A check that cannot run (the database down, say) leaves every
 * connection open until the next heartbeat.
 */
export class LapsedConnections {
  private running = false;

  constructor(
    private readonly credentials: StreamCredentials,
    private readonly logger: Logger,
    /** What the connections are, for the log line of a failed check. */
    private readonly what: string,
  ) {}

  async endLapsed(connections: ReadonlySet<CheckedConnection>): Promise<void> {
    if (this.running || connections.size === 0) return;
    this.running = true;
    try {
      const open = [...connections];
      const lapsed = await this.credentials.lapsed(open.map((connection) => connection.viewer));
      for (const connection of open) {
        const refusal = lapsed.get(connection.viewer);
        if (refusal) connection.lapse(refusal);
      }
    } catch (error) {
      this.logger.warn(`Could not re-check the credentials of ${this.what}: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}

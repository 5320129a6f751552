import { AsyncResource } from 'node:async_hooks';
import { DataSource } from 'typeorm';
import { TOURNAMENT_CHANGES_CHANNEL } from './channels';

/** Runs one statement (outside any transaction) and resolves when it has committed. */
export type SendStatement = (sql: string, parameters: unknown[]) => Promise<unknown>;

/** The notification of each tournament named, built by the database from the row as it is now. */
export const ANNOUNCE_SQL = `SELECT pg_notify('${TOURNAMENT_CHANGES_CHANNEL}', tournament_change_notice(t, false))
  FROM tournaments t WHERE t.id = ANY($1::uuid[])`;

const RETRY_DELAYS_MS = [50, 250, 1_000];

/**
 * Sends the database notification of tournaments this process changed in transactions that took
 * announcing on themselves, after they committed. One statement is in flight at a time; the
 * tournaments changed meanwhile go together in the next one, each once, so a tournament taking
 * a thousand seats a second costs a few notifications, and one notifying commit at a time, not a
 * thousand. A failed statement is tried again a few times, then given up (`onGiveUp`): the other
 * instances then show the change with the tournament's next one, or when their cache expires.
 */
export class TournamentChangeAnnouncer {
  private readonly pending = new Set<string>();
  private running: Promise<void> = Promise.resolve();
  private busy = false;
  /** The announcements are the process's work, not the request's whose change started them. */
  private readonly scope = new AsyncResource('TournamentChangeAnnouncer');

  constructor(
    private readonly send: SendStatement,
    private readonly onGiveUp: (error: Error, tournamentIds: string[]) => void,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  announce(tournamentId: string): void {
    this.pending.add(tournamentId);
    if (this.busy) return;
    this.busy = true;
    this.running = this.scope.runInAsyncScope(() => this.drainPending());
  }

  /** Resolves once everything announced so far has been sent or given up. */
  async flush(): Promise<void> {
    while (this.busy) await this.running;
  }

  private async drainPending(): Promise<void> {
    try {
      while (this.pending.size > 0) {
        const ids = [...this.pending];
        this.pending.clear();
        await this.sendWithRetries(ids);
      }
    } finally {
      // Set in the same turn as the last look at `pending`, so no announcement waits unseen.
      this.busy = false;
    }
  }

  private async sendWithRetries(ids: string[]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.send(ANNOUNCE_SQL, [ids]);
        return;
      } catch (error) {
        if (attempt >= RETRY_DELAYS_MS.length) {
          this.onGiveUp(error instanceof Error ? error : new Error(String(error)), ids);
          return;
        }
        await this.sleep(RETRY_DELAYS_MS[attempt]!);
      }
    }
  }
}

/** The announcer of a DataSource: each statement on its pool, outside any transaction. */
export function tournamentChangeAnnouncer(dataSource: DataSource, onGiveUp: (error: Error, tournamentIds: string[]) => void) {
  return new TournamentChangeAnnouncer((sql, parameters) => dataSource.query(sql, parameters), onGiveUp);
}

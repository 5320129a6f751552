import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Counter } from 'prom-client';
import { DataSource } from 'typeorm';
import { Clock, MetricsService } from '@app/common';
import { InternalKeyAuth } from '@app/auth';
import { OutboxWriter } from '@app/events';
import { TournamentLifecycle } from '@app/tournaments';
import { BatchRun, GameEventSource } from './batch-run';
import { parseGameEvent } from './domain/game-event';
import { GameEventsBatchResultDto, GameEventStatus } from './dto/game-events-response.dto';
import { GameEventsRepository } from './game-events.repository';
import { GameEventsAccess } from './internal-access';

/** Whose events: a tournament, and the internal key that sent them (null for the queue, D11). */
export interface BatchTarget {
  tournamentId: string;
  auth: InternalKeyAuth | null;
}

/**
 * Applies a batch of game events (D11), the same way for the HTTP endpoint and the SQS queue:
 * one transaction that claims the batch's event_ids (game_events holds the applied ones, so every
 * event applies exactly once) and applies the events with the tournament row locked, so batches
 * of one tournament apply one at a time and in order.
 */
@Injectable()
export class GameEventsApplier {
  private readonly events: Counter<'source' | 'status'>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: GameEventsRepository,
    private readonly access: GameEventsAccess,
    private readonly lifecycle: TournamentLifecycle,
    private readonly outbox: OutboxWriter,
    private readonly clock: Clock,
    metrics: MetricsService,
  ) {
    this.events = metrics.counter(
      'game_events_total',
      'Game events received, by source (http, sqs) and status (accepted, duplicate, rejected)',
      ['source', 'status'],
    );
  }

  async apply(target: BatchTarget, raw: readonly unknown[], source: GameEventSource): Promise<GameEventsBatchResultDto> {
    // Reading the events needs no database: done before the lock is taken.
    const parsed = raw.map(parseGameEvent);
    const results = await this.dataSource.transaction(async (manager) => {
      const owner = await this.access.find(manager, target.tournamentId, target.auth);
      const run = new BatchRun({
        manager,
        owner,
        lock: () => this.access.lock(manager, owner),
        source,
        now: this.clock.now(),
        repository: this.repository,
        lifecycle: this.lifecycle,
        outbox: this.outbox,
      });
      return run.run(raw, parsed);
    });
    const count = (status: GameEventStatus) => results.filter((result) => result.status === status).length;
    const summary = { accepted: count('accepted'), duplicates: count('duplicate'), rejected: count('rejected') };
    for (const [status, n] of [
      ['accepted', summary.accepted],
      ['duplicate', summary.duplicates],
      ['rejected', summary.rejected],
    ] as const) {
      if (n > 0) this.events.inc({ source, status }, n);
    }
    return { ...summary, results };
  }
}

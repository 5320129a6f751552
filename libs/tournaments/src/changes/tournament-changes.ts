import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Counter, Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { MetricsService } from '@app/common';
import {
  DATABASE_URL,
  DatabaseNotifications,
  localTournamentChanges,
  TOURNAMENT_CHANGES_CHANNEL,
  TournamentChangeAnnouncer,
  tournamentChangeAnnouncer,
} from '@app/database';
import { parseTournamentChange, TournamentChange } from './tournament-change';

type ChangeListener = (change: TournamentChange) => void;
type ResetListener = () => void;

/**
 * Every committed change of every tournament, as this instance learns of it: its own commits at
 * once, everyone's (its own again included) through the database's notifications. While the
 * notifications are down, `isLive` is false and changes may be missed; when they come back,
 * reset listeners run, so whoever kept anything derived from the old state drops it.
 *
 * Most changes are announced to every instance by the database's trigger in their transaction.
 * Writers of frequent changes (seats, scores) take that on themselves: this instance announces
 * those of its commits right after them (TournamentChangeAnnouncer).
 */
@Injectable()
export class TournamentChanges implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(TournamentChanges.name);
  private readonly changeListeners = new Set<ChangeListener>();
  private readonly resetListeners = new Set<ResetListener>();
  private readonly notifications: DatabaseNotifications;
  private readonly received: Counter<'source'>;
  private readonly listening: Gauge;
  private readonly reconnects: Counter;
  private readonly announcer: TournamentChangeAnnouncer;
  private readonly announcementsLost: Counter;
  private detachLocal: (() => void) | undefined;

  constructor(
    @Inject(DATABASE_URL) url: string,
    @InjectDataSource() private readonly dataSource: DataSource,
    metrics: MetricsService,
  ) {
    this.notifications = new DatabaseNotifications(url, [TOURNAMENT_CHANGES_CHANNEL]);
    this.received = metrics.counter('tournament_changes_received_total', 'Tournament changes learnt, by source', ['source']);
    this.listening = metrics.gauge('tournament_changes_listening', '1 while this instance receives the database change notifications');
    this.reconnects = metrics.counter('tournament_changes_reconnects_total', 'Times the change notifications came back after a gap');
    this.announcementsLost = metrics.counter(
      'tournament_changes_announcements_lost_total',
      'Tournament changes of this instance whose notification could not be sent to the other instances',
    );
    this.announcer = tournamentChangeAnnouncer(dataSource, (error, ids) => {
      this.announcementsLost.inc(ids.length);
      this.logger.error(`Could not announce the changes of ${ids.length} tournament(s) to the other instances: ${error.message}`);
    });
  }

  get isLive(): boolean {
    return this.notifications.isListening;
  }

  onChange(listener: ChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  onReset(listener: ResetListener): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  async onModuleInit(): Promise<void> {
    const local = localTournamentChanges(this.dataSource);
    const onLocal = (tournamentId: string, announced: boolean) => {
      this.publish({ tournamentId }, 'local');
      if (announced) this.announcer.announce(tournamentId);
    };
    local.on('change', onLocal);
    this.detachLocal = () => local.off('change', onLocal);
    this.notifications.on('notification', (_channel, payload) => {
      const change = parseTournamentChange(payload);
      if (change) this.publish(change, 'database');
    });
    let connectedBefore = false;
    this.notifications.on('connected', () => {
      this.listening.set(1);
      if (connectedBefore) {
        this.reconnects.inc();
        this.logger.log('Tournament change notifications are back; cached reads and live streams refresh');
      }
      connectedBefore = true;
      // Whatever was derived while notifications were down (or before they started) may be stale.
      this.reset();
    });
    this.notifications.on('disconnected', (error) => {
      this.listening.set(0);
      this.logger.warn(
        `Tournament change notifications lost${error ? `: ${error.message}` : ''}; reads go to the database until they are back`,
      );
      this.reset();
    });
    await this.notifications.start();
  }

  /** Before the connections close: the changes committed so far still reach the other instances. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.announcer.flush();
  }

  async onApplicationShutdown(): Promise<void> {
    this.detachLocal?.();
    await this.notifications.close();
  }

  private publish(change: TournamentChange, source: 'local' | 'database'): void {
    this.received.inc({ source });
    for (const listener of this.changeListeners) {
      try {
        listener(change);
      } catch (error) {
        this.logger.error(`A tournament change listener failed: ${(error as Error).message}`);
      }
    }
  }

  private reset(): void {
    for (const listener of this.resetListeners) listener();
  }
}

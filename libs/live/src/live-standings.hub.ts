import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Counter, Gauge, Histogram } from 'prom-client';
import { AppConfig, DomainException, ErrorCode, MetricsService } from '@app/common';
import { TournamentStatusValue } from '@app/database';
import { LeaderboardService } from '@app/results';
import { currentPhase, TournamentAccess, TournamentChange, TournamentChanges, TournamentStatus } from '@app/tournaments';
import { LiveMessage } from './live-message';
import { StreamSink } from './stream-sink';
import { SubscriberOutbox } from './subscriber-outbox';

export type StreamKind = 'sse' | 'ws';

export interface StreamQuery {
  limit: number;
  includeEliminated: boolean;
}

export interface SubscribeRequest {
  /** The tournament's owner, as the caller's credentials establish it. */
  operatorId: string;
  tournamentId: string;
  query: StreamQuery;
  kind: StreamKind;
  sink: StreamSink;
  /** The version the subscriber last saw (SSE Last-Event-ID): no snapshot at once unless it changed since. */
  lastVersion?: number;
}

/** An open subscription; `close` when its connection goes away. */
export interface LiveSubscription {
  close(): void;
}

/** What a 429 for too many open streams suggests waiting: streams close when their clients leave, not at a window's end. */
const STREAM_CAP_RETRY_AFTER_SECONDS = 5;

const TERMINAL: ReadonlySet<string> = new Set(['completed', 'cancelled', 'deleted']);

/** One tournament and query, and everyone following it on this instance. */
interface Channel {
  key: string;
  operatorId: string;
  tournamentId: string;
  query: StreamQuery;
  /** Each subscriber, with what removes it (and its counts) from the hub. */
  subscribers: Map<SubscriberOutbox, () => void>;
  status: TournamentStatusValue | 'deleted';
  currentRound: number | null;
  lastVersion: number | undefined;
  lastRefreshAt: number;
  timer: NodeJS.Timeout | undefined;
  refreshing: boolean;
  dirty: boolean;
  /** When the oldest change not yet written was committed (database clock, ms). */
  changedAt: number | undefined;
  /** The status changed to a final one: after the next snapshot the streams end. */
  ending: boolean;
}

/**
 * Live leaderboards: for each tournament and query followed on this instance, one snapshot per
 * change (coalesced to one per STREAM_MIN_INTERVAL_MS; the last change always gets one),
 * computed once and written to every subscriber. Changes come from TournamentChanges, so a
 * change made through any instance reaches subscribers on all of them.
 */
@Injectable()
export class LiveStandingsHub implements OnModuleDestroy {
  private readonly logger = new Logger(LiveStandingsHub.name);
  private readonly channels = new Map<string, Channel>();
  private readonly byTournament = new Map<string, Set<Channel>>();
  private readonly perOperator = new Map<string, number>();
  private readonly detach: Array<() => void>;
  private readonly open: Gauge<'kind'>;
  private readonly latency: Histogram;
  private readonly dropped: Counter;
  private readonly slowDisconnects: Counter;

  constructor(
    private readonly config: AppConfig,
    private readonly leaderboards: LeaderboardService,
    private readonly access: TournamentAccess,
    changes: TournamentChanges,
    metrics: MetricsService,
  ) {
    this.open = metrics.gauge('live_streams_open', 'Open live leaderboard subscriptions, by kind (sse, ws)', ['kind']);
    this.open.set({ kind: 'sse' }, 0);
    this.open.set({ kind: 'ws' }, 0);
    this.latency = metrics.histogram(
      'live_fanout_latency_seconds',
      'From a standings change committed to its snapshot written to a subscriber connection',
      [],
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    );
    this.dropped = metrics.counter('live_snapshots_dropped_total', 'Snapshots skipped for a slow subscriber (a newer one replaced it)');
    this.slowDisconnects = metrics.counter('live_slow_subscribers_disconnected_total', 'Subscribers disconnected for not reading');
    this.detach = [changes.onChange((change) => this.changed(change)), changes.onReset(() => this.resync())];
  }

  onModuleDestroy(): void {
    for (const detach of this.detach) detach();
    for (const channel of this.channels.values()) clearTimeout(channel.timer);
  }

  /** Subscriptions open on this instance (all kinds). */
  get size(): number {
    let size = 0;
    for (const channel of this.channels.values()) size += channel.subscribers.size;
    return size;
  }

  /**
   * Checks the tournament (403, 404 as the leaderboard) and the operator's cap (429), then sends
   * the current snapshot (unless `lastVersion` is current) and follows the tournament. A
   * finished tournament gets its final snapshot and the stream ends.
   */
  async subscribe(request: SubscribeRequest): Promise<LiveSubscription> {
    const { operatorId, tournamentId, query } = request;
    const tournament = await this.access.findShared(operatorId, tournamentId);
    const open = this.perOperator.get(operatorId) ?? 0;
    if (open >= this.config.streams.maxSubscribersPerOperator) {
      // Shaped like every 429; a limit of streams open at once has no window.
      throw new DomainException(
        ErrorCode.RateLimitExceeded,
        `At most ${this.config.streams.maxSubscribersPerOperator} live streams may be open at once per operator; close one first`,
        {
          limit: this.config.streams.maxSubscribersPerOperator,
          window_seconds: 0,
          retry_after: STREAM_CAP_RETRY_AFTER_SECONDS,
          category: 'live_streams',
        },
      );
    }
    // The place is taken before the snapshot is read: concurrent subscribes cannot all pass the cap.
    this.perOperator.set(operatorId, open + 1);
    let snapshot: LiveMessage;
    try {
      snapshot = await this.snapshot(operatorId, tournament.id, query);
    } catch (error) {
      this.release(operatorId);
      throw error;
    }
    const channel = this.channelFor(operatorId, tournament.id, query, tournament.status, tournament.currentRound);
    channel.lastVersion ??= snapshot.version;
    const outbox: SubscriberOutbox = new SubscriberOutbox(request.sink, this.config.streams.slowSubscriberTimeoutMs, {
      dropped: () => this.dropped.inc(),
      disconnected: () => {
        this.slowDisconnects.inc();
        remove();
      },
      written: (message) => this.observe(channel, message),
    });
    this.open.inc({ kind: request.kind });
    let removed = false;
    const remove = () => {
      if (removed) return;
      removed = true;
      channel.subscribers.delete(outbox);
      this.open.dec({ kind: request.kind });
      this.release(operatorId);
      if (channel.subscribers.size === 0) this.dropChannel(channel);
    };
    channel.subscribers.set(outbox, remove);
    if (TERMINAL.has(tournament.status)) {
      // A finished tournament: why the stream ends, its final standings (unless the subscriber
      // has them), and the end, in the order of a tournament that finishes while followed.
      outbox.deliver(statusMessage(tournament.id, tournament.status, tournament.currentRound, snapshot.version));
      if (request.lastVersion !== snapshot.version) outbox.deliver(snapshot);
      outbox.end();
      remove();
    } else if (request.lastVersion !== snapshot.version) {
      outbox.deliver(snapshot);
    }
    return {
      close: () => {
        outbox.close();
        remove();
      },
    };
  }

  private release(operatorId: string): void {
    const left = (this.perOperator.get(operatorId) ?? 1) - 1;
    if (left > 0) this.perOperator.set(operatorId, left);
    else this.perOperator.delete(operatorId);
  }

  private channelFor(
    operatorId: string,
    tournamentId: string,
    query: StreamQuery,
    status: TournamentStatusValue,
    round: number | null,
  ): Channel {
    const key = `${tournamentId}|${query.limit}|${query.includeEliminated}`;
    let channel = this.channels.get(key);
    if (channel) return channel;
    channel = {
      key,
      operatorId,
      tournamentId,
      query,
      subscribers: new Map(),
      status,
      currentRound: round,
      lastVersion: undefined,
      lastRefreshAt: 0,
      timer: undefined,
      refreshing: false,
      dirty: false,
      changedAt: undefined,
      ending: false,
    };
    this.channels.set(key, channel);
    let channels = this.byTournament.get(tournamentId);
    if (!channels) this.byTournament.set(tournamentId, (channels = new Set()));
    channels.add(channel);
    return channel;
  }

  private dropChannel(channel: Channel): void {
    if (this.channels.get(channel.key) !== channel) return;
    clearTimeout(channel.timer);
    channel.timer = undefined;
    this.channels.delete(channel.key);
    const channels = this.byTournament.get(channel.tournamentId);
    channels?.delete(channel);
    if (channels?.size === 0) this.byTournament.delete(channel.tournamentId);
  }

  private changed(change: TournamentChange): void {
    const channels = this.byTournament.get(change.tournamentId);
    if (!channels) return;
    for (const channel of channels) {
      const details = change.details;
      if (details) {
        channel.changedAt = Math.min(channel.changedAt ?? details.writtenAt, details.writtenAt);
        if (details.status !== channel.status) this.statusChanged(channel, details.status, details.currentRound, details.version);
        channel.currentRound = details.currentRound;
      }
      this.schedule(channel);
    }
  }

  /** Notifications were down: the state of every followed tournament is read again. */
  private resync(): void {
    for (const channel of this.channels.values()) {
      void this.access
        .findShared(channel.operatorId, channel.tournamentId)
        .then((tournament) => {
          if (tournament.status !== channel.status) this.statusChanged(channel, tournament.status, tournament.currentRound, 0);
          this.schedule(channel);
        })
        .catch((error: unknown) => {
          // Gone: its streams end. Anything else (the database down too): the next change or reconnect retries.
          if (error instanceof DomainException && error.code === ErrorCode.TournamentNotFound) {
            this.statusChanged(channel, 'deleted', null, 0);
            this.schedule(channel);
          } else this.logger.warn(`Live leaderboard of ${channel.tournamentId} not resynchronised: ${(error as Error).message}`);
        });
    }
  }

  private statusChanged(channel: Channel, status: TournamentStatusValue | 'deleted', round: number | null, version: number): void {
    channel.status = status;
    const message = statusMessage(channel.tournamentId, status, round, version);
    for (const subscriber of channel.subscribers.keys()) subscriber.deliver(message);
    if (TERMINAL.has(status)) {
      channel.ending = true;
      // The final snapshot goes out at once, not after the coalescing interval.
      channel.lastRefreshAt = 0;
    }
  }

  private schedule(channel: Channel): void {
    if (channel.refreshing || channel.timer) {
      channel.dirty = true;
      return;
    }
    const wait = Math.max(0, channel.lastRefreshAt + this.config.streams.minIntervalMs - performance.now());
    channel.timer = setTimeout(() => {
      channel.timer = undefined;
      void this.refresh(channel);
    }, wait);
    channel.timer.unref();
  }

  private async refresh(channel: Channel): Promise<void> {
    channel.refreshing = true;
    channel.dirty = false;
    channel.lastRefreshAt = performance.now();
    // Known to be over before this read began: the read sees the end, and its snapshot is the last.
    const final = channel.ending;
    let gone = false;
    try {
      const snapshot = await this.snapshot(channel.operatorId, channel.tournamentId, channel.query);
      // It ended while this snapshot was read, which may predate the end: the status event is
      // already out, so the only snapshot to follow it is the final one, read next.
      const overtaken = !final && channel.ending;
      if (!overtaken && (snapshot.version !== channel.lastVersion || final)) {
        channel.lastVersion = snapshot.version;
        // The last snapshot follows the final status event, even when a change announced
        // without its status (this instance's own commit) already sent the same standings.
        for (const subscriber of channel.subscribers.keys()) subscriber.deliver(snapshot, final);
      }
      channel.changedAt = undefined;
    } catch (error) {
      // A deleted tournament ends its streams; anything else is retried at the next change.
      if (error instanceof DomainException && error.code === ErrorCode.TournamentNotFound) gone = true;
      else this.logger.warn(`Live leaderboard of ${channel.tournamentId} not refreshed: ${(error as Error).message}`);
    } finally {
      channel.refreshing = false;
    }
    if (final || gone) {
      for (const [subscriber, remove] of [...channel.subscribers]) {
        subscriber.end();
        remove();
      }
      return;
    }
    if (channel.ending) channel.dirty = true;
    if (channel.dirty && this.channels.get(channel.key) === channel) this.schedule(channel);
  }

  private async snapshot(operatorId: string, tournamentId: string, query: StreamQuery): Promise<LiveMessage> {
    const page = await this.leaderboards.page(operatorId, tournamentId, {
      limit: query.limit,
      offset: 0,
      includeEliminated: query.includeEliminated,
    });
    return { type: 'snapshot', tournamentId, version: Date.parse(page.last_updated), data: page };
  }

  private observe(channel: Channel, message: LiveMessage): void {
    if (message.type === 'snapshot' && channel.changedAt !== undefined)
      this.latency.observe(Math.max(0, Date.now() - channel.changedAt) / 1000);
  }
}

/** The status event: a deleted tournament reads as cancelled (its streams end either way). */
function statusMessage(
  tournamentId: string,
  status: TournamentStatusValue | 'deleted',
  round: number | null,
  version: number,
): LiveMessage {
  const shown: TournamentStatus = status === 'deleted' ? 'cancelled' : (status as TournamentStatus);
  return {
    type: 'status',
    tournamentId,
    version,
    data: { tournament_id: tournamentId, status: shown, current_phase: currentPhase(shown, round) },
  };
}

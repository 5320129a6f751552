import { Inject, Injectable, OnModuleDestroy, Optional } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsService } from '@app/common';
import { TournamentEntity } from '@app/database';
import { TournamentChange, TournamentChanges } from '@app/tournaments';
import { LeaderboardDto } from './dto/leaderboard-response.dto';
import type { StandingsQuery } from './standings.service';

/** Pages kept per service instance: a page is at most 200 entries, so this stays a few MB. */
export const LEADERBOARD_CACHE_PAGES = 256;
/** A page is recomputed at least this often, whatever happened (a safety net, not the invalidation). */
export const LEADERBOARD_CACHE_MAX_AGE_MS = 30_000;
/** Owners of tournaments remembered (an id and an operator id each). */
export const LEADERBOARD_CACHE_OWNERS = 100_000;

/** The part of a page's cache key that the request chooses. */
export function leaderboardQueryKey(query: StandingsQuery): string {
  return [query.limit, query.aroundPlayer === undefined ? query.offset : `around:${query.aroundPlayer}`, query.includeEliminated].join('|');
}

/**
 * What a page depends on in the tournament row. Every change of the standings bumps
 * `standings_updated_at` (seat changes also move `current_players`, start and completion
 * `status`). Used while change notifications are down, when the row is read for every request.
 */
export function leaderboardVersionKey(tournament: TournamentEntity): string {
  return [tournament.standingsUpdatedAt?.getTime() ?? '-', tournament.currentPlayers, tournament.status].join('|');
}

export interface LeaderboardCacheOptions {
  capacity?: number;
  maxAgeMs?: number;
  now?: () => number;
}

/** Optional provider of LeaderboardCacheOptions (tests). */
export const LEADERBOARD_CACHE_OPTIONS = Symbol('LEADERBOARD_CACHE_OPTIONS');

interface CachedPage {
  tournamentId: string;
  version: string;
  /** The page's standings version (`last_updated` in ms) and the status it was computed under. */
  standingsMs: number;
  status: string;
  page: LeaderboardDto;
  storedAt: number;
}

/** A computation of a page under way: it may store its result only if no change came meanwhile. */
export interface PageFill {
  readonly tournamentId: string;
  /** A change was announced without its details (this instance's commit): the read may predate it. */
  stale: boolean;
  /** The latest change notified while the page was read: the page is kept only if it shows it. */
  notified?: { version: number; status: string };
}

/**
 * The in-process LRU of computed leaderboard pages (D7). Pages are dropped the moment a change
 * of their tournament is announced (TournamentChanges: this instance's commits at once, any
 * instance's through the database's notifications), so while the notifications flow a cached
 * page is current and is served with no database work at all. When they are down, every read
 * checks the tournament row's version instead; when they come back, everything is dropped.
 */
@Injectable()
export class LeaderboardCache implements OnModuleDestroy {
  private readonly pages = new Map<string, CachedPage>();
  private readonly owners = new Map<string, string>();
  private readonly fills = new Map<string, Set<PageFill>>();
  private readonly lookups: Counter<'result'>;
  private readonly detach: Array<() => void>;

  private readonly capacity: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(
    metrics: MetricsService,
    private readonly changes: TournamentChanges,
    @Optional() @Inject(LEADERBOARD_CACHE_OPTIONS) options: LeaderboardCacheOptions = {},
  ) {
    this.capacity = options.capacity ?? LEADERBOARD_CACHE_PAGES;
    this.maxAgeMs = options.maxAgeMs ?? LEADERBOARD_CACHE_MAX_AGE_MS;
    // A monotonic clock of this process: the age of a cached page is real time, whatever the service's Clock says.
    this.now = options.now ?? (() => performance.now());
    this.lookups = metrics.counter(
      'leaderboard_cache_lookups_total',
      'Leaderboard pages served from the in-process cache (hit) or computed (miss)',
      ['result'],
    );
    this.detach = [changes.onChange((change) => this.changed(change)), changes.onReset(() => this.clear())];
  }

  onModuleDestroy(): void {
    for (const detach of this.detach) detach();
  }

  /** The operator that owns the tournament, if known (it never changes). */
  ownerOf(tournamentId: string): string | undefined {
    return this.owners.get(tournamentId);
  }

  rememberOwner(tournamentId: string, operatorId: string): void {
    this.owners.delete(tournamentId);
    this.owners.set(tournamentId, operatorId);
    if (this.owners.size > LEADERBOARD_CACHE_OWNERS) this.owners.delete(this.owners.keys().next().value!);
  }

  /** A current page with no database work: only while change notifications flow. */
  getLive(tournamentId: string, queryKey: string): LeaderboardDto | undefined {
    if (!this.changes.isLive) return undefined;
    const cached = this.take(`${tournamentId}|${queryKey}`);
    if (cached) this.lookups.inc({ result: 'hit' });
    return cached?.page;
  }

  /**
   * Whether getLive would answer now, without counting a lookup or touching the LRU order: the
   * leaderboard's fast path (LeaderboardFastPath) asks before it commits to serving a request.
   */
  hasLive(tournamentId: string, queryKey: string): boolean {
    if (!this.changes.isLive) return false;
    const cached = this.pages.get(`${tournamentId}|${queryKey}`);
    return cached !== undefined && this.now() - cached.storedAt <= this.maxAgeMs;
  }

  /** A page stored for this version of the tournament row (counts a hit or a miss). */
  get(tournamentId: string, queryKey: string, version: string): LeaderboardDto | undefined {
    const cached = this.take(`${tournamentId}|${queryKey}`);
    const hit = cached !== undefined && cached.version === version;
    this.lookups.inc({ result: hit ? 'hit' : 'miss' });
    return hit ? cached.page : undefined;
  }

  /** Call before reading what a page is computed from; `store` and `endFill` after. */
  beginFill(tournamentId: string): PageFill {
    const fill: PageFill = { tournamentId, stale: false };
    let active = this.fills.get(tournamentId);
    if (!active) this.fills.set(tournamentId, (active = new Set()));
    active.add(fill);
    return fill;
  }

  endFill(fill: PageFill): void {
    const active = this.fills.get(fill.tournamentId);
    active?.delete(fill);
    if (active?.size === 0) this.fills.delete(fill.tournamentId);
  }

  /** Keeps the page unless its tournament changed since `fill` began (it may show the old state). */
  store(fill: PageFill, queryKey: string, tournament: TournamentEntity, page: LeaderboardDto): void {
    if (fill.stale) return;
    const key = `${fill.tournamentId}|${queryKey}`;
    const cached: CachedPage = {
      tournamentId: fill.tournamentId,
      version: leaderboardVersionKey(tournament),
      standingsMs: Date.parse(page.last_updated),
      status: tournament.status,
      page,
      storedAt: this.now(),
    };
    // A notification that arrives while the page is read (late, under load, for a change the read
    // may already show) spoils the page only if the page does not show it.
    if (fill.notified && !shows(cached, fill.notified)) return;
    this.pages.delete(key);
    this.pages.set(key, cached);
    while (this.pages.size > this.capacity) this.pages.delete(this.pages.keys().next().value!);
  }

  get size(): number {
    return this.pages.size;
  }

  /** A fresh entry, moved to the most recently used end; a too old one is dropped. */
  private take(key: string): CachedPage | undefined {
    const cached = this.pages.get(key);
    if (!cached) return undefined;
    this.pages.delete(key);
    if (this.now() - cached.storedAt > this.maxAgeMs) return undefined;
    // Re-inserted last: a Map iterates in insertion order, so its first key is the least recently used.
    this.pages.set(key, cached);
    return cached;
  }

  private changed(change: TournamentChange): void {
    const id = change.tournamentId;
    const details = change.details;
    for (const [key, cached] of this.pages) {
      // Every instance's notification follows its own announcement: a page computed since then already shows it.
      if (cached.tournamentId === id && !(details !== undefined && shows(cached, details))) this.pages.delete(key);
    }
    for (const fill of this.fills.get(id) ?? []) {
      if (details === undefined) fill.stale = true;
      else if (!fill.notified || details.version >= fill.notified.version)
        fill.notified = { version: details.version, status: details.status };
    }
    if (change.details?.status === 'deleted') this.owners.delete(id);
    else if (change.details) this.rememberOwner(id, change.details.operatorId);
  }

  private clear(): void {
    this.pages.clear();
    for (const fills of this.fills.values()) for (const fill of fills) fill.stale = true;
  }
}

/** Whether a page already shows a notified change: computed from standings at least that new, under that status. */
function shows(cached: Pick<CachedPage, 'standingsMs' | 'status'>, change: { version: number; status: string }): boolean {
  return cached.standingsMs >= change.version && cached.status === change.status;
}

import { Inject, Injectable, Optional } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsService } from '@app/common';
import { TournamentEntity } from '@app/database';
import { LeaderboardDto } from './dto/leaderboard-response.dto';
import type { StandingsQuery } from './standings.service';

/** Pages kept per service instance: a page is at most 200 entries, so this stays a few MB. */
export const LEADERBOARD_CACHE_PAGES = 256;
/** A page is recomputed at least this often, whatever its key says (a safety net, not the invalidation). */
export const LEADERBOARD_CACHE_MAX_AGE_MS = 30_000;

/**
 * The cache key of a leaderboard page: everything the page depends on. The tournament row is
 * read anyway for the access check, and every change of the standings bumps its
 * `standings_updated_at` (seat changes also move `current_players`, start and completion
 * `status`), so a change made by any instance gives a new key here with no extra query.
 */
export function leaderboardCacheKey(tournament: TournamentEntity, query: StandingsQuery): string {
  return [
    tournament.id,
    tournament.standingsUpdatedAt?.getTime() ?? '-',
    tournament.currentPlayers,
    tournament.status,
    query.limit,
    query.aroundPlayer === undefined ? query.offset : `around:${query.aroundPlayer}`,
    query.includeEliminated,
  ].join('|');
}

export interface LeaderboardCacheOptions {
  capacity?: number;
  maxAgeMs?: number;
  now?: () => number;
}

/** Optional provider of LeaderboardCacheOptions (tests). */
export const LEADERBOARD_CACHE_OPTIONS = Symbol('LEADERBOARD_CACHE_OPTIONS');

interface CachedPage {
  page: LeaderboardDto;
  storedAt: number;
}

/** A small in-process LRU of computed leaderboard pages (D7), with hit and miss counters. */
@Injectable()
export class LeaderboardCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly lookups: Counter<'result'>;

  private readonly capacity: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(metrics: MetricsService, @Optional() @Inject(LEADERBOARD_CACHE_OPTIONS) options: LeaderboardCacheOptions = {}) {
    this.capacity = options.capacity ?? LEADERBOARD_CACHE_PAGES;
    this.maxAgeMs = options.maxAgeMs ?? LEADERBOARD_CACHE_MAX_AGE_MS;
    // A monotonic clock of this process: the age of a cached page is real time, whatever the service's Clock says.
    this.now = options.now ?? (() => performance.now());
    this.lookups = metrics.counter(
      'leaderboard_cache_lookups_total',
      'Leaderboard pages served from the in-process cache (hit) or computed (miss)',
      ['result'],
    );
  }

  get(key: string): LeaderboardDto | undefined {
    const cached = this.pages.get(key);
    const fresh = cached !== undefined && this.now() - cached.storedAt <= this.maxAgeMs;
    if (cached) this.pages.delete(key);
    // Re-inserted last: a Map iterates in insertion order, so its first key is the least recently used.
    if (fresh) this.pages.set(key, cached);
    this.lookups.inc({ result: fresh ? 'hit' : 'miss' });
    return fresh ? cached.page : undefined;
  }

  set(key: string, page: LeaderboardDto): void {
    this.pages.delete(key);
    this.pages.set(key, { page, storedAt: this.now() });
    while (this.pages.size > this.capacity) this.pages.delete(this.pages.keys().next().value!);
  }

  get size(): number {
    return this.pages.size;
  }
}

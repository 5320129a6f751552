import { MetricsService } from '@app/common';
import { TournamentEntity } from '@app/database';
import { LeaderboardDto } from './dto/leaderboard-response.dto';
import { LeaderboardCache, leaderboardCacheKey } from './leaderboard.cache';
import { StandingsQuery } from './standings.service';

const tournament = (overrides: Partial<TournamentEntity> = {}) =>
  ({
    id: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01',
    standingsUpdatedAt: new Date('2026-03-01T12:00:00.000Z'),
    currentPlayers: 10,
    status: 'in_progress',
    ...overrides,
  }) as TournamentEntity;

const query = (overrides: Partial<StandingsQuery> = {}): StandingsQuery => ({
  limit: 50,
  offset: 0,
  includeEliminated: false,
  ...overrides,
});

const page = (id: string) => ({ tournament_id: id }) as LeaderboardDto;

describe('leaderboardCacheKey', () => {
  const base = leaderboardCacheKey(tournament(), query());

  it.each<[string, Partial<TournamentEntity>, Partial<StandingsQuery>]>([
    ['standings_updated_at', { standingsUpdatedAt: new Date('2026-03-01T12:00:00.001Z') }, {}],
    ['a first standings change', { standingsUpdatedAt: null }, {}],
    ['current_players', { currentPlayers: 11 }, {}],
    ['status', { status: 'completed' }, {}],
    ['another tournament', { id: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f02' }, {}],
    ['limit', {}, { limit: 51 }],
    ['offset', {}, { offset: 1 }],
    ['includeEliminated', {}, { includeEliminated: true }],
    ['around_player', {}, { aroundPlayer: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f03' }],
  ])('changes with %s', (_, tournamentChange, queryChange) => {
    expect(leaderboardCacheKey(tournament(tournamentChange), query(queryChange))).not.toBe(base);
  });

  it('ignores offset when the page is centred on a player', () => {
    const around = { aroundPlayer: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f03' };
    expect(leaderboardCacheKey(tournament(), query({ ...around, offset: 5 }))).toBe(leaderboardCacheKey(tournament(), query(around)));
  });
});

describe('LeaderboardCache', () => {
  let metrics: MetricsService;
  let now: number;
  const cache = (capacity = 3, maxAgeMs = 1000) => new LeaderboardCache(metrics, { capacity, maxAgeMs, now: () => now });
  const lookups = async (result: 'hit' | 'miss') => {
    const metric = await metrics.registry.getSingleMetric('leaderboard_cache_lookups_total')!.get();
    return metric.values.find((v) => v.labels.result === result)?.value ?? 0;
  };

  beforeEach(() => {
    metrics = new MetricsService();
    now = 0;
  });

  it('returns what was stored under the same key, and counts hits and misses', async () => {
    const c = cache();
    expect(c.get('a')).toBeUndefined();
    c.set('a', page('A'));
    expect(c.get('a')).toEqual(page('A'));
    expect(c.get('b')).toBeUndefined();
    expect(await lookups('hit')).toBe(1);
    expect(await lookups('miss')).toBe(2);
  });

  it('evicts the least recently used page beyond its capacity', () => {
    const c = cache(2);
    c.set('a', page('A'));
    c.set('b', page('B'));
    expect(c.get('a')).toBeDefined(); // a is now more recent than b
    c.set('c', page('C'));
    expect(c.size).toBe(2);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toEqual(page('A'));
    expect(c.get('c')).toEqual(page('C'));
  });

  it('recomputes a page older than the maximum age', () => {
    const c = cache(3, 1000);
    c.set('a', page('A'));
    now = 1000;
    expect(c.get('a')).toEqual(page('A'));
    now = 1001;
    expect(c.get('a')).toBeUndefined();
    expect(c.size).toBe(0);
  });
});

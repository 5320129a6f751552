import { MetricsService } from '@app/common';
import { TournamentEntity } from '@app/database';
import { TournamentChange, TournamentChanges } from '@app/tournaments';
import { LeaderboardDto } from './dto/leaderboard-response.dto';
import { LeaderboardCache, leaderboardQueryKey, leaderboardVersionKey } from './leaderboard.cache';
import { StandingsQuery } from './standings.service';

const T1 = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';
const T2 = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f02';

const tournament = (overrides: Partial<TournamentEntity> = {}) =>
  ({
    id: T1,
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

const page = (id: string, lastUpdated = '2026-03-01T12:00:00.000Z') => ({ tournament_id: id, last_updated: lastUpdated }) as LeaderboardDto;

/** TournamentChanges as the cache sees it: whether notifications flow, and the two kinds of news. */
class FakeChanges {
  isLive = true;
  private change?: (change: TournamentChange) => void;
  private reset?: () => void;
  onChange(listener: (change: TournamentChange) => void) {
    this.change = listener;
    return () => undefined;
  }
  onReset(listener: () => void) {
    this.reset = listener;
    return () => undefined;
  }
  announce(change: TournamentChange) {
    this.change!(change);
  }
  lose() {
    this.reset!();
  }
}

describe('leaderboardVersionKey and leaderboardQueryKey', () => {
  const base = leaderboardVersionKey(tournament());

  it.each<[string, Partial<TournamentEntity>]>([
    ['standings_updated_at', { standingsUpdatedAt: new Date('2026-03-01T12:00:00.001Z') }],
    ['a first standings change', { standingsUpdatedAt: null }],
    ['current_players', { currentPlayers: 11 }],
    ['status', { status: 'completed' }],
  ])('the version changes with %s', (_, change) => {
    expect(leaderboardVersionKey(tournament(change))).not.toBe(base);
  });

  it.each<[string, Partial<StandingsQuery>]>([
    ['limit', { limit: 51 }],
    ['offset', { offset: 1 }],
    ['includeEliminated', { includeEliminated: true }],
    ['around_player', { aroundPlayer: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f03' }],
  ])('the query key changes with %s', (_, change) => {
    expect(leaderboardQueryKey(query(change))).not.toBe(leaderboardQueryKey(query()));
  });

  it('ignores offset when the page is centred on a player', () => {
    const around = { aroundPlayer: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f03' };
    expect(leaderboardQueryKey(query({ ...around, offset: 5 }))).toBe(leaderboardQueryKey(query(around)));
  });
});

describe('LeaderboardCache', () => {
  let metrics: MetricsService;
  let changes: FakeChanges;
  let now: number;
  const Q = leaderboardQueryKey(query());
  const V = leaderboardVersionKey(tournament());
  const cache = (capacity = 3, maxAgeMs = 1000) =>
    new LeaderboardCache(metrics, changes as unknown as TournamentChanges, { capacity, maxAgeMs, now: () => now });
  const lookups = async (result: 'hit' | 'miss') => {
    const metric = await metrics.registry.getSingleMetric('leaderboard_cache_lookups_total')!.get();
    return metric.values.find((v) => v.labels.result === result)?.value ?? 0;
  };
  const fill = (c: LeaderboardCache, id: string, queryKey = Q, row = tournament({ id })) => {
    const started = c.beginFill(id);
    c.store(started, queryKey, row, page(id));
    c.endFill(started);
  };

  beforeEach(() => {
    metrics = new MetricsService();
    changes = new FakeChanges();
    now = 0;
  });

  it('returns what was stored for the same query and version, and counts hits and misses', async () => {
    const c = cache();
    expect(c.get(T1, Q, V)).toBeUndefined();
    fill(c, T1);
    expect(c.get(T1, Q, V)).toEqual(page(T1));
    expect(c.get(T1, Q, 'another version')).toBeUndefined();
    expect(c.get(T2, Q, V)).toBeUndefined();
    expect(await lookups('hit')).toBe(1);
    expect(await lookups('miss')).toBe(3);
  });

  it('serves a stored page with no version while notifications flow, and never while they are down', () => {
    const c = cache();
    fill(c, T1);
    expect(c.getLive(T1, Q)).toEqual(page(T1));
    changes.isLive = false;
    expect(c.getLive(T1, Q)).toBeUndefined();
  });

  it('drops every page of a tournament when a change of it is announced, and only those', () => {
    const c = cache();
    fill(c, T1);
    fill(c, T1, leaderboardQueryKey(query({ limit: 10 })));
    fill(c, T2);
    changes.announce({ tournamentId: T1 });
    expect(c.getLive(T1, Q)).toBeUndefined();
    expect(c.getLive(T1, leaderboardQueryKey(query({ limit: 10 })))).toBeUndefined();
    expect(c.getLive(T2, Q)).toEqual(page(T2));
  });

  it('keeps out a page computed while a change of its tournament was announced (it may show the old state)', () => {
    const c = cache();
    const started = c.beginFill(T1);
    changes.announce({ tournamentId: T1 });
    c.store(started, Q, tournament(), page(T1));
    c.endFill(started);
    expect(c.getLive(T1, Q)).toBeUndefined();
    // A change of another tournament does not matter.
    const other = c.beginFill(T1);
    changes.announce({ tournamentId: T2 });
    c.store(other, Q, tournament(), page(T1));
    expect(c.getLive(T1, Q)).toEqual(page(T1));
  });

  it('drops everything, in-flight computations included, when notifications are lost or come back', () => {
    const c = cache();
    fill(c, T1);
    const started = c.beginFill(T2);
    changes.lose();
    c.store(started, Q, tournament({ id: T2 }), page(T2));
    expect(c.size).toBe(0);
  });

  it('keeps a page that already shows the change a notification announces', () => {
    const c = cache();
    fill(c, T1);
    const shown = Date.parse('2026-03-01T12:00:00.000Z');
    const details = { operatorId: 'op-1', status: 'in_progress' as const, currentRound: null, version: shown, writtenAt: 1 };
    changes.announce({ tournamentId: T1, details });
    expect(c.getLive(T1, Q)).toEqual(page(T1));
    changes.announce({ tournamentId: T1, details: { ...details, status: 'completed' } });
    expect(c.getLive(T1, Q)).toBeUndefined();
    fill(c, T1);
    changes.announce({ tournamentId: T1, details: { ...details, version: shown + 1 } });
    expect(c.getLive(T1, Q)).toBeUndefined();
  });

  it('keeps a page computed while a late notification of a change it already shows arrived, and only then', () => {
    const c = cache();
    const shown = Date.parse('2026-03-01T12:00:00.000Z');
    const details = { operatorId: 'op-1', status: 'in_progress' as const, currentRound: null, version: shown, writtenAt: 1 };
    const read = (announce: () => void) => {
      const started = c.beginFill(T1);
      announce();
      c.store(started, Q, tournament(), page(T1));
      c.endFill(started);
      return c.getLive(T1, Q);
    };
    // The notification of a change the read already shows (an older version, or the page's own).
    expect(read(() => changes.announce({ tournamentId: T1, details: { ...details, version: shown - 5 } }))).toEqual(page(T1));
    expect(read(() => changes.announce({ tournamentId: T1, details }))).toEqual(page(T1));
    // A newer standings version, a newer one after an older one, or another status: the read may predate it.
    expect(read(() => changes.announce({ tournamentId: T1, details: { ...details, version: shown + 1 } }))).toBeUndefined();
    expect(
      read(() => {
        changes.announce({ tournamentId: T1, details: { ...details, version: shown + 1 } });
        changes.announce({ tournamentId: T1, details: { ...details, version: shown - 1 } });
      }),
    ).toBeUndefined();
    expect(read(() => changes.announce({ tournamentId: T1, details: { ...details, status: 'completed' } }))).toBeUndefined();
  });

  it('learns owners from the notifications and forgets a deleted tournament', () => {
    const c = cache();
    const details = { operatorId: 'op-1', status: 'in_progress' as const, currentRound: null, version: 1, writtenAt: 1 };
    changes.announce({ tournamentId: T1, details });
    expect(c.ownerOf(T1)).toBe('op-1');
    changes.announce({ tournamentId: T1, details: { ...details, status: 'deleted' } });
    expect(c.ownerOf(T1)).toBeUndefined();
  });

  it('evicts the least recently used page beyond its capacity', () => {
    const c = cache(2);
    fill(c, T1, 'a');
    fill(c, T1, 'b');
    expect(c.getLive(T1, 'a')).toBeDefined(); // a is now more recent than b
    fill(c, T1, 'c');
    expect(c.size).toBe(2);
    expect(c.getLive(T1, 'b')).toBeUndefined();
    expect(c.getLive(T1, 'a')).toBeDefined();
    expect(c.getLive(T1, 'c')).toBeDefined();
  });

  it('recomputes a page older than the maximum age', () => {
    const c = cache(3, 1000);
    fill(c, T1);
    now = 1000;
    expect(c.getLive(T1, Q)).toEqual(page(T1));
    now = 1001;
    expect(c.getLive(T1, Q)).toBeUndefined();
    expect(c.size).toBe(0);
  });
});

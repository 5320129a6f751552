import { operatorWithKey } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, seatPlayers } from '../support/tournament-fixtures';

// List tournaments (spec 11, D7): filters, sorts, both paging forms and their two shapes.

type Operator = Awaited<ReturnType<typeof operatorWithKey>>;

/**
 * The fixture, created in this order (so createdAt ascends A → E). Far-future fixed starts make
 * the calendar-date filters exact; currentPlayers and entryFee are all different.
 */
const FIXTURE = [
  { key: 'A', name: 'Alpha', game: 'slots', start: '2098-06-10T12:00:00.000Z', fee: 5, seats: 2, status: 'scheduled' },
  { key: 'B', name: 'Bravo', game: 'poker', start: '2098-06-11T00:00:00.000Z', fee: 20, seats: 8, status: 'in_progress' },
  { key: 'C', name: 'Charlie', game: 'slots', start: '2098-06-11T23:59:59.999Z', fee: 0.5, seats: 0, status: 'cancelled' },
  { key: 'D', name: 'Delta', game: 'roulette', start: '2098-06-12T00:00:00.000Z', fee: 12.25, seats: 5, status: 'completed' },
  { key: 'E', name: 'Echo', game: 'slots', start: '2098-06-09T08:00:00.000Z', fee: 100, seats: 1, status: 'scheduled' },
] as const;
type Key = (typeof FIXTURE)[number]['key'];

describe('tournaments: list (spec 11, D7)', () => {
  let t: TestApp;
  let op: Operator;
  const ids = {} as Record<Key, string>;

  beforeAll(async () => {
    t = await startTestApp();
    op = await operatorWithKey(t);
    for (const f of FIXTURE) {
      const id = await createTournamentId(op.client, {
        name: f.name,
        game: f.game,
        scheduled_start: f.start,
        entry_fee: f.fee,
        max_players: 10,
      });
      ids[f.key] = id;
      await seatPlayers(t, id, f.seats);
      if (f.status === 'in_progress' || f.status === 'completed')
        expect((await op.client.post(`/api/tournaments/${id}/start`)).status).toBe(200);
      if (f.status === 'completed') expect((await op.client.post(`/api/tournaments/${id}/complete`)).status).toBe(200);
      if (f.status === 'cancelled') expect((await op.client.delete(`/api/tournaments/${id}`, { reason: 'fixture' })).status).toBe(200);
    }
    // Another operator's tournaments never show up in this operator's list.
    const other = await operatorWithKey(t);
    await createTournamentId(other.client, { name: 'Alpha', game: 'slots', scheduled_start: '2098-06-10T12:00:00.000Z' });
  });
  afterAll(() => t?.close());

  /** The fixture keys of the list, in order; fails unless the answer is 200. */
  async function keysOf(query: string): Promise<string[]> {
    const res = await op.client.get(`/api/tournaments${query ? `?${query}` : ''}`);
    expect({ status: res.status, error: res.body?.error }).toEqual({ status: 200, error: undefined });
    const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
    return res.body.tournaments.map((x: { tournamentId: string }) => byId[x.tournamentId] ?? x.tournamentId);
  }

  it('answers { tournaments: [Tournament], pagination } newest first by default', async () => {
    const res = await op.client.get('/api/tournaments');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['pagination', 'tournaments']);
    expect(res.body.pagination).toEqual({ total: 5, limit: 20, offset: 0, hasMore: false });
    expect(res.body.tournaments.map((x: any) => x.tournamentId)).toEqual([ids.E, ids.D, ids.C, ids.B, ids.A]);
    // Each item is the Tournament object GET returns.
    const details = await op.client.get(`/api/tournaments/${ids.D}`);
    expect(res.body.tournaments[1]).toEqual(details.body.tournament);
    expect(res.body.tournaments[1]).toMatchObject({ status: 'completed', currentPlayers: 5, entryFee: 12.25, gameSlug: 'roulette' });
    // D8: with no guarantee and no rake, each pool is the fees its seated players paid.
    expect(res.body.tournaments.map((x: any) => [x.currentPlayers, x.prizePool.totalAmount])).toEqual([
      [1, 100],
      [5, 61.25],
      [0, 0],
      [8, 160],
      [2, 10],
    ]);
  });

  describe('filters', () => {
    it.each([
      ['status=scheduled', ['E', 'A']],
      ['status=open', ['E', 'A']],
      ['status=in_progress', ['B']],
      ['status=completed', ['D']],
      ['status=cancelled', ['C']],
      ['status=in_progress,completed', ['D', 'B']],
      ['status=open,cancelled', ['E', 'C', 'A']],
      ['status=scheduled,in_progress,completed,cancelled', ['E', 'D', 'C', 'B', 'A']],
      ['gameSlug=slots', ['E', 'C', 'A']],
      ['gameSlug=poker', ['B']],
      ['gameSlug=blackjack', []],
      ['gameSlug=slots&status=scheduled', ['E', 'A']],
      ['startDate=2098-06-11&endDate=2098-06-11', ['C', 'B']],
      ['startDate=2098-06-11', ['D', 'C', 'B']],
      ['endDate=2098-06-10', ['E', 'A']],
      ['startDate=2098-06-11T00:00:00.000Z&endDate=2098-06-12T00:00:00.000Z', ['D', 'C', 'B']],
      ['startDate=2098-06-11T00:00:00.001Z&endDate=2098-06-11T23:59:59.998Z', []],
      ['startDate=2098-06-11T02:00:00%2B02:00&endDate=2098-06-11T01:00:00%2B01:00', ['B']],
      ['startDate=2098-06-10T12:00:00Z&endDate=2098-06-10T12:00:00Z', ['A']],
      ['startDate=2098-06-12&endDate=2098-06-09', []],
      ['minPlayers=2', ['D', 'B', 'A']],
      ['maxPlayers=5', ['E', 'D', 'C', 'A']],
      ['minPlayers=2&maxPlayers=5', ['D', 'A']],
      ['minPlayers=0&maxPlayers=0', ['C']],
      ['minPlayers=9', []],
    ])('?%s', async (query, expected) => {
      expect(await keysOf(query)).toEqual(expected);
      const res = await op.client.get(`/api/tournaments?${query}`);
      expect(res.body.pagination.total).toBe(expected.length);
    });
  });

  describe('search', () => {
    it.each([
      ['search=ha', ['C', 'A']],
      ['search=ECHO', ['E']],
      ['search=%20delt%20', ['D']],
      ['search=a&status=scheduled', ['A']],
      ['search=%25', []],
      ['search=_', []],
      ['search=lph_', []],
      ['search=zulu', []],
    ])('?%s finds names containing the text, in any letter case, wildcards taken literally', async (query, expected) => {
      expect(await keysOf(query)).toEqual(expected);
    });

    it('finds a tournament by its whole external_id, and never another operator’s', async () => {
      const alpha = await op.client.get(`/api/tournaments/${ids.A}`);
      const externalId = alpha.body.tournament.externalId as string;
      expect(await keysOf(`search=${encodeURIComponent(externalId)}`)).toEqual(['A']);
      expect(await keysOf(`search=${encodeURIComponent(externalId.slice(0, -1))}`)).toEqual([]);
      // The other operator also has an "Alpha".
      expect(await keysOf('search=alpha')).toEqual(['A']);
    });

    it.each([
      ['search=' + 'x'.repeat(101), 'search must be shorter than or equal to 100 characters'],
      ['search=%07bell', 'control'],
      ['search=', 'search'],
    ])('refuses ?%s with 400 and the parameter’s message, as any bad query parameter', async (query, message) => {
      const res = await op.client.get(`/api/tournaments?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(JSON.stringify(res.body.details.errors.search)).toContain(message);
    });
  });

  describe('sort', () => {
    it.each([
      ['createdAt:asc', ['A', 'B', 'C', 'D', 'E']],
      ['createdAt:desc', ['E', 'D', 'C', 'B', 'A']],
      ['scheduledStart:asc', ['E', 'A', 'B', 'C', 'D']],
      ['scheduledStart:desc', ['D', 'C', 'B', 'A', 'E']],
      ['name:asc', ['A', 'B', 'C', 'D', 'E']],
      ['name:desc', ['E', 'D', 'C', 'B', 'A']],
      ['currentPlayers:asc', ['C', 'E', 'A', 'D', 'B']],
      ['currentPlayers:desc', ['B', 'D', 'A', 'E', 'C']],
      // Numerically: as text 100 would sort before 12.25 and 5.
      ['entryFee:asc', ['C', 'A', 'D', 'B', 'E']],
      ['entryFee:desc', ['E', 'B', 'D', 'A', 'C']],
    ])('?sort=%s', async (sort, expected) => {
      expect(await keysOf(`sort=${sort}`)).toEqual(expected);
    });

    it('sorts the filtered set and pages through it', async () => {
      expect(await keysOf('status=scheduled,in_progress&sort=entryFee:desc')).toEqual(['E', 'B', 'A']);
      expect(await keysOf('gameSlug=slots&sort=scheduledStart:asc&limit=2&offset=1')).toEqual(['A', 'C']);
    });
  });

  describe('limit/offset paging', () => {
    it.each([
      ['limit=2', ['E', 'D'], { total: 5, limit: 2, offset: 0, hasMore: true }],
      ['limit=2&offset=2', ['C', 'B'], { total: 5, limit: 2, offset: 2, hasMore: true }],
      ['limit=2&offset=3', ['B', 'A'], { total: 5, limit: 2, offset: 3, hasMore: false }],
      ['limit=2&offset=4', ['A'], { total: 5, limit: 2, offset: 4, hasMore: false }],
      ['offset=5', [], { total: 5, limit: 20, offset: 5, hasMore: false }],
      ['offset=50', [], { total: 5, limit: 20, offset: 50, hasMore: false }],
      ['limit=1&offset=0&sort=name:asc', ['A'], { total: 5, limit: 1, offset: 0, hasMore: true }],
      ['limit=100', ['E', 'D', 'C', 'B', 'A'], { total: 5, limit: 100, offset: 0, hasMore: false }],
    ])('?%s', async (query, expected, pagination) => {
      const res = await op.client.get(`/api/tournaments?${query}`);
      expect(res.status).toBe(200);
      expect(res.body.pagination).toEqual(pagination);
      expect(await keysOf(query)).toEqual(expected);
    });

    it('returns 20 items by default and says more remain', async () => {
      const many = await operatorWithKey(t);
      const created: string[] = [];
      for (let i = 0; i < 21; i++) created.push(await createTournamentId(many.client));
      const first = await many.client.get('/api/tournaments');
      expect(first.body.pagination).toEqual({ total: 21, limit: 20, offset: 0, hasMore: true });
      expect(first.body.tournaments.map((x: any) => x.tournamentId)).toEqual(created.slice(1).reverse());
      const rest = await many.client.get('/api/tournaments?offset=20');
      expect(rest.body.pagination).toEqual({ total: 21, limit: 20, offset: 20, hasMore: false });
      expect(rest.body.tournaments.map((x: any) => x.tournamentId)).toEqual([created[0]]);
      // The same tournaments again under the page form.
      const page = await many.client.get('/api/tournaments?page=2');
      expect(page.body).toMatchObject({ current_page: 2, per_page: 20, total: 21 });
      expect(page.body.data.map((x: any) => x.id)).toEqual([created[0]]);
    });
  });

  describe('page/per_page paging: the second shape', () => {
    it('answers { data: [{ id, name, status, scheduled_start, ...Tournament }], current_page, per_page, total }', async () => {
      const res = await op.client.get('/api/tournaments?page=2&per_page=2');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['current_page', 'data', 'per_page', 'total']);
      expect(res.body).toMatchObject({ current_page: 2, per_page: 2, total: 5 });
      expect(res.body.data.map((x: any) => x.id)).toEqual([ids.C, ids.B]);
      const details = (await op.client.get(`/api/tournaments/${ids.B}`)).body.tournament;
      expect(res.body.data[1]).toEqual({
        id: ids.B,
        name: 'Bravo',
        status: 'in_progress',
        scheduled_start: '2098-06-11T00:00:00.000Z',
        ...details,
      });
    });

    it.each([
      ['page=1', 1, 20, ['E', 'D', 'C', 'B', 'A']],
      ['per_page=3', 1, 3, ['E', 'D', 'C']],
      ['page=3&per_page=2', 3, 2, ['A']],
      ['page=4&per_page=2', 4, 2, []],
      ['page=1&per_page=2&status=scheduled&sort=scheduledStart:asc', 1, 2, ['E', 'A']],
    ])('?%s', async (query, page, perPage, expected) => {
      const res = await op.client.get(`/api/tournaments?${query}`);
      expect(res.status).toBe(200);
      const total = query.includes('status=scheduled') ? 2 : 5;
      expect(res.body).toEqual({ data: expect.any(Array), current_page: page, per_page: perPage, total });
      const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
      expect(res.body.data.map((x: any) => byId[x.id])).toEqual(expected);
    });
  });
});

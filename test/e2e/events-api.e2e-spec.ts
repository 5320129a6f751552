import { DataSource } from 'typeorm';
import { createInternalKey, createKey, operatorWithKey } from '../support/factories';
import { HttpClient, HttpResponse } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, expectErrorBody, outboxEvents, seatPlayers } from '../support/tournament-fixtures';

// GET /api/events (D12): the operator's own outbound events, oldest first, in its envelope
// format, paged with the `after` cursor (and D7's limit/offset), strictly scoped by the key's
// operator (D4).

type Operator = Awaited<ReturnType<typeof operatorWithKey>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every event reachable from `query` by following next_after, pages of `limit`. */
async function pageThrough(client: HttpClient, limit: number, query = ''): Promise<{ events: any[]; pages: any[] }> {
  const events: any[] = [];
  const pages: any[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const res: HttpResponse = await client.get(`/api/events?limit=${limit}${after ? `&after=${after}` : ''}${query}`);
    expect(res.status).toBe(200);
    pages.push(res.body.pagination);
    events.push(...res.body.events);
    after = res.body.pagination.next_after;
    if (!res.body.pagination.hasMore) return { events, pages };
  }
  throw new Error('paging did not end');
}

describe('GET /api/events (D12)', () => {
  let t: TestApp;
  let a: Operator;
  let b: Operator;
  let lifeTournament: string;

  beforeAll(async () => {
    t = await startTestApp();
    a = await operatorWithKey(t);
    b = await operatorWithKey(t);
    // A's tournament lives a whole life: created, two players registered, started, cancelled (refunds).
    lifeTournament = await createTournamentId(a.client, { entry_fee: 5 });
    await seatPlayers(t, lifeTournament, 2);
    expect((await a.client.post(`/api/tournaments/${lifeTournament}/start`)).status).toBe(200);
    expect((await a.client.delete(`/api/tournaments/${lifeTournament}`, { reason: 'server maintenance' })).status).toBe(200);
    // B has events of its own.
    await createTournamentId(b.client);
  });
  afterAll(() => t?.close());

  it('lists the events of a tournament’s life in order, as platform envelopes', async () => {
    const res = await a.client.get(`/api/events?tournament_id=${lifeTournament}&limit=100`);
    expect(res.status).toBe(200);
    const stored = await outboxEvents(t, lifeTournament);
    expect(res.body.events.map((e: any) => e.eventType)).toEqual(stored.map((e) => e.event_type));
    const types = res.body.events.map((e: any) => e.eventType);
    expect(types.slice(0, 4)).toEqual(['tournament.created', 'player.registered', 'player.registered', 'tournament.started']);
    expect(types).toContain('tournament.cancelled');
    expect(types.filter((type: string) => type === 'player.refunded')).toHaveLength(2);
    expect(res.body.events.map((e: any) => e.sequence)).toEqual(stored.map((_, i) => i + 1));
    const started = res.body.events[3];
    expect(started).toEqual({
      eventType: 'tournament.started',
      eventId: expect.stringMatching(UUID),
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      tournamentId: lifeTournament,
      operatorId: a.operatorId,
      sequence: 4,
      data: expect.objectContaining({ tournamentId: lifeTournament, initialPlayerCount: 2, actualStartTime: expect.any(String) }),
    });
    expect(res.body.pagination).toEqual({
      total: stored.length,
      limit: 100,
      offset: 0,
      hasMore: false,
      next_after: res.body.events.at(-1).eventId,
    });
    await expectLedgerReconciles(t);
  });

  it('pages through everything with `after`, each event once, in id order', async () => {
    const all = await a.client.get('/api/events?limit=100');
    expect(all.status).toBe(200);
    const ids = all.body.events.map((e: any) => e.eventId);
    expect(ids.length).toBeGreaterThan(6);
    expect([...ids].sort()).toEqual(ids);

    const { events, pages } = await pageThrough(a.client, 3);
    expect(events.map((e) => e.eventId)).toEqual(ids);
    expect(pages.map((p) => p.offset)).toEqual(pages.map((_, i) => i * 3));
    expect(pages.every((p) => p.total === ids.length && p.limit === 3)).toBe(true);
    expect(pages.slice(0, -1).every((p) => p.hasMore)).toBe(true);

    // `after` is exclusive; past the end the page is empty and the cursor stays put.
    const tail = await a.client.get(`/api/events?after=${ids[ids.length - 2]}`);
    expect(tail.body.events.map((e: any) => e.eventId)).toEqual([ids.at(-1)]);
    const end = await a.client.get(`/api/events?after=${ids.at(-1)}`);
    expect(end.body).toEqual({
      events: [],
      pagination: { total: ids.length, limit: 20, offset: ids.length, hasMore: false, next_after: ids.at(-1) },
    });
  });

  it('filters by type and keeps offset paging of D7', async () => {
    const registered = await a.client.get('/api/events?type=player.registered');
    expect(registered.body.events.map((e: any) => e.eventType)).toEqual(['player.registered', 'player.registered']);
    const second = await a.client.get('/api/events?type=player.registered&limit=1&offset=1');
    expect(second.body.events.map((e: any) => e.eventId)).toEqual([registered.body.events[1].eventId]);
    expect(second.body.pagination).toMatchObject({ total: 2, limit: 1, offset: 1, hasMore: false });
  });

  it('limit: default 20, 1 to 100; anything else is 400', async () => {
    const tournament = await createTournamentId(b.client, { entry_fee: 0 });
    await seatPlayers(t, tournament, 21);
    const first = await b.client.get('/api/events');
    expect(first.body.events).toHaveLength(20);
    expect(first.body.pagination).toMatchObject({ limit: 20, hasMore: true });
    expect((await b.client.get('/api/events?limit=100')).body.events.length).toBeGreaterThan(20);
    expect((await b.client.get('/api/events?limit=1')).body.events).toHaveLength(1);
    for (const limit of ['0', '101', '-1', 'ten', '2.5']) {
      expectErrorBody(await b.client.get(`/api/events?limit=${limit}`), 400, 'invalid_request', { details: expect.any(Object) });
    }
  });

  it('shows events in the operator’s CloudEvents format once its events_format says so', async () => {
    const c = await operatorWithKey(t);
    const tournament = await createTournamentId(c.client);
    const patched = await t.admin.patch(`/api/admin/operators/${c.operatorId}`, { events_format: 'cloudevents' });
    expect(patched.status).toBe(200);
    const res = await c.client.get('/api/events');
    expect(res.status).toBe(200);
    const [created] = await outboxEvents(t, tournament);
    expect(res.body.events).toEqual([
      {
        specversion: '1.0',
        id: expect.stringMatching(UUID),
        source: `/operators/${c.operatorId}/tournaments/${tournament}`,
        type: 'tournament.created',
        time: expect.stringMatching(/Z$/),
        subject: tournament,
        datacontenttype: 'application/json',
        data: created.data,
        operatorid: c.operatorId,
        sequence: 1,
      },
    ]);
  });

  it('an operator never sees another operator’s events, not even by guessing `after` or the tournament id', async () => {
    const aIds = new Set((await pageThrough(a.client, 100)).events.map((e) => e.eventId));
    const { events: bEvents } = await pageThrough(b.client, 100);
    expect(bEvents.length).toBeGreaterThan(0);
    expect(bEvents.every((e) => e.operatorId === b.operatorId && !aIds.has(e.eventId))).toBe(true);

    const aFirst = [...aIds][0];
    const guessed = await b.client.get(`/api/events?after=${aFirst}&limit=100`);
    expect(guessed.status).toBe(200);
    expect(guessed.body.events.length).toBeGreaterThan(0);
    expect(guessed.body.events.every((e: any) => e.operatorId === b.operatorId)).toBe(true);

    const foreign = await b.client.get(`/api/events?tournament_id=${lifeTournament}`);
    expect(foreign.body).toEqual({ events: [], pagination: { total: 0, limit: 20, offset: 0, hasMore: false, next_after: null } });
  });

  it('any valid key of the operator may read; no key, a bad key or an internal key is 401', async () => {
    const readOnly = await createKey(t, a.operatorId, 'read_only');
    const registration = await createKey(t, a.operatorId, 'player_registration');
    expect((await readOnly.client.get('/api/events')).status).toBe(200);
    expect((await registration.client.get('/api/events')).status).toBe(200);
    expect((await a.client.get('/api/api/events')).status).toBe(200);

    const keys: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer sk_live_nope' },
      { authorization: `Bearer ${(await createInternalKey(t)).apiKey}` },
    ];
    for (const headers of keys) {
      const res = await t.http.get('/api/events', { headers });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 401,
        body: { error: 'unauthorized', code: 'INVALID_API_KEY', message: expect.any(String) },
      });
    }
  });

  it('bad query parameters are 400 invalid_request', async () => {
    for (const query of ['after=42', 'after=not-a-uuid', 'tournament_id=abc', 'type=tournament.exploded', 'offset=-1']) {
      expectErrorBody(await a.client.get(`/api/events?${query}`), 400, 'invalid_request', { details: expect.any(Object) });
    }
  });

  it('the list is the history: dead and delivered events are listed too', async () => {
    const [first, second] = await outboxEvents(t, lifeTournament);
    const db = t.app.get(DataSource);
    await db.query(`UPDATE outbox_events SET status = 'dead', attempts = 10 WHERE tournament_id = $1 AND sequence = 1`, [lifeTournament]);
    await db.query(`UPDATE outbox_events SET status = 'delivered', delivered_at = now() WHERE tournament_id = $1 AND sequence = 2`, [
      lifeTournament,
    ]);
    const res = await a.client.get(`/api/events?tournament_id=${lifeTournament}&limit=2`);
    expect(res.body.events.map((e: any) => [e.eventType, e.data])).toEqual([
      [first.event_type, first.data],
      [second.event_type, second.data],
    ]);
  });
});

import { DataSource } from 'typeorm';
import { LeaderboardService } from '@app/results';
import { createKey, createOperator, operatorWithKey, TestKey } from '../support/factories';
import { HttpClient, HttpResponse } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { createTournamentId, seatPlayers } from '../support/tournament-fixtures';

// The leaderboard's fast path (LeaderboardFastPath) answers a cached, live page before Nest's
// route. Two instances on one database, one with it and one without, get the same requests in
// the same order: a client must not be able to tell them apart (status, headers, body), and both
// must leave the same audit rows.

/** Headers that differ by nature between two responses (the clock), or are checked apart. */
const VARYING = new Set(['date', 'x-ratelimit-reset']);

interface Pair {
  fast: HttpResponse;
  nest: HttpResponse;
  /** Times the Nest route's handler ran, per instance. */
  handled: { fast: number; nest: number };
}

describe('leaderboard fast path: the same answers as the Nest route', () => {
  let database: TestDatabase;
  let fast: TestApp;
  let nest: TestApp;
  let handler: jest.SpyInstance;
  let seq = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    fast = await startTestApp({}, [], { database });
    nest = await startTestApp({}, [], { database, leaderboardFastPath: false });
    // The controller's only call: the fast path reads pages through LeaderboardService.page instead.
    handler = jest.spyOn(LeaderboardService.prototype, 'leaderboard');
  });
  afterAll(async () => {
    handler?.mockRestore();
    await fast?.close();
    await nest?.close();
    await database?.stop();
  });

  /**
   * An in-progress tournament of a new operator with three players, and that operator's key. Its
   * `results` limit is below the others: the headers then describe a counter that only the
   * leaderboard reads of the test move, the same on both instances (the set-up calls, all made
   * through one instance, count against `general` and `burst`).
   */
  async function runningTournament(
    rateLimits: Record<string, number> = { results: 100_000 },
  ): Promise<{ tid: string; key: TestKey; operatorId: string }> {
    const operator = await createOperator(fast, { rate_limits: rateLimits });
    const key = await createKey(fast, operator.operatorId);
    const tid = await createTournamentId(key.client, { entry_fee: 0 });
    await seatPlayers(fast, tid, 3);
    const started = await key.client.post(`/api/tournaments/${tid}/start`);
    expect(started.status).toBe(200);
    return { tid, key, operatorId: operator.operatorId };
  }

  /** The same request (same X-Request-Id) to both instances, fast first; how often the route's handler ran on each. */
  async function both(path: string, headers: Record<string, string> = {}): Promise<Pair> {
    const requestId = `fast-path-${process.pid}-${++seq}`;
    const send = async (app: TestApp) => {
      const before = handler.mock.calls.length;
      const res = await new HttpClient(app.baseUrl).get(path, { headers: { ...headers, 'x-request-id': requestId } });
      return { res, handled: handler.mock.calls.length - before };
    };
    const f = await send(fast);
    const n = await send(nest);
    return { fast: f.res, nest: n.res, handled: { fast: f.handled, nest: n.handled } };
  }

  function expectSame({ fast: f, nest: n }: Pair): void {
    expect(f.status).toBe(n.status);
    expect(f.text).toBe(n.text);
    const headers = (res: HttpResponse) => Object.fromEntries([...res.headers].filter(([name]) => !VARYING.has(name)));
    expect(headers(f)).toEqual(headers(n));
    // The same window, started a moment apart on each instance.
    const reset = (res: HttpResponse) => Number(res.headers.get('x-ratelimit-reset') ?? 0);
    expect(Math.abs(reset(f) - reset(n))).toBeLessThanOrEqual(1);
    expect(f.headers.has('x-ratelimit-reset')).toBe(n.headers.has('x-ratelimit-reset'));
  }

  /** The audit rows the two requests of a pair left, as comparable records (one per instance). */
  async function auditRows(requestId: string): Promise<unknown[]> {
    await fast.flushAudit();
    await nest.flushAudit();
    return fast.app
      .get(DataSource)
      .query(
        'SELECT action, operator_id, api_key_id, method, path, status_code, client_ip, details FROM audit_logs WHERE request_id = $1',
        [requestId],
      );
  }

  const board = (tid: string, query = '?limit=50') => `/api/tournaments/${tid}/leaderboard${query}`;
  const bearer = (key: TestKey) => ({ authorization: `Bearer ${key.apiKey}` });

  let a: Awaited<ReturnType<typeof runningTournament>>;

  beforeAll(async () => {
    a = await runningTournament();
  });

  it('a miss and then a hit: same status, headers and body; the hit never reaches the Nest handler on the fast instance', async () => {
    const miss = await both(board(a.tid), bearer(a.key));
    expect(miss.nest.status).toBe(200);
    expectSame(miss);
    expect(miss.handled).toEqual({ fast: 1, nest: 1 });

    const hit = await both(board(a.tid), bearer(a.key));
    expect(hit.nest.status).toBe(200);
    expect(hit.nest.body.leaderboard.data).toHaveLength(3);
    expectSame(hit);
    expect(hit.handled).toEqual({ fast: 0, nest: 1 });
    expect(hit.fast.headers.get('x-ratelimit-limit')).toBe('100000');
    expect(hit.fast.headers.get('x-ratelimit-remaining')).toBe(hit.nest.headers.get('x-ratelimit-remaining'));

    // The same audit row (api.request of the key, 200, path) from both.
    const rows = await auditRows(hit.fast.headers.get('x-request-id')!);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(rows[1]);
    expect(rows[0]).toMatchObject({
      action: 'api.request',
      api_key_id: a.key.keyId,
      path: `/api/tournaments/${a.tid}/leaderboard`,
      status_code: 200,
    });
  });

  it('other canonical queries hit too (no query, offset), and anything else goes to the Nest route', async () => {
    for (const query of ['', '?limit=2&offset=1', '?offset=0']) {
      await both(board(a.tid, query), bearer(a.key)); // fills both caches
      const hit = await both(board(a.tid, query), bearer(a.key));
      expectSame(hit);
      expect(hit.handled).toEqual({ fast: 0, nest: 1 });
    }
    for (const query of [
      '?limit=050',
      '?offset=0&limit=50',
      '?limit=50&includeEliminated=false',
      '?limit=50&limit=50',
      '?limit=0',
      '?limit=201',
    ]) {
      const pair = await both(board(a.tid, query), bearer(a.key));
      expectSame(pair);
      expect(pair.handled).toEqual({ fast: pair.nest.status === 200 ? 1 : 0, nest: pair.nest.status === 200 ? 1 : 0 });
    }
  });

  it('401 for a missing, malformed or unknown key on a cached page, with the same audit', async () => {
    const forged = `${a.key.apiKey.split(':')[0]}:sk_live_${'f'.repeat(43)}`;
    const refused: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: `Bearer ${forged}` },
      { authorization: 'Basic abc' },
    ];
    for (const headers of refused) {
      const pair = await both(board(a.tid), headers);
      expect(pair.nest.status).toBe(401);
      expectSame(pair);
      const rows = await auditRows(pair.fast.headers.get('x-request-id')!);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(rows[1]);
    }
  });

  it("403 for another operator's tournament and for a key without results.read", async () => {
    const other = await operatorWithKey(fast);
    const pair = await both(board(a.tid), bearer(other));
    expect(pair.nest.status).toBe(403);
    expect(pair.nest.body.code).toBe('RESOURCE_FORBIDDEN');
    expectSame(pair);
    expect(pair.handled).toEqual({ fast: 0, nest: 1 });

    const registrar = await createKey(fast, a.operatorId, 'player_registration');
    const refused = await both(board(a.tid), bearer(registrar));
    expect(refused.nest.status).toBe(403);
    expect(refused.nest.body.required_permission).toBe('results.read');
    expectSame(refused);
  });

  it('404 for a tournament that does not exist or is not a valid id', async () => {
    for (const id of ['0190f5c8-0000-7000-8000-000000000000', 'not-an-id']) {
      const pair = await both(board(id), bearer(a.key));
      expect(pair.nest.status).toBe(404);
      expectSame(pair);
    }
  });

  it('429 once the operator has used its results limit, with the same headers, body and counting', async () => {
    const limited = await runningTournament({ results: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const pair = await both(board(limited.tid), bearer(limited.key));
      expectSame(pair);
      statuses.push(pair.nest.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const last = await both(board(limited.tid), bearer(limited.key));
    expect(last.fast.status).toBe(429);
    expect(last.fast.headers.get('retry-after')).toBe(last.nest.headers.get('retry-after'));
    expect(last.fast.body).toEqual(last.nest.body);
    expect(last.fast.body.details).toMatchObject({ category: 'results', limit: 3 });
  });
});

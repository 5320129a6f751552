import { loadConfig, RateLimitSettings } from '@app/common';
import { createInternalKey, createKey, createOperator } from '../support/factories';
import { HttpClient, HttpResponse } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, expectErrorBody, seatPlayers, tournamentBody } from '../support/tournament-fixtures';

// D14 rate limits in memory (no REDIS_URL): per operator across its keys, by route category,
// general and burst; internal keys; per-operator overrides; the failed-authentication limit per
// client IP; the X-RateLimit-* headers and the 429 of D3.

const D14 = loadConfig({}).rateLimits;
const BURST_WINDOW_SECONDS = 3;
const FAILED_AUTH_LIMIT = 5;
const INTERNAL_LIMIT = 6;
const RANDOM_ID = '0193a000-0000-7000-8000-000000000001';

/** Every operator route of the OpenAPI document, with the limit it counts against besides general and burst. */
const OPERATOR_ROUTE_CATEGORIES: Record<string, string> = {
  'POST /api/tournaments': 'creation',
  'GET /api/tournaments': 'tournament_ops',
  'GET /api/tournaments/{tournamentId}': 'tournament_ops',
  'PUT /api/tournaments/{tournamentId}': 'tournament_ops',
  'DELETE /api/tournaments/{tournamentId}': 'tournament_ops',
  'GET /api/tournaments/{tournamentId}/status': 'tournament_ops',
  'POST /api/tournaments/{tournamentId}/start': 'tournament_ops',
  'POST /api/tournaments/{tournamentId}/complete': 'tournament_ops',
  'GET /api/tournaments/{tournamentId}/players': 'tournament_ops',
  'GET /api/tournaments/{tournamentId}/players/{playerId}': 'tournament_ops',
  'POST /api/tournaments/{tournamentId}/players': 'registration',
  'DELETE /api/tournaments/{tournamentId}/players/{playerId}': 'registration',
  'POST /api/tournaments/{tournamentId}/players/{playerId}/rebuy': 'registration',
  'POST /api/tournaments/{tournamentId}/players/{playerId}/token': 'registration',
  'POST /api/players/{userId}/wallet/transfers': 'registration',
  'GET /api/tournaments/{tournamentId}/leaderboard': 'results',
  'GET /api/tournaments/{tournamentId}/leaderboard/stream': 'results',
  'GET /api/tournaments/{tournamentId}/results': 'results',
  'GET /api/players/{userId}/tournaments': 'general',
  'GET /api/players/{userId}/wallet': 'general',
  'GET /api/auth/permissions': 'general',
  'GET /api/audit-logs': 'general',
  'GET /api/events': 'general',
  'POST /api/tournament-series': 'creation',
  'GET /api/tournament-series': 'tournament_ops',
  'GET /api/tournament-series/{seriesId}': 'tournament_ops',
  'PATCH /api/tournament-series/{seriesId}': 'tournament_ops',
  'DELETE /api/tournament-series/{seriesId}': 'tournament_ops',
};

function documentedRoutes(document: any, scheme: string): string[] {
  const routes: string[] = [];
  for (const [path, item] of Object.entries<any>(document.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if ((op.security ?? []).some((s: Record<string, unknown>) => scheme in s)) routes.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return routes.sort();
}

/** Calls a documented route with placeholder ids (the limit applies before the handler answers). */
function callRoute(client: HttpClient, route: string): Promise<HttpResponse> {
  const [method, template] = route.split(' ');
  const path = template.replace(/\{userId\}/g, 'user-1').replace(/\{[A-Za-z]+\}/g, RANDOM_ID);
  return client.request(method, path, method === 'GET' ? {} : { body: {} });
}

function rateHeaders(res: HttpResponse) {
  return {
    limit: Number(res.headers.get('x-ratelimit-limit')),
    remaining: Number(res.headers.get('x-ratelimit-remaining')),
    reset: Number(res.headers.get('x-ratelimit-reset')),
  };
}

/** D3's 429 for `category`, with Retry-After equal to details.retry_after. */
function expectLimited(res: HttpResponse, category: string, limit: number, windowSeconds: number): void {
  expectErrorBody(res, 429, 'rate_limit_exceeded', {
    details: { limit, window_seconds: windowSeconds, retry_after: expect.any(Number), category },
  });
  expect(res.body.message).toContain(`${limit} requests per ${windowSeconds} s`);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBe(res.body.details.retry_after);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(rateHeaders(res)).toMatchObject({ limit, remaining: 0 });
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('rate limits in memory (D14)', () => {
  let t: TestApp;
  const settings: RateLimitSettings = {
    ...D14,
    burstWindowSeconds: BURST_WINDOW_SECONDS,
    internal: INTERNAL_LIMIT,
    failedAuth: FAILED_AUTH_LIMIT,
  };

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: settings, trustProxy: true });
  });
  afterAll(() => t?.close());

  /** An operator with a full_access key and the given overrides (admin API). */
  async function operatorClient(rateLimits: Record<string, number> = {}): Promise<{ operatorId: string; client: HttpClient }> {
    const operator = await createOperator(t, { rate_limits: rateLimits });
    return { operatorId: operator.operatorId, client: (await createKey(t, operator.operatorId)).client };
  }

  describe('categories of routes', () => {
    it('every operator route of the OpenAPI document counts against its D14 category, as its headers show', async () => {
      const document = (await t.http.get('/api/docs-json')).body;
      const routes = documentedRoutes(document, 'operator-api-key');
      expect(routes).toEqual(Object.keys(OPERATOR_ROUTE_CATEGORIES).sort());
      // Distinct limits per category, each far below general: the header then names the category.
      const limits: Record<string, number> = {
        creation: 11,
        registration: 12,
        results: 13,
        tournament_ops: 14,
        general: 500,
        burst: 100_000,
      };
      const { client } = await operatorClient(limits);
      for (const route of routes) {
        const res = await callRoute(client, route);
        expect({ route, status: res.status }).not.toEqual({ route, status: 429 });
        expect({ route, limit: rateHeaders(res).limit }).toEqual({ route, limit: limits[OPERATOR_ROUTE_CATEGORIES[route]] });
      }
    });

    it('every internal route of the OpenAPI document is limited per internal key', async () => {
      const document = (await t.http.get('/api/docs-json')).body;
      const routes = documentedRoutes(document, 'internal-api-key');
      expect(routes.length).toBeGreaterThan(5);
      for (const route of routes) {
        const { apiKey } = await createInternalKey(t);
        const res = await callRoute(t.http.with({ 'x-internal-api-key': apiKey }), route);
        expect({ route, ...rateHeaders(res) }).toMatchObject({ route, limit: INTERNAL_LIMIT, remaining: INTERNAL_LIMIT - 1 });
      }
    });
  });

  describe('D14 defaults', () => {
    it('the 11th tournament creation within a minute gets 429; reads still pass', async () => {
      const { client } = await operatorClient();
      const remaining: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await client.post('/api/tournaments', tournamentBody());
        expect(res.status).toBe(201);
        remaining.push(rateHeaders(res).remaining);
      }
      expect(remaining).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
      const refused = await client.post('/api/tournaments', tournamentBody());
      expectLimited(refused, 'creation', 10, 60);
      expect(refused.body.message).toContain('tournament creation');
      expect([...refused.headers.keys()].filter((name) => /^(x-ratelimit|retry-after)/.test(name)).sort()).toEqual([
        'retry-after',
        'x-ratelimit-limit',
        'x-ratelimit-remaining',
        'x-ratelimit-reset',
      ]);
      const list = await client.get('/api/tournaments');
      expect(list.status).toBe(200);
      expect(list.body.pagination.total).toBe(10);
    });

    it('headers on a success name the most constraining limit that applied, with a reset within its window', async () => {
      const { client } = await operatorClient({ burst: 3 });
      const before = Math.floor(Date.now() / 1000);
      const first = await client.get('/api/auth/permissions');
      // The window opened while the request was served, somewhere between `before` and now: its
      // end, rounded up to the second, is at most the window's length after now rounded up.
      const after = Math.ceil(Date.now() / 1000);
      expect(first.status).toBe(200);
      // general 1000 - 1 left, burst 3 - 1 left: burst is the most constraining.
      expect(rateHeaders(first)).toEqual({ limit: 3, remaining: 2, reset: expect.any(Number) });
      expect(rateHeaders(first).reset).toBeGreaterThanOrEqual(before);
      expect(rateHeaders(first).reset).toBeLessThanOrEqual(after + BURST_WINDOW_SECONDS);
      // One header set only, not one per named throttler (@nestjs/throttler's X-RateLimit-Limit-<name>).
      expect([...first.headers.keys()].filter((name) => /^(x-ratelimit|retry-after)/.test(name)).sort()).toEqual([
        'x-ratelimit-limit',
        'x-ratelimit-remaining',
        'x-ratelimit-reset',
      ]);

      // creation 10 - 1, then tournament_ops 100 - 1: fewer left than general's and burst's.
      const { client: other } = await operatorClient({ burst: 1000 });
      const created = await other.post('/api/tournaments', tournamentBody());
      expect(rateHeaders(created)).toMatchObject({ limit: 10, remaining: 9 });
      const read = await other.get('/api/tournaments');
      expect(rateHeaders(read)).toMatchObject({ limit: 100, remaining: 99 });
      expect(rateHeaders(read).reset).toBeGreaterThan(before + BURST_WINDOW_SECONDS);
    });

    it('counts every key of an operator together, and other operators apart', async () => {
      const { operatorId, client } = await operatorClient({ general: 3 });
      const second = (await createKey(t, operatorId, 'read_only')).client;
      const { client: stranger } = await operatorClient({ general: 3 });
      expect((await client.get('/api/auth/permissions')).status).toBe(200);
      expect((await second.get('/api/auth/permissions')).status).toBe(200);
      expect((await client.get('/api/events')).status).toBe(200);
      expectLimited(await second.get('/api/audit-logs'), 'general', 3, 60);
      expect((await stranger.get('/api/auth/permissions')).status).toBe(200);
    });
  });

  describe('each category', () => {
    it('registration: register and wallet transfers share its limit; other categories still pass', async () => {
      const { client } = await operatorClient({ registration: 4 });
      const tid = await createTournamentId(client);
      // Two players, through another key of the operator: a funding transfer and a registration
      // each, four registration calls.
      await seatPlayers(t, tid, 2);
      const refused = await client.post(`/api/tournaments/${tid}/players/${RANDOM_ID}/token`, {});
      expectLimited(refused, 'registration', 4, 60);
      expect(refused.body.message).toContain('player registration');
      expect((await client.get(`/api/tournaments/${tid}/leaderboard`)).status).toBe(200);
      expect((await client.get(`/api/tournaments/${tid}/players`)).status).toBe(200);
      await expectLedgerReconciles(t);
    });

    it('results: leaderboard and results share its limit', async () => {
      const { client } = await operatorClient({ results: 2 });
      const tid = await createTournamentId(client);
      expect((await client.get(`/api/tournaments/${tid}/leaderboard`)).status).toBe(200);
      expect((await client.get(`/api/tournaments/${tid}/results`)).status).toBe(409);
      expectLimited(await client.get(`/api/tournaments/${tid}/leaderboard`), 'results', 2, 60);
      expect((await client.get(`/api/tournaments/${tid}`)).status).toBe(200);
    });

    it('tournament_ops: every other tournaments call, creation apart', async () => {
      const { client } = await operatorClient({ tournament_ops: 3 });
      const tid = await createTournamentId(client);
      expect((await client.get(`/api/tournaments/${tid}`)).status).toBe(200);
      expect((await client.get(`/api/tournaments/${tid}/status`)).status).toBe(200);
      expect((await client.get('/api/tournaments')).status).toBe(200);
      expectLimited(await client.put(`/api/tournaments/${tid}`, { name: 'Renamed' }), 'tournament_ops', 3, 60);
      expect((await client.get(`/api/tournaments/${tid}`)).status).toBe(429);
      // Refused calls consumed nothing: creation and general still have their budget.
      expect((await client.post('/api/tournaments', tournamentBody())).status).toBe(201);
      expect((await client.get('/api/auth/permissions')).status).toBe(200);
    });

    it('creation: a lowered creation limit, while the other categories pass', async () => {
      const { client } = await operatorClient({ creation: 1 });
      expect((await client.post('/api/tournaments', tournamentBody())).status).toBe(201);
      expectLimited(await client.post('/api/tournaments', tournamentBody()), 'creation', 1, 60);
      expect((await client.get('/api/tournaments')).status).toBe(200);
    });

    it('burst: exactly the burst of concurrent calls passes, and the next window serves again', async () => {
      const { client } = await operatorClient({ burst: 5 });
      const results = await Promise.all(Array.from({ length: 8 }, () => client.get('/api/auth/permissions')));
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      const refused = results.filter((r) => r.status === 429);
      expect(refused).toHaveLength(3);
      for (const res of refused) expectLimited(res, 'burst', 5, BURST_WINDOW_SECONDS);
      await new Promise((resolve) => setTimeout(resolve, Number(refused[0].headers.get('retry-after')) * 1000 + 200));
      const after = await client.get('/api/auth/permissions');
      expect(after.status).toBe(200);
      expect(rateHeaders(after)).toMatchObject({ limit: 5, remaining: 4 });
    });
  });

  describe('internal API', () => {
    it('limits each internal key on its own', async () => {
      const first = t.http.with({ 'x-internal-api-key': (await createInternalKey(t)).apiKey });
      const second = t.http.with({ authorization: `Bearer ${(await createInternalKey(t)).apiKey}` });
      for (let i = 0; i < INTERNAL_LIMIT; i++) {
        const res = await first.post('/api/internal/auth/validate-token', { token: 'x' });
        expect(res.status).toBe(200);
        expect(rateHeaders(res)).toMatchObject({ limit: INTERNAL_LIMIT, remaining: INTERNAL_LIMIT - 1 - i });
      }
      const refused = await first.post('/api/internal/auth/validate-token', { token: 'x' });
      expectLimited(refused, 'internal', INTERNAL_LIMIT, 60);
      expect(refused.body.message).toContain('internal API');
      expect((await second.post('/api/internal/auth/validate-token', { token: 'x' })).status).toBe(200);
    });
  });

  describe('per-operator overrides (admin API)', () => {
    it('a lowered limit applies within about a second, and null restores the default', async () => {
      const { operatorId, client } = await operatorClient();
      expect(rateHeaders(await client.get('/api/tournaments'))).toMatchObject({ limit: D14.tournamentOps });
      const patched = await t.admin.patch(`/api/admin/operators/${operatorId}`, { rate_limits: { tournament_ops: 4 } });
      expect(patched.status).toBe(200);
      expect(patched.body.rate_limits).toEqual({ tournament_ops: 4 });
      const changedAt = Date.now();
      await eventually(async () => rateHeaders(await client.get(`/api/tournaments/${RANDOM_ID}`)).limit === 4);
      expect(Date.now() - changedAt).toBeLessThan(2500);
      // The window's count goes on: at most 4 calls in it, then 429.
      let res: HttpResponse;
      do res = await client.get('/api/tournaments');
      while (res.status === 200);
      expectLimited(res, 'tournament_ops', 4, 60);

      expect(
        (await t.admin.patch(`/api/admin/operators/${operatorId}`, { rate_limits: { tournament_ops: null } })).body.rate_limits,
      ).toEqual({});
      await eventually(async () => (await client.get('/api/tournaments')).status === 200);
      expect(rateHeaders(await client.get('/api/tournaments'))).toMatchObject({ limit: D14.tournamentOps });
    });
  });

  describe('failed authentications per client IP', () => {
    it('after the limit, that address gets 429 before any key lookup, a valid key included; other addresses pass', async () => {
      const { client } = await operatorClient();
      const attacker = { 'x-forwarded-for': '203.0.113.7' };
      for (let i = 0; i < FAILED_AUTH_LIMIT; i++) {
        const res = await t.http.get('/api/auth/permissions', {
          headers: { ...attacker, authorization: `Bearer sk_live_wrong${i}wrongwrongwrongwrong` },
        });
        expect(res.status).toBe(401);
      }
      const blocked = await client.get('/api/auth/permissions', { headers: attacker });
      expectErrorBody(blocked, 429, 'rate_limit_exceeded', {
        details: { limit: FAILED_AUTH_LIMIT, window_seconds: 60, retry_after: expect.any(Number), category: 'failed_auth' },
      });
      expect(blocked.body.message).toContain('failed authentications');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Internal and admin keys from that address are refused too.
      expect((await t.admin.get('/api/admin/operators', { headers: attacker })).status).toBe(429);
      expect((await client.get('/api/auth/permissions', { headers: { 'x-forwarded-for': '198.51.100.9' } })).status).toBe(200);
      expect((await client.get('/api/auth/permissions')).status).toBe(200);
    });
  });
});

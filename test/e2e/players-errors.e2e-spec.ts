import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createKey, operatorWithKey } from '../support/factories';
import { HttpClient, HttpResponse } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, expectErrorBody } from '../support/tournament-fixtures';

// The refusals of the player endpoints (D3): 401, 403 per permission (D4) and per operator,
// 404 for unknown and non-UUID ids, 422 with per-field errors, 400 for what cannot be read;
// and proof that a refused request left no row behind and kept the ledger reconciled (D9).

type Operator = Awaited<ReturnType<typeof operatorWithKey>>;
type Ctx = { tid: string; playerId: string; userId: string };
type Route = {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: (c: Ctx) => string;
  body?: (c: Ctx) => unknown;
  permission: 'players.read' | 'players.write';
  scope: 'tournament' | 'player' | 'account';
};

let seq = 0;
const next = (p: string) => `${p}-${process.pid}-${++seq}`;

/** Routes under /api/tournaments/{tid}/players, with a body that would be valid. */
const TOURNAMENT_ROUTES: Route[] = [
  {
    name: 'POST register',
    method: 'POST',
    path: (c) => `/api/tournaments/${c.tid}/players`,
    body: () => {
      const u = next('reg');
      return { user_id: u, entry_payment_details: { payment_id: `pay-${u}` } };
    },
    permission: 'players.write',
    scope: 'tournament',
  },
  { name: 'GET list', method: 'GET', path: (c) => `/api/tournaments/${c.tid}/players`, permission: 'players.read', scope: 'tournament' },
  {
    name: 'GET status',
    method: 'GET',
    path: (c) => `/api/tournaments/${c.tid}/players/${c.playerId}`,
    permission: 'players.read',
    scope: 'player',
  },
  {
    name: 'DELETE withdraw',
    method: 'DELETE',
    path: (c) => `/api/tournaments/${c.tid}/players/${c.playerId}`,
    body: () => ({ reason: 'hijack' }),
    permission: 'players.write',
    scope: 'player',
  },
  {
    name: 'POST rebuy',
    method: 'POST',
    path: (c) => `/api/tournaments/${c.tid}/players/${c.playerId}/rebuy`,
    body: () => ({ additional_entries: 1, payment_id: next('rebuy') }),
    permission: 'players.write',
    scope: 'player',
  },
  {
    name: 'POST token',
    method: 'POST',
    path: (c) => `/api/tournaments/${c.tid}/players/${c.playerId}/token`,
    permission: 'players.write',
    scope: 'player',
  },
];

/** Routes under /api/players/{userId}. */
const ACCOUNT_ROUTES: Route[] = [
  { name: 'GET history', method: 'GET', path: (c) => `/api/players/${c.userId}/tournaments`, permission: 'players.read', scope: 'account' },
  { name: 'GET wallet', method: 'GET', path: (c) => `/api/players/${c.userId}/wallet`, permission: 'players.read', scope: 'account' },
  {
    name: 'POST transfers',
    method: 'POST',
    path: (c) => `/api/players/${c.userId}/wallet/transfers`,
    body: () => ({ transfer_id: next('tr'), direction: 'in', amount: 1 }),
    permission: 'players.write',
    scope: 'account',
  },
];

const ALL_ROUTES = [...TOURNAMENT_ROUTES, ...ACCOUNT_ROUTES];
const PLAYER_ROUTES = TOURNAMENT_ROUTES.filter((r) => r.scope === 'player');

const ROLE_PERMISSIONS: Record<string, string[]> = {
  full_access: ['tournaments.read', 'tournaments.write', 'tournaments.delete', 'players.read', 'players.write', 'results.read'],
  tournament_manager: ['tournaments.read', 'tournaments.write', 'players.read', 'players.write', 'results.read'],
  read_only: ['tournaments.read', 'players.read', 'results.read'],
  player_registration: ['tournaments.read', 'players.read', 'players.write'],
};

const call = (client: HttpClient, route: Route, c: Ctx, body?: unknown) =>
  client.request(route.method, route.path(c), { body: body ?? route.body?.(c) });

const fieldErrors = (fields: string[]) => Object.fromEntries(fields.map((f) => [f, expect.arrayContaining([expect.any(String)])]));

describe('players: refusals (D3, D4)', () => {
  let t: TestApp;
  let op: Operator;
  let other: Operator;
  let ctx: Ctx;

  const counts = async () => {
    const db = t.app.get(DataSource);
    const [row] = await db.query(
      'SELECT (SELECT count(*) FROM players)::int AS players, (SELECT count(*) FROM tournament_entries)::int AS entries, (SELECT count(*) FROM ledger_entries)::int AS ledger',
    );
    return { players: Number(row.players), entries: Number(row.entries), ledger: Number(row.ledger) };
  };

  /** What operator A can see of its tournament and player: must not move on a refused call. */
  const snapshot = async () => ({
    players: (await op.client.get(`/api/tournaments/${ctx.tid}/players`)).body,
    wallet: (await op.client.get(`/api/players/${ctx.userId}/wallet`)).body,
    status: (await op.client.get(`/api/tournaments/${ctx.tid}/players/${ctx.playerId}`)).body,
  });

  beforeAll(async () => {
    t = await startTestApp();
    op = await operatorWithKey(t);
    other = await operatorWithKey(t);
    const tid = await createTournamentId(op.client, {
      entry_fee: 5,
      max_players: 50,
      config: { rebuy_enabled: true, max_entries_per_player: 100 },
    });
    const userId = next('user');
    const funded = await op.client.post(`/api/players/${userId}/wallet/transfers`, {
      transfer_id: `fund-${userId}`,
      direction: 'in',
      amount: 100,
    });
    if (funded.status !== 201) throw new Error(`fund failed ${funded.text}`);
    const reg = await op.client.post(`/api/tournaments/${tid}/players`, {
      user_id: userId,
      entry_payment_details: { payment_id: `pay-${userId}` },
    });
    if (reg.status !== 201) throw new Error(`register failed ${reg.text}`);
    ctx = { tid, userId, playerId: reg.body.player_id };
  });
  afterAll(() => t?.close());
  afterEach(async () => expectLedgerReconciles(t));

  describe('401 without a valid key', () => {
    it.each(ALL_ROUTES.map((r) => [r.name, r] as const))('%s', async (_n, route) => {
      const before = await counts();
      const snap = await snapshot();
      for (const client of [t.http, t.http.with({ authorization: 'Bearer sk_live_not-a-real-key' })]) {
        const res = await call(client, route, ctx);
        expect({ status: res.status, body: res.body }).toEqual({
          status: 401,
          body: { error: 'unauthorized', code: 'INVALID_API_KEY', message: expect.any(String) },
        });
      }
      expect(await counts()).toEqual(before);
      expect(await snapshot()).toEqual(snap);
    });
  });

  describe('403 INSUFFICIENT_PERMISSIONS per role (D4)', () => {
    const cases = Object.entries(ROLE_PERMISSIONS).flatMap(([role, perms]) =>
      ALL_ROUTES.filter((r) => !perms.includes(r.permission)).map((r) => [role, r.name, r] as const),
    );
    it('read_only lacks players.write on exactly the write routes', () => {
      expect(cases.map(([role, name]) => `${role} ${name}`).sort()).toEqual(
        ['POST register', 'DELETE withdraw', 'POST rebuy', 'POST token', 'POST transfers'].map((n) => `read_only ${n}`).sort(),
      );
    });
    it.each(cases)('%s: %s', async (role, _n, route) => {
      const key = await createKey(t, op.operatorId, role);
      const before = await counts();
      const snap = await snapshot();
      const res = await call(key.client, route, ctx);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 403,
        body: { error: 'forbidden', code: 'INSUFFICIENT_PERMISSIONS', required_permission: route.permission, message: expect.any(String) },
      });
      expect(await counts()).toEqual(before);
      expect(await snapshot()).toEqual(snap);
    });

    it.each(['read_only', 'player_registration', 'tournament_manager'])(
      '%s passes the permission check on every read route',
      async (role) => {
        const key = await createKey(t, op.operatorId, role);
        for (const route of ALL_ROUTES.filter((r) => r.permission === 'players.read')) {
          const res = await call(key.client, route, ctx);
          expect([route.name, res.status]).toEqual([route.name, 200]);
        }
      },
    );

    it.each(['player_registration', 'tournament_manager'])('%s passes the permission check on every write route', async (role) => {
      const key = await createKey(t, op.operatorId, role);
      // Addressed at ids that do not exist (or a harmless transfer), so that passing changes nothing that matters.
      const ghost: Ctx = { tid: randomUUID(), playerId: randomUUID(), userId: ctx.userId };
      for (const route of TOURNAMENT_ROUTES.filter((r) => r.permission === 'players.write')) {
        const res = await call(key.client, route, ghost);
        expect([route.name, res.status, res.body?.error]).toEqual([route.name, 404, 'tournament_not_found']);
      }
      const transfer = await call(key.client, ACCOUNT_ROUTES[2], ctx, { transfer_id: next('mgr'), direction: 'in', amount: 0.01 });
      expect(transfer.status).toBe(201);
    });
  });

  describe("403 RESOURCE_FORBIDDEN on another operator's tournament", () => {
    it.each(TOURNAMENT_ROUTES.map((r) => [r.name, r] as const))('%s', async (_n, route) => {
      const before = await counts();
      const snap = await snapshot();
      const res = await call(other.client, route, ctx);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 403,
        body: { error: 'forbidden', code: 'RESOURCE_FORBIDDEN', message: expect.any(String) },
      });
      expect(await counts()).toEqual(before);
      expect(await snapshot()).toEqual(snap);
    });
  });

  describe('404 for unknown and non-UUID ids (D2)', () => {
    const badIds = [
      ['unknown UUID', () => randomUUID()],
      ['non-UUID', () => 'not-a-uuid'],
    ] as const;

    it.each(TOURNAMENT_ROUTES.flatMap((r) => badIds.map(([label, id]) => [r.name, label, r, id] as const)))(
      '%s, %s tournament id: tournament_not_found',
      async (_n, _l, route, id) => {
        const before = await counts();
        expectErrorBody(await call(op.client, route, { ...ctx, tid: id() }), 404, 'tournament_not_found');
        expect(await counts()).toEqual(before);
      },
    );

    it.each(PLAYER_ROUTES.flatMap((r) => badIds.map(([label, id]) => [r.name, label, r, id] as const)))(
      '%s, %s player id: player_not_found',
      async (_n, _l, route, id) => {
        const before = await counts();
        expectErrorBody(await call(op.client, route, { ...ctx, playerId: id() }), 404, 'player_not_found');
        expect(await counts()).toEqual(before);
      },
    );

    it.each(ACCOUNT_ROUTES.filter((r) => r.method === 'GET').map((r) => [r.name, r] as const))(
      '%s, unknown userId: player_not_found',
      async (_n, route) => {
        expectErrorBody(await call(op.client, route, { ...ctx, userId: next('nobody') }), 404, 'player_not_found');
      },
    );
  });

  describe('422 validation_error with errors per field, and no row left behind', () => {
    let before: Awaited<ReturnType<typeof counts>>;
    let snap: Awaited<ReturnType<typeof snapshot>>;
    beforeEach(async () => {
      before = await counts();
      snap = await snapshot();
    });
    afterEach(async () => {
      expect(await counts()).toEqual(before);
      expect(await snapshot()).toEqual(snap);
    });

    const expect422 = (res: HttpResponse, fields: string[]) =>
      expect({ status: res.status, body: res.body }).toEqual({
        status: 422,
        body: { error: 'validation_error', message: expect.any(String), errors: fieldErrors(fields) },
      });

    const pay = () => ({ entry_payment_details: { payment_id: next('pay') } });
    it.each([
      ['missing user_id', () => ({ ...pay() }), ['user_id']],
      ['bad user_id characters', () => ({ user_id: 'bad id/with spaces', ...pay() }), ['user_id']],
      ['user_id over 128', () => ({ user_id: 'u'.repeat(129), ...pay() }), ['user_id']],
      ['display_name over 64', () => ({ user_id: next('u'), display_name: 'd'.repeat(65), ...pay() }), ['display_name']],
      [
        'display_name with a control character',
        () => ({ user_id: next('u'), display_name: 'Lucky\u0007Luke', ...pay() }),
        ['display_name'],
      ],
      ['unknown top-level field', () => ({ user_id: next('u'), ...pay(), unknown_field: 1 }), ['unknown_field']],
      [
        'unknown nested field',
        () => ({ user_id: next('u'), entry_payment_details: { payment_id: next('pay'), extra: 1 } }),
        ['entry_payment_details.extra'],
      ],
      [
        'payment_id with a space',
        () => ({ user_id: next('u'), entry_payment_details: { payment_id: 'pay 1' } }),
        ['entry_payment_details.payment_id'],
      ],
      ['payment_id missing with a fee', () => ({ user_id: next('u') }), ['entry_payment_details.payment_id']],
    ] as const)('register: %s', async (_n, body, fields) => {
      expect422(await op.client.post(`/api/tournaments/${ctx.tid}/players`, body()), [...fields]);
    });

    it.each([
      ['additional_entries 0', { additional_entries: 0 }, ['additional_entries']],
      ['additional_entries 1.5', { additional_entries: 1.5 }, ['additional_entries']],
      ['additional_entries "2"', { additional_entries: '2' }, ['additional_entries']],
      ['unknown field', { additional_entries: 1, bogus: true }, ['bogus']],
    ] as const)('rebuy: %s', async (_n, body, fields) => {
      expect422(await op.client.post(`/api/tournaments/${ctx.tid}/players/${ctx.playerId}/rebuy`, { ...body, payment_id: next('rb') }), [
        ...fields,
      ]);
    });

    it.each([
      ['reason over 500', { reason: 'r'.repeat(501) }, ['reason']],
      ['unknown field', { reason: 'ok', bogus: true }, ['bogus']],
    ] as const)('withdraw: %s', async (_n, body, fields) => {
      expect422(await op.client.delete(`/api/tournaments/${ctx.tid}/players/${ctx.playerId}`, body), [...fields]);
    });

    it.each([
      ['missing transfer_id', { direction: 'in', amount: 5 }, ['transfer_id']],
      ['bad direction', { direction: 'sideways', amount: 5 }, ['direction']],
      ['amount 0', { direction: 'in', amount: 0 }, ['amount']],
      ['negative amount', { direction: 'in', amount: -5 }, ['amount']],
      ['amount with too many decimals', { direction: 'in', amount: 1.001 }, ['amount']],
      ['amount as a string', { direction: 'in', amount: '5' }, ['amount']],
      ['unknown currency', { direction: 'in', amount: 5, currency: 'ZZZ' }, ['currency']],
      ['unknown field', { direction: 'in', amount: 5, bogus: true }, ['bogus']],
    ] as const)('transfers: %s', async (name, body, fields) => {
      const full = name === 'missing transfer_id' ? body : { transfer_id: next('tr'), ...body };
      expect422(await op.client.post(`/api/players/${ctx.userId}/wallet/transfers`, full), [...fields]);
    });
  });

  describe('400 invalid_request for a body that cannot be read', () => {
    const bodies = [
      ['malformed JSON', '{"user_id":', 'application/json'],
      ['a JSON array', '["x"]', 'application/json'],
      ['wrong Content-Type', 'user_id=x', 'text/plain'],
    ] as const;
    it.each(
      [
        ['register', (c: Ctx) => `/api/tournaments/${c.tid}/players`],
        ['transfers', (c: Ctx) => `/api/players/${c.userId}/wallet/transfers`],
      ].flatMap(([route, path]) =>
        bodies.map(([label, body, type]) => [route as string, label, path as (c: Ctx) => string, body, type] as const),
      ),
    )('%s: %s', async (_r, _l, path, body, type) => {
      const before = await counts();
      expectErrorBody(await op.client.post(path(ctx), body, { headers: { 'content-type': type } }), 400, 'invalid_request');
      expect(await counts()).toEqual(before);
    });
  });

  describe('400 invalid_request for bad query parameters', () => {
    it.each([
      ...['limit=0', 'limit=101', 'offset=-1', 'status=bogus'].map((q) => ['list', q] as const),
      ...['limit=0', 'limit=101', 'offset=-1'].map((q) => ['history', q] as const),
    ])('%s ?%s', async (route, query) => {
      const path = route === 'list' ? `/api/tournaments/${ctx.tid}/players` : `/api/players/${ctx.userId}/tournaments`;
      const res = await op.client.get(`${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
    });
  });
});

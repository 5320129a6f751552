import { randomUUID } from 'node:crypto';
import { createKey, createOperator, operatorWithKey, TestKey } from '../support/factories';
import { HttpClient, HttpResponse } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';
import {
  countTournaments,
  createTournamentId,
  expectErrorBody,
  minutesFromNow,
  outboxEvents,
  seatPlayers,
  tournamentBody,
} from '../support/tournament-fixtures';

// The refusals of the tournament endpoints (D3): 422 with per-field errors, 400 for what cannot
// be read, 401, 403 per permission (D4) and per operator, 404 for unknown and non-UUID ids; and
// proof that a refused request changed nothing.

type Operator = Awaited<ReturnType<typeof operatorWithKey>>;
type Route = { name: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: (id: string) => string; body?: unknown; permission: string };

/** Every route that addresses one tournament, with a body that would be valid. */
const TOURNAMENT_ROUTES: Route[] = [
  { name: 'GET details', method: 'GET', path: (id) => `/api/tournaments/${id}`, permission: 'tournaments.read' },
  { name: 'GET status', method: 'GET', path: (id) => `/api/tournaments/${id}/status`, permission: 'tournaments.read' },
  {
    name: 'PUT update',
    method: 'PUT',
    path: (id) => `/api/tournaments/${id}`,
    body: { name: 'Hijacked', max_players: 1 },
    permission: 'tournaments.write',
  },
  {
    name: 'DELETE cancel',
    method: 'DELETE',
    path: (id) => `/api/tournaments/${id}`,
    body: { reason: 'hijack' },
    permission: 'tournaments.delete',
  },
  { name: 'POST start', method: 'POST', path: (id) => `/api/tournaments/${id}/start`, permission: 'tournaments.write' },
  { name: 'POST complete', method: 'POST', path: (id) => `/api/tournaments/${id}/complete`, permission: 'tournaments.write' },
];

const COLLECTION_ROUTES: Route[] = [
  { name: 'POST create', method: 'POST', path: () => '/api/tournaments', permission: 'tournaments.write' },
  { name: 'GET list', method: 'GET', path: () => '/api/tournaments', permission: 'tournaments.read' },
];

const ROLE_PERMISSIONS: Record<string, string[]> = {
  full_access: ['tournaments.read', 'tournaments.write', 'tournaments.delete', 'players.read', 'players.write', 'results.read'],
  tournament_manager: ['tournaments.read', 'tournaments.write', 'players.read', 'players.write', 'results.read'],
  read_only: ['tournaments.read', 'players.read', 'results.read'],
  player_registration: ['tournaments.read', 'players.read', 'players.write'],
};

const call = (client: HttpClient, route: Route, id: string, body?: unknown) =>
  client.request(route.method, route.path(id), { body: body ?? route.body });

describe('tournaments: refusals (D3, D4)', () => {
  let t: TestApp;
  let op: Operator;

  beforeAll(async () => {
    t = await startTestApp();
    op = await operatorWithKey(t);
  });
  afterAll(() => t?.close());

  /** Everything an operator can see of a tournament, to prove that a refused call changed nothing. */
  const snapshot = async (client: HttpClient, id: string) => ({
    details: (await client.get(`/api/tournaments/${id}`)).body,
    status: (await client.get(`/api/tournaments/${id}/status`)).body,
    events: (await outboxEvents(t, id)).map((e) => e.event_type),
  });

  describe('422 validation_error on create, with errors per field, and no row left behind', () => {
    let before: number;
    beforeEach(async () => {
      before = await countTournaments(t, op.operatorId);
    });
    afterEach(async () => {
      expect(await countTournaments(t, op.operatorId)).toBe(before);
    });

    async function expect422(body: unknown, fields: Record<string, unknown>): Promise<HttpResponse> {
      const res = await op.client.post('/api/tournaments', body);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 422,
        body: { error: 'validation_error', message: expect.any(String), errors: fields },
      });
      return res;
    }

    const messages = expect.arrayContaining([expect.any(String)]);

    it('names every missing required field', async () => {
      await expect422({}, { name: messages, external_id: messages, game: messages, scheduled_start: messages, entry_fee: messages });
      // A request without any body is validated as {} (docs/api-choices.md).
      const res = await op.client.request('POST', '/api/tournaments');
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['entry_fee', 'external_id', 'game', 'name', 'scheduled_start']);
    });

    it('refuses wrong types', async () => {
      await expect422(
        tournamentBody({
          name: 5,
          external_id: ['x'],
          game: true,
          scheduled_start: 1893456000000,
          entry_fee: '10',
          max_players: 2.5,
          min_players: '2',
          prize_pool: 100,
          config: ['reels'],
        }),
        {
          name: messages,
          external_id: messages,
          game: messages,
          scheduled_start: messages,
          entry_fee: messages,
          max_players: messages,
          min_players: messages,
          prize_pool: messages,
          config: messages,
        },
      );
      await expect422(tournamentBody({ prize_pool: { total: '500', distribution: 'top3' } }), {
        'prize_pool.total': messages,
        'prize_pool.distribution': messages,
      });
    });

    it('refuses unknown fields, at the top level and nested', async () => {
      await expect422(tournamentBody({ operator_id: randomUUID(), status: 'completed' }), {
        operator_id: [expect.stringContaining('not an allowed field')],
        status: [expect.stringContaining('not an allowed field')],
      });
      await expect422(tournamentBody({ prize_pool: { total: 10, bonus: 5 } }), {
        'prize_pool.bonus': [expect.stringContaining('not an allowed field')],
      });
    });

    it.each([
      ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
      ['an empty name', { name: '   ' }, 'name'],
      ['a name with control characters', { name: 'Cup\u0007' }, 'name'],
      ['an external_id with a space', { external_id: 'acme 1' }, 'external_id'],
      ['an external_id with a slash', { external_id: 'acme/1' }, 'external_id'],
      ['an external_id over 128 characters', { external_id: 'x'.repeat(129) }, 'external_id'],
      ['a game slug with capitals', { game: 'Book-Of-Gold' }, 'game'],
      ['a game slug starting with a dash', { game: '-slots' }, 'game'],
      ['a game slug over 64 characters', { game: 'a'.repeat(65) }, 'game'],
      ['a time without offset', { scheduled_start: '2099-01-01T10:00:00' }, 'scheduled_start'],
      ['a date alone', { scheduled_start: '2099-01-01' }, 'scheduled_start'],
      ['an impossible date', { scheduled_start: '2099-02-30T10:00:00Z' }, 'scheduled_start'],
      ['a start in the past', { scheduled_start: minutesFromNow(-1) }, 'scheduled_start'],
      ['a negative entry_fee', { entry_fee: -1 }, 'entry_fee'],
      ['an entry_fee with more decimals than EUR has', { entry_fee: 10.555 }, 'entry_fee'],
      ['a fraction of a yen', { entry_fee: 100.5, currency: 'JPY' }, 'entry_fee'],
      ['an unknown currency', { currency: 'XYZ1' }, 'currency'],
      ['max_players 0', { max_players: 0 }, 'max_players'],
      ['min_players 0', { min_players: 0 }, 'min_players'],
      ['min_players above max_players', { min_players: 5, max_players: 3 }, 'min_players'],
      ['a negative guarantee', { prize_pool: { total: -5 } }, 'prize_pool.total'],
      ['a guarantee with 3 decimals', { prize_pool: { total: 1.001 } }, 'prize_pool.total'],
      ['a distribution summing to 80', { prize_pool: { total: 0, distribution: { '1': 50, '2': 30 } } }, 'prize_pool.distribution'],
      ['a distribution summing to 110', { prize_pool: { total: 0, distribution: { '1': 60, '2': 50 } } }, 'prize_pool.distribution'],
      ['a distribution with a gap', { prize_pool: { total: 0, distribution: { '1': 60, '3': 40 } } }, 'prize_pool.distribution'],
      ['a distribution with a bad key', { prize_pool: { total: 0, distribution: { first: 100 } } }, 'prize_pool.distribution'],
      ['a config over 16 KiB', { config: { blob: 'x'.repeat(17 * 1024) } }, 'config'],
      ['an unknown tournament_type', { config: { tournament_type: 'knockout' } }, 'config.tournament_type'],
      ['a rake over 50 %', { config: { rake_percent: 51 } }, 'config.rake_percent'],
      ['a rebuy_fee with more decimals than the currency', { config: { rebuy_fee: 1.234 } }, 'config.rebuy_fee'],
    ])('refuses %s', async (_label, overrides, field) => {
      const res = await op.client.post('/api/tournaments', tournamentBody(overrides));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        error: 'validation_error',
        message: expect.any(String),
        errors: { [field]: expect.arrayContaining([expect.any(String)]) },
      });
    });

    it.each(['name', 'external_id', 'game', 'scheduled_start', 'entry_fee', 'min_players', 'currency', 'prize_pool', 'config'])(
      'refuses null for %s, which is not nullable',
      async (field) => {
        await expect422(tournamentBody({ [field]: null }), { [field]: messages });
      },
    );

    it('refuses null for prize_pool.total and prize_pool.distribution', async () => {
      await expect422(tournamentBody({ prize_pool: { total: null, distribution: null } }), {
        'prize_pool.total': messages,
        'prize_pool.distribution': messages,
      });
    });

    it('accepts the limits themselves: a 200-character name, a 128-character external_id, exactly 2 decimals', async () => {
      const res = await op.client.post(
        '/api/tournaments',
        tournamentBody({
          name: 'n'.repeat(200),
          external_id: `${'e'.repeat(100)}.${randomUUID().slice(0, 27)}`,
          entry_fee: 10.55,
          max_players: 1,
          min_players: 1,
        }),
      );
      expect(res.status).toBe(201);
      before += 1;
    });

    it('gives every problem of one request at once', async () => {
      await expect422(tournamentBody({ name: '', entry_fee: -1, max_players: 0, game: 'No Slug', scheduled_start: 'tomorrow' }), {
        name: messages,
        entry_fee: messages,
        max_players: messages,
        game: messages,
        scheduled_start: messages,
      });
      await expect422(
        tournamentBody({
          entry_fee: 1.001,
          min_players: 3,
          max_players: 2,
          prize_pool: { total: 0, distribution: { '1': 1 } },
          config: { rake_percent: 99 },
        }),
        {
          entry_fee: messages,
          min_players: messages,
          'prize_pool.distribution': messages,
          'config.rake_percent': messages,
        },
      );
    });
  });

  describe('400 invalid_request (413 when too large) for a body that cannot be read', () => {
    let before: number;
    beforeEach(async () => {
      before = await countTournaments(t, op.operatorId);
    });
    afterEach(async () => {
      expect(await countTournaments(t, op.operatorId)).toBe(before);
    });

    it.each([
      ['malformed JSON', '{"name": "Cup", ', 'application/json'],
      ['a JSON array', '[{"name": "Cup"}]', 'application/json'],
      ['a JSON string', '"Cup"', 'application/json'],
      ['a JSON number', '42', 'application/json'],
      ['JSON null', 'null', 'application/json'],
      ['a text/plain body', JSON.stringify({ name: 'Cup' }), 'text/plain'],
      ['a form body', 'name=Cup&game=slots', 'application/x-www-form-urlencoded'],
    ])('on create: %s', async (_label, body, contentType) => {
      const res = await op.client.post('/api/tournaments', body, { headers: { 'content-type': contentType } });
      expectErrorBody(res, 400, 'invalid_request');
    });

    it('refuses a body over 1 MiB with 413 payload_too_large', async () => {
      const res = await op.client.post('/api/tournaments', tournamentBody({ config: { blob: 'x'.repeat(1024 * 1024) } }));
      expectErrorBody(res, 413, 'payload_too_large');
    });

    it('on update and cancel too, leaving the tournament unchanged', async () => {
      const id = await createTournamentId(op.client);
      before += 1;
      const snap = await snapshot(op.client, id);
      for (const method of ['PUT', 'DELETE']) {
        expectErrorBody(
          await op.client.request(method, `/api/tournaments/${id}`, { body: '{"name":', headers: { 'content-type': 'application/json' } }),
          400,
          'invalid_request',
        );
        expectErrorBody(
          await op.client.request(method, `/api/tournaments/${id}`, { body: '["x"]', headers: { 'content-type': 'application/json' } }),
          400,
          'invalid_request',
        );
        expectErrorBody(
          await op.client.request(method, `/api/tournaments/${id}`, { body: 'reason=x', headers: { 'content-type': 'text/plain' } }),
          400,
          'invalid_request',
        );
      }
      expect(await snapshot(op.client, id)).toEqual(snap);
    });
  });

  describe('422 on update and cancel', () => {
    let id: string;
    beforeAll(async () => {
      id = await createTournamentId(op.client, { min_players: 2, max_players: 10, entry_fee: 5, config: { reels: 5 } });
      await seatPlayers(t, id, 3);
    });

    it.each([
      ['an empty body', {}, 'body'],
      ['an unknown field', { status: 'completed' }, 'status'],
      ['an unknown nested field', { prize_pool: { total: 1, extra: true } }, 'prize_pool.extra'],
      ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
      ['a start in the past', { scheduled_start: minutesFromNow(-5) }, 'scheduled_start'],
      ['a start without offset', { scheduled_start: '2099-01-01T10:00:00' }, 'scheduled_start'],
      ['max_players 0', { max_players: 0 }, 'max_players'],
      ['max_players below the 3 registered', { max_players: 2 }, 'max_players'],
      ['min_players above max_players', { min_players: 11 }, 'min_players'],
      ['an entry_fee change after players registered', { entry_fee: 6 }, 'entry_fee'],
      ['a negative entry_fee', { entry_fee: -6 }, 'entry_fee'],
      ['a distribution not summing to 100', { prize_pool: { total: 0, distribution: { '1': 99 } } }, 'prize_pool.distribution'],
      ['a config over 16 KiB once merged', { config: { blob: 'x'.repeat(17 * 1024) } }, 'config'],
      ['a bad D5 config key', { config: { max_entries_per_player: 0 } }, 'config.max_entries_per_player'],
      ['a wrong config type', { config: 'reels=5' }, 'config'],
      ['a null name', { name: null }, 'name'],
      ['a null min_players', { min_players: null }, 'min_players'],
      ['a null scheduled_start', { scheduled_start: null }, 'scheduled_start'],
      ['a null entry_fee', { entry_fee: null }, 'entry_fee'],
      ['a null prize_pool', { prize_pool: null }, 'prize_pool'],
      ['a null distribution', { prize_pool: { total: 1, distribution: null } }, 'prize_pool.distribution'],
      ['a null config', { config: null }, 'config'],
    ])('refuses an update with %s, changing nothing', async (_label, body, field) => {
      const snap = await snapshot(op.client, id);
      const res = await op.client.put(`/api/tournaments/${id}`, body);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        error: 'validation_error',
        message: expect.any(String),
        errors: { [field]: expect.arrayContaining([expect.any(String)]) },
      });
      expect(await snapshot(op.client, id)).toEqual(snap);
    });

    it.each([
      ['no reason', {}],
      ['an empty reason', { reason: '   ' }],
      ['a reason over 500 characters', { reason: 'r'.repeat(501) }],
      ['a reason that is not a string', { reason: 42 }],
      ['an unknown field', { reason: 'ok', refund: false }],
    ])('refuses a cancel with %s, changing nothing', async (_label, body) => {
      const snap = await snapshot(op.client, id);
      const res = await op.client.delete(`/api/tournaments/${id}`, body);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('validation_error');
      expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
      expect(await snapshot(op.client, id)).toEqual(snap);
    });

    it('refuses a cancel without any body (reason is required)', async () => {
      const res = await op.client.request('DELETE', `/api/tournaments/${id}`);
      expectErrorBody(res, 422, 'validation_error', { errors: { reason: expect.arrayContaining([expect.any(String)]) } });
      expect((await op.client.get(`/api/tournaments/${id}`)).body.tournament.status).toBe('scheduled');
    });

    it('accepts a 500-character reason', async () => {
      const other = await createTournamentId(op.client);
      const res = await op.client.delete(`/api/tournaments/${other}`, { reason: 'r'.repeat(500) });
      expect(res.status).toBe(200);
      expect(res.body.reason).toHaveLength(500);
    });
  });

  describe('400 invalid_request for bad list query parameters', () => {
    it.each([
      'limit=0',
      'limit=101',
      'limit=abc',
      'limit=1.5',
      'offset=-1',
      'offset=x',
      'sort=createdAt',
      'sort=foo:asc',
      'sort=name:up',
      'sort=entry_fee:asc',
      'status=bogus',
      'status=scheduled,bogus',
      'startDate=yesterday',
      'startDate=2026-13-01',
      'endDate=2026-02-30',
      'endDate=2026-11-30T10:00:00',
      'minPlayers=-1',
      'maxPlayers=many',
      'page=0',
      'per_page=101',
      'limit=10&page=1',
      'offset=0&per_page=10',
    ])('?%s', async (query) => {
      const res = await op.client.get(`/api/tournaments?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
    });

    it('names the bad parameter in details.errors', async () => {
      const res = await op.client.get('/api/tournaments?limit=500');
      expect(res.body).toEqual({
        error: 'invalid_request',
        message: expect.stringContaining('limit'),
        details: { errors: { limit: [expect.any(String)] } },
      });
    });
  });

  describe('401 without a valid key', () => {
    it.each([...COLLECTION_ROUTES, ...TOURNAMENT_ROUTES].map((r) => [r.name, r] as const))('%s', async (_name, route) => {
      const id = await createTournamentId(op.client);
      const snap = await snapshot(op.client, id);
      for (const client of [t.http, t.http.with({ authorization: 'Bearer sk_live_not-a-real-key' })]) {
        const res = await call(client, route, id, route.name === 'POST create' ? tournamentBody() : undefined);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'unauthorized', code: 'INVALID_API_KEY', message: expect.any(String) });
      }
      expect(await snapshot(op.client, id)).toEqual(snap);
    });
  });

  describe('403 INSUFFICIENT_PERMISSIONS per route and role (D4)', () => {
    const keys: Record<string, TestKey> = {};
    let operatorId: string;
    beforeAll(async () => {
      operatorId = (await createOperator(t)).operatorId;
      for (const role of Object.keys(ROLE_PERMISSIONS)) keys[role] = await createKey(t, operatorId, role);
    });

    const cases = [...COLLECTION_ROUTES, ...TOURNAMENT_ROUTES].flatMap((route) =>
      Object.keys(ROLE_PERMISSIONS)
        .filter((role) => !ROLE_PERMISSIONS[role].includes(route.permission))
        .map((role) => [route.name, role, route] as const),
    );

    it('covers every role that lacks a permission', () => {
      expect(cases.map(([name, role]) => `${name} ${role}`).sort()).toEqual(
        [
          'DELETE cancel player_registration',
          'DELETE cancel read_only',
          'DELETE cancel tournament_manager',
          'POST complete player_registration',
          'POST complete read_only',
          'POST create player_registration',
          'POST create read_only',
          'POST start player_registration',
          'POST start read_only',
          'PUT update player_registration',
          'PUT update read_only',
        ].sort(),
      );
    });

    it.each(cases)('%s with a %s key', async (_name, role, route) => {
      const id = await createTournamentId(keys.full_access.client);
      await seatPlayers(t, id, 1);
      if (route.name === 'POST complete') expect((await keys.full_access.client.post(`/api/tournaments/${id}/start`)).status).toBe(200);
      const snap = await snapshot(keys.full_access.client, id);
      const count = await countTournaments(t, operatorId);
      const res = await call(keys[role].client, route, id, route.name === 'POST create' ? tournamentBody() : undefined);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'forbidden',
        code: 'INSUFFICIENT_PERMISSIONS',
        required_permission: route.permission,
        message: expect.any(String),
      });
      // Permission is checked before the body: an invalid body is still a 403.
      if (route.body !== undefined || route.name === 'POST create') {
        const invalid = await call(keys[role].client, route, id, { unknown: true });
        expect(invalid.status).toBe(403);
      }
      expect(await snapshot(keys.full_access.client, id)).toEqual(snap);
      expect(await countTournaments(t, operatorId)).toBe(count);
    });

    it.each(Object.keys(ROLE_PERMISSIONS))('a %s key reads the list, details and status', async (role) => {
      const id = await createTournamentId(keys.full_access.client);
      for (const path of ['/api/tournaments', `/api/tournaments/${id}`, `/api/tournaments/${id}/status`]) {
        expect((await keys[role].client.get(path)).status).toBe(200);
      }
    });

    it('a tournament_manager key creates, updates, starts and completes', async () => {
      const client = keys.tournament_manager.client;
      const id = await createTournamentId(client);
      expect((await client.put(`/api/tournaments/${id}`, { name: 'Managed' })).status).toBe(200);
      await seatPlayers(t, id, 1);
      expect((await client.post(`/api/tournaments/${id}/start`)).status).toBe(200);
      expect((await client.post(`/api/tournaments/${id}/complete`)).status).toBe(200);
    });
  });

  describe("403 RESOURCE_FORBIDDEN on another operator's tournament", () => {
    let a: Operator;
    let b: Operator;
    beforeAll(async () => {
      a = await operatorWithKey(t);
      b = await operatorWithKey(t);
    });

    it.each(TOURNAMENT_ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
      const id = await createTournamentId(a.client, { max_players: 10 });
      await seatPlayers(t, id, 1);
      if (route.name === 'POST complete') expect((await a.client.post(`/api/tournaments/${id}/start`)).status).toBe(200);
      const snap = await snapshot(a.client, id);
      const res = await call(b.client, route, id);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'forbidden', code: 'RESOURCE_FORBIDDEN', message: expect.any(String) });
      expect(res.text).not.toContain(snap.details.tournament.name);
      expect(await snapshot(a.client, id)).toEqual(snap);
    });

    it("never lists another operator's tournaments, whatever the filter", async () => {
      const ids = [await createTournamentId(a.client, { game: 'a-only-game' }), await createTournamentId(a.client)];
      const own = await createTournamentId(b.client);
      for (const query of [
        '',
        '?limit=100',
        '?status=scheduled,in_progress,completed,cancelled&limit=100',
        '?gameSlug=a-only-game',
        '?page=1&per_page=100',
      ]) {
        const res = await b.client.get(`/api/tournaments${query}`);
        expect(res.status).toBe(200);
        const listed = (res.body.tournaments ?? res.body.data).map((x: any) => x.tournamentId);
        for (const id of ids) expect(listed).not.toContain(id);
        if (query !== '?gameSlug=a-only-game') expect(listed).toContain(own);
        const total = res.body.pagination?.total ?? res.body.total;
        expect(total).toBe((await countTournaments(t, b.operatorId)) - (query === '?gameSlug=a-only-game' ? 1 : 0));
      }
    });

    it("refuses an Idempotency-Key replay across operators: B's key never returns A's response", async () => {
      const key = `shared-${randomUUID()}`;
      const body = tournamentBody();
      const first = await a.client.post('/api/tournaments', body, { headers: { 'idempotency-key': key } });
      expect(first.status).toBe(201);
      const second = await b.client.post('/api/tournaments', body, { headers: { 'idempotency-key': key } });
      expect(second.status).toBe(201);
      expect(second.headers.get('idempotent-replayed')).toBeNull();
      expect(second.body.tournament_id).not.toBe(first.body.tournament_id);
    });
  });

  describe('404 tournament_not_found', () => {
    it.each(TOURNAMENT_ROUTES.map((r) => [r.name, r] as const))('%s of an unknown UUID or a non-UUID id', async (_name, route) => {
      for (const id of [randomUUID(), '00000000-0000-0000-0000-000000000000', 'not-a-uuid', '12345', 'DROP%20TABLE%20tournaments']) {
        const res = await call(op.client, route, id);
        expectErrorBody(res, 404, 'tournament_not_found');
      }
    });
  });
});

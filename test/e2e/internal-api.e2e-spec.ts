import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createInternalKey, operatorWithKey } from '../support/factories';
import { HttpClient } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, expectErrorBody, seatPlayers } from '../support/tournament-fixtures';

// D11 and spec 13/14: the game platform's reads of a tournament (players, config, status), and the
// D4 rules that hold on every internal route: 401 for anything but a live internal key, 403 for a
// tournament of an operator the key is not bound to, 404 for unknown ids.

type Operator = Awaited<ReturnType<typeof operatorWithKey>>;

const UNKNOWN_ID = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';

describe('internal API: players, config, status (D11, spec 13, 14)', () => {
  let t: TestApp;
  let op: Operator;
  let other: Operator;
  let platform: HttpClient;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'internal-api-e2e-')) });
    op = await operatorWithKey(t);
    other = await operatorWithKey(t);
    platform = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [op.operatorId])).apiKey });
  });
  afterAll(async () => t?.close());
  afterEach(async () => expectLedgerReconciles(t));

  const db = () => t.app.get(DataSource);

  /** Funds and registers a new user through the operator API; returns the registration record. */
  async function register(tournamentId: string, client: HttpClient = op.client, fee = 10): Promise<any> {
    const user = `ia-user-${++seq}`;
    if (fee > 0) {
      const funded = await client.post(`/api/players/${user}/wallet/transfers`, {
        transfer_id: `fund-${user}`,
        direction: 'in',
        amount: fee * 3,
      });
      expect(funded.status).toBe(201);
    }
    const res = await client.post(`/api/tournaments/${tournamentId}/players`, {
      user_id: user,
      display_name: `Player ${seq}`,
      entry_payment_details: { payment_id: `pay-${user}` },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  const base = (id: string) => `/api/internal/tournaments/${id}`;

  describe('GET .../players (spec 13)', () => {
    let tournamentId: string;
    let players: any[];

    beforeAll(async () => {
      tournamentId = await createTournamentId(op.client, { max_players: 10, min_players: 2 });
      players = [];
      for (let i = 0; i < 4; i++) players.push(await register(tournamentId));
      const withdrawn = await op.client.delete(`/api/tournaments/${tournamentId}/players/${players[3].player_id}`, {
        reason: 'Player request',
      });
      expect(withdrawn.status).toBe(200);
    });

    it('lists every entry with the spec 13 fields, in registration order, with pagination', async () => {
      const res = await platform.get(`${base(tournamentId)}/players`);
      expect(res.status).toBe(200);
      const rows = await db().query(
        'SELECT id, registered_at FROM tournament_entries WHERE tournament_id = $1 ORDER BY registered_at, id',
        [tournamentId],
      );
      expect(res.body).toEqual({
        tournament_id: tournamentId,
        total_players: 3,
        max_players: 10,
        tournament_status: 'scheduled',
        players: players.map((p, i) => ({
          internal_player_id: p.internal_player_id,
          player_id: p.player_id,
          display_name: p.display_name,
          external_id: p.user_id,
          status: i === 3 ? 'withdrawn' : 'registered',
          points: '0',
          current_round_id: null,
          current_group_id: null,
          entry_count: 1,
          registered_at: p.registered_at,
        })),
        pagination: { total: 4, limit: 20, offset: 0, hasMore: false },
      });
      expect(res.body.players.map((p: any) => p.internal_player_id)).toEqual(rows.map((r: any) => r.id));
    });

    it('filters by status (one or a comma list) and pages with limit/offset', async () => {
      const withdrawn = await platform.get(`${base(tournamentId)}/players?status=withdrawn`);
      expect(withdrawn.body.players.map((p: any) => p.internal_player_id)).toEqual([players[3].internal_player_id]);
      expect(withdrawn.body.pagination).toEqual({ total: 1, limit: 20, offset: 0, hasMore: false });
      expect(withdrawn.body.total_players).toBe(3);

      const both = await platform.get(`${base(tournamentId)}/players?status=registered,withdrawn&limit=2&offset=1`);
      expect(both.body.players.map((p: any) => p.internal_player_id)).toEqual([
        players[1].internal_player_id,
        players[2].internal_player_id,
      ]);
      expect(both.body.pagination).toEqual({ total: 4, limit: 2, offset: 1, hasMore: true });

      const last = await platform.get(`${base(tournamentId)}/players?limit=2&offset=2`);
      expect(last.body.pagination).toEqual({ total: 4, limit: 2, offset: 2, hasMore: false });
      const none = await platform.get(`${base(tournamentId)}/players?status=winner`);
      expect(none.body).toMatchObject({ players: [], pagination: { total: 0, hasMore: false } });
    });

    it.each([['limit=0'], ['limit=101'], ['limit=abc'], ['offset=-1'], ['status=playing'], ['status=registered,nope']])(
      '400 invalid_request for %s',
      async (query) => {
        const res = await platform.get(`${base(tournamentId)}/players?${query}`);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error: 'invalid_request', message: expect.any(String), details: { errors: expect.any(Object) } });
      },
    );

    it('shows rounds and groups from rooms, the same as the operator player status (spec 7)', async () => {
      const started = await op.client.post(`/api/tournaments/${tournamentId}/start`);
      expect(started.status).toBe(200);
      await db().query('UPDATE tournaments SET current_round = 2 WHERE id = $1', [tournamentId]);
      const [a, b, c] = players;
      const grouped = await platform.post(`${base(tournamentId)}/rooms`, { round: 3, group: 'A', players: [a.internal_player_id] });
      const ungrouped = await platform.post(`${base(tournamentId)}/rooms`, { players: [b.internal_player_id] });
      expect([grouped.status, ungrouped.status]).toEqual([201, 201]);
      await db().query(`UPDATE tournament_entries SET status = 'eliminated', eliminated_at = now(), elimination_round = 1 WHERE id = $1`, [
        c.internal_player_id,
      ]);

      const res = await platform.get(`${base(tournamentId)}/players`);
      const byId = new Map(res.body.players.map((p: any) => [p.internal_player_id, p]));
      expect(byId.get(a.internal_player_id)).toMatchObject({ status: 'active', current_round_id: '3', current_group_id: 'A' });
      expect(byId.get(b.internal_player_id)).toMatchObject({
        status: 'active',
        current_round_id: '2',
        current_group_id: ungrouped.body.room_id,
      });
      expect(byId.get(c.internal_player_id)).toMatchObject({ status: 'eliminated', current_round_id: null, current_group_id: null });
      expect(byId.get(players[3].internal_player_id)).toMatchObject({
        status: 'withdrawn',
        current_round_id: null,
        current_group_id: null,
      });

      const status = async (p: any) => (await op.client.get(`/api/tournaments/${tournamentId}/players/${p.internal_player_id}`)).body;
      expect(await status(a)).toMatchObject({ current_round: '3', current_group: 'A', elimination_round: null });
      expect(await status(b)).toMatchObject({ current_round: '2', current_group: ungrouped.body.room_id, elimination_round: null });
      expect(await status(c)).toMatchObject({ status: 'eliminated', current_round: null, current_group: null, elimination_round: 1 });

      // A later room is the current one; a closed room is no one's.
      const later = await platform.post(`${base(tournamentId)}/rooms`, { round: 4, group: 'Final', players: [a.internal_player_id] });
      expect(await status(a)).toMatchObject({ current_round: '4', current_group: 'Final' });
      await platform.patch(`${base(tournamentId)}/rooms/${later.body.room_id}`, { status: 'closed' });
      expect(await status(a)).toMatchObject({ current_round: '3', current_group: 'A' });
      await platform.patch(`${base(tournamentId)}/rooms/${grouped.body.room_id}`, { status: 'closed' });
      expect(await status(a)).toMatchObject({ current_round: '2', current_group: null });
    });
  });

  describe('GET .../config (spec 14)', () => {
    it('returns the configuration with timing, prize_pool_config, game_config and entry_settings', async () => {
      const tournamentId = await createTournamentId(op.client, {
        max_players: 50,
        min_players: 3,
        entry_fee: 12.5,
        prize_pool: { total: 100, distribution: { '1': 60, '2': 40 } },
        config: {
          tournament_type: 'elimination',
          rebuy_enabled: true,
          max_entries_per_player: 3,
          rebuy_fee: 7.25,
          rake_percent: 10,
          duration_minutes: 90,
          late_registration_minutes: 15,
          reels: 5,
          theme: { colour: 'gold' },
        },
      });
      const [row] = await db().query('SELECT name, scheduled_start FROM tournaments WHERE id = $1', [tournamentId]);
      const res = await platform.get(`${base(tournamentId)}/config`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        tournament_id: tournamentId,
        name: row.name,
        game_slug: 'book-of-gold',
        tournament_type: 'elimination',
        max_players: 50,
        min_players: 3,
        status: 'scheduled',
        scheduled_start: new Date(row.scheduled_start).toISOString(),
        entry_fee: 12.5,
        prize_pool_config: { guaranteed: 100, distribution: { '1': 60, '2': 40 }, rake_percent: 10, currency: 'EUR' },
        game_config: { reels: 5, theme: { colour: 'gold' } },
        timing: {
          scheduled_start: new Date(row.scheduled_start).toISOString(),
          actual_start: null,
          completed_at: null,
          duration_minutes: 90,
          late_registration_minutes: 15,
        },
        entry_settings: { max_entries_per_player: 3, rebuy_enabled: true, rebuy_fee: 7.25 },
      });
    });

    it('applies the D5 defaults and shows an unlimited tournament with max_players null', async () => {
      const tournamentId = await createTournamentId(op.client, { entry_fee: 0 });
      const res = await platform.get(`${base(tournamentId)}/config`);
      expect(res.body).toMatchObject({
        tournament_type: 'points_based',
        max_players: null,
        min_players: 1,
        entry_fee: 0,
        prize_pool_config: { guaranteed: 0, distribution: { '1': 50, '2': 30, '3': 20 }, rake_percent: 0, currency: 'EUR' },
        game_config: {},
        timing: { actual_start: null, completed_at: null, duration_minutes: null, late_registration_minutes: 0 },
        entry_settings: { max_entries_per_player: 1, rebuy_enabled: false, rebuy_fee: 0 },
      });
    });
  });

  describe('GET .../status (D11)', () => {
    it('agrees with the operator status endpoint and adds entry statistics and timing', async () => {
      const tournamentId = await createTournamentId(op.client, {
        min_players: 2,
        config: { rebuy_enabled: true, max_entries_per_player: 3, duration_minutes: 30 },
      });
      const players = [await register(tournamentId), await register(tournamentId), await register(tournamentId)];
      const rebuy = await op.client.post(`/api/tournaments/${tournamentId}/players/${players[0].player_id}/rebuy`, {
        additional_entries: 2,
        payment_id: `rb-${players[0].player_id}`,
      });
      expect(rebuy.status).toBe(200);

      const before = await platform.get(`${base(tournamentId)}/status`);
      const [row] = await db().query('SELECT scheduled_start FROM tournaments WHERE id = $1', [tournamentId]);
      expect(before.status).toBe(200);
      expect(before.body).toEqual({
        tournament_id: tournamentId,
        status: 'scheduled',
        current_phase: 'registration',
        player_counts: { total_registered: 3, active_players: 0, eliminated_players: 0 },
        entry_statistics: { total_players: 3, total_entries: 5, average_entries_per_player: 1.67 },
        timing: {
          scheduled_start: new Date(row.scheduled_start).toISOString(),
          actual_start: null,
          completed_at: null,
          duration_minutes: 30,
          late_registration_minutes: 0,
        },
        active_games: [],
      });

      const started = await op.client.post(`/api/tournaments/${tournamentId}/start`);
      await db().query(`UPDATE tournament_entries SET status = 'eliminated', eliminated_at = now() WHERE id = $1`, [
        players[2].internal_player_id,
      ]);
      await db().query('UPDATE tournaments SET current_round = 1 WHERE id = $1', [tournamentId]);
      const open = await platform.post(`${base(tournamentId)}/rooms`, {
        round: 1,
        group: 'A',
        players: [players[0].internal_player_id, players[1].internal_player_id],
      });
      const playing = await platform.post(`${base(tournamentId)}/rooms`, { round: 1, players: [players[2].internal_player_id] });
      const closed = await platform.post(`${base(tournamentId)}/rooms`, { round: 1, group: 'C', players: [] });
      expect((await platform.patch(`${base(tournamentId)}/rooms/${playing.body.room_id}`, { status: 'playing' })).status).toBe(200);
      expect((await platform.patch(`${base(tournamentId)}/rooms/${closed.body.room_id}`, { status: 'closed' })).status).toBe(200);

      const internal = await platform.get(`${base(tournamentId)}/status`);
      const operator = await op.client.get(`/api/tournaments/${tournamentId}/status`);
      const activeGames = [
        { room_id: open.body.room_id, round: 1, group: 'A', status: 'open', player_count: 2 },
        { room_id: playing.body.room_id, round: 1, group: null, status: 'playing', player_count: 1 },
      ];
      expect(internal.body).toEqual({
        tournament_id: tournamentId,
        status: 'in_progress',
        current_phase: 'round_1',
        player_counts: { total_registered: 3, active_players: 2, eliminated_players: 1 },
        entry_statistics: { total_players: 3, total_entries: 5, average_entries_per_player: 1.67 },
        timing: {
          scheduled_start: new Date(row.scheduled_start).toISOString(),
          actual_start: started.body.actual_start_time,
          completed_at: null,
          duration_minutes: 30,
          late_registration_minutes: 0,
        },
        active_games: activeGames,
      });
      expect(operator.body).toMatchObject({
        tournament_id: tournamentId,
        status: internal.body.status,
        current_phase: internal.body.current_phase,
        player_counts: internal.body.player_counts,
        active_games: activeGames,
      });

      // Once the tournament is over its rooms are history: no active games.
      expect((await op.client.delete(`/api/tournaments/${tournamentId}`, { reason: 'Provider outage' })).status).toBe(200);
      const cancelled = await platform.get(`${base(tournamentId)}/status`);
      expect(cancelled.body).toMatchObject({
        status: 'cancelled',
        current_phase: 'cancelled',
        active_games: [],
        player_counts: { total_registered: 0 },
      });
      expect((await op.client.get(`/api/tournaments/${tournamentId}/status`)).body.active_games).toEqual([]);
    });

    it('a tournament without players: zeros, not NaN', async () => {
      const tournamentId = await createTournamentId(op.client);
      const res = await platform.get(`${base(tournamentId)}/status`);
      expect(res.body).toMatchObject({
        player_counts: { total_registered: 0, active_players: 0, eliminated_players: 0 },
        entry_statistics: { total_players: 0, total_entries: 0, average_entries_per_player: 0 },
        active_games: [],
      });
    });
  });

  describe('keys, operators and ids on every internal route (D3, D4)', () => {
    let tournamentId: string;
    let otherTournamentId: string;
    let roomId: string;
    let jwt: string;
    let routes: Array<{ name: string; call: (client: HttpClient, tid: string) => Promise<any> }>;

    beforeAll(async () => {
      tournamentId = await createTournamentId(op.client, { entry_fee: 0 });
      otherTournamentId = await createTournamentId(other.client, { entry_fee: 0 });
      await seatPlayers(t, tournamentId, 1);
      const [entry] = await db().query('SELECT id FROM tournament_entries WHERE tournament_id = $1', [tournamentId]);
      roomId = (await platform.post(`${base(tournamentId)}/rooms`, { players: [entry.id] })).body.room_id;
      jwt = (await register(tournamentId, op.client, 0)).game_access.jwt;
      routes = [
        { name: 'GET players', call: (c, tid) => c.get(`${base(tid)}/players`) },
        { name: 'GET config', call: (c, tid) => c.get(`${base(tid)}/config`) },
        { name: 'GET status', call: (c, tid) => c.get(`${base(tid)}/status`) },
        { name: 'POST rooms', call: (c, tid) => c.post(`${base(tid)}/rooms`, { players: [] }) },
        { name: 'GET rooms', call: (c, tid) => c.get(`${base(tid)}/rooms`) },
        { name: 'GET room', call: (c, tid) => c.get(`${base(tid)}/rooms/${roomId}`) },
        { name: 'PATCH room', call: (c, tid) => c.patch(`${base(tid)}/rooms/${roomId}`, { metadata: { checked: true } }) },
      ];
    });

    it('401 INVALID_API_KEY without a key, with an operator key, with an unknown or revoked internal key, on every route', async () => {
      const revoked = await createInternalKey(t, [op.operatorId]);
      expect((await t.admin.delete(`/api/admin/internal-api-keys/${revoked.keyId}`)).status).toBe(200);
      const clients = [
        t.http,
        op.client,
        t.http.with({ 'x-internal-api-key': op.apiKey }),
        t.http.with({ 'x-internal-api-key': revoked.apiKey }),
        t.http.with({ authorization: `Bearer ${revoked.apiKey}` }),
        t.http.with({ 'x-internal-api-key': 'internal_unknown0000000000000000' }),
      ];
      for (const route of [
        ...routes,
        { name: 'POST validate-token', call: (c: HttpClient) => c.post('/api/internal/auth/validate-token', { token: jwt }) },
      ]) {
        for (const client of clients) {
          const res = await route.call(client, tournamentId);
          expect({ route: route.name, status: res.status, body: res.body }).toEqual({
            route: route.name,
            status: 401,
            body: { error: 'unauthorized', code: 'INVALID_API_KEY', message: expect.any(String) },
          });
        }
      }
    });

    it('403 RESOURCE_FORBIDDEN for a key bound to another operator, on every route, changing nothing', async () => {
      const foreign = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [other.operatorId])).apiKey });
      for (const route of routes) {
        const res = await route.call(foreign, tournamentId);
        expect({ route: route.name, status: res.status, body: res.body }).toEqual({
          route: route.name,
          status: 403,
          body: { error: 'forbidden', code: 'RESOURCE_FORBIDDEN', message: expect.any(String) },
        });
      }
      const [room] = await db().query('SELECT metadata FROM rooms WHERE id = $1', [roomId]);
      expect(room.metadata).toEqual({});
      expect(Number((await db().query('SELECT count(*) AS n FROM rooms WHERE tournament_id = $1', [tournamentId]))[0].n)).toBe(1);
    });

    it('a key bound to both operators, or to all, reaches both tournaments', async () => {
      for (const key of [await createInternalKey(t, [op.operatorId, other.operatorId]), await createInternalKey(t)]) {
        const client = t.http.with({ 'x-internal-api-key': key.apiKey });
        expect((await client.get(`${base(tournamentId)}/config`)).status).toBe(200);
        expect((await client.get(`${base(otherTournamentId)}/config`)).status).toBe(200);
      }
      expectErrorBody(await platform.get(`${base(otherTournamentId)}/config`), 403, 'forbidden', { code: 'RESOURCE_FORBIDDEN' });
    });

    it('404 tournament_not_found for an unknown or non-UUID tournament id, on every route', async () => {
      for (const route of routes) {
        for (const tid of [UNKNOWN_ID, 'not-a-uuid', '1']) {
          const res = await route.call(platform, tid);
          expect({ route: route.name, tid, status: res.status, body: res.body }).toEqual({
            route: route.name,
            tid,
            status: 404,
            body: { error: 'tournament_not_found', message: expect.any(String) },
          });
        }
      }
    });

    it('answers under the doubled /api/api prefix too', async () => {
      const res = await platform.get(`/api${base(tournamentId)}/config`);
      expect(res.status).toBe(200);
      expect(res.body.tournament_id).toBe(tournamentId);
    });

    it('is documented in OpenAPI with the internal key security', async () => {
      const doc = (await t.http.get('/api/docs-json')).body;
      const expected: Array<[string, string, string[]]> = [
        ['/api/internal/auth/validate-token', 'post', ['200', '401', '403', '422']],
        ['/api/internal/tournaments/{tournamentId}/players', 'get', ['200', '400', '401', '403', '404']],
        ['/api/internal/tournaments/{tournamentId}/config', 'get', ['200', '401', '403', '404']],
        ['/api/internal/tournaments/{tournamentId}/status', 'get', ['200', '401', '403', '404']],
        ['/api/internal/tournaments/{tournamentId}/rooms', 'post', ['201', '401', '403', '404', '409', '422']],
        ['/api/internal/tournaments/{tournamentId}/rooms', 'get', ['200', '400', '401', '403', '404']],
        ['/api/internal/tournaments/{tournamentId}/rooms/{roomId}', 'get', ['200', '401', '403', '404']],
        ['/api/internal/tournaments/{tournamentId}/rooms/{roomId}', 'patch', ['200', '401', '403', '404', '409', '422']],
      ];
      for (const [path, method, statuses] of expected) {
        const op = doc.paths[path]?.[method];
        expect({ path, method, defined: op !== undefined }).toEqual({ path, method, defined: true });
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(statuses));
        const schemes = (op.security ?? []).flatMap((s: Record<string, unknown>) => Object.keys(s));
        expect(schemes).toEqual(expect.arrayContaining(['internal-api-key', 'internal-api-key-bearer']));
        expect(op.parameters?.some((p: any) => p.name === 'Idempotency-Key') ?? false).toBe(false);
      }
      const list = doc.components.schemas.InternalPlayerListDto;
      expect(Object.keys(list.properties).sort()).toEqual([
        'max_players',
        'pagination',
        'players',
        'total_players',
        'tournament_id',
        'tournament_status',
      ]);
      const item = doc.components.schemas.InternalPlayerDto;
      expect(item.required.sort()).toEqual([
        'current_group_id',
        'current_round_id',
        'display_name',
        'entry_count',
        'external_id',
        'internal_player_id',
        'player_id',
        'points',
        'registered_at',
        'status',
      ]);
      const config = doc.components.schemas.InternalTournamentConfigDto;
      expect(config.required.sort()).toEqual([
        'entry_fee',
        'entry_settings',
        'game_config',
        'game_slug',
        'max_players',
        'min_players',
        'name',
        'prize_pool_config',
        'scheduled_start',
        'status',
        'timing',
        'tournament_id',
        'tournament_type',
      ]);
      const validate = doc.paths['/api/internal/auth/validate-token'].post.responses['200'].content['application/json'].schema;
      expect(validate.oneOf.map((s: any) => s.$ref)).toEqual([
        '#/components/schemas/ValidTokenDto',
        '#/components/schemas/InvalidTokenDto',
      ]);
    });
  });
});

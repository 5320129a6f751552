import { DataSource } from 'typeorm';
import { createInternalKey } from '../../support/factories';
import { HttpClient, HttpResponse } from '../../support/http';
import { expectLedgerReconciles } from '../../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../../support/test-app';
import { databaseFingerprint, documentedRoutes, fillPath, isServerError } from '../support/attack-routes';
import { AttackerOperator, attackerOperator, validBody, VictimOperator, victimOperator } from '../support/attack-world';
import { recordFigures } from '../support/figures';

// OWASP API3:2023 (mass assignment / broken object property level authorization). Every create
// and update body of the OpenAPI document, with read-only, derived and foreign fields added one at
// a time: each is refused with 422 "<field> is not an allowed field" (or 400 for a body the parser
// refuses) and nothing is stored (the whole database compared before and after). Free-form
// objects (a tournament's config) keep such keys as opaque data and never apply them.

/** Read-only or foreign fields an attacker might add to any body. */
const COMMON_EXTRAS: Record<string, unknown> = {
  id: '0193a000-0000-7000-8000-0000000000aa',
  operator_id: '0193a000-0000-7000-8000-0000000000bb',
  operatorId: '0193a000-0000-7000-8000-0000000000bb',
  status: 'completed',
  created_at: '2000-01-01T00:00:00.000Z',
  updated_at: '2000-01-01T00:00:00.000Z',
  balance: 1_000_000,
  role: 'admin',
  is_admin: true,
};

interface BodyCase {
  route: string;
  client: () => HttpClient;
  params: () => Record<string, string>;
  base: () => Record<string, unknown>;
  /** Fields specific to this body, on top of COMMON_EXTRAS. */
  extras: Record<string, unknown>;
  /** Documented fields whose foreign value is refused otherwise than with 422 (an operator the key does not cover: 403). */
  refusedWith?: Record<string, { status: number; error: string }>;
}

/** Bodies that are not create/update bodies of a resource. */
const NOT_APPLICABLE: Record<string, string> = {
  'POST /api/internal/auth/validate-token': 'a query (token introspection); stores nothing',
  'POST /api/admin/events/replay': 'selects events to send again; stores no field of the body',
  'POST /api/admin/platform-notifications/replay': 'selects notifications to send again; stores no field of the body',
};

describe('attack.mass-assignment: read-only and foreign fields in every body (OWASP API3)', () => {
  let t: TestApp;
  let a: VictimOperator;
  let b: AttackerOperator;
  let platform: HttpClient;
  let cases: BodyCase[];

  beforeAll(async () => {
    t = await startTestApp();
    a = await victimOperator(t);
    b = await attackerOperator(t);
    platform = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [a.operatorId])).apiKey });
    const op = () => a.key.client;
    const tid = () => ({ tournamentId: a.tournamentId });
    const player = () => ({ tournamentId: a.tournamentId, playerId: a.playerId });
    const tournamentExtras = {
      tournament_id: '0193a000-0000-7000-8000-0000000000cc',
      current_players: 90,
      currentPlayers: 90,
      actual_start_time: '2000-01-01T00:00:00.000Z',
      completed_at: '2000-01-01T00:00:00.000Z',
      cancelled_at: '2000-01-01T00:00:00.000Z',
      estimated_prize_pool: 1_000_000,
      final_prize_pool: 1_000_000,
      prize_pool: { total: 100, current: 1_000_000 },
      gameSlug: 'other-game',
      settings: { rake_percent: 0 },
    };
    cases = [
      {
        route: 'POST /api/tournaments',
        client: op,
        params: () => ({}),
        base: () => validBody('POST /api/tournaments') as Record<string, unknown>,
        extras: tournamentExtras,
      },
      {
        route: 'PUT /api/tournaments/{tournamentId}',
        client: op,
        params: tid,
        base: () => ({ name: 'Renamed' }),
        extras: { ...tournamentExtras, external_id: 'other-ext', currency: 'USD', game: 'other-game' },
      },
      {
        route: 'DELETE /api/tournaments/{tournamentId}',
        client: op,
        params: tid,
        base: () => ({ reason: 'test' }),
        extras: { refunds: [], cancelled: false },
      },
      {
        route: 'POST /api/tournaments/{tournamentId}/players',
        client: op,
        params: tid,
        base: () => ({ user_id: `ma-user-${Date.now()}`, entry_payment_details: { payment_id: `ma-pay-${Date.now()}` } }),
        extras: {
          player_id: '0193a000-0000-7000-8000-0000000000dd',
          internal_player_id: '0193a000-0000-7000-8000-0000000000dd',
          points: 1000,
          entry_count: 9,
          total_paid: 0,
          position: 1,
          entry_payment_details: { payment_id: 'x', amount: 0 },
        },
      },
      {
        route: 'DELETE /api/tournaments/{tournamentId}/players/{playerId}',
        client: op,
        params: player,
        base: () => ({ reason: 'test' }),
        extras: { refund_amount: 1_000_000, refund: { amount: 1_000_000 } },
      },
      {
        route: 'POST /api/tournaments/{tournamentId}/players/{playerId}/rebuy',
        client: op,
        params: player,
        base: () => ({ payment_id: `ma-rebuy-${Date.now()}` }),
        extras: { amount: 0, fee: 0, entry_count: 1, points: 1000 },
      },
      {
        route: 'POST /api/players/{userId}/wallet/transfers',
        client: op,
        params: () => ({ userId: a.userId }),
        base: () => ({ transfer_id: `ma-t-${Date.now()}`, direction: 'in', amount: 1 }),
        extras: { balances: [{ currency: 'EUR', available: 1_000_000 }], user_id: 'someone-else', ledger_entry_id: 'x' },
      },
      {
        route: 'POST /api/internal/tournaments/{tournamentId}/rooms',
        client: () => platform,
        params: tid,
        base: () => ({ players: [] }),
        extras: { room_id: '0193a000-0000-7000-8000-0000000000ee', tournament_id: b.tournamentId, player_count: 50 },
      },
      {
        route: 'PATCH /api/internal/tournaments/{tournamentId}/rooms/{roomId}',
        client: () => platform,
        params: () => ({ tournamentId: a.tournamentId, roomId: a.roomId }),
        base: () => ({ metadata: { table: 1 } }),
        extras: {
          room_id: '0193a000-0000-7000-8000-0000000000ee',
          tournament_id: b.tournamentId,
          player_count: 50,
          players: [b.internalPlayerId],
        },
      },
      {
        route: 'POST /api/internal/tournaments/{tournamentId}/events',
        client: () => platform,
        params: tid,
        base: () => ({
          events: [{ event_id: `ma-evt-${Date.now()}`, type: 'round.started', occurred_at: new Date().toISOString(), round: 1 }],
        }),
        extras: { tournament_id: b.tournamentId, applied: true },
      },
      {
        route: 'POST /api/tournament-series',
        client: op,
        params: () => ({}),
        base: () => validBody('POST /api/tournament-series') as Record<string, unknown>,
        extras: {
          series_id: '0193a000-0000-7000-8000-0000000000ab',
          next_starts: ['2000-01-01T00:00:00.000Z'],
          tournaments: [],
          operator_id: b.operatorId,
          next_start: '2000-01-01T00:00:00.000Z',
          last_failure: { at: '2000-01-01T00:00:00.000Z', occurrence_start: '2000-01-01T00:00:00.000Z', code: 'x', message: 'x' },
        },
      },
      {
        route: 'PATCH /api/tournament-series/{seriesId}',
        client: op,
        params: () => ({ seriesId: a.seriesId }),
        base: () => ({ name: 'Renamed series' }),
        extras: {
          external_id: 'other-series',
          series_id: '0193a000-0000-7000-8000-0000000000ab',
          next_starts: [],
          last_failure: null,
          operator_id: b.operatorId,
        },
      },
      {
        route: 'POST /api/internal/tournaments',
        client: () => platform,
        params: () => ({}),
        base: () => validBody('POST /api/internal/tournaments') as Record<string, unknown>,
        extras: {
          tournament_id: '0193a000-0000-7000-8000-0000000000cc',
          currentPlayers: 40,
          status: 'in_progress',
          actualStartTime: '2000-01-01T00:00:00.000Z',
          external_id: 'chosen',
          seriesId: '0193a000-0000-7000-8000-0000000000ab',
        },
        // The platform names the operator it creates for; one its key does not cover is 403, as on every internal route.
        refusedWith: { operatorId: { status: 403, error: 'forbidden' } },
      },
      {
        route: 'POST /api/admin/operators',
        client: () => t.admin,
        params: () => ({}),
        base: () => ({ name: 'Mass assigned' }),
        extras: { wallet_secret_set: true, rate_limits_default: 1, api_keys: [], environment_locked: true },
      },
      {
        route: 'PATCH /api/admin/operators/{operatorId}',
        client: () => t.admin,
        params: () => ({ operatorId: a.operatorId }),
        base: () => ({ name: 'Renamed operator' }),
        extras: { environment: 'test', wallet_secret_set: true },
      },
      {
        route: 'POST /api/admin/operators/{operatorId}/api-keys',
        client: () => t.admin,
        params: () => ({ operatorId: a.operatorId }),
        base: () => ({ name: 'key', role: 'read_only' }),
        extras: {
          permissions: ['tournaments.delete'],
          key_prefix: 'pk_live_chosen',
          api_key: 'pk_live_x:sk_live_y',
          secret_hash: 'x',
          key_id: '0193a000-0000-7000-8000-0000000000ff',
          revoked_at: null,
          last_used_at: null,
        },
      },
      {
        route: 'POST /api/admin/internal-api-keys',
        client: () => t.admin,
        params: () => ({}),
        base: () => ({ name: 'platform' }),
        extras: { api_key: 'internal_chosen', key_id: '0193a000-0000-7000-8000-0000000000ff', revoked_at: null },
      },
      {
        route: 'POST /api/admin/operators/{operatorId}/dashboard-users',
        client: () => t.admin,
        params: () => ({ operatorId: a.operatorId }),
        base: () => ({ email: `ma-${Date.now()}@example.com`, password: 'a-long-enough-password-123' }),
        // role is a field of this body (admin, manager, viewer): a role outside those is refused naming it.
        extras: { user_id: '0193a000-0000-7000-8000-0000000000ff', password_hash: 'x', disabled_at: null, role: 'superuser' },
      },
    ];
  });
  afterAll(async () => t?.close());

  it('every create and update body of the document refuses each extra field with 422 and stores nothing', async () => {
    const routes = await documentedRoutes(t);
    const bodyRoutes = routes.filter((r) => r.hasBody).map((r) => r.key);
    const covered = new Set(cases.map((c) => c.route));
    expect(bodyRoutes.filter((r) => !covered.has(r) && !NOT_APPLICABLE[r])).toEqual([]);
    expect([...covered].filter((r) => !bodyRoutes.includes(r))).toEqual([]);
    const documented = new Map(routes.map((r) => [r.key, r.bodyProperties]));

    const failures: string[] = [];
    let attempts = 0;
    let refused = 0;
    /** Requests with an extra field that were accepted (2xx), and requests after which the database differed. */
    let applied = 0;
    let databaseChanged = 0;
    for (const c of cases) {
      const [method, template] = c.route.split(' ');
      const path = fillPath(template, c.params());
      // The base body alone is valid: a refusal below is the extra field's doing.
      const properties = documented.get(c.route) ?? [];
      for (const [field, value] of Object.entries({ ...COMMON_EXTRAS, ...c.extras })) {
        attempts++;
        const before = await databaseFingerprint(t);
        const body = { ...c.base(), [field]: value };
        const res: HttpResponse = await c.client().request(method, path, { body });
        const after = await databaseFingerprint(t);
        const where = `${c.route} + ${field} → ${res.status} ${res.text.slice(0, 200)}`;
        if (isServerError(res)) failures.push(`5xx: ${where}`);
        if (res.status < 300) applied++;
        const messages: string[] = Object.values<string[]>(res.body?.errors ?? {}).flat();
        // A documented field (a room's status, a key's role) with a value outside its rules: refused
        // naming the field; an undocumented one, or one inside a documented object: "is not an allowed field".
        const errorFields = Object.keys(res.body?.errors ?? {});
        const namesField =
          properties.includes(field) && !(typeof value === 'object' && value !== null)
            ? errorFields.includes(field)
            : messages.some(
                (m) => m === `${field} is not an allowed field` || (m.startsWith(`${field}.`) && m.endsWith(' is not an allowed field')),
              );
        const otherwise = c.refusedWith?.[field];
        if (res.status === 422 && res.body?.error === 'validation_error' && namesField) refused++;
        else if (otherwise && res.status === otherwise.status && res.body?.error === otherwise.error) refused++;
        else failures.push(`not refused naming ${field}: ${where}`);
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          databaseChanged++;
          failures.push(`stored something: ${where}`);
        }
      }
    }
    // Prototype pollution: the raw JSON keys "__proto__" (which JSON.stringify of an object literal
    // cannot produce) and "constructor": the JSON parser refuses the body (400 invalid_request).
    let parserRefusals = 0;
    for (const c of cases) {
      const [method, template] = c.route.split(' ');
      for (const poison of ['"__proto__":{"polluted":true,"status":"completed"}', '"constructor":{"prototype":{"polluted":true}}']) {
        attempts++;
        const before = await databaseFingerprint(t);
        const raw = JSON.stringify(c.base()).replace(/^\{/, `{${poison},`);
        const res = await c
          .client()
          .request(method, fillPath(template, c.params()), { body: raw, headers: { 'content-type': 'application/json' } });
        const unchanged = JSON.stringify(await databaseFingerprint(t)) === JSON.stringify(before);
        if (res.status < 300) applied++;
        if (!unchanged) databaseChanged++;
        if (res.status === 400 && res.body?.error === 'invalid_request' && unchanged) parserRefusals++;
        else failures.push(`${poison.slice(0, 16)} on ${c.route} → ${res.status} ${res.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
    await expectLedgerReconciles(t);
    recordFigures('attacks', 'attack.mass-assignment', 'Read-only, derived and foreign fields added to every create and update body', {
      bodies: cases.length,
      attempts,
      refused_422: refused,
      prototype_poisoning_refused_400: parserRefusals,
      applied,
      database_changed: databaseChanged,
    });
  });

  it('keys of the free-form tournament config named like state (status, operator_id, current_players) are kept as data, never applied', async () => {
    const body = validBody('POST /api/tournaments') as Record<string, unknown>;
    const config = {
      status: 'completed',
      operator_id: b.operatorId,
      current_players: 99,
      prize_pool: 1_000_000,
      entry_fee: 0,
      __proto__: { polluted: true },
    };
    const res = await a.key.client.post('/api/tournaments', { ...body, config });
    expect(res.status).toBe(201);
    const id = res.body.tournament_id;
    const [row] = await t.app
      .get(DataSource)
      .query(
        'SELECT operator_id, status, entry_fee = 10 AS fee_unchanged, current_players, guaranteed_prize::float8 AS guaranteed FROM tournaments WHERE id = $1',
        [id],
      );
    const read = await a.key.client.get(`/api/tournaments/${id}`);
    // Each state-like key that reached the tournament's own state instead of staying in its config.
    const appliedKeys = [
      row.status !== 'scheduled' && 'status',
      row.operator_id !== a.operatorId && 'operator_id',
      (row.current_players !== 0 || read.body.tournament?.currentPlayers !== 0) && 'current_players',
      row.guaranteed === 1_000_000 && 'prize_pool',
      (!row.fee_unchanged || read.body.tournament?.entryFee !== 10) && 'entry_fee',
    ].filter(Boolean);
    expect(appliedKeys).toEqual([]);
    expect(read.body.tournament).toMatchObject({ status: 'scheduled', currentPlayers: 0, entryFee: 10 });
    expect((await b.keys.full_access.client.get(`/api/tournaments/${id}`)).status).toBe(403);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectLedgerReconciles(t);
    recordFigures('attacks', 'attack.mass-assignment.config', 'State-like keys inside the free-form tournament config', {
      keys_sent: Object.keys(config).length,
      applied: appliedKeys.length,
      status_after: row.status,
    });
  });
});

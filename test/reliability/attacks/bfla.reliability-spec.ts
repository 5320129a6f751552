import { DataSource } from 'typeorm';
import { createInternalKey, createKey, createOperator, TestKey } from '../../support/factories';
import { HttpClient, HttpResponse } from '../../support/http';
import { expectLedgerReconciles } from '../../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../../support/test-app';
import { documentedRoutes, DocumentedRoute, fillPath, isServerError } from '../support/attack-routes';
import { ROLES, RoleName, validBody } from '../support/attack-world';
import { recordFigures } from '../support/figures';

// OWASP API5:2023 (BFLA). The matrix of every key kind against every route of the OpenAPI
// document: each operator role against each operator route, operator keys against internal and
// admin routes, internal keys against operator and admin routes. Ids are unknown UUIDs, so an
// allowed call reaches the handler (404 and the like) without changing anything, and a refused
// one is refused by the guards.
//
// What each role may do is NOT read from the service (its OpenAPI 403s are written by the same
// @Auth decorator that enforces them, so a route that forgot its permission would agree with
// itself): it is the hand-written tables below, taken from the contract.

type PermissionName = 'tournaments.read' | 'tournaments.write' | 'tournaments.delete' | 'players.read' | 'players.write' | 'results.read';

/**
 * The permission each operator route requires (null: any valid key of the operator), from
 * ../shared/spec/decisions.md D4 "Permission per endpoint" and the routes D5, D6 and D9 name with
 * their permission; the permissions and their meaning from seed-spec.md, Authentication 4. Every
 * operator route of the OpenAPI document must be here, and nothing else: a new route fails the
 * test until its permission is written down.
 */
const REQUIRED_PERMISSION: Readonly<Record<string, PermissionName | null>> = {
  // D4: create, update, start and complete tournament tournaments.write; cancel tournaments.delete;
  // list, details, status tournaments.read.
  'POST /api/tournaments': 'tournaments.write',
  'PUT /api/tournaments/{tournamentId}': 'tournaments.write',
  'POST /api/tournaments/{tournamentId}/start': 'tournaments.write',
  'POST /api/tournaments/{tournamentId}/complete': 'tournaments.write',
  'DELETE /api/tournaments/{tournamentId}': 'tournaments.delete',
  'GET /api/tournaments': 'tournaments.read',
  'GET /api/tournaments/{tournamentId}': 'tournaments.read',
  'GET /api/tournaments/{tournamentId}/status': 'tournaments.read',
  // D4: register, rebuy, withdraw, re-issue token, wallet transfers players.write.
  'POST /api/tournaments/{tournamentId}/players': 'players.write',
  'POST /api/tournaments/{tournamentId}/players/{playerId}/rebuy': 'players.write',
  'DELETE /api/tournaments/{tournamentId}/players/{playerId}': 'players.write',
  'POST /api/tournaments/{tournamentId}/players/{playerId}/token': 'players.write',
  'POST /api/players/{userId}/wallet/transfers': 'players.write',
  // D4: player status, list players, player history, wallet balance players.read.
  'GET /api/tournaments/{tournamentId}/players/{playerId}': 'players.read',
  'GET /api/tournaments/{tournamentId}/players': 'players.read',
  'GET /api/players/{userId}/tournaments': 'players.read',
  'GET /api/players/{userId}/wallet': 'players.read',
  // D4: leaderboard, results results.read.
  'GET /api/tournaments/{tournamentId}/leaderboard': 'results.read',
  'GET /api/tournaments/{tournamentId}/results': 'results.read',
  // The live leaderboard is the leaderboard, streamed.
  'GET /api/tournaments/{tournamentId}/leaderboard/stream': 'results.read',
  // Tournament series: changing one is tournaments.write (deleting too: it stops future tournaments, it cancels none); reading tournaments.read.
  'POST /api/tournament-series': 'tournaments.write',
  'PATCH /api/tournament-series/{seriesId}': 'tournaments.write',
  'DELETE /api/tournament-series/{seriesId}': 'tournaments.write',
  'GET /api/tournament-series': 'tournaments.read',
  'GET /api/tournament-series/{seriesId}': 'tournaments.read',
  // D4: GET /api/auth/permissions any valid key; GET /api/audit-logs and GET /api/events any valid key of that operator.
  'GET /api/auth/permissions': null,
  'GET /api/audit-logs': null,
  'GET /api/events': null,
};

/** The permissions of each role, from decisions.md D4 "Roles (exact names)" (seed-spec.md, Authentication 5). */
const ROLE_GRANTS: Readonly<Record<RoleName, readonly PermissionName[]>> = {
  full_access: ['tournaments.read', 'tournaments.write', 'tournaments.delete', 'players.read', 'players.write', 'results.read'],
  tournament_manager: ['tournaments.read', 'tournaments.write', 'players.read', 'players.write', 'results.read'],
  read_only: ['tournaments.read', 'players.read', 'results.read'],
  player_registration: ['tournaments.read', 'players.read', 'players.write'],
};

const UNKNOWN_ID = '0193a000-0000-7000-8000-00000000beef';
const PARAMS = {
  tournamentId: UNKNOWN_ID,
  playerId: UNKNOWN_ID,
  roomId: UNKNOWN_ID,
  seriesId: UNKNOWN_ID,
  userId: 'bfla-user',
  operatorId: UNKNOWN_ID,
  keyId: UNKNOWN_ID,
};

function call(client: HttpClient, route: DocumentedRoute): Promise<HttpResponse> {
  const body = route.hasBody ? (validBody(route.key) ?? {}) : undefined;
  return client.request(route.method, fillPath(route.path, PARAMS), body === undefined ? {} : { body });
}

const isUnauthorized = (res: HttpResponse) =>
  res.status === 401 && res.body?.error === 'unauthorized' && res.body?.code === 'INVALID_API_KEY';

describe('attack.bfla: every key kind against every route it must not use (OWASP API5)', () => {
  let t: TestApp;
  let routes: DocumentedRoute[];
  let keys: Record<RoleName, TestKey>;
  let internalKey: string;

  beforeAll(async () => {
    t = await startTestApp();
    routes = await documentedRoutes(t);
    const operator = await createOperator(t);
    keys = {} as Record<RoleName, TestKey>;
    for (const role of ROLES) keys[role] = await createKey(t, operator.operatorId, role);
    internalKey = (await createInternalKey(t)).apiKey;
  });
  afterAll(async () => t?.close());

  it('the permission table covers exactly the operator routes of the OpenAPI document, and their documented 403s agree with it', () => {
    const operatorRoutes = routes.filter((r) => r.scheme === 'operator').map((r) => r.key);
    const table = Object.keys(REQUIRED_PERMISSION);
    // A route of the document missing from the table (a new route: write down its permission), or
    // a route of the table the document lacks (removed, renamed, or no longer an operator route).
    expect({
      missingFromTable: operatorRoutes.filter((key) => !table.includes(key)),
      notInDocument: table.filter((key) => !operatorRoutes.includes(key)),
    }).toEqual({
      missingFromTable: [],
      notInDocument: [],
    });
    const disagreements = routes
      .filter((r) => r.scheme === 'operator' && (r.permission ?? null) !== REQUIRED_PERMISSION[r.key])
      .map(
        (r) => `${r.key}: documented 403 names ${r.permission ?? 'no permission'}, the contract ${REQUIRED_PERMISSION[r.key] ?? 'none'}`,
      );
    expect(disagreements).toEqual([]);
  });

  it('each role gets 403 INSUFFICIENT_PERMISSIONS naming the permission of the contract on every operator route it lacks, and passes the guards elsewhere', async () => {
    const operatorRoutes = routes.filter((r) => r.scheme === 'operator' && r.key in REQUIRED_PERMISSION);
    expect(operatorRoutes.map((r) => r.key).sort()).toEqual(Object.keys(REQUIRED_PERMISSION).sort());
    const failures: string[] = [];
    let pairs = 0;
    let refused = 0;
    let allowed = 0;
    for (const route of operatorRoutes) {
      const required = REQUIRED_PERMISSION[route.key];
      for (const role of ROLES) {
        pairs++;
        const res = await call(keys[role].client, route);
        const where = `${role} ${route.key} → ${res.status} ${res.text.slice(0, 160)}`;
        if (isServerError(res)) failures.push(`5xx: ${where}`);
        if (required !== null && !ROLE_GRANTS[role].includes(required)) {
          const ok =
            res.status === 403 &&
            res.body?.error === 'forbidden' &&
            res.body?.code === 'INSUFFICIENT_PERMISSIONS' &&
            res.body?.required_permission === required;
          if (ok) refused++;
          else failures.push(`expected 403 required_permission ${required}: ${where}`);
        } else if (res.status === 401 || res.status === 403) {
          failures.push(`refused a permitted call: ${where}`);
        } else {
          allowed++;
        }
      }
    }
    expect(failures).toEqual([]);
    // What the tables say, pair by pair: each role refused exactly where it lacks the permission.
    const expectedRefusals = operatorRoutes.reduce(
      (n, r) =>
        n + ROLES.filter((role) => REQUIRED_PERMISSION[r.key] !== null && !ROLE_GRANTS[role].includes(REQUIRED_PERMISSION[r.key]!)).length,
      0,
    );
    expect({ refused, allowed }).toEqual({ refused: expectedRefusals, allowed: pairs - expectedRefusals });
    await expectLedgerReconciles(t);
    recordFigures(
      'attacks',
      'attack.bfla.roles',
      'Each of the four roles against every operator route of the OpenAPI document, expected answers from a hand-written table of the contract (the permission of each endpoint)',
      {
        operator_routes: operatorRoutes.length,
        routes_in_table: Object.keys(REQUIRED_PERMISSION).length,
        routes_needing_a_permission: Object.values(REQUIRED_PERMISSION).filter((p) => p !== null).length,
        routes_any_valid_key: Object.values(REQUIRED_PERMISSION).filter((p) => p === null).length,
        roles: ROLES.length,
        pairs_tested: pairs,
        refused_403_as_expected: refused,
        allowed_as_expected: allowed,
        wrong_answers: failures.length,
      },
    );
  });

  it('operator keys on internal and admin routes, internal keys on operator and admin routes: 401, never served', async () => {
    const failures: string[] = [];
    let pairs = 0;
    let refused = 0;
    const operatorKey = keys.full_access.apiKey;
    // `key`: the scheme of the key used. A route that documents it (the live leaderboard stream
    // takes operator and internal keys) accepts that key: no attack there.
    const attempts: Array<{ scheme: string; key: string; label: string; headers: Record<string, string> }> = [
      {
        scheme: 'internal',
        key: 'operator-api-key',
        label: 'operator key as X-Internal-Api-Key',
        headers: { 'x-internal-api-key': operatorKey },
      },
      { scheme: 'internal', key: 'operator-api-key', label: 'operator key as Bearer', headers: { authorization: `Bearer ${operatorKey}` } },
      { scheme: 'admin', key: 'operator-api-key', label: 'operator key as X-Admin-Api-Key', headers: { 'x-admin-api-key': operatorKey } },
      { scheme: 'admin', key: 'operator-api-key', label: 'operator key as Bearer', headers: { authorization: `Bearer ${operatorKey}` } },
      { scheme: 'admin', key: 'internal-api-key', label: 'internal key as X-Admin-Api-Key', headers: { 'x-admin-api-key': internalKey } },
      {
        scheme: 'admin',
        key: 'internal-api-key',
        label: 'internal key as X-Internal-Api-Key',
        headers: { 'x-internal-api-key': internalKey },
      },
      { scheme: 'operator', key: 'internal-api-key', label: 'internal key as Bearer', headers: { authorization: `Bearer ${internalKey}` } },
      {
        scheme: 'operator',
        key: 'internal-api-key',
        label: 'internal key as X-Internal-Api-Key',
        headers: { 'x-internal-api-key': internalKey },
      },
    ];
    for (const attempt of attempts) {
      for (const route of routes.filter((r) => r.scheme === attempt.scheme && !r.schemes.includes(attempt.key))) {
        pairs++;
        const res = await call(t.http.with(attempt.headers), route);
        if (isUnauthorized(res)) refused++;
        else failures.push(`${attempt.label} on ${route.key} → ${res.status} ${res.text.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    const [operators] = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM operators');
    expect(operators.n).toBe(1); // no admin call went through (POST /api/admin/operators would add one)
    recordFigures(
      'attacks',
      'attack.bfla.kinds',
      'Operator keys on internal and admin routes, internal keys on operator and admin routes',
      {
        pairs_tested: pairs,
        refused_401: refused,
        served: failures.length,
      },
    );
  });

  it('without ADMIN_API_KEY the admin API does not exist: 404 for every admin route and any key', async () => {
    const noAdmin = await startTestApp({ adminApiKey: undefined });
    try {
      const failures: string[] = [];
      let pairs = 0;
      const adminRoutes = (await documentedRoutes(noAdmin)).filter((r) => r.scheme === 'admin');
      expect(adminRoutes.length).toBeGreaterThan(5);
      const attempts: Array<Record<string, string>> = [
        {},
        { 'x-admin-api-key': 'anything-at-all-0123456789' },
        { authorization: 'Bearer internal_x' },
      ];
      for (const headers of attempts) {
        for (const route of adminRoutes) {
          pairs++;
          const res = await call(noAdmin.http.with(headers), route);
          if (res.status !== 404 || res.body?.error !== 'not_found')
            failures.push(`${route.key} ${JSON.stringify(headers)} → ${res.status}`);
        }
      }
      expect(failures).toEqual([]);
      recordFigures(
        'attacks',
        'attack.bfla.no-admin',
        'Admin routes when ADMIN_API_KEY is unset, with no key, a guessed key and an internal key',
        {
          pairs_tested: pairs,
          answered_404: pairs,
        },
      );
    } finally {
      await noAdmin.close();
    }
  });
});

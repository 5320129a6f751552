import { DataSource } from 'typeorm';
import { permissionsOf } from '@app/auth';
import { createInternalKey, createKey, createOperator, TestKey } from '../../support/factories';
import { HttpClient, HttpResponse } from '../../support/http';
import { expectLedgerReconciles } from '../../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../../support/test-app';
import { documentedRoutes, DocumentedRoute, fillPath, isServerError } from '../support/attack-routes';
import { ROLES, RoleName, validBody } from '../support/attack-world';
import { recordFigures } from '../support/figures';

// OWASP API5:2023 (BFLA). The matrix of every key kind against every route of the OpenAPI
// document: each operator role against each operator route (the route's permission from its
// documented 403, the role's permissions from libs/auth/src/domain/permissions.ts), operator keys
// against internal and admin routes, internal keys against operator and admin routes. Ids are
// unknown UUIDs, so an allowed call reaches the handler (404 and the like) without changing
// anything, and a refused one is refused by the guards.

const UNKNOWN_ID = '0193a000-0000-7000-8000-00000000beef';
const PARAMS = { tournamentId: UNKNOWN_ID, playerId: UNKNOWN_ID, roomId: UNKNOWN_ID, userId: 'bfla-user', operatorId: UNKNOWN_ID, keyId: UNKNOWN_ID };

function call(client: HttpClient, route: DocumentedRoute): Promise<HttpResponse> {
  const body = route.hasBody ? (validBody(route.key) ?? {}) : undefined;
  return client.request(route.method, fillPath(route.path, PARAMS), body === undefined ? {} : { body });
}

const isUnauthorized = (res: HttpResponse) => res.status === 401 && res.body?.error === 'unauthorized' && res.body?.code === 'INVALID_API_KEY';

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

  it('each role gets 403 INSUFFICIENT_PERMISSIONS naming the permission on every operator route it lacks, and passes the guards elsewhere', async () => {
    const operatorRoutes = routes.filter((r) => r.scheme === 'operator');
    expect(operatorRoutes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    let pairs = 0;
    let refused = 0;
    let allowed = 0;
    for (const route of operatorRoutes) {
      for (const role of ROLES) {
        pairs++;
        const res = await call(keys[role].client, route);
        const where = `${role} ${route.key} → ${res.status} ${res.text.slice(0, 160)}`;
        if (isServerError(res)) failures.push(`5xx: ${where}`);
        const lacks = route.permission !== undefined && !permissionsOf(role).includes(route.permission as never);
        if (lacks) {
          const ok =
            res.status === 403 &&
            res.body?.error === 'forbidden' &&
            res.body?.code === 'INSUFFICIENT_PERMISSIONS' &&
            res.body?.required_permission === route.permission;
          if (ok) refused++;
          else failures.push(`expected 403 required_permission ${route.permission}: ${where}`);
        } else if (res.status === 401 || res.status === 403) {
          failures.push(`refused a permitted call: ${where}`);
        } else {
          allowed++;
        }
      }
    }
    expect(failures).toEqual([]);
    // Every role is refused somewhere except full_access, which holds every permission.
    expect(refused).toBeGreaterThan(0);
    await expectLedgerReconciles(t);
    recordFigures('attacks', 'attack.bfla.roles', 'Each of the four roles against every operator route of the OpenAPI document', {
      operator_routes: operatorRoutes.length,
      roles: ROLES.length,
      pairs_tested: pairs,
      refused_403_as_expected: refused,
      allowed_as_expected: allowed,
      wrong_answers: 0,
    });
  });

  it('operator keys on internal and admin routes, internal keys on operator and admin routes: 401, never served', async () => {
    const failures: string[] = [];
    let pairs = 0;
    let refused = 0;
    const operatorKey = keys.full_access.apiKey;
    const attempts: Array<{ scheme: string; label: string; headers: Record<string, string> }> = [
      { scheme: 'internal', label: 'operator key as X-Internal-Api-Key', headers: { 'x-internal-api-key': operatorKey } },
      { scheme: 'internal', label: 'operator key as Bearer', headers: { authorization: `Bearer ${operatorKey}` } },
      { scheme: 'admin', label: 'operator key as X-Admin-Api-Key', headers: { 'x-admin-api-key': operatorKey } },
      { scheme: 'admin', label: 'operator key as Bearer', headers: { authorization: `Bearer ${operatorKey}` } },
      { scheme: 'admin', label: 'internal key as X-Admin-Api-Key', headers: { 'x-admin-api-key': internalKey } },
      { scheme: 'admin', label: 'internal key as X-Internal-Api-Key', headers: { 'x-internal-api-key': internalKey } },
      { scheme: 'operator', label: 'internal key as Bearer', headers: { authorization: `Bearer ${internalKey}` } },
      { scheme: 'operator', label: 'internal key as X-Internal-Api-Key', headers: { 'x-internal-api-key': internalKey } },
    ];
    for (const attempt of attempts) {
      for (const route of routes.filter((r) => r.scheme === attempt.scheme)) {
        pairs++;
        const res = await call(t.http.with(attempt.headers), route);
        if (isUnauthorized(res)) refused++;
        else failures.push(`${attempt.label} on ${route.key} → ${res.status} ${res.text.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    const [operators] = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM operators');
    expect(operators.n).toBe(1); // no admin call went through (POST /api/admin/operators would add one)
    recordFigures('attacks', 'attack.bfla.kinds', 'Operator keys on internal and admin routes, internal keys on operator and admin routes', {
      pairs_tested: pairs,
      refused_401: refused,
      served: 0,
    });
  });

  it('without ADMIN_API_KEY the admin API does not exist: 404 for every admin route and any key', async () => {
    const noAdmin = await startTestApp({ adminApiKey: undefined });
    try {
      const failures: string[] = [];
      let pairs = 0;
      const adminRoutes = (await documentedRoutes(noAdmin)).filter((r) => r.scheme === 'admin');
      expect(adminRoutes.length).toBeGreaterThan(5);
      const attempts: Array<Record<string, string>> = [{}, { 'x-admin-api-key': 'anything-at-all-0123456789' }, { authorization: 'Bearer internal_x' }];
      for (const headers of attempts) {
        for (const route of adminRoutes) {
          pairs++;
          const res = await call(noAdmin.http.with(headers), route);
          if (res.status !== 404 || res.body?.error !== 'not_found') failures.push(`${route.key} ${JSON.stringify(headers)} → ${res.status}`);
        }
      }
      expect(failures).toEqual([]);
      recordFigures('attacks', 'attack.bfla.no-admin', 'Admin routes when ADMIN_API_KEY is unset, with no key, a guessed key and an internal key', {
        pairs_tested: pairs,
        answered_404: pairs,
      });
    } finally {
      await noAdmin.close();
    }
  });
});

import { expectLedgerReconciles } from '../../support/ledger-reconciliation';
import { HttpClient, HttpResponse } from '../../support/http';
import { startTestApp, TestApp } from '../../support/test-app';
import { documentedRoutes, DocumentedRoute, fillPath, isServerError, leaks, operatorFingerprint } from '../support/attack-routes';
import { AttackerOperator, attackerOperator, validBody, VictimOperator, victimOperator } from '../support/attack-world';
import { recordFigures } from '../support/figures';

// OWASP API1:2023 (BOLA). Operator B's full_access key (and an internal key bound to B) against
// operator A's real ids on every route of the OpenAPI document that names operator data. What the
// API documents for another operator's ids (D3): 403 RESOURCE_FORBIDDEN for a tournament of
// another operator (tournament-access.ts), 404 for a player or room that is not in the named
// tournament; /api/players/{userId} names a user in the caller's own namespace, so B only ever
// sees its own (empty) view. Never A's data in a body, and A's rows unchanged after B's writes.

type Expectation =
  | { kind: 'forbidden' }
  | { kind: 'not_found'; error: string }
  /** The caller's own namespace: any non-5xx answer, but nothing of A's in it. */
  | { kind: 'own_view' };

interface Attempt {
  label: string;
  params: Record<string, string>;
  query?: string;
  expect: Expectation;
  /** What of A's must not appear, when not the default list. */
  secrets?: string[];
}

/** Every operator and internal route that names or lists operator data, with the attempts made on it. */
function attemptsFor(route: DocumentedRoute, a: VictimOperator, b: AttackerOperator): Attempt[] | undefined {
  const aIds = { tournamentId: a.tournamentId, playerId: a.playerId, roomId: a.roomId };
  const forbidden: Expectation = { kind: 'forbidden' };
  const inA = { label: "A's tournament", params: aIds, expect: forbidden };
  const playerViaB = {
    label: "A's player under B's tournament",
    params: { tournamentId: b.tournamentId, playerId: a.playerId },
    expect: { kind: 'not_found', error: 'player_not_found' } as Expectation,
  };
  const roomViaB = {
    label: "A's room under B's tournament",
    params: { tournamentId: b.tournamentId, roomId: a.roomId },
    expect: { kind: 'not_found', error: 'room_not_found' } as Expectation,
  };
  const ownView = (label: string, query?: string): Attempt => ({
    label,
    params: { userId: a.userId },
    query,
    expect: { kind: 'own_view' },
  });
  const table: Record<string, Attempt[]> = {
    'GET /api/tournaments/{tournamentId}': [inA],
    'PUT /api/tournaments/{tournamentId}': [inA],
    'DELETE /api/tournaments/{tournamentId}': [inA],
    'GET /api/tournaments/{tournamentId}/status': [inA],
    'POST /api/tournaments/{tournamentId}/start': [inA],
    'POST /api/tournaments/{tournamentId}/complete': [inA],
    'GET /api/tournaments/{tournamentId}/players': [inA],
    'POST /api/tournaments/{tournamentId}/players': [inA],
    'GET /api/tournaments/{tournamentId}/players/{playerId}': [inA, playerViaB],
    'DELETE /api/tournaments/{tournamentId}/players/{playerId}': [inA, playerViaB],
    'POST /api/tournaments/{tournamentId}/players/{playerId}/rebuy': [inA, playerViaB],
    'POST /api/tournaments/{tournamentId}/players/{playerId}/token': [inA, playerViaB],
    'GET /api/tournaments/{tournamentId}/leaderboard': [inA],
    'GET /api/tournaments/{tournamentId}/leaderboard/stream': [inA],
    'GET /api/tournaments/{tournamentId}/results': [inA],
    'GET /api/players/{userId}/tournaments': [ownView("A's user id")],
    'GET /api/players/{userId}/wallet': [ownView("A's user id")],
    'POST /api/players/{userId}/wallet/transfers': [ownView("A's user id, withdrawing")],
    // Lists: B's own list, also when filtered by A's tournament.
    'GET /api/tournaments': [ownView('list'), ownView('list by name of A', `?search=${encodeURIComponent(a.tournamentName)}`)],
    'GET /api/events': [ownView('list'), ownView("filtered by A's tournament", `?tournament_id=${a.tournamentId}`)],
    // B's own audit log records B's requests, whose paths hold the ids B tried: A's key and names never appear.
    'GET /api/audit-logs': [{ ...ownView('list'), secrets: [a.key.keyId, a.tournamentName, a.paymentId, a.userId] }],
    // Internal routes: a key bound to B against A's tournaments, rooms and tokens.
    'GET /api/internal/tournaments/{tournamentId}/players': [inA],
    'GET /api/internal/tournaments/{tournamentId}/config': [inA],
    'GET /api/internal/tournaments/{tournamentId}/status': [inA],
    'POST /api/internal/tournaments/{tournamentId}/rooms': [inA],
    'GET /api/internal/tournaments/{tournamentId}/rooms': [inA],
    'GET /api/internal/tournaments/{tournamentId}/rooms/{roomId}': [inA, roomViaB],
    'PATCH /api/internal/tournaments/{tournamentId}/rooms/{roomId}': [inA, roomViaB],
    'POST /api/internal/tournaments/{tournamentId}/events': [inA],
    'POST /api/internal/auth/validate-token': [{ label: "A's player token", params: {}, expect: forbidden }],
    'DELETE /api/internal/tournaments/{tournamentId}/players/{playerId}': [inA, playerViaB],
    // A hop-on/off create that names A as its operator, with a key bound to B.
    'POST /api/internal/tournaments': [{ label: 'A as the operator', params: {}, expect: forbidden }],
    // Tournament series: A's series by id; B's own list.
    'GET /api/tournament-series/{seriesId}': [{ label: "A's series", params: { seriesId: a.seriesId }, expect: forbidden }],
    'PATCH /api/tournament-series/{seriesId}': [{ label: "A's series", params: { seriesId: a.seriesId }, expect: forbidden }],
    'DELETE /api/tournament-series/{seriesId}': [{ label: "A's series", params: { seriesId: a.seriesId }, expect: forbidden }],
    'GET /api/tournament-series': [ownView('list')],
  };
  return table[route.key];
}

/** Operator and internal routes that name no operator data: nothing of another operator to reach. */
const NOT_APPLICABLE: Record<string, string> = {
  'GET /api/auth/permissions': "the calling key's own permissions; takes no id",
  'POST /api/tournaments': 'creates a new resource of the caller; names no existing id',
  'POST /api/tournament-series': 'creates a new resource of the caller; names no existing id',
};

describe('attack.bola: another operator’s ids on every route (OWASP API1)', () => {
  let t: TestApp;
  let a: VictimOperator;
  let b: AttackerOperator;

  beforeAll(async () => {
    t = await startTestApp();
    a = await victimOperator(t);
    b = await attackerOperator(t);
  });
  afterAll(async () => t?.close());

  it('B gets 403 RESOURCE_FORBIDDEN or 404 on every route, never A’s data, and A’s rows stay as they were', async () => {
    const routes = await documentedRoutes(t);
    const before = await operatorFingerprint(t, a.operatorId);
    const secrets = [a.tournamentId, a.tournamentName, a.playerId, a.internalPlayerId, a.roomId, a.operatorId, a.paymentId, a.seriesId];
    const uncovered: string[] = [];
    const failures: string[] = [];
    let attempts = 0;
    let forbidden = 0;
    let notFound = 0;
    let ownViews = 0;
    let covered = 0;
    let notApplicable = 0;
    let serverErrors = 0;
    let leakingAnswers = 0;

    for (const route of routes) {
      if (route.scheme === 'admin' || route.scheme === 'public') {
        notApplicable++;
        continue; // the platform's administration (no operator) and public documents
      }
      if (NOT_APPLICABLE[route.key]) {
        notApplicable++;
        continue;
      }
      const list = attemptsFor(route, a, b);
      if (!list) {
        uncovered.push(route.key);
        continue;
      }
      covered++;
      const client: HttpClient = route.scheme === 'internal' ? b.internal : b.keys.full_access.client;
      for (const attempt of list) {
        attempts++;
        const path = fillPath(route.path, attempt.params) + (attempt.query ?? '');
        const body = route.hasBody
          ? validBody(route.key, { internalPlayerId: a.internalPlayerId, jwt: a.jwt, operatorId: a.operatorId })
          : undefined;
        const res: HttpResponse = await client.request(route.method, path, body === undefined ? {} : { body });
        const where = `${route.key} (${attempt.label}) → ${res.status} ${res.text.slice(0, 200)}`;
        if (isServerError(res)) {
          serverErrors++;
          failures.push(`5xx: ${where}`);
        }
        // The user id of /api/players/{userId} is echoed back in B's own view; every other id of A never appears.
        const leaked = leaks(res, attempt.secrets ?? (attempt.expect.kind === 'own_view' ? secrets : [...secrets, a.userId]));
        if (leaked.length) {
          leakingAnswers++;
          failures.push(`leaks ${leaked.join(', ')}: ${where}`);
        }
        switch (attempt.expect.kind) {
          case 'forbidden':
            if (res.status !== 403 || res.body?.error !== 'forbidden' || res.body?.code !== 'RESOURCE_FORBIDDEN')
              failures.push(`expected 403 RESOURCE_FORBIDDEN: ${where}`);
            else forbidden++;
            break;
          case 'not_found':
            if (res.status !== 404 || res.body?.error !== attempt.expect.error)
              failures.push(`expected 404 ${attempt.expect.error}: ${where}`);
            else notFound++;
            break;
          case 'own_view':
            if (res.status >= 500 || res.status === 401 || res.status === 403) failures.push(`expected B's own view: ${where}`);
            else ownViews++;
            break;
        }
      }
    }

    expect(uncovered).toEqual([]);
    expect(failures).toEqual([]);
    // B's withdrawal from "A's user" hit B's own empty account: refused, nothing moved.
    const after = await operatorFingerprint(t, a.operatorId);
    expect(after).toEqual(before);
    const victimTablesChanged = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]).length;
    // A still reaches everything it owns.
    expect((await a.key.client.get(`/api/tournaments/${a.tournamentId}/players/${a.playerId}`)).status).toBe(200);
    expect((await a.internal.get(`/api/internal/tournaments/${a.tournamentId}/rooms/${a.roomId}`)).status).toBe(200);
    expect((await a.internal.post('/api/internal/auth/validate-token', { token: a.jwt })).body.valid).toBe(true);
    await expectLedgerReconciles(t);

    recordFigures(
      'attacks',
      'attack.bola',
      "Operator B's key and B-bound internal key against operator A's ids on every documented route",
      {
        documented_routes: routes.length,
        routes_tested: covered,
        routes_not_applicable: notApplicable,
        attempts,
        refused_403: forbidden,
        refused_404: notFound,
        own_view_only: ownViews,
        leaks: leakingAnswers,
        victim_tables_changed: victimTablesChanged,
        server_errors: serverErrors,
      },
    );
  });
});

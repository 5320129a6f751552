import { HttpClient, HttpResponse } from '../../support/http';
import { startTestApp, TestApp } from '../../support/test-app';
import { createTournamentId } from '../../support/tournament-fixtures';
import { documentedRoutes, fillPath, isServerError, leaks, operatorFingerprint } from '../support/attack-routes';
import { registerUser, validBody, VictimOperator, victimOperator } from '../support/attack-world';
import { recordFigures } from '../support/figures';

// Two keys that reach a deployment from outside its usual paths.
//
// The demo internal key: the first start (SEED_DEMO) prints it to stdout, where logs collectors and
// terminals keep it. It is bound to the demo operator, so against an operator created later
// every internal route of the OpenAPI document that names operator data is 403
// RESOURCE_FORBIDDEN, nothing of that operator appears in an answer and none of its rows change.
//
// The metrics token: with METRICS_TOKEN set, GET /metrics answers only `Bearer <METRICS_TOKEN>`;
// no header, wrong tokens, the service's other keys, other headers and other spellings of the
// path never get the metrics.

const METRICS_TOKEN = 'reliability-metrics-token-7d1e9a';

describe('attack.demo-key and attack.metrics-token', () => {
  let t: TestApp;
  let victim: VictimOperator;
  let demoInternal: HttpClient;
  let demoTournamentId: string;
  let demoInternalPlayerId: string;

  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true, metricsToken: METRICS_TOKEN });
    const keys = t.demoKeys!;
    demoInternal = t.http.with({ 'x-internal-api-key': keys.internalApiKey });
    const demoOperator = t.http.with({ authorization: `Bearer ${keys.apiKey}` });
    demoTournamentId = await createTournamentId(demoOperator, { min_players: 1 });
    demoInternalPlayerId = (await registerUser(demoOperator, demoTournamentId, `demo-user-${process.pid}`)).internal_player_id;
    // An operator created after the first start, with data on every kind of resource.
    victim = await victimOperator(t);
  });
  afterAll(async () => t?.close());

  it("the printed demo internal key gets 403 on every internal route of a later operator's resources", async () => {
    const routes = (await documentedRoutes(t)).filter((route) => route.scheme === 'internal');
    const before = await operatorFingerprint(t, victim.operatorId);
    const secrets = [victim.tournamentName, victim.playerId, victim.internalPlayerId, victim.roomId, victim.userId, victim.paymentId];
    const failures: string[] = [];
    const uncovered: string[] = [];
    let tried = 0;
    let refused403 = 0;
    let accepted = 0;
    let leaking = 0;
    let serverErrors = 0;

    for (const route of routes) {
      const params: Record<string, string> = { tournamentId: victim.tournamentId, roomId: victim.roomId, playerId: victim.playerId };
      if (route.pathParams.some((name) => !(name in params))) {
        uncovered.push(route.key);
        continue;
      }
      tried++;
      // A create names the victim as its operator (the demo key covers the demo operator only).
      const body = route.hasBody
        ? validBody(route.key, { internalPlayerId: victim.internalPlayerId, jwt: victim.jwt, operatorId: victim.operatorId })
        : undefined;
      const res: HttpResponse = await demoInternal.request(route.method, fillPath(route.path, params), body === undefined ? {} : { body });
      const where = `${route.key} → ${res.status} ${res.text.slice(0, 200)}`;
      if (res.status < 400) {
        accepted++;
        failures.push(`accepted: ${where}`);
      }
      if (isServerError(res)) {
        serverErrors++;
        failures.push(`5xx: ${where}`);
      }
      if (leaks(res, secrets).length) {
        leaking++;
        failures.push(`leaks: ${where}`);
      }
      if (res.status === 403 && res.body?.code === 'RESOURCE_FORBIDDEN') refused403++;
      else failures.push(`expected 403 RESOURCE_FORBIDDEN: ${where}`);
    }

    expect(uncovered).toEqual([]);
    expect(failures).toEqual([]);
    const after = await operatorFingerprint(t, victim.operatorId);
    expect(after).toEqual(before);
    const victimTablesChanged = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]).length;

    // The same key still drives the demo operator's own tournament, and the victim's own key its own.
    const ownConfig = await demoInternal.get(`/api/internal/tournaments/${demoTournamentId}/config`);
    expect(ownConfig.status).toBe(200);
    const ownRoom = await demoInternal.post(`/api/internal/tournaments/${demoTournamentId}/rooms`, {
      round: 1,
      players: [demoInternalPlayerId],
    });
    expect(ownRoom.status).toBe(201);
    expect((await victim.internal.get(`/api/internal/tournaments/${victim.tournamentId}/config`)).status).toBe(200);

    recordFigures(
      'attacks',
      'attack.demo-key',
      "The printed demo internal key against a later operator's tournament, room and token on every internal route",
      {
        internal_routes: routes.length,
        routes_tried: tried,
        refused_403: refused403,
        accepted,
        leaks: leaking,
        victim_tables_changed: victimTablesChanged,
        server_errors: serverErrors,
        own_tournament_still_served: ownConfig.status === 200,
      },
    );
  });

  it('GET /metrics with METRICS_TOKEN set refuses every request without the exact token', async () => {
    const keys = t.demoKeys!;
    const wrongAuthorizations: Array<[string, string]> = [
      ['wrong token', 'Bearer reliability-metrics-token-000000'],
      ['token with one character changed', `Bearer ${METRICS_TOKEN.slice(0, -1)}b`],
      ['token upper-cased', `Bearer ${METRICS_TOKEN.toUpperCase()}`],
      ['token prefix', `Bearer ${METRICS_TOKEN.slice(0, 16)}`],
      ['token with a suffix', `Bearer ${METRICS_TOKEN}x`],
      ['token twice', `Bearer ${METRICS_TOKEN}${METRICS_TOKEN}`],
      ['token and another word', `Bearer ${METRICS_TOKEN} extra`],
      ['token without scheme', METRICS_TOKEN],
      ['token as Basic', `Basic ${Buffer.from(`:${METRICS_TOKEN}`).toString('base64')}`],
      ['token base64-encoded', `Bearer ${Buffer.from(METRICS_TOKEN).toString('base64')}`],
      ['empty bearer', 'Bearer'],
      ['the demo operator key', `Bearer ${keys.apiKey}`],
      ['the demo internal key', `Bearer ${keys.internalApiKey}`],
      ['the admin key', 'Bearer test-admin-key-0123456789abcdef'],
    ];
    const otherHeaders: Array<[string, Record<string, string>]> = [
      ['no header', {}],
      ['X-Metrics-Token', { 'x-metrics-token': METRICS_TOKEN }],
      ['X-Api-Key', { 'x-api-key': METRICS_TOKEN }],
      ['X-Internal-Api-Key with the demo internal key', { 'x-internal-api-key': keys.internalApiKey }],
      ['X-Admin-Api-Key', { 'x-admin-api-key': 'test-admin-key-0123456789abcdef' }],
      ['token in a cookie', { cookie: `token=${METRICS_TOKEN}` }],
    ];
    const failures: string[] = [];
    let attempts = 0;
    let refused401 = 0;
    let accepted = 0;

    const attempt = async (label: string, path: string, headers: Record<string, string>, method = 'GET') => {
      attempts++;
      const res = await t.http.request(method, path, { headers });
      const served = res.status < 400 || /process_cpu_seconds_total|http_request_duration_seconds/.test(res.text);
      if (served) {
        accepted++;
        failures.push(`served: ${label} ${method} ${path} → ${res.status}`);
      } else if (res.status === 401 && res.body?.error === 'unauthorized' && res.body?.code === 'INVALID_API_KEY') {
        refused401++;
      } else {
        failures.push(`expected 401 unauthorized: ${label} → ${res.status} ${res.text.slice(0, 200)}`);
      }
    };
    for (const [label, authorization] of wrongAuthorizations) await attempt(label, '/metrics', { authorization });
    for (const [label, headers] of otherHeaders) await attempt(label, '/metrics', headers);
    await attempt('token in the query string', `/metrics?token=${METRICS_TOKEN}`, {});
    await attempt('token as access_token', `/metrics?access_token=${METRICS_TOKEN}`, {});

    // Other spellings of the path: never the metrics (404 for a path that is not the route, or 401).
    const pathVariants = [
      '/metrics/',
      '/Metrics',
      '/METRICS',
      '//metrics',
      '/metrics%2F',
      '/%6detrics',
      '/metrics;',
      '/api/metrics',
      '/metrics.txt',
      '/./metrics',
      '/x/../metrics',
      '/api/api/metrics',
    ];
    let variantsServed = 0;
    for (const path of pathVariants) {
      for (const method of ['GET', 'HEAD']) {
        const res = await t.http.request(method, path, { unchecked: 'a spelling of /metrics that the document does not list' });
        if (res.status < 400 || /process_cpu_seconds_total/.test(res.text)) {
          variantsServed++;
          failures.push(`served: ${method} ${path} → ${res.status}`);
        }
      }
    }
    // HEAD of the route itself: no metrics body, and not a 200 without the token.
    const head = await t.http.request('HEAD', '/metrics', { unchecked: 'HEAD is answered by the GET route' });
    if (head.status !== 401) failures.push(`HEAD /metrics without token → ${head.status}`);

    const right = await t.http.get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.text).toMatch(/^process_cpu_seconds_total /m);
    const countedRefusals = ['missing', 'invalid']
      .map((reason) =>
        Number(right.text.match(new RegExp(`^auth_failures_total\\{kind="metrics",reason="${reason}"\\} (\\d+)$`, 'm'))?.[1] ?? 0),
      )
      .reduce((sum, n) => sum + n, 0);

    expect(failures).toEqual([]);
    expect(countedRefusals).toBeGreaterThanOrEqual(refused401);

    recordFigures(
      'attacks',
      'attack.metrics-token',
      'GET /metrics with METRICS_TOKEN set: no token, wrong tokens, the other keys, other headers, the query string and other spellings of the path',
      {
        attempts,
        refused_401: refused401,
        accepted,
        path_variants_tried: pathVariants.length * 2,
        path_variants_served: variantsServed,
        head_without_token: head.status,
        right_token_served: right.status === 200,
        refusals_counted_in_auth_failures_total: countedRefusals,
      },
    );
  });
});

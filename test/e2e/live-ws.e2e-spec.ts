import { request as httpRequest } from 'node:http';
import { SigningKeyStore } from '@app/game-access/signing-key-store';
import { loadJose } from '@app/game-access/jose';
import { LiveStandingsHub, LiveWebSocketGateway, MAX_SUBSCRIPTIONS_PER_SOCKET } from '@app/live';
import { createInternalKey, createKey, createOperator, operatorWithKey } from '../support/factories';
import { LiveWsClient, RefusedUpgrade } from '../support/live-ws';
import { SseConnection } from '../support/sse';
import { startTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { createTournamentId, seatPlayers } from '../support/tournament-fixtures';
import { until } from '../support/until';

// GET /api/ws: the live leaderboards over a WebSocket (the `ws` client), several tournaments per
// connection, on two instances of the service sharing one database.

const STREAMS = { minIntervalMs: 50, heartbeatMs: 200, slowSubscriberTimeoutMs: 30_000 };
const CAP = 3;
const UNKNOWN_ID = '0193a000-0000-7000-8000-000000000001';

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const snapshotOf =
  (tournamentId: string, accept: (data: any) => boolean = () => true) =>
  (message: any) =>
    message.type === 'snapshot' && message.tournament_id === tournamentId && accept(message.data);

describe('live leaderboards over a WebSocket', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let bClosed = false;
  let op: Awaited<ReturnType<typeof operatorWithKey>>;

  beforeAll(async () => {
    database = await createTestDatabase(40);
    a = await startTestApp({ streams: { ...STREAMS, maxSubscribersPerOperator: 10_000 } }, [], { database });
    b = await startTestApp({ streams: { ...STREAMS, maxSubscribersPerOperator: CAP } }, [], { database });
    op = await operatorWithKey(a);
  });
  afterAll(async () => {
    // The last test closes B itself.
    if (!bClosed) await b?.close();
    await a?.close();
    await database?.stop();
  });

  const connect = (t: TestApp, options: Parameters<typeof LiveWsClient.connect>[1] = {}) => LiveWsClient.connect(t.baseUrl, options);
  const open = (t: TestApp, options: Parameters<typeof LiveWsClient.open>[1] = { headers: bearer(op.apiKey) }) =>
    LiveWsClient.open(t.baseUrl, options);
  const nothingOpen = (t: TestApp) => t.app.get(LiveStandingsHub).size === 0 && t.app.get(LiveWebSocketGateway).size === 0;
  const leaderboard = async (tournamentId: string, query = '') =>
    (await op.client.get(`/api/tournaments/${tournamentId}/leaderboard${query}`)).body;

  it('follows several tournaments on one connection: a snapshot of each at once, equal to GET, then one per change', async () => {
    const [t1, t2] = [await createTournamentId(op.client), await createTournamentId(op.client)];
    await seatPlayers(a, t1, 2);
    const client = await open(a);
    // One at a time: two subscribes in flight answer in whichever order their reads finish.
    client.subscribe(t1, { limit: 1, include_eliminated: true });
    const first = await client.next(snapshotOf(t1));
    client.subscribe(t2);
    const board = await leaderboard(t1, '?limit=1&includeEliminated=true');
    expect(first).toEqual({ type: 'snapshot', tournament_id: t1, version: Date.parse(board.last_updated), data: board });
    expect((await client.next(snapshotOf(t2))).data).toEqual(await leaderboard(t2));
    expect(a.app.get(LiveStandingsHub).size).toBe(2);

    await seatPlayers(a, t1, 1);
    const changed = await client.next(snapshotOf(t1, (data) => data.leaderboard.pagination.total === 3));
    expect(changed.data).toEqual(await leaderboard(t1, '?limit=1&includeEliminated=true'));

    // A new subscribe of a tournament replaces its subscription (here with another query).
    client.subscribe(t1, { limit: 3 });
    const replaced = await client.next(snapshotOf(t1, (data) => data.leaderboard.data.length === 3));
    expect(replaced.data).toEqual(await leaderboard(t1, '?limit=3'));
    await until(() => a.app.get(LiveStandingsHub).size === 2, 'the old subscription to be replaced');

    client.unsubscribe(t2);
    await until(() => a.app.get(LiveStandingsHub).size === 1, 'the unsubscribe');
    await client.close();
    await until(() => nothingOpen(a), 'the connection to release everything');
  });

  it('a subscriber on one instance gets the change made through the other', async () => {
    const tid = await createTournamentId(op.client);
    const client = await open(b);
    client.subscribe(tid);
    expect((await client.next(snapshotOf(tid))).data.leaderboard.data).toEqual([]);
    await seatPlayers(a, tid, 2);
    const changed = await client.next(snapshotOf(tid, (data) => data.leaderboard.pagination.total === 2));
    expect(changed.data).toEqual(await leaderboard(tid));
    await client.close();
    await until(() => nothingOpen(b), 'B to release the connection');
  });

  it('status events when the tournament starts and completes, then its final snapshot; the connection stays open', async () => {
    const tid = await createTournamentId(op.client);
    const other = await createTournamentId(op.client);
    await seatPlayers(a, tid, 2);
    const client = await open(a);
    // One at a time: two subscribes in flight answer in whichever order their reads finish.
    client.subscribe(tid);
    await client.next(snapshotOf(tid));
    client.subscribe(other);
    await client.next(snapshotOf(other));
    expect((await op.client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
    const started = await client.next((m) => m.type === 'status');
    expect(started).toMatchObject({ type: 'status', tournament_id: tid, data: { tournament_id: tid, status: 'in_progress' } });
    expect((await op.client.post(`/api/tournaments/${tid}/complete`)).status).toBe(200);
    const completed = await client.next((m) => m.type === 'status');
    expect(completed.data).toMatchObject({ tournament_id: tid, status: 'completed' });
    const final = await client.next(snapshotOf(tid));
    const board = await leaderboard(tid);
    expect(final).toEqual({ type: 'snapshot', tournament_id: tid, version: Date.parse(board.last_updated), data: board });
    await until(() => a.app.get(LiveStandingsHub).size === 1, 'the finished subscription to end');
    // The other tournament is still followed on the same connection.
    await seatPlayers(a, other, 1);
    expect((await client.next(snapshotOf(other, (data) => data.leaderboard.pagination.total === 1))).data).toEqual(
      await leaderboard(other),
    );
    expect(client.closed).toBeUndefined();
    await client.close();
  });

  it('answers bad messages with an error message and keeps the connection', async () => {
    const client = await open(a);
    const error = async (message: unknown) => {
      client.send(message);
      return client.next((m) => m.type === 'error');
    };
    expect(await error('{not json')).toEqual({ type: 'error', code: 'invalid_request', message: 'The message is not valid JSON' });
    expect(await error('[1, 2]')).toMatchObject({ type: 'error', code: 'invalid_request' });
    expect(await error(Buffer.from('{"type":"subscribe"}'))).toMatchObject({ type: 'error', code: 'invalid_request' });
    expect(await error({ type: 'watch', tournament_id: UNKNOWN_ID })).toMatchObject({
      code: 'validation_error',
      errors: { type: ['type must be subscribe or unsubscribe'] },
    });
    for (const fields of [
      { limit: 0 },
      { limit: 201 },
      { limit: '5' },
      { include_eliminated: 'yes' },
      { tournament_id: 42 },
      { tournament_id: undefined },
      { extra: true },
    ]) {
      const answer = await error({ type: 'subscribe', tournament_id: UNKNOWN_ID, ...fields });
      expect({ fields, code: answer.code, errors: Object.keys(answer.errors ?? {}) }).toEqual({
        fields,
        code: 'validation_error',
        errors: [Object.keys(fields)[0]],
      });
    }
    expect(await error({ type: 'subscribe', tournament_id: UNKNOWN_ID })).toMatchObject({
      type: 'error',
      code: 'tournament_not_found',
      tournament_id: UNKNOWN_ID,
    });
    const foreign = await createTournamentId((await operatorWithKey(a)).client);
    expect(await error({ type: 'subscribe', tournament_id: foreign })).toEqual({
      type: 'error',
      code: 'forbidden',
      message: 'This tournament belongs to another operator',
      tournament_id: foreign,
    });
    // Unsubscribing a tournament not followed changes nothing.
    client.unsubscribe(foreign);
    expect(client.closed).toBeUndefined();
    expect(a.app.get(LiveStandingsHub).size).toBe(0);

    // A message over 4 KiB closes the connection (1009, message too big).
    client.send(JSON.stringify({ type: 'subscribe', tournament_id: 'x'.repeat(5000) }));
    expect((await client.untilClosed()).code).toBe(1009);
  });

  it(`follows at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} tournaments per connection, and the per-operator cap answers 429 too`, async () => {
    const ids: string[] = [];
    while (ids.length <= MAX_SUBSCRIPTIONS_PER_SOCKET) {
      ids.push(...(await Promise.all(Array.from({ length: 10 }, () => createTournamentId(op.client)))));
    }
    const client = await open(a);
    for (const id of ids.slice(0, MAX_SUBSCRIPTIONS_PER_SOCKET)) client.subscribe(id);
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_SOCKET; i++) await client.next((m) => m.type === 'snapshot');
    client.subscribe(ids[MAX_SUBSCRIPTIONS_PER_SOCKET]);
    expect(await client.next((m) => m.type === 'error')).toMatchObject({
      code: 'rate_limit_exceeded',
      tournament_id: ids[MAX_SUBSCRIPTIONS_PER_SOCKET],
    });
    expect(a.app.get(LiveStandingsHub).size).toBe(MAX_SUBSCRIPTIONS_PER_SOCKET);
    await client.close();
    await until(() => nothingOpen(a), 'the connection to release its subscriptions');

    // B lets an operator have 3 streams open at once.
    const capped = await open(b);
    for (const id of ids.slice(0, CAP + 1)) capped.subscribe(id);
    const refused = await capped.next((m) => m.type === 'error');
    expect(refused).toMatchObject({ code: 'rate_limit_exceeded', details: { category: 'live_streams', limit: CAP } });
    await until(() => b.app.get(LiveStandingsHub).size === CAP, 'three subscriptions');
    await capped.close();
    await until(() => nothingOpen(b), 'B to release everything');
  });

  describe('who may connect', () => {
    it('refuses the upgrade with the JSON error of the REST API: no credentials 401, a key without results.read 403', async () => {
      const none = (await connect(a)) as RefusedUpgrade;
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ error: 'unauthorized', code: 'INVALID_API_KEY', message: expect.stringContaining('token=') });
      expect(none.headers['x-request-id']).toEqual(expect.any(String));
      expect(none.headers['content-type']).toMatch(/^application\/json/);

      const registration = await createKey(a, op.operatorId, 'player_registration');
      const forbidden = (await connect(a, { headers: bearer(registration.apiKey) })) as RefusedUpgrade;
      expect(forbidden).toMatchObject({
        status: 403,
        body: { error: 'forbidden', code: 'INSUFFICIENT_PERMISSIONS', required_permission: 'results.read' },
      });
      const version = (await connect(a, { headers: { ...bearer(op.apiKey), 'api-version': '2' } })) as RefusedUpgrade;
      expect(version).toMatchObject({ status: 400, body: { error: 'unsupported_api_version' } });
      expect(nothingOpen(a)).toBe(true);
    });

    it('the 101 carries the request id and the rate-limit headers; each subscribe counts as one `results` call', async () => {
      const limited = await createOperator(a, { rate_limits: { results: 2 } });
      const key = await createKey(a, limited.operatorId);
      const tid = await createTournamentId(key.client);
      const client = await open(a, { headers: bearer(key.apiKey) });
      expect(client.upgradeHeaders).toMatchObject({
        'api-version': '1.0.0',
        'x-request-id': expect.any(String),
        'x-ratelimit-limit': '2',
        'x-ratelimit-remaining': '1',
      });
      client.subscribe(tid);
      expect((await client.next()).type).toBe('snapshot');
      client.subscribe(tid);
      expect(await client.next()).toMatchObject({
        type: 'error',
        code: 'rate_limit_exceeded',
        tournament_id: tid,
        details: { category: 'results', limit: 2 },
      });
      await client.close();
    });

    it('an internal key follows the tournaments of the operators it covers', async () => {
      const tid = await createTournamentId(op.client);
      const covering = await createInternalKey(a, [op.operatorId]);
      const client = await open(a, { headers: { 'x-internal-api-key': covering.apiKey } });
      client.subscribe(tid);
      expect((await client.next()).data).toEqual(await leaderboard(tid));
      const elsewhere = await createInternalKey(a, [(await createOperator(a)).operatorId]);
      const other = await open(a, { headers: bearer(elsewhere.apiKey) });
      other.subscribe(tid);
      expect(await other.next()).toMatchObject({ type: 'error', code: 'forbidden', tournament_id: tid });
      await client.close();
      await other.close();
    });

    it("a player's game token (?token=) follows its own tournament only; a garbage or expired token is refused with 401", async () => {
      const tid = await createTournamentId(op.client, { entry_fee: 0 });
      const registered = await op.client.post(`/api/tournaments/${tid}/players`, { user_id: `ws-player-${Date.now()}` });
      const jwt: string = registered.body.game_access.jwt;
      const client = await open(a, { token: jwt });
      client.subscribe(tid, { limit: 2 });
      expect((await client.next()).data).toEqual(await leaderboard(tid, '?limit=2'));
      const elsewhere = await createTournamentId(op.client);
      client.subscribe(elsewhere);
      expect(await client.next()).toEqual({
        type: 'error',
        code: 'forbidden',
        message: 'This game token is for another tournament',
        tournament_id: elsewhere,
      });
      await client.close();

      expect(((await connect(a, { token: 'garbage' })) as RefusedUpgrade).status).toBe(401);
      const jose = await loadJose();
      const key = await a.app.get(SigningKeyStore).signingKey();
      const past = Math.floor(Date.now() / 1000) - 60;
      const expired = await new jose.SignJWT({ ...jose.decodeJwt(jwt), exp: past, iat: past - 3600 })
        .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: key.kid })
        .sign(key.privateKey);
      const late = (await connect(a, { token: expired })) as RefusedUpgrade;
      expect(late).toMatchObject({ status: 401, body: { error: 'unauthorized', message: expect.stringContaining('token_expired') } });
    });
  });

  describe('a connection does not outlive its credentials (re-checked at each heartbeat)', () => {
    it('an operator key revoked while connected: the refusal as an error, a close with 1008, and reconnecting gets 401', async () => {
      const [t1, t2] = [await createTournamentId(op.client), await createTournamentId(op.client)];
      const key = await createKey(a, op.operatorId, 'read_only');
      const client = await open(a, { headers: bearer(key.apiKey) });
      const untouched = await open(a);
      for (const tid of [t1, t2]) {
        client.subscribe(tid);
        await client.next(snapshotOf(tid));
      }
      untouched.subscribe(t1);
      await untouched.next(snapshotOf(t1));
      expect((await a.admin.delete(`/api/admin/operators/${op.operatorId}/api-keys/${key.keyId}`)).status).toBe(200);
      expect(await client.untilClosed()).toEqual({ code: 1008, reason: 'This API key has been revoked' });
      expect(client.messages.at(-1)).toEqual({ type: 'error', code: 'unauthorized', message: 'This API key has been revoked' });
      // Another key's connection following the same tournament stays.
      expect(untouched.closed).toBeUndefined();
      await until(() => a.app.get(LiveStandingsHub).size === 1 && a.app.get(LiveWebSocketGateway).size === 1, 'only the other connection');
      const again = (await connect(a, { headers: bearer(key.apiKey) })) as RefusedUpgrade;
      expect(again).toMatchObject({ status: 401, body: { error: 'unauthorized', code: 'INVALID_API_KEY' } });
      await untouched.close();
      await until(() => nothingOpen(a), 'nothing open');
    });

    it("a player's game token: the connection closes with 1008 once it expires", async () => {
      const tid = await createTournamentId(op.client, { entry_fee: 0 });
      const registered = await op.client.post(`/api/tournaments/${tid}/players`, { user_id: `ws-lapse-${Date.now()}` });
      expect(registered.status).toBe(201);
      const jose = await loadJose();
      const key = await a.app.get(SigningKeyStore).signingKey();
      const exp = Math.floor(Date.now() / 1000) + 2;
      const expiring = await new jose.SignJWT({ ...jose.decodeJwt(registered.body.game_access.jwt), exp })
        .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: key.kid })
        .sign(key.privateKey);
      const client = await open(a, { token: expiring });
      client.subscribe(tid);
      await client.next(snapshotOf(tid));
      expect(await client.untilClosed()).toEqual({ code: 1008, reason: 'Invalid player token (token_expired)' });
      expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000);
      expect(client.messages.at(-1)).toEqual({ type: 'error', code: 'unauthorized', message: 'Invalid player token (token_expired)' });
      const again = (await connect(a, { token: expiring })) as RefusedUpgrade;
      expect(again).toMatchObject({ status: 401, body: { error: 'unauthorized', message: 'Invalid player token (token_expired)' } });
      await until(() => nothingOpen(a), 'nothing open');
    });
  });

  it('GET /api/ws without an upgrade is 400; an upgrade request to another path is served as a plain request', async () => {
    const plain = await a.http.get('/api/ws', { headers: bearer(op.apiKey) });
    expect(plain.status).toBe(400);
    expect(plain.body).toEqual({ error: 'invalid_request', message: expect.stringContaining('Upgrade: websocket') });

    const served = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${a.baseUrl}/health/live`, { headers: { connection: 'Upgrade, HTTP2-Settings', upgrade: 'h2c' } });
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(served.status).toBe(200);
    expect(JSON.parse(served.body)).toEqual({ status: 'ok' });
  });

  it('pings every STREAM_HEARTBEAT_MS and terminates a connection that does not answer', async () => {
    const answering = await open(a);
    const silent = await open(a, { headers: bearer(op.apiKey), options: { autoPong: false } });
    const tid = await createTournamentId(op.client);
    silent.subscribe(tid);
    await silent.next();
    expect((await silent.untilClosed()).code).toBe(1006);
    expect(silent.pings).toBeGreaterThan(0);
    await until(() => answering.pings >= 3, 'three pings');
    expect(answering.closed).toBeUndefined();
    await answering.close();
    await until(() => nothingOpen(a), 'both connections to be released');
  });

  it('a few hundred connections opened, subscribed and closed leave nothing open', async () => {
    const tid = await createTournamentId(op.client);
    for (let round = 0; round < 20; round++) {
      const clients = await Promise.all(Array.from({ length: 10 }, () => open(a)));
      for (const client of clients) client.subscribe(tid);
      for (const client of clients) expect((await client.next()).type).toBe('snapshot');
      // Half close politely, half just drop the connection.
      await Promise.all(clients.map((client, i) => (i % 2 === 0 ? client.close() : (client.socket.terminate(), client.untilClosed()))));
    }
    await until(() => nothingOpen(a), 'every connection to be released');
    const metrics = (await a.http.get('/metrics')).text.split('\n');
    expect(metrics.filter((line: string) => /^live_(streams_open|websocket_connections)/.test(line))).toEqual([
      'live_streams_open{kind="sse"} 0',
      'live_streams_open{kind="ws"} 0',
      'live_websocket_connections 0',
    ]);
  });
  it('shutting an instance down closes its WebSockets (1001) and ends its event streams', async () => {
    const instance = b;
    const tid = await createTournamentId(op.client);
    const client = await open(instance);
    client.subscribe(tid);
    await client.next(snapshotOf(tid));
    const sse = await SseConnection.open(instance.baseUrl, `/api/tournaments/${tid}/leaderboard/stream`, bearer(op.apiKey));
    await sse.nextEvent();
    bClosed = true;
    await instance.close();
    expect((await client.untilClosed()).code).toBe(1001);
    await sse.untilEnded();
  });
});

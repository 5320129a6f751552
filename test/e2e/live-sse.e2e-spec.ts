import { DataSource } from 'typeorm';
import { LeaderboardStreams, LiveMessage, LiveStandingsHub, StreamSink } from '@app/live';
import { SigningKeyStore } from '@app/game-access/signing-key-store';
import { loadJose } from '@app/game-access/jose';
import { createInternalKey, createKey, createOperator, operatorWithKey } from '../support/factories';
import { SseConnection } from '../support/sse';
import { startTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { createTournamentId, expectErrorBody, seatPlayers } from '../support/tournament-fixtures';
import { until } from '../support/until';

// GET /api/tournaments/{id}/leaderboard/stream: the leaderboard as Server-Sent Events, read the
// way a browser's EventSource reads it (a streaming fetch and a frame parser), on two instances
// of the service sharing one database.

const STREAMS = { minIntervalMs: 50, heartbeatMs: 200, slowSubscriberTimeoutMs: 30_000 };
const CAP = 3;

const streamPath = (tournamentId: string, query = '') => `/api/tournaments/${tournamentId}/leaderboard/stream${query}`;
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('live leaderboard over Server-Sent Events', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(40);
    a = await startTestApp({ streams: { ...STREAMS, maxSubscribersPerOperator: 10_000 } }, [], { database });
    b = await startTestApp({ streams: { ...STREAMS, maxSubscribersPerOperator: CAP } }, [], { database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.stop();
  });

  const open = (t: TestApp, path: string, headers: Record<string, string> = {}) => SseConnection.open(t.baseUrl, path, headers);
  const nothingOpen = (t: TestApp) => t.app.get(LiveStandingsHub).size === 0 && t.app.get(LeaderboardStreams).size === 0;

  it('sends the leaderboard at once, equal to GET with the same query, then a snapshot per change equal to a fresh GET', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    await seatPlayers(a, tid, 2);
    const query = '?limit=1&include_eliminated=true';
    const sse = await open(a, streamPath(tid, query), bearer(op.apiKey));
    expect(sse.status).toBe(200);
    expect(sse.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(sse.headers.get('cache-control')).toBe('no-cache');
    expect(sse.headers.get('x-accel-buffering')).toBe('no');
    expect(sse.headers.get('api-version')).toBe('1.0.0');
    expect(sse.headers.get('x-request-id')).toEqual(expect.any(String));
    expect(Number(sse.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
    expect(await sse.nextFrame()).toEqual({ retry: 3000, comments: [] });

    const first = await sse.nextEvent();
    const board = await op.client.get(`/api/tournaments/${tid}/leaderboard${query}`);
    expect(first).toEqual({ event: 'snapshot', id: String(Date.parse(board.body.last_updated)), data: board.body });
    expect(first.data.leaderboard.data).toHaveLength(1);

    await seatPlayers(a, tid, 1);
    const next = await sse.eventWhere((e) => e.event === 'snapshot' && e.data.leaderboard.pagination.total === 3);
    const fresh = await op.client.get(`/api/tournaments/${tid}/leaderboard${query}`);
    expect(next).toEqual({ event: 'snapshot', id: String(Date.parse(fresh.body.last_updated)), data: fresh.body });
    sse.close();
    await until(() => nothingOpen(a), 'the stream to close');
  });

  it('Last-Event-ID: with the current version nothing comes at once, with an older one (or a non-number) the snapshot does', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    await seatPlayers(a, tid, 1);
    const board = (await op.client.get(`/api/tournaments/${tid}/leaderboard`)).body;
    const version = String(Date.parse(board.last_updated));

    const current = await open(a, streamPath(tid), { ...bearer(op.apiKey), 'last-event-id': version });
    const older = await open(a, streamPath(tid), { ...bearer(op.apiKey), 'last-event-id': String(Number(version) - 1) });
    const garbage = await open(a, streamPath(tid), { ...bearer(op.apiKey), 'last-event-id': 'not-a-version' });
    expect(await older.nextEvent()).toEqual({ event: 'snapshot', id: version, data: board });
    expect(await garbage.nextEvent()).toEqual({ event: 'snapshot', id: version, data: board });

    // The first snapshot the up-to-date client gets is the one after the next change.
    await seatPlayers(a, tid, 1);
    const after = await current.nextEvent();
    expect(after.event).toBe('snapshot');
    expect(after.data.leaderboard.pagination.total).toBe(2);
    expect(Number(after.id)).toBeGreaterThan(Number(version));
    for (const sse of [current, older, garbage]) sse.close();
    await until(() => nothingOpen(a), 'the streams to close');
  });

  it('a status event when the tournament starts and when it completes, then the final snapshot, and the server ends the stream', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    await seatPlayers(a, tid, 2);
    const sse = await open(a, streamPath(tid), bearer(op.apiKey));
    await sse.nextEvent();

    expect((await op.client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
    const started = await sse.eventWhere((e) => e.event === 'status');
    expect(started).toEqual({
      event: 'status',
      id: undefined,
      data: { tournament_id: tid, status: 'in_progress', current_phase: expect.any(String) },
    });

    expect((await op.client.post(`/api/tournaments/${tid}/complete`)).status).toBe(200);
    const completed = await sse.eventWhere((e) => e.event === 'status');
    const status = (await op.client.get(`/api/tournaments/${tid}/status`)).body;
    expect(completed.data).toEqual({ tournament_id: tid, status: 'completed', current_phase: status.current_phase });
    const rest = await sse.untilEnded();
    const final = rest.at(-1)!;
    expect(final.event).toBe('snapshot');
    expect(rest.filter((e) => e.event === 'status')).toEqual([]);
    const board = await op.client.get(`/api/tournaments/${tid}/leaderboard`);
    expect(final).toEqual({ event: 'snapshot', id: String(Date.parse(board.body.last_updated)), data: board.body });
    await until(() => nothingOpen(a), 'the ended stream to be released');

    // Reconnecting without the final snapshot: the status, the snapshot, and the end at once.
    const late = await open(a, streamPath(tid), bearer(op.apiKey));
    expect(await late.untilEnded()).toEqual([{ event: 'status', id: undefined, data: completed.data }, final]);
    // With it (EventSource sends its id): 204, which stops an EventSource from reconnecting.
    const done = await open(a, streamPath(tid), { ...bearer(op.apiKey), 'last-event-id': final.id! });
    expect(done.status).toBe(204);
    await until(() => nothingOpen(a), 'nothing left open');
  });

  it('HEAD answers the head of a stream and ends', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    const head = await a.http.request('HEAD', streamPath(tid), { headers: bearer(op.apiKey) });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await until(() => nothingOpen(a), 'nothing open');
  });

  it('a heartbeat comment every STREAM_HEARTBEAT_MS keeps an idle stream alive', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    const sse = await open(a, streamPath(tid), bearer(op.apiKey));
    await sse.nextEvent();
    expect(await sse.nextFrame((frame) => frame.comments.length > 0)).toEqual({ comments: ['heartbeat'] });
    expect(await sse.nextFrame((frame) => frame.comments.length > 0)).toEqual({ comments: ['heartbeat'] });
    sse.close();
  });

  it('a subscriber on one instance gets the change made through the other', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    const sse = await open(b, streamPath(tid), bearer(op.apiKey));
    expect((await sse.nextEvent()).data.leaderboard.data).toEqual([]);
    await seatPlayers(a, tid, 2);
    const changed = await sse.eventWhere((e) => e.event === 'snapshot' && e.data.leaderboard.pagination.total === 2);
    expect(changed.data).toEqual((await op.client.get(`/api/tournaments/${tid}/leaderboard`)).body);
    sse.close();
    await until(() => nothingOpen(b), 'the stream on B to close');
  });

  describe('who may follow a tournament', () => {
    let op: Awaited<ReturnType<typeof operatorWithKey>>;
    let tid: string;

    beforeAll(async () => {
      op = await operatorWithKey(a);
      tid = await createTournamentId(op.client, { entry_fee: 0 });
    });

    /** A stream opened and refused like the leaderboard with the same credentials. */
    async function expectRefusedLikeLeaderboard(headers: Record<string, string>, status: number, code: string, extra = {}) {
      const sse = await open(a, streamPath(tid), headers);
      expectErrorBody(sse, status, code, extra);
      const leaderboard = await a.http.get(`/api/tournaments/${tid}/leaderboard`, { headers });
      expect(leaderboard.status).toBe(status);
      expect(leaderboard.body.code).toBe(sse.body.code);
    }

    it('no credentials: 401 INVALID_API_KEY, naming the three forms', async () => {
      await expectRefusedLikeLeaderboard({}, 401, 'unauthorized', { code: 'INVALID_API_KEY' });
      const sse = await open(a, streamPath(tid));
      expect(sse.body.message).toMatch(/Authorization: Bearer.*X-Internal-Api-Key.*token=/);
      const wrong = await open(a, streamPath(tid), bearer('sk_live_not-a-real-key-000000000000'));
      expectErrorBody(wrong, 401, 'unauthorized', { code: 'INVALID_API_KEY' });
    });

    it("another operator's key: 403 RESOURCE_FORBIDDEN; a key without results.read: 403 INSUFFICIENT_PERMISSIONS", async () => {
      const other = await operatorWithKey(a);
      await expectRefusedLikeLeaderboard(bearer(other.apiKey), 403, 'forbidden', { code: 'RESOURCE_FORBIDDEN' });
      const registration = await createKey(a, op.operatorId, 'player_registration');
      await expectRefusedLikeLeaderboard(bearer(registration.apiKey), 403, 'forbidden', {
        code: 'INSUFFICIENT_PERMISSIONS',
        required_permission: 'results.read',
      });
      const unknown = await open(a, streamPath('0193a000-0000-7000-8000-000000000001'), bearer(op.apiKey));
      expectErrorBody(unknown, 404, 'tournament_not_found');
      await until(() => nothingOpen(a), 'nothing open');
    });

    it('an internal key: the tournaments of the operators it covers (either header form), 403 for the others, 404 for none', async () => {
      const covering = await createInternalKey(a, [op.operatorId]);
      for (const headers of [{ 'x-internal-api-key': covering.apiKey }, bearer(covering.apiKey)]) {
        const sse = await open(a, streamPath(tid), headers);
        expect(sse.status).toBe(200);
        expect((await sse.nextEvent()).data).toEqual((await op.client.get(`/api/tournaments/${tid}/leaderboard`)).body);
        sse.close();
      }
      const other = await createOperator(a);
      const elsewhere = await createInternalKey(a, [other.operatorId]);
      const refused = await open(a, streamPath(tid), { 'x-internal-api-key': elsewhere.apiKey });
      expectErrorBody(refused, 403, 'forbidden', { code: 'RESOURCE_FORBIDDEN' });
      const missing = await open(a, streamPath('0193a000-0000-7000-8000-000000000001'), { 'x-internal-api-key': covering.apiKey });
      expectErrorBody(missing, 404, 'tournament_not_found');
      await until(() => nothingOpen(a), 'nothing open');
    });

    it("a player's game token in ?token=: its own tournament only; a garbage or expired token is 401", async () => {
      const registered = await op.client.post(`/api/tournaments/${tid}/players`, { user_id: `sse-player-${Date.now()}` });
      expect(registered.status).toBe(201);
      const jwt: string = registered.body.game_access.jwt;

      const sse = await open(a, streamPath(tid, `?token=${jwt}&limit=5`));
      expect(sse.status).toBe(200);
      expect((await sse.nextEvent()).data).toEqual((await op.client.get(`/api/tournaments/${tid}/leaderboard?limit=5`)).body);
      sse.close();

      const otherTournament = await createTournamentId(op.client);
      const foreign = await open(a, streamPath(otherTournament, `?token=${jwt}`));
      expectErrorBody(foreign, 403, 'forbidden', { code: 'RESOURCE_FORBIDDEN' });

      const garbage = await open(a, streamPath(tid, '?token=not.a.jwt'));
      expectErrorBody(garbage, 401, 'unauthorized', { code: 'INVALID_API_KEY' });

      const jose = await loadJose();
      const key = await a.app.get(SigningKeyStore).signingKey();
      const past = Math.floor(Date.now() / 1000) - 60;
      const expired = await new jose.SignJWT({ ...jose.decodeJwt(jwt), exp: past, iat: past - 3600 })
        .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: key.kid })
        .sign(key.privateKey);
      const late = await open(a, streamPath(tid, `?token=${expired}`));
      expectErrorBody(late, 401, 'unauthorized', { code: 'INVALID_API_KEY' });
      expect(late.body.message).toContain('token_expired');
      await until(() => nothingOpen(a), 'nothing open');
    });

    it('a refused game token or internal key is counted in auth_failures_total and audited as auth.failed, with its kind', async () => {
      const failures = async (kind: string, reason: string) => {
        const text = (await a.http.get('/metrics')).text;
        return Number(new RegExp(`^auth_failures_total\\{kind="${kind}",reason="${reason}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      };
      const tokensBefore = await failures('player_token', 'malformed_token');
      const keysBefore = await failures('internal', 'unknown');

      const token = await open(a, streamPath(tid, '?token=not.a.jwt'));
      expectErrorBody(token, 401, 'unauthorized', { code: 'INVALID_API_KEY' });
      const key = await open(a, streamPath(tid), { 'x-internal-api-key': `internal_${'0'.repeat(40)}` });
      expectErrorBody(key, 401, 'unauthorized', { code: 'INVALID_API_KEY' });
      expect(await failures('player_token', 'malformed_token')).toBe(tokensBefore + 1);
      expect(await failures('internal', 'unknown')).toBe(keysBefore + 1);

      await a.flushAudit();
      const audited = async (refused: SseConnection) =>
        a.app
          .get(DataSource)
          .query('SELECT operator_id, action, method, path, status_code, details FROM audit_logs WHERE request_id = $1', [
            refused.headers.get('x-request-id'),
          ]);
      expect(await audited(token)).toEqual([
        {
          operator_id: null,
          action: 'auth.failed',
          method: 'GET',
          path: `/api/tournaments/${tid}/leaderboard/stream`,
          status_code: 401,
          details: { reason: 'malformed_token', key_type: 'player_token' },
        },
      ]);
      expect(await audited(key)).toEqual([
        {
          operator_id: null,
          action: 'auth.failed',
          method: 'GET',
          path: `/api/tournaments/${tid}/leaderboard/stream`,
          status_code: 401,
          details: { reason: 'unknown', key_type: 'internal' },
        },
      ]);
    });
  });

  describe('a stream does not outlive its credentials (re-checked at each heartbeat)', () => {
    let op: Awaited<ReturnType<typeof operatorWithKey>>;
    let tid: string;

    beforeAll(async () => {
      op = await operatorWithKey(a);
      tid = await createTournamentId(op.client, { entry_fee: 0 });
    });

    /** The stream, followed to its end: an `error` event with the REST refusal, and no snapshot after the first. */
    async function expectEndedWith(sse: SseConnection, refusal: object) {
      expect((await sse.nextEvent()).event).toBe('snapshot');
      expect(await sse.untilEnded()).toEqual([{ event: 'error', id: undefined, data: refusal }]);
    }

    it('an operator key revoked while its stream is open: the stream ends with the 401, and reconnecting gets it', async () => {
      const key = await createKey(a, op.operatorId, 'read_only');
      const sse = await open(a, streamPath(tid), bearer(key.apiKey));
      expect(sse.status).toBe(200);
      const untouched = await open(a, streamPath(tid), bearer(op.apiKey));
      expect((await untouched.nextEvent()).event).toBe('snapshot');
      expect((await a.admin.delete(`/api/admin/operators/${op.operatorId}/api-keys/${key.keyId}`)).status).toBe(200);
      const revoked = { error: 'unauthorized', code: 'INVALID_API_KEY', message: 'This API key has been revoked' };
      await expectEndedWith(sse, revoked);
      // Another key's stream on the same tournament goes on.
      expect(untouched.ended).toBe(false);
      expect(a.app.get(LiveStandingsHub).size).toBe(1);
      untouched.close();
      expectErrorBody(await open(a, streamPath(tid), bearer(key.apiKey)), 401, 'unauthorized', { code: 'INVALID_API_KEY' });
      await until(() => nothingOpen(a), 'nothing open');
    });

    it('an operator key that expires while its stream is open, and a revoked internal key', async () => {
      const expiring = await createKey(a, op.operatorId, 'read_only', { expires_at: new Date(Date.now() + 1500).toISOString() });
      const sse = await open(a, streamPath(tid), bearer(expiring.apiKey));
      await expectEndedWith(sse, { error: 'unauthorized', code: 'INVALID_API_KEY', message: 'This API key has expired' });

      const internal = await createInternalKey(a, [op.operatorId]);
      const platform = await open(a, streamPath(tid), { 'x-internal-api-key': internal.apiKey });
      expect((await platform.nextEvent()).event).toBe('snapshot');
      expect((await a.admin.delete(`/api/admin/internal-api-keys/${internal.keyId}`)).status).toBe(200);
      expect(await platform.untilEnded()).toEqual([
        {
          event: 'error',
          id: undefined,
          data: { error: 'unauthorized', code: 'INVALID_API_KEY', message: 'This internal API key has been revoked' },
        },
      ]);
      await until(() => nothingOpen(a), 'nothing open');
    });

    it("a player's game token: the stream ends once it expires, or once the player withdraws", async () => {
      const registered = await op.client.post(`/api/tournaments/${tid}/players`, { user_id: `sse-lapse-${Date.now()}` });
      expect(registered.status).toBe(201);
      const jwt: string = registered.body.game_access.jwt;
      // The same token with an `exp` two seconds away.
      const jose = await loadJose();
      const key = await a.app.get(SigningKeyStore).signingKey();
      const exp = Math.floor(Date.now() / 1000) + 2;
      const expiring = await new jose.SignJWT({ ...jose.decodeJwt(jwt), exp })
        .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: key.kid })
        .sign(key.privateKey);
      const sse = await open(a, streamPath(tid, `?token=${expiring}`));
      expect(sse.status).toBe(200);
      const expired = { error: 'unauthorized', code: 'INVALID_API_KEY', message: 'Invalid player token (token_expired)' };
      await expectEndedWith(sse, expired);
      expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000);
      expectErrorBody(await open(a, streamPath(tid, `?token=${expiring}`)), 401, 'unauthorized', expired);

      const playing = await open(a, streamPath(tid, `?token=${jwt}`));
      expect((await playing.nextEvent()).event).toBe('snapshot');
      const withdrawn = await op.client.delete(`/api/tournaments/${tid}/players/${registered.body.player_id}`, {
        reason: 'Player request',
      });
      expect(withdrawn.status).toBe(200);
      const inactive = { error: 'unauthorized', code: 'INVALID_API_KEY', message: 'Invalid player token (player_inactive)' };
      // The withdrawal changes the standings: a snapshot may come before the end.
      const events = await playing.untilEnded();
      expect(events.at(-1)).toEqual({ event: 'error', id: undefined, data: inactive });
      expect(events.slice(0, -1).every((e) => e.event === 'snapshot')).toBe(true);
      expectErrorBody(await open(a, streamPath(tid, `?token=${jwt}`)), 401, 'unauthorized', inactive);
      await until(() => nothingOpen(a), 'nothing open');
    });
  });

  it('bad query parameters: the same 400 as the leaderboard, before anything opens', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    for (const query of [
      '?limit=0',
      '?limit=201',
      '?limit=ten',
      '?includeEliminated=yes',
      '?includeEliminated=true&include_eliminated=false',
    ]) {
      const sse = await open(a, streamPath(tid, query), bearer(op.apiKey));
      const leaderboard = await op.client.get(`/api/tournaments/${tid}/leaderboard${query}`);
      expect({ query, status: sse.status, body: sse.body }).toEqual({ query, status: 400, body: leaderboard.body });
      expect(sse.body.error).toBe('invalid_request');
    }
    expect(nothingOpen(a)).toBe(true);
  });

  it('429: past STREAM_MAX_SUBSCRIBERS_PER_OPERATOR open streams, and once the results limit is used up', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    const open3 = await Promise.all([1, 2, 3].map(() => open(b, streamPath(tid), bearer(op.apiKey))));
    expect(open3.map((s) => s.status)).toEqual([200, 200, 200]);
    const fourth = await open(b, streamPath(tid), bearer(op.apiKey));
    expectErrorBody(fourth, 429, 'rate_limit_exceeded', {
      details: { limit: CAP, window_seconds: 0, retry_after: 5, category: 'live_streams' },
    });
    expect(fourth.headers.get('retry-after')).toBe('5');
    for (const sse of open3) sse.close();
    await until(() => nothingOpen(b), 'the streams on B to close');
    const again = await open(b, streamPath(tid), bearer(op.apiKey));
    expect(again.status).toBe(200);
    again.close();

    // Each stream opened is one `results` call of the operator.
    const limited = await createOperator(a, { rate_limits: { results: 2 } });
    const key = await createKey(a, limited.operatorId);
    const own = await createTournamentId(key.client);
    const streams = [await open(a, streamPath(own), bearer(key.apiKey)), await open(a, streamPath(own), bearer(key.apiKey))];
    expect(streams.map((s) => [s.status, s.headers.get('x-ratelimit-remaining')])).toEqual([
      [200, '1'],
      [200, '0'],
    ]);
    const third = await open(a, streamPath(own), bearer(key.apiKey));
    expectErrorBody(third, 429, 'rate_limit_exceeded', {
      details: { limit: 2, window_seconds: 60, retry_after: expect.any(Number), category: 'results' },
    });
    for (const sse of streams) sse.close();
    await until(() => nothingOpen(a) && nothingOpen(b), 'nothing open');
  });

  describe('nothing leaks', () => {
    class NullSink implements StreamSink {
      write(_message: LiveMessage): boolean {
        return true;
      }
      onDrain(): void {}
      end(): void {}
      drop(): void {}
    }

    async function openGauge(t: TestApp): Promise<string[]> {
      const metrics = await t.http.get('/metrics');
      return metrics.text.split('\n').filter((line: string) => line.startsWith('live_streams_open'));
    }

    it('10,000 hub subscriptions opened and closed leave no subscriber and the gauge at 0', async () => {
      const op = await operatorWithKey(a);
      const tid = await createTournamentId(op.client);
      const hub = a.app.get(LiveStandingsHub);
      for (let batch = 0; batch < 100; batch++) {
        const subscriptions = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            hub.subscribe({
              operatorId: op.operatorId,
              tournamentId: tid,
              query: { limit: 1 + (i % 3), includeEliminated: i % 2 === 0 },
              kind: i % 2 === 0 ? 'sse' : 'ws',
              sink: new NullSink(),
            }),
          ),
        );
        expect(hub.size).toBe(100);
        for (const subscription of subscriptions) subscription.close();
        expect(hub.size).toBe(0);
      }
      expect(await openGauge(a)).toEqual(['live_streams_open{kind="sse"} 0', 'live_streams_open{kind="ws"} 0']);
    });

    it('300 SSE connections opened and dropped by their clients leave nothing open', async () => {
      const op = await operatorWithKey(a);
      const tid = await createTournamentId(op.client);
      for (let round = 0; round < 30; round++) {
        const streams = await Promise.all(Array.from({ length: 10 }, () => open(a, streamPath(tid), bearer(op.apiKey))));
        for (const sse of streams) {
          expect((await sse.nextEvent()).event).toBe('snapshot');
          sse.close();
        }
      }
      await until(() => nothingOpen(a), 'every stream to close');
      expect(await openGauge(a)).toEqual(['live_streams_open{kind="sse"} 0', 'live_streams_open{kind="ws"} 0']);
    });
  });
});

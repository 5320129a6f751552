import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { ERROR_STATUS, ErrorCode } from '@app/common';
import { createInternalKey, createKey, createOperator, operatorWithKey, TestKey } from '../../support/factories';
import { startTestApp, TestApp, TEST_ADMIN_KEY } from '../../support/test-app';
import { createTournamentId, seatPlayers } from '../../support/tournament-fixtures';
import { recordFigures } from '../support/figures';
import { ApiOperation, label, operationsOf, ResponseValidator } from '../support/openapi-schema';
import { reconciledLedgerDifference } from '../support/storm-kit';
import {
  BODY_LIMIT,
  BodyCase,
  bodyArbitrary,
  GenerationContext,
  pathParamArbitrary,
  queryArbitrary,
  toJsonText,
  valueFor,
} from '../support/openapi-arbitraries';

/**
 * Hostile input (issue 9, section 4): every operation of the OpenAPI document (GET /api/docs-json)
 * fuzzed with requests that fast-check builds from its parameters and body schema, valid-ish
 * and hostile, against the real service with real keys and real resources. For every response:
 * never a 5xx; a status the operation documents (or one the document declares for every route);
 * a body that validates against the documented schema for that status; a D3 error body. After
 * every refused request, the database is unchanged (row counts and checksums of every table but
 * the audit log and idempotency bookkeeping).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** Requests per operation; operations with a body get more. Total: a few thousand. */
const RUNS_WITHOUT_BODY = Number(process.env.FUZZ_RUNS ?? 40);
const RUNS_WITH_BODY = RUNS_WITHOUT_BODY * 2;
/** Operations that cannot be fuzzed meaningfully: none; asserted below. */
const NOT_FUZZED: string[] = [];
/** Tables whose rows a refused request may legitimately change (D12 audit, D12b idempotency bookkeeping). */
const BOOKKEEPING_TABLES = ['audit_logs', 'idempotency_keys'];
/** Columns that every authenticated request touches (key usage), excluded from the checksums. */
const BOOKKEEPING_COLUMNS = ['last_used_at'];
const MONEY_TABLES = ['ledger_entries', 'wallet_accounts', 'wallet_operations', 'tournament_entries', 'tournaments'];
const D3_KEYS = ['error', 'message', 'code', 'required_permission', 'errors', 'details'];
/** Signs of internals in an error body (not of the client's own input, which validation messages may quote). */
const LEAK =
  /QueryFailedError|TypeORM|EntityManager|node_modules|\n\s+at |duplicate key value|violates (unique|check|foreign key|not-null) constraint|syntax error at or near|invalid byte sequence|relation "|"stack"/i;
const ERROR_CODES = new Set<string>(Object.values(ErrorCode));

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[]>;
  body?: string;
  tags: string[];
  mustRefuse: boolean;
  badVersion: boolean;
}

/** Node's default limit on the size of a request's headers (`--max-http-header-size`). */
const NODE_MAX_HEADER_BYTES = 16 * 1024;

function headerBytes(req: FuzzRequest): number {
  return Object.entries(req.headers).reduce(
    (sum, [name, value]) => sum + [value].flat().reduce((s, v) => s + name.length + v.length + 4, 0),
    0,
  );
}

interface FuzzResponse {
  status: number;
  contentType: string | null;
  text: string;
  body: unknown;
}

/** Sends one request over a fresh socket, exactly as built (duplicate headers, any body, any Content-Type). */
function send(baseUrl: string, req: FuzzRequest): Promise<FuzzResponse> {
  return new Promise((resolvePromise, reject) => {
    let settled = false;
    // A fresh connection per request, and a framed body (Node sends a GET or DELETE body unframed).
    const headers = req.body === undefined ? req.headers : { ...req.headers, 'content-length': String(Buffer.byteLength(req.body)) };
    const outgoing = httpRequest(`${baseUrl}${req.path}`, { method: req.method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      const finish = () => {
        if (settled) return;
        settled = true;
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON: kept as text
        }
        resolvePromise({
          status: res.statusCode ?? 0,
          contentType: (res.headers['content-type'] as string | undefined) ?? null,
          text,
          body,
        });
      };
      // An event stream (the live leaderboard) stays open: it is read up to its first event, then left.
      const streaming = /^text\/event-stream/i.test(String(res.headers['content-type'] ?? ''));
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (streaming && /\ndata: [^\n]*\n\n/.test(`\n${Buffer.concat(chunks).toString('utf8')}`)) {
          finish();
          res.destroy();
        }
      });
      res.on('end', finish);
      res.on('error', (error) => (settled ? undefined : reject(error)));
    });
    // The server may answer (413) and close before reading a huge body: only a missing answer fails.
    outgoing.on('error', (error) => setTimeout(() => (settled ? undefined : reject(error)), 200));
    outgoing.end(req.body);
  });
}

describe('fuzzing every route of the OpenAPI document', () => {
  let t: TestApp;
  let db: DataSource;
  let document: any;
  let operations: ApiOperation[];
  let validator: ResponseValidator;
  let tables: string[];

  // Resources, made through the API before fuzzing.
  let fuzzKey: TestKey;
  let readOnlyKey: TestKey;
  let revokedKey: TestKey;
  let internalKey: string;
  /** An internal key bound to operator A only: the game platform's create names no operator with it. */
  let boundInternalKey: string;
  let revokedInternalKey: string;
  const pools: Record<string, string[]> = {};
  const consistent: Record<string, Array<Record<string, string>>> = {};

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    const docs = await t.http.get('/api/docs-json');
    expect(docs.status).toBe(200);
    document = docs.body;
    operations = operationsOf(document);
    validator = new ResponseValidator(document);
    const rows: Array<{ table_name: string }> = await db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    tables = rows.map((r) => r.table_name).filter((name) => !BOOKKEEPING_TABLES.includes(name));

    // Operator A: the tenant whose routes are fuzzed, with keys of each kind.
    const a = await operatorWithKey(t);
    fuzzKey = a;
    readOnlyKey = await createKey(t, a.operatorId, 'read_only');
    revokedKey = await createKey(t, a.operatorId, 'full_access');
    expect((await t.admin.delete(`/api/admin/operators/${a.operatorId}/api-keys/${revokedKey.keyId}`)).status).toBe(200);
    internalKey = (await createInternalKey(t)).apiKey;
    boundInternalKey = (await createInternalKey(t, [a.operatorId])).apiKey;
    const revokedInternal = await createInternalKey(t);
    expect((await t.admin.delete(`/api/admin/internal-api-keys/${revokedInternal.keyId}`)).status).toBe(200);
    revokedInternalKey = revokedInternal.apiKey;

    // Operator B: the target of the admin routes (its settings, keys and users may be changed).
    const b = await createOperator(t);
    const bKey = await createKey(t, b.operatorId);
    const victimKeys = await Promise.all([1, 2, 3].map(() => createKey(t, b.operatorId, 'read_only')));
    const victimInternal = await Promise.all([1, 2, 3].map(() => createInternalKey(t)));
    const dashboardUser = await t.admin.post(`/api/admin/operators/${b.operatorId}/dashboard-users`, {
      email: 'fuzz@b.example',
      password: 'correct horse battery',
    });
    expect(dashboardUser.status).toBe(201);
    const otherTournament = await createTournamentId(bKey.client, { entry_fee: 5 });

    // Tournaments of A in every state, with players, a room and events.
    const scheduled = await createTournamentId(a.client, { entry_fee: 5, max_players: 40 });
    await seatPlayers(t, scheduled, 3);
    const free = await createTournamentId(a.client, { entry_fee: 0, max_players: 1000 });
    await seatPlayers(t, free, 2);
    const live = await createTournamentId(a.client, { entry_fee: 5, max_players: 40 });
    await seatPlayers(t, live, 4);
    expect((await a.client.post(`/api/tournaments/${live}/start`)).status).toBe(200);
    const done = await createTournamentId(a.client, { entry_fee: 5 });
    await seatPlayers(t, done, 2);
    expect((await a.client.post(`/api/tournaments/${done}/start`)).status).toBe(200);
    expect((await a.client.post(`/api/tournaments/${done}/complete`)).status).toBe(200);
    const cancelled = await createTournamentId(a.client, { entry_fee: 5 });
    await seatPlayers(t, cancelled, 1);
    expect((await a.client.delete(`/api/tournaments/${cancelled}`, { reason: 'fuzz setup' })).status).toBe(200);
    const spare = await Promise.all([1, 2, 3].map(() => createTournamentId(a.client, { entry_fee: 1, max_players: 10 })));
    await seatPlayers(t, spare[2], 1);
    const rebuys = await createTournamentId(a.client, {
      entry_fee: 1,
      max_players: 40,
      config: { rebuy_enabled: true, max_entries_per_player: 100 },
    });
    await seatPlayers(t, rebuys, 3);
    // Kept out of the hostile pools, so that the plain requests of the destructive routes find them as set up.
    const startable = await Promise.all([1, 2].map(() => createTournamentId(a.client, { entry_fee: 1, max_players: 10 })));
    for (const id of startable) await seatPlayers(t, id, 1);
    const cancellable = await Promise.all([1, 2].map(() => createTournamentId(a.client, { entry_fee: 1, max_players: 10 })));
    await seatPlayers(t, cancellable[0], 1);
    const withdrawable = await createTournamentId(a.client, { entry_fee: 1, max_players: 20 });
    await seatPlayers(t, withdrawable, 8);

    // Series of A: one to read and change, two to delete (the plain requests of DELETE).
    const newSeries = async (n: number) => {
      const created = await a.client.post('/api/tournament-series', {
        name: `Fuzz series ${n}`,
        external_id: `fuzz-series-${n}`,
        schedule: 'DTSTART:20300101T200000Z\nRRULE:FREQ=DAILY',
        lead_time_seconds: 3600,
        template: { name: `Fuzz series cup ${n}`, game: 'book-of-gold', entry_fee: 5 },
      });
      expect(created.status).toBe(201);
      return created.body.series_id as string;
    };
    const series = await newSeries(1);
    const deletableSeries = [await newSeries(2), await newSeries(3)];

    // A hop-on/off tournament of A still waiting for players (the plain requests of leaving it).
    const lobby = await t.http.post(
      '/api/internal/tournaments',
      { name: 'Fuzz lobby', type: 'hop_on_off', gameSlug: 'book-of-gold', minPlayers: 10, maxPlayers: 20, entryFee: 1 },
      { headers: { 'x-internal-api-key': boundInternalKey } },
    );
    expect(lobby.status).toBe(201);
    const hopOnOff: string = lobby.body.tournament_id;
    await seatPlayers(t, hopOnOff, 6);

    const entries: Array<{ id: string; player_id: string; external_id: string; tournament_id: string }> = await db.query(
      `SELECT e.id, e.player_id, p.external_id, e.tournament_id FROM tournament_entries e JOIN players p ON p.id = e.player_id WHERE e.operator_id = $1`,
      [a.operatorId],
    );
    const liveEntries = entries.filter((e) => e.tournament_id === live).map((e) => e.id);
    const room = await t.http.post(
      `/api/internal/tournaments/${live}/rooms`,
      { players: liveEntries.slice(0, 2), round: 1 },
      { headers: { 'x-internal-api-key': internalKey } },
    );
    expect(room.status).toBe(201);
    const rooms: Array<{ id: string }> = await db.query('SELECT id FROM rooms');
    const events: Array<{ id: string }> = await db.query('SELECT id FROM outbox_events LIMIT 20');
    // Fund the known users, so that registrations and rebuys can succeed.
    for (const user of [...new Set(entries.map((e) => e.external_id))]) {
      expect(
        (await a.client.post(`/api/players/${user}/wallet/transfers`, { transfer_id: `fuzz-fund-${user}`, direction: 'in', amount: 100 }))
          .status,
      ).toBe(201);
    }

    const entryPairs = (tournaments: string[]) =>
      entries
        .filter((e) => tournaments.includes(e.tournament_id))
        .flatMap((e) => [
          { tournamentId: e.tournament_id, playerId: e.player_id },
          { tournamentId: e.tournament_id, playerId: e.id },
        ]);
    const ofTournaments = (tournaments: string[]) => tournaments.map((tournamentId) => ({ tournamentId }));
    const roomRows: Array<{ id: string; tournament_id: string }> = await db.query('SELECT id, tournament_id FROM rooms');
    // Path parameters that name resources which belong together, per route: the plain requests that should succeed.
    Object.assign(consistent, {
      'GET /api/tournaments/{tournamentId}/results': ofTournaments([done]),
      'POST /api/tournaments/{tournamentId}/start': ofTournaments(startable),
      'POST /api/tournaments/{tournamentId}/complete': ofTournaments([live]),
      'DELETE /api/tournaments/{tournamentId}': ofTournaments(cancellable),
      'POST /api/tournaments/{tournamentId}/players': ofTournaments([free]),
      'PUT /api/tournaments/{tournamentId}': ofTournaments([scheduled, free, rebuys]),
      'POST /api/tournaments/{tournamentId}/players/{playerId}/rebuy': entryPairs([rebuys]),
      'DELETE /api/tournaments/{tournamentId}/players/{playerId}': entryPairs([withdrawable]),
      'POST /api/tournaments/{tournamentId}/players/{playerId}/token': entryPairs([scheduled, live, free]),
      'DELETE /api/tournament-series/{seriesId}': deletableSeries.map((seriesId) => ({ seriesId })),
      'DELETE /api/internal/tournaments/{tournamentId}/players/{playerId}': entryPairs([hopOnOff]),
      seriesId: [{ seriesId: series }],
      tournamentId: ofTournaments([scheduled, free, live, done, rebuys]),
      'tournamentId,playerId': entryPairs([scheduled, free, live, done, rebuys]),
      'tournamentId,roomId': roomRows.map((r) => ({ tournamentId: r.tournament_id, roomId: r.id })),
      'operatorId,keyId': victimKeys.map((k) => ({ operatorId: b.operatorId, keyId: k.keyId })),
      'operatorId,userId': [{ operatorId: b.operatorId, userId: dashboardUser.body.id }],
      operatorId: [{ operatorId: b.operatorId }],
      keyId: victimInternal.map((k) => ({ keyId: k.keyId })),
      userId: [...new Set(entries.map((e) => e.external_id))].map((userId) => ({ userId })),
    });

    Object.assign(pools, {
      tournamentId: [scheduled, free, live, done, cancelled, rebuys, ...spare, otherTournament],
      tournament_id: [scheduled, free, live, done, otherTournament],
      playerId: [...new Set(entries.map((e) => e.player_id)), ...entries.slice(0, 3).map((e) => e.id)],
      players: liveEntries,
      add_players: liveEntries,
      remove_players: liveEntries,
      around_player: entries.map((e) => e.id),
      externalUserId: [...new Set(entries.map((e) => e.external_id))],
      user_id: [...new Set(entries.map((e) => e.external_id))],
      roomId: rooms.map((r) => r.id),
      seriesId: [series, ...deletableSeries],
      schedule: ['DTSTART:20300101T200000Z\nRRULE:FREQ=DAILY', 'DTSTART;TZID=Europe/Malta:20300101T200000\nRRULE:FREQ=WEEKLY'],
      operatorId: [b.operatorId],
      operatorIdRead: [b.operatorId, a.operatorId],
      operator_id: [a.operatorId, b.operatorId],
      operator_ids: [a.operatorId, b.operatorId],
      apiKeyId: victimKeys.map((k) => k.keyId),
      internalKeyId: victimInternal.map((k) => k.keyId),
      key_id: [a.keyId, readOnlyKey.keyId],
      dashboardUserId: [dashboardUser.body.id],
      event_ids: events.map((e) => e.id),
      ids: events.map((e) => e.id),
      after: events.map((e) => e.id),
    });
  }, 120_000);

  afterAll(() => t?.close());

  /** Real identifiers for a parameter or property of `op`, chosen so fuzzing never revokes its own keys. */
  function contextFor(op: ApiOperation, clean = false): GenerationContext {
    return {
      document,
      clean,
      idsFor(name: string): string[] {
        if (name === 'userId') return op.path.startsWith('/api/admin/') ? pools.dashboardUserId : pools.externalUserId;
        if (name === 'keyId') return op.path.startsWith('/api/admin/internal-api-keys') ? pools.internalKeyId : pools.apiKeyId;
        if (name === 'operatorId') return op.method === 'GET' ? pools.operatorIdRead : pools.operatorId;
        return pools[name] ?? [];
      },
    };
  }

  /** The key headers of the operation's family: the right key mostly, every kind of wrong one otherwise. */
  function authArbitrary(
    op: ApiOperation,
  ): fc.Arbitrary<{ headers: Record<string, string | string[]>; tags: string[]; mustRefuse: boolean }> {
    const good = (headers: Record<string, string | string[]>) => ({ headers, tags: [] as string[], mustRefuse: false });
    const bad = (tag: string, headers: Record<string, string | string[]>, mustRefuse = true) => ({
      headers,
      tags: [`auth.${tag}`],
      mustRefuse,
    });
    const common = [
      bad('none', {}),
      bad('garbage', { authorization: 'Bearer not-a-key', 'x-internal-api-key': 'internal_nope', 'x-admin-api-key': 'nope' }),
      bad('sql', { authorization: "Bearer ' OR '1'='1", 'x-internal-api-key': "' OR '1'='1", 'x-admin-api-key': "' OR '1'='1" }),
      bad('huge', {
        authorization: `Bearer sk_live_${'A'.repeat(8000)}`,
        'x-internal-api-key': 'x'.repeat(8000),
        'x-admin-api-key': 'x'.repeat(8000),
      }),
    ];
    let right: Array<ReturnType<typeof good>>;
    let wrong: Array<ReturnType<typeof bad>>;
    if (op.security.includes('admin-api-key')) {
      right = [good({ 'x-admin-api-key': TEST_ADMIN_KEY })];
      wrong = [
        ...common,
        bad('operator-key', { authorization: `Bearer ${fuzzKey.apiKey}` }),
        bad('prefix', { 'x-admin-api-key': TEST_ADMIN_KEY.slice(0, -1) }),
        bad('duplicate', { 'x-admin-api-key': [TEST_ADMIN_KEY, 'nope'] }, false),
      ];
    } else if (op.security.includes('internal-api-key')) {
      // A route that also takes operator keys (the live leaderboard stream): the operator key is a right one there.
      const operatorToo = op.security.includes('operator-api-key');
      right = [
        good({ 'x-internal-api-key': internalKey }),
        good({ authorization: `Bearer ${internalKey}` }),
        ...(operatorToo ? [good({ authorization: `Bearer ${fuzzKey.apiKey}` })] : []),
      ];
      wrong = [
        ...common,
        bad('revoked', { 'x-internal-api-key': revokedInternalKey }),
        ...(operatorToo
          ? [bad('revoked-operator-key', { authorization: `Bearer ${revokedKey.apiKey}` })]
          : [bad('operator-key', { authorization: `Bearer ${fuzzKey.apiKey}` })]),
        bad('admin-key', { 'x-admin-api-key': TEST_ADMIN_KEY }),
        bad('duplicate', { 'x-internal-api-key': [internalKey, 'internal_nope'] }, false),
      ];
    } else if (op.security.includes('operator-api-key')) {
      right = [good({ authorization: `Bearer ${fuzzKey.apiKey}` })];
      wrong = [
        ...common,
        bad('revoked', { authorization: `Bearer ${revokedKey.apiKey}` }),
        bad('internal-key', { authorization: `Bearer ${internalKey}`, 'x-internal-api-key': internalKey }),
        bad('admin-key', { 'x-admin-api-key': TEST_ADMIN_KEY }),
        bad('basic', { authorization: `Basic ${Buffer.from(fuzzKey.apiKey).toString('base64')}` }),
        bad('secret-only-tampered', { authorization: `Bearer ${fuzzKey.apiKey.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'))}` }),
        bad('read-only', { authorization: `Bearer ${readOnlyKey.apiKey}` }, false),
        bad('duplicate', { authorization: [`Bearer ${fuzzKey.apiKey}`, 'Bearer not-a-key'] }, false),
      ];
    } else {
      // Public: keys or junk in the headers change nothing.
      right = [good({})];
      wrong = [bad('junk-on-public', { authorization: 'Bearer junk', 'x-admin-api-key': 'junk' }, false)];
    }
    return fc.oneof({ arbitrary: fc.constantFrom(...right), weight: 7 }, { arbitrary: fc.constantFrom(...wrong), weight: 2 });
  }

  const versionArbitrary = fc.oneof(
    { arbitrary: fc.constant<{ value?: string; bad: boolean }>({ bad: false }), weight: 8 },
    { arbitrary: fc.constantFrom('1', '1.0.0').map((value) => ({ value, bad: false })), weight: 1 },
    { arbitrary: fc.constantFrom('2', '1.0', 'v1', '1.0.0.0', 'latest', "1' OR '1'='1").map((value) => ({ value, bad: true })), weight: 1 },
  );

  /** Other headers: idempotency keys (where documented), request ids, Accept, forwarded-for. */
  function extraHeadersArbitrary(op: ApiOperation): fc.Arbitrary<{ headers: Record<string, string>; tags: string[] }> {
    const idempotent = op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    const idempotency = idempotent
      ? fc.oneof(
          { arbitrary: fc.constant<{ headers: Record<string, string>; tags: string[] }>({ headers: {}, tags: [] }), weight: 6 },
          {
            arbitrary: fc
              .stringMatching(/^[A-Za-z0-9_-]{8,32}$/)
              .map((key) => ({ headers: { 'idempotency-key': key }, tags: ['header.idempotency-key'] })),
            weight: 2,
          },
          {
            arbitrary: fc
              .constantFrom('x'.repeat(300), 'has space', ' ', '\u00e9t\u00e9', "' OR 1=1")
              .map((key) => ({ headers: { 'idempotency-key': key }, tags: ['header.idempotency-key.hostile'] })),
            weight: 1,
          },
        )
      : fc.constant({ headers: {} as Record<string, string>, tags: [] as string[] });
    const misc = fc.oneof(
      { arbitrary: fc.constant<Record<string, string>>({}), weight: 6 },
      {
        arbitrary: fc.constantFrom<Record<string, string>>(
          { 'x-request-id': 'x'.repeat(500) },
          { 'x-request-id': '../../etc/passwd' },
          { accept: 'application/xml' },
          { accept: 'text/html;q=0.9, */*;q=0.1' },
          { 'x-forwarded-for': "1.2.3.4, ' OR 1=1, <script>" },
          { 'accept-encoding': 'gzip;q=abc, br' },
          { 'x-http-method-override': 'DELETE' },
        ),
        weight: 1,
      },
    );
    return fc
      .tuple(idempotency, misc)
      .map(([i, m]) => ({ headers: { ...m, ...i.headers }, tags: [...i.tags, ...(Object.keys(m).length ? ['header.misc'] : [])] }));
  }

  /** A plain request meant to succeed: the right key, path ids that belong together, a body of required fields. */
  function cleanRequestArbitrary(op: ApiOperation): fc.Arbitrary<FuzzRequest> {
    const names = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
    const candidates = names.length ? (consistent[label(op)] ?? consistent[names.join(',')]) : [{}];
    if (!candidates?.length) throw new Error(`no consistent path parameters for ${label(op)}`);
    const ctx = contextFor(op, true);
    const body = op.bodySchema ? valueFor(op.bodySchema, ctx).map((v) => toJsonText(v)) : fc.constant(undefined);
    const headers: Record<string, string> = op.security.includes('admin-api-key')
      ? { 'x-admin-api-key': TEST_ADMIN_KEY }
      : op.security.includes('internal-api-key')
        ? { 'x-internal-api-key': label(op) === 'POST /api/internal/tournaments' ? boundInternalKey : internalKey }
        : op.security.length
          ? { authorization: `Bearer ${fuzzKey.apiKey}` }
          : {};
    return fc.tuple(fc.constantFrom(...candidates), body).map(([params, text]) => ({
      method: op.method,
      path: names.reduce((path, name) => path.replace(`{${name}}`, encodeURIComponent(params[name])), op.path),
      headers: text === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: text,
      tags: ['plain'],
      mustRefuse: false,
      badVersion: false,
    }));
  }

  function requestArbitrary(op: ApiOperation): fc.Arbitrary<FuzzRequest> {
    return fc.oneof({ arbitrary: cleanRequestArbitrary(op), weight: 1 }, { arbitrary: hostileRequestArbitrary(op), weight: 3 });
  }

  function hostileRequestArbitrary(op: ApiOperation): fc.Arbitrary<FuzzRequest> {
    const ctx = contextFor(op);
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    return fc
      .record({
        params: fc.tuple(...pathParams.map((p) => pathParamArbitrary(p, ctx, op))),
        query: queryArbitrary(op, ctx),
        auth: authArbitrary(op),
        version: versionArbitrary,
        extra: extraHeadersArbitrary(op),
        body: bodyArbitrary(op, ctx),
      })
      .map(
        ({
          params,
          query,
          auth,
          version,
          extra,
          body,
        }: {
          params: any[];
          query: { query: string; tags: string[] };
          auth: any;
          version: any;
          extra: any;
          body: BodyCase;
        }) => {
          let path = op.path;
          pathParams.forEach((p, i) => {
            path = path.replace(`{${p.name}}`, params[i].encoded ? params[i].value : encodeURIComponent(params[i].value));
          });
          const headers: Record<string, string | string[]> = { ...extra.headers, ...auth.headers };
          if (version.value !== undefined) headers['api-version'] = version.value;
          if (body.text !== undefined && body.contentType !== undefined) headers['content-type'] = body.contentType;
          return {
            method: op.method,
            path: query.query ? `${path}?${query.query}` : path,
            headers,
            body: body.text,
            tags: [
              ...params.flatMap((p) => p.tags),
              ...query.tags,
              ...auth.tags,
              ...(version.bad ? ['header.bad-api-version'] : []),
              ...extra.tags,
              ...body.tags,
            ],
            mustRefuse: params.some((p) => p.mustRefuse) || auth.mustRefuse || version.bad || body.mustRefuse,
            badVersion: version.bad,
          };
        },
      );
  }

  /** Row count and checksum of every table but the bookkeeping ones. */
  async function snapshot(): Promise<Map<string, string>> {
    const drop = `ARRAY[${BOOKKEEPING_COLUMNS.map((c) => `'${c}'`).join(',')}]`;
    const sql = tables
      .map(
        (table) =>
          `SELECT '${table}' AS t, count(*)::text || ':' || md5(coalesce(string_agg(x, '|' ORDER BY x), '')) AS v FROM (SELECT (to_jsonb(r) - ${drop})::text AS x FROM "${table}" r) s`,
      )
      .join(' UNION ALL ');
    const rows: Array<{ t: string; v: string }> = await db.query(sql);
    return new Map(rows.map((r) => [r.t, r.v]));
  }

  /** The statuses an operation may answer with: documented, plus what the document declares for every route. */
  function allowedStatuses(op: ApiOperation, req: FuzzRequest): Set<string> {
    const allowed = new Set(Object.keys(op.responses));
    // Declared for every route by the document (info.description, and the API-Version global parameter).
    if (req.badVersion || req.body !== undefined || headerBytes(req) > NODE_MAX_HEADER_BYTES) allowed.add('400');
    if (req.body !== undefined && Buffer.byteLength(req.body) > BODY_LIMIT) allowed.add('413');
    return allowed;
  }

  /** The body of an error whose status the operation does not declare (already a problem of its own). */
  const UNDECLARED_ERROR_SCHEMA = {
    type: 'object',
    required: ['error', 'message'],
    properties: { error: { type: 'string' }, message: { type: 'string' } },
  };

  /** Problems with one response, or [] when it keeps the contract. */
  function check(op: ApiOperation, req: FuzzRequest, res: FuzzResponse): string[] {
    const problems: string[] = [];
    if (res.status >= 500) problems.push(`server error ${res.status}`);
    const allowed = allowedStatuses(op, req);
    if (!allowed.has(String(res.status))) problems.push(`status ${res.status} not documented (documented: ${[...allowed].join(', ')})`);
    if (req.mustRefuse && res.status < 400) problems.push(`accepted (${res.status}) a request the contract refuses`);
    const responseObject =
      op.responses[String(res.status)] ??
      (res.status >= 400 ? { content: { 'application/json': { schema: UNDECLARED_ERROR_SCHEMA } } } : undefined);
    if (responseObject) {
      const result = validator.check(
        `${label(op)} ${op.responses[String(res.status)] ? res.status : 'global-error'}`,
        responseObject,
        res.contentType,
        res.body,
      );
      if (!result.ok) problems.push(`body does not match the documented ${res.status} schema: ${result.errors.slice(0, 3).join('; ')}`);
    }
    if (res.status >= 400) problems.push(...checkErrorBody(res));
    return problems;
  }

  /** D3: JSON `{ error, message, ... }` with a known code whose status is the one sent. */
  function checkErrorBody(res: FuzzResponse): string[] {
    const problems: string[] = [];
    const body = res.body as Record<string, unknown> | undefined;
    if (!/^application\/json/.test(res.contentType ?? '')) problems.push(`error content-type ${res.contentType}`);
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return [...problems, `error body is not a JSON object: ${res.text.slice(0, 120)}`];
    const extraKeys = Object.keys(body).filter((k) => !D3_KEYS.includes(k));
    if (extraKeys.length) problems.push(`error body has keys outside D3: ${extraKeys.join(', ')}`);
    if (typeof body.error !== 'string' || !ERROR_CODES.has(body.error)) problems.push(`unknown error code ${String(body.error)}`);
    else if (ERROR_STATUS[body.error as ErrorCode] !== res.status) problems.push(`code ${body.error} sent with ${res.status}`);
    if (typeof body.message !== 'string' || body.message.length === 0) problems.push('error message missing');
    if (res.status === 401 && body.code !== 'INVALID_API_KEY') problems.push(`401 code ${String(body.code)}`);
    if (res.status === 403 && !['INSUFFICIENT_PERMISSIONS', 'RESOURCE_FORBIDDEN'].includes(String(body.code)))
      problems.push(`403 code ${String(body.code)}`);
    if (res.status === 422 && (typeof body.errors !== 'object' || body.errors === null)) problems.push('422 without errors');
    if (LEAK.test(res.text)) problems.push(`error body leaks internals: ${res.text.slice(0, 200)}`);
    return problems;
  }

  /** Destructive operations last, so that the others see the resources in their first states. */
  function order(op: ApiOperation): number {
    if (op.method === 'GET') return 0;
    if (/\/start$/.test(op.path)) return 2;
    if (/\/complete$/.test(op.path)) return 3;
    if (op.method === 'DELETE' && op.path === '/api/tournaments/{tournamentId}') return 5;
    if (op.method === 'DELETE') return 4;
    return 1;
  }

  it('fuzz.self-check: the checks are not rubber stamps (a 5xx, an undocumented status, a body off its schema, a non-D3 error, an accepted refusal and a stored row are all caught)', async () => {
    const op = operations.find((o) => label(o) === 'GET /api/tournaments/{tournamentId}')!;
    const req: FuzzRequest = { method: 'GET', path: op.path, headers: {}, tags: [], mustRefuse: false, badVersion: false };
    const json = (status: number, body: unknown): FuzzResponse => ({
      status,
      contentType: 'application/json; charset=utf-8',
      text: JSON.stringify(body),
      body,
    });
    const planted: Array<[string, string[]]> = [
      ['5xx', check(op, req, json(500, { error: 'internal_error', message: 'x', details: { request_id: 'r' } }))],
      ['undocumented status', check(op, req, json(418, { error: 'invalid_request', message: 'x' }))],
      ['body off its schema', check(op, req, json(200, { tournament: { tournamentId: 42 } }))],
      ['non-D3 error', check(op, req, json(404, { error: 'Not Found', message: 'x', statusCode: 404 }))],
      ['accepted refusal', check(op, { ...req, mustRefuse: true }, json(200, { tournament: {} }))],
      ['leak', check(op, req, json(404, { error: 'not_found', message: 'QueryFailedError: relation "x" does not exist' }))],
    ];
    expect(planted.filter(([, problems]) => problems.length === 0).map(([name]) => name)).toEqual([]);
    const valid = await t.http.get(`/api/tournaments/${pools.tournamentId[0]}`, { headers: { authorization: `Bearer ${fuzzKey.apiKey}` } });
    expect(
      check(op, req, { status: valid.status, contentType: valid.headers.get('content-type'), text: valid.text, body: valid.body }),
    ).toEqual([]);

    const before = await snapshot();
    await db.query('UPDATE api_keys SET last_used_at = now()');
    expect(await snapshot()).toEqual(before);
    await db.query(`UPDATE tournaments SET name = name || '!' WHERE id = $1`, [pools.tournamentId[0]]);
    const after = await snapshot();
    expect([...after].filter(([table, value]) => before.get(table) !== value).map(([table]) => table)).toEqual(['tournaments']);
    await db.query(`UPDATE tournaments SET name = left(name, -1) WHERE id = $1`, [pools.tournamentId[0]]);
    expect(await snapshot()).toEqual(before);

    recordFigures(
      'fuzzing',
      'fuzz.self-check',
      'The fuzzing checks catch planted faults: 5xx, undocumented status, schema mismatch, undocumented error body, accepted refusal, leak, changed row',
      {
        planted_response_faults: planted.length,
        caught: planted.filter(([, problems]) => problems.length > 0).length,
        changed_row_detected: true,
        key_usage_ignored: true,
      },
    );
  });

  it('fuzz.openapi: every operation, valid-ish and hostile requests: no 5xx, documented statuses and schemas, D3 errors, nothing stored by a refusal', async () => {
    // The document declares these for every route (the tests' allowance for undocumented 400/413 rests on it).
    expect(document.info.description).toContain('400 `invalid_request`');
    expect(document.info.description).toContain('413 `payload_too_large`');
    expect(document.info.description).toContain('unsupported_api_version');
    expect(document.info.description).toMatch(/headers over 16 KiB[^.]*400 `invalid_request`/);
    expect(operations.filter((op) => !op.parameters.some((p) => p.in === 'header' && p.name === 'API-Version')).map(label)).toEqual([]);

    const fuzzed = operations.filter((op) => !NOT_FUZZED.includes(label(op))).sort((x, y) => order(x) - order(y));
    expect(operations.length).toBeGreaterThanOrEqual(50);
    expect(fuzzed.length).toBe(operations.length);

    const problems: string[] = [];
    const statusClasses: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    const successesByOperation = new Map<string, number>();
    const tagCounts = new Map<string, number>();
    let sent = 0;
    let refused = 0;
    let mustRefuseSent = 0;
    let schemaMismatches = 0;
    let undocumentedStatuses = 0;
    let rowsChangedByRefusals = 0;
    let moneyRowsChangedByRefusals = 0;
    const started = performance.now();

    let before = await snapshot();
    for (const [index, op] of fuzzed.entries()) {
      const seed = SEED + index;
      const numRuns = op.bodySchema ? RUNS_WITH_BODY : RUNS_WITHOUT_BODY;
      const requests = fc.sample(requestArbitrary(op), { seed, numRuns });
      for (const [run, req] of requests.entries()) {
        let res: FuzzResponse;
        try {
          res = await send(t.baseUrl, req);
        } catch (error) {
          // No answer at all (the connection dropped): as bad as a 5xx.
          res = { status: 599, contentType: null, text: `no response: ${(error as Error).message}`, body: undefined };
        }
        sent++;
        statusClasses[`${Math.floor(res.status / 100)}xx`] = (statusClasses[`${Math.floor(res.status / 100)}xx`] ?? 0) + 1;
        for (const tag of req.tags)
          tagCounts.set(tag.replace(/^path\.\w+\./, 'path.'), (tagCounts.get(tag.replace(/^path\.\w+\./, 'path.')) ?? 0) + 1);
        if (req.mustRefuse) mustRefuseSent++;
        if (res.status >= 200 && res.status < 300) successesByOperation.set(label(op), (successesByOperation.get(label(op)) ?? 0) + 1);
        const found = check(op, req, res);
        if (found.some((p) => p.startsWith('body does not match'))) schemaMismatches++;
        if (found.some((p) => /^status \d+ not documented/.test(p))) undocumentedStatuses++;
        const after = await snapshot();
        if (res.status >= 400) {
          refused++;
          const changed = [...after].filter(([table, value]) => before.get(table) !== value).map(([table]) => table);
          if (changed.length) {
            rowsChangedByRefusals++;
            if (changed.some((table) => MONEY_TABLES.includes(table))) moneyRowsChangedByRefusals++;
            found.push(`refused with ${res.status} but changed ${changed.join(', ')}`);
          }
        }
        before = after;
        if (found.length) {
          const shown = `${req.method} ${req.path.slice(0, 160)} headers=${JSON.stringify(req.headers).slice(0, 240)} body=${(req.body ?? '').slice(0, 160)}`;
          problems.push(
            `[seed ${seed} run ${run}] ${label(op)} [${req.tags.join(' ')}] -> ${res.status} ${res.text.slice(0, 200)}\n    ${found.join('\n    ')}\n    request: ${shown}`,
          );
        }
      }
    }
    const durationMs = Math.round(performance.now() - started);

    if (process.env.FUZZ_DUMP) writeFileSync(process.env.FUZZ_DUMP, `${problems.join('\n')}\n`);
    expect(problems.slice(0, 40)).toEqual([]);
    expect(problems.length).toBe(0);
    // Every operation was reached with a key that passes and exercised up to a success.
    expect(fuzzed.map(label).filter((name) => !successesByOperation.has(name))).toEqual([]);
    // The hostile kinds were all sent.
    for (const tag of [
      'body.not-object',
      'body.malformed-json',
      'body.unknown-field',
      'body.prototype-pollution',
      'body.deep-10000',
      'body.over-limit',
      'body.wrong-content-type',
      'body.missing-required',
      'body.wrong-type',
      'body.out-of-bounds',
      'body.field-deep-10000',
      'body.field-huge-string',
      'body.field-long-array',
      'body.field-hostile-string',
      'path.hostile',
      'auth.none',
      'auth.revoked',
      'header.bad-api-version',
    ]) {
      expect({ tag, sent: (tagCounts.get(tag) ?? 0) > 0 }).toEqual({ tag, sent: true });
    }
    const difference = await reconciledLedgerDifference(t);
    const [seats] = await db.query(
      `SELECT count(*)::int AS n FROM tournaments t WHERE current_players <> (SELECT count(*) FROM tournament_entries e WHERE e.tournament_id = t.id AND e.status IN ('registered', 'active', 'eliminated', 'finished', 'winner'))`,
    );
    expect(seats.n).toBe(0);

    recordFigures(
      'fuzzing',
      'fuzz.openapi',
      'fast-check requests built from the OpenAPI document for every operation (operator, internal, admin, public): valid-ish and hostile',
      {
        seed: SEED,
        operations_documented: operations.length,
        operations_covered: fuzzed.length,
        operations_not_fuzzed: NOT_FUZZED.length,
        operations_with_a_success: successesByOperation.size,
        requests_sent: sent,
        must_refuse_requests: mustRefuseSent,
        responses_2xx: statusClasses['2xx'],
        responses_4xx: statusClasses['4xx'],
        responses_5xx: statusClasses['5xx'],
        refused: refused,
        schema_mismatches: schemaMismatches,
        undocumented_statuses: undocumentedStatuses,
        tables_checksummed_after_each_request: tables.length,
        rows_changed_by_refused_requests: rowsChangedByRefusals,
        money_rows_changed_by_refused_requests: moneyRowsChangedByRefusals,
        ledger_difference: difference,
        duration_ms: durationMs,
      },
    );
  });
});

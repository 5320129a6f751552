import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createInternalKey, operatorWithKey } from '../support/factories';
import { HttpClient } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, expectErrorBody, seatPlayers } from '../support/tournament-fixtures';

// D11 rooms: the game platform groups seated players into rooms; open and playing rooms are the
// tournament's active games and a player's room is its current group.

type Operator = Awaited<ReturnType<typeof operatorWithKey>>;

const UNKNOWN_ID = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('internal API: rooms (D11)', () => {
  let t: TestApp;
  let op: Operator;
  let other: Operator;
  let platform: HttpClient;

  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'internal-rooms-e2e-')) });
    op = await operatorWithKey(t);
    other = await operatorWithKey(t);
    platform = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [op.operatorId])).apiKey });
  });
  afterAll(async () => t?.close());
  afterEach(async () => expectLedgerReconciles(t));

  const db = () => t.app.get(DataSource);
  const rooms = (tid: string) => `/api/internal/tournaments/${tid}/rooms`;

  /** A tournament with `players` seated through the operator API; returns its id and entry ids in registration order. */
  async function tournamentWithPlayers(
    players: number,
    client: HttpClient = op.client,
    overrides: Record<string, unknown> = {},
  ): Promise<{ id: string; entries: string[] }> {
    const id = await createTournamentId(client, { min_players: 1, ...overrides });
    await seatPlayers(t, id, players);
    const rows = await db().query('SELECT id FROM tournament_entries WHERE tournament_id = $1 ORDER BY registered_at, id', [id]);
    return { id, entries: rows.map((r: { id: string }) => r.id) };
  }

  async function roomCount(tid: string): Promise<number> {
    const [row] = await db().query('SELECT count(*)::int AS n FROM rooms WHERE tournament_id = $1', [tid]);
    return row.n;
  }

  describe('lifecycle', () => {
    let tid: string;
    let entries: string[];
    let room: any;

    beforeAll(async () => {
      ({ id: tid, entries } = await tournamentWithPlayers(4));
    });

    it('POST creates an open room with its players and metadata (201)', async () => {
      const res = await platform.post(rooms(tid), {
        round: 1,
        group: '  Table 7 ',
        players: [entries[1], entries[0].toUpperCase()],
        metadata: { table: 7, seats: [1, 2] },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        room_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        tournament_id: tid,
        round: 1,
        group: 'Table 7',
        status: 'open',
        players: [entries[0], entries[1]],
        player_count: 2,
        metadata: { table: 7, seats: [1, 2] },
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      });
      room = res.body;
    });

    it('GET returns the same room; a room without round, group or metadata has nulls and {}', async () => {
      const res = await platform.get(`${rooms(tid)}/${room.room_id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(room);
      const bare = await platform.post(rooms(tid), { round: null, group: null, players: [] });
      expect(bare.status).toBe(201);
      expect(bare.body).toMatchObject({ round: null, group: null, status: 'open', players: [], player_count: 0, metadata: {} });
    });

    it('PATCH adds and removes players, replaces metadata, and moves open → playing → closed', async () => {
      const added = await platform.patch(`${rooms(tid)}/${room.room_id}`, {
        add_players: [entries[2], entries[3]],
        remove_players: [entries[1]],
        metadata: { table: 8 },
      });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ room_id: room.room_id, status: 'open', player_count: 3, metadata: { table: 8 } });
      expect(added.body.players).toEqual([entries[0], entries[2], entries[3]]);
      expect(added.body.created_at).toBe(room.created_at);

      const again = await platform.patch(`${rooms(tid)}/${room.room_id}`, { add_players: [entries[2]], remove_players: [entries[1]] });
      expect(again.status).toBe(200);
      expect(again.body.players).toEqual(added.body.players);

      const playing = await platform.patch(`${rooms(tid)}/${room.room_id}`, { status: 'playing' });
      expect(playing.body).toMatchObject({ status: 'playing', player_count: 3, metadata: { table: 8 } });
      expect((await platform.patch(`${rooms(tid)}/${room.room_id}`, { status: 'playing' })).body.status).toBe('playing');

      const back = await platform.patch(`${rooms(tid)}/${room.room_id}`, { status: 'open' });
      expectErrorBody(back, 409, 'invalid_room_transition');

      const closed = await platform.patch(`${rooms(tid)}/${room.room_id}`, { status: 'closed' });
      expect(closed.body).toMatchObject({ status: 'closed', player_count: 3 });
      room = closed.body;
    });

    it('a closed room is final: 409 room_closed for any change; a repeated close is no change', async () => {
      for (const body of [
        { status: 'open' },
        { status: 'playing' },
        { add_players: [entries[1]] },
        { remove_players: [entries[0]] },
        { metadata: {} },
        { status: 'closed', metadata: {} },
      ]) {
        expectErrorBody(await platform.patch(`${rooms(tid)}/${room.room_id}`, body), 409, 'room_closed');
      }
      const repeated = await platform.patch(`${rooms(tid)}/${room.room_id}`, { status: 'closed' });
      expect(repeated.status).toBe(200);
      expect(repeated.body).toEqual(room);
    });

    it('open → closed directly is allowed (a room abandoned before play)', async () => {
      const created = await platform.post(rooms(tid), { players: [entries[1]] });
      const closed = await platform.patch(`${rooms(tid)}/${created.body.room_id}`, { status: 'closed' });
      expect(closed.body.status).toBe('closed');
    });
  });

  describe('list', () => {
    let tid: string;
    let created: any[];

    beforeAll(async () => {
      const setup = await tournamentWithPlayers(2);
      tid = setup.id;
      created = [];
      for (let i = 0; i < 5; i++) created.push((await platform.post(rooms(tid), { round: i + 1, players: [setup.entries[i % 2]] })).body);
      await platform.patch(`${rooms(tid)}/${created[1].room_id}`, { status: 'playing' });
      await platform.patch(`${rooms(tid)}/${created[2].room_id}`, { status: 'closed' });
    });

    it('lists the rooms oldest first with players and a pagination object (default 20)', async () => {
      const res = await platform.get(rooms(tid));
      expect(res.status).toBe(200);
      expect(res.body.pagination).toEqual({ total: 5, limit: 20, offset: 0, hasMore: false });
      expect(res.body.rooms.map((r: any) => r.room_id)).toEqual(created.map((r) => r.room_id));
      expect(res.body.rooms.map((r: any) => r.status)).toEqual(['open', 'playing', 'closed', 'open', 'open']);
      expect(res.body.rooms[0]).toEqual(created[0]);
    });

    it('filters by status (one or a comma list) and pages with limit/offset', async () => {
      const open = await platform.get(`${rooms(tid)}?status=open`);
      expect(open.body.rooms.map((r: any) => r.room_id)).toEqual([created[0], created[3], created[4]].map((r) => r.room_id));
      const active = await platform.get(`${rooms(tid)}?status=open,playing&limit=2&offset=1`);
      expect(active.body.rooms.map((r: any) => r.room_id)).toEqual([created[1], created[3]].map((r) => r.room_id));
      expect(active.body.pagination).toEqual({ total: 4, limit: 2, offset: 1, hasMore: true });
      const closed = await platform.get(`${rooms(tid)}?status=closed`);
      expect(closed.body.rooms.map((r: any) => r.round)).toEqual([3]);
    });

    it.each([['status=finished'], ['limit=0'], ['limit=101'], ['offset=x']])('400 invalid_request for %s', async (query) => {
      const res = await platform.get(`${rooms(tid)}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_request');
    });

    it('only lists the rooms of that tournament', async () => {
      const elsewhere = await tournamentWithPlayers(0);
      expect((await platform.get(rooms(elsewhere.id))).body).toEqual({
        rooms: [],
        pagination: { total: 0, limit: 20, offset: 0, hasMore: false },
      });
    });
  });

  describe('players must be seated entries of the tournament', () => {
    let tid: string;
    let entries: string[];
    let withdrawnId: string;
    let foreignEntry: string;

    beforeAll(async () => {
      ({ id: tid, entries } = await tournamentWithPlayers(3));
      const [entry] = await db().query('SELECT player_id FROM tournament_entries WHERE id = $1', [entries[2]]);
      expect((await op.client.delete(`/api/tournaments/${tid}/players/${entry.player_id}`, { reason: 'left' })).status).toBe(200);
      withdrawnId = entries[2];
      foreignEntry = (await tournamentWithPlayers(1)).entries[0];
    });

    it('422 naming the unknown, withdrawn and other-tournament ids, and nothing is created', async () => {
      const before = await roomCount(tid);
      const res = await platform.post(rooms(tid), { players: [entries[0], UNKNOWN_ID, withdrawnId, foreignEntry] });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: 'validation_error', message: expect.any(String), errors: { players: [expect.any(String)] } });
      const [message] = res.body.errors.players;
      for (const bad of [UNKNOWN_ID, withdrawnId, foreignEntry]) expect(message).toContain(bad);
      expect(message).not.toContain(entries[0]);
      expect(await roomCount(tid)).toBe(before);
    });

    it('PATCH add_players is checked the same way and changes nothing when refused', async () => {
      const room = (await platform.post(rooms(tid), { players: [entries[0]], metadata: { v: 1 } })).body;
      const res = await platform.patch(`${rooms(tid)}/${room.room_id}`, {
        add_players: [entries[1], withdrawnId],
        metadata: { v: 2 },
        status: 'playing',
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.add_players[0]).toContain(withdrawnId);
      expect((await platform.get(`${rooms(tid)}/${room.room_id}`)).body).toEqual(room);
    });

    it('422 when the same id is both added and removed', async () => {
      const room = (await platform.post(rooms(tid), { players: [entries[0]] })).body;
      const res = await platform.patch(`${rooms(tid)}/${room.room_id}`, { add_players: [entries[1]], remove_players: [entries[1]] });
      expect(res.status).toBe(422);
      expect(res.body.errors.add_players[0]).toContain(entries[1]);
    });

    it('players of another operator’s tournament are unknown here', async () => {
      const theirs = await tournamentWithPlayers(1, other.client);
      const res = await platform.post(rooms(tid), { players: [theirs.entries[0]] });
      expect(res.status).toBe(422);
      expect(res.body.errors.players[0]).toContain(theirs.entries[0]);
    });
  });

  describe('bad bodies: 422 field by field', () => {
    let tid: string;
    let entries: string[];
    let roomId: string;

    beforeAll(async () => {
      ({ id: tid, entries } = await tournamentWithPlayers(2));
      roomId = (await platform.post(rooms(tid), { players: [entries[0]] })).body.room_id;
    });

    const tooManyIds = () => Array.from({ length: 1001 }, (_, i) => `019a8f2e-7c4b-7d21-9e3a-${String(i).padStart(12, '0')}`);
    const bigMetadata = () => ({ blob: 'x'.repeat(16 * 1024) });

    it.each([
      ['players missing', {}, 'players'],
      ['players not an array', { players: 'abc' }, 'players'],
      ['players with a non-UUID', { players: ['not-a-uuid'] }, 'players'],
      ['players with a number', { players: [42] }, 'players'],
      ['players with a duplicate', { players: ['A', 'a'].map(() => '019a8f2e-7c4b-7d21-9e3a-000000000001') }, 'players'],
      ['more than 1000 players', { players: 'many' }, 'players'],
      ['round 0', { players: [], round: 0 }, 'round'],
      ['round not an integer', { players: [], round: 1.5 }, 'round'],
      ['round a string', { players: [], round: '1' }, 'round'],
      ['group empty', { players: [], group: '   ' }, 'group'],
      ['group too long', { players: [], group: 'g'.repeat(129) }, 'group'],
      ['group with a control character', { players: [], group: 'a\u0001b' }, 'group'],
      ['metadata an array', { players: [], metadata: [1, 2] }, 'metadata'],
      ['metadata a string', { players: [], metadata: 'x' }, 'metadata'],
      ['metadata null', { players: [], metadata: null }, 'metadata'],
      ['metadata over 16 KiB', { players: [], metadata: 'big' }, 'metadata'],
      ['status is not accepted on create', { players: [], status: 'playing' }, 'status'],
      ['an unknown field', { players: [], colour: 'red' }, 'colour'],
    ])('POST: %s', async (_label, body: Record<string, unknown>, field) => {
      if (body.players === 'many') body.players = tooManyIds();
      if (body.metadata === 'big') body.metadata = bigMetadata();
      const before = await roomCount(tid);
      const res = await platform.post(rooms(tid), body);
      expect({ status: res.status, error: res.body.error, fields: Object.keys(res.body.errors ?? {}) }).toEqual({
        status: 422,
        error: 'validation_error',
        fields: [field],
      });
      expect(await roomCount(tid)).toBe(before);
    });

    it('messages name the offending values', async () => {
      const bad = await platform.post(rooms(tid), { players: [entries[0], 'nope', entries[0]] });
      expect(bad.body.errors.players[0]).toContain('nope');
      const dup = await platform.post(rooms(tid), { players: [entries[0], entries[0]] });
      expect(dup.body.errors.players[0]).toMatch(/duplicate/);
      expect(dup.body.errors.players[0]).toContain(entries[0]);
      const many = await platform.post(rooms(tid), { players: tooManyIds() });
      expect(many.body.errors.players[0]).toMatch(/at most 1000/);
    });

    it.each([
      ['an empty body', {}, 'body'],
      ['status unknown', { status: 'finished' }, 'status'],
      ['status null', { status: null }, 'status'],
      ['add_players not an array', { add_players: 'x' }, 'add_players'],
      ['add_players with a non-UUID', { add_players: ['x'] }, 'add_players'],
      ['add_players over 1000', { add_players: 'many' }, 'add_players'],
      ['remove_players with a duplicate', { remove_players: [UNKNOWN_ID, UNKNOWN_ID] }, 'remove_players'],
      ['metadata over 16 KiB', { metadata: 'big' }, 'metadata'],
      ['round cannot be changed', { round: 2 }, 'round'],
      ['an unknown field', { colour: 'red' }, 'colour'],
    ])('PATCH: %s', async (_label, body: Record<string, unknown>, field) => {
      if (body.add_players === 'many') body.add_players = tooManyIds();
      if (body.metadata === 'big') body.metadata = bigMetadata();
      const res = await platform.patch(`${rooms(tid)}/${roomId}`, body);
      expect({ status: res.status, error: res.body.error, fields: Object.keys(res.body.errors ?? {}) }).toEqual({
        status: 422,
        error: 'validation_error',
        fields: [field],
      });
    });

    it('a body that is not a JSON object is 400', async () => {
      expectErrorBody(await platform.post(rooms(tid), '[1,2]'), 400, 'invalid_request');
      expectErrorBody(await platform.patch(`${rooms(tid)}/${roomId}`, '"x"'), 400, 'invalid_request');
    });

    it('a room may not grow beyond 1000 players', async () => {
      const room = (await platform.post(rooms(tid), { players: [entries[0]] })).body;
      // 1000 more seated entries, written directly: seating them through the API would take long.
      const [tournament] = await db().query('SELECT operator_id FROM tournaments WHERE id = $1', [tid]);
      const fillers: string[] = (
        await db().query(
          `WITH p AS (
             INSERT INTO players (id, operator_id, external_id, display_name)
             SELECT gen_random_uuid(), $1::uuid, 'filler-' || g || '-' || $2::text, 'filler' FROM generate_series(1, 1000) g
             RETURNING id)
           INSERT INTO tournament_entries (id, operator_id, tournament_id, player_id, display_name, status, entry_count, total_paid, request_hash, registered_at, updated_at)
           SELECT gen_random_uuid(), $1::uuid, $2::uuid, p.id, 'filler', 'registered', 1, 0, repeat('0', 64), now(), now() FROM p
           RETURNING id`,
          [tournament.operator_id, tid],
        )
      ).map((r: { id: string }) => r.id);
      expect(fillers).toHaveLength(1000);
      const first = await platform.patch(`${rooms(tid)}/${room.room_id}`, { add_players: fillers.slice(0, 999) });
      expect(first.body.player_count).toBe(1000);
      const over = await platform.patch(`${rooms(tid)}/${room.room_id}`, { add_players: [fillers[999]] });
      expect(over.status).toBe(422);
      expect(over.body.errors.add_players[0]).toMatch(/at most 1000/);
      expect((await platform.get(`${rooms(tid)}/${room.room_id}`)).body.player_count).toBe(1000);
    });
  });

  describe('tournament state and ids', () => {
    it('rooms change while scheduled and in progress; 409 once completed or cancelled, reads still work', async () => {
      const { id: tid, entries } = await tournamentWithPlayers(2);
      const scheduledRoom = await platform.post(rooms(tid), { players: [entries[0]] });
      expect(scheduledRoom.status).toBe(201);
      expect((await op.client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
      const running = await platform.post(rooms(tid), { players: [entries[1]] });
      expect(running.status).toBe(201);
      expect((await op.client.delete(`/api/tournaments/${tid}`, { reason: 'Outage' })).status).toBe(200);
      expectErrorBody(await platform.post(rooms(tid), { players: [] }), 409, 'tournament_cancelled');
      expectErrorBody(await platform.patch(`${rooms(tid)}/${running.body.room_id}`, { status: 'closed' }), 409, 'tournament_cancelled');
      expect((await platform.get(`${rooms(tid)}/${running.body.room_id}`)).body.status).toBe('open');
      expect((await platform.get(rooms(tid))).body.pagination.total).toBe(2);

      const done = await tournamentWithPlayers(1);
      const doneRoom = (await platform.post(rooms(done.id), { players: done.entries })).body;
      expect((await op.client.post(`/api/tournaments/${done.id}/start`)).status).toBe(200);
      expect((await op.client.post(`/api/tournaments/${done.id}/complete`)).status).toBe(200);
      expectErrorBody(await platform.post(rooms(done.id), { players: [] }), 409, 'tournament_completed');
      expectErrorBody(await platform.patch(`${rooms(done.id)}/${doneRoom.room_id}`, { status: 'playing' }), 409, 'tournament_completed');
      expect((await platform.get(`/api/internal/tournaments/${done.id}/status`)).body.active_games).toEqual([]);
    });

    it('404 room_not_found for an unknown, non-UUID or other tournament’s room', async () => {
      const a = await tournamentWithPlayers(1);
      const b = await tournamentWithPlayers(1);
      const roomOfB = (await platform.post(rooms(b.id), { players: b.entries })).body.room_id;
      for (const roomId of [UNKNOWN_ID, 'not-a-uuid', roomOfB]) {
        expectErrorBody(await platform.get(`${rooms(a.id)}/${roomId}`), 404, 'room_not_found');
        expectErrorBody(await platform.patch(`${rooms(a.id)}/${roomId}`, { status: 'closed' }), 404, 'room_not_found');
      }
      expect((await platform.get(`${rooms(b.id)}/${roomOfB}`)).body.status).toBe('open');
    });

    it('parallel PATCHes of one room apply one at a time (no lost players)', async () => {
      const { id: tid, entries } = await tournamentWithPlayers(6);
      const room = (await platform.post(rooms(tid), { players: [] })).body;
      const results = await Promise.all(entries.map((entry) => platform.patch(`${rooms(tid)}/${room.room_id}`, { add_players: [entry] })));
      expect(results.map((r) => r.status)).toEqual(entries.map(() => 200));
      const final = (await platform.get(`${rooms(tid)}/${room.room_id}`)).body;
      expect([...final.players].sort()).toEqual([...entries].sort());
    });
  });
});

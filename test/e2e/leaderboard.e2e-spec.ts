import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ManualClock } from '@app/common';
import { noteTournamentChange } from '@app/database';
import { TournamentRepository } from '@app/tournaments';
import { StandingsService } from '@app/results';
import { assignPositions, compareStandings } from '@app/results/domain/standings';
import { centredOffset, standingsRulesOf } from '@app/results/standings/standings-rules';
import { createInternalKey, createKey, operatorWithKey } from '../support/factories';
import { HttpClient } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, expectErrorBody } from '../support/tournament-fixtures';

// The leaderboard (spec 8, D7) and live positions end to end: players registered through the
// API, scores and eliminations written straight into the database as the game platform's
// events would (the events endpoint is built elsewhere), then read over HTTP.

interface Seated {
  userId: string;
  playerId: string;
  entryId: string;
  name: string;
}

/** A base time for scores and eliminations (milliseconds, as the service writes times). */
const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

describe('leaderboard (spec 8, D7) and live positions', () => {
  let t: TestApp;
  let op: Awaited<ReturnType<typeof operatorWithKey>>;
  let client: HttpClient;
  const clock = new ManualClock(new Date());
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({}, [], { clock });
    op = await operatorWithKey(t);
    client = op.client;
  });
  afterAll(async () => t?.close());
  afterEach(async () => expectLedgerReconciles(t));

  const db = () => t.app.get(DataSource);

  async function tournament(config: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}): Promise<string> {
    return createTournamentId(client, { entry_fee: 0, config, ...overrides });
  }

  /** Registers players through the API, one clock millisecond apart (registration order is a tie-break). */
  async function register(tid: string, names: string[], fee = 0): Promise<Seated[]> {
    const seated: Seated[] = [];
    for (const name of names) {
      const userId = `lb-${++seq}`;
      if (fee > 0) {
        const funded = await client.post(`/api/players/${userId}/wallet/transfers`, {
          transfer_id: `fund-${userId}`,
          direction: 'in',
          amount: fee * 3,
        });
        expect(funded.status).toBe(201);
      }
      clock.advance(1);
      const res = await client.post(`/api/tournaments/${tid}/players`, {
        user_id: userId,
        display_name: name,
        ...(fee > 0 ? { entry_payment_details: { payment_id: `pay-${userId}` } } : {}),
      });
      expect(res.status).toBe(201);
      seated.push({ userId, playerId: res.body.player_id, entryId: res.body.internal_player_id, name });
    }
    return seated;
  }

  async function start(tid: string): Promise<void> {
    clock.advance(1000);
    expect((await client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
  }

  /** The standings changed: what every score or elimination writer does (a strictly later stamp). */
  async function bump(tid: string): Promise<void> {
    await db().query(
      // The service's own clock (the test's ManualClock), as every writer in the service uses: the
      // database's clock_timestamp() would run ahead of it on a slow run and make the stamps of
      // later service writes land after clock.now().
      `UPDATE tournaments SET standings_updated_at = greatest($2::timestamptz, standings_updated_at + interval '1 millisecond') WHERE id = $1`,
      [tid, clock.now()],
    );
    // As the service's writers do: this instance learns of the change at once (its database
    // notification, which every instance receives, may come a moment later).
    noteTournamentChange(db().manager, tid);
  }

  /** Sets points and when they were reached (null: never scored), as score.updated events would. */
  async function score(tid: string, scores: Array<[Seated, string, string | null]>): Promise<void> {
    for (const [player, points, reachedAt] of scores) {
      await db().query('UPDATE tournament_entries SET points = $2::numeric, points_updated_at = $3 WHERE id = $1', [
        player.entryId,
        points,
        reachedAt,
      ]);
    }
    await bump(tid);
  }

  /** Eliminates players in one event at `when`, as player.eliminated would. */
  async function eliminate(tid: string, players: Seated[], when: string, round = 1): Promise<void> {
    await db().query(
      `UPDATE tournament_entries SET status = 'eliminated', eliminated_at = $2, elimination_round = $3 WHERE id = ANY($1::uuid[])`,
      [players.map((p) => p.entryId), when, round],
    );
    await bump(tid);
  }

  const board = (tid: string, query = '', c: HttpClient = client) => c.get(`/api/tournaments/${tid}/leaderboard${query}`);

  /** [position, display_name] of each entry of a leaderboard answer. */
  const ranking = (res: { body: any }) => res.body.leaderboard.data.map((e: any) => [e.position, e.display_name]);

  describe('points_based', () => {
    let tid: string;
    let p: Seated[];

    beforeAll(async () => {
      tid = await tournament({ tournament_type: 'points_based' });
      p = await register(tid, ['Ann', 'Bob', 'Cid', 'Dee', 'Eve']);
      await start(tid);
      const [ann, bob, cid, , eve] = p;
      await score(tid, [
        [ann, '100', at(20)],
        [bob, '250.5', at(30)],
        [cid, '100', at(10)],
        [eve, '12.50', at(40)],
      ]);
    });

    it('ranks by points, a tie going to whoever reached the score first, with points as decimal strings', async () => {
      const res = await board(tid);
      expect(res.status).toBe(200);
      const [updated] = await db().query('SELECT standings_updated_at FROM tournaments WHERE id = $1', [tid]);
      expect(res.body).toEqual({
        tournament_id: tid,
        leaderboard: {
          data: [
            { position: 1, player_id: p[1].playerId, display_name: 'Bob', points: '250.5', status: 'active' },
            { position: 2, player_id: p[2].playerId, display_name: 'Cid', points: '100', status: 'active' },
            { position: 3, player_id: p[0].playerId, display_name: 'Ann', points: '100', status: 'active' },
            { position: 4, player_id: p[4].playerId, display_name: 'Eve', points: '12.5', status: 'active' },
            { position: 5, player_id: p[3].playerId, display_name: 'Dee', points: '0', status: 'active' },
          ],
          pagination: { total: 5, limit: 50, offset: 0, hasMore: false },
        },
        last_updated: updated.standings_updated_at.toISOString(),
      });
    });

    it('answers under the doubled /api/api prefix too (D1)', async () => {
      const res = await client.get(`/api/api/tournaments/${tid}/leaderboard?limit=1`);
      expect(res.status).toBe(200);
      expect(ranking(res)).toEqual([[1, 'Bob']]);
    });

    it('serves concurrent reads of one leaderboard with fewer tournament queries than requests, never a stale page', async () => {
      await Promise.all(Array.from({ length: 20 }, () => board(tid))); // connections open, like a busy client's
      const find = jest.spyOn(t.app.get(TournamentRepository), 'find');
      try {
        const pages = await Promise.all(Array.from({ length: 20 }, () => board(tid)));
        expect(pages.map((res) => res.status)).toEqual(Array(20).fill(200));
        expect(new Set(pages.map((res) => JSON.stringify(res.body))).size).toBe(1);
        // None at all while the change notifications flow (the page and the owner are cached).
        expect(find.mock.calls.length).toBeLessThan(20);
        // A change committed before a request is in its answer, however busy the leaderboard is.
        const busy = Promise.all(Array.from({ length: 10 }, () => board(tid)));
        await score(tid, [[p[3], '300', at(50)]]);
        const after = await board(tid);
        expect(ranking(after)[0]).toEqual([1, 'Dee']);
        await busy;
      } finally {
        find.mockRestore();
        await score(tid, [[p[3], '0', null]]);
      }
      expect(ranking(await board(tid))[0]).toEqual([1, 'Bob']);
    });

    it('gives the player status and the players list the same positions', async () => {
      for (const [player, position] of [
        [p[1], 1],
        [p[2], 2],
        [p[0], 3],
        [p[3], 5],
      ] as const) {
        expect((await client.get(`/api/tournaments/${tid}/players/${player.entryId}`)).body.position).toBe(position);
      }
      const list = await client.get(`/api/tournaments/${tid}/players?limit=100`);
      expect(Object.fromEntries(list.body.players.map((e: any) => [e.displayName, e.currentPosition]))).toEqual({
        Bob: 1,
        Cid: 2,
        Ann: 3,
        Eve: 4,
        Dee: 5,
      });
    });
  });

  describe('tie_break share', () => {
    let tid: string;
    let p: Seated[];

    beforeAll(async () => {
      tid = await tournament({ tie_break: 'share' });
      p = await register(tid, ['Ann', 'Bob', 'Cid', 'Dee', 'Eve']);
      await start(tid);
      const [ann, bob, cid, dee, eve] = p;
      await score(tid, [
        [ann, '300', at(1)],
        [bob, '200', at(2)],
        [cid, '200.000', at(3)],
        [dee, '100', at(4)],
        [eve, '100', at(5)],
      ]);
    });

    it('gives tied players the same position (competition ranking 1, 2, 2, 4, 4)', async () => {
      expect(ranking(await board(tid))).toEqual([
        [1, 'Ann'],
        [2, 'Bob'],
        [2, 'Cid'],
        [4, 'Dee'],
        [4, 'Eve'],
      ]);
    });

    it('keeps a tied position on a page that starts inside the tie', async () => {
      expect(ranking(await board(tid, '?limit=2&offset=2'))).toEqual([
        [2, 'Cid'],
        [4, 'Dee'],
      ]);
      expect(ranking(await board(tid, '?limit=1&offset=4'))).toEqual([[4, 'Eve']]);
      expect(ranking(await board(tid, '?limit=1&offset=1'))).toEqual([[2, 'Bob']]);
    });

    it('reports tied positions in the player status (by either id) and the players list', async () => {
      expect((await client.get(`/api/tournaments/${tid}/players/${p[2].entryId}`)).body.position).toBe(2);
      expect((await client.get(`/api/tournaments/${tid}/players/${p[1].playerId}`)).body.position).toBe(2);
      expect((await client.get(`/api/tournaments/${tid}/players/${p[4].playerId}`)).body.position).toBe(4);
      const list = await client.get(`/api/tournaments/${tid}/players?limit=2&offset=1`);
      expect(list.body.players.map((e: any) => [e.displayName, e.currentPosition])).toEqual([
        ['Bob', 2],
        ['Cid', 2],
      ]);
    });
  });

  describe('elimination', () => {
    let tid: string;
    let p: Seated[];

    beforeAll(async () => {
      tid = await tournament({ tournament_type: 'elimination' });
      p = await register(tid, ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay']);
      await start(tid);
      const [ann, bob, cid, dee, eve, fay] = p;
      await score(tid, [
        [ann, '10', at(1)],
        [bob, '5', at(2)],
        [cid, '90', at(3)],
        [dee, '50', at(4)],
        [eve, '1', at(5)],
        [fay, '99', at(6)],
      ]);
      await eliminate(tid, [fay], at(100), 1);
      await eliminate(tid, [dee, eve], at(200), 2);
      await eliminate(tid, [cid], at(300), 3);
    });

    it('ranks players still in above eliminated ones, a later elimination higher, one event tied', async () => {
      const res = await board(tid, '?includeEliminated=true');
      expect(res.body.leaderboard.data.map((e: any) => [e.position, e.display_name, e.status])).toEqual([
        [1, 'Ann', 'active'],
        [2, 'Bob', 'active'],
        [3, 'Cid', 'eliminated'],
        [4, 'Dee', 'eliminated'],
        [4, 'Eve', 'eliminated'],
        [6, 'Fay', 'eliminated'],
      ]);
      expect(res.body.leaderboard.pagination).toEqual({ total: 6, limit: 50, offset: 0, hasMore: false });
    });

    it('leaves the eliminated out by default, with the same positions for the players still in', async () => {
      for (const query of ['', '?includeEliminated=false', '?include_eliminated=false']) {
        const res = await board(tid, query);
        expect(ranking(res)).toEqual([
          [1, 'Ann'],
          [2, 'Bob'],
        ]);
        expect(res.body.leaderboard.pagination).toEqual({ total: 2, limit: 50, offset: 0, hasMore: false });
      }
    });

    it('accepts include_eliminated as an alias, and both names when they agree', async () => {
      const expected = ranking(await board(tid, '?includeEliminated=true'));
      expect(ranking(await board(tid, '?include_eliminated=true'))).toEqual(expected);
      expect(ranking(await board(tid, '?include_eliminated=true&includeEliminated=true'))).toEqual(expected);
    });

    it('keeps the tie of one elimination event on a page that starts inside it', async () => {
      expect(ranking(await board(tid, '?includeEliminated=true&offset=4&limit=2'))).toEqual([
        [4, 'Eve'],
        [6, 'Fay'],
      ]);
      expect((await client.get(`/api/tournaments/${tid}/players/${p[4].entryId}`)).body).toMatchObject({
        position: 4,
        status: 'eliminated',
        elimination_round: 2,
      });
      expect((await client.get(`/api/tournaments/${tid}/players/${p[5].entryId}`)).body.position).toBe(6);
    });

    it('pages past the players still in to an empty page without the eliminated', async () => {
      const res = await board(tid, '?offset=2');
      expect(res.body.leaderboard).toEqual({ data: [], pagination: { total: 2, limit: 50, offset: 2, hasMore: false } });
    });
  });

  describe('paging and around_player', () => {
    let tid: string;
    let p: Seated[];
    const names = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9'];

    beforeAll(async () => {
      tid = await tournament({ tournament_type: 'elimination' });
      p = await register(tid, names);
      await start(tid);
      // P1 best ... P9 worst.
      await score(
        tid,
        p.map((player, i) => [player, String(1000 - i * 10), at(i)]),
      );
    });

    it('pages with limit and offset, telling total and whether more remain', async () => {
      const first = await board(tid, '?limit=4');
      expect(ranking(first)).toEqual([
        [1, 'P1'],
        [2, 'P2'],
        [3, 'P3'],
        [4, 'P4'],
      ]);
      expect(first.body.leaderboard.pagination).toEqual({ total: 9, limit: 4, offset: 0, hasMore: true });
      const middle = await board(tid, '?limit=4&offset=4');
      expect(ranking(middle)).toEqual([
        [5, 'P5'],
        [6, 'P6'],
        [7, 'P7'],
        [8, 'P8'],
      ]);
      expect(middle.body.leaderboard.pagination.hasMore).toBe(true);
      const last = await board(tid, '?limit=4&offset=8');
      expect(ranking(last)).toEqual([[9, 'P9']]);
      expect(last.body.leaderboard.pagination).toEqual({ total: 9, limit: 4, offset: 8, hasMore: false });
      const beyond = await board(tid, '?limit=4&offset=100');
      expect(beyond.body.leaderboard).toEqual({ data: [], pagination: { total: 9, limit: 4, offset: 100, hasMore: false } });
    });

    it('centres the page on around_player (a player_id or an internal_player_id)', async () => {
      const middle = await board(tid, `?limit=3&around_player=${p[4].playerId}`);
      expect(ranking(middle)).toEqual([
        [4, 'P4'],
        [5, 'P5'],
        [6, 'P6'],
      ]);
      expect(middle.body.leaderboard.pagination).toEqual({ total: 9, limit: 3, offset: 3, hasMore: true });
      const even = await board(tid, `?limit=4&around_player=${p[4].entryId}`);
      expect(ranking(even).map(([, name]: [number, string]) => name)).toEqual(['P4', 'P5', 'P6', 'P7']);
    });

    it('clamps around_player near the top and the end to a full page, ignoring offset', async () => {
      const top = await board(tid, `?limit=3&offset=5&around_player=${p[1].entryId}`);
      expect(ranking(top)).toEqual([
        [1, 'P1'],
        [2, 'P2'],
        [3, 'P3'],
      ]);
      expect(top.body.leaderboard.pagination.offset).toBe(0);
      const end = await board(tid, `?limit=3&around_player=${p[8].playerId}`);
      expect(ranking(end)).toEqual([
        [7, 'P7'],
        [8, 'P8'],
        [9, 'P9'],
      ]);
      expect(end.body.leaderboard.pagination).toEqual({ total: 9, limit: 3, offset: 6, hasMore: false });
    });

    it('finds an eliminated around_player only with includeEliminated=true', async () => {
      await eliminate(tid, [p[3]], at(500));
      expectErrorBody(await board(tid, `?limit=3&around_player=${p[3].playerId}`), 404, 'player_not_found');
      const res = await board(tid, `?limit=3&includeEliminated=true&around_player=${p[3].playerId}`);
      expect(ranking(res)).toEqual([
        [7, 'P8'],
        [8, 'P9'],
        [9, 'P4'],
      ]);
    });

    it('answers 404 player_not_found for an around_player that is not a ranked player of this tournament', async () => {
      const other = await tournament();
      const [stranger] = await register(other, ['Stranger']);
      for (const ref of [randomUUID(), 'not-a-uuid', stranger.playerId, stranger.entryId]) {
        expectErrorBody(await board(tid, `?around_player=${encodeURIComponent(ref)}`), 404, 'player_not_found');
      }
    });
  });

  describe('cache', () => {
    it('serves a repeated read from the cache and a changed standings_updated_at afresh', async () => {
      const tid = await tournament();
      const [ann, bob] = await register(tid, ['Ann', 'Bob']);
      await start(tid);
      await score(tid, [
        [ann, '20', at(1)],
        [bob, '10', at(2)],
      ]);
      const hits = async () => {
        const text = (await t.http.get('/metrics')).text;
        return Number(/^leaderboard_cache_lookups_total\{result="hit"\} (\d+)/m.exec(text)?.[1] ?? 0);
      };
      expect(ranking(await board(tid))).toEqual([
        [1, 'Ann'],
        [2, 'Bob'],
      ]);
      const before = await hits();
      expect(ranking(await board(tid))).toEqual([
        [1, 'Ann'],
        [2, 'Bob'],
      ]);
      expect(await hits()).toBe(before + 1);

      await score(tid, [[bob, '30', at(3)]]);
      const after = await board(tid);
      expect(ranking(after)).toEqual([
        [1, 'Bob'],
        [2, 'Ann'],
      ]);
      const [updated] = await db().query('SELECT standings_updated_at FROM tournaments WHERE id = $1', [tid]);
      expect(after.body.last_updated).toBe(updated.standings_updated_at.toISOString());
      expect(await hits()).toBe(before + 1);
    });
    it('answers a repeated read with no tournament or standings query while change notifications flow', async () => {
      const tid = await tournament();
      const [ann] = await register(tid, ['Ann', 'Bob']);
      await start(tid);
      await score(tid, [[ann, '5', at(1)]]);
      const first = await board(tid);
      const find = jest.spyOn(t.app.get(TournamentRepository), 'find');
      const standings = jest.spyOn(t.app.get(StandingsService), 'page');
      try {
        const again = await board(tid);
        expect(again.body).toEqual(first.body);
        expect(find).not.toHaveBeenCalled();
        expect(standings).not.toHaveBeenCalled();
        // Another operator still gets 403, from the owner remembered with the page.
        expect((await board(tid, '', (await operatorWithKey(t)).client)).status).toBe(403);
      } finally {
        find.mockRestore();
        standings.mockRestore();
      }
    });

    it('shows a reordering by game events even when the clock has not moved between them', async () => {
      const tid = await tournament();
      const [ann, bob] = await register(tid, ['Ann', 'Bob']);
      await start(tid);
      const internal = await createInternalKey(t, [op.operatorId]);
      const platform = t.http.with({ 'X-Internal-Api-Key': internal.apiKey });
      const send = (id: string, player: Seated, points: number) =>
        platform.post(`/api/internal/tournaments/${tid}/events`, {
          events: [{ event_id: id, type: 'score.updated', occurred_at: at(10), internal_player_id: player.entryId, points }],
        });
      expect((await send('e1', ann, 20)).body.accepted).toBe(1);
      expect(ranking(await board(tid))).toEqual([
        [1, 'Ann'],
        [2, 'Bob'],
      ]);
      // Same clock millisecond: the standings version still moves forward, so the cache misses.
      expect((await send('e2', bob, 30)).body.accepted).toBe(1);
      expect(ranking(await board(tid))).toEqual([
        [1, 'Bob'],
        [2, 'Ann'],
      ]);
    });
  });

  describe('scheduled and completed tournaments', () => {
    it('lists the registered players of a scheduled tournament at 0 points, tied only under share', async () => {
      const earliest = await tournament();
      await register(earliest, ['Ann', 'Bob', 'Cid']);
      const res = await board(earliest);
      expect(res.body.leaderboard.data.map((e: any) => [e.position, e.display_name, e.points, e.status])).toEqual([
        [1, 'Ann', '0', 'registered'],
        [2, 'Bob', '0', 'registered'],
        [3, 'Cid', '0', 'registered'],
      ]);
      const shared = await tournament({ tie_break: 'share' });
      await register(shared, ['Ann', 'Bob', 'Cid']);
      expect(ranking(await board(shared, '?offset=1'))).toEqual([
        [1, 'Bob'],
        [1, 'Cid'],
      ]);
    });

    it('gives last_updated as the creation time, then the start time, before any standings change', async () => {
      const tid = await tournament();
      const created = await client.get(`/api/tournaments/${tid}`);
      expect((await board(tid)).body.last_updated).toBe(created.body.tournament.createdAt);
      await register(tid, ['Ann']);
      await db().query('UPDATE tournaments SET standings_updated_at = NULL WHERE id = $1', [tid]);
      await start(tid);
      const started = await client.get(`/api/tournaments/${tid}`);
      expect((await board(tid)).body.last_updated).toBe(started.body.tournament.actualStartTime);
    });

    it('ranks a completed tournament by its stored final positions, not by points', async () => {
      const tid = await tournament({ tie_break: 'share' });
      const p = await register(tid, ['Ann', 'Bob', 'Cid', 'Dee']);
      await start(tid);
      const [ann, bob, cid, dee] = p;
      await score(tid, [
        [ann, '40', at(1)],
        [bob, '30', at(2)],
        [cid, '20', at(3)],
        [dee, '10', at(4)],
      ]);
      clock.advance(1000);
      expect((await client.post(`/api/tournaments/${tid}/complete`)).status).toBe(200);
      // The game platform decided otherwise (final_standings): Dee first, Bob and Ann tied second.
      for (const [player, position] of [
        [dee, 1],
        [bob, 2],
        [ann, 2],
        [cid, 4],
      ] as const) {
        await db().query('UPDATE tournament_entries SET position = $2 WHERE id = $1', [player.entryId, position]);
      }
      await bump(tid);
      const res = await board(tid);
      expect(ranking(res)).toEqual([
        [1, 'Dee'],
        [2, expect.stringMatching(/^(Ann|Bob)$/)],
        [2, expect.stringMatching(/^(Ann|Bob)$/)],
        [4, 'Cid'],
      ]);
      // Players sharing a position come in one stable order, page after page.
      const tied = [(await board(tid, '?limit=1&offset=1')).body, (await board(tid, '?limit=1&offset=2')).body].map(
        (b) => b.leaderboard.data[0].display_name,
      );
      expect(tied).toEqual([res.body.leaderboard.data[1].display_name, res.body.leaderboard.data[2].display_name]);
      expect(ranking(await board(tid, `?limit=1&around_player=${cid.playerId}`))).toEqual([[4, 'Cid']]);
      expect(ranking(await board(tid, `?limit=3&around_player=${dee.playerId}`)).map(([position]: [number]) => position)).toEqual([
        1, 2, 2,
      ]);
      expect((await client.get(`/api/tournaments/${tid}/players/${dee.entryId}`)).body.position).toBe(1);
    });
  });

  describe('every standings change moves standings_updated_at', () => {
    const stamp = async (tid: string) =>
      (await db().query('SELECT standings_updated_at FROM tournaments WHERE id = $1', [tid]))[0].standings_updated_at?.toISOString() ??
      null;

    it('on registration, withdrawal and cancellation refunds', async () => {
      const tid = await tournament({}, { entry_fee: 5 });
      clock.advance(1000);
      const [ann, bob] = await register(tid, ['Ann', 'Bob'], 5);
      expect(await stamp(tid)).toBe(clock.now().toISOString());
      expect((await board(tid)).body.last_updated).toBe(clock.now().toISOString());

      clock.advance(1000);
      expect((await client.delete(`/api/tournaments/${tid}/players/${ann.playerId}`, {})).status).toBe(200);
      expect(await stamp(tid)).toBe(clock.now().toISOString());
      expect(ranking(await board(tid))).toEqual([[1, 'Bob']]);

      clock.advance(1000);
      expect((await client.delete(`/api/tournaments/${tid}`, { reason: 'test' })).status).toBe(200);
      expect(await stamp(tid)).toBe(clock.now().toISOString());
      const res = await board(tid);
      expect(res.body.leaderboard).toEqual({ data: [], pagination: { total: 0, limit: 50, offset: 0, hasMore: false } });
      expect((await client.get(`/api/tournaments/${tid}/players/${bob.playerId}`)).body.position).toBeNull();
    });

    it('on a rebuy that re-activates an eliminated player, which clears the elimination', async () => {
      const tid = await tournament({ tournament_type: 'elimination', rebuy_enabled: true, max_entries_per_player: 3 }, { entry_fee: 5 });
      const [ann, bob] = await register(tid, ['Ann', 'Bob'], 5);
      await start(tid);
      await score(tid, [
        [ann, '10', at(1)],
        [bob, '5', at(2)],
      ]);
      await eliminate(tid, [ann], at(10), 2);
      expect(ranking(await board(tid, '?includeEliminated=true'))).toEqual([
        [1, 'Bob'],
        [2, 'Ann'],
      ]);

      clock.advance(1000);
      const rebuy = await client.post(`/api/tournaments/${tid}/players/${ann.playerId}/rebuy`, { payment_id: `rebuy-${ann.userId}` });
      expect(rebuy.status).toBe(200);
      expect(await stamp(tid)).toBe(clock.now().toISOString());
      const status = await client.get(`/api/tournaments/${tid}/players/${ann.playerId}`);
      expect(status.body).toMatchObject({ status: 'active', elimination_round: null, position: 1 });
      const [row] = await db().query('SELECT eliminated_at, elimination_round FROM tournament_entries WHERE id = $1', [ann.entryId]);
      expect(row).toEqual({ eliminated_at: null, elimination_round: null });
      expect(ranking(await board(tid))).toEqual([
        [1, 'Ann'],
        [2, 'Bob'],
      ]);

      // A rebuy of a player still in changes no standing and leaves the stamp alone.
      const before = await stamp(tid);
      clock.advance(1000);
      expect(
        (await client.post(`/api/tournaments/${tid}/players/${bob.playerId}/rebuy`, { payment_id: `rebuy-${bob.userId}` })).status,
      ).toBe(200);
      expect(await stamp(tid)).toBe(before);
    });
  });

  describe('agrees with the domain rules (standings.ts) on random standings', () => {
    /** A small deterministic generator (mulberry32), so a failure can be replayed. */
    function random(seed: number): () => number {
      return () => {
        seed = (seed + 0x6d2b79f5) | 0;
        let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
        return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
      };
    }

    it.each([
      [{}, 11],
      [{ tie_break: 'share' }, 12],
      [{ tournament_type: 'elimination' }, 13],
      [{ tournament_type: 'elimination', tie_break: 'share' }, 14],
    ])('config %j (seed %i): every page, around_player, status and list position', async (config, seed) => {
      const next = random(seed);
      const pick = <T>(values: T[]): T => values[Math.floor(next() * values.length)];
      const tid = await tournament(config);
      const players = await register(
        tid,
        Array.from({ length: 20 }, (_, i) => `R${i + 1}`),
      );
      await start(tid);
      // Few distinct values, so that points, score times and elimination events collide.
      for (const player of players) {
        const points = pick(['0', '5', '5.5', '10']);
        await db().query('UPDATE tournament_entries SET points = $2::numeric, points_updated_at = $3 WHERE id = $1', [
          player.entryId,
          points,
          points === '0' ? pick([null, at(1)]) : pick([at(1), at(2), at(3)]),
        ]);
      }
      for (const player of players.filter(() => next() < 0.4)) await eliminate(tid, [player], pick([at(50), at(60)]));

      const rows: Array<{ id: string; points: string; points_updated_at: Date | null; registered_at: Date; eliminated_at: Date | null }> =
        await db().query(
          'SELECT id, points, points_updated_at, registered_at, eliminated_at FROM tournament_entries WHERE tournament_id = $1',
          [tid],
        );
      const keys = rows
        .map((r) => ({
          id: r.id,
          points: r.points,
          pointsUpdatedAt: r.points_updated_at,
          registeredAt: r.registered_at,
          eliminatedAt: r.eliminated_at,
        }))
        .sort(compareStandings);
      const positions = assignPositions(keys, standingsRulesOf(config));
      const byEntry = new Map(players.map((p) => [p.entryId, p]));
      const expected = keys.map((k, i) => [positions[i], byEntry.get(k.id)!.name, k.eliminatedAt !== null] as const);
      const active = expected.filter(([, , out]) => !out).length;

      for (const limit of [1, 3, 7]) {
        for (let offset = 0; offset <= expected.length; offset++) {
          const all = await board(tid, `?includeEliminated=true&limit=${limit}&offset=${offset}`);
          expect(ranking(all)).toEqual(expected.slice(offset, offset + limit).map(([position, name]) => [position, name]));
          const still = await board(tid, `?limit=${limit}&offset=${offset}`);
          expect(ranking(still)).toEqual(
            expected
              .slice(0, active)
              .slice(offset, offset + limit)
              .map(([position, name]) => [position, name]),
          );
          expect(still.body.leaderboard.pagination.total).toBe(active);
        }
      }
      for (const [index, key] of keys.entries()) {
        const player = byEntry.get(key.id)!;
        const around = await board(tid, `?includeEliminated=true&limit=5&around_player=${player.playerId}`);
        expect(around.body.leaderboard.pagination.offset).toBe(centredOffset(index, 5, expected.length));
        expect((await client.get(`/api/tournaments/${tid}/players/${player.entryId}`)).body.position).toBe(expected[index][0]);
      }
      const list = await client.get(`/api/tournaments/${tid}/players?limit=100`);
      const listed = new Map(list.body.players.map((e: any) => [e.displayName, e.currentPosition]));
      expect(expected.map(([, name]) => [name, listed.get(name)])).toEqual(expected.map(([position, name]) => [name, position]));
    });
  });

  describe('errors (D3, D4)', () => {
    let tid: string;

    beforeAll(async () => {
      tid = await tournament();
      await register(tid, ['Ann']);
    });

    it('answers 401 without a valid key', async () => {
      for (const c of [t.http, t.http.with({ authorization: 'Bearer sk_live_nope' })]) {
        const res = await board(tid, '', c);
        expect({ status: res.status, body: res.body }).toEqual({
          status: 401,
          body: { error: 'unauthorized', code: 'INVALID_API_KEY', message: expect.any(String) },
        });
      }
    });

    it('answers 403 INSUFFICIENT_PERMISSIONS to a key without results.read', async () => {
      const key = await createKey(t, op.operatorId, 'player_registration');
      const res = await board(tid, '', key.client);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 403,
        body: { error: 'forbidden', code: 'INSUFFICIENT_PERMISSIONS', required_permission: 'results.read', message: expect.any(String) },
      });
      const readOnly = await createKey(t, op.operatorId, 'read_only');
      expect((await board(tid, '', readOnly.client)).status).toBe(200);
    });

    it("answers 403 RESOURCE_FORBIDDEN on another operator's tournament", async () => {
      const other = await operatorWithKey(t);
      const res = await board(tid, '', other.client);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 403,
        body: { error: 'forbidden', code: 'RESOURCE_FORBIDDEN', message: expect.any(String) },
      });
    });

    it('answers 404 tournament_not_found for an unknown or malformed id', async () => {
      expectErrorBody(await board(randomUUID()), 404, 'tournament_not_found');
      expectErrorBody(await board('nope'), 404, 'tournament_not_found');
    });

    it.each([
      'limit=0',
      'limit=201',
      'limit=abc',
      'limit=1.5',
      'limit=-1',
      'limit=',
      'limit=1&limit=2',
      'offset=-1',
      'offset=abc',
      'offset=1e3',
      'includeEliminated=yes',
      'includeEliminated=1',
      'includeEliminated=',
      'include_eliminated=TRUE',
      'includeEliminated=true&include_eliminated=false',
      'around_player=',
    ])('answers 400 invalid_request for %s', async (query) => {
      const res = await board(tid, `?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
    });

    it('accepts the bounds of limit and offset', async () => {
      for (const query of ['limit=1', 'limit=200', 'offset=0']) expect((await board(tid, `?${query}`)).status).toBe(200);
    });
  });
});

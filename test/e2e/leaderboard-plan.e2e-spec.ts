import { DataSource } from 'typeorm';
import { assignPositions, compareStandings, StandingKey } from '@app/results/domain/standings';
import {
  countBeforeSql,
  finalIndexSql,
  finalPageSql,
  LIVE_ELIMINATED_COUNT_SQL,
  livePageSql,
  POSITIONS_OF_SQL,
  StandingRow,
  StandingsRepository,
} from '@app/results/standings/standings.repository';
import { PLAYER_TOTALS_SQL, WINNERS_SQL } from '@app/results/results.repository';
import { operatorWithKey } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId } from '../support/tournament-fixtures';
import { nodesOf, PlanNode } from '../support/query-plan';
import { sqlUuidOf } from '../support/migrations';

// The leaderboard is built for a million entries (D7): a page is an index scan of
// idx_standings_order (entry_standings, the narrow standings table) cut by OFFSET/LIMIT, its
// entries then read by primary key, and a rank is a count over index ranges, never a sort
// of the tournament nor a scan of the table. This seeds one tournament of 100,000 entries and
// EXPLAINs the very statements the repository runs, then reads the endpoint and checks its
// positions against the standings rules computed here in TypeScript.

const ENTRIES = 100_000;
const RULES = { tieBreak: 'share', rankingType: 'elimination' } as const;

describe('leaderboard query plans on 100,000 entries (D7)', () => {
  let t: TestApp;
  let op: Awaited<ReturnType<typeof operatorWithKey>>;
  let tid: string;
  /** Every ranked entry in standings order, with its position by the domain rules. */
  let expected: Array<StandingKey & { playerId: string; eliminated: boolean; position: number }>;

  const db = () => t.app.get(DataSource);
  const repository = () => t.app.get(StandingsRepository);

  beforeAll(async () => {
    t = await startTestApp();
    op = await operatorWithKey(t);
    tid = await createTournamentId(op.client, { entry_fee: 0, config: { tournament_type: 'elimination', tie_break: 'share' } });
    // One statement per table. Points repeat (ties under share); every 10th player was eliminated,
    // a hundred per elimination event (ties); every 7th never scored; every 97th withdrew.
    await db().query(
      `INSERT INTO players (id, operator_id, external_id, display_name)
       SELECT ${sqlUuidOf(`$2 || ':player:' || g`)}, $1, 'plan-' || g, 'Plan ' || g FROM generate_series(1, $3::int) g`,
      [op.operatorId, tid, ENTRIES],
    );
    await db().query(
      `INSERT INTO tournament_entries (id, operator_id, tournament_id, player_id, display_name, status, request_hash, points,
         points_updated_at, eliminated_at, elimination_round, registered_at, updated_at)
       SELECT ${sqlUuidOf(`$2 || ':entry:' || g`)}, $1, $2::uuid, ${sqlUuidOf(`$2 || ':player:' || g`)}, 'Plan ' || g,
         CASE WHEN g % 97 = 0 THEN 'withdrawn' WHEN g % 10 = 0 THEN 'eliminated' ELSE 'active' END,
         repeat('0', 64),
         ((g * 7919) % 5000) / 4.0,
         CASE WHEN g % 7 = 0 THEN NULL ELSE timestamptz '2026-03-01 12:00:00+00' + ((g * 13) % 100000) * interval '1 millisecond' END,
         CASE WHEN g % 97 <> 0 AND g % 10 = 0 THEN timestamptz '2026-03-01 13:00:00+00' + (g / 1000) * interval '1 second' END,
         CASE WHEN g % 97 <> 0 AND g % 10 = 0 THEN 1 END,
         timestamptz '2026-03-01 10:00:00+00' + g * interval '1 millisecond',
         now()
       FROM generate_series(1, $3::int) g`,
      [op.operatorId, tid, ENTRIES],
    );
    await db().query(
      `UPDATE tournaments SET status = 'in_progress', actual_start_time = timestamptz '2026-03-01 11:00:00+00', standings_updated_at = now(),
         current_players = (SELECT count(*) FROM tournament_entries WHERE tournament_id = $1 AND status <> 'withdrawn')
       WHERE id = $1`,
      [tid],
    );
    // VACUUM as well as ANALYZE: after a bulk load autovacuum sets the visibility map, and without
    // it the planner costs every index-only read as a heap fetch (and a count over most of a
    // table that holds only this tournament as a sequential scan).
    await db().query('VACUUM ANALYZE tournament_entries, entry_standings');
    await db().query('ANALYZE');

    const rows: Array<{
      id: string;
      player_id: string;
      points: string;
      points_updated_at: Date | null;
      registered_at: Date;
      eliminated_at: Date | null;
    }> = await db().query(
      `SELECT id, player_id, points, points_updated_at, registered_at, eliminated_at FROM tournament_entries WHERE tournament_id = $1 AND status <> 'withdrawn'`,
      [tid],
    );
    const keys = rows
      .map((r) => ({
        id: r.id,
        playerId: r.player_id,
        points: r.points,
        pointsUpdatedAt: r.points_updated_at,
        registeredAt: r.registered_at,
        eliminatedAt: r.eliminated_at,
        eliminated: r.eliminated_at !== null,
      }))
      .sort(compareStandings);
    const positions = assignPositions(keys, RULES);
    expected = keys.map((k, i) => ({ ...k, position: positions[i] }));
  }, 300_000);
  afterAll(async () => t?.close());

  async function planOf(sql: string, params: unknown[]): Promise<PlanNode[]> {
    const [row] = await db().query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const document = typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN'];
    return nodesOf(document[0].Plan);
  }

  /**
   * The plan reads the entries and their standings only through indexes, uses `index` (the
   * standings order by default), sorts nothing, and reads tournament_entries, if at all, by
   * primary key (for the rows of a page) when the order comes from entry_standings.
   */
  async function expectIndexPlan(sql: string, params: unknown[], index = 'idx_standings_order'): Promise<void> {
    const nodes = await planOf(sql, params);
    const summary = nodes.map(
      (n) =>
        `${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}`,
    );
    const entriesOtherThanByKey = index === 'idx_standings_order' ? /on tournament_entries(?! using PK_)/ : /^$/;
    const problems = summary.filter(
      (s) => /Sort|^Seq Scan on (tournament_entries|entry_standings)/.test(s) || entriesOtherThanByKey.test(s),
    );
    expect({ sql, params, problems, usesIndex: nodes.some((n) => n['Index Name'] === index) }).toEqual({
      sql,
      params,
      problems: [],
      usesIndex: true,
    });
  }

  const seated = async (playerId: string): Promise<StandingRow> => (await repository().findSeated(tid, playerId))!;

  it('reads the top 50 along idx_standings_order', async () => {
    await expectIndexPlan(livePageSql(false), [tid, 50, 0]);
    await expectIndexPlan(livePageSql(true), [tid, 50, 0]);
  });

  it('reads a deep page (with the row before it) along the index, without sorting', async () => {
    await expectIndexPlan(livePageSql(false), [tid, 51, 79_999]);
    await expectIndexPlan(livePageSql(true), [tid, 51, 59_999]);
  });

  it('counts ranks for around_player and tied first rows over index ranges', async () => {
    const middle = expected[Math.floor(expected.length / 2)];
    const eliminated = expected.find((e, i) => e.eliminated && i > expected.length - 5_000)!;
    for (const player of [middle, eliminated]) {
      const row = await seated(player.playerId);
      // A player still in never ties at depth 1 (that would be every player still in).
      for (const depth of player.eliminated ? ([1, 2, 5] as const) : ([2, 5] as const)) {
        const { sql, params } = countBeforeSql(tid, row, depth);
        await expectIndexPlan(sql, params);
      }
    }
    await expectIndexPlan(LIVE_ELIMINATED_COUNT_SQL, [tid]);
  });

  it('finds the positions of a page of the players list in one pass along the index', async () => {
    await expectIndexPlan(POSITIONS_OF_SQL, [tid, expected.slice(0, 20).map((e) => e.id)]);
  });

  it('serves positions that follow the standings rules, at the top, deep down and around a player', async () => {
    const view = (from: number, count: number) => expected.slice(from, from + count).map((e) => [e.position, e.playerId]);
    const page = async (query: string) => {
      const res = await op.client.get(`/api/tournaments/${tid}/leaderboard?${query}`);
      expect(res.status).toBe(200);
      return res.body.leaderboard;
    };
    const entries = (board: any) => board.data.map((e: any) => [e.position, e.player_id]);

    const top = await page('limit=50&includeEliminated=true');
    expect(entries(top)).toEqual(view(0, 50));
    expect(top.pagination).toEqual({ total: expected.length, limit: 50, offset: 0, hasMore: true });

    const deep = await page('limit=200&offset=70001&includeEliminated=true');
    expect(entries(deep)).toEqual(view(70_001, 200));

    const active = expected.filter((e) => !e.eliminated).length;
    const lastActive = await page(`limit=10&offset=${active - 5}`);
    expect(entries(lastActive)).toEqual(view(active - 5, 5));
    expect(lastActive.pagination).toEqual({ total: active, limit: 10, offset: active - 5, hasMore: false });

    const index = 61_234;
    const around = await page(`limit=9&includeEliminated=true&around_player=${expected[index].playerId}`);
    expect(around.pagination.offset).toBe(index - 4);
    expect(entries(around)).toEqual(view(index - 4, 9));

    const status = await op.client.get(`/api/tournaments/${tid}/players/${expected[index].id}`);
    expect(status.body.position).toBe(expected[index].position);
  });

  it('reads a completed tournament by final position along idx_entries_final_position, without sorting', async () => {
    await db().query(
      `UPDATE tournament_entries e SET position = ranked.place
       FROM (SELECT id, row_number() OVER (ORDER BY registered_at)::int AS place FROM tournament_entries WHERE tournament_id = $1 AND status <> 'withdrawn') ranked
       WHERE e.id = ranked.id`,
      [tid],
    );
    await db().query('VACUUM ANALYZE tournament_entries, entry_standings');
    const row = await seated(expected[70_000].playerId);
    await expectIndexPlan(finalPageSql(false), [tid, 50, 0], 'idx_entries_final_position');
    await expectIndexPlan(finalPageSql(false), [tid, 51, 80_000], 'idx_entries_final_position');
    await expectIndexPlan(finalPageSql(true), [tid, 50, 0], 'idx_entries_final_position');
    await expectIndexPlan(finalIndexSql(false), [tid, row.storedPosition], 'idx_entries_final_position');
    // Not asserted: a deep page of a completed tournament without the eliminated filters by status,
    // which the index does not hold, so the planner may rightly prefer to sort; such pages are
    // final and cached.
  });

  // entry_standings may be scanned whole: here it holds this tournament alone, and it is narrow.
  it("reads a completed tournament's results (winners and totals) without reading every entry", async () => {
    // As a large field is completed: positions written for its paid places only (the first 1,000
    // here, 100 of them with a prize), the other positions read from the frozen standings.
    await db().query(`UPDATE tournament_entries SET position = NULL WHERE tournament_id = $1 AND position > 1000`, [tid]);
    await db().query(`UPDATE tournament_entries SET prize_amount = 2.5 WHERE tournament_id = $1 AND position <= 100`, [tid]);
    await db().query('VACUUM ANALYZE tournament_entries, entry_standings');
    for (const sql of [WINNERS_SQL, PLAYER_TOTALS_SQL]) {
      const scans = (await planOf(sql, [op.operatorId, tid]))
        .filter((n) => /Seq Scan/.test(n['Node Type']) && n['Relation Name'] === 'tournament_entries')
        .map((n) => `${n['Node Type']} on ${n['Relation Name']}`);
      expect({ sql, scans }).toEqual({ sql, scans: [] });
    }
    const totals = await db().query(PLAYER_TOTALS_SQL, [op.operatorId, tid]);
    expect(totals).toEqual([{ players: expected.length, points_sum: expect.any(String), prizes: '250.00000000', rebuys: 0 }]);
    expect((await db().query(WINNERS_SQL, [op.operatorId, tid])).map((w: { position: number }) => w.position)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
  });
});

import { DataSource } from 'typeorm';
import { APPLIED_EVENTS_SQL } from '../../libs/internal/src/game-events/game-events.repository';
import { operatorWithKey } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId } from '../support/tournament-fixtures';
import { nodesOf } from '../support/query-plan';

// Every batch of game events first reads which of its event_ids were applied before (D11). The
// game_events table grows by every accepted event, far faster than autovacuum analyses it, so the
// planner often works from statistics of a table much smaller than it is. This reproduces that
// (statistics taken while the table was empty, then 60,000 applied events of one tournament) and
// EXPLAINs the repository's statement: it must probe the primary key once per event_id, never
// scan the tournament's whole history (which `event_id = ANY(...)` did here: a batch's cost grew
// with every batch applied before it).

const APPLIED = 60_000;

describe('applied-events lookup plan with stale statistics (D11)', () => {
  let t: TestApp;
  let operatorId: string;
  let tid: string;

  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    t = await startTestApp();
    const op = await operatorWithKey(t);
    operatorId = op.operatorId;
    tid = await createTournamentId(op.client, { entry_fee: 0 });
    await db().query('ANALYZE game_events');
    await db().query(
      `INSERT INTO game_events (tournament_id, operator_id, event_id, event_type, occurred_at, applied_at, source)
       SELECT $1, $2, 'b' || (g / 500) || '-' || (g % 500), 'score.updated', now(), now(), 'http' FROM generate_series(1, $3::int) g`,
      [tid, operatorId, APPLIED],
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  it('probes the primary key once per event_id, reading only the events asked for', async () => {
    // Half of the ids were applied before, half are new (a redelivered batch partly overlapping).
    const ids = Array.from({ length: 500 }, (_, i) => (i % 2 === 0 ? `b7-${i}` : `new-${i}`));
    const [
      {
        'QUERY PLAN': [{ Plan: plan }],
      },
    ] = await db().query(`EXPLAIN (ANALYZE, FORMAT JSON) ${APPLIED_EVENTS_SQL}`, [tid, operatorId, ids]);
    const onEvents = nodesOf(plan).filter((node) => node['Relation Name'] === 'game_events');

    expect(onEvents.map((node) => node['Node Type'])).toEqual(['Index Scan']);
    const [scan] = onEvents;
    expect(scan['Actual Loops']).toBe(500);
    // Rows read from game_events: at most one per id asked for, not the tournament's 60,000.
    expect(scan['Actual Rows']! * scan['Actual Loops']!).toBeLessThanOrEqual(500);

    const found: Array<{ event_id: string }> = await db().query(APPLIED_EVENTS_SQL, [tid, operatorId, ids]);
    expect(found.map((row) => row.event_id).sort()).toEqual(ids.filter((id) => id.startsWith('b7-')).sort());
  });
});

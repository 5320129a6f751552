import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { newId } from '@app/common';
import { StandingKey, StandingsRules } from '@app/results/domain/standings';
import { awardPrizes, StandingsRanker } from '@app/results/domain';
import { operatorWithKey } from '../support/factories';
import { HttpClient } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, minutesFromNow } from '../support/tournament-fixtures';

// Completion ranks the field with one set-based statement in the database. This checks it against
// the algorithm it replaced, in TypeScript: the entries sorted by compareStandings, positions from
// StandingsRanker (tiedInStandings between neighbours), prizes from awardPrizes over the paid
// places, on random fields full of ties (equal points, equal times, shared eliminations).

const DISTRIBUTION = { '1': 40, '2': 20, '3-5': 10, '6-10': 2 };
const PLACE_UNITS = [40, 20, 10, 10, 10, 2, 2, 2, 2, 2].map((p) => p * 10_000);
const POOL_MINOR = 100_003n; // 1000.03 with 2 digits: remainders are spread

interface Generated {
  points: string;
  reached: number | null;
  registered: number;
  eliminated: number | null;
  withdrawn: boolean;
}

const entryArb: fc.Arbitrary<Generated> = fc.record({
  points: fc.constantFrom('0', '1', '1.5', '2', '10', '10.00', '-1'),
  reached: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  registered: fc.integer({ min: 0, max: 2 }),
  eliminated: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null, freq: 2 }),
  withdrawn: fc.boolean().map((b) => b && Math.random() < 0.2),
});

describe('completion ranking in SQL matches the TypeScript algorithm (D5, D8)', () => {
  let t: TestApp;
  let client: HttpClient;
  let operatorId: string;
  let db: DataSource;
  let seq = 0;
  /** Eliminations at the same millisecond but other microseconds (written by SQL only). */
  let micros = true;

  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'completion-ranking-e2e-')) });
    const op = await operatorWithKey(t);
    client = op.client;
    operatorId = op.operatorId;
    db = t.app.get(DataSource);
  });
  afterAll(async () => t?.close());

  const base = Date.parse('2030-01-01T00:00:00.000Z');
  const at = (n: number | null, sub = 0) => (n === null ? null : new Date(base + n * 1000 + sub));

  /**
   * `storedUpTo` null: completion writes every position (a small field); a number: the
   * threshold is set to 0, so only the places up to the last paid one are written, and every
   * other position must read the same through the API (player status).
   */
  async function check(rules: StandingsRules, field: Generated[], paidOnly = false): Promise<void> {
    const tid = await createTournamentId(client, {
      entry_fee: 0,
      max_players: 1000,
      scheduled_start: minutesFromNow(60),
      prize_pool: { total: 1000.03, distribution: DISTRIBUTION },
      config: { tournament_type: rules.rankingType, tie_break: rules.tieBreak },
    });
    const rows = field.map((g) => {
      const n = ++seq;
      return {
        id: newId(),
        playerId: newId(),
        userId: `rank-${n}`,
        points: g.points,
        reached: at(g.reached),
        registered: at(g.registered, 500)!,
        // Microseconds beyond the millisecond: JavaScript sees equal times where the order does not.
        eliminated: g.eliminated === null ? null : new Date(base + 10_000 + g.eliminated * 1000),
        eliminatedMicros: g.eliminated === null || !micros ? null : (n % 3) * 100,
        status: g.withdrawn ? 'withdrawn' : g.eliminated !== null ? 'eliminated' : 'active',
      };
    });
    for (const r of rows) {
      await db.query('INSERT INTO players (id, operator_id, external_id, display_name) VALUES ($1, $2, $3, $3)', [
        r.playerId,
        operatorId,
        r.userId,
      ]);
      await db.query(
        `INSERT INTO tournament_entries (id, operator_id, tournament_id, player_id, display_name, status, entry_count, total_paid, request_hash, points, points_updated_at, eliminated_at, registered_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 1, 0, repeat('0', 64), $7::numeric, $8, $9::timestamptz + make_interval(secs => $10::int / 1000000.0), $11, $11)`,
        [r.id, operatorId, tid, r.playerId, r.userId, r.status, r.points, r.reached, r.eliminated, r.eliminatedMicros ?? 0, r.registered],
      );
    }
    const seated = rows.filter((r) => r.status !== 'withdrawn');
    await db.query("UPDATE tournaments SET status = 'in_progress', actual_start_time = $2, current_players = $3 WHERE id = $1", [
      tid,
      new Date(base),
      seated.length,
    ]);

    // The expected outcome, by the former algorithm, from the keys as the database returns them.
    const keys: Array<StandingKey & { status: string }> = (
      await db.query(
        "SELECT id, points::text AS points, points_updated_at, registered_at, eliminated_at, status FROM tournament_entries WHERE tournament_id = $1 AND status NOT IN ('withdrawn', 'refunded')",
        [tid],
      )
    ).map((r: any) => ({
      id: r.id,
      points: r.points,
      pointsUpdatedAt: r.points_updated_at,
      registeredAt: r.registered_at,
      eliminatedAt: r.eliminated_at,
      status: r.status,
    }));
    // The database orders by microseconds; at equal milliseconds JavaScript cannot, so order as SQL does.
    const order: string[] = (
      await db.query(
        `SELECT e.id FROM tournament_entries e WHERE e.tournament_id = $1 AND e.status NOT IN ('withdrawn', 'refunded') ORDER BY e.eliminated_at DESC NULLS FIRST, e.points DESC, e.points_updated_at ASC NULLS FIRST, e.registered_at ASC, e.id ASC`,
        [tid],
      )
    ).map((r: any) => r.id);
    const byId = new Map(keys.map((k) => [k.id, k]));
    const ordered = order.map((id) => byId.get(id)!);
    const positions = new StandingsRanker(rules).next(ordered);
    const paid = positions.filter((p) => p <= PLACE_UNITS.length).length;
    const prizes = awardPrizes({
      positions: positions.slice(0, paid),
      placeUnits: PLACE_UNITS,
      totalPlayers: ordered.length,
      poolMinor: POOL_MINOR,
    });
    const expected = ordered.map((k, i) => ({ id: k.id, position: positions[i], prize: (i < paid ? Number(prizes[i]) : 0) / 100 }));

    t.config.finalPositionsStoredUpTo = paidOnly ? 0 : 10_000;
    const done = await client.post(`/api/tournaments/${tid}/complete`);
    expect(done.status).toBe(200);
    const actual: Array<{ id: string; position: number; prize: number }> = (
      await db.query(
        "SELECT id, position, prize_amount::float8 AS prize FROM tournament_entries WHERE tournament_id = $1 AND status NOT IN ('withdrawn', 'refunded')",
        [tid],
      )
    ).map((r: any) => ({ id: r.id, position: r.position, prize: r.prize }));
    const actualById = new Map(actual.map((a) => [a.id, a]));
    // Paid places only: a position beyond them is not written (a tie reaching into them is).
    const stored = paidOnly
      ? expected.map((e) => (e.position <= PLACE_UNITS.length ? e : { ...e, position: null, prize: null }))
      : expected;
    expect(ordered.map((k) => actualById.get(k.id))).toEqual(stored);
    if (paidOnly) {
      const read = await Promise.all(ordered.map(async (k) => (await client.get(`/api/tournaments/${tid}/players/${k.id}`)).body));
      expect(read.map((r) => ({ id: r.internal_player_id, position: r.position, prize: r.prize_amount }))).toEqual(expected);
      const statuses = ordered.map((k, i) => (expected[i].prize > 0 ? 'winner' : k.status === 'eliminated' ? 'eliminated' : 'finished'));
      expect(read.map((r) => r.status)).toEqual(statuses);
    }
    const withdrawn = await db.query("SELECT position FROM tournament_entries WHERE tournament_id = $1 AND status = 'withdrawn'", [tid]);
    for (const w of withdrawn) expect(w.position).toBeNull();
  }

  const RULES: StandingsRules[] = [
    { tieBreak: 'earliest', rankingType: 'points_based' },
    { tieBreak: 'share', rankingType: 'points_based' },
    { tieBreak: 'earliest', rankingType: 'elimination' },
    { tieBreak: 'share', rankingType: 'elimination' },
  ];

  it.each(RULES)(
    'gives the same positions and prizes with tie_break %j',
    async (rules) => {
      await fc.assert(
        fc.asyncProperty(fc.array(entryArb, { minLength: 1, maxLength: 40 }), async (field) => check(rules, field)),
        { numRuns: 8 },
      );
    },
    120_000,
  );

  // Millisecond times only (micros off): the service writes JavaScript dates, and the positions
  // read for the unwritten places compare stored times exactly, as the live standings do.
  it.each(RULES)(
    'writes only the paid places of a large field, and every other position reads the same, with tie_break %j',
    async (rules) => {
      micros = false;
      try {
        await fc.assert(
          fc.asyncProperty(fc.array(entryArb, { minLength: 12, maxLength: 40, size: 'max' }), async (field) => check(rules, field, true)),
          { numRuns: 6 },
        );
      } finally {
        micros = true;
      }
    },
    120_000,
  );

  it('writes a tie at the last paid place whole, however many players share it', async () => {
    micros = false;
    try {
      // 700 players tied first (more than the head completion ranks at first), then a few more.
      const field: Generated[] = [
        ...Array.from({ length: 700 }, () => ({ points: '5', reached: null, registered: 0, eliminated: null, withdrawn: false })),
        ...Array.from({ length: 5 }, (_, i) => ({ points: String(i), reached: null, registered: 1, eliminated: null, withdrawn: false })),
      ];
      await check({ tieBreak: 'share', rankingType: 'points_based' }, field, true);
    } finally {
      micros = true;
    }
  }, 120_000);
});

import { DataSource } from 'typeorm';
import { createInternalKey, operatorWithKey } from '../support/factories';
import { HttpClient } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, expectErrorBody, tournamentBody } from '../support/tournament-fixtures';

// Money limits: money columns are NUMERIC(24,8) (|x| < 10^16). A transfer in stops at the
// maximum balance (10^15), a tournament's fees at 10^15, so the prize pool of any tournament
// creation accepted fits, and completion (operator endpoint or the platform's
// tournament.completed) always pays. A database overflow that still happens is a 409, never a 500.

const MAX = 1e15;

describe('money limits (NUMERIC(24,8) columns)', () => {
  let t: TestApp;
  let client: HttpClient;
  let platform: HttpClient;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp();
    const op = await operatorWithKey(t);
    client = op.client;
    const internal = await createInternalKey(t, [op.operatorId]);
    platform = t.http.with({ 'X-Internal-Api-Key': internal.apiKey });
  });
  afterAll(async () => t?.close());
  afterEach(async () => expectLedgerReconciles(t));

  const db = () => t.app.get(DataSource);
  const transfer = (user: string, amount: number, direction = 'in') =>
    client.post(`/api/players/${user}/wallet/transfers`, { transfer_id: `tr-${++seq}`, direction, amount });
  const balance = async (user: string): Promise<number> => {
    const res = await client.get(`/api/players/${user}/wallet`);
    return res.body.balances.find((b: { currency: string }) => b.currency === 'EUR')?.amount ?? 0;
  };

  /** Transfers 10^15 in until the service refuses one (at most 12 tries): a balance as large as it accepts. */
  async function fundToTheLimit(user: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await transfer(user, MAX);
      statuses.push(res.status);
      if (res.status !== 201) break;
    }
    return statuses;
  }

  describe('wallet transfers', () => {
    it('repeated transfers in stop at the maximum balance with 409 conflict, never 500, and leave the balance unchanged', async () => {
      const user = `lim-${++seq}`;
      const statuses = await fundToTheLimit(user);
      expect(statuses).toEqual([201, 409]);
      expect(await balance(user)).toBe(MAX);
      const refused = await transfer(user, MAX);
      expectErrorBody(refused, 409, 'conflict');
      expect(refused.body.message).toContain('maximum balance of 1000000000000000 EUR');
      expect(await balance(user)).toBe(MAX);
    });

    it('the limit is inclusive: a transfer to exactly the maximum passes, one cent more does not', async () => {
      const user = `lim-${++seq}`;
      expect((await transfer(user, MAX - 1)).status).toBe(201);
      expectErrorBody(await transfer(user, 1.01), 409, 'conflict');
      expect((await transfer(user, 1)).status).toBe(201);
      expect(await balance(user)).toBe(MAX);
      expectErrorBody(await transfer(user, 0.01), 409, 'conflict');
      // Money out, then in again up to the limit.
      expect((await transfer(user, 5, 'out')).status).toBe(201);
      expect((await transfer(user, 5)).status).toBe(201);
      expect(await balance(user)).toBe(MAX);
    });

    it('parallel transfers in never pass the maximum together', async () => {
      const user = `lim-${++seq}`;
      expect((await transfer(user, MAX / 2)).status).toBe(201);
      const results = await Promise.all([1, 2, 3, 4].map(() => transfer(user, MAX / 4)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
      expect(await balance(user)).toBe(MAX);
    });
  });

  describe('tournament fees', () => {
    it('refuses terms that could collect more than 10^15 (422 on entry_fee naming the limit), at create and update', async () => {
      const created = await client.post('/api/tournaments', tournamentBody({ entry_fee: MAX, max_players: 10 }));
      expectErrorBody(created, 422, 'validation_error', {
        errors: { entry_fee: [expect.stringContaining('at most 1000000000000000 EUR')] },
      });
      const rebuys = await client.post(
        '/api/tournaments',
        tournamentBody({ entry_fee: MAX / 10, config: { rebuy_enabled: true, max_entries_per_player: 11 } }),
      );
      expectErrorBody(rebuys, 422, 'validation_error', {
        errors: { entry_fee: [expect.stringContaining('at most 1000000000000000 EUR')] },
      });

      const tid = await createTournamentId(client, { entry_fee: MAX / 10, max_players: 10 });
      const raised = await client.put(`/api/tournaments/${tid}`, { max_players: 11 });
      expectErrorBody(raised, 422, 'validation_error', {
        errors: { entry_fee: [expect.stringContaining('at most 1000000000000000 EUR')] },
      });
      expect((await client.put(`/api/tournaments/${tid}`, { name: 'Renamed' })).status).toBe(200);
    });

    it('unlimited capacity: a registration or rebuy past 10^15 of fees is 409 naming the limit, and nothing is debited', async () => {
      const tid = await createTournamentId(client, {
        entry_fee: MAX / 2,
        max_players: null,
        config: { rebuy_enabled: true, max_entries_per_player: 2 },
      });
      const users = [`lim-${++seq}`, `lim-${++seq}`, `lim-${++seq}`];
      for (const user of users) expect((await transfer(user, MAX)).status).toBe(201);
      const register = (user: string) =>
        client.post(`/api/tournaments/${tid}/players`, { user_id: user, entry_payment_details: { payment_id: `pay-${user}` } });
      const first = await register(users[0]);
      expect(first.status).toBe(201);
      expect((await register(users[1])).status).toBe(201);
      const third = await register(users[2]);
      expectErrorBody(third, 409, 'tournament_full');
      expect(third.body.message).toContain('1000000000000000 EUR');
      expect(await balance(users[2])).toBe(MAX);
      const rebuy = await client.post(`/api/tournaments/${tid}/players/${first.body.internal_player_id}/rebuy`, {
        payment_id: `rebuy-${users[0]}`,
      });
      expectErrorBody(rebuy, 409, 'rebuy_not_allowed');
      expect(rebuy.body.message).toContain('1000000000000000 EUR');
      expect(await balance(users[0])).toBe(MAX / 2);
      // A withdrawal frees its fees: the next registration fits again.
      expect((await client.delete(`/api/tournaments/${tid}/players/${first.body.internal_player_id}`, { reason: 'test' })).status).toBe(
        200,
      );
      expect((await register(users[2])).status).toBe(201);
    });
  });

  describe('completion at the largest amounts creation accepts', () => {
    /**
     * A tournament whose fees reach 10^15 (10 seats of 10^14) with a guarantee of 10^15, every
     * player funded as far as the service accepts, all registered and started.
     */
    async function largest(): Promise<{ tid: string; users: string[]; entries: string[] }> {
      const tid = await createTournamentId(client, {
        entry_fee: MAX / 10,
        max_players: 10,
        prize_pool: { total: MAX, distribution: { '1': 100 } },
      });
      const users: string[] = [];
      const entries: string[] = [];
      for (let i = 0; i < 10; i++) {
        const user = `big-${++seq}`;
        const statuses = await fundToTheLimit(user);
        expect(statuses.every((s) => s < 500)).toBe(true);
        const res = await client.post(`/api/tournaments/${tid}/players`, {
          user_id: user,
          entry_payment_details: { payment_id: `pay-${user}` },
        });
        expect(res.status).toBe(201);
        users.push(user);
        entries.push(res.body.internal_player_id);
      }
      expect((await client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
      await db().query('UPDATE tournament_entries SET points = 100, points_updated_at = now() WHERE id = $1', [entries[0]]);
      return { tid, users, entries };
    }

    it('through the operator endpoint: 200, and the winner is paid the whole pool', async () => {
      const { tid, users } = await largest();
      const before = await balance(users[0]);
      const completed = await client.post(`/api/tournaments/${tid}/complete`);
      expect(completed.status).toBe(200);
      expect(completed.body.final_prize_pool).toBe(MAX);
      expect(await balance(users[0])).toBe(before + MAX);
    });

    it("through the platform's tournament.completed: accepted, and the winner is paid", async () => {
      const { tid, users } = await largest();
      const before = await balance(users[0]);
      const res = await platform.post(`/api/internal/tournaments/${tid}/events`, {
        events: [{ event_id: `done-${tid}`, type: 'tournament.completed', occurred_at: new Date().toISOString() }],
      });
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual([{ event_id: `done-${tid}`, status: 'accepted', error: null, message: null }]);
      expect((await client.get(`/api/tournaments/${tid}`)).body.tournament.status).toBe('completed');
      expect(await balance(users[0])).toBe(before + MAX);
    });
  });

  /** A started tournament with one registered player and a guarantee of 10^15, and that player's id. */
  async function guaranteedWinner(prefix: string): Promise<{ tid: string; user: string; playerId: string }> {
    const tid = await createTournamentId(client, { entry_fee: 1, max_players: 2, prize_pool: { total: MAX, distribution: { '1': 100 } } });
    const user = `${prefix}-${++seq}`;
    expect((await transfer(user, 1)).status).toBe(201);
    const reg = await client.post(`/api/tournaments/${tid}/players`, {
      user_id: user,
      entry_payment_details: { payment_id: `pay-${user}` },
    });
    expect(reg.status).toBe(201);
    expect((await client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
    const [{ id: playerId }] = await db().query('SELECT id FROM players WHERE external_id = $1', [user]);
    return { tid, user, playerId };
  }

  it('a balance grown far past 10^16 by prizes still takes a maximal prize: the completion pays', async () => {
    const { tid, playerId } = await guaranteedWinner('rich');
    // Forced: a balance no transfer can reach (prizes won elsewhere), past an amount column's 10^16 once the prize is added.
    const forced = '9500000000000000';
    await db().query(`UPDATE wallet_accounts SET balance = balance + $2::numeric WHERE player_id = $1`, [playerId, forced]);
    try {
      expect((await client.post(`/api/tournaments/${tid}/complete`)).status).toBe(200);
      const [{ balance: stored }] = await db().query('SELECT balance::text AS balance FROM wallet_accounts WHERE player_id = $1', [
        playerId,
      ]);
      expect(stored).toBe('10500000000000000.00000000');
    } finally {
      // The ledger reconciles again (the forced part has no ledger row).
      await db().query(`UPDATE wallet_accounts SET balance = balance - $2::numeric WHERE player_id = $1`, [playerId, forced]);
    }
  });

  describe('a database overflow (22003) is a 409, never a 500', () => {
    it('a prize that would take a balance past the column refuses the completion cleanly, on both routes, and changes nothing', async () => {
      const { tid, user, playerId } = await guaranteedWinner('of');
      // Forced: a balance no transfer can reach, 10^30 (past the balance column) once the prize is added.
      const forced = '999999999999999000000000000000';
      await db().query(`UPDATE wallet_accounts SET balance = balance + $2::numeric WHERE player_id = $1`, [playerId, forced]);
      try {
        const completed = await client.post(`/api/tournaments/${tid}/complete`);
        expectErrorBody(completed, 409, 'conflict');
        expect(completed.body.message).toContain('10000000000000000');
        const event = await platform.post(`/api/internal/tournaments/${tid}/events`, {
          events: [{ event_id: `of-${tid}`, type: 'tournament.completed', occurred_at: new Date().toISOString() }],
        });
        expect(event.status).toBe(200);
        expect(event.body.results).toEqual([
          { event_id: `of-${tid}`, status: 'rejected', error: 'conflict', message: expect.stringContaining('10000000000000000') },
        ]);
        expect((await client.get(`/api/tournaments/${tid}`)).body.tournament.status).toBe('in_progress');
      } finally {
        await db().query(`UPDATE wallet_accounts SET balance = balance - $2::numeric WHERE player_id = $1`, [playerId, forced]);
      }
      // Back under the column: the same completion pays.
      expect((await client.post(`/api/tournaments/${tid}/complete`)).status).toBe(200);
      expect(await balance(user)).toBe(MAX);
    });
  });
});

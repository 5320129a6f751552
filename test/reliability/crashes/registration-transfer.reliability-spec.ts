import { TEST_DB_KIND } from '../../support/test-database';
import { clientOf, CrashRig, operatorWithKey } from '../support/crash-kit';
import { checkStorm, crashStorm, FEE, FUNDS, PLAYERS, SEATS } from '../support/crash-registration-storm';
import { recordFigures } from '../support/figures';
import { inParallel, Query } from '../support/storm-kit';

/**
 * crash.registration-storm, transfer wallet (issue 9, section 2): 150 funded players register at
 * once for 100 seats while the service SIGKILLs itself at a fault point, once with the
 * registering statement in flight (`registration.after_debit`: register_player_entry, which
 * debits, writes the entry and takes the seat, sent alone outside a transaction and not yet
 * answered: the database commits all of it or none of it), once after the commit and before the
 * answer (`registration.after_commit`). After a restart and a
 * retry of every unanswered request with its payment_id: each player registered at most once,
 * each debit with its entry and each entry with its debit, balances exact, seats = entries.
 */
jest.setTimeout(240_000);

describe('crash.registration-storm: transfer wallet', () => {
  const rig = new CrashRig();
  let seq = 0;

  beforeAll(() => rig.setUp());
  afterAll(() => rig.tearDown());

  async function stormKilledAt(point: string, crashAt: number): Promise<void> {
    const { service } = await rig.start(`${point}@${crashAt}`);
    const label = `tr${++seq}`;
    const { operatorId, apiKey } = await operatorWithKey(service, `Crash registration ${label}`, { wallet_mode: 'transfer' });
    const client = clientOf(service, apiKey);
    const created = await client.post('/api/tournaments', {
      name: `Crash ${label}`,
      external_id: `crash-${label}`,
      game: 'book-of-gold',
      scheduled_start: new Date(Date.now() + 3_600_000).toISOString(),
      entry_fee: FEE,
      max_players: SEATS,
    });
    expect(created.status).toBe(201);
    const tid = created.body.tournament_id;
    const users = Array.from({ length: PLAYERS }, (_, i) => `${label}-${i}`);
    await inParallel(users.length, 20, async (i) => {
      const res = await client.post(`/api/players/${users[i]}/wallet/transfers`, {
        transfer_id: `fund-${users[i]}`,
        direction: 'in',
        amount: FUNDS,
      });
      if (res.status !== 201) throw new Error(`funding: ${res.status} ${res.text}`);
    });

    const run = await crashStorm(rig, service, { point, tid, operatorId, users }, apiKey);
    expect(run.first.filter((o) => !o.response).length).toBeGreaterThan(0);
    await rig.stop(run.restarted);

    const figures = await rig.withDatabase(async (query: Query) => {
      const figures = await checkStorm(query, run);
      const rows: Array<{ external_id: string; balance: number }> = await query(
        `SELECT p.external_id, a.balance::float8 AS balance FROM wallet_accounts a JOIN players p ON p.id = a.player_id WHERE a.operator_id = $1`,
        [operatorId],
      );
      const balance = new Map(rows.map((r) => [r.external_id, r.balance]));
      const expected = (i: number) => (run.final[i].status === 201 ? FUNDS - FEE : FUNDS);
      expect(
        users.flatMap((user, i) =>
          balance.get(user) === expected(i) ? [] : [{ user, balance: balance.get(user), expected: expected(i) }],
        ),
      ).toEqual([]);
      const [ops] = await query('SELECT count(*)::int AS n FROM wallet_operations WHERE operator_id = $1', [operatorId]);
      expect(ops.n).toBe(0);
      return figures;
    });
    // Killed after a commit: that registration's retry finds it and answers it again (a replay).
    if (point === 'registration.after_commit') expect(figures.retried_replayed).toBeGreaterThanOrEqual(1);
    console.info(`crash.registration-storm transfer ${point}@${crashAt} (${TEST_DB_KIND}): ${JSON.stringify(figures)}`);
    recordFigures(
      'crashes',
      `crash.registration-storm.transfer.${point.split('.')[1]}`,
      `Registration storm (transfer wallet) killed at ${point}@${crashAt}, restarted, unanswered requests retried`,
      {
        crash_point: `${point}@${crashAt}`,
        ...figures,
      },
    );
  }

  it('killed with the registering statement (debit, entry, seat) in flight (registration.after_debit): nothing half-done survives', async () => {
    await stormKilledAt('registration.after_debit', 40);
  });

  it('killed after the commit, before the answer (registration.after_commit): the retries are replays of the registrations made', async () => {
    await stormKilledAt('registration.after_commit', 40);
  });
});

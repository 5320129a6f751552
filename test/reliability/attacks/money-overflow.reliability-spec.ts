import { DataSource } from 'typeorm';
import { createInternalKey, operatorWithKey } from '../../support/factories';
import { HttpClient, HttpResponse } from '../../support/http';
import { startTestApp, TestApp } from '../../support/test-app';
import { tournamentBody } from '../../support/tournament-fixtures';
import { isServerError } from '../support/attack-routes';
import { recordFigures } from '../support/figures';
import { reconciledLedgerDifference } from '../support/storm-kit';

// Numeric overflow: money columns are NUMERIC(24,8) (|x| < 10^16). Amounts at and just above each
// limit: one request amount (10^15), a transfer-wallet balance (10^15, sequential and parallel),
// a tournament's fees at create and update (10^15 over max_players and rebuys), the fees held
// with unlimited capacity (registrations and rebuys), then completions of tournaments at the
// largest accepted amounts through the operator endpoint and the game platform's
// tournament.completed. No answer may be a 5xx, no completion may be blocked, the ledger must
// reconcile, and each refusal must name its limit.

const MAX = 1e15;
const LIMIT_TEXT = '1000000000000000';

describe('attack.money-overflow: amounts at and just above every money limit', () => {
  let t: TestApp;
  let client: HttpClient;
  let platform: HttpClient;
  let seq = 0;
  const responses: HttpResponse[] = [];
  const uid = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;

  beforeAll(async () => {
    t = await startTestApp();
    const op = await operatorWithKey(t);
    client = op.client;
    platform = t.http.with({ 'X-Internal-Api-Key': (await createInternalKey(t, [op.operatorId])).apiKey });
  });
  afterAll(async () => t?.close());

  const seen = (res: HttpResponse) => (responses.push(res), res);
  const transfer = async (user: string, amount: number, direction = 'in') =>
    seen(await client.post(`/api/players/${user}/wallet/transfers`, { transfer_id: uid('tr'), direction, amount }));
  const create = async (overrides: Record<string, unknown>) => seen(await client.post('/api/tournaments', tournamentBody(overrides)));
  const register = async (tid: string, user: string) =>
    seen(await client.post(`/api/tournaments/${tid}/players`, { user_id: user, entry_payment_details: { payment_id: uid('pay') } }));
  const balance = async (user: string): Promise<number> =>
    (await client.get(`/api/players/${user}/wallet`)).body.balances.find((b: { currency: string }) => b.currency === 'EUR')?.amount ?? 0;
  const namesLimit = (res: HttpResponse) => JSON.stringify(res.body).includes(LIMIT_TEXT);

  it('refuses every amount past its limit with a 4xx naming it, accepts every amount at it, and always completes', async () => {
    const figures = { at_limit_accepted: 0, above_limit_refused_4xx: 0, refusals_naming_the_limit: 0 };
    const atLimit = (res: HttpResponse) => {
      expect(res.status).toBeLessThan(300);
      figures.at_limit_accepted++;
    };
    const aboveLimit = (res: HttpResponse, status: number, code: string) => {
      expect({ status: res.status, error: res.body.error }).toEqual({ status, error: code });
      figures.above_limit_refused_4xx++;
      if (namesLimit(res)) figures.refusals_naming_the_limit++;
    };

    // One request amount: 10^15.
    const a = uid('amount');
    atLimit(await transfer(a, MAX));
    aboveLimit(await transfer(uid('amount'), MAX + 1), 422, 'validation_error');

    // The maximum balance, one after another: 20 transfers of 10^15 into one balance.
    let repeatedRefused = 0;
    for (let i = 0; i < 20; i++) {
      const res = await transfer(a, MAX);
      expect(res.status).toBe(409);
      if (res.status === 409) repeatedRefused++;
    }
    expect(await balance(a)).toBe(MAX);
    const b = uid('edge');
    atLimit(await transfer(b, MAX - 1));
    aboveLimit(await transfer(b, 1.01), 409, 'conflict');
    atLimit(await transfer(b, 1));
    aboveLimit(await transfer(b, 0.01), 409, 'conflict');

    // The maximum balance in parallel: 20 transfers of 10^14 at once, only 10 fit.
    const c = uid('parallel');
    const parallel = await Promise.all(Array.from({ length: 20 }, () => transfer(c, MAX / 10)));
    const parallelAccepted = parallel.filter((r) => r.status === 201).length;
    expect(parallelAccepted).toBe(10);
    expect(parallel.filter((r) => r.status === 409 && r.body.error === 'conflict').length).toBe(10);
    expect(await balance(c)).toBe(MAX);

    // A tournament's fees at create: max_players × entry_fee, with rebuys, and the guarantee.
    atLimit(await create({ entry_fee: MAX / 10, max_players: 10 }));
    aboveLimit(await create({ entry_fee: MAX / 10 + 0.01, max_players: 10 }), 422, 'validation_error');
    aboveLimit(await create({ entry_fee: MAX / 10, max_players: 11 }), 422, 'validation_error');
    atLimit(await create({ entry_fee: MAX / 20, max_players: 10, config: { rebuy_enabled: true, max_entries_per_player: 2 } }));
    aboveLimit(
      await create({ entry_fee: MAX / 20, max_players: 10, config: { rebuy_enabled: true, max_entries_per_player: 3 } }),
      422,
      'validation_error',
    );
    atLimit(await create({ entry_fee: MAX, max_players: null }));
    aboveLimit(
      await create({ entry_fee: MAX, max_players: null, config: { rebuy_enabled: true, max_entries_per_player: 2, rebuy_fee: 0.01 } }),
      422,
      'validation_error',
    );
    atLimit(await create({ entry_fee: 0, prize_pool: { total: MAX } }));
    aboveLimit(await create({ entry_fee: 0, prize_pool: { total: MAX + 1 } }), 422, 'validation_error');
    // ... and at update.
    const updatable = (await create({ entry_fee: MAX / 10, max_players: 10 })).body.tournament_id;
    aboveLimit(seen(await client.put(`/api/tournaments/${updatable}`, { max_players: 11 })), 422, 'validation_error');
    atLimit(seen(await client.put(`/api/tournaments/${updatable}`, { max_players: 10, name: 'Still at the limit' })));

    // The fees held with unlimited capacity: registrations and a rebuy past 10^15.
    const open = (await create({ entry_fee: MAX / 2, max_players: null, config: { rebuy_enabled: true, max_entries_per_player: 2 } })).body
      .tournament_id;
    const payers = [uid('open'), uid('open'), uid('open')];
    for (const user of payers) atLimit(await transfer(user, MAX));
    const first = await register(open, payers[0]);
    atLimit(first);
    atLimit(await register(open, payers[1]));
    aboveLimit(await register(open, payers[2]), 409, 'tournament_full');
    aboveLimit(
      seen(await client.post(`/api/tournaments/${open}/players/${first.body.internal_player_id}/rebuy`, { payment_id: uid('rebuy') })),
      409,
      'rebuy_not_allowed',
    );
    expect(await balance(payers[2])).toBe(MAX);

    // Completions at the largest accepted amounts: 10 seats of 10^14 and a guarantee of 10^15,
    // every player funded to the maximum balance; half through the operator endpoint, half
    // through the platform's tournament.completed.
    let completionsAttempted = 0;
    let completionsBlocked = 0;
    let prizesPaid = 0;
    for (let round = 0; round < 4; round++) {
      const tid = (
        await create({ entry_fee: MAX / 10, max_players: 10, prize_pool: { total: MAX, distribution: { '1': 50, '2': 30, '3': 20 } } })
      ).body.tournament_id;
      const users: string[] = [];
      for (let i = 0; i < 10; i++) {
        const user = uid('big');
        await transfer(user, MAX);
        expect((await register(tid, user)).status).toBe(201);
        users.push(user);
      }
      expect(seen(await client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
      const before = await Promise.all(users.slice(0, 3).map(balance));
      completionsAttempted++;
      if (round % 2 === 0) {
        const res = seen(await client.post(`/api/tournaments/${tid}/complete`));
        if (res.status !== 200) completionsBlocked++;
      } else {
        const res = seen(
          await platform.post(`/api/internal/tournaments/${tid}/events`, {
            events: [{ event_id: uid('done'), type: 'tournament.completed', occurred_at: new Date().toISOString() }],
          }),
        );
        if (res.status !== 200 || res.body.results[0].status !== 'accepted') completionsBlocked++;
      }
      const status = (await client.get(`/api/tournaments/${tid}`)).body.tournament.status;
      if (status !== 'completed') completionsBlocked++;
      const after = await Promise.all(users.slice(0, 3).map(balance));
      prizesPaid += after.filter((amount, i) => amount > before[i]).length;
      expect(after.reduce((sum, amount, i) => sum + amount - before[i], 0)).toBe(MAX);
    }
    expect(completionsBlocked).toBe(0);
    expect(prizesPaid).toBe(12);

    const answered5xx = responses.filter(isServerError).length;
    expect(answered5xx).toBe(0);
    expect(figures.refusals_naming_the_limit).toBe(figures.above_limit_refused_4xx);
    const [{ max_balance: maxBalance }] = await t.app
      .get(DataSource)
      .query(`SELECT coalesce(max(balance), 0)::text AS max_balance FROM wallet_accounts`);
    const difference = await reconciledLedgerDifference(t);
    recordFigures(
      'attacks',
      'attack.money-overflow',
      'Amounts at and just above every money limit (request amount, maximum balance, tournament fees, fees held), then completions at the largest accepted amounts',
      {
        requests: responses.length,
        ...figures,
        repeated_transfers_refused_409: repeatedRefused,
        parallel_transfers: parallel.length,
        parallel_accepted: parallelAccepted,
        completions_attempted: completionsAttempted,
        completions_blocked: completionsBlocked,
        prizes_paid: prizesPaid,
        largest_balance: maxBalance,
        answered_5xx: answered5xx,
        ledger_difference: difference,
      },
    );
  });
});

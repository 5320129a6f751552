import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig, ManualClock } from '@app/common';
import { OperatorEntity } from '@app/database';
import { SeamlessDebits } from '@app/wallet/ledger/seamless-debits';
import { WalletOperationsWorker } from '@app/wallet/ledger/wallet-operations.worker';
import { createKey } from '../support/factories';
import { FakeWallet, FakeWalletMode, startFakeWallet } from '../support/fake-wallet-server';
import { HttpClient } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { createTournamentId, minutesFromNow } from '../support/tournament-fixtures';

// D9 seamless wallet mode end to end: the real service against a real (fake) operator wallet
// over HTTP (docs/wallet-protocol.md), with the wallet worker driven by hand on a manual clock.

const WALLET_TIMEOUT_MS = 500;

describe('players with a seamless wallet (D6, D9)', () => {
  const clock = new ManualClock(new Date());
  const dataDir = mkdtempSync(join(tmpdir(), 'players-seamless-e2e-'));
  const settings = (): Partial<AppConfig> => ({ walletAllowLocalhost: true, walletTimeoutMs: WALLET_TIMEOUT_MS, dataDir });
  let wallet: FakeWallet;
  let seq = 0;

  beforeAll(async () => {
    // `slow` applies the movement and answers well after the client's timeout.
    wallet = await startFakeWallet({ slowDelayMs: 3 * WALLET_TIMEOUT_MS });
  });
  afterAll(async () => wallet?.close());

  const uid = (prefix = 'user') => `${prefix}-${++seq}`;

  /** A seamless operator (admin API) pointing at the fake wallet, and a full_access client. */
  async function seamlessOperator(app: TestApp): Promise<{ operatorId: string; client: HttpClient }> {
    const res = await app.admin.post('/api/admin/operators', {
      name: `Seamless ${++seq}`,
      wallet_mode: 'seamless',
      wallet_url: wallet.url,
      wallet_secret: wallet.secret,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ wallet_mode: 'seamless', wallet_url: wallet.url, wallet_secret_set: true });
    const key = await createKey(app, res.body.operator_id);
    return { operatorId: res.body.operator_id, client: key.client };
  }

  const tournament = (client: HttpClient, overrides: Record<string, unknown> = {}) =>
    createTournamentId(client, { entry_fee: 5, max_players: 10, scheduled_start: minutesFromNow(60, clock.now()), ...overrides });

  const register = (client: HttpClient, tid: string, userId: string, paymentId: string) =>
    client.post(`/api/tournaments/${tid}/players`, { user_id: userId, entry_payment_details: { payment_id: paymentId } });

  const requestsFor = (path: string, transactionId: string) =>
    wallet.requests.filter((r) => r.path === `/wallet/${path}` && r.body?.transaction_id === transactionId);

  describe('on one service instance', () => {
    let t: TestApp;
    let client: HttpClient;
    const db = () => t.app.get(DataSource);
    const worker = () => t.app.get(WalletOperationsWorker);

    beforeAll(async () => {
      t = await startTestApp(settings(), [], { clock });
      ({ client } = await seamlessOperator(t));
    });
    afterAll(async () => t?.close());
    beforeEach(() => wallet.setMode('ok'));
    afterEach(async () => expectLedgerReconciles(t));

    const ledgerRows = (transactionId: string) =>
      db().query('SELECT kind, amount::float8 AS amount, currency, wallet_mode FROM ledger_entries WHERE transaction_id = $1', [
        transactionId,
      ]);
    const operation = async (transactionId: string) =>
      (
        await db().query('SELECT kind, state, attempts, next_attempt_at, payload FROM wallet_operations WHERE transaction_id = $1', [
          transactionId,
        ])
      )[0];
    const intents = (paymentId: string) =>
      db().query("SELECT state FROM wallet_operations WHERE kind = 'debit' AND payload->>'transactionId' = $1", [paymentId]);

    async function expectNothingRegistered(tid: string, paymentId: string): Promise<void> {
      expect((await client.get(`/api/tournaments/${tid}/players`)).body.totalCount).toBe(0);
      expect((await client.get(`/api/tournaments/${tid}`)).body.tournament.currentPlayers).toBe(0);
      expect(await ledgerRows(`payment:${paymentId}`)).toEqual([]);
    }

    it('ok: debits the wallet once with a signed request and records a seamless ledger row; the same payment_id replays without a second debit', async () => {
      const tid = await tournament(client);
      const user = uid();
      const pay = `pay-${user}`;
      wallet.setBalance(user, 'EUR', 20);

      const res = await register(client, tid, user, pay);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ tournament_id: tid, user_id: user, status: 'registered', entry_count: 1, total_paid: 5 });
      expect(wallet.balanceOf(user, 'EUR')).toBe('15.00');

      const debits = requestsFor('debit', pay);
      expect(debits).toHaveLength(1);
      expect(debits[0].signatureValid).toBe(true);
      expect(debits[0].headers['x-wallet-transaction-id']).toBe(pay);
      expect(debits[0].body).toEqual({
        transaction_id: pay,
        user_id: user,
        amount: 5,
        currency: 'EUR',
        tournament_id: tid,
        reason: 'entry',
      });
      expect(await ledgerRows(`payment:${pay}`)).toEqual([{ kind: 'entry', amount: -5, currency: 'EUR', wallet_mode: 'seamless' }]);
      expect(await intents(pay)).toEqual([{ state: 'done' }]);
      // Seamless players have no balance kept by the service.
      expect(
        await db().query('SELECT 1 FROM wallet_accounts a JOIN players p ON p.id = a.player_id WHERE p.external_id = $1', [user]),
      ).toEqual([]);

      const again = await register(client, tid, user, pay);
      expect(again.status).toBe(201);
      expect(again.body.internal_player_id).toBe(res.body.internal_player_id);
      expect(again.body.player_id).toBe(res.body.player_id);
      expect(requestsFor('debit', pay)).toHaveLength(1);
      expect(wallet.balanceOf(user, 'EUR')).toBe('15.00');
      expect((await client.get(`/api/tournaments/${tid}`)).body.tournament.currentPlayers).toBe(1);
    });

    it('refusing: 409 insufficient_balance, no entry, no ledger row, the seat stays free', async () => {
      const tid = await tournament(client, { max_players: 1 });
      const user = uid();
      const pay = `pay-${user}`;
      wallet.setBalance(user, 'EUR', 20);
      wallet.setMode('refusing');

      const res = await register(client, tid, user, pay);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('insufficient_balance');
      await expectNothingRegistered(tid, pay);
      expect(wallet.balanceOf(user, 'EUR')).toBe('20.00');
      expect(await intents(pay)).toEqual([{ state: 'failed' }]);
      expect(await operation(`rollback:${pay}`)).toBeUndefined();

      // The only seat is still there for someone whose wallet pays.
      wallet.setMode('ok');
      const other = uid();
      wallet.setBalance(other, 'EUR', 5);
      expect((await register(client, tid, other, `pay-${other}`)).status).toBe(201);
      expect(wallet.balanceOf(other, 'EUR')).toBe('0.00');
    });

    it.each<[FakeWalletMode, string]>([
      ['slow', '15.00'],
      ['failing', '20.00'],
    ])(
      '%s: 503 with Retry-After, nothing registered, and the queued rollback undoes the debit once the wallet answers',
      async (mode, balanceAfterDebit) => {
        const tid = await tournament(client);
        const user = uid();
        const pay = `pay-${user}`;
        wallet.setBalance(user, 'EUR', 20);
        wallet.setMode(mode);

        const res = await register(client, tid, user, pay);
        expect(res.status).toBe(503);
        expect(res.body.error).toBe('service_unavailable');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        await expectNothingRegistered(tid, pay);
        expect(requestsFor('debit', pay)).toHaveLength(1);
        // slow: the wallet applied the debit, the service just never heard; failing: nothing applied.
        expect(wallet.balanceOf(user, 'EUR')).toBe(balanceAfterDebit);
        expect(await intents(pay)).toEqual([{ state: 'done' }]);
        expect(await operation(`rollback:${pay}`)).toMatchObject({ kind: 'rollback', state: 'pending', attempts: 0 });

        wallet.setMode('ok');
        expect(await worker().runOnce()).toEqual({ delivered: 1, retried: 0 });
        expect(await operation(`rollback:${pay}`)).toMatchObject({ state: 'done', attempts: 1 });
        const rollbacks = requestsFor('rollback', `rollback:${pay}`);
        expect(rollbacks).toHaveLength(1);
        expect(rollbacks[0].signatureValid).toBe(true);
        expect(rollbacks[0].body).toMatchObject({
          original_transaction_id: pay,
          user_id: user,
          amount: 5,
          currency: 'EUR',
          tournament_id: tid,
          reason: 'entry',
        });
        expect(wallet.balanceOf(user, 'EUR')).toBe('20.00');
        expect(await worker().runOnce()).toEqual({ delivered: 0, retried: 0 });
      },
    );

    it('after a 503, a retry with the same payment_id never registers a player whose debit was rolled back', async () => {
      const tid = await tournament(client);
      const user = uid();
      const pay = `pay-${user}`;
      wallet.setBalance(user, 'EUR', 20);
      wallet.setMode('slow');
      const unknown = await register(client, tid, user, pay);
      expect(unknown.status).toBe(503);
      expect(unknown.body.message).toMatch(/new payment_id/);
      wallet.setMode('ok');

      // Before the rollback is delivered: the wallet would answer the repeated transaction id with
      // its first answer (ok), and the queued rollback would then undo the money of a registration.
      const early = await register(client, tid, user, pay);
      expect(early.status).toBe(409);
      expect(early.body.error).toBe('idempotency_conflict');
      await expectNothingRegistered(tid, pay);
      expect(await worker().runOnce()).toEqual({ delivered: 1, retried: 0 });
      expect(wallet.balanceOf(user, 'EUR')).toBe('20.00');

      // After it: the wallet still answers ok for the rolled-back debit; registering on it would
      // seat the player for free.
      const late = await register(client, tid, user, pay);
      expect(late.status).toBe(409);
      expect(late.body.error).toBe('idempotency_conflict');
      await expectNothingRegistered(tid, pay);
      expect(requestsFor('debit', pay)).toHaveLength(1);
      expect(wallet.balanceOf(user, 'EUR')).toBe('20.00');

      // A new payment_id is a new debit.
      const fresh = await register(client, tid, user, `${pay}-2`);
      expect(fresh.status).toBe(201);
      expect(wallet.balanceOf(user, 'EUR')).toBe('15.00');
    });

    it('rolls back an accepted debit whose registration fails (tournament full) and answers that error', async () => {
      const tid = await tournament(client, { max_players: 1 });
      const [first, second] = [uid(), uid()];
      wallet.setBalance(first, 'EUR', 20);
      wallet.setBalance(second, 'EUR', 20);
      expect((await register(client, tid, first, `pay-${first}`)).status).toBe(201);

      const full = await register(client, tid, second, `pay-${second}`);
      expect(full.status).toBe(409);
      expect(full.body.error).toBe('tournament_full');
      expect(wallet.balanceOf(second, 'EUR')).toBe('15.00');
      expect(await ledgerRows(`payment:pay-${second}`)).toEqual([]);
      expect(await operation(`rollback:pay-${second}`)).toMatchObject({ kind: 'rollback', state: 'pending' });
      expect(await worker().runOnce()).toEqual({ delivered: 1, retried: 0 });
      expect(wallet.balanceOf(second, 'EUR')).toBe('20.00');
      expect(wallet.balanceOf(first, 'EUR')).toBe('15.00');
    });

    it('down: 503 and nothing registered; the rollback is delivered once the wallet is back', async () => {
      const tid = await tournament(client);
      const user = uid();
      const pay = `pay-${user}`;
      wallet.setBalance(user, 'EUR', 20);
      wallet.setMode('down');
      const before = wallet.requests.length;

      const res = await register(client, tid, user, pay);
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('service_unavailable');
      expect(res.headers.get('retry-after')).toBeTruthy();
      await expectNothingRegistered(tid, pay);
      expect(wallet.requests.length).toBe(before);
      expect(wallet.balanceOf(user, 'EUR')).toBe('20.00');

      wallet.setMode('ok');
      expect(await worker().runOnce()).toEqual({ delivered: 1, retried: 0 });
      expect(requestsFor('rollback', `rollback:${pay}`)).toHaveLength(1);
      expect(wallet.balanceOf(user, 'EUR')).toBe('20.00');
    });

    it('rebuys debit the wallet; an unknown rebuy debit is 503 and rolled back', async () => {
      const tid = await tournament(client, { entry_fee: 2, config: { rebuy_enabled: true, rebuy_fee: 1.5, max_entries_per_player: 4 } });
      const user = uid();
      wallet.setBalance(user, 'EUR', 10);
      const reg = await register(client, tid, user, `pay-${user}`);
      expect(reg.status).toBe(201);
      const rebuy = (body: Record<string, unknown>) =>
        client.post(`/api/tournaments/${tid}/players/${reg.body.internal_player_id}/rebuy`, body);

      const first = await rebuy({ payment_id: `rb-${user}` });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ rebuy_approved: true, new_entry_count: 2, total_paid: 3.5 });
      expect(wallet.balanceOf(user, 'EUR')).toBe('6.50');
      expect(requestsFor('debit', `rb-${user}`).map((r) => r.body)).toEqual([
        { transaction_id: `rb-${user}`, user_id: user, amount: 1.5, currency: 'EUR', tournament_id: tid, reason: 'rebuy' },
      ]);
      expect(await ledgerRows(`payment:rb-${user}`)).toEqual([{ kind: 'rebuy', amount: -1.5, currency: 'EUR', wallet_mode: 'seamless' }]);
      expect((await rebuy({ payment_id: `rb-${user}` })).body.new_entry_count).toBe(2);
      expect(requestsFor('debit', `rb-${user}`)).toHaveLength(1);

      wallet.setMode('refusing');
      expect((await rebuy({ payment_id: `rb2-${user}` })).body.error).toBe('insufficient_balance');
      wallet.setMode('failing');
      const unknown = await rebuy({ payment_id: `rb3-${user}` });
      expect(unknown.status).toBe(503);
      expect(unknown.body.error).toBe('service_unavailable');
      expect((await client.get(`/api/tournaments/${tid}/players/${reg.body.internal_player_id}`)).body.entry_count).toBe(2);
      wallet.setMode('ok');
      expect(await worker().runOnce()).toEqual({ delivered: 1, retried: 0 });
      expect(requestsFor('rollback', `rollback:rb3-${user}`)).toHaveLength(1);
      expect(wallet.balanceOf(user, 'EUR')).toBe('6.50');
      // The rolled-back payment_id never pays for a rebuy again.
      expect((await rebuy({ payment_id: `rb3-${user}` })).body.error).toBe('idempotency_conflict');
      expect(requestsFor('debit', `rb3-${user}`)).toHaveLength(1);
    });

    it('rolls back a debit intent abandoned between the wallet call and the commit (a crash)', async () => {
      const tid = await tournament(client);
      const user = uid();
      const pay = `pay-${user}`;
      wallet.setBalance(user, 'EUR', 20);
      const [{ operator_id: operatorId }] = await db().query('SELECT operator_id FROM tournaments WHERE id = $1', [tid]);
      const operator = await db().manager.findOneByOrFail(OperatorEntity, { id: operatorId });
      // The debit goes through, then "the process dies": nothing records or settles it.
      await t.app
        .get(SeamlessDebits)
        .debit(operator, { transactionId: pay, userId: user, amount: '5.00', currency: 'EUR', tournamentId: tid, reason: 'entry' });
      expect(wallet.balanceOf(user, 'EUR')).toBe('15.00');
      expect(await intents(pay)).toEqual([{ state: 'pending' }]);
      expect(await worker().runOnce()).toEqual({ delivered: 0, retried: 0 });

      clock.advance(2 * WALLET_TIMEOUT_MS + 30_000);
      expect(await worker().runOnce()).toEqual({ delivered: 1, retried: 0 });
      expect(await intents(pay)).toEqual([{ state: 'done' }]);
      expect(await operation(`rollback:${pay}`)).toMatchObject({ state: 'pending' });
      expect(await worker().runOnce()).toEqual({ delivered: 1, retried: 0 });
      expect(await operation(`rollback:${pay}`)).toMatchObject({ state: 'done' });
      expect(wallet.balanceOf(user, 'EUR')).toBe('20.00');
      expect((await register(client, tid, user, pay)).body.error).toBe('idempotency_conflict');
      await expectNothingRegistered(tid, pay);
    });

    it('cancellation: refunds are queued while the wallet fails, retried with backoff, and credited exactly once when it answers', async () => {
      const tid = await tournament(client);
      const users = [uid(), uid(), uid()];
      for (const user of users) {
        wallet.setBalance(user, 'EUR', 20);
        expect((await register(client, tid, user, `pay-${user}`)).status).toBe(201);
        expect(wallet.balanceOf(user, 'EUR')).toBe('15.00');
      }
      wallet.setMode('failing');

      const cancel = await client.delete(`/api/tournaments/${tid}`, { reason: 'Provider outage' });
      expect(cancel.status).toBe(200);
      expect(cancel.body).toEqual({ cancelled: true, reason: 'Provider outage', refunds: { totalRefunded: 15, playersRefunded: 3 } });
      const refunds = users.map((user) => `refund:payment:pay-${user}`);
      for (const [i, id] of refunds.entries()) {
        expect(await ledgerRows(id)).toEqual([{ kind: 'refund', amount: 5, currency: 'EUR', wallet_mode: 'seamless' }]);
        expect(await operation(id)).toMatchObject({
          kind: 'credit',
          state: 'pending',
          attempts: 0,
          payload: { transactionId: id, userId: users[i], amount: '5', currency: 'EUR', tournamentId: tid, reason: 'refund' },
        });
      }

      // Failing wallet: every run retries, the attempts grow and the next attempt backs off.
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(await worker().runOnce()).toEqual({ delivered: 0, retried: 3 });
        for (const id of refunds) {
          const op = await operation(id);
          expect(op).toMatchObject({ state: 'pending', attempts: attempt });
          delays.push(new Date(op.next_attempt_at).getTime() - clock.now().getTime());
        }
        // Not due yet: a run now sends nothing.
        const sent = wallet.requests.length;
        expect(await worker().runOnce()).toEqual({ delivered: 0, retried: 0 });
        expect(wallet.requests.length).toBe(sent);
        clock.advance(delays[delays.length - 1]);
      }
      expect(delays).toEqual([1000, 1000, 1000, 2000, 2000, 2000, 4000, 4000, 4000]);
      for (const user of users) expect(wallet.balanceOf(user, 'EUR')).toBe('15.00');

      wallet.setMode('ok');
      clock.advance(10_000);
      expect(await worker().runOnce()).toEqual({ delivered: 3, retried: 0 });
      for (const [i, id] of refunds.entries()) {
        expect(await operation(id)).toMatchObject({ state: 'done', attempts: 4 });
        const credits = requestsFor('credit', id);
        expect(credits.every((r) => r.signatureValid)).toBe(true);
        expect(credits[credits.length - 1].body).toEqual({
          transaction_id: id,
          user_id: users[i],
          amount: 5,
          currency: 'EUR',
          tournament_id: tid,
          reason: 'refund',
        });
        expect(wallet.balanceOf(users[i], 'EUR')).toBe('20.00');
      }
      const sent = wallet.requests.length;
      clock.advance(10 * 60_000);
      expect(await worker().runOnce()).toEqual({ delivered: 0, retried: 0 });
      expect(wallet.requests.length).toBe(sent);
      for (const user of users) expect(wallet.balanceOf(user, 'EUR')).toBe('20.00');
      expect((await client.get(`/api/tournaments/${tid}/players?status=refunded`)).body.totalCount).toBe(3);
    });

    it('refuses wallet transfers for a seamless operator with 409 conflict', async () => {
      const user = uid();
      const res = await client.post(`/api/players/${user}/wallet/transfers`, { transfer_id: `t-${user}`, direction: 'in', amount: 10 });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('conflict');
      expect(await db().query('SELECT 1 FROM ledger_entries WHERE transaction_id LIKE $1', [`%t-${user}%`])).toEqual([]);
    });
  });

  describe('across a restart', () => {
    let database: TestDatabase;
    let first: TestApp | undefined;
    let second: TestApp | undefined;

    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
      await database?.stop();
    });

    it('delivers refunds queued before the restart from the new instance', async () => {
      wallet.setMode('ok');
      first = await startTestApp(settings(), [], { clock, database });
      const { client } = await seamlessOperator(first);
      const tid = await tournament(client);
      const users = [uid(), uid()];
      for (const user of users) {
        wallet.setBalance(user, 'EUR', 20);
        expect((await register(client, tid, user, `pay-${user}`)).status).toBe(201);
      }
      wallet.setMode('down');
      const cancel = await client.delete(`/api/tournaments/${tid}`, { reason: 'Restart test' });
      expect(cancel.body.refunds).toEqual({ totalRefunded: 10, playersRefunded: 2 });
      expect(await first.app.get(WalletOperationsWorker).runOnce()).toEqual({ delivered: 0, retried: 2 });
      await expectLedgerReconciles(first);
      await first.close();
      first = undefined;

      second = await startTestApp(settings(), [], { clock, database });
      const pending = await second.app
        .get(DataSource)
        .query(
          "SELECT transaction_id, attempts FROM wallet_operations WHERE kind = 'credit' AND state = 'pending' ORDER BY transaction_id",
        );
      expect(pending).toEqual(
        users
          .map((user) => ({ transaction_id: `refund:payment:pay-${user}`, attempts: 1 }))
          .sort((a, b) => a.transaction_id.localeCompare(b.transaction_id)),
      );
      wallet.setMode('ok');
      clock.advance(5_000);
      expect(await second.app.get(WalletOperationsWorker).runOnce()).toEqual({ delivered: 2, retried: 0 });
      for (const user of users) {
        expect(requestsFor('credit', `refund:payment:pay-${user}`)).toHaveLength(1);
        expect(wallet.balanceOf(user, 'EUR')).toBe('20.00');
      }
      clock.advance(10 * 60_000);
      expect(await second.app.get(WalletOperationsWorker).runOnce()).toEqual({ delivered: 0, retried: 0 });
      await expectLedgerReconciles(second);
    });
  });
});

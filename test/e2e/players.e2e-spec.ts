import { DataSource } from 'typeorm';
import { loadJose } from '@app/game-access/jose';
import { PlayerTokenValidator } from '@app/players';
import { createKey, operatorWithKey } from '../support/factories';
import { HttpClient } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId } from '../support/tournament-fixtures';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seatedEntries, standingsDrift } from '../support/entry-standings';

describe('players and money (spec 6, 7, 10; D6, D9, D10)', () => {
  let t: TestApp;
  let op: Awaited<ReturnType<typeof operatorWithKey>>;
  let client: HttpClient;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'players-e2e-')) });
    op = await operatorWithKey(t);
    client = op.client;
  });
  afterAll(async () => t?.close());
  afterEach(async () => expectLedgerReconciles(t));

  const uid = (prefix = 'user') => `${prefix}-${++seq}`;
  const fund = (userId: string, amount: number, c: HttpClient = client) =>
    c.post(`/api/players/${userId}/wallet/transfers`, { transfer_id: `fund-${userId}-${++seq}`, direction: 'in', amount });
  const register = (tid: string, userId: string, paymentId?: string, extra: Record<string, unknown> = {}, c: HttpClient = client) =>
    c.post(`/api/tournaments/${tid}/players`, {
      user_id: userId,
      ...(paymentId ? { entry_payment_details: { payment_id: paymentId } } : {}),
      ...extra,
    });
  const balance = async (userId: string) =>
    (await client.get(`/api/players/${userId}/wallet`)).body.balances.find((b: any) => b.currency === 'EUR')?.amount ?? 0;
  const db = () => t.app.get(DataSource);

  describe('transfer wallet', () => {
    it('moves money in and out exactly, idempotent by transfer_id', async () => {
      const user = uid();
      const first = await client.post(`/api/players/${user}/wallet/transfers`, { transfer_id: `t-${user}`, direction: 'in', amount: 10.1 });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        transfer_id: `t-${user}`,
        user_id: user,
        direction: 'in',
        amount: 10.1,
        currency: 'EUR',
        balance: 10.1,
        created_at: expect.any(String),
      });
      const again = await client.post(`/api/players/${user}/wallet/transfers`, { transfer_id: `t-${user}`, direction: 'in', amount: 10.1 });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      const conflict = await client.post(`/api/players/${user}/wallet/transfers`, {
        transfer_id: `t-${user}`,
        direction: 'in',
        amount: 10.2,
      });
      expect(conflict.status).toBe(409);
      expect(conflict.body.error).toBe('idempotency_conflict');
      const out = await client.post(`/api/players/${user}/wallet/transfers`, { transfer_id: `o-${user}`, direction: 'out', amount: 0.2 });
      expect(out.body.balance).toBe(9.9);
      const tooMuch = await client.post(`/api/players/${user}/wallet/transfers`, {
        transfer_id: `o2-${user}`,
        direction: 'out',
        amount: 9.91,
      });
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body.error).toBe('insufficient_balance');
      expect(await client.get(`/api/players/${user}/wallet`)).toMatchObject({
        status: 200,
        body: { user_id: user, balances: [{ currency: 'EUR', amount: 9.9 }] },
      });
    });

    it('refuses bad transfers with 422 and writes nothing', async () => {
      const user = uid();
      for (const body of [
        { transfer_id: 'x', direction: 'in', amount: 1.001 },
        { transfer_id: 'x', direction: 'in', amount: 0 },
        { transfer_id: 'x', direction: 'in', amount: -5 },
        { transfer_id: 'x', direction: 'sideways', amount: 5 },
        { transfer_id: 'x', direction: 'in', amount: 5, currency: 'XXX1' },
        { direction: 'in', amount: 5 },
        { transfer_id: 'x', direction: 'in', amount: 5, extra: true },
      ]) {
        const res = await client.post(`/api/players/${user}/wallet/transfers`, body);
        expect(res.status).toBe(422);
        expect(res.body.error).toBe('validation_error');
      }
      expect((await client.get(`/api/players/${user}/wallet`)).status).toBe(404);
    });

    it('never takes a balance below zero under parallel transfers out', async () => {
      const user = uid();
      await fund(user, 10);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          client.post(`/api/players/${user}/wallet/transfers`, { transfer_id: `par-${user}-${i}`, direction: 'out', amount: 3 }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(3);
      expect(results.filter((r) => r.status === 409 && r.body.error === 'insufficient_balance')).toHaveLength(7);
      expect(await balance(user)).toBe(1);
    });
  });

  describe('registration', () => {
    it('registers, debits the fee and returns the record with the game-slug property and a JWT that verifies against the JWKS', async () => {
      const tid = await createTournamentId(client, { entry_fee: 2.5, game: 'book-of-gold', max_players: 10 });
      const user = uid();
      await fund(user, 10);
      const res = await register(tid, user, `pay-${user}`, { display_name: 'Lucky' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        player_id: expect.any(String),
        internal_player_id: expect.any(String),
        tournament_id: tid,
        user_id: user,
        display_name: 'Lucky',
        status: 'registered',
        entry_count: 1,
        total_paid: 2.5,
        message: expect.any(String),
      });
      const access = res.body['book-of-gold'];
      expect(access).toEqual({ jwt: expect.any(String), game_url: expect.stringContaining(encodeURIComponent(access.jwt)) });
      expect(res.body.game_access.jwt).toBe(access.jwt);
      const jose = await loadJose();
      const jwks = jose.createRemoteJWKSet(new URL(`${t.baseUrl}/api/internal/.well-known/jwks.json`));
      const { payload, protectedHeader } = await jose.jwtVerify(access.jwt, jwks, { audience: 'game-platform' });
      expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'JWT', kid: expect.any(String) });
      expect(payload).toMatchObject({
        sub: res.body.internal_player_id,
        tid,
        pid: res.body.player_id,
        oid: op.operatorId,
        game: 'book-of-gold',
        display_name: 'Lucky',
      });
      expect(await balance(user)).toBe(7.5);
      const details = await client.get(`/api/tournaments/${tid}`);
      expect(details.body).toMatchObject({ player_count: 1, tournament: { currentPlayers: 1 }, prize_pool: { totalAmount: 2.5 } });
      expect(details.body.leaderboard_preview).toEqual([
        { position: 1, player_id: res.body.player_id, display_name: 'Lucky', points: '0', status: 'registered' },
      ]);
    });

    it('replays the same payment_id with the same body (same ids, one debit) and refuses another body with 409 idempotency_conflict', async () => {
      const tid = await createTournamentId(client, { entry_fee: 5 });
      const user = uid();
      await fund(user, 20);
      const first = await register(tid, user, `pay-${user}`);
      const again = await register(tid, user, `pay-${user}`);
      expect(again.status).toBe(201);
      expect(again.body.internal_player_id).toBe(first.body.internal_player_id);
      expect(again.body.player_id).toBe(first.body.player_id);
      const other = await register(tid, user, `pay-${user}`, { display_name: 'Someone else' });
      expect(other.status).toBe(409);
      expect(other.body.error).toBe('idempotency_conflict');
      expect(await balance(user)).toBe(15);
    });

    it('answers every D6 conflict and validation rule', async () => {
      const tid = await createTournamentId(client, { entry_fee: 5, max_players: 1 });
      const rich = uid();
      const poor = uid();
      await fund(rich, 20);
      await fund(poor, 4.99);
      expect((await register(tid, poor, `pay-${poor}`)).body.error).toBe('insufficient_balance');
      expect((await register(tid, rich)).status).toBe(422);
      expect((await register(tid, rich)).body.errors['entry_payment_details.payment_id']).toBeDefined();
      expect((await register(tid, rich, `pay-a-${rich}`)).status).toBe(201);
      expect((await register(tid, rich, `pay-b-${rich}`)).body.error).toBe('player_already_registered');
      await fund(poor, 10);
      expect((await register(tid, poor, `pay-c-${poor}`)).body.error).toBe('tournament_full');
      const bad = await client.post(`/api/tournaments/${tid}/players`, { user_id: 'bad id with spaces', unknown: 1 });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['user_id', 'unknown']));
      expect((await register('not-a-uuid', rich, 'p')).status).toBe(404);
      expect((await register('019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01', rich, 'p')).body.error).toBe('tournament_not_found');
      const other = await operatorWithKey(t);
      const forbidden = await register(tid, rich, 'p-other', {}, other.client);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('RESOURCE_FORBIDDEN');
      const readOnly = await createKey(t, op.operatorId, 'read_only');
      expect((await register(tid, rich, 'p-ro', {}, readOnly.client)).body).toMatchObject({
        code: 'INSUFFICIENT_PERMISSIONS',
        required_permission: 'players.write',
      });
      expect(await balance(poor)).toBe(14.99);
    });

    it('registers free tournaments without a payment_id and closes registration once started', async () => {
      const tid = await createTournamentId(client, { entry_fee: 0 });
      const user = uid();
      expect((await register(tid, user)).status).toBe(201);
      expect((await client.post(`/api/tournaments/${tid}/start`)).status).toBe(200);
      expect((await register(tid, uid())).body.error).toBe('registration_closed');
      const status = await client.get(
        `/api/tournaments/${tid}/players/${(await client.get(`/api/tournaments/${tid}/players`)).body.players[0].internalPlayerId}`,
      );
      expect(status.body).toMatchObject({
        status: 'active',
        points: '0',
        position: 1,
        current_round: null,
        current_group: null,
        elimination_round: null,
      });
    });

    it('starts the tournament when the last seat is taken with start_when_full', async () => {
      const tid = await createTournamentId(client, { entry_fee: 0, max_players: 2, config: { start_when_full: true } });
      await register(tid, uid());
      expect((await client.get(`/api/tournaments/${tid}`)).body.tournament.status).toBe('scheduled');
      const last = await register(tid, uid());
      expect(last.body.status).toBe('active');
      expect((await client.get(`/api/tournaments/${tid}`)).body.tournament.status).toBe('in_progress');
    });
  });

  describe('player status, list and history', () => {
    it('finds a player by player_id or internal_player_id, lists players with D6 fields and pages the history', async () => {
      const tid = await createTournamentId(client, { entry_fee: 1, name: 'History Cup' });
      const user = uid();
      await fund(user, 5);
      const reg = (await register(tid, user, `pay-${user}`)).body;
      for (const ref of [reg.player_id, reg.internal_player_id]) {
        const res = await client.get(`/api/tournaments/${tid}/players/${ref}`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          player_id: reg.player_id,
          internal_player_id: reg.internal_player_id,
          tournament_id: tid,
          status: 'registered',
          position: 1,
        });
      }
      expect((await client.get(`/api/tournaments/${tid}/players/nope`)).body.error).toBe('player_not_found');
      expect((await client.get(`/api/tournaments/${tid}/players/019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01`)).status).toBe(404);
      const list = await client.get(`/api/tournaments/${tid}/players?status=registered`);
      expect(list.body).toEqual({
        players: [
          {
            playerId: reg.player_id,
            internalPlayerId: reg.internal_player_id,
            displayName: user,
            externalId: user,
            status: 'registered',
            registeredAt: expect.any(String),
            entryCount: 1,
            totalPaid: 1,
            currentPosition: 1,
            currentScore: '0',
            eliminatedAt: null,
            prizeAmount: null,
          },
        ],
        totalCount: 1,
        pagination: { total: 1, limit: 20, offset: 0, hasMore: false },
      });
      expect((await client.get(`/api/tournaments/${tid}/players?status=bogus`)).status).toBe(400);
      const history = await client.get(`/api/players/${user}/tournaments?limit=1`);
      expect(history.body).toMatchObject({
        player_id: reg.player_id,
        external_id: user,
        display_name: user,
        tournament_history: {
          data: [
            {
              tournament_id: tid,
              tournament_name: 'History Cup',
              status: 'scheduled',
              player_status: 'registered',
              points_earned: '0',
              total_players: 1,
            },
          ],
          pagination: { total: 1, limit: 1 },
        },
        performance_statistics: { total_tournaments: 1, completed_tournaments: 0 },
      });
      expect((await client.get(`/api/players/unknown-user/tournaments`)).body.error).toBe('player_not_found');
    });
  });

  describe('game token re-issue and history over all tournaments', () => {
    it('issues a new, different JWT for the same entry that verifies against the JWKS', async () => {
      const tid = await createTournamentId(client, { entry_fee: 0, game: 'star-reels' });
      const reg = (await register(tid, uid())).body;
      const res = await client.post(`/api/tournaments/${tid}/players/${reg.player_id}/token`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        player_id: reg.player_id,
        internal_player_id: reg.internal_player_id,
        tournament_id: tid,
        status: 'registered',
        message: expect.any(String),
      });
      expect(res.body['star-reels'].jwt).not.toBe(reg['star-reels'].jwt);
      const jose = await loadJose();
      const jwks = jose.createRemoteJWKSet(new URL(`${t.baseUrl}/api/internal/.well-known/jwks.json`));
      const { payload } = await jose.jwtVerify(res.body['star-reels'].jwt, jwks, { audience: 'game-platform' });
      expect(payload).toMatchObject({ sub: reg.internal_player_id, tid, pid: reg.player_id });
      expect(payload.jti).not.toBe(jose.decodeJwt(reg['star-reels'].jwt).jti);
    });

    it('pages the history newest first while performance_statistics cover every tournament', async () => {
      const user = uid();
      const names = ['First Cup', 'Second Cup', 'Third Cup'];
      const ids: string[] = [];
      for (const name of names) {
        const tid = await createTournamentId(client, { entry_fee: 0, name });
        await register(tid, user);
        ids.push(tid);
      }
      await client.post(`/api/tournaments/${ids[0]}/start`);
      await client.post(`/api/tournaments/${ids[0]}/complete`);
      const page = await client.get(`/api/players/${user}/tournaments?limit=2&offset=1`);
      expect(page.status).toBe(200);
      expect(page.body.tournament_history.data.map((h: any) => h.tournament_name)).toEqual(['Second Cup', 'First Cup']);
      expect(page.body.tournament_history.data[1]).toMatchObject({
        status: 'completed',
        player_status: 'finished',
        started_at: expect.any(String),
        ended_at: expect.any(String),
      });
      expect(page.body.tournament_history.pagination).toEqual({ total: 3, limit: 2, offset: 1, hasMore: false });
      // The only player of the completed tournament placed first (no prize: a free tournament).
      expect(page.body.tournament_history.data[1].final_position).toBe(1);
      expect(page.body.performance_statistics).toEqual({
        total_tournaments: 3,
        completed_tournaments: 1,
        average_position: 1,
        best_position: 1,
        total_points_earned: 0,
      });
    });
  });

  describe('withdraw, rebuy, cancel', () => {
    it('withdraws before the start with a refund, frees the seat and invalidates re-issue', async () => {
      const tid = await createTournamentId(client, { entry_fee: 3, max_players: 1 });
      const user = uid();
      await fund(user, 3);
      const reg = (await register(tid, user, `pay-${user}`)).body;
      const validator = t.app.get(PlayerTokenValidator);
      expect(await validator.check(reg.game_access.jwt)).toMatchObject({ valid: true, entry: { id: reg.internal_player_id } });
      const res = await client.delete(`/api/tournaments/${tid}/players/${reg.player_id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        withdrawn: true,
        player_id: reg.player_id,
        internal_player_id: reg.internal_player_id,
        tournament_id: tid,
        status: 'withdrawn',
        refund: { amount: 3, currency: 'EUR' },
        message: expect.any(String),
      });
      expect(await balance(user)).toBe(3);
      expect(await validator.check(reg.game_access.jwt)).toEqual({ valid: false, error: 'player_inactive' });
      expect((await client.get(`/api/tournaments/${tid}`)).body.tournament.currentPlayers).toBe(0);
      expect((await client.delete(`/api/tournaments/${tid}/players/${reg.player_id}`)).status).toBe(409);
      expect((await client.post(`/api/tournaments/${tid}/players/${reg.internal_player_id}/token`)).status).toBe(409);
      const again = await register(tid, user, `pay2-${user}`);
      expect(again.status).toBe(201);
      expect(again.body.internal_player_id).not.toBe(reg.internal_player_id);
    });

    it('rebuys within max_entries_per_player, idempotent by payment_id, never below zero in parallel', async () => {
      const tid = await createTournamentId(client, {
        entry_fee: 2,
        config: { rebuy_enabled: true, rebuy_fee: 1.5, max_entries_per_player: 4 },
      });
      const user = uid();
      await fund(user, 5);
      const reg = (await register(tid, user, `pay-${user}`)).body;
      const rebuy = (body: Record<string, unknown>) => client.post(`/api/tournaments/${tid}/players/${reg.internal_player_id}/rebuy`, body);
      const first = await rebuy({ payment_id: `rb-${user}` });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        rebuy_approved: true,
        new_entry_count: 2,
        total_paid: 3.5,
        additional_entries: 1,
        entry_statistics: { total_players: 1, total_entries: 2, average_entries_per_player: 2 },
        message: expect.any(String),
      });
      expect((await rebuy({ payment_id: `rb-${user}` })).body.new_entry_count).toBe(2);
      expect((await rebuy({ payment_id: `rb-${user}`, additional_entries: 2 })).body.error).toBe('idempotency_conflict');
      // 1.5 left: of 5 parallel rebuys at most one fits the balance, and max_entries caps the rest.
      const parallel = await Promise.all(Array.from({ length: 5 }, () => rebuy({})));
      expect(parallel.filter((r) => r.status === 200)).toHaveLength(1);
      expect(
        parallel.filter((r) => r.status === 409).every((r) => ['insufficient_balance', 'rebuy_not_allowed'].includes(r.body.error)),
      ).toBe(true);
      expect(await balance(user)).toBe(0);
      await fund(user, 10);
      expect((await rebuy({ additional_entries: 2 })).body.error).toBe('rebuy_not_allowed');
    });

    it('cancel refunds every entry and rebuy exactly once, even with 10 parallel cancels', async () => {
      const tid = await createTournamentId(client, { entry_fee: 4, config: { rebuy_enabled: true, max_entries_per_player: 3 } });
      const users = [uid(), uid(), uid()];
      for (const u of users) {
        await fund(u, 20);
        const reg = (await register(tid, u, `pay-${u}`)).body;
        if (u === users[0]) await client.post(`/api/tournaments/${tid}/players/${reg.player_id}/rebuy`, { payment_id: `rb-${u}` });
      }
      const cancels = await Promise.all(
        Array.from({ length: 10 }, () => client.delete(`/api/tournaments/${tid}`, { reason: 'Provider outage' })),
      );
      const ok = cancels.filter((r) => r.status === 200);
      expect(ok).toHaveLength(1);
      expect(ok[0].body).toEqual({ cancelled: true, reason: 'Provider outage', refunds: { totalRefunded: 16, playersRefunded: 3 } });
      expect(cancels.filter((r) => r.status === 409).every((r) => r.body.error === 'tournament_cancelled')).toBe(true);
      for (const u of users) expect(await balance(u)).toBe(20);
      const players = (await client.get(`/api/tournaments/${tid}/players`)).body.players;
      expect(players.map((p: any) => p.status)).toEqual(['refunded', 'refunded', 'refunded']);
      const refunds = await db().query("SELECT count(*)::int AS n FROM ledger_entries WHERE tournament_id = $1 AND kind = 'refund'", [tid]);
      expect(refunds[0].n).toBe(4);
    });

    it('keeps operators apart: B can neither see nor move A’s players or money', async () => {
      const tid = await createTournamentId(client, { entry_fee: 1 });
      const user = uid();
      await fund(user, 2);
      const reg = (await register(tid, user, `pay-${user}`)).body;
      const b = await operatorWithKey(t);
      expect((await b.client.get(`/api/players/${user}/wallet`)).status).toBe(404);
      expect((await b.client.get(`/api/players/${user}/tournaments`)).status).toBe(404);
      expect((await b.client.get(`/api/tournaments/${tid}/players`)).body.code).toBe('RESOURCE_FORBIDDEN');
      expect((await b.client.get(`/api/tournaments/${tid}/players/${reg.player_id}`)).body.code).toBe('RESOURCE_FORBIDDEN');
      expect((await b.client.delete(`/api/tournaments/${tid}/players/${reg.player_id}`)).body.code).toBe('RESOURCE_FORBIDDEN');
      expect((await b.client.post(`/api/tournaments/${tid}/players/${reg.player_id}/rebuy`, {})).body.code).toBe('RESOURCE_FORBIDDEN');
      await b.client.post(`/api/players/${user}/wallet/transfers`, { transfer_id: 'b-1', direction: 'in', amount: 100 });
      expect(await balance(user)).toBe(1);
      // The same user id and payment_id at B are B's own: a new registration, not a replay of A's.
      const bTournament = await createTournamentId(b.client, { entry_fee: 1 });
      const atB = await register(bTournament, user, `pay-${user}`, {}, b.client);
      expect(atB.status).toBe(201);
      expect(atB.body.message).toBe('Player registered');
      expect(atB.body.internal_player_id).not.toBe(reg.internal_player_id);
      expect(atB.body.player_id).not.toBe(reg.player_id);
      expect((await b.client.get(`/api/players/${user}/wallet`)).body.balances).toEqual([{ amount: 99, currency: 'EUR' }]);
      expect(await balance(user)).toBe(1);
    });
  });

  it('leaves entry_standings equal to the seated entries, row by row, after all of the above', async () => {
    const source = t.app.get(DataSource);
    expect(await seatedEntries(source)).toBeGreaterThan(0);
    expect(await standingsDrift(source)).toEqual([]);
  });
});

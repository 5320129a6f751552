import { DataSource } from 'typeorm';
import { ManualClock } from '@app/common';
import { TournamentScheduler } from '@app/tournaments';
import { createInternalKey, operatorWithKey } from '../support/factories';
import { HttpClient } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { expectErrorBody } from '../support/tournament-fixtures';
import { seatedEntries, standingsDrift } from '../support/entry-standings';

// Hop-on/off tournaments of the game platform: created per lobby (one open tournament per lobby,
// whatever the concurrency), started by the registration that reaches minPlayers, left before the
// start with a refund, cancelled with refunds when nobody else came within the wait timeout.

type Operator = Awaited<ReturnType<typeof operatorWithKey>>;

const MINUTE = 60_000;
const CREATE = '/api/internal/tournaments';

/** The platform's body of the example; `lobbyKey` made unique per test. */
function crashBody(lobbyKey: string | undefined, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Crash #1642089600',
    type: 'hop_on_off',
    gameSlug: 'crash-classic',
    minPlayers: 5,
    maxPlayers: 50,
    startCondition: 'min_players_reached',
    entryFee: 5.0,
    currency: 'EUR',
    prizePool: { type: 'percentage', distribution: [60, 25, 15] },
    rebuyEnabled: true,
    rebuyFee: 5.0,
    maxEntriesPerPlayer: 2,
    ...(lobbyKey === undefined ? {} : { lobbyKey }),
    durationMinutes: 10,
    waitTimeoutMinutes: 30,
    ...extra,
  };
}

describe('hop-on/off tournaments (game platform)', () => {
  const clock = new ManualClock(new Date('2031-03-01T12:00:00.000Z'));
  let t: TestApp;
  let op: Operator;
  let other: Operator;
  let platform: HttpClient;
  let seq = 0;

  beforeAll(async () => {
    // A game platform URL makes starts and cancellations write their notification (not delivered:
    // the dispatcher does not run in tests).
    t = await startTestApp({ gamePlatformUrl: 'http://127.0.0.1:9/webhook', gamePlatformSecret: 'hop-on-off-secret-0123456789' }, [], {
      clock,
    });
    op = await operatorWithKey(t);
    other = await operatorWithKey(t);
    platform = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [op.operatorId])).apiKey });
  });
  afterAll(async () => t?.close());
  afterEach(async () => expectLedgerReconciles(t));

  const db = () => t.app.get(DataSource);
  const lobby = () => `crash-classic:5.00:EUR:${++seq}`;

  const balance = async (userId: string, client: HttpClient = op.client): Promise<number> =>
    (await client.get(`/api/players/${userId}/wallet`)).body.balances.find((b: any) => b.currency === 'EUR')?.amount ?? 0;

  /** Funds a new user with `funds` and registers it through the operator API. */
  async function join(tournamentId: string, funds = 20, client: HttpClient = op.client): Promise<{ user: string; res: any }> {
    const user = `hop-user-${++seq}`;
    const funded = await client.post(`/api/players/${user}/wallet/transfers`, {
      transfer_id: `fund-${user}`,
      direction: 'in',
      amount: funds,
    });
    expect(funded.status).toBe(201);
    const res = await client.post(`/api/tournaments/${tournamentId}/players`, {
      user_id: user,
      entry_payment_details: { payment_id: `pay-${user}` },
    });
    return { user, res };
  }

  describe('POST /api/internal/tournaments', () => {
    it('creates the tournament of the body for the key’s operator, as the operator API shows it', async () => {
      const key = lobby();
      const res = await platform.post(CREATE, crashBody(key));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ tournament_id: expect.any(String), tournament: expect.any(Object) });
      const tournament = res.body.tournament;
      expect(tournament).toMatchObject({
        tournamentId: res.body.tournament_id,
        name: 'Crash #1642089600',
        gameSlug: 'crash-classic',
        status: 'scheduled',
        type: 'hop_on_off',
        lobbyKey: key,
        minPlayers: 5,
        maxPlayers: 50,
        currentPlayers: 0,
        entryFee: 5,
        currency: 'EUR',
        scheduledStart: new Date(clock.now().getTime() + 30 * MINUTE).toISOString(),
        prizePool: { totalAmount: 0, currency: 'EUR', guaranteedPrize: 0, distribution: { '1': 60, '2': 25, '3': 15 } },
        settings: { rebuy_enabled: true, rebuy_fee: 5, max_entries_per_player: 2, duration_minutes: 10 },
      });
      const details = await op.client.get(`/api/tournaments/${res.body.tournament_id}`);
      expect(details.body.tournament).toEqual(tournament);
    });

    it('uses the operator’s currency and a 30-minute wait when the body names neither', async () => {
      const res = await platform.post(CREATE, crashBody(undefined, { currency: undefined, waitTimeoutMinutes: undefined }));
      expect(res.status).toBe(201);
      expect(res.body.tournament.currency).toBe('EUR');
      expect(res.body.tournament.lobbyKey).toBeNull();
      expect(res.body.tournament.scheduledStart).toBe(new Date(clock.now().getTime() + 30 * MINUTE).toISOString());
    });

    it('50 concurrent creates for one lobby make one tournament: one 201, every other call 200 with it', async () => {
      const key = lobby();
      const results = await Promise.all(Array.from({ length: 50 }, () => platform.post(CREATE, crashBody(key))));
      expect(results.map((r) => r.status).sort((x, y) => x - y)).toEqual([...Array(49).fill(200), 201]);
      const ids = new Set(results.map((r) => r.body.tournament_id));
      expect(ids.size).toBe(1);
      const [{ n }] = await db().query('SELECT count(*)::int AS n FROM tournaments WHERE lobby_key = $1', [key]);
      expect(n).toBe(1);
    });

    it('the registration reaching minPlayers starts it in its own answer; later joiners get a new tournament', async () => {
      const key = lobby();
      const first = (await platform.post(CREATE, crashBody(key))).body.tournament_id;
      for (let i = 0; i < 4; i++) expect((await join(first)).res.status).toBe(201);
      expect((await op.client.get(`/api/tournaments/${first}`)).body.tournament.status).toBe('scheduled');
      const again = await platform.post(CREATE, crashBody(key));
      expect({ status: again.status, id: again.body.tournament_id }).toEqual({ status: 200, id: first });

      const fifth = await join(first);
      expect(fifth.res.status).toBe(201);
      expect(fifth.res.body.status).toBe('active');
      const started = (await op.client.get(`/api/tournaments/${first}`)).body.tournament;
      expect(started).toMatchObject({ status: 'in_progress', actualStartTime: clock.now().toISOString(), currentPlayers: 5 });
      const [event] = await db().query(`SELECT data FROM outbox_events WHERE tournament_id = $1 AND event_type = 'tournament.started'`, [
        first,
      ]);
      expect(event.data).toMatchObject({ trigger: 'min_players', initialPlayerCount: 5 });
      const notifications = await db().query('SELECT event_type FROM platform_notifications WHERE tournament_id = $1', [first]);
      expect(notifications).toEqual([{ event_type: 'tournament.started' }]);

      // Started: the lobby's next caller gets a new tournament; players still hop on the running one until it is full.
      const next = await platform.post(CREATE, crashBody(key));
      expect(next.status).toBe(201);
      expect(next.body.tournament_id).not.toBe(first);
      for (let i = 0; i < 45; i++) expect((await join(first)).res.status).toBe(201);
      const late = await join(first);
      expectErrorBody(late.res, 409, 'tournament_full');
      const fiftyFirst = await platform.post(CREATE, crashBody(key));
      expect({ status: fiftyFirst.status, id: fiftyFirst.body.tournament_id }).toEqual({ status: 200, id: next.body.tournament_id });
      // Leaving after the start: no refund.
      const leave = await platform.delete(`${CREATE}/${first}/players/${fifth.res.body.player_id}`);
      expectErrorBody(leave, 409, 'tournament_started');
    });

    it('a full tournament is no longer its lobby’s open one: the next create opens another, and the lobby keeps one open', async () => {
      // A lobby tournament starts at minPlayers, before it can fill, so only SQL fills one that is
      // still waiting: the seats as registrations would have taken them (the CHECK allows it).
      const key = lobby();
      const first = (await platform.post(CREATE, crashBody(key, { waitTimeoutMinutes: 120 }))).body.tournament_id;
      await db().query('UPDATE tournaments SET current_players = max_players WHERE id = $1', [first]);
      const [full] = await db().query('SELECT status, current_players, has_room FROM tournaments WHERE id = $1', [first]);
      expect(full).toEqual({ status: 'scheduled', current_players: 50, has_room: false });

      const next = await platform.post(CREATE, crashBody(key, { waitTimeoutMinutes: 120 }));
      expect(next.status).toBe(201);
      expect(next.body.tournament_id).not.toBe(first);
      const again = await platform.post(CREATE, crashBody(key));
      expect({ status: again.status, id: again.body.tournament_id }).toEqual({ status: 200, id: next.body.tournament_id });
      // A seat freed in the full one would make it open again next to the other: the index refuses.
      await expect(db().query('UPDATE tournaments SET current_players = current_players - 1 WHERE id = $1', [first])).rejects.toMatchObject(
        {
          code: '23505',
          constraint: 'uq_tournaments_open_lobby',
        },
      );

      // Cancelled, the full one leaves the lobby for good; its made-up seats go back to none.
      expect((await op.client.delete(`/api/tournaments/${first}`, { reason: 'test' })).status).toBe(200);
      await db().query('UPDATE tournaments SET current_players = 0 WHERE id = $1', [first]);
      const [{ open }] = await db().query(
        `SELECT count(*)::int AS open FROM tournaments WHERE lobby_key = $1 AND status = 'scheduled' AND has_room`,
        [key],
      );
      expect(open).toBe(1);
    });

    it('the operator may rename a waiting tournament but not change its seats (422)', async () => {
      const id = (await platform.post(CREATE, crashBody(lobby()))).body.tournament_id;
      const renamed = await op.client.put(`/api/tournaments/${id}`, { name: 'Crash lobby' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.tournament).toMatchObject({ name: 'Crash lobby', type: 'hop_on_off' });
      const seats = await op.client.put(`/api/tournaments/${id}`, { max_players: 5, min_players: 2 });
      expectErrorBody(seats, 422, 'validation_error', { errors: { min_players: [expect.any(String)], max_players: [expect.any(String)] } });
      expect((await op.client.get(`/api/tournaments/${id}`)).body.tournament).toMatchObject({ minPlayers: 5, maxPlayers: 50 });
    });

    it('one lobby key of two operators is two lobbies; each operator lists only its own', async () => {
      const key = lobby();
      const both = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [op.operatorId, other.operatorId])).apiKey });
      const mine = await both.post(CREATE, crashBody(key, { operatorId: op.operatorId }));
      const theirs = await both.post(CREATE, crashBody(key, { operatorId: other.operatorId }));
      expect([mine.status, theirs.status]).toEqual([201, 201]);
      expect(mine.body.tournament_id).not.toBe(theirs.body.tournament_id);
      const listed = await op.client.get(`/api/tournaments?type=hop_on_off&lobby_key=${encodeURIComponent(key)}`);
      expect(listed.body.tournaments.map((x: any) => x.tournamentId)).toEqual([mine.body.tournament_id]);
      const theirList = await other.client.get(`/api/tournaments?lobby_key=${encodeURIComponent(key)}`);
      expect(theirList.body.tournaments.map((x: any) => x.tournamentId)).toEqual([theirs.body.tournament_id]);
      expectErrorBody(await op.client.get(`/api/tournaments/${theirs.body.tournament_id}`), 403, 'forbidden', {
        code: 'RESOURCE_FORBIDDEN',
      });
      const scheduledOnly = await op.client.get('/api/tournaments?type=scheduled&limit=100');
      expect(scheduledOnly.body.tournaments.every((x: any) => x.type === 'scheduled')).toBe(true);
      expectErrorBody(await op.client.get('/api/tournaments?type=sit_and_go'), 400, 'invalid_request', {
        details: { errors: { type: [expect.any(String)] } },
      });
    });

    it('401 without an internal key, 403 for an operator the key does not cover, 422 when a key of several names none', async () => {
      expectErrorBody(await t.http.post(CREATE, crashBody(lobby())), 401, 'unauthorized', { code: 'INVALID_API_KEY' });
      expectErrorBody(await op.client.post(CREATE, crashBody(lobby())), 401, 'unauthorized', { code: 'INVALID_API_KEY' });
      expectErrorBody(await platform.post(CREATE, crashBody(lobby(), { operatorId: other.operatorId })), 403, 'forbidden', {
        code: 'RESOURCE_FORBIDDEN',
      });
      const everyOperator = t.http.with({ 'x-internal-api-key': (await createInternalKey(t)).apiKey });
      expectErrorBody(await everyOperator.post(CREATE, crashBody(lobby())), 422, 'validation_error', {
        errors: { operatorId: [expect.any(String)] },
      });
      const named = await everyOperator.post(CREATE, crashBody(lobby(), { operatorId: other.operatorId }));
      expect(named.status).toBe(201);
      expect((await other.client.get(`/api/tournaments/${named.body.tournament_id}`)).status).toBe(200);
    });

    it('422 with the field map for bad bodies, money exact to the cent', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ entryFee: 5.001 }, 'entryFee'],
        [{ entryFee: '5.00' }, 'entryFee'],
        [{ rebuyFee: 0.005 }, 'rebuyFee'],
        [{ type: 'scheduled' }, 'type'],
        [{ minPlayers: 60 }, 'minPlayers'],
        [{ prizePool: { type: 'percentage', distribution: [60, 30] } }, 'prizePool.distribution'],
        [{ prizePool: { type: 'fixed', distribution: [100] } }, 'prizePool.type'],
        [{ startCondition: 'time' }, 'startCondition'],
        [{ waitTimeoutMinutes: 0 }, 'waitTimeoutMinutes'],
        [{ currency: 'XXX1' }, 'currency'],
        [{ gameSlug: 'Crash Classic' }, 'gameSlug'],
        [{ lobbyKey: 'has space' }, 'lobbyKey'],
      ];
      for (const [patch, field] of cases) {
        const res = await platform.post(CREATE, crashBody(lobby(), patch));
        expect({ patch, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ patch, status: 422, fields: [field] });
      }
      // Messages name the fields as the platform sends them.
      const limits = await platform.post(CREATE, crashBody(lobby(), { minPlayers: 60 }));
      expect(limits.body.errors.minPlayers).toEqual([expect.stringContaining('maxPlayers')]);
      expect(JSON.stringify(limits.body.errors)).not.toMatch(/max_players|min_players/);
      const fee = await platform.post(CREATE, crashBody(lobby(), { entryFee: 5.001 }));
      expect(fee.body.errors.entryFee).toEqual([expect.stringMatching(/^entryFee /)]);
    });
  });

  describe('DELETE /api/internal/tournaments/{id}/players/{playerId}', () => {
    it('refunds every payment of the entry once and frees the seat; leaving again refunds nothing', async () => {
      const id = (await platform.post(CREATE, crashBody(lobby()))).body.tournament_id;
      const { user, res } = await join(id, 20);
      expect(res.status).toBe(201);
      const rebuy = await op.client.post(`/api/tournaments/${id}/players/${res.body.player_id}/rebuy`, { payment_id: `rebuy-${user}` });
      expect(rebuy.status).toBe(200);
      expect(await balance(user)).toBe(10);

      const left = await platform.delete(`${CREATE}/${id}/players/${res.body.player_id}`);
      expect(left.status).toBe(200);
      expect(left.body).toMatchObject({ withdrawn: true, status: 'withdrawn', refund: { amount: 10, currency: 'EUR' } });
      expect(await balance(user)).toBe(20);
      expect((await op.client.get(`/api/tournaments/${id}`)).body.tournament.currentPlayers).toBe(0);

      expectErrorBody(await platform.delete(`${CREATE}/${id}/players/${res.body.player_id}`), 409, 'conflict');
      expect(await balance(user)).toBe(20);
      const refunds = await db().query(`SELECT amount::text FROM ledger_entries WHERE entry_id = $1 AND kind = 'refund' ORDER BY amount`, [
        res.body.internal_player_id,
      ]);
      expect(refunds).toEqual([{ amount: '5.00000000' }, { amount: '5.00000000' }]);
      // The seat is free: the player may join again.
      const back = await op.client.post(`/api/tournaments/${id}/players`, {
        user_id: user,
        entry_payment_details: { payment_id: `pay-again-${user}` },
      });
      expect(back.status).toBe(201);
    });

    it('concurrent leaves of one player refund it once', async () => {
      const id = (await platform.post(CREATE, crashBody(lobby()))).body.tournament_id;
      const { user, res } = await join(id, 20);
      const leaves = await Promise.all(
        Array.from({ length: 5 }, () => platform.delete(`${CREATE}/${id}/players/${res.body.internal_player_id}`)),
      );
      expect(leaves.map((r) => r.status).sort((x, y) => x - y)).toEqual([200, 409, 409, 409, 409]);
      expect(await balance(user)).toBe(20);
      const [{ n }] = await db().query(`SELECT count(*)::int AS n FROM ledger_entries WHERE entry_id = $1 AND kind = 'refund'`, [
        res.body.internal_player_id,
      ]);
      expect(n).toBe(1);
    });

    it('403 for a tournament of another operator, 404 for unknown tournaments and players', async () => {
      const id = (await platform.post(CREATE, crashBody(lobby()))).body.tournament_id;
      const { res } = await join(id);
      const stranger = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [other.operatorId])).apiKey });
      expectErrorBody(await stranger.delete(`${CREATE}/${id}/players/${res.body.player_id}`), 403, 'forbidden', {
        code: 'RESOURCE_FORBIDDEN',
      });
      expectErrorBody(await platform.delete(`${CREATE}/019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01/players/x`), 404, 'tournament_not_found');
      expectErrorBody(await platform.delete(`${CREATE}/${id}/players/019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01`), 404, 'player_not_found');
      expect((await op.client.get(`/api/tournaments/${id}`)).body.tournament.currentPlayers).toBe(1);
    });
  });

  describe('scheduler', () => {
    it('completes a started tournament durationMinutes after its start', async () => {
      const id = (await platform.post(CREATE, crashBody(lobby(), { minPlayers: 2, durationMinutes: 10 }))).body.tournament_id;
      for (let i = 0; i < 2; i++) expect((await join(id)).res.status).toBe(201);
      expect((await op.client.get(`/api/tournaments/${id}`)).body.tournament.status).toBe('in_progress');
      const scheduler = t.app.get(TournamentScheduler);
      clock.advance(10 * MINUTE - 1);
      expect((await scheduler.runOnce()).completed).not.toContain(id);
      clock.advance(1);
      expect((await scheduler.runOnce()).completed).toContain(id);
      expect((await op.client.get(`/api/tournaments/${id}`)).body.tournament).toMatchObject({ status: 'completed', type: 'hop_on_off' });
    });

    it('cancels a tournament still below minPlayers after waitTimeoutMinutes, with refunds', async () => {
      const id = (await platform.post(CREATE, crashBody(lobby(), { waitTimeoutMinutes: 15 }))).body.tournament_id;
      const players = [await join(id, 12), await join(id, 12)];
      expect(players.map((p) => p.res.status)).toEqual([201, 201]);
      const scheduler = t.app.get(TournamentScheduler);
      clock.advance(15 * MINUTE - 1);
      expect((await scheduler.runOnce()).cancelled).not.toContain(id);
      clock.advance(1);
      expect((await scheduler.runOnce()).cancelled).toContain(id);
      const tournament = (await op.client.get(`/api/tournaments/${id}`)).body.tournament;
      expect(tournament).toMatchObject({ status: 'cancelled', cancellationReason: 'min_players_not_reached', currentPlayers: 0 });
      for (const { user } of players) expect(await balance(user)).toBe(12);
      const notifications = await db().query('SELECT event_type FROM platform_notifications WHERE tournament_id = $1', [id]);
      expect(notifications).toEqual([{ event_type: 'tournament.cancelled' }]);
    });
  });

  it('leaves entry_standings equal to the seated entries, row by row, after all of the above', async () => {
    const source = t.app.get(DataSource);
    expect(await seatedEntries(source)).toBeGreaterThan(0);
    expect(await standingsDrift(source)).toEqual([]);
  });
});

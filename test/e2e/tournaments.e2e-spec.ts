import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createKey, createOperator, operatorWithKey } from '../support/factories';
import { HttpClient, HttpResponse } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import {
  countTournaments,
  createTournament,
  createTournamentId,
  expectErrorBody,
  outboxEvents,
  seatPlayers,
  tournamentBody,
} from '../support/tournament-fixtures';

// The operator tournament endpoints (spec 1-5, D5 start/complete) end to end over HTTP: success
// shapes field by field (D2, D8), the lifecycle and its 409s (D3, D5), outbox events (D12),
// Idempotency-Key replays (D12b) and the doubled /api/api prefix (D1).

type Operator = Awaited<ReturnType<typeof operatorWithKey>>;

const ISO_MS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every key of the Tournament object, none omitted (D2). */
const TOURNAMENT_KEYS = [
  'actualStartTime',
  'cancellationReason',
  'cancelledAt',
  'completedAt',
  'createdAt',
  'currency',
  'currentPlayers',
  'entryFee',
  'externalId',
  'gameConfig',
  'gameSlug',
  'lobbyKey',
  'maxPlayers',
  'minPlayers',
  'name',
  'prizePool',
  'scheduledStart',
  'seriesId',
  'settings',
  'status',
  'tournamentId',
  'tournamentType',
  'type',
  'updatedAt',
];

const DEFAULT_SETTINGS = {
  tournament_type: 'points_based',
  start_when_full: false,
  duration_minutes: null,
  late_registration_minutes: 0,
  max_entries_per_player: 1,
  rebuy_enabled: false,
  rebuy_fee: 10,
  rake_percent: 0,
  tie_break: 'earliest',
  game_url: null,
};

describe('tournaments: operator endpoints (spec 1-5, D5, D8)', () => {
  let t: TestApp;
  let op: Operator;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp();
    op = await operatorWithKey(t);
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const get = (id: string) => op.client.get(`/api/tournaments/${id}`);
  const tournamentOf = async (id: string) => (await get(id)).body.tournament;
  const eventTypes = async (id: string) => (await outboxEvents(t, id)).map((e) => e.event_type);
  /** `n` times the same event type: the events one call writes per player (D12). */
  const times = (n: number, type: string): string[] => Array.from({ length: n }, () => type);

  /** The entries of a tournament in registration order, read from the database (not the API). */
  async function entriesOf(
    id: string,
  ): Promise<Array<{ id: string; player_id: string; user_id: string; display_name: string; status: string }>> {
    return db.query(
      `SELECT e.id, e.player_id, p.external_id AS user_id, e.display_name, e.status
       FROM tournament_entries e JOIN players p ON p.id = e.player_id AND p.operator_id = e.operator_id
       WHERE e.tournament_id = $1 ORDER BY e.registered_at, e.id`,
      [id],
    );
  }

  /**
   * The leaderboard preview of players who have no points yet (D7): every seated player ranked
   * by registration (ties on points go to the earlier), named by its user id (D2 default).
   */
  async function zeroPointPreview(id: string, status: string): Promise<unknown[]> {
    const entries = await entriesOf(id);
    for (const e of entries) expect(e.display_name).toBe(e.user_id);
    return entries.map((e, i) => ({ position: i + 1, player_id: e.player_id, display_name: e.user_id, points: '0', status }));
  }

  /** A player's transfer-wallet balances (D9). */
  const balancesOf = async (userId: string) => (await op.client.get(`/api/players/${userId}/wallet`)).body.balances;

  /** A scheduled tournament with `players` seats taken, then started by the operator. */
  async function startedTournament(client: HttpClient = op.client, players = 2, overrides: Record<string, unknown> = {}): Promise<string> {
    const id = await createTournamentId(client, overrides);
    await seatPlayers(t, id, players);
    const res = await client.post(`/api/tournaments/${id}/start`);
    expect(res.status).toBe(200);
    return id;
  }

  async function completedTournament(): Promise<string> {
    const id = await startedTournament();
    expect((await op.client.post(`/api/tournaments/${id}/complete`)).status).toBe(200);
    return id;
  }

  async function cancelledTournament(): Promise<string> {
    const id = await createTournamentId(op.client);
    expect((await op.client.delete(`/api/tournaments/${id}`, { reason: 'test' })).status).toBe(200);
    return id;
  }

  describe('create (spec 1)', () => {
    it('answers 201 with tournament_id, status, estimated_prize_pool and the whole Tournament object', async () => {
      const before = Date.now();
      const body = tournamentBody({
        name: '  Sunday Slots Showdown  ',
        external_id: `acme:2099-03-01@sunday.${randomUUID().slice(0, 8)}`,
        game: 'book-of-gold',
        scheduled_start: '2099-03-01T12:30:00+02:00',
        entry_fee: 10.5,
        max_players: 100,
        min_players: 2,
        prize_pool: { total: 500, distribution: { '1': 60, '2': 25, '3-4': 7.5 } },
        config: { tournament_type: 'leaderboard', rake_percent: 10, duration_minutes: 90, reels: 5, theme: { color: 'gold' } },
      });
      const res = await op.client.post('/api/tournaments', body);
      expect(res.status).toBe(201);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const id = res.body.tournament_id;
      expect(id).toMatch(UUID);
      expect(Object.keys(res.body).sort()).toEqual(['estimated_prize_pool', 'status', 'tournament', 'tournament_id']);
      expect(res.body.status).toBe('scheduled');
      // D8: 100 seats × 10.50 = 1050, less 10 % rake = 945, above the 500 guarantee.
      expect(res.body.estimated_prize_pool).toBe(945);
      const tournament = res.body.tournament;
      expect(Object.keys(tournament).sort()).toEqual(TOURNAMENT_KEYS);
      expect(tournament).toEqual({
        tournamentId: id,
        externalId: body.external_id,
        name: 'Sunday Slots Showdown',
        gameSlug: 'book-of-gold',
        status: 'scheduled',
        tournamentType: 'leaderboard',
        scheduledStart: '2099-03-01T10:30:00.000Z',
        actualStartTime: null,
        completedAt: null,
        cancelledAt: null,
        cancellationReason: null,
        maxPlayers: 100,
        minPlayers: 2,
        currentPlayers: 0,
        entryFee: 10.5,
        currency: 'EUR',
        prizePool: { totalAmount: 500, currency: 'EUR', guaranteedPrize: 500, distribution: { '1': 60, '2': 25, '3-4': 7.5 } },
        gameConfig: { reels: 5, theme: { color: 'gold' } },
        settings: { ...DEFAULT_SETTINGS, tournament_type: 'leaderboard', rake_percent: 10, duration_minutes: 90, rebuy_fee: 10.5 },
        type: 'scheduled',
        lobbyKey: null,
        seriesId: null,
        createdAt: expect.stringMatching(ISO_MS_UTC),
        updatedAt: expect.stringMatching(ISO_MS_UTC),
      });
      const createdAt = Date.parse(tournament.createdAt);
      expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
      expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
      // What GET returns is what create returned.
      expect(await tournamentOf(id)).toEqual(tournament);
    });

    it('fills defaults: min_players 1, unlimited capacity, default distribution, empty gameConfig, points_based', async () => {
      const res = await createTournament(op.client, { entry_fee: 20, prize_pool: undefined, config: undefined, max_players: undefined });
      const tournament = res.body.tournament;
      expect(tournament).toMatchObject({
        maxPlayers: null,
        minPlayers: 1,
        tournamentType: 'points_based',
        gameConfig: {},
        settings: { ...DEFAULT_SETTINGS, rebuy_fee: 20 },
        prizePool: { totalAmount: 0, currency: 'EUR', guaranteedPrize: 0, distribution: { '1': 50, '2': 30, '3': 20 } },
      });
      // D8: unlimited capacity → the estimate is the guarantee alone (none here).
      expect(res.body.estimated_prize_pool).toBe(0);
    });

    it('estimates an unlimited tournament at its guarantee, whatever the entry fee (D8)', async () => {
      const res = await createTournament(op.client, { entry_fee: 25, max_players: null, prize_pool: { total: 250.75 } });
      expect(res.body.estimated_prize_pool).toBe(250.75);
      expect(res.body.tournament.maxPlayers).toBeNull();
      expect(res.body.tournament.prizePool).toMatchObject({ totalAmount: 250.75, guaranteedPrize: 250.75 });
    });

    it('computes money exactly to the minor unit, never in binary floating point (D2)', async () => {
      // 3 × 0.10 is 0.30000000000000004 in floating point.
      const res = await createTournament(op.client, { entry_fee: 0.1, max_players: 3 });
      expect(res.body.estimated_prize_pool).toBe(0.3);
      expect(res.text).toContain('"estimated_prize_pool":0.3,');
      expect(res.body.tournament.entryFee).toBe(0.1);
      // Rake rounds the pool down to the cent: 7 × 0.99 = 6.93, less 12.5 % = 6.06375 → 6.06.
      const raked = await createTournament(op.client, { entry_fee: 0.99, max_players: 7, config: { rake_percent: 12.5 } });
      expect(raked.body.estimated_prize_pool).toBe(6.06);
    });

    it("uses the operator's currency by default, and a currency's own digits (JPY has none)", async () => {
      const operator = await createOperator(t, { currency: 'GBP' });
      const gbp = await createKey(t, operator.operatorId);
      const pounds = await createTournament(gbp.client, { entry_fee: 2.5, max_players: 4 });
      expect(pounds.body.tournament).toMatchObject({ currency: 'GBP', entryFee: 2.5, prizePool: { currency: 'GBP' } });
      expect(pounds.body.estimated_prize_pool).toBe(10);

      const yen = await createTournament(gbp.client, { currency: 'JPY', entry_fee: 1500, max_players: 3, config: { rake_percent: 10 } });
      expect(yen.body.tournament).toMatchObject({ currency: 'JPY', entryFee: 1500, prizePool: { currency: 'JPY', totalAmount: 0 } });
      expect(yen.body.estimated_prize_pool).toBe(4050);
      // A fraction of a yen does not exist.
      const fraction = await gbp.client.post('/api/tournaments', tournamentBody({ currency: 'JPY', entry_fee: 10.5 }));
      expect(fraction.status).toBe(422);
      expect(fraction.body.errors).toEqual({ entry_fee: [expect.stringMatching(/JPY|decimal/)] });
    });

    it('refuses a second tournament with the same external_id for the operator (409), and allows it for another operator', async () => {
      const body = tournamentBody();
      expect((await op.client.post('/api/tournaments', body)).status).toBe(201);
      const count = await countTournaments(t, op.operatorId);
      const again = await op.client.post('/api/tournaments', { ...body, name: 'Another name' });
      expectErrorBody(again, 409, 'duplicate_external_id');
      expect(await countTournaments(t, op.operatorId)).toBe(count);

      const other = await operatorWithKey(t);
      expect((await other.client.post('/api/tournaments', body)).status).toBe(201);
    });

    it('writes one tournament.created outbox event holding the tournament (D12)', async () => {
      const res = await createTournament(op.client, { config: { reels: 3 } });
      const events = await outboxEvents(t, res.body.tournament_id);
      expect(events.map((e) => [e.event_type, Number(e.sequence)])).toEqual([['tournament.created', 1]]);
      expect(events[0].data).toMatchObject({
        tournamentId: res.body.tournament_id,
        name: res.body.tournament.name,
        status: 'scheduled',
        gameConfig: { reels: 3 },
      });
    });

    it('works under the doubled prefix /api/api (D1)', async () => {
      const res = await op.client.post('/api/api/tournaments', tournamentBody({ name: 'Doubled' }));
      expect(res.status).toBe(201);
      const id = res.body.tournament_id;
      const viaDouble = await op.client.get(`/api/api/tournaments/${id}`);
      expect(viaDouble.status).toBe(200);
      expect(viaDouble.body).toEqual((await get(id)).body);
      expect((await op.client.get(`/api/api/tournaments/${id}/status`)).body.status).toBe('scheduled');
      const listed = await op.client.get('/api/api/tournaments?limit=100');
      expect(listed.status).toBe(200);
      expect(listed.body.tournaments.map((x: any) => x.tournamentId)).toContain(id);
      const updated = await op.client.put(`/api/api/tournaments/${id}`, { name: 'Doubled again' });
      expect(updated.body.tournament.name).toBe('Doubled again');
      expect((await op.client.delete(`/api/api/tournaments/${id}`, { reason: 'doubled' })).status).toBe(200);
      expect((await tournamentOf(id)).status).toBe('cancelled');
    });
  });

  describe('update (spec 2, D5)', () => {
    it('changes each field sent and leaves the others, answering 200 { tournament }', async () => {
      const created = (
        await createTournament(op.client, { min_players: 2, max_players: 10, entry_fee: 5, config: { reels: 5, lines: 20 } })
      ).body.tournament;
      const start = new Date(Date.now() + 3 * 3600_000);
      start.setUTCMilliseconds(0);
      const res = await op.client.put(`/api/tournaments/${created.tournamentId}`, {
        name: 'Renamed',
        scheduled_start: start.toISOString().replace('Z', '+00:00'),
        max_players: 20,
        min_players: 4,
        entry_fee: 7.25,
        prize_pool: { total: 100, distribution: { '1': 70, '2': 30 } },
      });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['tournament']);
      expect(res.body.tournament).toEqual({
        ...created,
        name: 'Renamed',
        scheduledStart: start.toISOString(),
        maxPlayers: 20,
        minPlayers: 4,
        entryFee: 7.25,
        prizePool: { totalAmount: 100, currency: 'EUR', guaranteedPrize: 100, distribution: { '1': 70, '2': 30 } },
        settings: { ...created.settings, rebuy_fee: 7.25 },
        updatedAt: expect.stringMatching(ISO_MS_UTC),
      });
      expect(Date.parse(res.body.tournament.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
      expect(await tournamentOf(created.tournamentId)).toEqual(res.body.tournament);
    });

    it.each([
      ['name', { name: 'Only the name' }, { name: 'Only the name' }],
      ['min_players', { min_players: 3 }, { minPlayers: 3 }],
      ['max_players', { max_players: 50 }, { maxPlayers: 50 }],
      ['max_players null (unlimited)', { max_players: null }, { maxPlayers: null }],
      ['entry_fee', { entry_fee: 0 }, { entryFee: 0 }],
    ])('changes %s alone', async (_label, patch, expected) => {
      const created = (await createTournament(op.client, { max_players: 10 })).body.tournament;
      const res = await op.client.put(`/api/tournaments/${created.tournamentId}`, patch);
      expect(res.status).toBe(200);
      const { updatedAt: _u, settings: _s, ...rest } = res.body.tournament;
      const { updatedAt: _u2, settings: _s2, ...before } = created;
      expect(rest).toEqual({ ...before, ...expected });
    });

    it('merges config key by key: new keys added, sent keys replaced, null removes a key (D5)', async () => {
      const created = (
        await createTournament(op.client, { config: { reels: 5, lines: 20, theme: { color: 'gold', music: true }, rake_percent: 5 } })
      ).body.tournament;
      const res = await op.client.put(`/api/tournaments/${created.tournamentId}`, {
        config: { lines: 25, theme: { color: 'red' }, bonus: 'free-spins', reels: null, rake_percent: null, duration_minutes: 45 },
      });
      expect(res.status).toBe(200);
      expect(res.body.tournament.gameConfig).toEqual({ lines: 25, theme: { color: 'red' }, bonus: 'free-spins' });
      expect(res.body.tournament.settings).toMatchObject({ rake_percent: 0, duration_minutes: 45 });
      const [row] = await db.query('SELECT config FROM tournaments WHERE id = $1', [created.tournamentId]);
      expect(row.config).toEqual({ lines: 25, theme: { color: 'red' }, bonus: 'free-spins', duration_minutes: 45 });
    });

    it('changes the entry fee only while nobody is registered; sending the current fee again is fine (D5)', async () => {
      const id = await createTournamentId(op.client, { entry_fee: 10, max_players: 10 });
      await seatPlayers(t, id, 1);
      const refused = await op.client.put(`/api/tournaments/${id}`, { entry_fee: 12, name: 'Ignored too' });
      expectErrorBody(refused, 422, 'validation_error', { errors: { entry_fee: [expect.stringContaining('registered')] } });
      const tournament = await tournamentOf(id);
      expect(tournament).toMatchObject({ entryFee: 10 });
      expect(tournament.name).not.toBe('Ignored too');
      const same = await op.client.put(`/api/tournaments/${id}`, { entry_fee: 10, name: 'Same fee' });
      expect(same.status).toBe(200);
      expect(same.body.tournament).toMatchObject({ entryFee: 10, name: 'Same fee' });
    });

    it('refuses max_players below the registered count (422) and accepts it equal to the count', async () => {
      const id = await createTournamentId(op.client, { max_players: 10 });
      await seatPlayers(t, id, 4);
      const below = await op.client.put(`/api/tournaments/${id}`, { max_players: 3 });
      expectErrorBody(below, 422, 'validation_error', { errors: { max_players: [expect.stringContaining('4')] } });
      expect((await tournamentOf(id)).maxPlayers).toBe(10);
      const equal = await op.client.put(`/api/tournaments/${id}`, { max_players: 4 });
      expect(equal.status).toBe(200);
      expect(equal.body.tournament).toMatchObject({ maxPlayers: 4, currentPlayers: 4 });
    });

    it('checks min_players against the max_players the tournament would have', async () => {
      const id = await createTournamentId(op.client, { min_players: 2, max_players: 5 });
      const res = await op.client.put(`/api/tournaments/${id}`, { min_players: 6 });
      expectErrorBody(res, 422, 'validation_error', { errors: { min_players: [expect.any(String)] } });
      expect((await op.client.put(`/api/tournaments/${id}`, { min_players: 6, max_players: 8 })).status).toBe(200);
    });

    it('writes a tournament.updated event per successful update and none for a refused one', async () => {
      const id = await createTournamentId(op.client);
      expect((await op.client.put(`/api/tournaments/${id}`, { name: 'First change' })).status).toBe(200);
      expect((await op.client.put(`/api/tournaments/${id}`, { max_players: 0 })).status).toBe(422);
      const events = await outboxEvents(t, id);
      expect(events.map((e) => [e.event_type, Number(e.sequence)])).toEqual([
        ['tournament.created', 1],
        ['tournament.updated', 2],
      ]);
      expect(events[1].data).toMatchObject({ tournamentId: id, name: 'First change' });
    });

    it('is refused once started or completed (409 tournament_started) and when cancelled (409 tournament_cancelled)', async () => {
      const started = await startedTournament();
      const completed = await completedTournament();
      const cancelled = await cancelledTournament();
      for (const id of [started, completed]) {
        const before = await tournamentOf(id);
        expectErrorBody(await op.client.put(`/api/tournaments/${id}`, { name: 'Too late' }), 409, 'tournament_started');
        expect(await tournamentOf(id)).toEqual(before);
      }
      expectErrorBody(await op.client.put(`/api/tournaments/${cancelled}`, { name: 'Too late' }), 409, 'tournament_cancelled');
      expect((await tournamentOf(cancelled)).name).not.toBe('Too late');
    });
  });

  describe('cancel (spec 3, D5)', () => {
    it('answers 200 { cancelled, reason, refunds } and marks the tournament cancelled', async () => {
      const id = await createTournamentId(op.client, { max_players: 10 });
      const res = await op.client.delete(`/api/tournaments/${id}`, { reason: '  Game provider outage ' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ cancelled: true, reason: 'Game provider outage', refunds: { totalRefunded: 0, playersRefunded: 0 } });
      const tournament = await tournamentOf(id);
      expect(tournament).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'Game provider outage',
        cancelledAt: expect.stringMatching(ISO_MS_UTC),
      });
      expect(Math.abs(Date.parse(tournament.cancelledAt) - Date.now())).toBeLessThan(10_000);
      const events = await outboxEvents(t, id);
      expect(events.map((e) => e.event_type)).toEqual(['tournament.created', 'tournament.cancelled']);
      expect(events[1].data).toMatchObject({ reason: 'Game provider outage', statusBeforeCancellation: 'scheduled' });
    });

    it('cancels a tournament in progress, refunding its active players', async () => {
      const id = await startedTournament();
      const res = await op.client.delete(`/api/tournaments/${id}`, { reason: 'Server fire' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ cancelled: true, reason: 'Server fire', refunds: { totalRefunded: 20, playersRefunded: 2 } });
      expect((await tournamentOf(id)).status).toBe('cancelled');
      const events = await outboxEvents(t, id);
      expect(events.map((e) => e.event_type)).toEqual([
        'tournament.created',
        ...times(2, 'player.registered'),
        'tournament.started',
        ...times(2, 'player.refunded'),
        'tournament.cancelled',
      ]);
      expect(events[6]).toMatchObject({
        event_type: 'tournament.cancelled',
        data: { statusBeforeCancellation: 'in_progress', refunds: { totalRefunded: 20, playersRefunded: 2 } },
      });
      expect((await entriesOf(id)).map((e) => e.status)).toEqual(['refunded', 'refunded']);
      await expectLedgerReconciles(t);
    });

    it('refunds every paid entry of a scheduled tournament: totalRefunded, playersRefunded, wallets and events (D5, D9, D12)', async () => {
      const id = await createTournamentId(op.client, { entry_fee: 7.35, max_players: 10, prize_pool: { total: 5 } });
      await seatPlayers(t, id, 3);
      const entries = await entriesOf(id);
      for (const e of entries) expect(await balancesOf(e.user_id)).toEqual([{ currency: 'EUR', amount: 0 }]);
      // D8: 3 × 7.35 = 22.05 collected, above the 5 guarantee.
      expect((await tournamentOf(id)).prizePool).toMatchObject({ totalAmount: 22.05, guaranteedPrize: 5 });

      const res = await op.client.delete(`/api/tournaments/${id}`, { reason: 'Not enough interest' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ cancelled: true, reason: 'Not enough interest', refunds: { totalRefunded: 22.05, playersRefunded: 3 } });
      // Every player has the entry fee back, once.
      for (const e of entries) expect(await balancesOf(e.user_id)).toEqual([{ currency: 'EUR', amount: 7.35 }]);
      expect((await entriesOf(id)).map((e) => e.status)).toEqual(['refunded', 'refunded', 'refunded']);

      const events = await outboxEvents(t, id);
      expect(events.map((e) => [e.event_type, Number(e.sequence)])).toEqual([
        ['tournament.created', 1],
        ['player.registered', 2],
        ['player.registered', 3],
        ['player.registered', 4],
        ['player.refunded', 5],
        ['player.refunded', 6],
        ['player.refunded', 7],
        ['tournament.cancelled', 8],
      ]);
      expect(events.slice(1, 4).map((e) => e.data)).toEqual(
        entries.map((e, i) =>
          expect.objectContaining({
            playerId: e.player_id,
            internalPlayerId: e.id,
            externalUserId: e.user_id,
            entryFee: 7.35,
            currency: 'EUR',
            currentPlayers: i + 1,
          }),
        ),
      );
      expect(events.slice(4, 7).map((e) => e.data)).toEqual(
        entries.map((e) =>
          expect.objectContaining({
            playerId: e.player_id,
            internalPlayerId: e.id,
            amount: 7.35,
            currency: 'EUR',
            reason: 'tournament_cancelled',
          }),
        ),
      );
      expect(events[7].data).toMatchObject({
        reason: 'Not enough interest',
        statusBeforeCancellation: 'scheduled',
        refunds: { totalRefunded: 22.05, playersRefunded: 3 },
      });

      // Refunded players are no longer seated: nobody to rank, nothing collected but the guarantee.
      const details = (await get(id)).body;
      expect(details.leaderboard_preview).toEqual([]);
      expect(details.player_count).toBe(0);
      expect(details.participation_stats).toMatchObject({ total_registered: 0, active_players: 0, total_entries: 0 });
      expect(details.prize_pool).toMatchObject({ totalAmount: 5, guaranteedPrize: 5 });
      await expectLedgerReconciles(t);
    });

    it('counts only paid entries as refunded: players of a free tournament get nothing back (D5)', async () => {
      const id = await createTournamentId(op.client, { entry_fee: 0 });
      await seatPlayers(t, id, 2);
      const res = await op.client.delete(`/api/tournaments/${id}`, { reason: 'Free roll called off' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ cancelled: true, reason: 'Free roll called off', refunds: { totalRefunded: 0, playersRefunded: 0 } });
      expect((await entriesOf(id)).map((e) => e.status)).toEqual(['refunded', 'refunded']);
      const [row] = await db.query("SELECT count(*)::int AS n FROM ledger_entries WHERE tournament_id = $1 AND kind = 'refund'", [id]);
      expect(Number(row.n)).toBe(0);
    });

    it('refuses a second cancel (409 tournament_cancelled) and a cancel of a completed tournament (409 tournament_completed)', async () => {
      const cancelled = await cancelledTournament();
      const reasonBefore = (await tournamentOf(cancelled)).cancellationReason;
      expectErrorBody(await op.client.delete(`/api/tournaments/${cancelled}`, { reason: 'again' }), 409, 'tournament_cancelled');
      expect((await tournamentOf(cancelled)).cancellationReason).toBe(reasonBefore);
      const completed = await completedTournament();
      expectErrorBody(await op.client.delete(`/api/tournaments/${completed}`, { reason: 'too late' }), 409, 'tournament_completed');
      expect((await tournamentOf(completed)).status).toBe('completed');
      expect(await eventTypes(cancelled)).toEqual(['tournament.created', 'tournament.cancelled']);
    });
  });

  describe('details (spec 4)', () => {
    it('answers the tournament, player_count, prize_pool, the leaderboard_preview and participation_stats', async () => {
      const id = await createTournamentId(op.client, { max_players: 8, prize_pool: { total: 40 } });
      await seatPlayers(t, id, 2);
      const res = await get(id);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual([
        'leaderboard_preview',
        'participation_stats',
        'player_count',
        'prize_pool',
        'tournament',
      ]);
      expect(Object.keys(res.body.tournament).sort()).toEqual(TOURNAMENT_KEYS);
      expect(res.body).toEqual({
        tournament: expect.objectContaining({ tournamentId: id, currentPlayers: 2, maxPlayers: 8 }),
        player_count: 2,
        // D8: 2 × 10 = 20 collected, below the 40 guarantee.
        prize_pool: { totalAmount: 40, currency: 'EUR', guaranteedPrize: 40, distribution: { '1': 50, '2': 30, '3': 20 } },
        leaderboard_preview: await zeroPointPreview(id, 'registered'),
        participation_stats: {
          total_registered: 2,
          active_players: 0,
          eliminated_players: 0,
          total_entries: 2,
          fill_rate_percent: 25,
          seats_available: 6,
        },
      });
      expect(res.body.prize_pool).toEqual(res.body.tournament.prizePool);
      expect(res.body.leaderboard_preview).toHaveLength(2);
    });

    it('previews at most the first 10 players of the leaderboard (D7)', async () => {
      const id = await createTournamentId(op.client, { entry_fee: 1, max_players: 12 });
      await seatPlayers(t, id, 12);
      const res = await get(id);
      expect(res.body.player_count).toBe(12);
      expect(res.body.leaderboard_preview).toEqual((await zeroPointPreview(id, 'registered')).slice(0, 10));
      expect(res.body.participation_stats).toEqual({
        total_registered: 12,
        active_players: 0,
        eliminated_players: 0,
        total_entries: 12,
        fill_rate_percent: 100,
        seats_available: 0,
      });
      // D8: 12 × 1 collected, no guarantee.
      expect(res.body.prize_pool).toMatchObject({ totalAmount: 12, guaranteedPrize: 0 });
    });

    it('reports null fill rate and seats for an unlimited tournament, and active players once started', async () => {
      const id = await startedTournament(op.client, 3, { max_players: null });
      const res = await get(id);
      expect(res.body.player_count).toBe(3);
      expect(res.body.leaderboard_preview).toEqual(await zeroPointPreview(id, 'active'));
      // D8: 3 × 10 collected, no guarantee.
      expect(res.body.prize_pool).toMatchObject({ totalAmount: 30, guaranteedPrize: 0 });
      expect(res.body.participation_stats).toEqual({
        total_registered: 3,
        active_players: 3,
        eliminated_players: 0,
        total_entries: 3,
        fill_rate_percent: null,
        seats_available: null,
      });
    });
  });

  describe('status (spec 5, D5)', () => {
    it.each([
      ['scheduled', 'registration', true],
      ['in_progress', 'in_play', false],
      ['completed', 'finished', false],
      ['cancelled', 'cancelled', false],
    ])('reports a %s tournament as phase %s', async (status, phase, open) => {
      const id =
        status === 'scheduled'
          ? await createTournamentId(op.client)
          : status === 'in_progress'
            ? await startedTournament(op.client, 3)
            : status === 'completed'
              ? await completedTournament()
              : await cancelledTournament();
      if (status === 'scheduled') await seatPlayers(t, id, 3);
      const res = await op.client.get(`/api/tournaments/${id}/status`);
      expect(res.status).toBe(200);
      const registered = status === 'cancelled' ? 0 : status === 'completed' ? 2 : 3;
      expect(res.body).toEqual({
        tournament_id: id,
        status,
        current_phase: phase,
        player_counts: { total_registered: registered, active_players: status === 'in_progress' ? 3 : 0, eliminated_players: 0 },
        active_games: [],
        registration_open: open,
        registration_closes_at: null,
      });
    });
  });

  it('reports round_<n> once the game platform has reported a round (D5)', async () => {
    const id = await startedTournament();
    await db.query('UPDATE tournaments SET current_round = 2 WHERE id = $1', [id]);
    expect((await op.client.get(`/api/tournaments/${id}/status`)).body.current_phase).toBe('round_2');
  });

  describe('start (D5)', () => {
    it('starts a scheduled tournament now: 200 { tournament, actual_start_time, final_player_count, final_prize_pool, message }', async () => {
      const id = await createTournamentId(op.client, { min_players: 2, max_players: 6, prize_pool: { total: 75.5 } });
      await seatPlayers(t, id, 2);
      const before = Date.now();
      const res = await op.client.post(`/api/tournaments/${id}/start`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual([
        'actual_start_time',
        'final_player_count',
        'final_prize_pool',
        'message',
        'tournament',
      ]);
      expect(res.body).toEqual({
        tournament: expect.objectContaining({
          tournamentId: id,
          status: 'in_progress',
          actualStartTime: res.body.actual_start_time,
          currentPlayers: 2,
        }),
        actual_start_time: expect.stringMatching(ISO_MS_UTC),
        final_player_count: 2,
        final_prize_pool: 75.5,
        message: expect.any(String),
      });
      expect(Date.parse(res.body.actual_start_time)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(res.body.actual_start_time)).toBeLessThanOrEqual(Date.now() + 1000);
      expect(await tournamentOf(id)).toEqual(res.body.tournament);
      const events = await outboxEvents(t, id);
      expect(events.map((e) => e.event_type)).toEqual([
        'tournament.created',
        'player.registered',
        'player.registered',
        'tournament.started',
      ]);
      expect(events[3].data).toMatchObject({
        actualStartTime: res.body.actual_start_time,
        initialPlayerCount: 2,
        maxPlayers: 6,
        trigger: 'operator',
        prizePool: { totalAmount: 75.5, guaranteedPrize: 75.5 },
      });
      // Registered players become active at the start (D6).
      expect((await get(id)).body.leaderboard_preview).toEqual(await zeroPointPreview(id, 'active'));
    });

    it('reports as final_prize_pool the fees collected less the rake, rounded down, when above the guarantee (D8)', async () => {
      const id = await createTournamentId(op.client, {
        entry_fee: 9.99,
        max_players: 5,
        prize_pool: { total: 5 },
        config: { rake_percent: 12.5 },
      });
      await seatPlayers(t, id, 3);
      const res = await op.client.post(`/api/tournaments/${id}/start`);
      expect(res.status).toBe(200);
      // 3 × 9.99 = 29.97, less 12.5 % = 26.22375 → 26.22, above the 5 guarantee.
      expect(res.body).toMatchObject({ final_player_count: 3, final_prize_pool: 26.22 });
      expect(res.body.tournament.prizePool).toEqual({
        totalAmount: 26.22,
        currency: 'EUR',
        guaranteedPrize: 5,
        distribution: { '1': 50, '2': 30, '3': 20 },
      });
      const [, , , , started] = await outboxEvents(t, id);
      expect(started).toMatchObject({
        event_type: 'tournament.started',
        data: { initialPlayerCount: 3, prizePool: { totalAmount: 26.22, guaranteedPrize: 5 } },
      });
    });

    it('refuses to start with fewer players than min_players (422) and changes nothing', async () => {
      const id = await createTournamentId(op.client, { min_players: 3 });
      await seatPlayers(t, id, 2);
      const res = await op.client.post(`/api/tournaments/${id}/start`);
      expectErrorBody(res, 422, 'validation_error', { errors: { min_players: [expect.stringContaining('3')] } });
      expect(await tournamentOf(id)).toMatchObject({ status: 'scheduled', actualStartTime: null });
      expect(await eventTypes(id)).toEqual(['tournament.created', 'player.registered', 'player.registered']);
      expect((await entriesOf(id)).map((e) => e.status)).toEqual(['registered', 'registered']);
    });

    it('refuses a tournament that is not scheduled (409), saying why', async () => {
      const started = await startedTournament();
      expectErrorBody(await op.client.post(`/api/tournaments/${started}/start`), 409, 'tournament_started');
      const cancelled = await cancelledTournament();
      expectErrorBody(await op.client.post(`/api/tournaments/${cancelled}/start`), 409, 'tournament_cancelled');
      const completed = await completedTournament();
      expectErrorBody(await op.client.post(`/api/tournaments/${completed}/start`), 409, 'tournament_completed');
      expect((await tournamentOf(cancelled)).actualStartTime).toBeNull();
      expect(await eventTypes(started)).toEqual(['tournament.created', 'player.registered', 'player.registered', 'tournament.started']);
    });
  });

  describe('complete (D5)', () => {
    it('completes a tournament in progress: 200 with the completed tournament', async () => {
      const id = await startedTournament(op.client, 4, { max_players: 10, prize_pool: { total: 12 } });
      const res = await op.client.post(`/api/tournaments/${id}/complete`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        tournament: expect.objectContaining({ tournamentId: id, status: 'completed', completedAt: res.body.completed_at }),
        completed_at: expect.stringMatching(ISO_MS_UTC),
        final_player_count: 4,
        // D8: 4 × 10 = 40 collected, above the 12 guarantee.
        final_prize_pool: 40,
        message: expect.any(String),
      });
      expect(res.body.tournament.prizePool).toMatchObject({ totalAmount: 40, guaranteedPrize: 12 });
      expect(Date.parse(res.body.completed_at)).toBeGreaterThanOrEqual(Date.parse(res.body.tournament.actualStartTime));
      expect(await tournamentOf(id)).toEqual(res.body.tournament);
      const events = await outboxEvents(t, id);
      // D8/D12: the three paid places (50/30/20) each get a prize.awarded event before completion.
      expect(events.map((e) => e.event_type)).toEqual([
        'tournament.created',
        ...times(4, 'player.registered'),
        'tournament.started',
        ...times(3, 'prize.awarded'),
        'tournament.completed',
      ]);
      expect(events[9].data).toMatchObject({ tournamentId: id, status: 'completed', prizePool: { totalAmount: 40, guaranteedPrize: 12 } });
      // D6: players with a prize become winners, any other player still in finished.
      const preview = await zeroPointPreview(id, 'finished');
      expect((await get(id)).body.leaderboard_preview).toEqual(
        preview.map((row, i) => (i < 3 ? { ...(row as object), status: 'winner' } : row)),
      );
      expect((await op.client.get(`/api/tournaments/${id}/status`)).body.player_counts).toEqual({
        total_registered: 4,
        active_players: 0,
        eliminated_players: 0,
      });
    });

    it('refuses a tournament that is not in progress (409)', async () => {
      const scheduled = await createTournamentId(op.client);
      expectErrorBody(await op.client.post(`/api/tournaments/${scheduled}/complete`), 409, 'tournament_not_started');
      expect((await tournamentOf(scheduled)).status).toBe('scheduled');
      const cancelled = await cancelledTournament();
      expectErrorBody(await op.client.post(`/api/tournaments/${cancelled}/complete`), 409, 'tournament_cancelled');
      const completed = await completedTournament();
      const before = await tournamentOf(completed);
      expectErrorBody(await op.client.post(`/api/tournaments/${completed}/complete`), 409, 'tournament_completed');
      expect(await tournamentOf(completed)).toEqual(before);
      expect(await eventTypes(scheduled)).toEqual(['tournament.created']);
    });
  });

  it('numbers the outbox events of one tournament 1, 2, 3... through its whole life (D12)', async () => {
    const id = await createTournamentId(op.client);
    await op.client.put(`/api/tournaments/${id}`, { name: 'Life' });
    await seatPlayers(t, id, 1);
    await op.client.post(`/api/tournaments/${id}/start`);
    await op.client.post(`/api/tournaments/${id}/complete`);
    const events = await outboxEvents(t, id);
    expect(events.map((e) => [e.event_type, Number(e.sequence)])).toEqual([
      ['tournament.created', 1],
      ['tournament.updated', 2],
      ['player.registered', 3],
      ['tournament.started', 4],
      ['prize.awarded', 5],
      ['tournament.completed', 6],
    ]);
  });

  describe('parallel requests', () => {
    it('creates one tournament when the same external_id arrives many times at once; the others get 409 duplicate_external_id', async () => {
      const body = tournamentBody();
      const count = await countTournaments(t, op.operatorId);
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) => op.client.post('/api/tournaments', { ...body, name: `Racer ${i}` })),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      for (const res of responses.filter((r) => r.status === 409)) expectErrorBody(res, 409, 'duplicate_external_id');
      expect(await countTournaments(t, op.operatorId)).toBe(count + 1);
    });

    it('cancels once when several cancels race; the others get 409 tournament_cancelled', async () => {
      const id = await createTournamentId(op.client);
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, i) => op.client.delete(`/api/tournaments/${id}`, { reason: `racer ${i}` })),
      );
      const winners = responses.filter((r) => r.status === 200);
      expect(winners).toHaveLength(1);
      for (const res of responses.filter((r) => r.status !== 200)) expectErrorBody(res, 409, 'tournament_cancelled');
      expect((await tournamentOf(id)).cancellationReason).toBe(winners[0].body.reason);
      expect(await eventTypes(id)).toEqual(['tournament.created', 'tournament.cancelled']);
    });

    it('lets exactly one of a racing start and cancel win', async () => {
      const id = await createTournamentId(op.client);
      await seatPlayers(t, id, 2);
      const [start, cancel] = await Promise.all([
        op.client.post(`/api/tournaments/${id}/start`),
        op.client.delete(`/api/tournaments/${id}`, { reason: 'race' }),
      ]);
      // Cancel is allowed after a start (in progress → cancelled); a start after a cancel is not.
      const final = (await tournamentOf(id)).status;
      expect(final).toBe('cancelled');
      expect(cancel.status).toBe(200);
      // Whichever came first, both paid entries are refunded once.
      expect(cancel.body.refunds).toEqual({ totalRefunded: 20, playersRefunded: 2 });
      const refunds = [...times(2, 'player.refunded'), 'tournament.cancelled'];
      if (start.status === 200)
        expect(await eventTypes(id)).toEqual(['tournament.created', ...times(2, 'player.registered'), 'tournament.started', ...refunds]);
      else {
        expectErrorBody(start, 409, 'tournament_cancelled');
        expect(await eventTypes(id)).toEqual(['tournament.created', ...times(2, 'player.registered'), ...refunds]);
      }
      await expectLedgerReconciles(t);
    });
  });

  describe('Idempotency-Key on tournament writes (D12b)', () => {
    const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

    function expectReplayOf(replay: HttpResponse, original: HttpResponse) {
      expect(replay.status).toBe(original.status);
      expect(replay.text).toBe(original.text);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    }

    it('replays a create with the same key and body, creating one tournament only', async () => {
      const key = `create-${randomUUID()}`;
      const body = tournamentBody({ max_players: 10 });
      const first = await op.client.post('/api/tournaments', body, withKey(key));
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const count = await countTournaments(t, op.operatorId);
      const second = await op.client.post('/api/tournaments', body, withKey(key));
      expectReplayOf(second, first);
      // The same key from the doubled prefix is the same request.
      expectReplayOf(await op.client.post('/api/api/tournaments', body, withKey(key)), first);
      expect(await countTournaments(t, op.operatorId)).toBe(count);
      const [row] = await db.query('SELECT count(*)::int AS n FROM tournaments WHERE operator_id = $1 AND external_id = $2', [
        op.operatorId,
        body.external_id,
      ]);
      expect(Number(row.n)).toBe(1);
      expect(await eventTypes(first.body.tournament_id)).toEqual(['tournament.created']);
    });

    it('answers 409 idempotency_conflict for the same key with another body, and creates nothing', async () => {
      const key = `create-${randomUUID()}`;
      const body = tournamentBody();
      expect((await op.client.post('/api/tournaments', body, withKey(key))).status).toBe(201);
      const count = await countTournaments(t, op.operatorId);
      const conflict = await op.client.post(
        '/api/tournaments',
        { ...body, name: 'Changed', external_id: `${body.external_id}-2` },
        withKey(key),
      );
      expectErrorBody(conflict, 409, 'idempotency_conflict');
      expect(await countTournaments(t, op.operatorId)).toBe(count);
    });

    it('replays a cancel with the same body, instead of 409 tournament_cancelled', async () => {
      const id = await createTournamentId(op.client);
      const key = `cancel-${randomUUID()}`;
      const first = await op.client.delete(`/api/tournaments/${id}`, { reason: 'Retry me' }, withKey(key));
      expect(first.status).toBe(200);
      const second = await op.client.delete(`/api/tournaments/${id}`, { reason: 'Retry me' }, withKey(key));
      expectReplayOf(second, first);
      expect(second.body).toEqual({ cancelled: true, reason: 'Retry me', refunds: { totalRefunded: 0, playersRefunded: 0 } });
      expect(await eventTypes(id)).toEqual(['tournament.created', 'tournament.cancelled']);
      expectErrorBody(await op.client.delete(`/api/tournaments/${id}`, { reason: 'Other' }, withKey(key)), 409, 'idempotency_conflict');
    });

    it('replays an update and a start with the same key', async () => {
      const id = await createTournamentId(op.client);
      const key = `update-${randomUUID()}`;
      const first = await op.client.put(`/api/tournaments/${id}`, { name: 'Once' }, withKey(key));
      expect(first.status).toBe(200);
      expectReplayOf(await op.client.put(`/api/tournaments/${id}`, { name: 'Once' }, withKey(key)), first);
      await seatPlayers(t, id, 1);
      const startKey = `start-${randomUUID()}`;
      const started = await op.client.post(`/api/tournaments/${id}/start`, undefined, withKey(startKey));
      expect(started.status).toBe(200);
      expectReplayOf(await op.client.post(`/api/tournaments/${id}/start`, undefined, withKey(startKey)), started);
      expect(await eventTypes(id)).toEqual(['tournament.created', 'tournament.updated', 'player.registered', 'tournament.started']);
    });
  });
});

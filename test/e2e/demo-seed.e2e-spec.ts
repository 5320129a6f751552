import { DemoKeys } from '../../apps/api/src/seed/demo-seeder';
import { createInternalKey, createKey, createOperator } from '../support/factories';
import { HttpClient } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId } from '../support/tournament-fixtures';

// D15's first-start seed: the demo internal (game-platform) key is printed to stdout, so it is
// bound to the demo operator only. Another operator's tournaments, created later through the
// admin API, stay out of its reach on every internal route; the demo operator's own stay in it.

interface Registered {
  tournamentId: string;
  internalPlayerId: string;
  jwt: string;
}

/** A tournament of the key's operator with one registered player (funded by a wallet transfer). */
async function tournamentWithPlayer(client: HttpClient, userId: string): Promise<Registered> {
  const tournamentId = await createTournamentId(client, { min_players: 1 });
  const funded = await client.post(`/api/players/${userId}/wallet/transfers`, {
    transfer_id: `fund-${userId}`,
    direction: 'in',
    amount: 50,
  });
  expect(funded.status).toBe(201);
  const registered = await client.post(`/api/tournaments/${tournamentId}/players`, {
    user_id: userId,
    entry_payment_details: { payment_id: `pay-${userId}` },
  });
  expect(registered.status).toBe(201);
  return { tournamentId, internalPlayerId: registered.body.internal_player_id, jwt: registered.body.game_access.jwt };
}

describe('the demo operator of the first start (SEED_DEMO=true)', () => {
  let t: TestApp;
  let keys: DemoKeys;
  let demoInternal: HttpClient;
  let demo: Registered;
  let other: Registered;
  let otherOperatorId: string;

  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true });
    keys = t.demoKeys!;
    demoInternal = t.http.with({ 'x-internal-api-key': keys.internalApiKey });
    const demoClient = t.http.with({ authorization: `Bearer ${keys.apiKey}` });
    demo = await tournamentWithPlayer(demoClient, `demo-user-${process.pid}`);
    // Later, the platform adds a real operator with a tournament through the admin API.
    const second = await createOperator(t, { name: `Second operator ${process.pid}` });
    otherOperatorId = second.operatorId;
    other = await tournamentWithPlayer((await createKey(t, second.operatorId)).client, `second-user-${process.pid}`);
  });
  afterAll(async () => t?.close());

  it('creates the demo operator and prints (returns) both keys', () => {
    expect(keys.apiKey).toMatch(/^pk_live_[A-Za-z0-9]+:sk_live_/);
    expect(keys.internalApiKey).toMatch(/^internal_/);
  });

  it('binds the demo internal key to the demo operator only (admin listing)', async () => {
    const res = await t.admin.get('/api/admin/internal-api-keys');
    expect(res.status).toBe(200);
    const list = res.body.internal_api_keys as Array<{ name: string; operator_ids: string[] | null }>;
    const demoKey = list.filter((key) => key.name === 'Demo game platform key');
    expect(demoKey).toHaveLength(1);
    expect(demoKey[0].operator_ids).toEqual([keys.operatorId]);
  });

  it("reading a second operator's tournament config with the demo internal key is 403 RESOURCE_FORBIDDEN", async () => {
    const res = await demoInternal.get(`/api/internal/tournaments/${other.tournamentId}/config`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'forbidden', code: 'RESOURCE_FORBIDDEN', message: expect.any(String) });
  });

  it("every other internal route on the second operator's tournament is 403 too, and nothing is written", async () => {
    const base = `/api/internal/tournaments/${other.tournamentId}`;
    const answers = {
      players: (await demoInternal.get(`${base}/players`)).status,
      status: (await demoInternal.get(`${base}/status`)).status,
      rooms: (await demoInternal.get(`${base}/rooms`)).status,
      createRoom: (await demoInternal.post(`${base}/rooms`, { round: 1, players: [other.internalPlayerId] })).status,
      events: (
        await demoInternal.post(`${base}/events`, {
          events: [{ event_id: `evt-${process.pid}`, type: 'round.started', occurred_at: new Date().toISOString(), round: 1 }],
        })
      ).status,
      validateToken: (await demoInternal.post('/api/internal/auth/validate-token', { token: other.jwt })).status,
    };
    expect(answers).toEqual({ players: 403, status: 403, rooms: 403, createRoom: 403, events: 403, validateToken: 403 });
    // The second operator's own key sees no room created by the demo key.
    const platform = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [otherOperatorId])).apiKey });
    const rooms = await platform.get(`${base}/rooms`);
    expect(rooms.status).toBe(200);
    expect(rooms.body.rooms).toEqual([]);
  });

  it("still reads the demo operator's own tournament (200) and validates its players' tokens", async () => {
    const res = await demoInternal.get(`/api/internal/tournaments/${demo.tournamentId}/config`);
    expect(res.status).toBe(200);
    expect(res.body.tournament_id).toBe(demo.tournamentId);
    const token = await demoInternal.post('/api/internal/auth/validate-token', { token: demo.jwt });
    expect(token.status).toBe(200);
    expect(token.body.valid).toBe(true);
  });
});

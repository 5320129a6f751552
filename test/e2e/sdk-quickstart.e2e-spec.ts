import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ApiError, createOperatorClient, unwrap } from '@app/sdk';
import { startTestApp, TEST_ADMIN_KEY, TestApp } from '../support/test-app';

// examples/sdk-quickstart.ts is written as an integrator would write it with the SDK. It must
// compile under `tsc --strict` (examples/tsconfig.json, the SDK imported by its package name)
// and run the whole flow against a started service, with the admin key or with an operator's
// and a game platform's keys. The SDK's idempotencyKey and typed errors against real responses.

const ROOT = join(__dirname, '../..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

interface PlayerOutcome {
  userId: string;
  position: number | null;
  prize: number;
  balance: number;
  tournamentsPlayed: number;
}

/** The example, loaded at run time: `npm run typecheck` leaves it to its own tsconfig. */
async function loadQuickstart(): Promise<(settings: Record<string, unknown>) => Promise<any>> {
  const module = await import(join(ROOT, 'examples/sdk-quickstart'));
  return module.quickstart;
}

describe('examples/sdk-quickstart.ts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('compiles with tsc --strict, as a user of the SDK would compile it', () => {
    const result = spawnSync(process.execPath, [TSC, '-p', 'examples/tsconfig.json', '--strict', '--noEmit'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  function expectOutcome(outcome: any, lines: string[]): void {
    const [alice, bob] = outcome.players as PlayerOutcome[];
    expect(alice.userId).toMatch(/^alice-/);
    expect(outcome).toMatchObject({
      currency: 'EUR',
      prizePool: 20,
      winner: alice.userId,
      duplicateRegistrationError: 'player_already_registered',
    });
    // Entry fee 10 each, pool 20 split 70/30; each wallet was funded with 25.
    expect(alice).toMatchObject({ position: 1, prize: 14, balance: 29, tournamentsPlayed: 1 });
    expect(bob).toMatchObject({ position: 2, prize: 6, balance: 21, tournamentsPlayed: 1 });
    expect(lines).toContain('Game events: 4 accepted, 0 duplicates, 0 rejected');
    expect(lines.some((line) => /^Registering alice-\S+ again: 409 player_already_registered/.test(line))).toBe(true);
  }

  it('runs the whole flow with the admin key: its own operator, keys, wallets, tournament, events, results', async () => {
    const quickstart = await loadQuickstart();
    const lines: string[] = [];
    const outcome = await quickstart({ baseUrl: t.baseUrl, adminApiKey: TEST_ADMIN_KEY, log: (line: string) => lines.push(line) });
    expectOutcome(outcome, lines);
    expect(lines[0]).toMatch(/^Created operator Quickstart Casino/);
  });

  it('runs with an operator key and a game-platform key, and the service agrees with what it printed', async () => {
    const quickstart = await loadQuickstart();
    const keys = t.demoKeys!;
    const lines: string[] = [];
    const outcome = await quickstart({
      baseUrl: t.baseUrl,
      operatorApiKey: keys.apiKey,
      internalApiKey: keys.internalApiKey,
      log: (line: string) => lines.push(line),
    });
    expectOutcome(outcome, lines);
    expect(lines.some((line) => line.startsWith('Created operator'))).toBe(false);

    const operator = t.http.with({ Authorization: `Bearer ${keys.apiKey}` });
    const results = await operator.get(`/api/tournaments/${outcome.tournamentId}/results`);
    expect(results.status).toBe(200);
    expect(results.body.winners.map((w: { position: number; prizeAmount: number }) => [w.position, w.prizeAmount])).toEqual([
      [1, 14],
      [2, 6],
    ]);
    const wallet = await operator.get(`/api/players/${outcome.winner}/wallet`);
    expect(wallet.body.balances).toEqual([{ currency: 'EUR', amount: 29 }]);
  });

  it('the SDK against the service: idempotencyKey replays a create, errors carry their codes', async () => {
    const operator = createOperatorClient({ baseUrl: t.baseUrl, apiKey: t.demoKeys!.apiKey });
    const externalId = `sdk-idempotency-${process.pid}-${Date.now()}`;
    const body = {
      name: 'Idempotent create',
      external_id: externalId,
      game: 'book-of-gold',
      scheduled_start: new Date(Date.now() + 3_600_000).toISOString(),
      entry_fee: 5,
    };
    const first = await operator.POST('/api/tournaments', { body, idempotencyKey: `create-${externalId}` });
    const again = await operator.POST('/api/tournaments', { body, idempotencyKey: `create-${externalId}` });
    expect([first.response.status, again.response.status]).toEqual([201, 201]);
    expect(again.data?.tournament_id).toBe(first.data?.tournament_id);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');

    const other = await unwrap(
      operator.POST('/api/tournaments', { body: { ...body, entry_fee: 6 }, idempotencyKey: `create-${externalId}` }),
    ).catch((e: unknown) => e);
    expect(other).toMatchObject({ status: 409, code: 'idempotency_conflict', requestId: expect.any(String) });

    const stranger = createOperatorClient({ baseUrl: t.baseUrl, apiKey: 'sk_live_not-a-key' });
    const refused = await unwrap(stranger.GET('/api/auth/permissions')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 401, code: 'unauthorized', authCode: 'INVALID_API_KEY' });
  });
});

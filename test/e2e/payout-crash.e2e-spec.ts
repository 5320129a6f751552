import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { canonicalHash, newId } from '@app/common';
import { startEmbeddedDatabase } from '@app/database';
import { FakeWallet, startFakeWallet } from '../support/fake-wallet-server';
import { HttpClient } from '../support/http';
import { ensureBuilt, freePort, ServiceProcess, sleep } from '../support/spawn-service';
import { createTestDatabase, TEST_DB_KIND, TestDatabase } from '../support/test-database';

// D9 "nothing is paid twice, whatever the retries, crashes or parallel calls", with real crashes:
// the built service (as `npm start` runs it) completes 1,000-player tournaments where every
// player is paid ({"1-1000": 0.1}), is killed with SIGKILL in the middle of paying, and is
// restarted on the same database (DATA_DIR or PostgreSQL database).
// - seamless: killed while the wallet worker delivers the prize credits to a slow operator wallet;
// - transfer: killed while the complete request is in flight.
//
// The fields are seated in SQL while the service is stopped (free entries, as registration writes
// them): registration has its own tests, and 2,000 registrations through the API would take most
// of this file's time on the embedded database.

const PLAYERS = 1_000;
const ADMIN_KEY = 'payout-crash-admin-key-0123456789';
const READY_MS = 20_000;
/** 1234.56 over 1000 places of 0.1 %: 1.23456 each → 1.23, and the 456 cents left to the first 456. */
const POOL = 1234.56;
const POOL_CENTS = 123_456;
const expectedCents = (position: number) => (position <= 456 ? 124 : 123);
const UNLIMITED = { creation: 1_000_000, registration: 1_000_000, results: 1_000_000, tournament_ops: 1_000_000, general: 1_000_000, burst: 1_000_000 };

interface Field {
  tid: string;
  apiKey: string;
  /** User ids in registration order: user i finishes at position i + 1 (nobody scores). */
  users: string[];
}

jest.setTimeout(120_000);

describe('prize payouts survive a crash (D9)', () => {
  let database: TestDatabase | undefined;
  let dataDir: string;
  let wallet: FakeWallet;
  const services: ServiceProcess[] = [];
  let seamless: Field;
  let transfer: Field;

  async function startService(): Promise<ServiceProcess> {
    const service = new ServiceProcess(await freePort(), {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ADMIN_API_KEY: ADMIN_KEY,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      // The wallet worker passes often (20 operations each); a delivery cut by the crash is
      // claimed again once its lease (2 × timeout + 5 s) has run out.
      SCHEDULER_INTERVAL_MS: '50',
      WALLET_TIMEOUT_MS: '500',
      WALLET_ALLOW_LOCALHOST: 'true',
    });
    services.push(service);
    await service.waitReady(READY_MS);
    return service;
  }

  async function stop(service: ServiceProcess): Promise<void> {
    service.signal('SIGTERM');
    expect(await service.waitExit(15_000)).toEqual({ code: 0, signal: null });
  }

  async function kill(service: ServiceProcess): Promise<void> {
    service.signal('SIGKILL');
    expect(await service.waitExit(5_000)).toEqual({ code: null, signal: 'SIGKILL' });
  }

  /** The service's database, opened directly while no service runs (the embedded one has one owner). */
  async function withDatabase<T>(work: (db: Client) => Promise<T>): Promise<T> {
    const embedded = database ? undefined : await startEmbeddedDatabase(dataDir, 4);
    const db = new Client({ connectionString: database?.url ?? embedded!.url });
    await db.connect();
    try {
      return await work(db);
    } finally {
      await db.end();
      await embedded?.stop();
    }
  }

  const clientOf = (service: ServiceProcess, apiKey: string) => new HttpClient(service.baseUrl, { authorization: `Bearer ${apiKey}` });

  /** An operator (admin API) with a tournament of free entries, a 1234.56 guarantee and every place paid. */
  async function scheduledTournament(service: ServiceProcess, prefix: string, settings: Record<string, unknown>): Promise<Omit<Field, 'users'>> {
    const admin = new HttpClient(service.baseUrl, { 'x-admin-api-key': ADMIN_KEY });
    const operator = await admin.post('/api/admin/operators', { name: `Crash ${prefix}`, rate_limits: UNLIMITED, ...settings });
    expect(operator.status).toBe(201);
    const key = await admin.post(`/api/admin/operators/${operator.body.operator_id}/api-keys`, { name: 'crash', role: 'full_access' });
    expect(key.status).toBe(201);
    const created = await clientOf(service, key.body.api_key).post('/api/tournaments', {
      name: `Crash ${prefix}`,
      external_id: `crash-${prefix}`,
      game: 'book-of-gold',
      scheduled_start: new Date(Date.now() + 3_600_000).toISOString(),
      entry_fee: 0,
      max_players: PLAYERS,
      prize_pool: { total: POOL, distribution: { [`1-${PLAYERS}`]: 0.1 } },
    });
    expect(created.status).toBe(201);
    return { tid: created.body.tournament_id, apiKey: key.body.api_key };
  }

  /** Seats 1000 players as free registrations write them: a player and a registered entry each, one ms apart. */
  async function seat(db: Client, tid: string, prefix: string): Promise<string[]> {
    const users = Array.from({ length: PLAYERS }, (_, i) => `${prefix}-${String(i).padStart(4, '0')}`);
    const playerIds = users.map(() => newId());
    const entryIds = users.map(() => newId());
    const base = Date.now() - 60_000;
    const registeredAt = users.map((_, i) => new Date(base + i));
    const hashes = users.map((user) => canonicalHash({ tournament_id: tid, user_id: user, display_name: user, payment_id: null }));
    const [{ operator_id: operatorId }] = (await db.query('SELECT operator_id FROM tournaments WHERE id = $1', [tid])).rows;
    await db.query('BEGIN');
    await db.query(
      `INSERT INTO players (id, operator_id, external_id, display_name) SELECT id, $1, name, name FROM unnest($2::uuid[], $3::varchar[]) AS p(id, name)`,
      [operatorId, playerIds, users],
    );
    await db.query(
      `INSERT INTO tournament_entries (id, operator_id, tournament_id, player_id, display_name, status, entry_count, total_paid, request_hash, points, registered_at, updated_at)
       SELECT id, $1, $2, player_id, name, 'registered', 1, 0, hash, 0, at, at FROM unnest($3::uuid[], $4::uuid[], $5::varchar[], $6::char(64)[], $7::timestamptz[]) AS e(id, player_id, name, hash, at)`,
      [operatorId, tid, entryIds, playerIds, users, hashes, registeredAt],
    );
    await db.query('UPDATE tournaments SET current_players = $2 WHERE id = $1', [tid, PLAYERS]);
    await db.query('COMMIT');
    return users;
  }

  beforeAll(async () => {
    ensureBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'payout-crash-'));
    if (TEST_DB_KIND === 'postgres') database = await createTestDatabase();
    wallet = await startFakeWallet();
    const setup = await startService();
    const sl = await scheduledTournament(setup, 'sl', { wallet_mode: 'seamless', wallet_url: wallet.url, wallet_secret: wallet.secret });
    const tr = await scheduledTournament(setup, 'tr', { wallet_mode: 'transfer' });
    await stop(setup);
    await withDatabase(async (db) => {
      seamless = { ...sl, users: await seat(db, sl.tid, 'sl') };
      transfer = { ...tr, users: await seat(db, tr.tid, 'tr') };
    });
  });

  afterAll(async () => {
    for (const service of services) await service.kill();
    await wallet?.close();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The results (spec 9): 1000 winners in registration order, each prize exact; the prize of each user in cents. */
  async function expectFullResults(client: HttpClient, field: Field): Promise<Map<string, number>> {
    const results = await client.get(`/api/tournaments/${field.tid}/results`);
    expect(results.status).toBe(200);
    expect(results.body).toMatchObject({ status: 'completed', totalPlayers: PLAYERS, prizePool: { totalAmount: POOL }, statistics: { operatorRevenue: -POOL } });
    const winners: Array<{ position: number; displayName: string; prizeAmount: number }> = results.body.winners;
    expect(winners.map((w) => [w.position, w.displayName, Math.round(w.prizeAmount * 100)])).toEqual(field.users.map((user, i) => [i + 1, user, expectedCents(i + 1)]));
    return new Map(field.users.map((user, i) => [user, expectedCents(i + 1)]));
  }

  /** Exactly one prize row per entry in the ledger, summing to the pool. */
  async function expectLedgerPaidOnce(db: Client, tid: string): Promise<void> {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n, count(DISTINCT transaction_id)::int AS ids, count(DISTINCT entry_id)::int AS entries, sum(amount)::text AS total
       FROM ledger_entries WHERE tournament_id = $1 AND kind = 'prize'`,
      [tid],
    );
    expect(rows[0]).toEqual({ n: PLAYERS, ids: PLAYERS, entries: PLAYERS, total: '1234.56000000' });
  }

  it('seamless: SIGKILL while prize credits are delivered; after the restart every prize reaches the wallet exactly once in effect', async () => {
    const first = await startService();
    const client = clientOf(first, seamless.apiKey);
    expect((await client.post(`/api/tournaments/${seamless.tid}/start`)).status).toBe(200);

    // A slow wallet: 1000 credits take several seconds, so the crash lands in the middle.
    wallet.setDelay(3);
    const prizeCredits = () => wallet.requests.filter((r) => r.path === '/wallet/credit' && r.body?.reason === 'prize' && r.body?.tournament_id === seamless.tid);
    const delivered = () => new Set(prizeCredits().map((r) => r.body.transaction_id)).size;
    expect((await client.post(`/api/tournaments/${seamless.tid}/complete`)).status).toBe(200);
    while (delivered() < 300) await sleep(10);
    await kill(first);
    const deliveredBeforeCrash = delivered();
    expect(deliveredBeforeCrash).toBeLessThan(PLAYERS);

    const second = await startService();
    const deadline = Date.now() + 60_000;
    while (delivered() < PLAYERS) {
      if (Date.now() > deadline) throw new Error(`only ${delivered()} credits delivered\n${second.output}`);
      await sleep(50);
    }
    // Quiet for a second: a redelivery of a credit the crash cut off (if any) has been answered.
    for (let count = prizeCredits().length; ; count = prizeCredits().length) {
      await sleep(1_000);
      if (prizeCredits().length === count) break;
    }

    const prizes = await expectFullResults(clientOf(second, seamless.apiKey), seamless);
    const credits = prizeCredits();
    console.info(
      `payout crash (seamless, ${TEST_DB_KIND}): ${deliveredBeforeCrash} prize credits delivered before SIGKILL, ` +
        `${credits.length - PLAYERS} delivered again after the restart (the wallet applied each transaction id once)`,
    );
    expect(credits.every((r) => r.signatureValid)).toBe(true);
    // Every wallet moved by exactly its prize: each transaction id was applied once in effect.
    let credited = 0;
    for (const user of seamless.users) {
      const cents = Math.round(Number(wallet.balanceOf(user, 'EUR')) * 100);
      expect({ user, cents }).toEqual({ user, cents: prizes.get(user) });
      credited += cents;
    }
    expect(credited).toBe(POOL_CENTS);
    await stop(second);

    await withDatabase(async (db) => {
      await expectLedgerPaidOnce(db, seamless.tid);
      const { rows } = await db.query(`SELECT state, count(*)::int AS n FROM wallet_operations WHERE kind = 'credit' AND payload->>'tournamentId' = $1 GROUP BY state`, [seamless.tid]);
      expect(rows).toEqual([{ state: 'done', n: PLAYERS }]);
    });
  });

  it('transfer: SIGKILL while the complete request is in flight; after the restart the tournament is paid exactly once', async () => {
    const first = await startService();
    const client = clientOf(first, transfer.apiKey);
    expect((await client.post(`/api/tournaments/${transfer.tid}/start`)).status).toBe(200);

    const inFlight = client.post(`/api/tournaments/${transfer.tid}/complete`).then(
      (res) => `answered ${res.status}`,
      () => 'got no answer',
    );
    // Completing 1000 winners takes a few hundred ms on a fresh process: the kill lands before,
    // inside or after the completion transaction, and either way the outcome is all or nothing.
    const killAfterMs = 100 + Math.floor(Math.random() * 800);
    await sleep(killAfterMs);
    await kill(first);
    const answer = await inFlight;

    const second = await startService();
    const again = clientOf(second, transfer.apiKey);
    const status = (await again.get(`/api/tournaments/${transfer.tid}`)).body.tournament.status;
    console.info(`payout crash (transfer, ${TEST_DB_KIND}): killed ${killAfterMs} ms into the complete request, which ${answer}; after the restart the tournament is ${status}`);
    if (status === 'in_progress') {
      // The completion never committed: nothing was paid. The operator completes it again.
      expect((await again.get(`/api/tournaments/${transfer.tid}/results`)).status).toBe(409);
      expect((await again.get(`/api/players/${transfer.users[0]}/wallet`)).body.balances).toEqual([]);
      expect((await again.post(`/api/tournaments/${transfer.tid}/complete`)).status).toBe(200);
    } else {
      expect(status).toBe('completed');
    }
    expect((await again.post(`/api/tournaments/${transfer.tid}/complete`)).status).toBe(409);
    const prizes = await expectFullResults(again, transfer);
    // A few balances through the API; all of them from the database below.
    for (const user of [transfer.users[0], transfer.users[455], transfer.users[456], transfer.users[999]]) {
      expect((await again.get(`/api/players/${user}/wallet`)).body.balances).toEqual([{ currency: 'EUR', amount: prizes.get(user)! / 100 }]);
    }
    await stop(second);

    await withDatabase(async (db) => {
      await expectLedgerPaidOnce(db, transfer.tid);
      const { rows } = await db.query(
        `SELECT p.external_id AS user, a.balance::text AS balance FROM wallet_accounts a JOIN players p ON p.id = a.player_id
         WHERE p.external_id = ANY($1::varchar[]) ORDER BY p.external_id`,
        [transfer.users],
      );
      expect(rows).toEqual(transfer.users.map((user) => ({ user, balance: (prizes.get(user)! / 100).toFixed(8) })));
    });
  });
});

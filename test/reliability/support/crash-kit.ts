import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { canonicalHash, newId } from '@app/common';
import { startEmbeddedDatabase } from '@app/database';
import { HttpClient, HttpResponse } from '../../support/http';
import { ensureBuilt, freePort, ServiceProcess } from '../../support/spawn-service';
import { createTestDatabase, TEST_DB_KIND, TestDatabase } from '../../support/test-database';
import { Query } from './storm-kit';

/**
 * The crash rig of test/reliability/crashes: the BUILT service (dist/, as `npm start` runs it) as
 * a real process on a database of its own that outlives it (a PostgreSQL database, or an embedded
 * data directory), started with fault points (`TS_FAULT_POINTS`, libs/common/src/fault-points.ts)
 * that make it SIGKILL itself at an exact line, then restarted without them.
 */

export const ADMIN_KEY = 'crash-rig-admin-key-0123456789abcdef';
export const UNLIMITED = {
  creation: 1_000_000,
  registration: 1_000_000,
  results: 1_000_000,
  tournament_ops: 1_000_000,
  general: 1_000_000,
  burst: 1_000_000,
};
const READY_MS = 30_000;

export class CrashRig {
  database?: TestDatabase;
  dataDir = '';
  readonly services: ServiceProcess[] = [];

  async setUp(): Promise<void> {
    ensureBuilt();
    this.dataDir = mkdtempSync(join(tmpdir(), 'crash-rig-'));
    if (TEST_DB_KIND === 'postgres') this.database = await createTestDatabase();
  }

  async tearDown(): Promise<void> {
    for (const service of this.services) await service.kill();
    await this.database?.stop();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Starts the service (with `faultPoints` as TS_FAULT_POINTS when given); resolves when ready, with the time it took. */
  async start(faultPoints?: string): Promise<{ service: ServiceProcess; readyMs: number }> {
    const service = new ServiceProcess(await freePort(), {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ADMIN_API_KEY: ADMIN_KEY,
      DATA_DIR: this.dataDir,
      DATABASE_URL: this.database?.url,
      // The wallet worker passes often (20 operations each); a delivery cut by the crash is
      // claimed again once its lease (2 × timeout + 5 s) has run out; abandoned debit intents are
      // due 2 × timeout + 30 s after they were written.
      SCHEDULER_INTERVAL_MS: '50',
      WALLET_TIMEOUT_MS: '500',
      WALLET_ALLOW_LOCALHOST: 'true',
      ...(faultPoints ? { TS_FAULT_POINTS: faultPoints } : {}),
    });
    this.services.push(service);
    const readyMs = await service.waitReady(READY_MS);
    return { service, readyMs };
  }

  /** A graceful stop (SIGTERM, exit 0): the embedded database is then free to open. */
  async stop(service: ServiceProcess): Promise<void> {
    service.signal('SIGTERM');
    expect(await service.waitExit(15_000)).toEqual({ code: 0, signal: null });
  }

  /** The process ended by SIGKILL: the fault point fired (it kills its own process). */
  async expectKilled(service: ServiceProcess, timeoutMs = 60_000): Promise<void> {
    const status = await service.waitExit(timeoutMs);
    if (status === undefined) throw new Error(`the fault point never fired\n${service.output}`);
    expect(status).toEqual({ code: null, signal: 'SIGKILL' });
  }

  /**
   * The service's database, opened directly. On PostgreSQL at any time; the embedded one has a
   * single owner, so only while no service runs.
   */
  async withDatabase<T>(work: (query: Query) => Promise<T>): Promise<T> {
    const embedded = this.database ? undefined : await startEmbeddedDatabase(this.dataDir, 4);
    const db = new Client({ connectionString: this.database?.url ?? embedded!.url });
    await db.connect();
    try {
      return await work(async (sql, params) => (await db.query(sql, params as unknown[])).rows);
    } finally {
      await db.end();
      await embedded?.stop();
    }
  }
}

export const clientOf = (service: ServiceProcess, apiKey: string) => new HttpClient(service.baseUrl, { authorization: `Bearer ${apiKey}` });

/** An operator (admin API, rate limits lifted) and a full_access key. */
export async function operatorWithKey(
  service: ServiceProcess,
  name: string,
  settings: Record<string, unknown> = {},
): Promise<{ operatorId: string; apiKey: string }> {
  const admin = new HttpClient(service.baseUrl, { 'x-admin-api-key': ADMIN_KEY });
  const operator = await admin.post('/api/admin/operators', { name, rate_limits: UNLIMITED, ...settings });
  if (operator.status !== 201) throw new Error(`operator: ${operator.status} ${operator.text}`);
  const key = await admin.post(`/api/admin/operators/${operator.body.operator_id}/api-keys`, { name: 'crash', role: 'full_access' });
  if (key.status !== 201) throw new Error(`key: ${key.status} ${key.text}`);
  return { operatorId: operator.body.operator_id, apiKey: key.body.api_key };
}

/** What a client saw of one request: an answer, or none (`lost`: cut by the crash; `refused`: the port was closed). */
export interface Outcome {
  response?: HttpResponse;
  failure?: 'lost' | 'refused';
}

/** Sends a request and records an answer or why there was none (never throws). */
export async function attempt(send: () => Promise<HttpResponse>): Promise<Outcome> {
  try {
    return { response: await send() };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return { failure: code === 'ECONNREFUSED' ? 'refused' : 'lost' };
  }
}

/**
 * Seats `count` players as free registrations write them (a player and a registered entry each,
 * one ms apart, user i in place i + 1 when nobody scores), straight in SQL: payouts are what the
 * crash cases are about, and registration has its own crash case.
 */
export async function seatField(query: Query, tid: string, prefix: string, count: number): Promise<string[]> {
  const users = Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(4, '0')}`);
  const playerIds = users.map(() => newId());
  const entryIds = users.map(() => newId());
  const base = Date.now() - 60_000;
  const registeredAt = users.map((_, i) => new Date(base + i));
  const hashes = users.map((user) => canonicalHash({ tournament_id: tid, user_id: user, display_name: user, payment_id: null }));
  const [{ operator_id: operatorId }] = await query('SELECT operator_id FROM tournaments WHERE id = $1', [tid]);
  await query('BEGIN');
  await query(
    `INSERT INTO players (id, operator_id, external_id, display_name) SELECT id, $1, name, name FROM unnest($2::uuid[], $3::varchar[]) AS p(id, name)`,
    [operatorId, playerIds, users],
  );
  await query(
    `INSERT INTO tournament_entries (id, operator_id, tournament_id, player_id, display_name, status, entry_count, total_paid, request_hash, points, registered_at, updated_at)
     SELECT id, $1, $2, player_id, name, 'registered', 1, 0, hash, 0, at, at FROM unnest($3::uuid[], $4::uuid[], $5::varchar[], $6::char(64)[], $7::timestamptz[]) AS e(id, player_id, name, hash, at)`,
    [operatorId, tid, entryIds, playerIds, users, hashes, registeredAt],
  );
  await query('UPDATE tournaments SET current_players = $2 WHERE id = $1', [tid, count]);
  await query('COMMIT');
  return users;
}

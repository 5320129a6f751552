import { IncomingMessage, Server, ServerResponse } from 'node:http';
import { DataSource } from 'typeorm';
import { HttpResponse } from '../../support/http';
import { expectLedgerReconciles, reconcile, ReconciliationReport } from '../../support/ledger-reconciliation';
import { TestApp } from '../../support/test-app';

/**
 * Shared by the storms (concurrency/) and the crashes (crashes/): sending many requests with a
 * bounded number in flight, counting answers, and the seat and money invariants read straight
 * from the database through any query function (the app's DataSource, or a pg Client on the
 * database of a spawned service).
 */

/** Runs `make(i)` for i in [0, n) with at most `inFlight` at once; results in index order. */
export async function inParallel<T>(n: number, inFlight: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(n);
  let next = 0;
  const lane = async () => {
    while (next < n) {
      const i = next++;
      results[i] = await make(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, n) }, lane));
  return results;
}

/** Runs `make(i)` for every i in [0, n) at once (all n requests in flight together); results in index order. */
export function allAtOnce<T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => make(i)));
}

/**
 * What a well-behaved client does with the D3 503 (`service_unavailable` with Retry-After: the
 * database pool exhausted or its connection timeout reached under a storm): it waits at least
 * Retry-After, plus a random share of it again so that the refused part of a burst does not come
 * back as one burst, and sends the very same request again (same payment_id, transfer_id, body).
 * Any other answer, a 503 without Retry-After included, is final. Counts the retries, for figures.
 */
export class Retry503 {
  /** Requests sent again after a 503 (each resend counts). */
  retries = 0;
  /** Distinct requests that needed at least one resend. */
  requestsRetried = 0;
  /** The most attempts one request needed. */
  maxAttempts = 0;

  constructor(private readonly attemptLimit = 12) {}

  async send(send: () => Promise<HttpResponse>): Promise<HttpResponse> {
    for (let attempt = 1; ; attempt++) {
      const res = await send();
      const retryAfter = Number(res.headers.get('retry-after'));
      const retryable = res.status === 503 && res.body?.error === 'service_unavailable' && Number.isFinite(retryAfter) && retryAfter >= 1;
      if (!retryable || attempt >= this.attemptLimit) {
        this.maxAttempts = Math.max(this.maxAttempts, attempt);
        return res;
      }
      if (attempt === 1) this.requestsRetried++;
      this.retries++;
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 * (1 + Math.random())));
    }
  }

  figures(): Record<string, number> {
    return {
      retries_after_503: this.retries,
      requests_retried_after_503: this.requestsRetried,
      max_attempts_per_request: this.maxAttempts,
    };
  }
}

/**
 * Requests open at the server at once (received, not yet answered), observed on its Node HTTP
 * server: `peak` is the most at any moment since `track` was called.
 */
export function trackInFlight(server: Server): { readonly peak: number; stop(): void } {
  let open = 0;
  let peak = 0;
  const onRequest = (_req: IncomingMessage, res: ServerResponse) => {
    open++;
    peak = Math.max(peak, open);
    res.once('close', () => open--);
  };
  server.on('request', onRequest);
  return {
    get peak() {
      return peak;
    },
    stop: () => void server.off('request', onRequest),
  };
}

/** How many answers of each kind: `"201"`, `"409 tournament_full"`, ... (a 500 shows up here too). */
export function tally(responses: Array<HttpResponse | undefined>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of responses) {
    const key =
      r === undefined ? 'no answer' : r.status >= 400 ? `${r.status} ${r.body?.error ?? r.body?.code ?? r.text}` : String(r.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Answers with a 5xx status (none is expected from any storm). */
export const serverErrors = (responses: Array<HttpResponse | undefined>) => responses.filter((r) => r !== undefined && r.status >= 500);

/** A query function returning rows, whatever runs it. */
export type Query = (sql: string, params?: unknown[]) => Promise<any[]>;

export interface SeatReport {
  /** Tournaments whose seat counter differs from their live (not withdrawn or refunded) entries. */
  seatMismatches: Array<{ id: string; current_players: number; live: number }>;
  /** Players with more than one live entry in one tournament. */
  duplicateLive: Array<{ tournament_id: string; player_id: string; n: number }>;
  /** Wallet balances below zero. */
  negativeBalances: Array<{ player_id: string; currency: string; balance: string }>;
}

/** Seats equal live entries, one live entry per player, no negative balance: over the whole database. */
export async function seatReport(query: Query): Promise<SeatReport> {
  const seatMismatches = await query(`
    SELECT t.id, t.current_players, coalesce(e.live, 0)::int AS live FROM tournaments t
    LEFT JOIN (SELECT tournament_id, count(*) AS live FROM tournament_entries WHERE status NOT IN ('withdrawn', 'refunded') GROUP BY tournament_id) e
      ON e.tournament_id = t.id
    WHERE t.current_players <> coalesce(e.live, 0)`);
  const duplicateLive = await query(`
    SELECT tournament_id, player_id, count(*)::int AS n FROM tournament_entries WHERE status NOT IN ('withdrawn', 'refunded')
    GROUP BY tournament_id, player_id HAVING count(*) > 1`);
  const negativeBalances = await query(`SELECT player_id, currency, balance::text FROM wallet_accounts WHERE balance < 0`);
  return { seatMismatches, duplicateLive, negativeBalances };
}

export async function expectSeatInvariants(query: Query): Promise<void> {
  expect(await seatReport(query)).toEqual({ seatMismatches: [], duplicateLive: [], negativeBalances: [] });
}

/**
 * The ledger invariants of test/support/ledger-reconciliation.ts on a database reached by a plain
 * query function (a spawned service's database): the same SQL, so the same checks.
 */
function asTestApp(query: Query): TestApp {
  return { app: { get: () => ({ query }) } } as unknown as TestApp;
}

export const reconcileWith = (query: Query): Promise<ReconciliationReport> => reconcile(asTestApp(query));
export const expectLedgerReconcilesWith = (query: Query): Promise<void> => expectLedgerReconciles(asTestApp(query));

/**
 * The ledger difference as a figure: the total absolute gap between every balance and its
 * movements and between every tournament's fees held and its ledger ("0.00000000" when it
 * reconciles).
 */
export async function ledgerDifference(query: Query): Promise<string> {
  const [row] = await query(`
    SELECT (
      coalesce((SELECT sum(abs(a.balance - coalesce(m.total, 0))) FROM wallet_accounts a
        LEFT JOIN (SELECT player_id, currency, sum(amount) AS total FROM ledger_entries WHERE wallet_mode = 'transfer' GROUP BY player_id, currency) m
          ON m.player_id = a.player_id AND m.currency = a.currency), 0)
      + coalesce((SELECT sum(abs(t.fees_collected + coalesce(l.total, 0))) FROM tournaments t
        LEFT JOIN (SELECT tournament_id, sum(amount) AS total FROM ledger_entries WHERE kind IN ('entry', 'rebuy', 'refund') GROUP BY tournament_id) l
          ON l.tournament_id = t.id), 0)
    )::numeric(24,8)::text AS difference`);
  return row.difference;
}

/**
 * The ledger checks of a case on the in-process service (expectLedgerReconciles), then the ledger
 * difference measured on its database, asserted to be zero and returned as the figure.
 */
export async function reconciledLedgerDifference(t: TestApp): Promise<string> {
  await expectLedgerReconciles(t);
  const difference = await ledgerDifference((sql, params) => t.app.get(DataSource).query(sql, params));
  expect(Number(difference)).toBe(0);
  return difference;
}

/** Milliseconds since `start` (performance.now()), rounded. */
export const elapsedMs = (start: number) => Math.round(performance.now() - start);

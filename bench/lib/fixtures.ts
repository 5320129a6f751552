import { ApiClient } from './http';
import { BenchService } from './service';

/** Per-operator rate limits (D14) high enough that the load generator is never throttled. */
export const HIGH_RATE_LIMITS = {
  creation: 1_000_000,
  registration: 1_000_000,
  results: 1_000_000,
  tournament_ops: 1_000_000,
  general: 1_000_000,
  burst: 1_000_000,
};

export interface BenchOperator {
  operatorId: string;
  /** The whole key, for `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  /** A client sending the key. */
  client: ApiClient;
}

let sequence = 0;

/**
 * An operator (transfer wallet mode, EUR) created through the admin API, with the high rate
 * limits set by `PATCH /api/admin/operators/{id}` (limits stay on), and a key of `role`.
 */
export async function createOperator(
  service: BenchService,
  options: { name?: string; role?: string; currency?: string } = {},
): Promise<BenchOperator> {
  const name = options.name ?? `Bench operator ${process.pid}-${++sequence}`;
  const created = await service.admin.expect(201, 'POST', '/api/admin/operators', { name, currency: options.currency ?? 'EUR' });
  const operatorId: string = created.body.operator_id;
  await service.admin.expect(200, 'PATCH', `/api/admin/operators/${operatorId}`, { rate_limits: HIGH_RATE_LIMITS });
  const key = await service.admin.expect(201, 'POST', `/api/admin/operators/${operatorId}/api-keys`, {
    name: 'bench',
    role: options.role ?? 'full_access',
  });
  const apiKey: string = key.body.api_key;
  return { operatorId, apiKey, client: service.http.with({ authorization: `Bearer ${apiKey}` }) };
}

/** An internal (game platform) key, for /internal routes, limited to `operatorIds` when given. */
export async function createInternalKey(service: BenchService, operatorIds?: string[]): Promise<{ apiKey: string; client: ApiClient }> {
  const res = await service.admin.expect(201, 'POST', '/api/admin/internal-api-keys', {
    name: `bench platform ${++sequence}`,
    ...(operatorIds ? { operator_ids: operatorIds } : {}),
  });
  const apiKey: string = res.body.api_key;
  return { apiKey, client: service.http.with({ authorization: `Bearer ${apiKey}` }) };
}

/**
 * Creates a scheduled tournament through the API (an hour ahead, unlimited seats unless
 * `overrides` say otherwise) and returns its id. Default: free entry, points_based.
 */
export async function createTournament(operator: BenchOperator, overrides: Record<string, unknown> = {}): Promise<string> {
  const n = ++sequence;
  const res = await operator.client.expect(201, 'POST', '/api/tournaments', {
    name: `Bench tournament ${n}`,
    external_id: `bench-${process.pid}-${Date.now()}-${n}`,
    game: 'book-of-gold',
    scheduled_start: new Date(Date.now() + 3_600_000).toISOString(),
    entry_fee: 0,
    config: { tournament_type: 'points_based' },
    ...overrides,
  });
  return res.body.tournament_id;
}

/** Starts a scheduled tournament through the API (POST /start: the registered entries become active). */
export async function startTournament(operator: BenchOperator, tournamentId: string): Promise<void> {
  await operator.client.expect(200, 'POST', `/api/tournaments/${tournamentId}/start`);
}

import { DataSource } from 'typeorm';
import { HttpClient, HttpResponse } from './http';
import { createKey } from './factories';
import { TestApp } from './test-app';

let sequence = 0;

/** A time `minutes` from now (negative: in the past), as the API writes times. */
export function minutesFromNow(minutes: number, now: Date = new Date()): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

/** A valid create body (D5): unique name and external_id, an hour ahead; `overrides` win. */
export function tournamentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = ++sequence;
  return {
    name: `Tournament ${n}`,
    external_id: `ext-${process.pid}-${n}`,
    game: 'book-of-gold',
    scheduled_start: minutesFromNow(60),
    entry_fee: 10,
    ...overrides,
  };
}

/** Creates a tournament through the API and fails loudly unless it is 201. */
export async function createTournament(client: HttpClient, overrides: Record<string, unknown> = {}): Promise<HttpResponse> {
  const response = await client.post('/api/tournaments', tournamentBody(overrides));
  if (response.status !== 201) throw new Error(`tournament create failed: ${response.status} ${response.text}`);
  return response;
}

/** Creates a tournament and returns its id. */
export async function createTournamentId(client: HttpClient, overrides: Record<string, unknown> = {}): Promise<string> {
  return (await createTournament(client, overrides)).body.tournament_id;
}

let seated = 0;

/**
 * Registers `players` new users in a scheduled tournament through the API, as its operator
 * would: each user is funded with the entry fee by a wallet transfer, then registered with a
 * payment_id (D6, D9).
 */
export async function seatPlayers(t: TestApp, tournamentId: string, players: number): Promise<void> {
  const [row] = await t.app
    .get(DataSource)
    .query('SELECT operator_id, entry_fee::float8 AS fee FROM tournaments WHERE id = $1', [tournamentId]);
  const key = await createKey(t, row.operator_id, 'full_access');
  for (let i = 0; i < players; i++) {
    const user = `seat-${process.pid}-${++seated}`;
    if (row.fee > 0) {
      const funded = await key.client.post(`/api/players/${user}/wallet/transfers`, {
        transfer_id: `fund-${user}`,
        direction: 'in',
        amount: row.fee,
      });
      if (funded.status !== 201) throw new Error(`funding failed: ${funded.status} ${funded.text}`);
    }
    const registered = await key.client.post(`/api/tournaments/${tournamentId}/players`, {
      user_id: user,
      entry_payment_details: { payment_id: `pay-${user}` },
    });
    if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${registered.text}`);
  }
}

/** The outbox events of a tournament, oldest first, as stored (D12). */
export async function outboxEvents(t: TestApp, tournamentId: string): Promise<Array<{ event_type: string; sequence: string; data: any }>> {
  return t.app
    .get(DataSource)
    .query('SELECT event_type, sequence, data FROM outbox_events WHERE tournament_id = $1 ORDER BY sequence', [tournamentId]);
}

/** How many tournaments the operator has, counted in the database (not through the API). */
export async function countTournaments(t: TestApp, operatorId: string): Promise<number> {
  const [row] = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM tournaments WHERE operator_id = $1', [operatorId]);
  return Number(row.n);
}

/** The D3 error body of a code: `{ error, message }` plus whatever `extra` names, nothing else. */
export function expectErrorBody(response: HttpResponse, status: number, code: string, extra: Record<string, unknown> = {}): void {
  expect({ status: response.status, body: response.body }).toEqual({
    status,
    body: { error: code, message: expect.any(String), ...extra },
  });
}

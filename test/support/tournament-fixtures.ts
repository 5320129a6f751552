import { DataSource } from 'typeorm';
import { HttpClient, HttpResponse } from './http';
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

/**
 * Sets the seat counter directly: player registration arrives with the players issue; until then
 * this is the only way a test can have registered players.
 */
export async function seatPlayers(t: TestApp, tournamentId: string, players: number): Promise<void> {
  await t.app.get(DataSource).query('UPDATE tournaments SET current_players = $1 WHERE id = $2', [players, tournamentId]);
}

/** The outbox events of a tournament, oldest first, as stored (D12). */
export async function outboxEvents(t: TestApp, tournamentId: string): Promise<Array<{ event_type: string; sequence: string; data: any }>> {
  return t.app
    .get(DataSource)
    .query('SELECT event_type, sequence, data FROM outbox_events WHERE tournament_id = $1 ORDER BY sequence', [tournamentId]);
}

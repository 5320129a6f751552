import { HttpClient } from './http';
import { createInternalKey } from './factories';
import { TestApp } from './test-app';
import { createTournamentId, minutesFromNow } from './tournament-fixtures';

export interface RunningTournament {
  tournamentId: string;
  /** internal_player_id of each seated player, by display name. */
  players: Map<string, string>;
  /** Reports a score change of a player through the internal API, as the game platform would. */
  score(displayName: string, points: number): Promise<void>;
  /** The game platform reports the tournament completed (final positions, prizes). */
  complete(): Promise<void>;
}

let sequence = 0;

/**
 * A running points_based tournament of the operator of `client` (a full_access key): free entry,
 * the players seated under their display names, started by the game platform, and each player's
 * points reported through POST /api/internal/tournaments/{id}/events.
 */
export async function runningTournament(
  t: TestApp,
  operatorId: string,
  client: HttpClient,
  players: Array<[displayName: string, points: number]>,
  overrides: Record<string, unknown> = {},
): Promise<RunningTournament> {
  const internal = await createInternalKey(t, [operatorId]);
  const platform = t.http.with({ 'X-Internal-Api-Key': internal.apiKey });
  const tournamentId = await createTournamentId(client, {
    entry_fee: 0,
    max_players: 20,
    scheduled_start: minutesFromNow(60),
    ...overrides,
  });
  const seated = new Map<string, string>();
  for (const [displayName] of players) {
    const userId = `dash-${process.pid}-${++sequence}`;
    const registered = await client.post(`/api/tournaments/${tournamentId}/players`, { user_id: userId, display_name: displayName });
    if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${registered.text}`);
    seated.set(displayName, registered.body.internal_player_id);
  }
  const send = async (events: Array<Record<string, unknown>>) => {
    const body = {
      events: events.map((e) => ({ event_id: `dash-ev-${process.pid}-${++sequence}`, occurred_at: new Date().toISOString(), ...e })),
    };
    const response = await platform.post(`/api/internal/tournaments/${tournamentId}/events`, body);
    if (response.status !== 200 || response.body.rejected !== 0) throw new Error(`events refused: ${response.status} ${response.text}`);
  };
  await send([{ type: 'tournament.started' }]);
  const score = async (displayName: string, points: number) => {
    const internalPlayerId = seated.get(displayName);
    if (!internalPlayerId) throw new Error(`no player named ${displayName}`);
    await send([{ type: 'score.updated', internal_player_id: internalPlayerId, points }]);
  };
  for (const [displayName, points] of players) if (points !== 0) await score(displayName, points);
  return { tournamentId, players: seated, score, complete: () => send([{ type: 'tournament.completed' }]) };
}

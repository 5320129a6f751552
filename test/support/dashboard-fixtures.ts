import { HttpClient } from './http';
import { createInternalKey } from './factories';
import { TestApp } from './test-app';
import { createTournamentId, minutesFromNow } from './tournament-fixtures';

/** A tournament of the operator played through the API, as its operator and the game platform would. */
export interface PlayedTournament {
  tournamentId: string;
  /** internal_player_id of each seated player, by display name. */
  players: Map<string, string>;
  /** Funds a new user with the entry fee (if any) and registers it under `displayName`. */
  register(displayName: string): Promise<void>;
  /** The game platform reports the tournament started. */
  start(): Promise<void>;
  /** Reports a score change of a player through the internal API, as the game platform would. */
  score(displayName: string, points: number): Promise<void>;
  /** The game platform reports the player eliminated. */
  eliminate(displayName: string): Promise<void>;
  /** The game platform reports the tournament completed (final positions, prizes). */
  complete(): Promise<void>;
}

export type RunningTournament = PlayedTournament;

let sequence = 0;

/**
 * A scheduled points_based tournament of the operator of `client` (a full_access key), an hour
 * ahead, free entry unless `overrides` say otherwise; players register, and the game platform
 * reports its events through POST /api/internal/tournaments/{id}/events.
 */
export async function scheduledTournament(
  t: TestApp,
  operatorId: string,
  client: HttpClient,
  overrides: Record<string, unknown> = {},
): Promise<PlayedTournament> {
  const internal = await createInternalKey(t, [operatorId]);
  const platform = t.http.with({ 'X-Internal-Api-Key': internal.apiKey });
  const body = { entry_fee: 0, max_players: 20, scheduled_start: minutesFromNow(60), ...overrides };
  const tournamentId = await createTournamentId(client, body);
  const seated = new Map<string, string>();
  const register = async (displayName: string) => {
    const userId = `dash-${process.pid}-${++sequence}`;
    const fee = Number(body.entry_fee);
    if (fee > 0) {
      const funded = await client.post(`/api/players/${userId}/wallet/transfers`, {
        transfer_id: `fund-${userId}`,
        direction: 'in',
        amount: fee,
      });
      if (funded.status !== 201) throw new Error(`funding failed: ${funded.status} ${funded.text}`);
    }
    const registered = await client.post(`/api/tournaments/${tournamentId}/players`, {
      user_id: userId,
      display_name: displayName,
      ...(fee > 0 ? { entry_payment_details: { payment_id: `pay-${userId}` } } : {}),
    });
    if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${registered.text}`);
    seated.set(displayName, registered.body.internal_player_id);
  };
  const send = async (events: Array<Record<string, unknown>>) => {
    const batch = {
      events: events.map((e) => ({ event_id: `dash-ev-${process.pid}-${++sequence}`, occurred_at: new Date().toISOString(), ...e })),
    };
    const response = await platform.post(`/api/internal/tournaments/${tournamentId}/events`, batch);
    if (response.status !== 200 || response.body.rejected !== 0) throw new Error(`events refused: ${response.status} ${response.text}`);
  };
  const internalId = (displayName: string) => {
    const id = seated.get(displayName);
    if (!id) throw new Error(`no player named ${displayName}`);
    return id;
  };
  return {
    tournamentId,
    players: seated,
    register,
    start: () => send([{ type: 'tournament.started' }]),
    score: (displayName, points) => send([{ type: 'score.updated', internal_player_id: internalId(displayName), points }]),
    eliminate: (displayName) => send([{ type: 'player.eliminated', internal_player_id: internalId(displayName) }]),
    complete: () => send([{ type: 'tournament.completed' }]),
  };
}

/**
 * A running points_based tournament (scheduledTournament): the players seated under their
 * display names, started by the game platform, and each player's points reported.
 */
export async function runningTournament(
  t: TestApp,
  operatorId: string,
  client: HttpClient,
  players: Array<[displayName: string, points: number]>,
  overrides: Record<string, unknown> = {},
): Promise<RunningTournament> {
  const tournament = await scheduledTournament(t, operatorId, client, overrides);
  for (const [displayName] of players) await tournament.register(displayName);
  await tournament.start();
  for (const [displayName, points] of players) if (points !== 0) await tournament.score(displayName, points);
  return tournament;
}

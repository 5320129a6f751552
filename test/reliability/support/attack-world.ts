import { createInternalKey, createKey, createOperator, TestKey } from '../../support/factories';
import { HttpClient } from '../../support/http';
import { TestApp } from '../../support/test-app';
import { createTournamentId } from '../../support/tournament-fixtures';

/** The four roles of D4 (libs/auth/src/domain/permissions.ts). */
export const ROLES = ['full_access', 'tournament_manager', 'read_only', 'player_registration'] as const;
export type RoleName = (typeof ROLES)[number];

export interface VictimOperator {
  operatorId: string;
  name: string;
  key: TestKey;
  /** An internal key bound to this operator only. */
  internal: HttpClient;
  tournamentId: string;
  tournamentName: string;
  userId: string;
  paymentId: string;
  playerId: string;
  internalPlayerId: string;
  jwt: string;
  roomId: string;
  /** A tournament series of A's. */
  seriesId: string;
}

export interface AttackerOperator {
  operatorId: string;
  keys: Record<RoleName, TestKey>;
  /** An internal key bound to this operator only. */
  internal: HttpClient;
  /** A tournament of the attacker's own, with one player. */
  tournamentId: string;
  playerId: string;
  internalPlayerId: string;
  roomId: string;
}

let sequence = 0;

/** Funds and registers a user through the operator API; returns the registration body. */
export async function registerUser(client: HttpClient, tournamentId: string, userId: string, fee = 10): Promise<any> {
  const funded = await client.post(`/api/players/${userId}/wallet/transfers`, {
    transfer_id: `fund-${userId}`,
    direction: 'in',
    amount: fee * 5,
  });
  if (funded.status !== 201) throw new Error(`funding failed: ${funded.status} ${funded.text}`);
  const res = await client.post(`/api/tournaments/${tournamentId}/players`, {
    user_id: userId,
    display_name: `Player ${userId}`,
    entry_payment_details: { payment_id: `pay-${userId}` },
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${res.text}`);
  return res.body;
}

/** A room of the platform (through the operator's own internal key) holding `internalPlayerIds`. */
async function createRoom(internal: HttpClient, tournamentId: string, internalPlayerIds: string[]): Promise<string> {
  const res = await internal.post(`/api/internal/tournaments/${tournamentId}/rooms`, {
    round: 1,
    group: 'table',
    players: internalPlayerIds,
  });
  if (res.status !== 201) throw new Error(`room failed: ${res.status} ${res.text}`);
  return res.body.room_id;
}

/** Operator A with real data on every kind of resource: a tournament, a registered player, a wallet, a room, a token, events. */
export async function victimOperator(t: TestApp): Promise<VictimOperator> {
  const n = ++sequence;
  const operator = await createOperator(t, { name: `Victim ${n} ${process.pid}` });
  const key = await createKey(t, operator.operatorId, 'full_access');
  const internal = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [operator.operatorId])).apiKey });
  const tournamentName = `Victim cup ${n}-${process.pid}`;
  const tournamentId = await createTournamentId(key.client, {
    name: tournamentName,
    min_players: 1,
    config: { rebuy_enabled: true, max_entries_per_player: 3, rebuy_fee: 5 },
  });
  const userId = `victim-user-${n}-${process.pid}`;
  const registered = await registerUser(key.client, tournamentId, userId);
  const roomId = await createRoom(internal, tournamentId, [registered.internal_player_id]);
  const series = await key.client.post('/api/tournament-series', validBody('POST /api/tournament-series'));
  if (series.status !== 201) throw new Error(`series failed: ${series.status} ${series.text}`);
  return {
    ...operator,
    seriesId: series.body.series_id,
    key,
    internal,
    tournamentId,
    tournamentName,
    userId,
    paymentId: `pay-${userId}`,
    playerId: registered.player_id,
    internalPlayerId: registered.internal_player_id,
    jwt: registered.game_access.jwt,
    roomId,
  };
}

/** Operator B with a key of every role, an internal key bound to it and a tournament of its own. */
export async function attackerOperator(t: TestApp): Promise<AttackerOperator> {
  const n = ++sequence;
  const operator = await createOperator(t, { name: `Attacker ${n} ${process.pid}` });
  const keys = {} as Record<RoleName, TestKey>;
  for (const role of ROLES) keys[role] = await createKey(t, operator.operatorId, role);
  const internal = t.http.with({ 'x-internal-api-key': (await createInternalKey(t, [operator.operatorId])).apiKey });
  const tournamentId = await createTournamentId(keys.full_access.client, {
    min_players: 1,
    config: { rebuy_enabled: true, max_entries_per_player: 3, rebuy_fee: 5 },
  });
  const registered = await registerUser(keys.full_access.client, tournamentId, `attacker-user-${n}-${process.pid}`);
  const roomId = await createRoom(internal, tournamentId, [registered.internal_player_id]);
  return {
    operatorId: operator.operatorId,
    keys,
    internal,
    tournamentId,
    playerId: registered.player_id,
    internalPlayerId: registered.internal_player_id,
    roomId,
  };
}

/**
 * A body each route accepts (valid for its DTO), so that a request passes validation and reaches
 * the ownership check; `ids` are the ids the request names. Routes without a body get undefined.
 */
export function validBody(
  key: string,
  ids: { userId?: string; internalPlayerId?: string; jwt?: string; operatorId?: string } = {},
): unknown {
  const tag = `atk-${++sequence}-${process.pid}`;
  const bodies: Record<string, unknown> = {
    'POST /api/tournaments': {
      name: `Attack ${tag}`,
      external_id: tag,
      game: 'book-of-gold',
      scheduled_start: new Date(Date.now() + 3_600_000).toISOString(),
      entry_fee: 10,
    },
    'PUT /api/tournaments/{tournamentId}': { name: `Hijacked ${tag}` },
    'DELETE /api/tournaments/{tournamentId}': { reason: 'hijack' },
    'POST /api/tournaments/{tournamentId}/players': { user_id: `intruder-${tag}`, entry_payment_details: { payment_id: `pay-${tag}` } },
    'DELETE /api/tournaments/{tournamentId}/players/{playerId}': { reason: 'hijack' },
    'POST /api/tournaments/{tournamentId}/players/{playerId}/rebuy': { payment_id: `rebuy-${tag}` },
    'POST /api/players/{userId}/wallet/transfers': { transfer_id: `steal-${tag}`, direction: 'out', amount: 1 },
    'POST /api/internal/tournaments/{tournamentId}/rooms': { round: 2, players: ids.internalPlayerId ? [ids.internalPlayerId] : [] },
    'PATCH /api/internal/tournaments/{tournamentId}/rooms/{roomId}': { status: 'playing', metadata: { hijacked: true } },
    'POST /api/internal/tournaments/{tournamentId}/events': {
      events: [{ event_id: `evt-${tag}`, type: 'round.started', occurred_at: new Date().toISOString(), round: 1 }],
    },
    'POST /api/internal/auth/validate-token': { token: ids.jwt ?? 'x' },
    'POST /api/tournament-series': {
      name: `Series ${tag}`,
      external_id: tag,
      schedule: 'DTSTART:20300101T200000Z\nRRULE:FREQ=DAILY',
      lead_time_seconds: 3600,
      template: { name: `Series cup ${tag}`, game: 'book-of-gold', entry_fee: 10 },
    },
    'PATCH /api/tournament-series/{seriesId}': { name: `Hijacked ${tag}` },
    'POST /api/internal/tournaments': {
      name: `Lobby cup ${tag}`,
      type: 'hop_on_off',
      gameSlug: 'book-of-gold',
      minPlayers: 2,
      maxPlayers: 10,
      entryFee: 1,
      lobbyKey: tag,
      ...(ids.operatorId ? { operatorId: ids.operatorId } : {}),
    },
  };
  return bodies[key];
}

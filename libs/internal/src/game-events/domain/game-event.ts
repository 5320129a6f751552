import { isUuid, parseRfc3339 } from '@app/common';
import { formatPoints, parsePoints } from './points';

/**
 * The game events of D11 as the service reads them: one raw JSON object in, a typed event or a
 * rejection (code and message) out. Pure: no database, no clock.
 */

export const GAME_EVENT_TYPES = [
  'tournament.started',
  'round.started',
  'round.completed',
  'score.updated',
  'player.eliminated',
  'tournament.completed',
] as const;
export type GameEventType = (typeof GAME_EVENT_TYPES)[number];

/** A batch holds 1 to this many events (D11). */
export const MAX_EVENTS_PER_BATCH = 1000;
export const MAX_EVENT_ID_LENGTH = 128;
/** Rounds and positions are stored as PostgreSQL `integer`. */
export const MAX_INTEGER = 2_147_483_647;
/** Players one `player.eliminated` event may name in `internal_player_ids`. */
export const MAX_PLAYERS_PER_ELIMINATION = 1000;

/** The codes of a rejected event (`results[].error`); lifecycle refusals keep their D3 code. */
export enum GameEventError {
  InvalidEvent = 'invalid_event',
  UnknownEventType = 'unknown_event_type',
  IdempotencyConflict = 'idempotency_conflict',
  PlayerNotFound = 'player_not_found',
  PlayerInactive = 'player_inactive',
  PlayerEliminated = 'player_eliminated',
  TournamentNotStarted = 'tournament_not_started',
  TournamentStarted = 'tournament_started',
  TournamentCompleted = 'tournament_completed',
  TournamentCancelled = 'tournament_cancelled',
}

export interface Rejection {
  error: string;
  message: string;
}

interface EventHeader {
  eventId: string;
  occurredAt: Date;
}

/** A score change: `set` replaces the total, `delta` adds to it; in units of 10^-8 points. */
export interface ScoreChange {
  kind: 'set' | 'delta';
  units: bigint;
}

export interface ParsedFinalStanding {
  internalPlayerId: string;
  position: number;
  /** NUMERIC text, when reported. */
  points?: string;
}

export type GameEvent =
  | (EventHeader & { type: 'tournament.started' })
  | (EventHeader & { type: 'round.started' | 'round.completed'; round: number })
  | (EventHeader & { type: 'score.updated'; internalPlayerId: string; change: ScoreChange })
  | (EventHeader & { type: 'player.eliminated'; internalPlayerIds: string[]; round: number | null })
  | (EventHeader & { type: 'tournament.completed'; finalStandings?: ParsedFinalStanding[] });

export type ParsedEvent = { ok: true; event: GameEvent } | { ok: false; eventId: string | null; rejection: Rejection };

const COMMON_FIELDS = ['event_id', 'type', 'occurred_at'];
const TYPE_FIELDS: Record<GameEventType, string[]> = {
  'tournament.started': [],
  'round.started': ['round'],
  'round.completed': ['round'],
  'score.updated': ['internal_player_id', 'points', 'points_delta'],
  'player.eliminated': ['internal_player_id', 'internal_player_ids', 'round'],
  'tournament.completed': ['final_standings'],
};
const STANDING_FIELDS = new Set(['internal_player_id', 'position', 'points']);
/** The fields each type allows, built once (a batch reads up to 1,000 events). */
const ALLOWED_FIELDS = {} as Record<GameEventType, ReadonlySet<string>>;
for (const type of GAME_EVENT_TYPES) ALLOWED_FIELDS[type] = new Set([...COMMON_FIELDS, ...TYPE_FIELDS[type]]);
const EVENT_TYPES: ReadonlySet<string> = new Set(GAME_EVENT_TYPES);

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** Thrown inside the parser only, to stop at the first problem of an event. */
class Invalid extends Error {
  constructor(readonly rejection: Rejection) {
    super(rejection.message);
  }
}

function invalid(message: string, error: string = GameEventError.InvalidEvent): never {
  throw new Invalid({ error, message });
}

/** A JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The event's `event_id` when it is a usable one (1-128 characters, no control characters), else null. */
export function eventIdOf(raw: Record<string, unknown>): string | null {
  const id = raw.event_id;
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_EVENT_ID_LENGTH || CONTROL_CHARS.test(id)) return null;
  return id;
}

function readEventId(raw: Record<string, unknown>): string {
  const id = eventIdOf(raw);
  if (id !== null) return id;
  if (raw.event_id === undefined || raw.event_id === null) invalid('event_id is required');
  if (typeof raw.event_id !== 'string') invalid('event_id must be a string');
  invalid(`event_id must be 1 to ${MAX_EVENT_ID_LENGTH} characters without control characters`);
}

function readType(raw: Record<string, unknown>): GameEventType {
  const type = raw.type;
  if (type === undefined || type === null) invalid('type is required');
  if (typeof type !== 'string') invalid('type must be a string');
  if (!EVENT_TYPES.has(type)) {
    invalid(`Unknown event type '${type.slice(0, 64)}'; expected one of ${GAME_EVENT_TYPES.join(', ')}`, GameEventError.UnknownEventType);
  }
  return type as GameEventType;
}

/**
 * `occurred_at` as a Date, or undefined when it is not an RFC 3339 date-time with an offset, or
 * falls outside the years 1-9999 once in UTC (e.g. 0001-01-01T00:00:00+01:00), which PostgreSQL
 * would not store.
 */
export function occurredAtOf(raw: Record<string, unknown>): Date | undefined {
  const date = parseRfc3339(raw.occurred_at);
  if (!date) return undefined;
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999 ? date : undefined;
}

function readOccurredAt(raw: Record<string, unknown>): Date {
  if (raw.occurred_at === undefined || raw.occurred_at === null) invalid('occurred_at is required');
  const date = occurredAtOf(raw);
  if (!date)
    invalid('occurred_at must be an RFC 3339 date-time with a time zone offset, e.g. 2026-11-22T10:00:00.000Z, in the years 1 to 9999');
  return date;
}

function refuseUnknownFields(raw: Record<string, unknown>, allowed: ReadonlySet<string>, where: string): void {
  const unknown = Object.keys(raw).filter((key) => !allowed.has(key));
  if (unknown.length > 0)
    invalid(
      `${unknown.map((key) => key.slice(0, 64)).join(', ')} ${unknown.length === 1 ? 'is not an allowed field' : 'are not allowed fields'} of ${where}`,
    );
}

function readPlayerId(value: unknown, field: string): string {
  if (value === undefined || value === null) invalid(`${field} is required`);
  if (!isUuid(value)) invalid(`${field} must be a UUID (the internal_player_id of the registration)`);
  return value.toLowerCase();
}

function readInteger(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_INTEGER) {
    invalid(`${field} must be a positive integer`);
  }
  return value;
}

/** An optional field: absent and null both mean "not given". */
function given(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function readScoreChange(raw: Record<string, unknown>): ScoreChange {
  const hasSet = given(raw.points);
  const hasDelta = given(raw.points_delta);
  if (hasSet === hasDelta) invalid('score.updated needs exactly one of points (the new total) and points_delta (added to it)');
  const field = hasSet ? 'points' : 'points_delta';
  const parsed = parsePoints(raw[field]);
  if (!parsed.ok) invalid(`${field} ${parsed.reason}`);
  return { kind: hasSet ? 'set' : 'delta', units: parsed.units };
}

function readEliminatedPlayers(raw: Record<string, unknown>): string[] {
  const hasOne = given(raw.internal_player_id);
  const hasMany = given(raw.internal_player_ids);
  if (hasOne === hasMany) invalid('player.eliminated needs exactly one of internal_player_id and internal_player_ids');
  if (hasOne) return [readPlayerId(raw.internal_player_id, 'internal_player_id')];
  const ids = raw.internal_player_ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_PLAYERS_PER_ELIMINATION) {
    invalid(`internal_player_ids must be an array of 1 to ${MAX_PLAYERS_PER_ELIMINATION} UUIDs`);
  }
  const read = ids.map((id, i) => readPlayerId(id, `internal_player_ids.${i}`));
  if (new Set(read).size !== read.length) invalid('internal_player_ids must not repeat a player');
  return read;
}

function readFinalStandings(value: unknown): ParsedFinalStanding[] | undefined {
  if (!given(value)) return undefined;
  if (!Array.isArray(value)) invalid('final_standings must be an array of { internal_player_id, position, points? }');
  return value.map((item, i) => {
    const where = `final_standings.${i}`;
    if (!isObject(item)) invalid(`${where} must be an object { internal_player_id, position, points? }`);
    refuseUnknownFields(item, STANDING_FIELDS, where);
    const standing: ParsedFinalStanding = {
      internalPlayerId: readPlayerId(item.internal_player_id, `${where}.internal_player_id`),
      position: readInteger(item.position, `${where}.position`),
    };
    if (given(item.points)) {
      const points = parsePoints(item.points);
      if (!points.ok) invalid(`${where}.points ${points.reason}`);
      standing.points = formatPoints(points.units);
    }
    return standing;
  });
}

function readBody(raw: Record<string, unknown>, header: EventHeader, type: GameEventType): GameEvent {
  switch (type) {
    case 'tournament.started':
      return { ...header, type };
    case 'round.started':
    case 'round.completed':
      if (!given(raw.round)) invalid('round is required');
      return { ...header, type, round: readInteger(raw.round, 'round') };
    case 'score.updated':
      return {
        ...header,
        type,
        internalPlayerId: readPlayerId(raw.internal_player_id, 'internal_player_id'),
        change: readScoreChange(raw),
      };
    case 'player.eliminated':
      return {
        ...header,
        type,
        internalPlayerIds: readEliminatedPlayers(raw),
        round: given(raw.round) ? readInteger(raw.round, 'round') : null,
      };
    case 'tournament.completed': {
      const finalStandings = readFinalStandings(raw.final_standings);
      return finalStandings === undefined ? { ...header, type } : { ...header, type, finalStandings };
    }
  }
}

/**
 * Reads one event of a batch. Fields are strict (D3): an unknown field, a missing or malformed
 * one, an unknown type or a time without an offset rejects the event with a message that names
 * the field. Optional fields may be absent or null.
 */
export function parseGameEvent(raw: unknown): ParsedEvent {
  const eventId = isObject(raw) ? eventIdOf(raw) : null;
  try {
    if (!isObject(raw)) invalid('An event must be a JSON object');
    const id = readEventId(raw);
    const type = readType(raw);
    refuseUnknownFields(raw, ALLOWED_FIELDS[type], type);
    const header: EventHeader = { eventId: id, occurredAt: readOccurredAt(raw) };
    return { ok: true, event: readBody(raw, header, type) };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, eventId, rejection: error.rejection };
    throw error;
  }
}

/** The player ids an event changes (score and elimination events), for the one read of entries. */
export function playersOf(event: GameEvent): string[] {
  if (event.type === 'score.updated') return [event.internalPlayerId];
  if (event.type === 'player.eliminated') return event.internalPlayerIds;
  return [];
}

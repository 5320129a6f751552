import { amountReasonFor, parseAmount } from '@app/common/money/amount';
import { parsePercent, UNITS_PER_PERCENT } from '@app/common/money/percent';

/**
 * The free-form `config` object of create and update (D5). The keys D5 names are validated and
 * typed; every other key is kept as sent and returned as `gameConfig`.
 */

/** Most bytes of JSON a stored config may take (D2). */
export const MAX_CONFIG_BYTES = 16 * 1024;
export const MAX_DURATION_MINUTES = 43_200; // 30 days
export const MAX_LATE_REGISTRATION_MINUTES = 1_440; // 1 day
export const MAX_ENTRIES_PER_PLAYER = 100;
export const MAX_RAKE_PERCENT = 50;
export const MAX_GAME_URL_LENGTH = 2_048;

export const TOURNAMENT_TYPES = ['points_based', 'leaderboard', 'elimination'] as const;
/** `tournament_type` as sent: `leaderboard` is another name of `points_based` (D5). */
export type TournamentType = (typeof TOURNAMENT_TYPES)[number];
/** How players are ranked: the two real tournament types of D5. */
export type RankingType = 'points_based' | 'elimination';
export const TIE_BREAKS = ['earliest', 'share'] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];
/** Placeholders a `game_url` template may hold (D10). */
export const GAME_URL_PLACEHOLDERS = ['token', 'tournament_id', 'player_id', 'game'] as const;

/** The config keys D5 names; any other key is game configuration. */
export const TOURNAMENT_CONFIG_KEYS = [
  'tournament_type',
  'start_when_full',
  'duration_minutes',
  'late_registration_minutes',
  'max_entries_per_player',
  'rebuy_enabled',
  'rebuy_fee',
  'rake_percent',
  'tie_break',
  'game_url',
] as const;
export type TournamentConfigKey = (typeof TOURNAMENT_CONFIG_KEYS)[number];

/** The effective, typed values of the D5 keys, defaults applied. */
export interface TournamentSettings {
  /** As sent (`leaderboard` echoed back), `points_based` by default. */
  tournamentType: TournamentType;
  rankingType: RankingType;
  startWhenFull: boolean;
  /** Null: no time limit (the game platform completes the tournament). */
  durationMinutes: number | null;
  lateRegistrationMinutes: number;
  maxEntriesPerPlayer: number;
  rebuyEnabled: boolean;
  /** Minor units; the entry fee when `rebuy_fee` is not set. */
  rebuyFeeMinor: bigint;
  /** As a JSON number (2.5), and exactly in percent units (25 000). */
  rakePercent: number;
  rakeUnits: number;
  tieBreak: TieBreak;
  /** The launch URL template, or null for the service default (D10). */
  gameUrl: string | null;
}

/** What validation needs to know about the tournament: money keys are in its currency. */
export interface ConfigContext {
  currency: string;
  /** Minor-unit digits of `currency` (currencyDigits). */
  digits: number;
  /** The entry fee in minor units: the default `rebuy_fee`. */
  entryFeeMinor: bigint;
}

export type ConfigResult =
  { ok: true; config: Record<string, unknown>; settings: TournamentSettings } | { ok: false; errors: Record<string, string[]> };

/** A key's normalised value, or why it is refused. */
type Check = { value: unknown } | { error: string };

// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** A plain JSON object: not null, not an array, not a class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Sets an own property even for the key "__proto__" (which plain assignment would turn into a
 * prototype change), so arbitrary game-config keys stay plain data.
 */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function checkBoolean(value: unknown): Check {
  return typeof value === 'boolean' ? { value } : { error: 'must be true or false' };
}

function checkInteger(min: number, max: number): (value: unknown) => Check {
  return (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? { value }
      : { error: `must be an integer from ${min} to ${max}` };
}

function checkOneOf(allowed: readonly string[]): (value: unknown) => Check {
  return (value) => {
    const text = typeof value === 'string' ? value.trim() : value;
    return typeof text === 'string' && allowed.includes(text) ? { value: text } : { error: `must be one of: ${allowed.join(', ')}` };
  };
}

/** rake_percent: a JSON number from 0 to 50 with at most 2 decimals (D5), read exactly. */
function checkRake(value: unknown): Check {
  if (typeof value !== 'number') return { error: `must be a number from 0 to ${MAX_RAKE_PERCENT}` };
  const parsed = parsePercent(value, 2);
  if (parsed.ok && parsed.units <= MAX_RAKE_PERCENT * UNITS_PER_PERCENT) return { value };
  if (!parsed.ok && parsed.reason.startsWith('has more than')) return { error: parsed.reason };
  return { error: `must be a number from 0 to ${MAX_RAKE_PERCENT}` };
}

/** rebuy_fee: money in the tournament currency (D2), 0 or more. */
function checkMoney(context: ConfigContext): (value: unknown) => Check {
  return (value) => {
    if (typeof value !== 'number') return { error: 'must be a number' };
    const parsed = parseAmount(value, context.digits);
    return parsed.ok ? { value } : { error: amountReasonFor(parsed.reason, context.currency) };
  };
}

/**
 * game_url (D10): an http(s) URL of at most 2048 characters, without spaces or control
 * characters, whose only `{…}` are the four known placeholders. An unknown placeholder
 * ({playerId}) is refused: it would reach players as a literal and break every launch.
 */
function checkGameUrl(value: unknown): Check {
  if (typeof value !== 'string') return { error: 'must be a string' };
  const url = value.trim();
  if (url.length === 0 || url.length > MAX_GAME_URL_LENGTH) {
    return { error: `must be 1 to ${MAX_GAME_URL_LENGTH} characters` };
  }
  if (CONTROL_OR_SPACE.test(url)) return { error: 'must not contain spaces or control characters' };
  const unknown = [...url.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .filter((name) => !(GAME_URL_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    return {
      error: `has unknown placeholder(s) ${unknown.map((name) => `{${name}}`).join(', ')}; allowed: ${GAME_URL_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
    };
  }
  const sample = url.replace(PLACEHOLDER, (_whole, name: string) => `x${name.replace(/_/g, '')}`);
  if (/[{}]/.test(sample)) return { error: 'has an unbalanced { or }' };
  let parsed: URL;
  try {
    parsed = new URL(sample);
  } catch {
    return { error: 'must be an absolute http(s) URL' };
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.hostname === '') {
    return { error: 'must be an absolute http(s) URL' };
  }
  return { value: url };
}

/** The validator of each D5 key; money keys depend on the tournament's currency. */
function validators(context: ConfigContext): Record<TournamentConfigKey, (value: unknown) => Check> {
  return {
    tournament_type: checkOneOf(TOURNAMENT_TYPES),
    start_when_full: checkBoolean,
    duration_minutes: checkInteger(1, MAX_DURATION_MINUTES),
    late_registration_minutes: checkInteger(0, MAX_LATE_REGISTRATION_MINUTES),
    max_entries_per_player: checkInteger(1, MAX_ENTRIES_PER_PLAYER),
    rebuy_enabled: checkBoolean,
    rebuy_fee: checkMoney(context),
    rake_percent: checkRake,
    tie_break: checkOneOf(TIE_BREAKS),
    game_url: checkGameUrl,
  };
}

function isConfigKey(key: string): key is TournamentConfigKey {
  return (TOURNAMENT_CONFIG_KEYS as readonly string[]).includes(key);
}

/** Bytes of the config as compact JSON, or null when it is not JSON at all. */
function jsonBytes(config: Record<string, unknown>): number | null {
  try {
    return Buffer.byteLength(JSON.stringify(config), 'utf8');
  } catch {
    return null;
  }
}

/** `ranking type` of a config: `elimination`, or `points_based` (also for `leaderboard`, D5). */
export function rankingType(config: Record<string, unknown> | null | undefined): RankingType {
  return config?.tournament_type === 'elimination' ? 'elimination' : 'points_based';
}

/** `tournament_type` to echo back: as sent, `points_based` when absent (D5). */
export function tournamentTypeOf(config: Record<string, unknown> | null | undefined): TournamentType {
  const type = config?.tournament_type;
  return (TOURNAMENT_TYPES as readonly unknown[]).includes(type) ? (type as TournamentType) : 'points_based';
}

/** The keys D5 does not name: the `gameConfig` of responses (D5). */
export function gameConfigOf(config: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config ?? {})) {
    if (!isConfigKey(key)) setOwn(result, key, value);
  }
  return result;
}

/** Typed effective values of an already-validated config, defaults applied. */
function settingsFrom(config: Record<string, unknown>, context: ConfigContext): TournamentSettings {
  const rebuyFee = config.rebuy_fee === undefined ? undefined : parseAmount(config.rebuy_fee, context.digits);
  const rakePercent = (config.rake_percent as number | undefined) ?? 0;
  const rake = parsePercent(rakePercent, 2);
  return {
    tournamentType: tournamentTypeOf(config),
    rankingType: rankingType(config),
    startWhenFull: (config.start_when_full as boolean | undefined) ?? false,
    durationMinutes: (config.duration_minutes as number | undefined) ?? null,
    lateRegistrationMinutes: (config.late_registration_minutes as number | undefined) ?? 0,
    maxEntriesPerPlayer: (config.max_entries_per_player as number | undefined) ?? 1,
    rebuyEnabled: (config.rebuy_enabled as boolean | undefined) ?? false,
    rebuyFeeMinor: rebuyFee?.ok ? rebuyFee.minor : context.entryFeeMinor,
    rakePercent,
    rakeUnits: rake.ok ? rake.units : 0,
    tieBreak: (config.tie_break as TieBreak | undefined) ?? 'earliest',
    gameUrl: (config.game_url as string | undefined) ?? null,
  };
}

/**
 * Validates and normalises a create `config` (D5): the D5 keys are type- and range-checked
 * (strings trimmed; a D5 key set to null means "use the default" and is dropped); every other
 * key is kept as sent. The stored result must be a plain object of at most 16 KiB of JSON (D2).
 * Absent (undefined or null) means an empty config. Errors are keyed `config.<key>`, or
 * `config` for the object as a whole.
 */
export function validateTournamentConfig(raw: unknown, context: ConfigContext): ConfigResult {
  if (raw === undefined || raw === null) raw = {};
  if (!isPlainObject(raw)) return { ok: false, errors: { config: ['must be a JSON object'] } };
  const checks = validators(context);
  const config: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isConfigKey(key)) {
      setOwn(config, key, value);
      continue;
    }
    if (value === null || value === undefined) continue;
    const check = checks[key](value);
    if ('error' in check) errors[`config.${key}`] = [check.error];
    else config[key] = check.value;
  }
  const bytes = jsonBytes(config);
  if (bytes === null) (errors.config ??= []).push('must be a JSON object');
  else if (bytes > MAX_CONFIG_BYTES) {
    (errors.config ??= []).push(`must be at most ${MAX_CONFIG_BYTES} bytes of JSON (16 KiB); it is ${bytes}`);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, config, settings: settingsFrom(config, context) };
}

/**
 * Applies a PUT `config` patch to the stored config (D5): merged key by key, a key set to null
 * is removed (its default applies again), values replace whole (no deep merge); the result is
 * validated as on create. An absent patch (undefined or null) changes nothing.
 */
export function mergeConfig(current: Record<string, unknown>, patch: unknown, context: ConfigContext): ConfigResult {
  if (patch === undefined || patch === null) patch = {};
  if (!isPlainObject(patch)) return { ok: false, errors: { config: ['must be a JSON object'] } };
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else setOwn(merged, key, value);
  }
  return validateTournamentConfig(merged, context);
}

/**
 * Settings of a config that was validated before it was stored. Invalid stored data is a bug or
 * corruption, never a client error, so it throws.
 */
export function settingsOf(config: Record<string, unknown>, context: ConfigContext): TournamentSettings {
  const result = validateTournamentConfig(config, context);
  if (!result.ok) {
    const detail = Object.entries(result.errors)
      .map(([key, messages]) => `${key}: ${messages.join(', ')}`)
      .join('; ');
    throw new Error(`Stored tournament config is invalid: ${detail}`);
  }
  return result.settings;
}

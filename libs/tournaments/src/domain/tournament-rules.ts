import { ValidationFailedException } from '@app/common/errors/domain.exception';

/**
 * Business rules of create and update (D3, D5) as pure checks. Each returns a D3 `errors` map
 * (field path → messages), empty when the rule holds, so a service can gather every problem of
 * a request and answer one 422 with all of them.
 */
export type FieldErrors = Record<string, string[]>;

/** Joins error maps, keeping every message of a field that appears in several. */
export function mergeErrors(...maps: FieldErrors[]): FieldErrors {
  const result: FieldErrors = {};
  for (const map of maps) {
    for (const [field, messages] of Object.entries(map)) (result[field] ??= []).push(...messages);
  }
  return result;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Throws the 422 `validation_error` of D3 when the map holds any error. */
export function throwIfErrors(errors: FieldErrors, message = 'Request validation failed'): void {
  if (hasErrors(errors)) throw new ValidationFailedException(errors, message);
}

/** `min_players` may not exceed `max_players` when both are set (null max: unlimited). */
export function checkPlayerLimits(minPlayers: number | null | undefined, maxPlayers: number | null | undefined): FieldErrors {
  if (minPlayers === null || minPlayers === undefined || maxPlayers === null || maxPlayers === undefined) return {};
  return minPlayers > maxPlayers ? { min_players: [`must not be greater than max_players (${minPlayers} > ${maxPlayers})`] } : {};
}

/** `scheduled_start` must be strictly after `now` (D3): a tournament cannot be scheduled in the past. */
export function checkScheduledStart(scheduledStart: Date, now: Date): FieldErrors {
  return scheduledStart.getTime() > now.getTime() ? {} : { scheduled_start: [`must be in the future (now is ${now.toISOString()})`] };
}

/** On update, `max_players` may not drop below the players already registered (D5); null is unlimited. */
export function checkMaxPlayersNotBelowRegistered(maxPlayers: number | null, registeredCount: number): FieldErrors {
  return maxPlayers !== null && maxPlayers < registeredCount
    ? { max_players: [`must not be below the ${registeredCount} players already registered`] }
    : {};
}

/**
 * `entry_fee` may change only while nobody is registered (D5): registered players paid the
 * current fee, and changing it would make their entries, refunds and the pool disagree.
 * Sending the current fee again is not a change.
 */
export function checkEntryFeeChange(currentMinor: bigint, newMinor: bigint, registeredCount: number): FieldErrors {
  if (newMinor === currentMinor || registeredCount === 0) return {};
  return {
    entry_fee: [`cannot change while players are registered (${registeredCount} registered): they paid the current entry fee`],
  };
}

/** Every business rule of create (D3): player limits and a future start. */
export function checkCreateRules(input: {
  minPlayers?: number | null;
  maxPlayers?: number | null;
  scheduledStart: Date;
  now: Date;
}): FieldErrors {
  return mergeErrors(checkPlayerLimits(input.minPlayers, input.maxPlayers), checkScheduledStart(input.scheduledStart, input.now));
}

/** The current values that update rules compare against. */
export interface UpdateRulesCurrent {
  minPlayers: number | null;
  maxPlayers: number | null;
  entryFeeMinor: bigint;
}

/**
 * Every business rule of update (D5). `patch` holds only the fields sent (undefined: not sent;
 * `maxPlayers: null`: set to unlimited). Limits are checked on the values the tournament would
 * have after the update; the start is checked only when a new one is sent.
 */
export function checkUpdateRules(input: {
  current: UpdateRulesCurrent;
  patch: { minPlayers?: number | null; maxPlayers?: number | null; scheduledStart?: Date; entryFeeMinor?: bigint };
  registeredCount: number;
  now: Date;
}): FieldErrors {
  const { current, patch, registeredCount, now } = input;
  const minPlayers = patch.minPlayers !== undefined ? patch.minPlayers : current.minPlayers;
  const maxPlayers = patch.maxPlayers !== undefined ? patch.maxPlayers : current.maxPlayers;
  return mergeErrors(
    checkPlayerLimits(minPlayers, maxPlayers),
    patch.scheduledStart !== undefined ? checkScheduledStart(patch.scheduledStart, now) : {},
    patch.maxPlayers !== undefined ? checkMaxPlayersNotBelowRegistered(patch.maxPlayers, registeredCount) : {},
    patch.entryFeeMinor !== undefined ? checkEntryFeeChange(current.entryFeeMinor, patch.entryFeeMinor, registeredCount) : {},
  );
}

import fc from 'fast-check';
import { ErrorCode } from '@app/common/errors/error-code';
import { ValidationFailedException } from '@app/common/errors/domain.exception';
import {
  checkCreateRules,
  checkEntryFeeChange,
  checkMaxPlayersNotBelowRegistered,
  checkPlayerLimits,
  checkScheduledStart,
  checkUpdateRules,
  hasErrors,
  mergeErrors,
  throwIfErrors,
  type UpdateRulesCurrent,
} from './tournament-rules';

// D3, D5: business rules of create and update, as 422 errors maps.

const NOW = new Date('2026-11-22T10:00:00.000Z');
const LATER = new Date('2026-11-22T12:00:00.000Z');

describe('checkPlayerLimits', () => {
  it.each<[number | null | undefined, number | null | undefined, boolean]>([
    [1, 10, true],
    [10, 10, true],
    [11, 10, false],
    [2, 1, false],
    [undefined, 10, true],
    [null, 10, true],
    [100, null, true],
    [100, undefined, true],
    [undefined, undefined, true],
  ])('min %p, max %p → ok %p', (min, max, ok) => {
    const errors = checkPlayerLimits(min, max);
    expect(errors).toEqual(ok ? {} : { min_players: [`must not be greater than max_players (${min} > ${max})`] });
  });
});

describe('checkScheduledStart', () => {
  it.each<[string, boolean]>([
    ['2026-11-22T10:00:00.001Z', true],
    ['2027-01-01T00:00:00.000Z', true],
    ['2026-11-22T10:00:00.000Z', false],
    ['2026-11-22T09:59:59.999Z', false],
    ['2020-01-01T00:00:00.000Z', false],
  ])('%s → ok %p', (start, ok) => {
    expect(checkScheduledStart(new Date(start), NOW)).toEqual(
      ok ? {} : { scheduled_start: ['must be in the future (now is 2026-11-22T10:00:00.000Z)'] },
    );
  });
});

describe('checkMaxPlayersNotBelowRegistered', () => {
  it.each<[number | null, number, boolean]>([
    [10, 0, true],
    [10, 10, true],
    [9, 10, false],
    [1, 2, false],
    [null, 5000, true],
  ])('max %p with %i registered → ok %p', (max, registered, ok) => {
    expect(checkMaxPlayersNotBelowRegistered(max, registered)).toEqual(
      ok ? {} : { max_players: [`must not be below the ${registered} players already registered`] },
    );
  });
});

describe('checkEntryFeeChange', () => {
  it.each<[bigint, bigint, number, boolean]>([
    [1000n, 2000n, 0, true],
    [1000n, 0n, 0, true],
    [1000n, 1000n, 5, true],
    [1000n, 2000n, 1, false],
    [1000n, 999n, 7, false],
  ])('%p → %p with %i registered → ok %p', (current, next, registered, ok) => {
    expect(checkEntryFeeChange(current, next, registered)).toEqual(
      ok ? {} : { entry_fee: [`cannot change while players are registered (${registered} registered): they paid the current entry fee`] },
    );
  });
});

describe('checkCreateRules', () => {
  it('passes a valid create', () => {
    expect(checkCreateRules({ minPlayers: 2, maxPlayers: 10, scheduledStart: LATER, now: NOW })).toEqual({});
    expect(checkCreateRules({ scheduledStart: LATER, now: NOW })).toEqual({});
  });

  it('reports every broken rule together', () => {
    expect(checkCreateRules({ minPlayers: 20, maxPlayers: 10, scheduledStart: NOW, now: NOW })).toEqual({
      min_players: ['must not be greater than max_players (20 > 10)'],
      scheduled_start: ['must be in the future (now is 2026-11-22T10:00:00.000Z)'],
    });
  });
});

describe('checkUpdateRules', () => {
  const current: UpdateRulesCurrent = { minPlayers: 5, maxPlayers: 10, entryFeeMinor: 1000n };

  it.each<[string, Parameters<typeof checkUpdateRules>[0]['patch'], number, Record<string, string[]>]>([
    ['an empty patch', {}, 3, {}],
    ['a name-only update with a start in the past kept', {}, 0, {}],
    ['a new future start', { scheduledStart: LATER }, 3, {}],
    [
      'a new start in the past',
      { scheduledStart: NOW },
      3,
      { scheduled_start: ['must be in the future (now is 2026-11-22T10:00:00.000Z)'] },
    ],
    ['max below the current min', { maxPlayers: 4 }, 0, { min_players: ['must not be greater than max_players (5 > 4)'] }],
    ['min above the current max', { minPlayers: 11 }, 0, { min_players: ['must not be greater than max_players (11 > 10)'] }],
    ['both changed consistently', { minPlayers: 11, maxPlayers: 20 }, 0, {}],
    ['max set to unlimited', { maxPlayers: null }, 8, {}],
    ['min cleared', { minPlayers: null, maxPlayers: 2 }, 0, {}],
    ['max below the registered count', { maxPlayers: 6 }, 7, { max_players: ['must not be below the 7 players already registered'] }],
    ['max equal to the registered count', { maxPlayers: 7 }, 7, {}],
    ['fee change with nobody registered', { entryFeeMinor: 5000n }, 0, {}],
    [
      'fee change with players',
      { entryFeeMinor: 5000n },
      2,
      { entry_fee: ['cannot change while players are registered (2 registered): they paid the current entry fee'] },
    ],
    ['the same fee with players', { entryFeeMinor: 1000n }, 2, {}],
    [
      'everything wrong at once',
      { minPlayers: 9, maxPlayers: 3, scheduledStart: NOW, entryFeeMinor: 1n },
      4,
      {
        min_players: ['must not be greater than max_players (9 > 3)'],
        scheduled_start: ['must be in the future (now is 2026-11-22T10:00:00.000Z)'],
        max_players: ['must not be below the 4 players already registered'],
        entry_fee: ['cannot change while players are registered (4 registered): they paid the current entry fee'],
      },
    ],
  ])('%s', (_name, patch, registeredCount, expected) => {
    expect(checkUpdateRules({ current, patch, registeredCount, now: NOW })).toEqual(expected);
  });

  it('never complains about an empty patch on a consistent tournament', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.nat(), (min, extra, registered) => {
        const max = min + extra;
        expect(
          checkUpdateRules({
            current: { minPlayers: min, maxPlayers: max, entryFeeMinor: 0n },
            patch: {},
            registeredCount: Math.min(registered, max),
            now: NOW,
          }),
        ).toEqual({});
      }),
    );
  });
});

describe('mergeErrors, hasErrors, throwIfErrors', () => {
  it('merges maps, keeping every message of a field', () => {
    expect(mergeErrors({ a: ['1'] }, {}, { a: ['2'], b: ['3'] })).toEqual({ a: ['1', '2'], b: ['3'] });
    expect(mergeErrors()).toEqual({});
  });

  it('does not change its inputs', () => {
    const first = { a: ['1'] };
    mergeErrors(first, { a: ['2'] });
    expect(first).toEqual({ a: ['1'] });
  });

  it('hasErrors', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ a: ['x'] })).toBe(true);
  });

  it('throws the D3 422 with the errors map, or nothing', () => {
    expect(() => throwIfErrors({})).not.toThrow();
    try {
      throwIfErrors({ min_players: ['must not be greater than max_players (2 > 1)'] });
      fail('expected a throw');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationFailedException);
      const failure = error as ValidationFailedException;
      expect(failure.code).toBe(ErrorCode.ValidationError);
      expect(failure.errors).toEqual({ min_players: ['must not be greater than max_players (2 > 1)'] });
      expect(failure.message).toBe('Request validation failed');
    }
  });
});

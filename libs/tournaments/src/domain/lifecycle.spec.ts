import fc from 'fast-check';
import { ERROR_STATUS, ErrorCode } from '@app/common/errors/error-code';
import { DomainException } from '@app/common/errors/domain.exception';
import {
  assertCancellable,
  assertCompletable,
  assertRebuyAllowed,
  assertRegistrationOpen,
  assertResultsAvailable,
  assertStartable,
  assertUpdatable,
  canTransition,
  currentPhase,
  isFinalStatus,
  isRegistrationOpen,
  isTournamentStatus,
  lateRegistrationEndsAt,
  TOURNAMENT_STATUSES,
  type TournamentStatus,
} from './lifecycle';

/** The code a guard throws, or null when it passes. */
function codeOf(guard: () => void): ErrorCode | null {
  try {
    guard();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainException);
    const domain = error as DomainException;
    expect(ERROR_STATUS[domain.code]).toBe(409);
    expect(domain.message.length).toBeGreaterThan(10);
    return domain.code;
  }
}

const status = fc.constantFrom(...TOURNAMENT_STATUSES);

describe('transitions (D5)', () => {
  it.each<[TournamentStatus, TournamentStatus, boolean]>([
    ['scheduled', 'scheduled', false],
    ['scheduled', 'in_progress', true],
    ['scheduled', 'completed', false],
    ['scheduled', 'cancelled', true],
    ['in_progress', 'scheduled', false],
    ['in_progress', 'in_progress', false],
    ['in_progress', 'completed', true],
    ['in_progress', 'cancelled', true],
    ['completed', 'scheduled', false],
    ['completed', 'in_progress', false],
    ['completed', 'completed', false],
    ['completed', 'cancelled', false],
    ['cancelled', 'scheduled', false],
    ['cancelled', 'in_progress', false],
    ['cancelled', 'completed', false],
    ['cancelled', 'cancelled', false],
  ])('%s → %s: %p', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it.each<[TournamentStatus, boolean]>([
    ['scheduled', false],
    ['in_progress', false],
    ['completed', true],
    ['cancelled', true],
  ])('%s is final: %p', (s, final) => expect(isFinalStatus(s)).toBe(final));

  it.each([
    ['scheduled', true],
    ['in_progress', true],
    ['completed', true],
    ['cancelled', true],
    ['open', false],
    ['SCHEDULED', false],
    ['', false],
    [null, false],
    [1, false],
  ])('isTournamentStatus(%p) = %p', (value, expected) => expect(isTournamentStatus(value)).toBe(expected));
});

describe('guards (D3, D5)', () => {
  it.each<[TournamentStatus, ErrorCode | null]>([
    ['scheduled', null],
    ['in_progress', ErrorCode.TournamentStarted],
    ['completed', ErrorCode.TournamentStarted],
    ['cancelled', ErrorCode.TournamentCancelled],
  ])('assertUpdatable(%s) → %p', (s, code) => expect(codeOf(() => assertUpdatable(s))).toBe(code));

  it.each<[TournamentStatus, ErrorCode | null]>([
    ['scheduled', null],
    ['in_progress', null],
    ['completed', ErrorCode.TournamentCompleted],
    ['cancelled', ErrorCode.TournamentCancelled],
  ])('assertCancellable(%s) → %p', (s, code) => expect(codeOf(() => assertCancellable(s))).toBe(code));

  it.each<[TournamentStatus, ErrorCode | null]>([
    ['scheduled', null],
    ['in_progress', ErrorCode.TournamentStarted],
    ['completed', ErrorCode.TournamentCompleted],
    ['cancelled', ErrorCode.TournamentCancelled],
  ])('assertStartable(%s) → %p', (s, code) => expect(codeOf(() => assertStartable(s))).toBe(code));

  it.each<[TournamentStatus, ErrorCode | null]>([
    ['scheduled', ErrorCode.TournamentNotStarted],
    ['in_progress', null],
    ['completed', ErrorCode.TournamentCompleted],
    ['cancelled', ErrorCode.TournamentCancelled],
  ])('assertCompletable(%s) → %p', (s, code) => expect(codeOf(() => assertCompletable(s))).toBe(code));

  it.each<[TournamentStatus, ErrorCode | null]>([
    ['scheduled', ErrorCode.TournamentNotCompleted],
    ['in_progress', ErrorCode.TournamentNotCompleted],
    ['completed', null],
    ['cancelled', ErrorCode.TournamentNotCompleted],
  ])('assertResultsAvailable(%s) → %p', (s, code) => expect(codeOf(() => assertResultsAvailable(s))).toBe(code));

  it('messages say what happened', () => {
    expect(() => assertUpdatable('in_progress')).toThrow('The tournament has already started and can no longer be updated');
    expect(() => assertUpdatable('completed')).toThrow('The tournament has already completed and can no longer be updated');
    expect(() => assertUpdatable('cancelled')).toThrow('The tournament is cancelled and cannot be updated');
    expect(() => assertCancellable('cancelled')).toThrow('The tournament is already cancelled');
    expect(() => assertCancellable('completed')).toThrow(/has completed and its prizes are paid/);
    expect(() => assertStartable('in_progress')).toThrow('The tournament has already started');
    expect(() => assertCompletable('scheduled')).toThrow(/has not started yet/);
    expect(() => assertResultsAvailable('cancelled')).toThrow(/was cancelled/);
  });

  it('each guard passes exactly when D5 allows its transition', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(codeOf(() => assertStartable(s)) === null).toBe(canTransition(s, 'in_progress'));
        expect(codeOf(() => assertCompletable(s)) === null).toBe(canTransition(s, 'completed'));
        expect(codeOf(() => assertCancellable(s)) === null).toBe(canTransition(s, 'cancelled'));
        // Update is not a transition: allowed only before the start.
        expect(codeOf(() => assertUpdatable(s)) === null).toBe(s === 'scheduled');
      }),
    );
  });
});

describe('currentPhase (D5)', () => {
  it.each<[TournamentStatus, number | null | undefined, string]>([
    ['scheduled', null, 'registration'],
    ['scheduled', 3, 'registration'],
    ['in_progress', null, 'in_play'],
    ['in_progress', undefined, 'in_play'],
    ['in_progress', 0, 'in_play'],
    ['in_progress', -1, 'in_play'],
    ['in_progress', 1.5, 'in_play'],
    ['in_progress', NaN, 'in_play'],
    ['in_progress', 1, 'round_1'],
    ['in_progress', 12, 'round_12'],
    ['completed', null, 'finished'],
    ['completed', 7, 'finished'],
    ['cancelled', null, 'cancelled'],
    ['cancelled', 2, 'cancelled'],
  ])('%s, round %p → %s', (s, round, phase) => expect(currentPhase(s, round)).toBe(phase));
});

describe('registration window (D5, D6)', () => {
  const start = new Date('2026-11-22T10:00:00.000Z');
  const at = (iso: string) => new Date(iso);

  it.each<[TournamentStatus, Date | null, number, string, boolean]>([
    ['scheduled', null, 0, '2026-11-22T09:00:00.000Z', true],
    ['scheduled', null, 0, '2030-01-01T00:00:00.000Z', true],
    ['in_progress', start, 0, '2026-11-22T10:00:00.000Z', false],
    ['in_progress', start, 0, '2026-11-22T09:59:59.999Z', false],
    ['in_progress', start, 30, '2026-11-22T10:00:00.000Z', true],
    ['in_progress', start, 30, '2026-11-22T10:29:59.999Z', true],
    ['in_progress', start, 30, '2026-11-22T10:30:00.000Z', false],
    ['in_progress', start, 30, '2026-11-22T11:00:00.000Z', false],
    ['in_progress', start, 1440, '2026-11-23T09:59:59.999Z', true],
    ['in_progress', null, 30, '2026-11-22T10:00:00.000Z', false],
    ['completed', start, 30, '2026-11-22T10:01:00.000Z', false],
    ['cancelled', start, 30, '2026-11-22T10:01:00.000Z', false],
    ['cancelled', null, 0, '2026-11-22T09:00:00.000Z', false],
  ])('%s, started %p, %i late minutes, at %s → open %p', (s, actualStart, late, now, open) => {
    expect(isRegistrationOpen(s, actualStart, late, at(now))).toBe(open);
    expect(codeOf(() => assertRegistrationOpen(s, actualStart, late, at(now)))).toBe(open ? null : ErrorCode.RegistrationClosed);
  });

  it('says why registration is closed', () => {
    expect(() => assertRegistrationOpen('in_progress', start, 0, start)).toThrow('Registration is closed: the tournament has started');
    expect(() => assertRegistrationOpen('in_progress', start, 5, at('2026-11-22T10:06:00Z'))).toThrow(
      'Registration is closed: the late registration period has ended',
    );
    expect(() => assertRegistrationOpen('completed', start, 0, start)).toThrow('Registration is closed: the tournament is completed');
    expect(() => assertRegistrationOpen('cancelled', null, 0, start)).toThrow('Registration is closed: the tournament is cancelled');
  });

  it('lateRegistrationEndsAt', () => {
    expect(lateRegistrationEndsAt(start, 30)).toEqual(at('2026-11-22T10:30:00.000Z'));
    expect(lateRegistrationEndsAt(start, 0)).toBeNull();
    expect(lateRegistrationEndsAt(null, 30)).toBeNull();
  });

  it('in progress, registration is open exactly for `late` minutes after the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), fc.integer({ min: -86_400_000, max: 2 * 86_400_000 }), (late, offsetMs) => {
        const now = new Date(start.getTime() + offsetMs);
        expect(isRegistrationOpen('in_progress', start, late, now)).toBe(late > 0 && offsetMs < late * 60_000);
      }),
    );
  });
});

describe('assertRebuyAllowed (D6)', () => {
  const base = {
    status: 'in_progress' as TournamentStatus,
    rebuyEnabled: true,
    entryCount: 1,
    additionalEntries: 1,
    maxEntriesPerPlayer: 3,
  };

  it.each<[Partial<typeof base>, string | null]>([
    [{}, null],
    [{ status: 'scheduled' }, null],
    [{ entryCount: 2, additionalEntries: 1 }, null],
    [{ entryCount: 1, additionalEntries: 2 }, null],
    [{ rebuyEnabled: false }, 'rebuys are not enabled for this tournament'],
    [{ status: 'completed' }, 'the tournament is completed'],
    [{ status: 'cancelled' }, 'the tournament is cancelled'],
    [{ entryCount: 3 }, '3 + 1 entries would exceed max_entries_per_player (3)'],
    [{ entryCount: 1, additionalEntries: 3 }, '1 + 3 entries would exceed max_entries_per_player (3)'],
    [{ maxEntriesPerPlayer: 1 }, '1 + 1 entries would exceed max_entries_per_player (1)'],
  ])('%p → %p', (change, why) => {
    const input = { ...base, ...change };
    expect(codeOf(() => assertRebuyAllowed(input))).toBe(why ? ErrorCode.RebuyNotAllowed : null);
    if (why) expect(() => assertRebuyAllowed(input)).toThrow(`Rebuy not allowed: ${why}`);
  });
});

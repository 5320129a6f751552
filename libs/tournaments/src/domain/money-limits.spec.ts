import fc from 'fast-check';
import { MAX_AMOUNT_MAJOR } from '@app/common/money/amount';
import { COLUMN_LIMIT_MAJOR, fitsMoneyColumn, limitInMinor, MAX_BALANCE_MAJOR, MAX_TOURNAMENT_FEES_MAJOR } from '@app/common/money/limits';
import { HUNDRED_PERCENT_UNITS } from '@app/common/money/percent';
import { checkTournamentFeeLimit, maxFeesPerPlayer, maxTournamentFees, TournamentFeeTerms } from './money-limits';
import { prizePool, splitPrizePool } from './prize-pool';
import { MAX_ENTRIES_PER_PLAYER } from './tournament-config';

// The fees a tournament's terms may collect are bounded at create and update, so that its prize
// pool and prizes always fit the NUMERIC(24,8) columns and a completion can always pay.

const EUR = 2;
const terms = (overrides: Partial<TournamentFeeTerms> = {}): TournamentFeeTerms => ({
  entryFeeMinor: 1000n,
  maxPlayers: 10,
  rebuyEnabled: false,
  maxEntriesPerPlayer: 1,
  rebuyFeeMinor: 1000n,
  ...overrides,
});
const LIMIT = limitInMinor(MAX_TOURNAMENT_FEES_MAJOR, EUR);

describe('maxFeesPerPlayer and maxTournamentFees', () => {
  it('count rebuys only when enabled, and every seat', () => {
    expect(maxFeesPerPlayer(terms())).toBe(1000n);
    expect(maxFeesPerPlayer(terms({ maxEntriesPerPlayer: 5 }))).toBe(1000n);
    expect(maxFeesPerPlayer(terms({ rebuyEnabled: true, maxEntriesPerPlayer: 5, rebuyFeeMinor: 300n }))).toBe(1000n + 4n * 300n);
    expect(maxTournamentFees(terms({ rebuyEnabled: true, maxEntriesPerPlayer: 5, rebuyFeeMinor: 300n }))).toBe(10n * 2200n);
    expect(maxTournamentFees(terms({ maxPlayers: null }))).toBeNull();
  });
});

describe('checkTournamentFeeLimit', () => {
  it('is inclusive at 10^15 and names the limit on entry_fee', () => {
    expect(checkTournamentFeeLimit(terms({ entryFeeMinor: LIMIT / 10n }), EUR, 'EUR')).toEqual({});
    const over = checkTournamentFeeLimit(terms({ entryFeeMinor: LIMIT / 10n + 1n }), EUR, 'EUR');
    expect(over).toEqual({ entry_fee: [expect.stringContaining('at most 1000000000000000 EUR')] });
    expect(over.entry_fee[0]).toContain('max_players (10)');
  });

  it('mentions rebuys when they count', () => {
    const over = checkTournamentFeeLimit(terms({ entryFeeMinor: LIMIT / 10n, rebuyEnabled: true, maxEntriesPerPlayer: 2 }), EUR, 'EUR');
    expect(over.entry_fee[0]).toContain('with every rebuy of max_entries_per_player');
  });

  it('unlimited capacity checks one player only', () => {
    expect(checkTournamentFeeLimit(terms({ maxPlayers: null, entryFeeMinor: LIMIT }), EUR, 'EUR')).toEqual({});
    expect(
      checkTournamentFeeLimit(
        terms({ maxPlayers: null, entryFeeMinor: LIMIT, rebuyEnabled: true, maxEntriesPerPlayer: 2, rebuyFeeMinor: 1n }),
        EUR,
        'EUR',
      ),
    ).toEqual({
      entry_fee: [expect.stringContaining('the fees one player can pay')],
    });
  });

  it('any accepted terms: fees, pool (with any guarantee and rake), every prize and a maximal balance plus a prize fit the columns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.bigInt({ min: 0n, max: MAX_AMOUNT_MAJOR * 10n ** 8n }),
        fc.bigInt({ min: 0n, max: MAX_AMOUNT_MAJOR * 10n ** 8n }),
        fc.bigInt({ min: 0n, max: MAX_AMOUNT_MAJOR * 10n ** 8n }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.boolean(),
        fc.integer({ min: 1, max: MAX_ENTRIES_PER_PLAYER }),
        fc.integer({ min: 0, max: 50 }),
        (digits, rawFee, rawRebuy, rawGuarantee, maxPlayers, rebuyEnabled, maxEntriesPerPlayer, rake) => {
          // Each amount as request validation accepts it: at most 10^15 major units.
          const perAmount = MAX_AMOUNT_MAJOR * 10n ** BigInt(digits) + 1n;
          // Small fees too, so that accepted terms are common.
          const shrink = (raw: bigint) => (raw % perAmount) / 10n ** BigInt(raw % 16n);
          const t = terms({
            entryFeeMinor: shrink(rawFee),
            rebuyFeeMinor: shrink(rawRebuy),
            maxPlayers,
            rebuyEnabled,
            maxEntriesPerPlayer,
          });
          const guaranteedMinor = rawGuarantee % perAmount;
          if (Object.keys(checkTournamentFeeLimit(t, digits, 'XXX')).length > 0) return;
          const fees = maxTournamentFees(t)!;
          const limit = limitInMinor(MAX_TOURNAMENT_FEES_MAJOR, digits);
          expect(fees <= limit).toBe(true);
          const pool = prizePool({ guaranteedMinor, feesMinor: fees, rakePercent: rake });
          expect(pool <= limit).toBe(true);
          for (const prize of splitPrizePool(pool, [HUNDRED_PERCENT_UNITS / 2, HUNDRED_PERCENT_UNITS / 2])) {
            expect(fitsMoneyColumn(prize, digits)).toBe(true);
            // A balance at the most a transfer leaves, plus the prize, still fits.
            expect(fitsMoneyColumn(limitInMinor(MAX_BALANCE_MAJOR, digits) + prize, digits)).toBe(true);
          }
          expect(limitInMinor(MAX_BALANCE_MAJOR, digits) + pool < limitInMinor(COLUMN_LIMIT_MAJOR, digits)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

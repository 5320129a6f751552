import fc from 'fast-check';
import { MAX_AMOUNT_MAJOR } from './amount';
import {
  balanceLimitReason,
  checkTournamentFees,
  checkTransferIn,
  BALANCE_COLUMN_LIMIT_MAJOR,
  COLUMN_LIMIT_MAJOR,
  fitsMoneyColumn,
  limitInMinor,
  MAX_BALANCE_MAJOR,
  MAX_TOURNAMENT_FEES_MAJOR,
} from './limits';

// The limits that keep every stored amount inside NUMERIC(24,8) (|x| < 10^16).

const digitsArb = fc.integer({ min: 0, max: 8 });

describe('money column limits', () => {
  it('NUMERIC(24,8) holds 16 integer digits: 10^16 − 10^-8 fits, 10^16 does not', () => {
    expect(COLUMN_LIMIT_MAJOR).toBe(10n ** 16n);
    expect(fitsMoneyColumn(10n ** 24n - 1n, 8)).toBe(true);
    expect(fitsMoneyColumn(10n ** 24n, 8)).toBe(false);
    expect(fitsMoneyColumn(-(10n ** 24n - 1n), 8)).toBe(true);
    expect(fitsMoneyColumn(10n ** 18n - 1n, 2)).toBe(true);
    expect(fitsMoneyColumn(10n ** 18n, 2)).toBe(false);
  });

  it('the per-amount, balance and tournament limits are far inside the column', () => {
    expect(MAX_BALANCE_MAJOR).toBe(MAX_AMOUNT_MAJOR);
    expect(MAX_TOURNAMENT_FEES_MAJOR).toBe(MAX_AMOUNT_MAJOR);
    // The largest balance a transfer leaves plus the largest prize still fits, eight times over
    // in an amount column; a balance takes 10^14 maximal prizes on top of it.
    expect(MAX_BALANCE_MAJOR + 8n * MAX_TOURNAMENT_FEES_MAJOR < COLUMN_LIMIT_MAJOR).toBe(true);
    expect(MAX_BALANCE_MAJOR + 10n ** 14n * MAX_TOURNAMENT_FEES_MAJOR < BALANCE_COLUMN_LIMIT_MAJOR).toBe(true);
  });

  it('limitInMinor scales by the currency digits and refuses impossible digits', () => {
    expect(limitInMinor(10n ** 15n, 2)).toBe(10n ** 17n);
    expect(limitInMinor(10n ** 15n, 0)).toBe(10n ** 15n);
    expect(() => limitInMinor(1n, 9)).toThrow(RangeError);
  });
});

describe('checkTransferIn', () => {
  it('is inclusive at the maximum balance and names it', () => {
    const max = limitInMinor(MAX_BALANCE_MAJOR, 2);
    expect(checkTransferIn(max - 100n, 100n, 2, 'EUR')).toEqual({ ok: true, after: max });
    expect(checkTransferIn(max - 100n, 101n, 2, 'EUR')).toEqual({ ok: false, limit: max, reason: balanceLimitReason('EUR') });
    expect(balanceLimitReason('EUR')).toBe('The transfer would take the EUR balance above the maximum balance of 1000000000000000 EUR');
  });

  it('any run of accepted transfers in and out keeps the balance within the maximum, hence within the column', () => {
    fc.assert(
      fc.property(
        digitsArb,
        fc.array(fc.tuple(fc.boolean(), fc.bigInt({ min: 1n, max: MAX_AMOUNT_MAJOR * 10n ** 8n })), { maxLength: 40 }),
        (digits, moves) => {
          let balance = 0n;
          for (const [incoming, raw] of moves) {
            // Any amount the request validation accepts (1 minor unit to 10^15 major units).
            const amount = (raw % (MAX_AMOUNT_MAJOR * 10n ** BigInt(digits))) + 1n;
            if (incoming) {
              const check = checkTransferIn(balance, amount, digits, 'XXX');
              if (check.ok) balance = check.after;
            } else if (amount <= balance) {
              balance -= amount;
            }
            expect(balance <= limitInMinor(MAX_BALANCE_MAJOR, digits)).toBe(true);
            expect(fitsMoneyColumn(balance, digits)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('checkTournamentFees', () => {
  it('is inclusive at the tournament limit and names it', () => {
    const max = limitInMinor(MAX_TOURNAMENT_FEES_MAJOR, 8);
    expect(checkTournamentFees(max - 1n, 1n, 8, 'BTC')).toEqual({ ok: true, after: max });
    const refused = checkTournamentFees(max, 1n, 8, 'BTC');
    expect(refused).toMatchObject({ ok: false, limit: max });
    expect(!refused.ok && refused.reason).toContain('1000000000000000 BTC');
  });

  it('registrations, rebuys and refunds accepted one by one never take the fees past the limit', () => {
    fc.assert(
      fc.property(
        digitsArb,
        fc.array(fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: MAX_AMOUNT_MAJOR * 10n ** 8n })), { maxLength: 60 }),
        (digits, moves) => {
          let fees = 0n;
          const paid: bigint[] = [];
          for (const [pay, raw] of moves) {
            if (pay || paid.length === 0) {
              const fee = raw % (MAX_AMOUNT_MAJOR * 10n ** BigInt(digits) + 1n);
              const check = checkTournamentFees(fees, fee, digits, 'XXX');
              if (check.ok) {
                fees = check.after;
                paid.push(fee);
              }
            } else {
              fees -= paid.pop()!;
            }
            expect(fees >= 0n && fees <= limitInMinor(MAX_TOURNAMENT_FEES_MAJOR, digits)).toBe(true);
            expect(fitsMoneyColumn(fees, digits)).toBe(true);
          }
        },
      ),
    );
  });
});

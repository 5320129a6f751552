import { formatDecimalMoney } from '../domain/money-text';
import { moneyText, paidOverlayMinor, poolFromFeesMinor, projectedOverlayMinor, revenueMinor, toMinor } from './money-figures';

describe('money figures', () => {
  it('reads the ledger’s decimal sums exactly, without floating point', () => {
    expect(toMinor('0.30000000', 2)).toBe(30n);
    expect(toMinor('-10.10000000', 2)).toBe(-1010n);
    expect(toMinor('123456789012345.67', 2)).toBe(12345678901234567n);
  });

  it('computes revenue as fees less refunds less prizes, negative under an overlay', () => {
    const f = { currency: 'EUR', digits: 2, feesMinor: 5000n, refundsMinor: 1000n, prizesMinor: 5000n, overlayMinor: 1400n };
    expect(revenueMinor(f)).toBe(-1000n);
  });

  it('takes the rake off the fees, rounded down, as the prize pool does', () => {
    expect(poolFromFeesMinor(4000n, 10)).toBe(3600n);
    expect(poolFromFeesMinor(1n, 10)).toBe(0n);
    expect(poolFromFeesMinor(-5n, 0)).toBe(0n);
  });

  it('is the prizes paid beyond the pool the fees made (paid), or the guarantee beyond it (projected), never negative', () => {
    expect(paidOverlayMinor(5000n, 4000n, 10)).toBe(1400n);
    expect(paidOverlayMinor(3600n, 4000n, 10)).toBe(0n);
    expect(paidOverlayMinor(0n, 4000n, 0)).toBe(0n);
    expect(projectedOverlayMinor(2000n, 500n, 0)).toBe(1500n);
    expect(projectedOverlayMinor(0n, 500n, 0)).toBe(0n);
  });

  it('writes an amount above 2^53 minor units exactly, digit for digit (a JS number would round it)', () => {
    const minor = 2n ** 53n + 1n; // 9007199254740993: the first whole number a double cannot hold
    expect(Number(minor)).toBe(Number(minor - 1n));
    expect(moneyText(minor, 2, 'EUR')).toBe('90071992547409.93 EUR');
    expect(moneyText(-minor, 2, 'EUR')).toBe('-90071992547409.93 EUR');
    expect(moneyText(minor * 1000n + 7n, 3, 'KWD')).toBe('9007199254740993.007 KWD');
    expect(moneyText(minor, 0, 'JPY')).toBe('9007199254740993 JPY');
    expect(formatDecimalMoney('90071992547409.93', 'EUR')).toBe('90071992547409.93 EUR');
  });
});

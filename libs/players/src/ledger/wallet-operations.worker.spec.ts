import { nextDelayMs } from './wallet-operations.worker';
import { trimAmount } from './wallet.service';

describe('wallet worker backoff', () => {
  it('doubles from 1 s and stops at 5 minutes', () => {
    expect([1, 2, 3, 4, 5].map(nextDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(nextDelayMs(9)).toBe(256_000);
    expect(nextDelayMs(10)).toBe(300_000);
    expect(nextDelayMs(100)).toBe(300_000);
    expect(nextDelayMs(0)).toBe(1000);
  });
});

describe('trimAmount', () => {
  it.each([
    ['10.50000000', '10.5'],
    ['3.00', '3'],
    ['0.00000001', '0.00000001'],
    ['7', '7'],
    ['100.10', '100.1'],
  ])('%s → %s', (input, output) => expect(trimAmount(input)).toBe(output));
});

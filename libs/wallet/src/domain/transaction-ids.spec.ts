import { transactionIds } from './transaction-ids';

describe('ledger transaction ids', () => {
  it('derive each movement from what it pays for, in separate namespaces', () => {
    expect(transactionIds.payment('p1')).toBe('payment:p1');
    expect(transactionIds.refundOf('payment:p1')).toBe('refund:payment:p1');
    expect(transactionIds.prize('e1')).toBe('prize:e1');
    expect(transactionIds.transfer('p1')).toBe('transfer:p1');
    expect(
      new Set([transactionIds.payment('x'), transactionIds.transfer('x'), transactionIds.prize('x'), transactionIds.generated('x')]).size,
    ).toBe(4);
  });
});

import fc from 'fast-check';
import { canonicalJson, fingerprint } from './fingerprint';
import { transactionIds } from './transaction-ids';

describe('request fingerprints (payment_id idempotency)', () => {
  it('ignores key order at every depth and undefined values', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe('{"a":{"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(fingerprint({ a: 1, b: 'x' })).toBe(fingerprint({ b: 'x', a: 1 }));
  });

  it('tells apart any two different objects (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue()), (a, b) => {
        const same = canonicalJson(a) === canonicalJson(b);
        expect(fingerprint(a) === fingerprint(b)).toBe(same);
      }),
    );
  });

  it('is a 64-character hex SHA-256', () => {
    expect(fingerprint({})).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('ledger transaction ids', () => {
  it('derive each movement from what it pays for, in separate namespaces', () => {
    expect(transactionIds.payment('p1')).toBe('payment:p1');
    expect(transactionIds.refundOf('payment:p1')).toBe('refund:payment:p1');
    expect(transactionIds.prize('e1')).toBe('prize:e1');
    expect(transactionIds.transfer('p1')).toBe('transfer:p1');
    expect(new Set([transactionIds.payment('x'), transactionIds.transfer('x'), transactionIds.prize('x'), transactionIds.generated('x')]).size).toBe(4);
  });
});

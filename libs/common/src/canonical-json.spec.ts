import fc from 'fast-check';
import { canonicalHash, canonicalJson } from './canonical-json';

describe('canonical JSON hashes', () => {
  it('ignore key order at every depth and undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe('{"a":{"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(canonicalHash({ a: 1, b: 'x' })).toBe(canonicalHash({ b: 'x', a: 1 }));
  });

  it('tell apart any two objects with different content (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue()), (a, b) => {
        expect(canonicalHash(a) === canonicalHash(b)).toBe(canonicalJson(a) === canonicalJson(b));
      }),
    );
  });

  it('is a 64-character hex SHA-256', () => {
    expect(canonicalHash({})).toMatch(/^[0-9a-f]{64}$/);
  });
});

import fc from 'fast-check';
import { canonicalJson, FingerprintInput, requestFingerprint } from './fingerprint';

// D12b: the same request (whatever the key order of its JSON) has the same fingerprint; any other
// request has another.

/** A copy of a JSON value with the keys of every object in a shuffled order. */
function reorder(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((item, i) => reorder(item, seed + i));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const shuffled = entries
      .map((entry, i) => ({ entry, rank: Math.sin(seed * 7919 + i * 104729) }))
      .sort((a, b) => a.rank - b.rank)
      .map(({ entry: [k, v] }, i) => [k, reorder(v, seed + i + 1)] as const);
    return Object.fromEntries(shuffled);
  }
  return value;
}

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it.each([
    [null, 'null'],
    [undefined, 'null'],
    [true, 'true'],
    [0, '0'],
    [-0, '0'],
    [1.5, '1.5'],
    [Number.NaN, 'null'],
    ['é"\\\n', JSON.stringify('é"\\\n')],
    [[], '[]'],
    [{}, '{}'],
    [[undefined, () => 1], '[null,null]'],
    [{ a: undefined, b: 1 }, '{"b":1}'],
    [{ when: new Date('2030-01-02T03:04:05.000Z') }, '{"when":"2030-01-02T03:04:05.000Z"}'],
  ])('%p → %s', (value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });

  it('sorts integer-like keys as strings too (not in JavaScript property order)', () => {
    expect(canonicalJson({ b: 1, 10: 2, 9: 3, '': 4 })).toBe('{"":4,"10":2,"9":3,"b":1}');
  });

  it('is JSON that means the same value, and is stable when parsed and serialized again', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(canonicalJson(JSON.parse(text))).toBe(text);
      }),
    );
  });

  it('gives the same text for any key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer(), (value, seed) => {
        expect(canonicalJson(reorder(value, seed))).toBe(canonicalJson(value));
      }),
    );
  });

  it('refuses a circular structure instead of looping', () => {
    const looped: Record<string, unknown> = { a: 1 };
    looped.self = looped;
    expect(() => canonicalJson(looped)).toThrow(TypeError);
  });

  it('allows the same object twice when it is not circular', () => {
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: [shared] })).toBe('{"a":{"x":1},"b":[{"x":1}]}');
  });
});

describe('requestFingerprint', () => {
  const base = {
    method: 'POST',
    path: '/api/tournaments',
    query: {},
    body: { name: 'Cup', max_players: 8, prize_pool: { total: 100, currency: 'EUR' } },
  };

  it('is 64 lowercase hex characters (SHA-256)', () => {
    expect(requestFingerprint(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the same for the same body with keys in another order', () => {
    const reordered = { ...base, body: { prize_pool: { currency: 'EUR', total: 100 }, max_players: 8, name: 'Cup' } };
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(base));
  });

  it('is the same for any key order of any JSON body', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer(), (body, seed) => {
        expect(requestFingerprint({ ...base, body: reorder(body, seed) })).toBe(requestFingerprint({ ...base, body }));
      }),
    );
  });

  it('treats a missing body as {} and a missing query as {}', () => {
    expect(requestFingerprint({ method: 'DELETE', path: '/x' })).toBe(
      requestFingerprint({ method: 'DELETE', path: '/x', query: {}, body: {} }),
    );
    expect(requestFingerprint({ method: 'DELETE', path: '/x' })).not.toBe(requestFingerprint({ method: 'DELETE', path: '/x', body: null }));
  });

  it('does not care about the case of the method', () => {
    expect(requestFingerprint({ ...base, method: 'post' })).toBe(requestFingerprint(base));
  });

  it.each<[string, Partial<FingerprintInput>]>([
    ['another method', { method: 'PUT' }],
    ['another path', { path: '/api/tournaments/1' }],
    ['another query', { query: { force: 'true' } }],
    ['another body value', { body: { ...base.body, max_players: 9 } }],
    ['a body value of another type', { body: { ...base.body, max_players: '8' } }],
    ['an extra body field', { body: { ...base.body, extra: null } }],
    ['a missing body field', { body: { name: 'Cup', max_players: 8 } }],
    ['no body', { body: undefined }],
  ])('differs for %s', (_label, change) => {
    expect(requestFingerprint({ ...base, ...change })).not.toBe(requestFingerprint(base));
  });

  it('differs for array items in another order', () => {
    expect(requestFingerprint({ ...base, body: { tags: ['a', 'b'] } })).not.toBe(
      requestFingerprint({ ...base, body: { tags: ['b', 'a'] } }),
    );
  });

  it('does not let one part spill into another (no ambiguous concatenation)', () => {
    expect(requestFingerprint({ method: 'POST', path: '/a', body: { b: 1 } })).not.toBe(
      requestFingerprint({ method: 'POST', path: '/a{"b":1}', body: {} }),
    );
  });

  it('differs for different JSON values (no collisions among distinct canonical texts)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        fc.pre(canonicalJson(a) !== canonicalJson(b));
        expect(requestFingerprint({ ...base, body: a })).not.toBe(requestFingerprint({ ...base, body: b }));
      }),
    );
  });
});

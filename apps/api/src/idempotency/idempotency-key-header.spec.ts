import fc from 'fast-check';
import { DomainException, ErrorCode } from '@app/common';
import { readIdempotencyKey } from './idempotency-key-header';

// D12b: an Idempotency-Key is 1-255 characters of visible ASCII; anything else is 400.

function refusal(value: string | string[]): DomainException {
  try {
    readIdempotencyKey(value);
  } catch (error) {
    if (error instanceof DomainException) return error;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(value)}`);
}

describe('readIdempotencyKey', () => {
  it('is undefined when the header is absent', () => {
    expect(readIdempotencyKey(undefined)).toBeUndefined();
  });

  it.each(['a', 'order-42', 'x'.repeat(255), '!~', '0190a6c2-7b4e-7c3d-9f00-1a2b3c4d5e6f', 'a:b/c?d=e&f#g"\'{}'])('accepts %j', (key) => {
    expect(readIdempotencyKey(key)).toBe(key);
  });

  it('accepts every visible ASCII character', () => {
    const all = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)).join('');
    expect(readIdempotencyKey(all)).toBe(all);
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'x'.repeat(256)],
    ['a space inside', 'a b'],
    ['a tab', 'a\tb'],
    ['non-ASCII (latin-1)', 'clé'],
    ['non-ASCII (emoji)', 'key-😀'],
    ['DEL', 'a\x7f'],
    ['a NUL', 'a\x00'],
    ['two headers', ['a', 'b']],
  ])('refuses %s with 400 invalid_request naming the header', (_label, value) => {
    const error = refusal(value);
    expect(error.code).toBe(ErrorCode.InvalidRequest);
    expect(error.message).toContain('Idempotency-Key');
    expect(error.details).toEqual({ errors: { 'Idempotency-Key': [expect.stringContaining('Idempotency-Key')] } });
  });

  it('accepts exactly the strings of 1-255 characters in 0x21-0x7E', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (value) => {
        const valid =
          value.length >= 1 && value.length <= 255 && [...value].every((c) => c.charCodeAt(0) >= 0x21 && c.charCodeAt(0) <= 0x7e);
        if (valid) expect(readIdempotencyKey(value)).toBe(value);
        else expect(() => readIdempotencyKey(value)).toThrow(DomainException);
      }),
    );
  });
});

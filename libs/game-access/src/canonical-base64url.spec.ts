import fc from 'fast-check';
import { isCanonicalBase64url, isCanonicalCompactJws } from './canonical-base64url';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Characters a lenient decoder accepts or skips besides the alphabet. */
const LENIENT_EXTRAS = ['=', '+', '/', ' ', '\n', '\t', '.', '%'];

const canonical = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
/** Node's decoder is lenient (padding, unused bits, white space, the standard alphabet), like jose's. */
const lenientDecode = (text: string) => Buffer.from(text, 'base64url');
/** The definition: re-encoding the decoded bytes gives back the same string. */
const roundTrips = (text: string) => canonical(lenientDecode(text)) === text;

/**
 * Other spellings of the same bytes that a lenient decoder reads alike: padding, every other last
 * character with the same data bits, the standard alphabet's + and /, white space inside.
 */
function otherSpellings(bytes: Uint8Array, insertAt: number): string[] {
  const text = canonical(bytes);
  const spellings = [`${text}=`, `${text}==`, `${text}===`, `${text}\n`, ` ${text}`];
  const padded = text.length % 4 === 0 ? text : `${text}${'='.repeat(4 - (text.length % 4))}`;
  spellings.push(padded);
  if (text.length > 0) {
    const position = insertAt % (text.length + 1);
    spellings.push(`${text.slice(0, position)} ${text.slice(position)}`, `${text.slice(0, position)}\t${text.slice(position)}`);
    for (const character of ALPHABET) spellings.push(`${text.slice(0, -1)}${character}`);
    spellings.push(text.replace(/-/g, '+').replace(/_/g, '/'));
  }
  return spellings.filter((spelling) => spelling !== text && lenientDecode(spelling).equals(Buffer.from(bytes)));
}

describe('isCanonicalBase64url', () => {
  it('accepts the canonical encoding of any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(isCanonicalBase64url(canonical(bytes))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every other spelling of the same bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat(), (bytes, insertAt) => {
        const spellings = otherSpellings(bytes, insertAt);
        // Padding alone gives at least one other spelling of any bytes but the empty string.
        if (bytes.length > 0) expect(spellings.length).toBeGreaterThan(0);
        for (const spelling of spellings) expect([spelling, isCanonicalBase64url(spelling)]).toEqual([spelling, false]);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with decode-and-re-encode on any string over the alphabet and what decoders tolerate (property)', () => {
    const character = fc.constantFrom(...ALPHABET, ...LENIENT_EXTRAS);
    fc.assert(
      fc.property(
        fc.array(character, { maxLength: 40 }).map((characters) => characters.join('')),
        (text) => {
          expect([text, isCanonicalBase64url(text)]).toEqual([text, roundTrips(text)]);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('agrees with decode-and-re-encode on every string of up to 3 characters (exhaustive)', () => {
    const characters = [...ALPHABET, ...LENIENT_EXTRAS];
    const disagreements: string[] = [];
    let checked = 0;
    const check = (text: string) => {
      checked++;
      if (isCanonicalBase64url(text) !== roundTrips(text)) disagreements.push(text);
    };
    check('');
    for (const a of characters) {
      check(a);
      for (const b of characters) {
        check(a + b);
        for (const c of characters) check(a + b + c);
      }
    }
    expect(disagreements).toEqual([]);
    expect(checked).toBe(1 + 72 + 72 ** 2 + 72 ** 3);
  });

  it('allows exactly the last characters with zero unused bits (exhaustive over the last character)', () => {
    const accepted = (prefix: string) => [...ALPHABET].filter((last) => isCanonicalBase64url(prefix + last)).join('');
    // 4n+2 characters end one byte: 2 data bits, 4 unused.
    expect(accepted('AAAAA')).toBe('AQgw');
    // 4n+3 characters end two bytes: 4 data bits, 2 unused.
    expect(accepted('AAAAAA')).toBe('AEIMQUYcgkosw048');
    // 4n characters end three bytes: every character carries data.
    expect(accepted('AAA')).toBe(ALPHABET);
    // 4n+1 characters encode no whole byte: nothing.
    expect(accepted('AAAA')).toBe('');
  });

  it('refuses padding, white space and the standard alphabet even where the bits are right', () => {
    for (const text of ['QQ==', 'QUI=', 'QUJD=', 'Q Q', '+/+/', 'QQ\n', '\u0041\u0051\u200b'])
      expect([text, isCanonicalBase64url(text)]).toEqual([text, false]);
    for (const text of ['', 'QQ', 'QUI', 'QUJD', '-_-_']) expect([text, isCanonicalBase64url(text)]).toEqual([text, true]);
  });

  it('refuses what is not a string', () => {
    expect(isCanonicalBase64url(undefined as unknown as string)).toBe(false);
    expect(isCanonicalBase64url(42 as unknown as string)).toBe(false);
  });
});

describe('isCanonicalCompactJws', () => {
  const header = canonical(Buffer.from('{"alg":"EdDSA","typ":"JWT"}'));
  const payload = canonical(Buffer.from('{"sub":"x"}'));
  const signature = canonical(Buffer.alloc(64, 7));

  it('accepts three canonical segments, the signature possibly empty', () => {
    expect(isCanonicalCompactJws(`${header}.${payload}.${signature}`)).toBe(true);
    expect(isCanonicalCompactJws(`${header}.${payload}.`)).toBe(true);
  });

  it('refuses another number of segments, an empty header or payload', () => {
    for (const token of [
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.`,
      `${header}..${signature}`,
      `.${payload}.${signature}`,
      '..',
      '',
      'abc',
    ]) {
      expect([token, isCanonicalCompactJws(token)]).toEqual([token, false]);
    }
  });

  it('refuses any other spelling of any one segment (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 120 }), fc.nat(), fc.constantFrom(0, 1, 2), (bytes, insertAt, index) => {
        for (const spelling of otherSpellings(bytes, insertAt)) {
          if (spelling.includes('.')) continue;
          const segments = [header, payload, signature];
          segments[index] = spelling;
          const token = segments.join('.');
          expect([token, isCanonicalCompactJws(token)]).toEqual([token, false]);
          segments[index] = canonical(bytes);
          expect(isCanonicalCompactJws(segments.join('.'))).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

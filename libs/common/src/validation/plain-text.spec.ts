import fc from 'fast-check';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { plainTextTest, Text, TextOptions } from './decorators';

/** A DTO of one Text field with the options, validated as the pipe validates a body. */
function textDto(options: TextOptions) {
  class One {
    @Text(options)
    value: string;
  }
  return (value: unknown) => {
    const instance = plainToInstance(One, { value });
    return { passes: validateSync(instance).length === 0, kept: instance.value };
  };
}

const RULES: TextOptions[] = [
  { max: 64 },
  { min: 2, max: 10 },
  { max: 128, pattern: /^[A-Za-z0-9._:@-]{1,128}$/ },
  { max: 255, pattern: /^[\x21-\x7e]{1,255}$/ },
];

describe('plainTextTest (the fast path of a Text field)', () => {
  it('takes only what Text passes, and exactly as Text keeps it', () => {
    const values = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.stringMatching(/^ ?[\x20-\x7e]{0,70} ?$/),
      fc.constantFrom('', ' ', 'a', 'ab', 'a b', ' a', 'a ', 'x\u202ey', 'é', 'tab\t', 'a'.repeat(64), 'a'.repeat(65), 'a'.repeat(129)),
      fc.constantFrom(null, undefined, 1, true, [], {}),
    );
    for (const options of RULES) {
      const full = textDto(options);
      const plain = plainTextTest(options);
      let taken = 0;
      fc.assert(
        fc.property(values, (value) => {
          if (!plain(value)) return;
          taken++;
          expect(full(value)).toEqual({ passes: true, kept: value });
        }),
        { numRuns: 2000 },
      );
      expect(taken).toBeGreaterThan(50);
    }
  });

  it('leaves a space to trim, a control or bidi character, and a length or pattern miss to the full validation', () => {
    const name = plainTextTest({ max: 64 });
    expect(name('Lucky Luke')).toBe(true);
    for (const value of [' Luke', 'Luke ', 'a\tb', 'x\u202ey', 'é', '', 'a'.repeat(65), 42, null]) expect(name(value)).toBe(false);
    expect(plainTextTest({ min: 2, max: 10 })('a')).toBe(false);
    expect(plainTextTest({ max: 128, pattern: /^[A-Za-z0-9._:@-]{1,128}$/ })('bad id')).toBe(false);
  });
});

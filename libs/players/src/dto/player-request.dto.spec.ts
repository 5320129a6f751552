import fc from 'fast-check';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { RequestValidationPipe, ValidationFailedException } from '@app/common';
import { acceptRegistration, EntryPaymentDetailsDto, RegisterPlayerDto } from './player-request.dto';

/** What the pipe does without the fast path: class-transformer, then class-validator, strict. */
function fullValidation(body: Record<string, unknown>): { instance: object; errors: number } {
  const instance = plainToInstance(RegisterPlayerDto, body) as object;
  const errors = validateSync(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: false });
  return { instance, errors: errors.length };
}

const text = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 70 }),
  fc.stringMatching(/^[A-Za-z0-9._:@-]{1,140}$/),
  fc.stringMatching(/^ ?[\x20-\x7e]{0,70} ?$/),
  fc.constantFrom(
    '',
    ' ',
    'a b',
    ' lead',
    'trail ',
    'tab\t',
    'x\u202ey',
    'é',
    '😀',
    'a'.repeat(64),
    'a'.repeat(65),
    'a'.repeat(128),
    'a'.repeat(129),
  ),
);
const anyValue = fc.oneof(text, fc.constant(null), fc.integer(), fc.boolean(), fc.constant([]), fc.constant({}));
const details = fc.oneof(fc.record({ payment_id: fc.oneof(text, anyValue) }), fc.record({ payment_id: text, extra: anyValue }), anyValue);
const bodies = fc.record(
  {
    user_id: fc.oneof(text, anyValue),
    display_name: fc.oneof(text, anyValue),
    entry_payment_details: details,
    extra: anyValue,
  },
  { requiredKeys: [] },
);

/** Mostly valid bodies, each field now and then off by a little (spaces, lengths, other characters). */
const nearlyValid = fc.record(
  {
    user_id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9._:@-]{1,128}$/), text),
    display_name: fc.oneof(fc.stringMatching(/^[\x20-\x7e]{1,66}$/), text),
    entry_payment_details: fc.oneof(fc.record({ payment_id: fc.oneof(fc.stringMatching(/^[\x21-\x7e]{1,256}$/), text) }), details),
  },
  { requiredKeys: ['user_id'] },
);

describe('RegisterPlayerDto fast path (FastBody)', () => {
  it('takes only bodies the full validation passes, and builds the DTO it would build', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.oneof(bodies, nearlyValid), (body) => {
        const fast = acceptRegistration(body);
        const full = fullValidation(body);
        if (fast === undefined) {
          refused++;
          return;
        }
        accepted++;
        expect(full.errors).toBe(0);
        expect(fast).toStrictEqual(full.instance);
      }),
      { numRuns: 5000 },
    );
    // Both branches were exercised.
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });

  it('takes the usual registration bodies', () => {
    const dto = acceptRegistration({ user_id: 'user-42', display_name: 'Lucky Luke', entry_payment_details: { payment_id: 'pay-1' } });
    expect(dto).toBeInstanceOf(RegisterPlayerDto);
    expect(dto?.entry_payment_details).toBeInstanceOf(EntryPaymentDetailsDto);
    expect(dto).toStrictEqual(
      fullValidation({ user_id: 'user-42', display_name: 'Lucky Luke', entry_payment_details: { payment_id: 'pay-1' } }).instance,
    );
    expect(acceptRegistration({ user_id: 'u' })).toStrictEqual(Object.assign(new RegisterPlayerDto(), { user_id: 'u' }));
  });

  it('leaves anything it cannot tell at a glance to the full validation, which answers as before', () => {
    const pipe = new RequestValidationPipe();
    const transform = (body: Record<string, unknown>) => pipe.transform(body, { type: 'body', metatype: RegisterPlayerDto });
    // Trimmed by the full path, not refused.
    expect(acceptRegistration({ user_id: 'u', display_name: ' Luke ' })).toBeUndefined();
    expect(transform({ user_id: 'u', display_name: ' Luke ' })).toStrictEqual(
      Object.assign(new RegisterPlayerDto(), { user_id: 'u', display_name: 'Luke' }),
    );
    // Refusals are the full validation's own.
    for (const body of [
      { user_id: 'bad id' },
      { user_id: 'u', extra: 1 },
      { user_id: 'u', entry_payment_details: { payment_id: 'p', extra: 1 } },
      { user_id: 'u', entry_payment_details: { payment_id: 'has space' } },
      { user_id: 'u', display_name: 'x\u202ey' },
    ]) {
      expect(acceptRegistration(body)).toBeUndefined();
      expect(() => transform(body)).toThrow(ValidationFailedException);
    }
    expect(acceptRegistration(JSON.parse('{"user_id": "u", "__proto__": {"polluted": true}}') as Record<string, unknown>)).toBeUndefined();
  });
});

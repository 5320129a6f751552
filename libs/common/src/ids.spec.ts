import fc from 'fast-check';
import { isUuid, newId } from './ids';

// D2: identifiers are UUIDs, v7 so that they sort by time.

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function timestampOf(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}

describe('newId', () => {
  afterEach(() => jest.useRealTimers());

  it('is a lower-case UUID v7 with the RFC 9562 variant', () => {
    for (let i = 0; i < 100; i++) expect(newId()).toMatch(UUID_V7);
  });

  it('embeds the current Unix time in milliseconds', () => {
    const before = Date.now();
    const id = newId();
    const after = Date.now();
    expect(timestampOf(id)).toBeGreaterThanOrEqual(before);
    expect(timestampOf(id)).toBeLessThanOrEqual(after);
  });

  it('is unique', () => {
    const ids = Array.from({ length: 10_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts in creation order, also within one millisecond', () => {
    const ids = Array.from({ length: 5_000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
  });

  it('sorts by time across clock values', () => {
    // Times later than any id made so far: uuid keeps v7 ids monotonic within a process, so a
    // clock set backwards would (correctly) not move the embedded time back.
    const base = Date.now() + 60_000;
    const times = [base, base + 1, base + 1_000, base + 86_400_000, base + 365 * 86_400_000];
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    const ids = times.map((t) => {
      jest.setSystemTime(t);
      return newId();
    });
    expect([...ids].sort()).toEqual(ids);
    ids.forEach((id, i) => expect(timestampOf(id)).toBe(times[i]));
  });

  it('stays monotonic when the clock steps backwards', () => {
    const first = newId();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    jest.setSystemTime(Date.now() - 3_600_000);
    const second = newId();
    expect(second > first).toBe(true);
  });

  it('is a UUID by isUuid', () => {
    expect(isUuid(newId())).toBe(true);
  });
});

describe('isUuid', () => {
  it.each([
    '0190a6c2-7b4e-7c3d-9f00-1a2b3c4d5e6f',
    '0190A6C2-7B4E-7C3D-9F00-1A2B3C4D5E6F',
    'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    '00000000-0000-0000-0000-000000000000',
  ])('accepts %s', (value) => {
    expect(isUuid(value)).toBe(true);
  });

  it.each([
    '',
    'not-a-uuid',
    '123',
    'f47ac10b58cc4372a5670e02b2c3d479',
    '{f47ac10b-58cc-4372-a567-0e02b2c3d479}',
    ' f47ac10b-58cc-4372-a567-0e02b2c3d479',
    'f47ac10b-58cc-4372-a567-0e02b2c3d479 ',
    'f47ac10b-58cc-4372-a567-0e02b2c3d47',
    'f47ac10b-58cc-4372-a567-0e02b2c3d4799',
    'g47ac10b-58cc-4372-a567-0e02b2c3d479',
    "f47ac10b-58cc-4372-a567-0e02b2c3d479' OR 1=1",
    '../f47ac10b-58cc-4372-a567-0e02b2c3d479',
  ])('refuses %j', (value) => {
    expect(isUuid(value)).toBe(false);
  });

  it.each([undefined, null, 42, {}, [], ['f47ac10b-58cc-4372-a567-0e02b2c3d479'], true])('refuses the non-string %p', (value) => {
    expect(isUuid(value)).toBe(false);
  });

  it('never throws on arbitrary values', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof isUuid(value) === 'boolean'));
  });

  it('accepts every fast-check UUID', () => {
    fc.assert(fc.property(fc.uuid(), (value) => isUuid(value)));
  });
});

import fc from 'fast-check';
import { canonicalHash } from '@app/common';
import { registrationFingerprint } from './registration.service';

describe('registrationFingerprint', () => {
  it('is the canonical hash of the registration, so fingerprints stored before it still match', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.option(fc.string(), { nil: null }), (tournamentId, userId, name, paymentId) => {
        const canonical = canonicalHash({ tournament_id: tournamentId, user_id: userId, display_name: name, payment_id: paymentId });
        expect(registrationFingerprint(tournamentId, userId, name, paymentId)).toBe(canonical);
      }),
      { numRuns: 500 },
    );
  });

  it('tells registrations apart by every field', () => {
    const base = registrationFingerprint('t', 'u', 'n', 'p');
    expect(registrationFingerprint('t2', 'u', 'n', 'p')).not.toBe(base);
    expect(registrationFingerprint('t', 'u2', 'n', 'p')).not.toBe(base);
    expect(registrationFingerprint('t', 'u', 'n2', 'p')).not.toBe(base);
    expect(registrationFingerprint('t', 'u', 'n', null)).not.toBe(base);
  });
});

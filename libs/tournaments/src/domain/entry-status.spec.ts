import { canReissueToken, ENTRY_STATUSES, initialEntryStatus, isEntryStatus, isInactive, isRefundable } from './entry-status';

describe('entry statuses (D6)', () => {
  it('knows exactly the seven statuses', () => {
    expect(ENTRY_STATUSES).toEqual(['registered', 'active', 'eliminated', 'finished', 'winner', 'withdrawn', 'refunded']);
    for (const s of ENTRY_STATUSES) expect(isEntryStatus(s)).toBe(true);
    for (const s of ['', 'REGISTERED', 'cancelled', null, 1]) expect(isEntryStatus(s)).toBe(false);
  });

  it.each([
    ['registered', true, false, true],
    ['active', true, false, true],
    ['eliminated', true, false, true],
    ['finished', false, false, false],
    ['winner', false, false, false],
    ['withdrawn', false, true, false],
    ['refunded', false, true, false],
  ] as const)('%s: refundable on cancel %s, token revoked %s, token re-issue %s', (status, refundable, inactive, reissue) => {
    expect(isRefundable(status)).toBe(refundable);
    expect(isInactive(status)).toBe(inactive);
    expect(canReissueToken(status)).toBe(reissue);
  });

  it('starts a late registration as active and an early one as registered', () => {
    expect(initialEntryStatus('scheduled')).toBe('registered');
    expect(initialEntryStatus('in_progress')).toBe('active');
  });
});

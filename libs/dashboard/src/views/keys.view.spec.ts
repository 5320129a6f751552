import { keyStatus } from './keys.view';
import { pager, timeCell } from './page-parts';

describe('keys view', () => {
  const now = new Date('2026-05-01T12:00:00Z');

  it('tells active, expired and revoked keys apart (revoked wins)', () => {
    expect(keyStatus({ revoked_at: null, expires_at: null }, now)).toBe('active');
    expect(keyStatus({ revoked_at: null, expires_at: '2026-05-01T12:00:01Z' }, now)).toBe('active');
    expect(keyStatus({ revoked_at: null, expires_at: '2026-05-01T12:00:00Z' }, now)).toBe('expired');
    expect(keyStatus({ revoked_at: '2026-04-01T00:00:00Z', expires_at: '2026-01-01T00:00:00Z' }, now)).toBe('revoked');
  });

  it('shows times in UTC and a dash for none', () => {
    expect(timeCell('2026-05-01T12:00:00.000Z').value).toBe('<time datetime="2026-05-01T12:00:00.000Z">2026-05-01 12:00:00 UTC</time>');
    expect(timeCell(null).value).toContain('—');
  });

  it('links only to pages that exist', () => {
    const href = (page: number) => `/x?page=${page}`;
    expect(pager({ page: 1, hasMore: false, href, testId: 't' }).value).toBe('');
    const first = pager({ page: 1, hasMore: true, href, testId: 't' }).value;
    expect(first).toContain('data-testid="t-next"');
    expect(first).not.toContain('t-prev');
    const last = pager({ page: 3, hasMore: false, href, testId: 't' }).value;
    expect(last).toContain('href="/x?page=2" rel="prev" data-testid="t-prev"');
    expect(last).not.toContain('t-next');
  });
});

import { auditPageHref, parseAuditFilter, parseFilterDate, readAuditFilter } from './audit-filter';

const blank = { action: '', key_id: '', key_name: '', user: '', from: '', to: '' };

describe('audit filter of the dashboard', () => {
  it('reads only string query values', () => {
    expect(readAuditFilter({ action: ['a', 'b'], key_id: ' x ', key_name: ' Backend ', from: 5 })).toEqual({
      ...blank,
      key_id: 'x',
      key_name: 'Backend',
    });
  });

  it('takes a date input as a whole UTC day', () => {
    expect(parseFilterDate('2026-03-01', 'start')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseFilterDate('2026-03-01', 'end')?.toISOString()).toBe('2026-03-01T23:59:59.999Z');
    expect(parseFilterDate('2024-02-29', 'start')).toBeDefined();
    expect(parseFilterDate('2026-02-29', 'start')).toBeUndefined();
    expect(parseFilterDate('2026-3-1', 'start')).toBeUndefined();
    expect(parseFilterDate('2026-03-01T10:00:00+02:00', 'start')?.toISOString()).toBe('2026-03-01T08:00:00.000Z');
  });

  it('accepts known actions, "any", UUIDs and ordered dates', () => {
    expect(parseAuditFilter(blank)).toEqual({ ok: true, criteria: {} });
    expect(parseAuditFilter({ ...blank, action: 'any' })).toEqual({ ok: true, criteria: {} });
    const id = '0195F3A0-0000-7000-8000-000000000001';
    const parsed = parseAuditFilter({ ...blank, action: 'operator.settings_updated', key_id: id, from: '2026-01-01', to: '2026-01-01' });
    expect(parsed).toEqual({
      ok: true,
      criteria: {
        action: 'operator.settings_updated',
        keyId: id.toLowerCase(),
        from: new Date('2026-01-01T00:00:00Z'),
        to: new Date('2026-01-01T23:59:59.999Z'),
      },
    });
  });

  it('refuses unknown actions, malformed ids, bad dates and a reversed range, by field', () => {
    const parsed = parseAuditFilter({ ...blank, action: 'drop', key_id: 'abc', from: '2026-13-01', to: 'yesterday' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(['action', 'from', 'key_id', 'to']);
    const reversed = parseAuditFilter({ ...blank, from: '2026-01-02', to: '2026-01-01' });
    expect(reversed).toEqual({ ok: false, errors: { to: ['To must not be before From'] } });
  });

  it('reads a user and a key name, and refuses a user not from the list or an overlong name in plain words', () => {
    const user = '0195F3A0-0000-7000-8000-000000000002';
    expect(parseAuditFilter({ ...blank, user, key_name: 'Backend' })).toEqual({
      ok: true,
      criteria: { userId: user.toLowerCase(), keyName: 'Backend' },
    });
    expect(parseAuditFilter({ ...blank, user: 'any' })).toEqual({ ok: true, criteria: {} });
    expect(parseAuditFilter({ ...blank, user: 'admin@example.com', key_name: 'k'.repeat(201) })).toEqual({
      ok: false,
      errors: { user: ['Choose a user from the list'], key_name: ['Key name must be at most 200 characters long'] },
    });
  });

  it('builds page links that keep the filters', () => {
    expect(auditPageHref(blank, 1)).toBe('/dashboard/audit');
    expect(auditPageHref({ ...blank, action: 'any' }, 2)).toBe('/dashboard/audit?page=2');
    expect(auditPageHref({ ...blank, action: 'api.request', from: '2026-01-01' }, 3)).toBe(
      '/dashboard/audit?action=api.request&from=2026-01-01&page=3',
    );
    expect(auditPageHref({ ...blank, key_id: 'a&b=c' }, 1)).toBe('/dashboard/audit?key_id=a%26b%3Dc');
    expect(auditPageHref({ ...blank, key_name: 'My key', user: 'u-1' }, 2)).toBe('/dashboard/audit?key_name=My+key&user=u-1&page=2');
  });
});

import fc from 'fast-check';
import { safeNext } from './login.controller';

// D13: after sign-in the dashboard returns to the page the user came from, but only to a page of
// the dashboard on this origin: never an open redirect.

describe('safeNext', () => {
  it.each(['/dashboard/tournaments', '/dashboard/tournaments?status=in_progress&offset=20', '/dashboard/keys', '/dashboard'])('follows %s', (next) => {
    expect(safeNext(next)).toBe(next);
  });

  it.each([
    ['an absolute URL', 'https://evil.example'],
    ['an absolute URL with a dashboard path', 'https://evil.example/dashboard/keys'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL naming the dashboard', '//evil.example/dashboard'],
    ['a backslash (browsers read /\\ as //)', '/\\evil.example'],
    ['a backslash after the prefix', '/dashboard\\..\\..\\evil'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a path outside the dashboard', '/api/admin/operators'],
    ['a relative path', 'dashboard/keys'],
    ['a header injection', '/dashboard/keys\r\nSet-Cookie: x=1'],
    ['a newline', '/dashboard/keys\nx'],
    ['the sign-in page (a loop)', '/dashboard/login?next=/dashboard/keys'],
    ['sign-out', '/dashboard/logout'],
    ['the empty string', ''],
    ['something too long', `/dashboard/tournaments?q=${'x'.repeat(600)}`],
  ])('refuses %s', (_what, next) => {
    expect(safeNext(next)).toBeUndefined();
  });

  it.each([undefined, null, 42, ['/dashboard/keys'], { next: '/dashboard' }])('refuses a non-string %p', (next) => {
    expect(safeNext(next)).toBeUndefined();
  });

  it('only ever answers a path on this origin under /dashboard (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string().map((s) => `/dashboard${s}`), fc.string().map((s) => `//${s}`)), (next) => {
        const safe = safeNext(next);
        if (safe === undefined) return;
        expect(safe).toBe(next);
        expect(safe.startsWith('/dashboard')).toBe(true);
        // Resolved against the service's origin, it stays on that origin.
        expect(new URL(safe, 'https://service.example').origin).toBe('https://service.example');
        expect(safe).not.toMatch(/[\\\r\n]/);
      }),
    );
  });
});

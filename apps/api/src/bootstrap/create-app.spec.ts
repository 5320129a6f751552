import fc from 'fast-check';
import { collapseDoubledPrefix } from './create-app';

// D1: every public path works under /api/... and, identically, under /api/api/...

describe('collapseDoubledPrefix', () => {
  it.each([
    ['/api/api/x', '/api/x'],
    ['/api/api/tournaments', '/api/tournaments'],
    [
      '/api/api/tournaments/0190a6c2-7b4e-7c3d-9f00-1a2b3c4d5e6f/leaderboard?limit=10',
      '/api/tournaments/0190a6c2-7b4e-7c3d-9f00-1a2b3c4d5e6f/leaderboard?limit=10',
    ],
    ['/api/api/internal/auth/validate-token', '/api/internal/auth/validate-token'],
    ['/api/api/', '/api/'],
    ['/api/api', '/api'],
    ['/api/api?x', '/api?x'],
    ['/api/api?limit=5&offset=0', '/api?limit=5&offset=0'],
  ])('collapses %s to %s', (url, expected) => {
    expect(collapseDoubledPrefix(url)).toBe(expected);
  });

  it.each([
    '/api/apix',
    '/api/apis/x',
    '/api/api-docs',
    '/api/x',
    '/api/tournaments?next=/api/api/x',
    '/api',
    '/api/',
    '/',
    '',
    '/health/live',
    '/metrics',
    '/dashboard/api/api/x',
    '/API/API/x',
    '/apiapi/x',
    '//api/api/x',
    '/x/api/api/y',
  ])('leaves %j unchanged', (url) => {
    expect(collapseDoubledPrefix(url)).toBe(url);
  });

  it('collapses only one level of doubling', () => {
    expect(collapseDoubledPrefix('/api/api/api/x')).toBe('/api/api/x');
  });

  it('the doubled form always maps to the single form (property)', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.option(fc.stringMatching(/^[a-z=&0-9]{0,20}$/)), (parts, q) => {
        const path = `/api/${parts.join('/')}${q === null ? '' : `?${q}`}`;
        expect(collapseDoubledPrefix(`/api${path}`)).toBe(path);
      }),
    );
  });

  it('never changes a URL that does not start with the doubled prefix (property)', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        fc.pre(!url.startsWith('/api/api/') && !url.startsWith('/api/api?') && url !== '/api/api');
        expect(collapseDoubledPrefix(url)).toBe(url);
      }),
    );
  });
});

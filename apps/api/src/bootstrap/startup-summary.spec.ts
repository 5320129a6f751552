import { createServer, Server } from 'node:net';
import { baseUrlOf, checkPortFree, formatStartupSummary, listenFailure } from './startup-summary';

describe('start-up summary', () => {
  it('names localhost for a wildcard HOST, and the bound port', () => {
    expect(baseUrlOf('0.0.0.0', { address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe('http://localhost:3000');
    expect(baseUrlOf('::', { address: '::', family: 'IPv6', port: 8080 })).toBe('http://localhost:8080');
    expect(baseUrlOf('127.0.0.1', { address: '127.0.0.1', family: 'IPv4', port: 4000 })).toBe('http://127.0.0.1:4000');
    expect(baseUrlOf('::1', { address: '::1', family: 'IPv6', port: 4000 })).toBe('http://[::1]:4000');
  });

  it('lists the address, Swagger UI, the dashboard and the admin API, in that order', () => {
    const off = formatStartupSummary({ baseUrl: 'http://localhost:3000', database: 'PostgreSQL', adminApi: false }).split('\n');
    expect(off).toEqual([
      'Tournament Service listening on http://localhost:3000 (PostgreSQL)',
      '  Swagger UI:  http://localhost:3000/api/docs',
      '  Dashboard:   http://localhost:3000/dashboard',
      '  Admin API:   off (set ADMIN_API_KEY, 16 characters or more, to turn on /api/admin)',
      '',
    ]);
    const on = formatStartupSummary({ baseUrl: 'http://localhost:3000', database: 'PostgreSQL', adminApi: true });
    expect(on).toContain('Admin API:   on at http://localhost:3000/api/admin (header X-Admin-Api-Key');
  });

  it('tells why listening failed in words a person can act on', () => {
    const config = { host: '0.0.0.0', port: 3000 };
    expect(listenFailure(Object.assign(new Error('x'), { code: 'EADDRINUSE' }), config)).toBe(
      'port 3000 is already in use (set PORT to another port)',
    );
    expect(listenFailure(Object.assign(new Error('x'), { code: 'EACCES' }), config)).toMatch(/no permission to listen on port 3000/);
    expect(listenFailure(Object.assign(new Error('x'), { code: 'EADDRNOTAVAIL' }), { host: '10.9.9.9', port: 3000 })).toMatch(
      /HOST 10\.9\.9\.9/,
    );
    expect(listenFailure(new Error('other'), config)).toBeUndefined();
  });

  describe('checkPortFree', () => {
    let busy: Server;
    let port: number;
    beforeAll(async () => {
      busy = createServer();
      await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
      port = (busy.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

    it('refuses a port in use with EADDRINUSE', async () => {
      await expect(checkPortFree({ host: '127.0.0.1', port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    });

    it('accepts a free port, and leaves it free', async () => {
      const free = createServer();
      await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
      const freePort = (free.address() as { port: number }).port;
      await new Promise<void>((resolve) => free.close(() => resolve()));
      await checkPortFree({ host: '127.0.0.1', port: freePort });
      await checkPortFree({ host: '127.0.0.1', port: freePort });
    });
  });
});

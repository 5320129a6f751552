import fc from 'fast-check';
import { FastifyReply, FastifyRequest } from 'fastify';
import { SystemClock } from '@app/common';
import { DashboardSessionsService } from '../sessions/dashboard-sessions.service';
import { LoginController, loginFlash, safeNext } from './login.controller';

// D13: after sign-in the dashboard returns to the page the user came from, but only to a page of
// the dashboard on this origin: never an open redirect.

describe('safeNext', () => {
  it.each(['/dashboard/tournaments', '/dashboard/tournaments?status=in_progress&offset=20', '/dashboard/keys', '/dashboard'])(
    'follows %s',
    (next) => {
      expect(safeNext(next)).toBe(next);
    },
  );

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
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/dashboard${s}`),
          fc.string().map((s) => `//${s}`),
        ),
        (next) => {
          const safe = safeNext(next);
          if (safe === undefined) return;
          expect(safe).toBe(next);
          expect(safe.startsWith('/dashboard')).toBe(true);
          // Resolved against the service's origin, it stays on that origin.
          expect(new URL(safe, 'https://service.example').origin).toBe('https://service.example');
          expect(safe).not.toMatch(/[\\\r\n]/);
        },
      ),
    );
  });
});

// The sign-in page shows a notice for `?reason=`: only for the reasons the dashboard sends itself,
// never for a name inherited from Object.prototype (`?reason=constructor` used to render an empty
// notice from the Object function).

/** The members every plain object inherits (Object.prototype), plus `__proto__`. */
const INHERITED = [...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__'])];

describe('loginFlash', () => {
  it.each([
    ['expired', 'info', 'Your session has expired. Please sign in again.'],
    ['signin', 'info', 'Please sign in to continue.'],
    ['signed_out', 'success', 'You have signed out.'],
  ])('shows the notice of reason=%s', (reason, kind, message) => {
    expect(loginFlash(reason)).toEqual({ kind, message });
  });

  it('covers every inherited member of a plain object', () => {
    expect(INHERITED).toEqual(
      expect.arrayContaining(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', '__defineGetter__']),
    );
  });

  it.each(INHERITED)('shows nothing for the inherited name %s', (reason) => {
    expect(loginFlash(reason)).toBeUndefined();
  });

  it.each([undefined, null, '', 'EXPIRED', 'expired ', 'unknown', ['expired'], { reason: 'expired' }, 1])(
    'shows nothing for %p',
    (reason) => {
      expect(loginFlash(reason)).toBeUndefined();
    },
  );

  it('answers a notice with a kind and a message, or nothing, for any string (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...INHERITED, 'expired', 'signin', 'signed_out')), (reason) => {
        const flash = loginFlash(reason);
        if (flash === undefined) return;
        expect(['expired', 'signin', 'signed_out']).toContain(reason);
        expect(['info', 'success']).toContain(flash.kind);
        expect(typeof flash.message).toBe('string');
      }),
    );
  });
});

describe('LoginController: GET /dashboard/login?reason=', () => {
  /** Renders the sign-in page of a visitor without a session and returns its HTML. */
  async function render(reason?: string): Promise<string> {
    const sessions = { lookup: jest.fn().mockResolvedValue({ state: 'none' }) } as unknown as DashboardSessionsService;
    const controller = new LoginController(sessions, new SystemClock());
    let sent = '';
    const reply = {
      setCookie: jest.fn().mockReturnThis(),
      status: jest.fn().mockReturnThis(),
      header: jest.fn().mockReturnThis(),
      type: jest.fn().mockReturnThis(),
      send: jest.fn(function (this: unknown, body: string): unknown {
        sent = body;
        return this;
      }),
    };
    const request = { cookies: {}, protocol: 'http' } as unknown as FastifyRequest;
    await controller.form(request, reply as unknown as FastifyReply, reason, undefined);
    expect(reply.status).toHaveBeenCalledWith(200);
    return sent;
  }
  const flashOf = (page: string) => /<div class="flash[^"]*"[^>]*data-testid="flash">([^<]*)<\/div>/.exec(page);

  it('shows the notice of a reason the dashboard sends (signed_out)', async () => {
    const page = await render('signed_out');
    expect(flashOf(page)?.[0]).toBe('<div class="flash flash-success" role="status" data-testid="flash">You have signed out.</div>');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'unknown', undefined])(
    'renders no notice at all for reason=%p',
    async (reason) => {
      const page = await render(reason);
      expect(page).toContain('<form');
      expect(page).not.toContain('data-testid="flash"');
    },
  );
});

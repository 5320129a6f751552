import { TestApp } from './test-app';

export interface DashboardUser {
  userId: string;
  operatorId: string;
  email: string;
  password: string;
}

let sequence = 0;

/** Creates a dashboard user of the operator through the admin API (D13). */
export async function createDashboardUser(
  t: TestApp,
  operatorId: string,
  email?: string,
  password = 'correct horse battery staple',
  role?: 'admin' | 'manager' | 'viewer',
): Promise<DashboardUser> {
  const address = email ?? `user${++sequence}.${Date.now()}@operator.example`;
  const body = { email: address, password, ...(role ? { role } : {}) };
  const response = await t.admin.post(`/api/admin/operators/${operatorId}/dashboard-users`, body);
  if (response.status !== 201) throw new Error(`dashboard user create failed: ${response.status} ${response.text}`);
  return { userId: response.body.id, operatorId, email: response.body.email, password };
}

export interface PageResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Location of a redirect, as sent. */
  location: string | null;
  /** The CSRF token of the page's forms, when it has any. */
  csrf: string | undefined;
  json: any;
}

/**
 * A minimal browser over fetch for the dashboard: keeps cookies (a jar by name, path ignored
 * since every dashboard cookie is for /dashboard), never follows redirects by itself, and reads
 * the CSRF token from the last page so forms can be posted as a browser would.
 */
export class DashboardSession {
  readonly cookies = new Map<string, string>();
  lastCsrf: string | undefined;

  constructor(readonly baseUrl: string) {}

  static async signedIn(t: TestApp, user: { email: string; password: string }): Promise<DashboardSession> {
    const session = new DashboardSession(t.baseUrl);
    const response = await session.signIn(user.email, user.password);
    if (response.status !== 303) throw new Error(`sign-in failed: ${response.status} ${response.text.slice(0, 500)}`);
    await session.get('/dashboard/tournaments');
    return session;
  }

  async signIn(email: string, password: string): Promise<PageResponse> {
    await this.get('/dashboard/login');
    return this.postForm('/dashboard/login', { email, password });
  }

  get(path: string, headers: Record<string, string> = {}): Promise<PageResponse> {
    return this.request('GET', path, undefined, headers);
  }

  /** Posts a form; the last page's CSRF token is added unless `_csrf` is given (null: none). */
  postForm(path: string, fields: Record<string, string | null>, headers: Record<string, string> = {}): Promise<PageResponse> {
    const form = new URLSearchParams();
    const withCsrf = '_csrf' in fields ? fields : { _csrf: this.lastCsrf ?? null, ...fields };
    for (const [name, value] of Object.entries(withCsrf)) if (value !== null) form.set(name, value);
    return this.request('POST', path, form.toString(), { 'content-type': 'application/x-www-form-urlencoded', ...headers });
  }

  /** Follows a redirect response once with GET. */
  follow(response: PageResponse): Promise<PageResponse> {
    if (!response.location) throw new Error(`not a redirect: ${response.status}`);
    return this.get(response.location.replace(this.baseUrl, ''));
  }

  /** The Cookie header this browser sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<PageResponse> {
    const cookie = this.cookieHeader();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      body,
      redirect: 'manual',
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(text)?.[1];
    if (csrf) this.lastCsrf = csrf;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, location: response.headers.get('location'), csrf, json };
  }
}

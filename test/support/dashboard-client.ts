import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { operatorWithKey, TestKey, TestOperator } from './factories';
import { TestApp } from './test-app';

/** The password every test's dashboard user is created with (createDashboardUser's default). */
export const DASHBOARD_PASSWORD = 'correct horse battery staple';

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
  password = DASHBOARD_PASSWORD,
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

/** A user of the operator with the role, signed in through the sign-in form. */
export async function signedInAs(
  t: TestApp,
  operatorId: string,
  role?: 'admin' | 'manager' | 'viewer',
): Promise<DashboardSession & { user: DashboardUser }> {
  const user = await createDashboardUser(t, operatorId, undefined, DASHBOARD_PASSWORD, role);
  return Object.assign(await DashboardSession.signedIn(t, user), { user });
}

/** Page text as the browser shows it: the escapes the dashboard writes, undone (`&amp;` last). */
export function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#96;/g, '`')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The page's flash message, as written (escaped). */
export function flashOf(page: PageResponse): string | undefined {
  return /data-testid="flash">([^<]*)</.exec(page.text)?.[1];
}

/** The message next to each refused field, by field name, as written. */
export function fieldErrorsOf(page: PageResponse): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const match of page.text.matchAll(/data-testid="field-error" data-field="([^"]+)">([^<]*)</g)) errors[match[1]] = match[2];
  return errors;
}

/** The first consequence a confirmation page states, as written. */
export function consequenceOf(page: PageResponse): string | undefined {
  return /data-testid="confirm-consequence">([^<]*)</.exec(page.text)?.[1];
}

/** Every consequence a confirmation page states, decoded. */
export function consequencesOf(page: PageResponse): string[] {
  return [...page.text.matchAll(/data-testid="confirm-consequence">([^<]*)</g)].map((m) => decodeHtml(m[1]));
}

/** The label of a confirmation page's button, as written. */
export function confirmButtonOf(page: PageResponse): string | undefined {
  return /data-testid="confirm">([^<]*)</.exec(page.text)?.[1];
}

/** Why a confirmation page refuses the action, as written. */
export function refusalOf(page: PageResponse): string | undefined {
  return /data-testid="confirm-refused"><p>([^<]*)</.exec(page.text)?.[1];
}

/** The page's heading, decoded. */
export function titleOf(page: PageResponse): string {
  return decodeHtml(/<h1>([^<]*)<\/h1>/.exec(page.text)?.[1] ?? '');
}

/** The one-time secret a key page shows after a key was created. */
export function secretOf(page: PageResponse): string | undefined {
  return /<code id="new-key-secret" data-testid="new-key-secret">([^<]+)<\/code>/.exec(page.text)?.[1];
}

/** The texts of the elements with the test id, trimmed. */
export function cellsOf(page: PageResponse, testId: string): string[] {
  return [...page.text.matchAll(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`, 'g'))].map((m) => m[1].trim());
}

/** How many elements carry the test id. */
export function countOf(page: PageResponse, testId: string): number {
  return page.text.split(`data-testid="${testId}"`).length - 1;
}

/** Where the link with the test id leads. */
export function linkOf(page: PageResponse, testId: string): string | undefined {
  const href = new RegExp(`<a href="([^"]+)"[^>]*data-testid="${testId}"`).exec(page.text)?.[1];
  return href?.replace(/&amp;/g, '&');
}

/** The values of a rendered dashboard form (by its test id), as a browser would post them back. */
export function formValuesOf(page: PageResponse, formTestId: string): Record<string, string> {
  const form = new RegExp(`data-testid="${formTestId}"[\\s\\S]*?</form>`).exec(page.text)![0];
  const values: Record<string, string> = {};
  for (const m of form.matchAll(/<input id="[^"]*" type="[^"]*" name="([^"]+)" value="([^"]*)"/g)) values[m[1]] = decodeHtml(m[2]);
  for (const m of form.matchAll(/<input type="checkbox" name="([^"]+)" value="on" (checked)?/g)) if (m[2]) values[m[1]] = 'on';
  for (const m of form.matchAll(/<textarea id="[^"]*" name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)) values[m[1]] = decodeHtml(m[2]);
  for (const m of form.matchAll(/<select id="[^"]*" name="([^"]+)">([\s\S]*?)<\/select>/g)) {
    values[m[1]] = /<option value="([^"]*)" selected>/.exec(m[2])?.[1] ?? '';
  }
  return values;
}

/** A moment as an RFC 5545 UTC stamp (DTSTART:20300101T200000Z). */
export function icalStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The page's flash message, decoded; '' when there is none. */
export function flashTextOf(page: PageResponse): string {
  return decodeHtml(flashOf(page) ?? '');
}

/** Signs in through the sign-in form in a real browser and waits for the landing page (the overview). */
export async function signInThroughForm(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/dashboard/login');
  await page.fill('[data-testid="login-form"] input[name="email"]', user.email);
  await page.fill('[data-testid="login-form"] input[name="password"]', user.password);
  await Promise.all([page.waitForURL('**/dashboard/overview'), page.click('[data-testid="login-form"] button[type="submit"]')]);
}

/** Two operators with an API key each, and a signed-in dashboard user of each (an administrator). */
export async function twoOperatorsSignedIn(t: TestApp): Promise<{
  a: TestOperator & TestKey;
  b: TestOperator & TestKey;
  userA: DashboardUser;
  asA: DashboardSession;
  asB: DashboardSession;
}> {
  const a = await operatorWithKey(t);
  const b = await operatorWithKey(t);
  const userA = await createDashboardUser(t, a.operatorId);
  const asA = await DashboardSession.signedIn(t, userA);
  const asB = await DashboardSession.signedIn(t, await createDashboardUser(t, b.operatorId));
  return { a, b, userA, asA, asB };
}

export interface DashboardAuditRow {
  action: string;
  method: string;
  path: string;
  status_code: number;
  details: Record<string, unknown>;
}

/** The operator's audit entries whose details name the object (`tournament_id`, `series_id`), oldest first. */
export async function auditRowsAbout(t: TestApp, operatorId: string, detail: string, id: string): Promise<DashboardAuditRow[]> {
  await t.flushAudit();
  return (await t.app
    .get(DataSource)
    .query(
      `SELECT action, method, path, status_code, details FROM audit_logs WHERE operator_id = $1 AND details->>$2 = $3 ORDER BY created_at`,
      [operatorId, detail, id],
    )) as DashboardAuditRow[];
}

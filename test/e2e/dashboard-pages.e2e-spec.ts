import {
  createDashboardUser,
  DashboardSession,
  DashboardUser,
  decodeHtml,
  flashTextOf,
  PageResponse,
  secretOf,
  twoOperatorsSignedIn,
} from '../support/dashboard-client';
import { createKey, createOperator, operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/** Posts the create-key form and follows its 303 to the page that shows the secret once. */
async function createThroughForm(session: DashboardSession, fields: Record<string, string>): Promise<PageResponse> {
  const posted = await session.postForm('/dashboard/keys', fields);
  if (posted.status !== 303) return posted;
  return session.follow(posted);
}

/** Follows a settings POST that switches the wallet mode to its confirmation page, and confirms it. */
async function confirmWalletMode(session: DashboardSession, posted: PageResponse): Promise<PageResponse> {
  expect(posted.status).toBe(303);
  expect(posted.location).toMatch(/^\/dashboard\/settings\/wallet-mode\?change=/);
  const confirm = await session.follow(posted);
  expect(confirm.status).toBe(200);
  const change = /name="change" value="([^"]+)"/.exec(confirm.text)![1];
  return session.postForm('/dashboard/settings/wallet-mode', { change });
}

/** The inner HTML of the keys table row of a key, or undefined when the page does not list it. */
const keyRow = (page: PageResponse, keyId: string) =>
  new RegExp(`<tr data-testid="key-row" data-key-id="${keyId}">([\\s\\S]*?)</tr>`).exec(page.text)?.[1];

const keyStatus = (page: PageResponse, keyId: string) =>
  /data-testid="key-status"><span class="badge \w+">(\w+)</.exec(keyRow(page, keyId) ?? '')?.[1];

interface AuditRowSeen {
  action: string;
  text: string;
}

const auditRows = (page: PageResponse): AuditRowSeen[] =>
  [...page.text.matchAll(/<tr data-testid="audit-row" data-action="([^"]+)">([\s\S]*?)<\/tr>/g)].map((m) => ({
    action: m[1],
    text: decodeHtml(m[2]),
  }));

const auditTotal = (page: PageResponse) => Number(/data-testid="audit-total">(\d+) entr/.exec(page.text)?.[1]);

/** The message shown by a form field, decoded; undefined when the field has none. */
const fieldError = (page: PageResponse, field: string) => {
  const found = new RegExp(`<span class="field-error" data-testid="field-error" data-field="${field}">([^<]*)<`).exec(page.text)?.[1];
  return found === undefined ? undefined : decodeHtml(found);
};

describe('dashboard pages: API keys, settings, audit log (D13)', () => {
  let t: TestApp;
  let a: TestOperator & TestKey;
  let b: TestOperator & TestKey;
  let asA: DashboardSession;
  let asB: DashboardSession;
  let userA: DashboardUser;

  const keyCount = async (operatorId: string) =>
    (await t.admin.get(`/api/admin/operators/${operatorId}/api-keys?limit=1`)).body.pagination.total as number;
  const operator = async (operatorId: string) => (await t.admin.get(`/api/admin/operators/${operatorId}`)).body;

  beforeAll(async () => {
    // The operators' events queues may be in this AWS account (the platform administrator sets them).
    t = await startTestApp({ sqsAllowedAccountIds: ['123456789012'] });
    ({ a, b, userA, asA, asB } = await twoOperatorsSignedIn(t));
  });
  afterAll(() => t?.close());

  describe('API keys', () => {
    it('creates a key through the form, shows its secret once, and the secret works against the API', async () => {
      const form = await asA.get('/dashboard/keys');
      expect(form.status).toBe(200);
      expect(form.text).toContain('data-testid="create-key-form"');

      const posted = await asA.postForm('/dashboard/keys', { name: 'Backend', role: 'read_only', expires_at: '' });
      expect(posted.status).toBe(303);
      const created = await asA.follow(posted);
      expect(created.status).toBe(200);
      const secret = secretOf(created)!;
      expect(secret).toMatch(/^pk_live_[\w-]+:sk_live_[\w-]+$/);
      expect(created.text).toContain('data-copy-target="new-key-secret" data-testid="copy-secret"');
      expect(created.text).toContain('It will not be shown again');
      expect(created.headers.get('cache-control')).toBe('no-store');

      const api = await t.http.get('/api/tournaments', { headers: { authorization: `Bearer ${secret}` } });
      expect(api.status).toBe(200);

      const later = await asA.get('/dashboard/keys');
      const [publicId, secretHalf] = secret.split(':');
      expect(later.text).not.toContain(secretHalf);
      expect(later.text).not.toContain('data-testid="new-key-secret"');
      const listed = (await t.admin.get(`/api/admin/operators/${a.operatorId}/api-keys`)).body.api_keys.find(
        (k: any) => k.key_prefix === publicId,
      );
      expect(listed).toMatchObject({ name: 'Backend', role: 'read_only', expires_at: null });
      expect(keyRow(later, listed.key_id)).toContain(publicId);
      expect(keyStatus(later, listed.key_id)).toBe('active');
    });

    it('reads the expiry of the form as UTC', async () => {
      const created = await createThroughForm(asA, {
        name: 'Expiring',
        role: 'tournament_manager',
        expires_at: '2099-01-31T18:30',
      });
      expect(created.status).toBe(200);
      const publicId = secretOf(created)!.split(':')[0];
      const listed = (await t.admin.get(`/api/admin/operators/${a.operatorId}/api-keys`)).body.api_keys.find(
        (k: any) => k.key_prefix === publicId,
      );
      expect(listed).toMatchObject({ role: 'tournament_manager', expires_at: '2099-01-31T18:30:00.000Z' });
      expect(keyRow(created, listed.key_id)).toContain('2099-01-31 18:30:00 UTC');
    });

    it('refuses an empty name or a past expiry with 422 and the message by the field, creating nothing', async () => {
      await asA.get('/dashboard/keys');
      const before = await keyCount(a.operatorId);

      const noName = await asA.postForm('/dashboard/keys', { name: '   ', role: 'full_access', expires_at: '' });
      expect(noName.status).toBe(422);
      expect(fieldError(noName, 'name')).toBe('Name must not be empty');
      expect(flashTextOf(noName)).toContain('The key was not created');

      const past = await asA.postForm('/dashboard/keys', { name: 'Too late', role: 'read_only', expires_at: '2020-01-01T10:00' });
      expect(past.status).toBe(422);
      expect(fieldError(past, 'expires_at')).toBe('Expiry must be in the future');
      expect(past.text).toContain('value="Too late"');
      expect(past.text).toMatch(/<option value="read_only" selected>/);
      expect(secretOf(past)).toBeUndefined();

      const garbled = await asA.postForm('/dashboard/keys', { name: 'Garbled', role: 'read_only', expires_at: 'next week' });
      expect(garbled.status).toBe(422);
      expect(fieldError(garbled, 'expires_at')).toMatch(/date and time in UTC/);

      const badRole = await asA.postForm('/dashboard/keys', { name: 'Root', role: 'superuser', expires_at: '' });
      expect(badRole.status).toBe(422);
      expect(fieldError(badRole, 'role')).toMatch(/^Role must be one of: /);

      expect(await keyCount(a.operatorId)).toBe(before);
    });

    it('revokes a key: 303 back to the list, the API then answers 401 for it', async () => {
      const key = await createKey(t, a.operatorId, 'read_only');
      const list = await asA.get('/dashboard/keys');
      expect(keyRow(list, key.keyId)).toContain('data-testid="revoke-key"');
      expect((await asA.get(`/dashboard/keys/${key.keyId}/revoke`)).status).toBe(200);

      const revoked = await asA.postForm(`/dashboard/keys/${key.keyId}/revoke`, {});
      expect(revoked.status).toBe(303);
      expect(revoked.location).toBe('/dashboard/keys?done=revoked');
      const after = await asA.follow(revoked);
      expect(flashTextOf(after)).toMatch(/The key was revoked/);
      expect(keyStatus(after, key.keyId)).toBe('revoked');
      expect(keyRow(after, key.keyId)).not.toContain('data-testid="revoke-key"');

      expect((await key.client.get('/api/tournaments')).status).toBe(401);
    });

    it('shows an expired key as expired, without a revoke button', async () => {
      const key = await createKey(t, a.operatorId, 'read_only', { expires_at: new Date(Date.now() + 1500).toISOString() });
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const list = await asA.get('/dashboard/keys');
      expect(keyStatus(list, key.keyId)).toBe('expired');
      expect(keyRow(list, key.keyId)).not.toContain('data-testid="revoke-key"');
    });

    it('refuses create and revoke without the CSRF token (403 page), changing nothing', async () => {
      const key = await createKey(t, a.operatorId, 'read_only');
      await asA.get('/dashboard/keys');
      const before = await keyCount(a.operatorId);

      const create = await asA.postForm('/dashboard/keys', { _csrf: null, name: 'Forged', role: 'full_access' });
      expect(create.status).toBe(403);
      expect(flashTextOf(create)).toMatch(/security token \(CSRF\) is missing or invalid/);
      expect(secretOf(create)).toBeUndefined();

      const wrong = await asA.postForm(`/dashboard/keys/${key.keyId}/revoke`, { _csrf: 'not-the-token' });
      expect(wrong.status).toBe(403);
      const none = await asA.postForm(`/dashboard/keys/${key.keyId}/revoke`, { _csrf: null });
      expect(none.status).toBe(403);

      expect(await keyCount(a.operatorId)).toBe(before);
      expect((await key.client.get('/api/tournaments')).status).toBe(200);
    });

    it('renders a key name with markup escaped', async () => {
      await asA.get('/dashboard/keys');
      const created = await createThroughForm(asA, { name: '<script>alert(1)</script>', role: 'read_only' });
      expect(created.status).toBe(200);
      for (const page of [created, await asA.get('/dashboard/keys')]) {
        expect(page.text).not.toContain('<script>alert(1)</script>');
        expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      }
    });

    it('pages the list 25 keys at a time', async () => {
      const c = await createOperator(t);
      for (let i = 0; i < 26; i++) await createKey(t, c.operatorId, 'read_only', { name: `Key ${i}` });
      const asC = await DashboardSession.signedIn(t, await createDashboardUser(t, c.operatorId));
      const first = await asC.get('/dashboard/keys');
      expect(first.text.match(/data-testid="key-row"/g)).toHaveLength(25);
      expect(first.text).toContain('href="/dashboard/keys?page=2" rel="next" data-testid="keys-next"');
      const second = await asC.get('/dashboard/keys?page=2');
      expect(second.text.match(/data-testid="key-row"/g)).toHaveLength(1);
      expect(second.text).toContain('data-testid="keys-prev"');
      expect(second.text).not.toContain('data-testid="keys-next"');
      expect(second.text).toContain('Key 0');
    });

    it('records dashboard key creation and revocation in the audit log with via: dashboard', async () => {
      await asA.get('/dashboard/keys');
      const created = await createThroughForm(asA, { name: 'Audited', role: 'read_only' });
      const publicId = secretOf(created)!.split(':')[0];
      const keyId = (await t.admin.get(`/api/admin/operators/${a.operatorId}/api-keys`)).body.api_keys.find(
        (k: any) => k.key_prefix === publicId,
      ).key_id;
      expect((await asA.postForm(`/dashboard/keys/${keyId}/revoke`, {})).status).toBe(303);
      await t.flushAudit();

      const page = await asA.get(`/dashboard/audit?key_id=${keyId}`);
      expect(page.status).toBe(200);
      const rows = auditRows(page);
      expect(rows.map((r) => r.action).sort()).toEqual(['api_key.created', 'api_key.revoked']);
      for (const row of rows) expect(row.text).toContain('"via":"dashboard"');
      // Who did it: the signed-in user.
      for (const row of rows) expect(row.text).toContain(`"user_id":"${userA.userId}"`);
      expect(rows.find((r) => r.action === 'api_key.created')!.text).toContain('"name":"Audited"');
    });
  });

  describe('settings', () => {
    // The form as a browser posts it: the events queue is shown read-only, not sent.
    const valid = { wallet_mode: 'transfer', wallet_url: '', wallet_secret: '', events_format: 'platform', currency: 'EUR' };

    it('shows the current settings and saves valid ones (never name or other fields)', async () => {
      const page = await asA.get('/dashboard/settings');
      expect(page.status).toBe(200);
      expect(page.text).toContain('data-testid="settings-form"');
      expect(page.text).toContain('No secret set.');
      expect(page.text).toMatch(/<option value="transfer" selected>/);

      const saved = await asA.postForm('/dashboard/settings', {
        ...valid,
        wallet_url: '  HTTPS://Wallet.ACME.example.:443/api/  ',
        events_format: 'cloudevents',
        currency: 'usd',
        name: 'Renamed by a form',
        operator_id: b.operatorId,
      });
      expect(saved.status).toBe(303);
      expect(saved.location).toBe('/dashboard/settings?done=saved');
      const after = await asA.follow(saved);
      expect(flashTextOf(after)).toBe('Settings saved.');
      // The wallet URL is stored (and shown) in its canonical spelling.
      expect(after.text).toContain('value="https://wallet.acme.example/api"');

      expect(await operator(a.operatorId)).toMatchObject({
        name: a.name,
        wallet_url: 'https://wallet.acme.example/api',
        events_format: 'cloudevents',
        currency: 'USD',
        wallet_mode: 'transfer',
      });
      expect(await operator(b.operatorId)).toMatchObject({ wallet_url: null, events_format: 'platform', currency: 'EUR' });

      await t.flushAudit();
      const audit = auditRows(await asA.get('/dashboard/audit?action=operator.settings_updated'));
      expect(audit.length).toBeGreaterThanOrEqual(1);
      expect(audit[0].text).toContain('"changed":["wallet_url","events_format","currency"]');
      expect(audit[0].text).toContain('"via":"dashboard"');

      const cleared = await asA.postForm('/dashboard/settings', { ...valid, currency: 'USD' });
      expect(cleared.status).toBe(303);
      expect(await operator(a.operatorId)).toMatchObject({ wallet_url: null, events_format: 'platform' });
    });

    it('shows the events queue read-only and refuses a POST that would change it (only the platform administrator sets it)', async () => {
      const queue = 'https://sqs.eu-west-1.amazonaws.com/123456789012/acme-events.fifo';
      expect((await t.admin.patch(`/api/admin/operators/${a.operatorId}`, { events_queue_url: queue })).status).toBe(200);
      const page = await asA.get('/dashboard/settings');
      expect(page.text).not.toMatch(/name="events_queue_url"/);
      expect(page.text).toMatch(
        new RegExp(
          `<input type="text" value="${queue.replace(/\./g, '\\.')}" readonly disabled aria-readonly="true" data-testid="events-queue-url">`,
        ),
      );
      expect(decodeHtml(page.text)).toContain('set by the platform administrator only');

      const before = await operator(a.operatorId);
      for (const posted of [
        'https://sqs.eu-west-1.amazonaws.com/123456789012/other',
        'https://sqs.eu-west-1.amazonaws.com/999999999999/attacker',
        '',
      ]) {
        const refused = await asA.postForm('/dashboard/settings', { ...valid, currency: 'GBP', events_queue_url: posted });
        expect({ posted, status: refused.status }).toEqual({ posted, status: 422 });
        expect(fieldError(refused, 'events_queue_url')).toBe(
          'events_queue_url can be changed only by the platform administrator (admin API or CLI), not from the dashboard; nothing was saved',
        );
        expect(flashTextOf(refused)).toMatch(/Nothing was saved/);
        expect(await operator(a.operatorId)).toEqual(before);
      }
      // The stored value itself (an old page of the form) changes nothing and is ignored.
      const same = await asA.postForm('/dashboard/settings', { ...valid, currency: 'GBP', events_queue_url: queue });
      expect(same.status).toBe(303);
      expect(await operator(a.operatorId)).toMatchObject({ events_queue_url: queue, currency: 'GBP' });

      expect((await t.admin.patch(`/api/admin/operators/${a.operatorId}`, { events_queue_url: null, currency: 'EUR' })).status).toBe(200);
      const none = await asA.get('/dashboard/settings');
      expect(none.text).toContain('value="none" readonly disabled');
      // Without a stored queue, a posted one is refused too, and a blank one is the same as none.
      expect((await asA.postForm('/dashboard/settings', { ...valid, events_queue_url: queue })).status).toBe(422);
      expect((await asA.postForm('/dashboard/settings', { ...valid, events_queue_url: ' ' })).status).toBe(303);
      expect(await operator(a.operatorId)).toMatchObject({ events_queue_url: null });
    });

    it('refuses a wallet URL with spaces, a backslash or a port other than 443 by the field', async () => {
      await asA.get('/dashboard/settings');
      const before = await operator(a.operatorId);
      for (const [url, message] of [
        ['https://wallet.acme.example/my wallet', /spaces or control characters/],
        ['https://wallet.acme.example\\@127.0.0.1/api', /backslash/],
        ['https://wallet.acme.example:8443/api', /port other than 443 \(got 8443\)/],
      ] as const) {
        const refused = await asA.postForm('/dashboard/settings', { ...valid, wallet_url: url });
        expect({ url, status: refused.status }).toEqual({ url, status: 422 });
        expect(fieldError(refused, 'wallet_url')).toMatch(message);
      }
      expect(await operator(a.operatorId)).toEqual(before);
    });

    it('refuses seamless without a URL with 422, keeping the input (not the secret) and storing nothing', async () => {
      await asA.get('/dashboard/settings');
      const before = await operator(a.operatorId);
      const typedSecret = 'typed-secret-never-echoed-0123456789';
      const refused = await asA.postForm('/dashboard/settings', {
        ...valid,
        wallet_mode: 'seamless',
        wallet_secret: typedSecret,
        currency: 'GBP',
      });
      expect(refused.status).toBe(422);
      expect(fieldError(refused, 'wallet_url')).toBe('Wallet URL is required when wallet_mode is seamless');
      expect(flashTextOf(refused)).toMatch(/Nothing was saved/);
      expect(refused.text).toContain('value="GBP"');
      expect(refused.text).toMatch(/<option value="seamless" selected>/);
      expect(refused.text).not.toContain(typedSecret);
      expect(await operator(a.operatorId)).toEqual(before);
    });

    it('refuses a bad wallet URL and a bad currency by the fields', async () => {
      await asA.get('/dashboard/settings');
      const before = await operator(a.operatorId);
      const refused = await asA.postForm('/dashboard/settings', {
        ...valid,
        wallet_url: 'http://10.0.0.1/wallet',
        currency: 'EURO',
        events_format: 'xml',
      });
      expect(refused.status).toBe(422);
      expect(fieldError(refused, 'currency')).toMatch(/ISO 4217/);
      expect(fieldError(refused, 'events_format')).toMatch(/platform, cloudevents/);
      expect(decodeHtml(refused.text)).toContain('value="http://10.0.0.1/wallet"');
      expect(await operator(a.operatorId)).toEqual(before);
      // The wallet URL check (SSRF) runs after the field rules: alone, it is refused by its field too.
      const url = await asA.postForm('/dashboard/settings', { ...valid, wallet_url: 'http://10.0.0.1/wallet' });
      expect(url.status).toBe(422);
      expect(fieldError(url, 'wallet_url')).toMatch(/https/);
      expect(await operator(a.operatorId)).toEqual(before);
    });

    it('stores a wallet secret without ever rendering it, and a blank secret keeps it', async () => {
      const secret = 'wallet-hmac-secret-do-not-render-42';
      await asA.get('/dashboard/settings');
      const posted = await asA.postForm('/dashboard/settings', {
        ...valid,
        wallet_mode: 'seamless',
        wallet_url: 'https://wallet.acme.example/api',
        wallet_secret: secret,
      });
      // Switching the wallet mode is saved only once confirmed.
      expect((await operator(a.operatorId)).wallet_mode).toBe('transfer');
      const saved = await confirmWalletMode(asA, posted);
      expect(saved.status).toBe(303);
      expect(saved.location).toBe('/dashboard/settings?done=mode_seamless');
      expect(await operator(a.operatorId)).toMatchObject({
        wallet_mode: 'seamless',
        wallet_url: 'https://wallet.acme.example/api',
        wallet_secret_set: true,
      });

      const page = await asA.get('/dashboard/settings?done=saved');
      expect(page.text).toContain('A secret is set.');
      expect(page.text).toContain('<input type="password" name="wallet_secret" maxlength="256" autocomplete="new-password" value="">');

      // Seamless needs a secret: this save succeeds only because the blank field kept the stored one.
      const again = await asA.postForm('/dashboard/settings', {
        ...valid,
        wallet_mode: 'seamless',
        wallet_url: 'https://wallet.acme.example/v2',
        wallet_secret: '',
      });
      expect(again.status).toBe(303);
      expect(await operator(a.operatorId)).toMatchObject({
        wallet_mode: 'seamless',
        wallet_url: 'https://wallet.acme.example/v2',
        wallet_secret_set: true,
      });

      await t.flushAudit();
      const audit = await asA.get('/dashboard/audit?action=operator.settings_updated');
      const changed = auditRows(audit).map((r) => JSON.parse(/\{.*\}/.exec(r.text)![0]));
      expect(changed[1]).toEqual({
        changed: expect.arrayContaining(['wallet_mode', 'wallet_url', 'wallet_secret']),
        via: 'dashboard',
        user_id: expect.any(String),
      });
      expect(changed[0].changed).toEqual(['wallet_url']);
      for (const path of [
        '/dashboard/settings',
        '/dashboard/keys',
        '/dashboard/audit',
        '/dashboard/audit?action=operator.settings_updated',
      ]) {
        expect((await asA.get(path)).text).not.toContain(secret);
      }

      expect((await confirmWalletMode(asA, await asA.postForm('/dashboard/settings', valid))).status).toBe(303);
      expect(await operator(a.operatorId)).toMatchObject({ wallet_mode: 'transfer', wallet_url: null });
    });
  });

  describe('audit log', () => {
    it('lists the operator’s API calls and filters them by action', async () => {
      const call = await a.client.get('/api/tournaments', { headers: { 'x-request-id': 'dashboard-audit-probe' } });
      expect(call.status).toBe(200);
      await t.flushAudit();

      const page = await asA.get('/dashboard/audit');
      expect(page.status).toBe(200);
      expect(page.text).toContain('data-testid="audit-table"');
      expect(page.text).toContain('data-testid="audit-filter"');
      const rows = auditRows(page);
      expect(
        rows.some(
          (r) => r.action === 'api.request' && r.text.includes('/api/tournaments') && r.text.includes(a.keyId) && r.text.includes('GET'),
        ),
      ).toBe(true);
      expect(auditTotal(page)).toBeGreaterThanOrEqual(rows.length);

      const created = await asA.get('/dashboard/audit?action=api_key.created');
      const only = auditRows(created);
      expect(only.length).toBeGreaterThan(0);
      expect(only.every((r) => r.action === 'api_key.created')).toBe(true);
      expect(created.text).toMatch(/<option value="api_key.created" selected>/);
    });

    it('filters by day and by key', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      expect(auditTotal(await asA.get(`/dashboard/audit?from=${today}&to=${today}`))).toBeGreaterThan(0);
      const future = await asA.get(`/dashboard/audit?from=${tomorrow}`);
      expect(future.status).toBe(200);
      expect(auditTotal(future)).toBe(0);
      const byKey = auditRows(await asA.get(`/dashboard/audit?key_id=${a.keyId}`));
      expect(byKey.length).toBeGreaterThan(0);
      for (const row of byKey) expect(row.text).toContain(a.keyId);
    });

    it('pages 50 entries at a time with Previous/Next links that keep the filters', async () => {
      const c = await operatorWithKey(t);
      for (let i = 0; i < 55; i++) await c.client.get('/api/auth/permissions');
      await t.flushAudit();
      const asC = await DashboardSession.signedIn(t, await createDashboardUser(t, c.operatorId));

      const first = await asC.get('/dashboard/audit?action=api.request');
      expect(auditTotal(first)).toBe(55);
      expect(auditRows(first)).toHaveLength(50);
      expect(first.text).not.toContain('data-testid="audit-prev"');
      const next = /href="([^"]+)" rel="next" data-testid="audit-next"/.exec(first.text)![1];
      expect(decodeHtml(next)).toBe('/dashboard/audit?action=api.request&page=2');

      const second = await asC.get(decodeHtml(next));
      expect(auditRows(second)).toHaveLength(5);
      expect(auditRows(second).every((r) => r.action === 'api.request')).toBe(true);
      expect(second.text).not.toContain('data-testid="audit-next"');
      expect(decodeHtml(/href="([^"]+)" rel="prev" data-testid="audit-prev"/.exec(second.text)![1])).toBe(
        '/dashboard/audit?action=api.request',
      );
    });

    it('answers a bad filter with 422 and a message, not an error', async () => {
      const badKey = await asA.get('/dashboard/audit?key_id=not-a-uuid');
      expect(badKey.status).toBe(422);
      expect(flashTextOf(badKey)).toMatch(/The filter was not applied/);
      expect(fieldError(badKey, 'key_id')).toMatch(/UUID/);
      expect(badKey.text).not.toContain('data-testid="audit-table"');
      expect(badKey.text).toContain('value="not-a-uuid"');

      const badDate = await asA.get('/dashboard/audit?from=2026-02-30');
      expect(badDate.status).toBe(422);
      expect(fieldError(badDate, 'from')).toMatch(/date such as/);

      const reversed = await asA.get('/dashboard/audit?from=2026-03-02&to=2026-03-01');
      expect(reversed.status).toBe(422);
      expect(fieldError(reversed, 'to')).toMatch(/not be before/);

      const badAction = await asA.get('/dashboard/audit?action=<b>drop</b>');
      expect(badAction.status).toBe(422);
      expect(badAction.text).not.toContain('<b>drop</b>');
    });
  });

  describe('tenant isolation', () => {
    it('never shows another operator’s keys, and cannot revoke them', async () => {
      const bKeys = await asB.get('/dashboard/keys');
      expect(bKeys.status).toBe(200);
      expect(keyRow(bKeys, b.keyId)).toBeDefined();
      expect(keyRow(bKeys, a.keyId)).toBeUndefined();
      expect(bKeys.text).not.toContain(a.keyId);
      expect(bKeys.text).not.toContain(a.apiKey.split(':')[0]);
      expect(bKeys.text).not.toContain('Backend');

      const other = await asB.postForm(`/dashboard/keys/${a.keyId}/revoke`, {});
      expect(other.status).toBe(404);
      const unknown = await asB.postForm('/dashboard/keys/0195f3a0-0000-7000-8000-000000000000/revoke', {});
      expect(unknown.status).toBe(404);
      expect(flashTextOf(unknown)).toBe(flashTextOf(other));
      expect((await asB.postForm('/dashboard/keys/not-a-uuid/revoke', {})).status).toBe(404);

      expect((await a.client.get('/api/tournaments')).status).toBe(200);
      expect(keyStatus(await asA.get('/dashboard/keys'), a.keyId)).toBe('active');
    });

    it('never shows another operator’s audit entries', async () => {
      await a.client.get('/api/tournaments');
      await b.client.get('/api/tournaments');
      await t.flushAudit();
      const bAudit = await asB.get('/dashboard/audit');
      expect(auditRows(bAudit).length).toBeGreaterThan(0);
      expect(bAudit.text).not.toContain(a.keyId);
      const probe = await asB.get(`/dashboard/audit?key_id=${a.keyId}`);
      expect(probe.status).toBe(200);
      expect(auditTotal(probe)).toBe(0);
    });

    it('saves settings of its own operator only', async () => {
      const aBefore = await operator(a.operatorId);
      await asB.get('/dashboard/settings');
      const saved = await asB.postForm('/dashboard/settings', {
        wallet_mode: 'transfer',
        wallet_url: 'https://wallet.b-casino.example/api',
        events_format: 'cloudevents',
        currency: 'SEK',
        operator_id: a.operatorId,
      });
      expect(saved.status).toBe(303);
      expect(await operator(b.operatorId)).toMatchObject({ currency: 'SEK', wallet_url: 'https://wallet.b-casino.example/api' });
      expect(await operator(a.operatorId)).toEqual(aBefore);
      expect((await asA.get('/dashboard/settings')).text).not.toContain('b-casino');
    });
  });
});

import {
  consequencesOf,
  createDashboardUser,
  DashboardSession,
  DashboardUser,
  decodeHtml,
  flashTextOf,
  PageResponse,
  secretOf,
  titleOf,
  twoOperatorsSignedIn,
} from '../support/dashboard-client';
import { createKey, operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The dashboard's safe actions: a created key's secret shown once after POST-redirect-GET, key
 * revocation and wallet mode changes behind confirmation pages, the 404 page and the icon.
 */
describe('dashboard safe actions', () => {
  let t: TestApp;
  let a: TestOperator & TestKey;
  let userA: DashboardUser;
  let asA: DashboardSession;
  let asB: DashboardSession;

  const keys = async (operatorId: string) =>
    (await t.admin.get(`/api/admin/operators/${operatorId}/api-keys?limit=100`)).body.api_keys as Array<{
      key_id: string;
      name: string;
      key_prefix: string;
      revoked_at: string | null;
    }>;

  const operator = async (operatorId: string) => (await t.admin.get(`/api/admin/operators/${operatorId}`)).body;

  beforeAll(async () => {
    t = await startTestApp();
    ({ a, userA, asA, asB } = await twoOperatorsSignedIn(t));
  });
  afterAll(() => t?.close());

  describe('creating a key', () => {
    it('answers the form with 303, shows the secret once on the page it leads to, and a reload neither shows it nor creates a key', async () => {
      await asA.get('/dashboard/keys');
      const before = (await keys(a.operatorId)).length;
      const created = await asA.postForm('/dashboard/keys', { name: 'Once only', role: 'read_only', expires_at: '' });
      expect(created.status).toBe(303);
      expect(created.location).toMatch(/^\/dashboard\/keys\?created=[\w-]+$/);
      expect(created.text).not.toMatch(/sk_live_/);

      const page = await asA.follow(created);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const secret = secretOf(page)!;
      expect(secret).toMatch(/^pk_live_[\w-]+:sk_live_[\w-]+$/);
      expect(created.location).not.toContain(secret.split(':')[1]);
      expect(page.text).toContain('It will not be shown again');
      expect((await t.http.get('/api/tournaments', { headers: { authorization: `Bearer ${secret}` } })).status).toBe(200);

      const reloaded = await asA.follow(created);
      expect(reloaded.status).toBe(200);
      expect(secretOf(reloaded)).toBeUndefined();
      expect(reloaded.text).not.toContain(secret.split(':')[1]);
      expect(flashTextOf(reloaded)).toMatch(/shown only once.*cannot be shown again/);
      expect((await keys(a.operatorId)).length).toBe(before + 1);
      expect((await keys(a.operatorId)).filter((k) => k.name === 'Once only')).toHaveLength(1);
    });

    it('shows the secret to the session that created the key only', async () => {
      const other = await DashboardSession.signedIn(t, userA);
      await asA.get('/dashboard/keys');
      const created = await asA.postForm('/dashboard/keys', { name: 'Not for the other tab', role: 'read_only' });
      expect(created.status).toBe(303);
      // The same user in another session, and another operator's user, get no secret from the address.
      expect(secretOf(await other.follow(created))).toBeUndefined();
      expect(secretOf(await asB.follow(created))).toBeUndefined();
      // The ticket is still there for its own session.
      expect(secretOf(await asA.follow(created))).toMatch(/^pk_live_/);
      expect(secretOf(await asA.get('/dashboard/keys?created=made-up-ticket'))).toBeUndefined();
    });

    it('re-renders a refused form with 422 and creates nothing', async () => {
      await asA.get('/dashboard/keys');
      const before = (await keys(a.operatorId)).length;
      const refused = await asA.postForm('/dashboard/keys', { name: ' ', role: 'read_only' });
      expect(refused.status).toBe(422);
      expect(secretOf(refused)).toBeUndefined();
      expect((await keys(a.operatorId)).length).toBe(before);
    });
  });

  describe('revoking a key', () => {
    it('asks first, naming the key and what stops working, then revokes on POST with 303', async () => {
      const key = await createKey(t, a.operatorId, 'read_only', { name: 'Reporting job' });
      const list = await asA.get('/dashboard/keys');
      expect(list.text).toContain(`href="/dashboard/keys/${key.keyId}/revoke" class="danger" data-testid="revoke-key"`);

      const confirm = await asA.get(`/dashboard/keys/${key.keyId}/revoke`);
      expect(confirm.status).toBe(200);
      expect(titleOf(confirm)).toBe('Revoke key Reporting job?');
      expect(consequencesOf(confirm)[0]).toMatch(/^Integrations using it stop working immediately/);
      expect(confirm.text).toContain(`action="/dashboard/keys/${key.keyId}/revoke"`);
      expect(confirm.text).toContain('href="/dashboard/keys" data-testid="cancel"');
      // Looking at the confirmation changes nothing.
      expect((await key.client.get('/api/tournaments')).status).toBe(200);

      const revoked = await asA.postForm(`/dashboard/keys/${key.keyId}/revoke`, {});
      expect(revoked.status).toBe(303);
      expect(revoked.location).toBe('/dashboard/keys?done=revoked');
      expect((await key.client.get('/api/tournaments')).status).toBe(401);

      const again = await asA.get(`/dashboard/keys/${key.keyId}/revoke`);
      expect(again.status).toBe(200);
      expect(titleOf(again)).toBe('Key Reporting job is already revoked');
      expect(again.text).not.toContain('data-testid="confirm"');
    });

    it('escapes the key name on the confirmation page', async () => {
      const key = await createKey(t, a.operatorId, 'read_only', { name: '<img src=x onerror=alert(1)>' });
      const confirm = await asA.get(`/dashboard/keys/${key.keyId}/revoke`);
      expect(confirm.text).not.toContain('<img src=x');
      expect(titleOf(confirm)).toBe('Revoke key <img src=x onerror=alert(1)>?');
    });

    it('answers another operator’s key, an unknown and a malformed id with the 404 page', async () => {
      for (const id of [a.keyId, '0195f3a0-0000-7000-8000-000000000000', 'not-a-uuid']) {
        const page = await asB.get(`/dashboard/keys/${id}/revoke`);
        expect({ id, status: page.status }).toEqual({ id, status: 404 });
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        expect(page.text).not.toContain(a.name);
      }
      expect((await a.client.get('/api/tournaments')).status).toBe(200);
    });

    it('refuses the confirmation page to roles that may not manage keys', async () => {
      const key = await createKey(t, a.operatorId, 'read_only');
      for (const role of ['viewer', 'manager'] as const) {
        const browser = await DashboardSession.signedIn(t, await createDashboardUser(t, a.operatorId, undefined, undefined, role));
        const page = await browser.get(`/dashboard/keys/${key.keyId}/revoke`);
        expect({ role, status: page.status }).toEqual({ role, status: 403 });
        expect(flashTextOf(page)).toMatch(/cannot manage API keys/);
      }
    });

    it('records the revocation in the audit log as before', async () => {
      const key = await createKey(t, a.operatorId, 'read_only', { name: 'Audited revoke' });
      await asA.get(`/dashboard/keys/${key.keyId}/revoke`);
      expect((await asA.postForm(`/dashboard/keys/${key.keyId}/revoke`, {})).status).toBe(303);
      await t.flushAudit();
      const page = await asA.get(`/dashboard/audit?action=api_key.revoked&key_id=${key.keyId}`);
      expect(page.status).toBe(200);
      expect(decodeHtml(page.text)).toContain(`"user_id":"${userA.userId}"`);
      expect(decodeHtml(page.text)).toContain('"name":"Audited revoke"');
    });
  });

  describe('switching the wallet mode', () => {
    const form = { wallet_mode: 'transfer', wallet_url: '', wallet_secret: '', events_format: 'platform', currency: 'EUR' };
    const seamless = {
      ...form,
      wallet_mode: 'seamless',
      wallet_url: ' HTTPS://Wallet.ACME.example.:443/api/ ',
      wallet_secret: 'wallet-secret-kept-in-memory-only-42',
      currency: 'USD',
    };
    const changeOf = (page: PageResponse) => /name="change" value="([^"]+)"/.exec(page.text)?.[1];

    afterEach(async () => {
      await t.admin.patch(`/api/admin/operators/${a.operatorId}`, { wallet_mode: 'transfer', wallet_url: null, currency: 'EUR' });
    });

    it('asks first, saying what changes, saves nothing until confirmed, then answers the confirmation with 303', async () => {
      await asA.get('/dashboard/settings');
      const before = await operator(a.operatorId);
      const posted = await asA.postForm('/dashboard/settings', seamless);
      expect(posted.status).toBe(303);
      expect(posted.location).toMatch(/^\/dashboard\/settings\/wallet-mode\?change=[\w-]+$/);
      expect(posted.location).not.toContain(seamless.wallet_secret);
      expect(await operator(a.operatorId)).toEqual(before);

      const confirm = await asA.follow(posted);
      expect(confirm.status).toBe(200);
      expect(titleOf(confirm)).toBe('Switch the wallet mode from transfer to seamless?');
      const said = consequencesOf(confirm);
      expect(said[0]).toContain('real money moves through your wallet');
      expect(said[0]).toContain('https://wallet.acme.example/api');
      expect(said[said.length - 1]).toBe('Also saved with it: the wallet URL, the wallet secret, the default currency.');
      expect(confirm.text).not.toContain(seamless.wallet_secret);
      expect(confirm.text).toContain('href="/dashboard/settings" data-testid="cancel"');
      // The page can be reloaded; it still saves nothing.
      expect(changeOf(await asA.follow(posted))).toBe(changeOf(confirm));
      expect(await operator(a.operatorId)).toEqual(before);

      const saved = await asA.postForm('/dashboard/settings/wallet-mode', { change: changeOf(confirm)! });
      expect(saved.status).toBe(303);
      expect(saved.location).toBe('/dashboard/settings?done=mode_seamless');
      expect(flashTextOf(await asA.follow(saved))).toMatch(/The wallet mode is now seamless/);
      expect(await operator(a.operatorId)).toMatchObject({
        wallet_mode: 'seamless',
        wallet_url: 'https://wallet.acme.example/api',
        wallet_secret_set: true,
        currency: 'USD',
      });

      // Confirming twice (a reload of the POST, a second tab) does nothing more.
      const twice = await asA.postForm('/dashboard/settings/wallet-mode', { change: changeOf(confirm)! });
      expect(twice.status).toBe(303);
      expect(twice.location).toBe('/dashboard/settings?done=change_gone');
      expect(flashTextOf(await asA.follow(twice))).toMatch(/no longer waiting for confirmation/);

      await t.flushAudit();
      const audit = decodeHtml((await asA.get('/dashboard/audit?action=operator.settings_updated')).text);
      expect(audit).toContain('"changed":["wallet_mode","wallet_url","wallet_secret","currency"]');
      expect(audit).not.toContain(seamless.wallet_secret);
    });

    it('says what changes going back to transfer', async () => {
      await t.admin.patch(`/api/admin/operators/${a.operatorId}`, {
        wallet_mode: 'seamless',
        wallet_url: 'https://wallet.acme.example/api',
        wallet_secret: seamless.wallet_secret,
      });
      await asA.get('/dashboard/settings');
      const confirm = await asA.follow(await asA.postForm('/dashboard/settings', form));
      expect(titleOf(confirm)).toBe('Switch the wallet mode from seamless to transfer?');
      expect(consequencesOf(confirm)[0]).toContain('stops calling your wallet at https://wallet.acme.example/api');
      expect((await operator(a.operatorId)).wallet_mode).toBe('seamless');
      const saved = await asA.postForm('/dashboard/settings/wallet-mode', { change: changeOf(confirm)! });
      expect(saved.location).toBe('/dashboard/settings?done=mode_transfer');
      expect((await operator(a.operatorId)).wallet_mode).toBe('transfer');
    });

    it('saves other settings at once with 303, with no confirmation', async () => {
      await asA.get('/dashboard/settings');
      const saved = await asA.postForm('/dashboard/settings', { ...form, currency: 'GBP' });
      expect(saved.status).toBe(303);
      expect(saved.location).toBe('/dashboard/settings?done=saved');
      expect((await operator(a.operatorId)).currency).toBe('GBP');
    });

    it('refuses an invalid switch on the form itself (422), before any confirmation', async () => {
      await asA.get('/dashboard/settings');
      const before = await operator(a.operatorId);
      const noUrl = await asA.postForm('/dashboard/settings', { ...seamless, wallet_url: '' });
      expect(noUrl.status).toBe(422);
      const privateUrl = await asA.postForm('/dashboard/settings', { ...seamless, wallet_url: 'https://10.0.0.1/wallet' });
      expect(privateUrl.status).toBe(422);
      expect(privateUrl.text).not.toContain('data-testid="confirm"');
      expect(await operator(a.operatorId)).toEqual(before);
    });

    it('confirms for the session that asked only, and refuses a change made stale by someone else', async () => {
      await asA.get('/dashboard/settings');
      const confirm = await asA.follow(await asA.postForm('/dashboard/settings', seamless));
      const change = changeOf(confirm)!;
      const other = await DashboardSession.signedIn(t, userA);
      expect((await other.get(`/dashboard/settings/wallet-mode?change=${change}`)).location).toBe('/dashboard/settings?done=change_gone');
      expect((await other.postForm('/dashboard/settings/wallet-mode', { change })).location).toBe('/dashboard/settings?done=change_gone');
      expect((await operator(a.operatorId)).wallet_mode).toBe('transfer');

      // Someone switched the mode meanwhile: the confirmation no longer says what would change.
      await t.admin.patch(`/api/admin/operators/${a.operatorId}`, {
        wallet_mode: 'seamless',
        wallet_url: 'https://wallet.other.example/api',
        wallet_secret: seamless.wallet_secret,
      });
      const stale = await asA.postForm('/dashboard/settings/wallet-mode', { change });
      expect(stale.location).toBe('/dashboard/settings?done=change_stale');
      expect((await operator(a.operatorId)).wallet_url).toBe('https://wallet.other.example/api');
    });

    it('refuses the switch and its confirmation to roles that may not change settings, and without the token', async () => {
      await asA.get('/dashboard/settings');
      const confirm = await asA.follow(await asA.postForm('/dashboard/settings', seamless));
      const change = changeOf(confirm)!;
      expect((await asA.postForm('/dashboard/settings/wallet-mode', { _csrf: null, change })).status).toBe(403);
      const viewer = await DashboardSession.signedIn(t, await createDashboardUser(t, a.operatorId, undefined, undefined, 'viewer'));
      expect((await viewer.get(`/dashboard/settings/wallet-mode?change=${change}`)).status).toBe(403);
      expect((await viewer.postForm('/dashboard/settings/wallet-mode', { change })).status).toBe(403);
      expect((await operator(a.operatorId)).wallet_mode).toBe('transfer');
      // Still waiting for its own session.
      expect((await asA.postForm('/dashboard/settings/wallet-mode', { change })).location).toBe('/dashboard/settings?done=mode_seamless');
    });
  });

  describe('validation messages', () => {
    const fieldErrorOf = (page: PageResponse, field: string) =>
      decodeHtml(new RegExp(`data-field="${field}">([^<]*)<`).exec(page.text)?.[1] ?? '');

    it('refuses tournament list filters in human words, while the API keeps its own messages', async () => {
      const page = await asA.get('/dashboard/tournaments?minPlayers=two&maxPlayers=1.5');
      expect(page.status).toBe(422);
      expect(decodeHtml(page.text)).toContain('Minimum players must be a whole number');
      expect(decodeHtml(page.text)).toContain('Maximum players must be a whole number');
      expect(page.text).not.toContain('must be an integer number');
      const api = await a.client.get('/api/tournaments?minPlayers=two');
      expect(api.status).toBe(400);
      expect(JSON.stringify(api.body)).toContain('minPlayers must be an integer number');
    });

    it('words the key form’s refusals for people', async () => {
      await asA.get('/dashboard/keys');
      const refused = await asA.postForm('/dashboard/keys', { name: '', role: 'superuser', expires_at: 'soon' });
      expect(refused.status).toBe(422);
      expect(fieldErrorOf(refused, 'name')).toBe('Name must not be empty');
      expect(fieldErrorOf(refused, 'role')).toMatch(/^Role must be one of: /);
      expect(fieldErrorOf(refused, 'expires_at')).toBe('Expiry must be a date and time in UTC, e.g. 2030-01-31T18:00');
    });
  });

  describe('the audit log', () => {
    let c: TestOperator & TestKey;
    let admin: DashboardUser;
    let other: DashboardUser;
    let asAdmin: DashboardSession;
    let asOther: DashboardSession;
    let exportKeyId = '';
    const rowsOf = (page: PageResponse) => [...page.text.matchAll(/<tr data-testid="audit-row" data-action="([^"]+)">([\s\S]*?)<\/tr>/g)];
    const summaryOf = (page: PageResponse) =>
      decodeHtml(/data-testid="audit-summary">([\s\S]*?)<\/p>/.exec(page.text)?.[1] ?? '').replace(/<[^>]+>/g, '');

    beforeAll(async () => {
      c = await operatorWithKey(t);
      admin = await createDashboardUser(t, c.operatorId);
      other = await createDashboardUser(t, c.operatorId);
      asAdmin = await DashboardSession.signedIn(t, admin);
      asOther = await DashboardSession.signedIn(t, other);
      await asAdmin.get('/dashboard/keys');
      const page = await asAdmin.follow(await asAdmin.postForm('/dashboard/keys', { name: 'Nightly export', role: 'read_only' }));
      const exportKey = secretOf(page)!;
      exportKeyId = (await keys(c.operatorId)).find((k) => k.name === 'Nightly export')!.key_id;
      for (let i = 0; i < 3; i++) await t.http.get('/api/tournaments', { headers: { authorization: `Bearer ${exportKey}` } });
      await asOther.get('/dashboard/settings');
      await asOther.postForm('/dashboard/settings', {
        wallet_mode: 'transfer',
        wallet_url: '',
        wallet_secret: '',
        events_format: 'platform',
        currency: 'SEK',
      });
      await t.flushAudit();
    });

    it('names each key beside its id, and the dashboard user who acted', async () => {
      const page = await asAdmin.get('/dashboard/audit');
      expect(page.status).toBe(200);
      const calls = rowsOf(page).filter((m) => m[1] === 'api.request' && m[2].includes(exportKeyId));
      expect(calls).toHaveLength(3);
      for (const call of calls) {
        expect(call[2]).toContain(
          `<span class="key-name" data-testid="audit-key-name">Nightly export</span> <code class="key-id">${exportKeyId}</code>`,
        );
      }
      const created = rowsOf(page).find((m) => m[1] === 'api_key.created')!;
      expect(created[2]).toContain(`<span data-testid="audit-user-email">${admin.email}</span>`);
      const settings = rowsOf(page).find((m) => m[1] === 'operator.settings_updated')!;
      expect(settings[2]).toContain(`<span data-testid="audit-user-email">${other.email}</span>`);
    });

    it('collapses the details to one line with an expand control', async () => {
      const page = await asAdmin.get('/dashboard/audit?action=api_key.created');
      const [row] = rowsOf(page);
      const cell = decodeHtml(row[2]);
      // The summary: the whole JSON on one line; behind it, the same indented.
      const summary =
        /<details class="audit-details">\n<summary data-testid="audit-details-summary">\n(.*)\n<\/summary>\n<pre>([\s\S]*)<\/pre>/.exec(
          cell,
        )!;
      expect(JSON.parse(summary[1])).toMatchObject({ name: 'Nightly export', via: 'dashboard', user_id: admin.userId });
      expect(summary[2]).toContain('\n  "name": "Nightly export",\n');
      expect(JSON.parse(summary[2])).toEqual(JSON.parse(summary[1]));
      expect(row[2]).not.toMatch(/<details[^>]* open/);
      const css = await (await fetch(`${t.baseUrl}/dashboard/assets/dashboard.css`)).text();
      expect(css).toMatch(/\.audit-details summary \{[^}]*white-space:nowrap[^}]*text-overflow:ellipsis/);
      expect(css).not.toMatch(/td\.details \{[^}]*overflow-wrap:anywhere/);
    });

    it('filters by the dashboard user who acted', async () => {
      const byOther = await asAdmin.get(`/dashboard/audit?user=${other.userId}`);
      expect(byOther.status).toBe(200);
      const otherActions = rowsOf(byOther).map((m) => m[1]);
      expect(otherActions).toContain('operator.settings_updated');
      expect(otherActions).toContain('dashboard.login');
      expect(otherActions).not.toContain('api_key.created');
      expect(otherActions).not.toContain('api.request');
      expect(byOther.text).toContain(`<option value="${other.userId}" selected>${other.email}</option>`);
      const byAdmin = await asAdmin.get(`/dashboard/audit?user=${admin.userId}`);
      const adminActions = rowsOf(byAdmin).map((m) => m[1]);
      expect(adminActions).toContain('api_key.created');
      expect(adminActions).not.toContain('operator.settings_updated');
      // Every entry listed is the user's own.
      for (const [, , text] of rowsOf(byAdmin)) expect(decodeHtml(text)).toContain(`"user_id":"${admin.userId}"`);
    });

    it('filters by key name, in any letter case', async () => {
      const page = await asAdmin.get('/dashboard/audit?key_name=nightly%20EXPORT');
      expect(page.status).toBe(200);
      expect(
        rowsOf(page)
          .map((m) => m[1])
          .sort(),
      ).toEqual(['api.request', 'api.request', 'api.request', 'api_key.created']);
      expect(page.text).toContain('value="nightly EXPORT"');
      const withAction = await asAdmin.get('/dashboard/audit?key_name=Nightly%20export&action=api_key.created');
      expect(rowsOf(withAction)).toHaveLength(1);
    });

    it('refuses an unknown key name, a user not of the operator and a malformed user with messages by the fields', async () => {
      const unknownName = await asAdmin.get('/dashboard/audit?key_name=Nobody%27s%20key');
      expect(unknownName.status).toBe(422);
      expect(decodeHtml(unknownName.text)).toContain("No key is named “Nobody's key”: use a name from the keys table");
      expect(unknownName.text).not.toContain('data-testid="audit-table"');
      // A key of another operator is unknown here.
      expect((await asAdmin.get(`/dashboard/audit?key_name=${encodeURIComponent('Once only')}`)).status).toBe(422);

      const foreign = await asAdmin.get(`/dashboard/audit?user=${userA.userId}`);
      expect(foreign.status).toBe(422);
      expect(decodeHtml(foreign.text)).toContain('Choose a user from the list');
      expect(foreign.text).not.toContain(userA.email);
      const malformed = await asAdmin.get('/dashboard/audit?user=%3Cb%3Eroot%3C%2Fb%3E');
      expect(malformed.status).toBe(422);
      expect(malformed.text).not.toContain('<b>root</b>');
      expect(flashTextOf(malformed)).toMatch(/^The filter was not applied\. Choose a user from the list/);
    });

    it('shows the page count and total, with numbered page links that keep the filters', async () => {
      for (let i = 0; i < 120; i++) await c.client.get('/api/auth/permissions');
      await t.flushAudit();
      const first = await asAdmin.get('/dashboard/audit?action=api.request');
      expect(summaryOf(first)).toBe('Page 1 of 3, 123 entries');
      const pages = [
        ...first.text.matchAll(/<a href="([^"]+)"( aria-current="page" class="current")? data-testid="audit-page">(\d+)<\/a>/g),
      ];
      expect(pages.map((m) => [decodeHtml(m[1]), m[3], !!m[2]])).toEqual([
        ['/dashboard/audit?action=api.request', '1', true],
        ['/dashboard/audit?action=api.request&page=2', '2', false],
        ['/dashboard/audit?action=api.request&page=3', '3', false],
      ]);
      const third = await asAdmin.get('/dashboard/audit?action=api.request&page=3');
      expect(summaryOf(third)).toBe('Page 3 of 3, 123 entries');
      expect(rowsOf(third)).toHaveLength(23);
      expect(third.text).not.toContain('data-testid="audit-next"');
      const beyond = await asAdmin.get('/dashboard/audit?action=api.request&page=9');
      expect(summaryOf(beyond)).toBe('Page 9 of 3, 123 entries');
      expect(beyond.text).toContain('No entries on this page.');
    });
  });

  describe('the 404 page', () => {
    const unknown = [
      '/dashboard/nope',
      '/dashboard/keys/a/b/c',
      '/dashboard/tournaments/x/y/z',
      '/dashboard/settings/nothing',
      '/dashboard/x.json',
    ];

    it('answers every unknown path under /dashboard, GET and POST, signed in or not, with the HTML 404 page', async () => {
      const anonymous = new DashboardSession(t.baseUrl);
      for (const session of [asA, anonymous]) {
        for (const path of unknown) {
          for (const method of ['GET', 'POST']) {
            const page = method === 'GET' ? await session.get(path) : await session.postForm(path, { anything: 'x' });
            expect({ path, method, status: page.status }).toEqual({ path, method, status: 404 });
            expect(page.headers.get('content-type')).toMatch(/^text\/html/);
            expect(page.headers.get('cache-control')).toBe('no-store');
            expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
            expect(titleOf(page)).toBe('Not found');
            expect(flashTextOf(page)).toMatch(/no such page/);
            expect(page.text).toContain('<a href="/dashboard">Back to the dashboard</a>');
          }
        }
      }
    });

    it('looks like the page of an unknown tournament', async () => {
      const tournament = await asA.get('/dashboard/tournaments/0195f3a0-0000-7000-8000-000000000000');
      const path = await asA.get('/dashboard/nope');
      expect(tournament.status).toBe(404);
      const shape = (page: PageResponse) => page.text.replace(/data-testid="flash">[^<]*</, '').replace(/<title>[^<]*</, '');
      expect(shape(path)).toBe(shape(tournament));
    });

    it('shadows no page: every existing route still answers as before', async () => {
      const key = await createKey(t, a.operatorId, 'read_only');
      for (const path of [
        '/dashboard/tournaments',
        '/dashboard/series',
        '/dashboard/keys',
        `/dashboard/keys/${key.keyId}/revoke`,
        '/dashboard/users',
        '/dashboard/audit',
        '/dashboard/settings',
        '/dashboard/assets/dashboard.css',
        '/dashboard/assets/dashboard.js',
        '/dashboard/assets/favicon.svg',
      ]) {
        expect({ path, status: (await asA.get(path)).status }).toEqual({ path, status: 200 });
      }
      expect((await asA.get('/dashboard')).status).toBe(303);
      expect((await asA.get('/dashboard/login')).status).toBe(303);
      const anonymous = new DashboardSession(t.baseUrl);
      expect((await anonymous.get('/dashboard/login')).status).toBe(200);
      expect((await anonymous.get('/dashboard/keys')).status).toBe(303);
      // A tournament page and its live stream and JSON keep their own answers.
      const tournament = '0195f3a0-0000-7000-8000-000000000000';
      expect((await asA.get(`/dashboard/tournaments/${tournament}`)).text).toContain('Tournament not found');
      const json = await asA.get(`/dashboard/tournaments/${tournament}/leaderboard.json`);
      expect(json.status).toBe(404);
      expect(json.json).toMatchObject({ error: expect.any(String) });
      const live = await asA.get(`/dashboard/tournaments/${tournament}/live`, { accept: 'text/event-stream' });
      expect(live.status).toBe(404);
      expect(live.headers.get('content-type')).toMatch(/json/);
      // An unknown asset is still the asset route's own 404 page.
      expect((await asA.get('/dashboard/assets/unknown.css')).status).toBe(404);
      // Posts still reach their routes: a form without its token is refused as such, not as unknown.
      expect((await asA.postForm('/dashboard/keys', { _csrf: null, name: 'x' })).status).toBe(403);
      expect((await asA.postForm('/dashboard/settings', { _csrf: null })).status).toBe(403);
      // The API keeps its JSON 404.
      const api = await fetch(`${t.baseUrl}/api/nope`);
      expect(api.status).toBe(404);
      expect(api.headers.get('content-type')).toMatch(/json/);
    });
  });

  describe('the icon', () => {
    it('serves an SVG icon from the dashboard’s assets, linked from every page', async () => {
      const icon = await fetch(`${t.baseUrl}/dashboard/assets/favicon.svg`);
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await icon.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      const link = '<link rel="icon" href="/dashboard/assets/favicon.svg" type="image/svg+xml">';
      const anonymous = new DashboardSession(t.baseUrl);
      for (const page of [await asA.get('/dashboard/keys'), await asA.get('/dashboard/nope'), await anonymous.get('/dashboard/login')]) {
        expect(page.text).toContain(link);
      }
    });
  });
});
